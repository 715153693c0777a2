package abilities

import (
	"strings"

	"loopwright/pack"
	"loopwright/specialstage"
)

// SpecialName is the abilities pack's special stage.
const SpecialName = "rotating_maze"

// mazeText is the rotating maze in the .ss format (docs/specialstage.md).
const mazeText = `; the rotating maze (docs/specialstage.md): rings, bumpers, glass, up/down,
; R, a 1-up, ghost blocks over the emerald's room with the ghost switches
; under them, and GOAL blocks all round behind glass
XXXXXXXXXXXXXXXXXXXXX
XGGGGGGGGGGGGGGGGGGGX
XG.................GX
XG.XXXXXXXggXXXXXX.GX
XG.X.o.o.o.o.o.o.X.GX
XG.X.............X.GX
XG.X..U...S...D..X.GX
XG.X.............X.GX
XG.Xo...B...B...oX.GX
XG.Xo...........oX.GX
XG.Xo...L.......oX.GX
XG.X......R......X.GX
XG.X..XX~~~~~XX..X.GX
XG.X..X+++++++X..X.GX
XG.X..X..jaj..X..X.GX
XG.X..XXXXXXXXX..X.GX
XG.X.............X.GX
XG.XXXXXXXggXXXXXX.GX
XG.................GX
XGGGGGGGGGGGGGGGGGGGX
XXXXXXXXXXXXXXXXXXXXX
`

// MazeScript is the maze's demonstration: fall onto the R block, roll
// off it over the 1-up, ride the turning walls through the rings and the
// up block, crack the top glass, reverse again on R, down block.
const MazeScript = "# fall onto R, roll left over the 1-up, ride the walls round: rings, up,\n" +
	"# glass, R again, rings, glass, down\n" +
	"20 -\n40 L\n1 LJ\n60 L\n1 J\n100 R\n1 J\n200 L\n1 J\n200 R\n1 J\n100 L\n1 J\n200 R\n1 J\n"

// Special returns the abilities pack's special stage.
func Special() *pack.Special {
	s, err := specialstage.Parse(strings.NewReader(mazeText), SpecialName+".ss")
	if err != nil {
		panic(err) // the text above is fixed: a parse error is a bug here, caught by the tests
	}
	return &pack.Special{Name: SpecialName, Stage: s}
}

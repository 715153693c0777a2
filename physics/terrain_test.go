package physics

import (
	"testing"

	"loopwright/layers"
)

// terrain.cell must read every block exactly as layers.Level.Cell does
// (the sensors' FindFloor/FindWall block lookup, docs/physics.md "Solid Tiles"): inside and
// outside the level, for chunk sizes 8 and 16 (shifts) and an odd size
// (divisions), bad chunk ids, short chunks and bad tile ids.
func TestTerrain_CellIsLevelCell(t *testing.T) {
	for _, n := range []int{8, 16, 3} {
		l := speedLevel(n) // bad chunk id, short chunk, bad tile ids
		var tr terrain
		tr.load(l)
		for p := layers.PathA; p <= layers.PathB; p++ {
			for by := -2; by < l.Height+3; by++ {
				for bx := -2; bx < l.Width+3; bx++ {
					wc, wm := l.Cell(p, bx, by)
					gc, gm := tr.cell(p, bx, by)
					if wc != gc || *wm != *gm {
						t.Fatalf("n %d path %v block (%d,%d): cell %+v %+v, Level.Cell %+v %+v", n, p, bx, by, gc, *gm, wc, *wm)
					}
				}
			}
		}
	}
	var tr terrain
	tr.load(nil)
	if c, m := tr.cell(layers.PathA, 0, 0); c.Tile != 0 || !m.Empty() {
		t.Error("a nil level must read empty")
	}
}

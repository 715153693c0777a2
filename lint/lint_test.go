package lint

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/chunkgen"
	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/levelio"
)

var update = flag.Bool("update", false, "redraw the pictures of docs/lint/")

// tile adds a tile with heights h (widths derived, angle computed unless
// angle >= 0) to lib and returns its id.
func tile(lib *layers.Library, h [16]int8, angle int) layers.TileID {
	m := heightmask.Mask{Heights: h}
	m.Recompute()
	if angle >= 0 {
		m.Angle, m.ManualAngle = uint8(angle), true
	}
	lib.Tiles = append(lib.Tiles, m)
	return layers.TileID(len(lib.Tiles) - 1)
}

func fill(v int8) (h [16]int8) {
	for i := range h {
		h[i] = v
	}
	return
}

func ramp() (h [16]int8) {
	for i := range h {
		h[i] = int8(i + 1)
	}
	return
}

// ground returns a 24 x 12 block level (384 x 192 px) with a floor of full
// blocks on both paths from block row 8 down (y 128) and the player
// starting on it; tile 1 is the full block.
func ground(name string) *layers.Level {
	lib := layers.NewLibrary(8)
	full := tile(lib, fill(16), 0)
	l := layers.New(name, lib, 24, 12)
	for by := 8; by < 12; by++ {
		for bx := 0; bx < 24; bx++ {
			if err := l.SetBlock(bx, by, layers.Block{{Tile: full}, {Tile: full}}); err != nil {
				panic(err) // inside the 24x12 level
			}
		}
	}
	l.Start = layers.Point{X: 48, Y: 128 - 20}
	return l
}

// switcherWall returns ground with a wall on path A only, two blocks
// wide and four high, 48 px right of x 200 (where the switcher tests put
// a switcher to path B): the side of a loop a player leaves through on
// path B.
func switcherWall() *layers.Level {
	l := ground("switcher")
	for by := 4; by < 8; by++ {
		for bx := 15; bx < 17; bx++ {
			set(l, layers.PathA, bx, by, layers.Cell{Tile: 1})
		}
	}
	return l
}

// seamLevel returns ground whose path B has a floor 12 px higher over
// blocks 14 to 16 (an edit made on path B only): a player on path B
// running into it is stopped, one on path A runs on.
func seamLevel() *layers.Level {
	l := ground("seam")
	t := tile(l.Lib, fill(12), -1)
	for bx := 14; bx < 17; bx++ {
		set(l, layers.PathB, bx, 7, layers.Cell{Tile: t})
	}
	return l
}

// generated returns the level chunkgen generates for sp.
func generated(sp chunkgen.Spec) *layers.Level {
	g, err := chunkgen.Generate(sp)
	if err != nil {
		panic(err) // a fixed, valid spec
	}
	return g.Level
}

func set(l *layers.Level, p layers.Path, bx, by int, c layers.Cell) {
	if err := l.SetCell(p, bx, by, c); err != nil {
		panic(err)
	}
}

func setBoth(l *layers.Level, bx, by int, c layers.Cell) {
	set(l, layers.PathA, bx, by, c)
	set(l, layers.PathB, bx, by, c)
}

// ruleCase is a level a rule must flag (bad) and one it must not (good).
type ruleCase struct {
	rule      string
	bad, good func() *layers.Level
	// at is where the bad level's finding is (block coordinates * 16 or
	// the exact pixel), and want a part of its message.
	at   layers.Point
	want string
}

func ruleCases() []ruleCase {
	return []ruleCase{
		{RuleAngle, func() *layers.Level {
			l := ground("angle")
			t := tile(l.Lib, ramp(), 0x00) // a 45 degree ramp read as flat
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, func() *layers.Level {
			l := ground("angle")
			t := tile(l.Lib, ramp(), -1)
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, layers.Point{X: 160, Y: 112}, "has angle 0x00 (0°) but its mask implies 0xE0 (45°)"},
		{RulePinch, func() *layers.Level {
			// A half block dropped onto a quarter pipe's climb, 7 px
			// above the curve: the player running up meets it.
			l := generated(chunkgen.Spec{Shape: "curve", Radius: 64, Name: "pinch"})
			setBoth(l, 34, 10, layers.Cell{Tile: tile(l.Lib, fill(8), 0)})
			return l
		}, func() *layers.Level {
			return generated(chunkgen.Spec{Shape: "curve", Radius: 64, Name: "pinch"})
		}, layers.Point{X: -1}, "px in front of it"},
		{RuleWidths, func() *layers.Level {
			l := ground("widths")
			t := tile(l.Lib, fill(8), -1)
			l.Lib.Tiles[t].Widths[12] = 3 // a wall 3 px deep where the mask is 16 wide
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, func() *layers.Level {
			l := ground("widths")
			t := tile(l.Lib, fill(8), -1)
			l.Lib.Tiles[t].Widths[12] = 3
			l.Lib.Tiles[t].CustomWidths = true // painted on purpose
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, layers.Point{X: 160, Y: 112}, "widths of rows [12]"},
		{RuleStep, func() *layers.Level {
			l := ground("step")
			t := tile(l.Lib, fill(12), -1) // a block 12 px high on the floor: every run is stopped by it
			setBoth(l, 12, 7, layers.Cell{Tile: t})
			return l
		}, func() *layers.Level {
			l := ground("step")
			t := tile(l.Lib, ramp(), -1) // a ramp up to the next block row: smooth
			setBoth(l, 12, 7, layers.Cell{Tile: t})
			for bx := 13; bx < 24; bx++ {
				setBoth(l, bx, 7, layers.Cell{Tile: 1})
			}
			return l
		}, layers.Point{X: 192, Y: 128}, "the floor jumps -12 px between block 11,8 (tile 1) and block 12,7"},
		{RuleSeam, func() *layers.Level {
			return seamLevel() // path B's floor 12 px higher over 3 blocks
		}, func() *layers.Level {
			l := seamLevel()
			l.Switchers = []layers.Switcher{{ID: 1, X: 200, Y: 112, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
			return l
		}, layers.Point{X: 224, Y: 112}, "a player on path B is stopped there, one on path A runs on"},
		{RuleLoop, func() *layers.Level {
			l := exampleLevel("tour", "loop")
			l.Switchers = nil
			return l
		}, func() *layers.Level {
			return exampleLevel("tour", "loop")
		}, layers.Point{X: -1}, "no layer switcher covers the loop"},
		{RuleSwitcher, func() *layers.Level {
			// The range, 40..103, stops 6 px short of a standing
			// player's centre (19 px above the floor at 128: 109), and
			// he meets path A's wall (a loop's far side) unswitched.
			l := switcherWall()
			l.Switchers = []layers.Switcher{{ID: 1, X: 200, Y: 72, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
			return l
		}, func() *layers.Level {
			l := switcherWall()
			l.Switchers = []layers.Switcher{{ID: 1, X: 200, Y: 104, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
			return l
		}, layers.Point{X: 200, Y: 109}, "switcher 1 (radius 32, range 40..103) is passed by a player on the floor at 128 on path A (centre at 109), whose run then breaks"},
		{RuleFlagged, func() *layers.Level {
			l := ground("flagged")
			t := tile(l.Lib, ramp(), -1)
			l.Lib.Tiles[t].Flagged = true
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, func() *layers.Level {
			l := ground("flagged")
			t := tile(l.Lib, fill(8), -1)
			l.Lib.Tiles[t].Flagged = true // a flat half block: the snap changes nothing
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, layers.Point{X: 160, Y: 112}, "is flagged but its mask slopes at 0xE0"},
		{RuleSolidNoMask, func() *layers.Level {
			// A floor block placed with an empty mask: a hole in the floor.
			l := ground("nomask")
			t := tile(l.Lib, fill(0), -1)
			setBoth(l, 10, 8, layers.Cell{Tile: t})
			return l
		}, func() *layers.Level {
			// The same tile alone over the floor: nothing is missing.
			l := ground("nomask")
			t := tile(l.Lib, fill(0), -1)
			setBoth(l, 10, 7, layers.Cell{Tile: t})
			return l
		}, layers.Point{X: 160, Y: 128}, "whose mask is empty"},
		{RuleMaskNoSolid, func() *layers.Level {
			l := ground("nosolid")
			setBoth(l, 10, 7, layers.Cell{Tile: 1, Solidity: heightmask.SolidNone})
			return l
		}, func() *layers.Level {
			l := ground("nosolid")
			setBoth(l, 10, 7, layers.Cell{Tile: 1})
			return l
		}, layers.Point{X: 160, Y: 112}, "with a mask but no solidity"},
		{RuleObjectInSoil, func() *layers.Level {
			l := ground("object")
			l.Objects = []layers.Object{{ID: 2, Class: "spring", X: 200, Y: 160}}
			return l
		}, func() *layers.Level {
			// 12 px into the ground: a player running over it touches it.
			l := ground("object")
			l.Objects = []layers.Object{{ID: 2, Class: "spring", X: 200, Y: 140}}
			return l
		}, layers.Point{X: 200, Y: 160}, "spring (id 2) is inside solid terrain"},
		{RuleOutside, func() *layers.Level {
			// A loop generated against the level's left edge: its entry
			// switcher (64 px before the loop) lands at x -24.
			l := ground("outside")
			l.Switchers = []layers.Switcher{{ID: 5, X: -24, Y: 80, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathA}}}
			return l
		}, func() *layers.Level {
			l := ground("outside")
			l.Switchers = []layers.Switcher{{ID: 5, X: 8, Y: 80, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathA}}}
			return l
		}, layers.Point{X: -24, Y: 80}, "switcher 5 at -24,80 (radius 64) is outside the 384x192 px level"},
	}
}

func exampleLevel(packName, level string) *layers.Level {
	p, err := examples.Load(packName)
	if err != nil {
		panic(err)
	}
	return p.Level(level).Clone()
}

func only(fs []Finding, rule string) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Rule == rule {
			out = append(out, f)
		}
	}
	return out
}

// TestLint_Rules runs every rule on a level it must flag and on one it
// must not (docs/lint.md shows the flagged ones).
func TestLint_Rules(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range ruleCases() {
		seen[c.rule] = true
		t.Run(c.rule, func(t *testing.T) {
			bad := only(Lint(c.bad()), c.rule)
			if len(bad) == 0 {
				t.Fatalf("no %s finding on the bad level", c.rule)
			}
			f := bad[0]
			if (c.at.X >= 0 && (f.X != c.at.X || f.Y != c.at.Y)) || !strings.Contains(f.Msg, c.want) {
				t.Errorf("got %v\nwant at %d,%d with %q", f, c.at.X, c.at.Y, c.want)
			}
			r, _ := RuleByName(c.rule)
			// surface-step and surface-pinch run the player through the
			// place: a run that gets past makes an error a warning.
			ran := (c.rule == RuleStep || c.rule == RulePinch) && f.Severity >= Warning
			if f.Severity != r.Severity && !ran {
				t.Errorf("severity %v, want %v", f.Severity, r.Severity)
			}
			if good := only(Lint(c.good()), c.rule); len(good) != 0 {
				t.Errorf("good level flagged: %v", good)
			}
		})
	}
	for _, r := range Rules() {
		if !seen[r.Name] {
			t.Errorf("rule %s has no test case", r.Name)
		}
	}
}

// TestLint_LoopPathB checks a loop whose paths are the same is an error.
func TestLint_LoopPathB(t *testing.T) {
	l := exampleLevel("tour", "loop")
	for by := 0; by < l.Height; by++ {
		for bx := 0; bx < l.Width; bx++ {
			b, _ := l.Block(bx, by)
			if err := l.SetBlock(bx, by, layers.Block{b[0], b[0]}); err != nil {
				t.Fatal(err)
			}
		}
	}
	fs := only(Lint(l), RuleLoop)
	if len(fs) != 1 || !strings.Contains(fs[0].Msg, "same collision on paths A and B") || fs[0].Severity != Error {
		t.Errorf("got %v", fs)
	}
}

// TestLint_StepError checks steps of 12 px in flat ground, judged by
// running the player through them (docs/lint.md "surface-step"): a dent
// one block wide is straddled by his ground sensors (18 px apart), every
// run passes, and it is not reported; a block 12 px high stops every run
// up onto it with the push sensor (8 px below his centre), while those
// coming down off it pass: a warning on each side.
func TestLint_StepError(t *testing.T) {
	l := ground("step")
	t4 := tile(l.Lib, fill(4), -1)
	setBoth(l, 12, 8, layers.Cell{Tile: t4})
	if fs := only(Lint(l), RuleStep); len(fs) != 0 {
		t.Errorf("dent: got %v", fs)
	}
	l = ground("step")
	setBoth(l, 12, 7, layers.Cell{Tile: tile(l.Lib, fill(12), -1)})
	fs := only(Lint(l), RuleStep)
	if len(fs) != 2 || fs[0].Severity != Warning || fs[0].X != 192 || !strings.Contains(fs[0].Msg, "jumps -12 px") {
		t.Errorf("block: got %v", fs)
	}
}

// TestLint_WrongLoopTile replaces one tile of the tour's loop (its climb,
// on path A) with a flat one: lint names that block.
func TestLint_WrongLoopTile(t *testing.T) {
	l, bx, by := WrongLoopTile(t)
	fs := Lint(l)
	found := false
	for _, f := range fs {
		if f.Rule == RuleStep && strings.Contains(f.Msg, blockName(bx, by)) {
			found = true
		}
	}
	if !found {
		t.Errorf("no finding names block %d,%d: %v", bx, by, fs)
	}
}

func blockName(bx, by int) string { return "block " + itoa(bx) + "," + itoa(by) }

func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

// WrongLoopTile returns the tour's loop level with one block of the loop's
// climb (path A, right side) replaced by a half block, and that block.
func WrongLoopTile(t testing.TB) (*layers.Level, int, int) {
	l := exampleLevel("tour", "loop")
	half := tile(l.Lib, fill(8), -1)
	const bx, by = 78, 20
	if err := l.SetCell(layers.PathA, bx, by, layers.Cell{Tile: half}); err != nil {
		t.Fatal(err)
	}
	return l, bx, by
}

// TestLint_Examples checks the example levels have no error findings.
func TestLint_Examples(t *testing.T) {
	for _, info := range examples.List() {
		p, err := examples.Load(info.Name)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range p.Levels {
			for _, f := range Lint(l) {
				if f.Severity == Error {
					t.Errorf("%s: %v", info.Name, f)
				}
			}
		}
	}
}

// BenchmarkLint_EHZ1 lints Emerald Hill act 1's collision (under
// 100 ms).
func BenchmarkLint_EHZ1(b *testing.B) {
	path := sharedtest.Path(b, "conformance", "ehz1.tmx")
	l, err := levelio.LoadLevel(path, "")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Lint(l)
	}
}

var _ = os.Stat
var _ = filepath.Join

// TestLint_Outside: outside-level flags a switcher whose threshold misses
// the level on either axis and a start outside the level, nothing on their
// edges inside it, and no object (a Masher waits below the level).
func TestLint_Outside(t *testing.T) {
	l := ground("outside")
	sw := func(x, y, r int, horiz bool) layers.Switcher {
		return layers.Switcher{X: x, Y: y, Radius: r, Horizontal: horiz}
	}
	l.Switchers = []layers.Switcher{
		sw(0, 0, 32, false),     // on the left edge: inside
		sw(383, 200, 32, false), // its range reaches y 191 from y 168: inside
		sw(384, 100, 32, false), // x = width: outside
		sw(100, -40, 32, false), // range -72..-9: outside
		sw(-40, 100, 64, true),  // horizontal, range -104..23: inside
		sw(100, 192, 64, true),  // y = height: outside
	}
	l.Objects = []layers.Object{{ID: 1, Class: "ring", X: 383, Y: 191}, {ID: 2, Class: "masher", X: 10, Y: 1040}}
	l.Start = layers.Point{X: -1, Y: 100}
	var got []string
	fs := only(Lint(l), RuleOutside)
	for _, f := range fs {
		got = append(got, fmt.Sprintf("%d,%d", f.X, f.Y))
	}
	// The start, and one finding for the three switchers outside.
	want := []string{"-1,100", "384,100"}
	if strings.Join(got, " ") != strings.Join(want, " ") || !strings.Contains(fs[1].Msg, "and 2 more switchers outside it") {
		t.Errorf("outside-level %v at %v, want %v", fs, got, want)
	}
}

// TestLint_StartInTerrain: a player start inside solid ground on both
// paths is an object-in-terrain warning (the player would spawn inside
// the ground; pack validate and the checks said nothing); one just above
// the floor is not.
func TestLint_StartInTerrain(t *testing.T) {
	l := ground("start")
	for _, f := range Lint(l) {
		if f.Rule == RuleObjectInSoil {
			t.Errorf("start above the floor: %+v", f)
		}
	}
	l.Start = layers.Point{X: 48, Y: 150}
	found := false
	for _, f := range Lint(l) {
		if f.Rule == RuleObjectInSoil && strings.Contains(f.Msg, "the player start 48,150 is inside solid terrain at block 3,9") {
			found = true
		}
	}
	if !found {
		t.Errorf("start in the ground: no finding in %+v", Lint(l))
	}
}

// TestLint_GamesConventions checks the cases calibrated on the games'
// own levels (docs/lint.md "On the games' own levels"): a switcher whose
// range ends on a floor covers the route under it (no switcher-reach),
// paths A and B whose floors differ by less than StepMin px are the same
// ground (no path-seam), a ledge between flat floors and a pit holding an
// object are the level's shape (no surface-step), and no loop is smaller
// than minLoop.
func TestLint_GamesConventions(t *testing.T) {
	l := ground("bounded")
	// Range 128..255: it starts on the floor at 128, under which it
	// switches.
	l.Switchers = []layers.Switcher{{ID: 1, X: 200, Y: 192, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
	if fs := only(Lint(l), RuleSwitcher); len(fs) != 0 {
		t.Errorf("switcher bounded by the floor: %v", fs)
	}
	l = ground("seam")
	t2 := tile(l.Lib, fill(14), -1) // path B's floor 2 px lower
	for bx := 14; bx < 17; bx++ {
		set(l, layers.PathB, bx, 8, layers.Cell{Tile: t2})
	}
	if fs := only(Lint(l), RuleSeam); len(fs) != 0 {
		t.Errorf("a 2 px seam: %v", fs)
	}
	// A 12 px ledge between two flat floors is architecture.
	l = ground("ledge")
	t12 := tile(l.Lib, fill(12), -1)
	for bx := 12; bx < 24; bx++ {
		setBoth(l, bx, 7, layers.Cell{Tile: t12})
	}
	if fs := only(Lint(l), RuleStep); len(fs) != 0 {
		t.Errorf("a ledge between flat floors: %v", fs)
	}
	// A pit holding a spring is the spring's shape (TestLint_StepError's
	// pit without it is an error).
	l = ground("pit")
	setBoth(l, 12, 8, layers.Cell{Tile: tile(l.Lib, fill(4), -1)})
	l.Objects = []layers.Object{{ID: 1, Class: "spring", X: 200, Y: 136}}
	if fs := only(Lint(l), RuleStep); len(fs) != 0 {
		t.Errorf("a spring's pit: %v", fs)
	}
	// A round notch 64 px across is too small to be a loop.
	l = exampleLevel("tour", "loop")
	for _, b := range (&ctx{l: l}).loops() {
		if x0, y0, x1, y1 := b.px(); x1-x0 < minLoop || y1-y0 < minLoop {
			t.Errorf("a loop smaller than %d px: %v", minLoop, b)
		}
	}
}

// TestLint_SwitcherConventions checks how switcher-reach reads the games'
// switchers (s2.asm: Obj03; s3.asm: Obj_PathSwap): it leaves alone a
// range that stops short of a player who keeps his path harmlessly, a
// switcher stacked on the same line that takes him, an x-flipped one
// (priority only), one whose range ends on a shelf over him, and one
// whose other path has no ground where he runs; it flags a range that
// leaves him on the path where a wall stops him (TestLint_Rules).
func TestLint_SwitcherConventions(t *testing.T) {
	short := layers.Switcher{ID: 1, X: 200, Y: 72, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB}}
	cases := []struct {
		name string
		make func() *layers.Level
	}{
		{"no wall on either path", func() *layers.Level {
			l := ground("keep")
			l.Switchers = []layers.Switcher{short}
			return l
		}},
		{"stacked", func() *layers.Level {
			l := switcherWall()
			under := short
			under.ID, under.Y = 2, 104
			l.Switchers = []layers.Switcher{short, under}
			return l
		}},
		{"x-flipped", func() *layers.Level {
			l := switcherWall()
			s := short
			s.PriorityOnly = true
			l.Switchers = []layers.Switcher{s}
			return l
		}},
		{"ends on a shelf", func() *layers.Level {
			// A shelf at y 96..103 across the threshold: the range ends
			// on it, for the route above.
			l := switcherWall()
			half := tile(l.Lib, fill(-8), -1)
			for bx := 11; bx < 14; bx++ {
				setBoth(l, bx, 6, layers.Cell{Tile: half})
			}
			l.Switchers = []layers.Switcher{short}
			return l
		}},
		{"no ground on path B", func() *layers.Level {
			l := switcherWall()
			for bx := 10; bx < 15; bx++ {
				set(l, layers.PathB, bx, 8, layers.Cell{})
			}
			l.Switchers = []layers.Switcher{short}
			return l
		}},
	}
	for _, tc := range cases {
		if fs := only(Lint(tc.make()), RuleSwitcher); len(fs) != 0 {
			t.Errorf("%s: %v", tc.name, fs)
		}
	}
}

// TestLint_SwitcherLoopTop: the switcher at a generated loop's top
// (s2.asm: Obj03, grounded only) whose range starts 6 px below the
// centre of a player running on the ceiling leaves him on the path he
// climbed on; he goes round the loop again instead of leaving it (the
// held-right run breaks), and switcher-reach flags it.
func TestLint_SwitcherLoopTop(t *testing.T) {
	l := generated(chunkgen.Spec{Shape: "loop", Radius: 128})
	base := heldRight(l, 600)
	c := newCtx(l)
	var sw *layers.Switcher
	for i := range l.Switchers {
		if l.Switchers[i].GroundedOnly {
			sw = &l.Switchers[i]
		}
	}
	if sw == nil {
		t.Fatal("no switcher at the loop's top")
	}
	ceil, ok := nearest(c.surfaces(oCeiling, layers.PathA, sw.X, nil), sw.Y, 64)
	if !ok {
		t.Fatal("no ceiling at the loop's top")
	}
	sw.Y = ceil.c + standRadius + 6 + 1 + sw.Radius // the range starts 7 px below his centre
	if !base.breaks(heldRight(l, 600)) {
		t.Fatal("the held-right run does not break: the case tests nothing")
	}
	fs := only(Lint(l), RuleSwitcher)
	if len(fs) == 0 {
		t.Fatal("no switcher-reach finding")
	}
	if fs[0].X != sw.X {
		t.Errorf("finding at %d,%d, want x %d", fs[0].X, fs[0].Y, sw.X)
	}
}

// TestLint_SeamConventions checks what path-seam leaves alone on the
// games' levels (docs/lint.md "path-seam"): a fork, path B's ramp rising
// off path A's floor for good (Hydrocity, Azure Lake), and a seam a
// player runs over on either path (path B's floor 4 px lower over three
// blocks: the snap carries him over it); and that a seam stopping a run
// on one path only is flagged (TestLint_Rules).
func TestLint_SeamConventions(t *testing.T) {
	l := ground("fork")
	up := tile(l.Lib, ramp(), -1)
	full := layers.TileID(1)
	// Path B: a 45° ramp from block 12, rising a block every block.
	for k := 0; k < 6; k++ {
		set(l, layers.PathB, 12+k, 7-k, layers.Cell{Tile: up})
		for by := 8 - k; by < 8; by++ {
			set(l, layers.PathB, 12+k, by, layers.Cell{Tile: full})
		}
	}
	if fs := only(Lint(l), RuleSeam); len(fs) != 0 {
		t.Errorf("a fork: %v", fs)
	}
	c := newCtx(l)
	seam := c.floorSeams()
	boxes, _ := c.components(func(bx, by int) bool { return seam[by*l.Width+bx] })
	if len(boxes) != 1 {
		t.Fatalf("the ramp's foot makes %d seams, want 1", len(boxes))
	}
	first, last := c.seamEnds(boxes[0])
	if parted, _ := c.fork(first, -1); parted {
		t.Errorf("the floors meet left of the ramp's foot, at %+v", first)
	}
	if parted, _ := c.fork(last, 1); !parted {
		t.Errorf("the floors part for good right of %+v", last)
	}
	l = ground("dip")
	t4 := tile(l.Lib, fill(12), -1)
	for bx := 14; bx < 17; bx++ {
		set(l, layers.PathB, bx, 8, layers.Cell{Tile: t4})
	}
	if fs := only(Lint(l), RuleSeam); len(fs) != 0 {
		t.Errorf("a 4 px dip run over on both paths: %v", fs)
	}
}

// TestLint_BuriedRing: a ring buried in terrain costs a ring, never a
// run (the games bury a few: Casino Night act 2, Sandopolis act 1), so
// object-in-terrain names it as an info, where a buried spring is a
// warning (TestLint_Rules).
func TestLint_BuriedRing(t *testing.T) {
	l := ground("ring")
	l.Objects = []layers.Object{{ID: 2, Class: "ring", X: 200, Y: 160}}
	fs := only(Lint(l), RuleObjectInSoil)
	if len(fs) != 1 || fs[0].Severity != Info || !strings.Contains(fs[0].Msg, "ring (id 2) is inside solid terrain") {
		t.Errorf("a buried ring: %v, want one info", fs)
	}
	if Fails(fs) {
		t.Error("a buried ring fails lint")
	}
}

// TestLint_TileConventions checks how the tile rules read the games'
// tiles: a flagged half-width step (Sonic 3's tile 241: half empty, half
// 8 px high) is flat, not a slope (no flagged-slope); a sliver ending a
// curve (Sonic 3's tile 148: 1 to 5 px high) whose angle leans from its
// mask's towards the next tile's is the curve's (no angle-mismatch),
// and the same sliver alone is flagged.
func TestLint_TileConventions(t *testing.T) {
	l := ground("step")
	var step [16]int8
	for i := 8; i < 16; i++ {
		step[i] = 8
	}
	st := tile(l.Lib, step, 0)
	l.Lib.Tiles[st].Flagged = true
	setBoth(l, 10, 7, layers.Cell{Tile: st})
	if fs := only(Lint(l), RuleFlagged); len(fs) != 0 {
		t.Errorf("a flagged step: %v", fs)
	}
	sliver := func(curve bool) *layers.Level {
		l := ground("sliver")
		s := tile(l.Lib, [16]int8{1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5}, 0xE2)
		setBoth(l, 10, 7, layers.Cell{Tile: s})
		if curve {
			steep := tile(l.Lib, [16]int8{6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 16, 16, 16, 16}, 0xD0)
			setBoth(l, 11, 7, layers.Cell{Tile: steep})
		}
		return l
	}
	if fs := only(Lint(sliver(true)), RuleAngle); len(fs) != 0 {
		t.Errorf("a sliver ending a curve: %v", fs)
	}
	if fs := only(Lint(sliver(false)), RuleAngle); len(fs) != 1 {
		t.Errorf("a sliver alone: %v, want one angle-mismatch", fs)
	}
}

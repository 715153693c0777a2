package examples

import (
	"bytes"
	"fmt"
	"loopwright/traceio"
	"path/filepath"
	"testing"

	"loopwright/examples/internal/basics"
	"loopwright/examples/internal/tour"
	"loopwright/internal/goldentest"
	"loopwright/layers"
	"loopwright/pack"
	"loopwright/physics"
)

// run simulates level l of pack packName with its shipped input script,
// as `loopwright sim` does with the default config (s2, sonic, the level's
// start, the script's length), returning every frame's record.
func run(t *testing.T, packName string, l *layers.Level) []physics.FrameRecord {
	t.Helper()
	sc, err := Inputs(packName, l.Name)
	if err != nil {
		t.Fatal(err)
	}
	s := physics.New(l, physics.Config{Variant: physics.S2, Character: physics.Sonic}, l.Start)
	recs := make([]physics.FrameRecord, 0, sc.Len())
	for f := 1; f <= sc.Len(); f++ {
		s.Step(sc.At(f))
		recs = append(recs, *s.Record())
	}
	return recs
}

// trace is the JSON lines trace of recs (docs/cli.md, trace), as `sim`
// writes it.
func trace(t *testing.T, l *layers.Level, recs []physics.FrameRecord) []byte {
	var buf bytes.Buffer
	tw := traceio.NewTraceWriter(&buf, false)
	tw.Objects = len(l.Objects) > 0
	for i := range recs {
		if err := tw.Write(&recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// TestPacks_All loads every embedded pack, validates it, checks List
// describes every pack and level, and runs every level for its script's
// length (or 600 frames without one), like `loopwright sim`.
func TestPacks_All(t *testing.T) {
	list := List()
	if len(list) < 2 {
		t.Fatalf("List: %d packs", len(list))
	}
	for _, info := range list {
		p, err := Load(info.Name)
		if err != nil {
			t.Fatalf("%s: %v", info.Name, err)
		}
		if err := pack.Validate(p); err != nil {
			t.Errorf("%s: %v", info.Name, err)
		}
		if info.Description == "" {
			t.Errorf("%s: no description", info.Name)
		}
		if len(info.LevelInfo) != len(p.Levels) {
			t.Fatalf("%s: List has %d levels, the pack %d", info.Name, len(info.LevelInfo), len(p.Levels))
		}
		for i, l := range p.Levels {
			li := info.LevelInfo[i]
			if li.Name != l.Name || li.Description != l.Description || l.Description == "" {
				t.Errorf("%s/%s: List says %+v, level description %q", info.Name, l.Name, li, l.Description)
			}
			n := 600
			var sc traceio.Script
			if li.HasInputs {
				if sc, err = Inputs(info.Name, l.Name); err != nil {
					t.Errorf("%s/%s: %v", info.Name, l.Name, err)
				}
				n = sc.Len()
			}
			s := physics.New(l, physics.Config{}, l.Start)
			for f := 1; f <= n; f++ {
				s.Step(sc.At(f))
			}
		}
	}
	if _, err := Inputs("tour", "nope"); err == nil {
		t.Error("Inputs of a missing level")
	}
	if _, err := Inputs("../tour", "loop"); err == nil {
		t.Error("Inputs outside the packs")
	}
}

// TestTour_Golden compares each demonstration's trace with
// testdata/<pack>-<level>.jsonl (-update rewrites them).
func TestTour_Golden(t *testing.T) {
	for _, packName := range []string{"basics", "tour"} {
		p, err := Load(packName)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range p.Levels {
			got := trace(t, l, run(t, packName, l))
			file := filepath.Join("testdata", packName+"-"+l.Name+".jsonl")
			goldentest.Trace(t, file, got)
		}
	}
}

// tourLevel returns the generated tour level name with its marks, and the
// records of its demonstration.
func tourLevel(t *testing.T, name string) (*tour.Level, []physics.FrameRecord) {
	t.Helper()
	_, levels := tour.Build()
	for _, lv := range levels {
		if lv.Level.Name == name {
			p, err := Default()
			if err != nil {
				t.Fatal(err)
			}
			return lv, run(t, "tour", p.Level(name))
		}
	}
	t.Fatalf("no tour level %q", name)
	return nil, nil
}

func px(f physics.Fixed) int { return f.Pixel() }

// TestTour_Slopes: holding right, Sonic is grounded on every slope angle
// the level has, up and down (docs/physics.md "Solid Tiles" and "Slope Physics"), and the 67.5 degree
// climb makes him slip (|gsp| < 2.5 on a steep angle: detach and a 30
// frame control lock, docs/physics.md "Slope Physics") and slide back down it.
func TestTour_Slopes(t *testing.T) {
	lv, recs := tourLevel(t, "slopes")
	seen := map[uint8]bool{}
	slipped, back := 0, false
	for i, r := range recs {
		if r.Grounded {
			seen[r.Angle] = true
		}
		if slipped == 0 && r.ControlLock == 30 && px(r.X) > lv.Marks["steep"] {
			slipped = i + 1
		}
		if slipped > 0 && r.Grounded && r.GSpeed < 0 && px(r.X) < lv.Marks["steep"] {
			back = true
		}
	}
	for _, a := range []uint8{0xF0, 0x10, 0xE8, 0x18, 0xE0, 0x20, 0xD8, 0x28, 0xD0} {
		if !seen[a] {
			t.Errorf("never grounded at angle %#x", a)
		}
	}
	if slipped == 0 {
		t.Error("no slip on the steep climb")
	}
	if !back {
		t.Error("did not slide back down the steep climb")
	}
}

// TestTour_Loop: holding right, Sonic runs round the loop: grounded in
// all four modes with the angle through 0x80 at the top, switched to path
// B by the top switcher, and leaves on the far side on path A (docs/physics.md "Solid Terrain",
// "Loops").
func TestTour_Loop(t *testing.T) {
	lv, recs := tourLevel(t, "loop")
	var modes [4]bool
	top, onB := false, false
	for _, r := range recs {
		if r.Grounded {
			modes[r.Mode] = true
			if r.Angle >= 0x78 && r.Angle <= 0x88 {
				top = true
			}
		}
		if r.Path == layers.PathB {
			onB = true
		}
	}
	if modes != [4]bool{true, true, true, true} {
		t.Errorf("grounded modes seen %v, want all four", modes)
	}
	if !top {
		t.Error("never grounded at angle ~0x80 (the top of the loop)")
	}
	if !onB {
		t.Error("never on path B")
	}
	last := recs[len(recs)-1]
	if px(last.X) <= lv.Marks["after_x"] || last.Path != layers.PathA || !last.Grounded || last.Y.Pixel() > lv.Marks["floor_y"] {
		t.Errorf("ended at %d,%d path %v grounded %v; want past x %d on path A, on the floor", px(last.X), px(last.Y), last.Path, last.Grounded, lv.Marks["after_x"])
	}
}

// TestTour_HalfPipe: rocking builds speed: the second swing climbs higher
// than the first and carries Sonic out over the rim; then he rolls in the
// pipe (docs/physics.md "Slope Physics", slope factor; docs/physics.md "States", rolling).
func TestTour_HalfPipe(t *testing.T) {
	lv, recs := tourLevel(t, "halfpipe")
	// Swing peaks: the highest point (smallest Y) between direction
	// changes while inside the pipe.
	var peaks []int
	minY := 1 << 30
	dir := 0
	overRim, rolled := false, false
	for _, r := range recs {
		d := 0
		if r.XSpeed > 0 {
			d = 1
		} else if r.XSpeed < 0 {
			d = -1
		}
		if d != 0 && dir != 0 && d != dir {
			peaks = append(peaks, minY)
			minY = 1 << 30
		}
		if d != 0 {
			dir = d
		}
		minY = min(minY, px(r.Y))
		if !r.Grounded && px(r.Y)+19 < lv.Marks["rim_y"] {
			overRim = true
		}
		if r.Rolling && r.Grounded && px(r.X) > lv.Marks["left_x"] && px(r.X) < lv.Marks["right_x"] {
			rolled = true
		}
	}
	if len(peaks) < 2 || peaks[1] >= peaks[0] {
		t.Errorf("swing peaks %v: the second swing should climb higher", peaks)
	}
	if !overRim {
		t.Error("never flew out above the rim")
	}
	if !rolled {
		t.Error("never rolled in the pipe")
	}
}

// TestTour_Hills: Sonic runs off the plateau's ledge (airborne past it,
// then lands on the lower floor) and ends balancing on the step's edge
// (docs/physics.md "Slope Collision", "Balancing On Edges").
func TestTour_Hills(t *testing.T) {
	lv, recs := tourLevel(t, "hills")
	flew, landed := false, false
	for _, r := range recs {
		if !r.Grounded && px(r.X) > lv.Marks["ledge_x"] && px(r.Y) < lv.Marks["floor_y"]-40 {
			flew = true
		}
		if flew && r.Grounded && px(r.Y) == lv.Marks["floor_y"]-20 {
			landed = true
		}
	}
	if !flew || !landed {
		t.Errorf("ran off the ledge %v, landed below %v", flew, landed)
	}
	last := recs[len(recs)-1]
	if last.State != "balancing" || px(last.X) <= lv.Marks["step_edge_x"] {
		t.Errorf("ended %s at x %d, want balancing just past the step's edge at %d", last.State, px(last.X), lv.Marks["step_edge_x"])
	}
}

// TestTour_Ceiling: running through the curve Sonic reaches the ceiling
// (mode ceiling, angle 0x80), runs along it, and drops off its end onto
// the floor (docs/physics.md "Slope Collision" and "Slope Physics").
func TestTour_Ceiling(t *testing.T) {
	lv, recs := tourLevel(t, "ceiling")
	onCeiling, far := 0, false
	landed := false
	for _, r := range recs {
		if r.Grounded && r.Mode == physics.Ceiling && r.Angle == 0x80 {
			onCeiling++
			if px(r.X) < lv.Marks["ceil_x0"]+64 {
				far = true
			}
		}
		if onCeiling > 0 && r.Grounded && r.Mode == physics.Floor && px(r.X) < lv.Marks["ceil_x0"] {
			landed = true
		}
	}
	if onCeiling < 60 || !far {
		t.Errorf("%d frames on the flat ceiling, reached its end %v", onCeiling, far)
	}
	if !landed {
		t.Error("did not land on the floor after the ceiling")
	}
}

// TestTour_JumpThrough: Sonic rises through each top-only ledge from
// below and then stands on it (docs/physics.md "Solid Tiles", "Tile Solidity"; ledges are
// top-solid tiles).
func TestTour_JumpThrough(t *testing.T) {
	lv, recs := tourLevel(t, "jumpthrough")
	for i := 1; i <= 3; i++ {
		top := lv.Marks[fmt.Sprintf("ledge%d_y", i)]
		below, through, stood := false, false, false
		for _, r := range recs {
			y := px(r.Y)
			if !r.Grounded && y-14 > top && r.YSpeed < 0 {
				below = true // rising, head below the ledge's top
			}
			if below && !r.Grounded && y+14 < top {
				through = true // the feet got above it
			}
			if through && r.Grounded && y+20 >= top-1 && y+20 <= top+1 {
				stood = true
				break
			}
		}
		if !below || !through || !stood {
			t.Errorf("ledge %d (top %d): rose from below %v, through %v, stood on it %v", i, top, below, through, stood)
		}
	}
	last := recs[len(recs)-1]
	if px(last.Y) != lv.Marks["floor_y"]-20 {
		t.Errorf("ended at y %d, want back on the floor", px(last.Y))
	}
}

// TestTour_Waves: along wave A Sonic stays on path A while the
// priority-only switchers flip his priority at each peak and valley; back
// along wave B he stays on path B and the priority flips again (section
// 6, "Overlapping Paths: Waves").
func TestTour_Waves(t *testing.T) {
	lv, recs := tourLevel(t, "waves")
	x0, x1 := lv.Marks["x0"], lv.Marks["x1"]
	flips := map[layers.Path]int{}
	prev := recs[0]
	for _, r := range recs[1:] {
		x := px(r.X)
		if x > x0+32 && x < x1-32 {
			if r.Path != prev.Path {
				t.Fatalf("frame %d: path changed on the waves (%v to %v)", r.Frame, prev.Path, r.Path)
			}
			if r.Priority != prev.Priority {
				flips[r.Path]++
			}
		}
		prev = r
	}
	if flips[layers.PathA] != 3 || flips[layers.PathB] != 3 {
		t.Errorf("priority flips on the waves: path A %d, path B %d; want 3 each", flips[layers.PathA], flips[layers.PathB])
	}
}

// TestBasics_TunnelJump: jumping at speed in the basics tunnel, Sonic's
// head bumps the ceiling (the hanging half blocks) and he never rises into
// it (docs/physics.md "Slope Collision", the ceiling sensors C and D).
func TestBasics_TunnelJump(t *testing.T) {
	p, err := Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	l := p.Levels[0]
	// The tunnel: the columns of row Floor-5 holding the hanging tile.
	row := basics.Floor - 5
	x0, x1 := -1, -1
	for bx := 0; bx < l.Width; bx++ {
		if c, _ := l.Cell(layers.PathA, bx, row); c.Tile == basics.Hanging {
			if x0 < 0 {
				x0 = bx * 16
			}
			x1 = bx*16 + 16
		}
	}
	ceil := row*16 + 8 // the hanging half blocks' underside
	bumped := false
	for _, r := range run(t, "basics", l) {
		x, head := px(r.X), px(r.Y)-r.HeightRadius
		if x < x0+16 || x >= x1-16 {
			continue
		}
		if head < ceil-1 {
			t.Fatalf("frame %d: head at y %d inside the tunnel ceiling (underside %d)", r.Frame, head, ceil)
		}
		if !r.Grounded && head <= ceil+1 && r.YSpeed == 0 {
			bumped = true
		}
	}
	if !bumped {
		t.Error("the jump in the tunnel never bumped the ceiling")
	}
}

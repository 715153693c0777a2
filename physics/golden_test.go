package physics

import (
	"bytes"
	"path/filepath"
	"testing"

	"loopwright/internal/goldentest"
	"loopwright/layers"
)

// loopLevel is a loop of inner radius r standing on a floor whose top is
// at y 800, centred at x 1024, built like the games' loops: the lower
// right quarter on path A, the lower left on B, the upper half on both,
// with a grounded-only switcher at the top (left side B, right side A)
// and one after the loop (left B, right A).
func loopLevel(r int) *testLevel {
	const floorY, cx, thick = 800, 1024, 32
	cy := floorY - r
	tl := newTestLevel(160, 64)
	ring := func(x, y int) bool {
		dx, dy := x-cx, y-cy
		d := dx*dx + dy*dy
		return d >= r*r && d <= (r+thick)*(r+thick)
	}
	solid := func(path int) func(x, y int) bool {
		return func(x, y int) bool {
			if y >= floorY {
				return true
			}
			if !ring(x, y) {
				return false
			}
			if y < cy {
				return true
			}
			if x >= cx {
				return path == pathA
			}
			return path == pathB
		}
	}
	bx0, by0 := (cx-r-thick)/16-1, (cy-r-thick)/16-1
	bx1, by1 := (cx+r+thick)/16+2, 64
	tl.Raster(pathA, 0, by0, 160, by1, solid(pathA))
	tl.Raster(pathB, bx0, by0, bx1, by1, solid(pathB))
	tl.Lvl.Switchers = []layers.Switcher{
		{X: cx, Y: cy - r, Radius: 32, GroundedOnly: true, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
		{X: cx + r + thick + 32, Y: floorY - 32, Radius: 64, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
	}
	return tl
}

// scenario is a golden trace scenario.
type scenario struct {
	name  string
	level func() *testLevel
	start layers.Point
	cfg   Config
	setup func(s *Sim)
	input string
}

func scenarios() []scenario {
	return []scenario{
		{name: "flat_run", level: flatLevel, start: layers.Point{X: 200, Y: 716},
			input: "150 R\n20 L\n40 -\n1 J\n40 -\n30 RD\n10 D\n"},
		{name: "slopes", level: gentleLevel, start: layers.Point{X: 200, Y: 716},
			input: "220 R\n60 -\n120 L\n30 D\n"},
		{name: "loop", level: func() *testLevel { return loopLevel(96) }, start: layers.Point{X: 700, Y: 780},
			setup: func(s *Sim) { s.st.GSpeed = 0x800 },
			input: "260 R\n"},
		{name: "ceilings", level: func() *testLevel {
			tl := flatLevel()
			tl.Fill(pathAB, 0, 36, 24, 38)
			tl.Raster(pathAB, 24, 20, 64, 46, func(x, y int) bool { return y <= 580+(x-384)/2 })
			return tl
		}, start: layers.Point{X: 200, Y: 716}, input: "10 -\n30 J\n30 R\n30 RJ\n40 R\n30 RJ\n60 -\n"},
		{name: "ledges", level: func() *testLevel {
			tl := newTestLevel(128, 56)
			tl.Fill(pathAB, 0, 46, 40, 56)
			tl.Fill(pathAB, 40, 50, 128, 56)
			return tl
		}, start: layers.Point{X: 560, Y: 716}, input: "40 R\n30 -\n60 R\n60 -\n"},
		{name: "jump_onto_slope", level: slopeLevel, start: layers.Point{X: 150, Y: 716},
			input: "40 R\n40 RJ\n60 R\n40 -\n"},
		{name: "walls", level: func() *testLevel {
			tl := flatLevel()
			tl.Fill(pathAB, 44, 30, 52, 46)
			tl.Fill(pathAB, 30, 44, 32, 46)
			return tl
		}, start: layers.Point{X: 300, Y: 716}, input: "120 R\n30 RJ\n60 L\n20 LJ\n60 -\n"},
	}
}

func runScenario(t testing.TB, sc scenario) []byte {
	tl := sc.level()
	sim := New(tl.Lvl, sc.cfg, sc.start)
	if sc.setup != nil {
		sc.setup(sim)
	}
	script, err := ParseInputs(bytes.NewReader([]byte(sc.input)), sc.name)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	tw := NewTraceWriter(&buf, false)
	for f := 1; f <= script.Len(); f++ {
		sim.Step(script.At(f))
		if err := tw.Write(sim.Record()); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// Golden traces of the scenarios (flat run, slopes, a loop, ceilings,
// ledges, a jump onto a slope, walls); go test -update rewrites them.
func TestSim_Golden(t *testing.T) {
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) {
			got := runScenario(t, sc)
			goldentest.Trace(t, filepath.Join("testdata", sc.name+".jsonl"), got)
		})
	}
}

// The loop scenario goes all the way round: up the right side, across
// the ceiling, down the left and out to the right on path A.
func TestSim_Loop(t *testing.T) {
	tl := loopLevel(96)
	s := New(tl.Lvl, Config{}, layers.Point{X: 700, Y: 780})
	s.st.GSpeed = 0x800
	seen := map[Mode]bool{}
	pathB := false
	for i := 0; i < 260; i++ {
		s.Step(Right)
		r := s.Record()
		if r.Grounded {
			seen[r.Mode] = true
		}
		if r.Path == layers.PathB {
			pathB = true
		}
	}
	r := s.Record()
	if !seen[RightWall] || !seen[Ceiling] || !seen[LeftWall] || !pathB {
		t.Errorf("modes seen %v, path B %v", seen, pathB)
	}
	if r.X.Pixel() < 1200 || !r.Grounded || r.Path != layers.PathA {
		t.Errorf("after the loop: x %v grounded %v path %v", r.X, r.Grounded, r.Path)
	}
}

// Determinism: a long scenario run twice gives identical traces; Save and
// Restore rewind exactly.
func TestSim_Deterministic(t *testing.T) {
	sc := scenarios()[2]
	sc.input = "260 R\n100 L\n50 RJ\n200 -\n300 R\n100 LD\n"
	a, b := runScenario(t, sc), runScenario(t, sc)
	if !bytes.Equal(a, b) {
		t.Fatal("two runs differ")
	}
	tl := loopLevel(96)
	s := New(tl.Lvl, Config{}, layers.Point{X: 700, Y: 780})
	run(s, Right, 100)
	var snap State
	s.Save(&snap)
	run(s, Right|Jump, 50)
	want := *s.Record()
	s.Restore(&snap)
	if s.Frame() != 100 {
		t.Fatalf("restored frame %d", s.Frame())
	}
	run(s, Right|Jump, 50)
	if *s.Record() != want {
		t.Error("restore and replay differ")
	}
}

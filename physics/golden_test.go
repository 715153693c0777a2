package physics_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"loopwright/physics"
	"loopwright/traceio"

	"loopwright/internal/goldentest"
	"loopwright/internal/leveltest"
	"loopwright/layers"
)

// scenario is a golden trace scenario.
type scenario struct {
	name  string
	level func() *testLevel
	start layers.Point
	cfg   physics.Config
	setup func(s *physics.Sim)
	input string
}

func scenarios() []scenario {
	return []scenario{
		{name: "flat_run", level: flatLevel, start: layers.Point{X: 200, Y: 716},
			input: "150 R\n20 L\n40 -\n1 J\n40 -\n30 RD\n10 D\n"},
		{name: "slopes", level: gentleLevel, start: layers.Point{X: 200, Y: 716},
			input: "220 R\n60 -\n120 L\n30 D\n"},
		{name: "loop", level: func() *testLevel { return loopLevel(96) }, start: layers.Point{X: 700, Y: 780},
			setup: func(s *physics.Sim) { s.Live().GSpeed = 0x800 },
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
	sim := physics.New(tl.Lvl, sc.cfg, sc.start)
	if sc.setup != nil {
		sc.setup(sim)
	}
	script, err := traceio.ParseInputs(bytes.NewReader([]byte(sc.input)), sc.name)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	tw := traceio.NewTraceWriter(&buf, false)
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
	s := physics.New(tl.Lvl, physics.Config{}, layers.Point{X: 700, Y: 780})
	s.Live().GSpeed = 0x800
	seen := map[physics.Mode]bool{}
	pathB := false
	for i := 0; i < 260; i++ {
		s.Step(physics.Right)
		r := s.Record()
		if r.Grounded {
			seen[r.Mode] = true
		}
		if r.Path == layers.PathB {
			pathB = true
		}
	}
	r := s.Record()
	if !seen[physics.RightWall] || !seen[physics.Ceiling] || !seen[physics.LeftWall] || !pathB {
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
	s := physics.New(tl.Lvl, physics.Config{}, layers.Point{X: 700, Y: 780})
	run(s, physics.Right, 100)
	var snap physics.State
	s.Save(&snap)
	run(s, physics.Right|physics.Jump, 50)
	want := *s.Record()
	s.Restore(&snap)
	if s.Frame() != 100 {
		t.Fatalf("restored frame %d", s.Frame())
	}
	run(s, physics.Right|physics.Jump, 50)
	if *s.Record() != want {
		t.Error("restore and replay differ")
	}
}

// The tests' level builder (internal/leveltest) under short names.
type testLevel = leveltest.Level

const pathAB = leveltest.PathAB

var (
	flatLevel   = leveltest.Flat
	gentleLevel = leveltest.Gentle
	slopeLevel  = leveltest.Slope
	loopLevel   = leveltest.Loop
)

func newTestLevel(w, h int) *testLevel { return leveltest.New(w, h) }

// run steps sim with in for n frames.
func run(s *physics.Sim, in physics.Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

package generic

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"loopwright/objcatalog"
	"loopwright/physics"
	"loopwright/traceio"

	"loopwright/internal/goldentest"
	"loopwright/internal/leveltest"
	"loopwright/layers"
)

// obj builds a level object; props are "name=value" pairs.
func obj(id int, class string, x, y int, props ...string) layers.Object {
	return leveltest.Object(id, class, x, y, props...)
}

// withObjects returns a level builder: base with objs added.
func withObjects(base func() *testLevel, objs ...layers.Object) func() *testLevel {
	return func() *testLevel {
		tl := base()
		tl.Lvl.Objects = append(tl.Lvl.Objects, objs...)
		return tl
	}
}

// gapLevel is flatLevel with a gap in the ground between x 640 and 832.
func gapLevel() *testLevel {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 40, 56)
	tl.Fill(pathAB, 52, 46, 256, 56)
	return tl
}

// ledgeLevel has ground at 736 up to x 640, then ground at 800.
func ledgeLevel() *testLevel {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 40, 56)
	tl.Fill(pathAB, 40, 50, 256, 56)
	return tl
}

// pillarLevel is flatLevel with one floating block at x 384..399, y
// 656..671 (a ledge for a monitor).
func pillarLevel() *testLevel {
	tl := flatLevel()
	tl.Fill(pathAB, 24, 41, 25, 42)
	return tl
}

// slopeHeights is a sloped object's array: a rise, a plateau, a fall.
const slopeHeights = "0,0,0,0,0,0,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,16,16,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0,0,0,0,0,0,0"

// objScenarios are the golden object scenarios (docs/cli.md, trace
// traces with the object keys).
// scenario is one golden run: a level, a start, a configuration, an
// optional setup and an input script.
type scenario struct {
	name  string
	level func() *testLevel
	start layers.Point
	cfg   physics.Config
	setup func(s *physics.Sim)
	input string
}

func objScenarios() []scenario {
	ground := 716 // standing Y on flatLevel
	return []scenario{
		{name: "obj_box", level: withObjects(flatLevel,
			obj(1, "solid_box", 400, 704, "width_radius=16", "height_radius=32")),
			start: layers.Point{X: 300, Y: ground}, input: "80 R\n20 -\n1 J\n25 J\n20 RJ\n10 -\n60 R\n30 -\n"},
		{name: "obj_moving_platform", level: withObjects(flatLevel,
			obj(2, "platform", 420, 660, "width_radius=32", "height_radius=8", "move=horizontal", "range=64", "period=120")),
			start: layers.Point{X: 300, Y: ground}, input: "20 R\n1 RJ\n25 RJ\n150 -\n40 L\n"},
		{name: "obj_sloped_platform", level: withObjects(flatLevel,
			obj(3, "sloped_solid", 480, 736, "width_radius=36", "height_radius=16", "heights="+slopeHeights)),
			start: layers.Point{X: 300, Y: ground}, input: "120 R\n60 -\n"},
		{name: "obj_jump_through", level: withObjects(flatLevel,
			obj(4, "platform", 400, 640, "width_radius=32", "height_radius=8")),
			start: layers.Point{X: 400, Y: ground}, input: "10 -\n40 J\n40 -\n30 R\n40 -\n"},
		{name: "obj_push_block", level: withObjects(ledgeLevel,
			obj(5, "push_block", 600, 720)),
			start: layers.Point{X: 540, Y: ground}, input: "200 R\n60 -\n"},
		{name: "obj_monitor_above", level: withObjects(flatLevel,
			obj(6, "monitor", 400, 720, "contents=rings")),
			start: layers.Point{X: 340, Y: ground}, input: "20 R\n1 RJ\n40 J\n40 -\n"},
		{name: "obj_monitor_below", level: withObjects(pillarLevel,
			obj(7, "monitor", 392, 640, "contents=rings")),
			start: layers.Point{X: 414, Y: ground}, input: "10 -\n40 J\n60 -\n"},
		{name: "obj_hurt_rings", level: withObjects(flatLevel,
			obj(10, "ring", 340, 716), obj(11, "ring", 364, 716), obj(12, "ring", 388, 716),
			obj(13, "motobug", 520, 720, "direction=left")),
			start: layers.Point{X: 300, Y: ground}, input: "60 R\n150 -\n80 R\n"},
		{name: "obj_hurt_no_rings", level: withObjects(flatLevel,
			obj(14, "spikes", 420, 720, "direction=up", "count=4")),
			start: layers.Point{X: 380, Y: ground}, input: "10 -\n1 J\n20 J\n30 RJ\n90 -\n"},
		{name: "obj_spring_chain", level: withObjects(flatLevel,
			obj(15, "spring", 400, 727, "strength=yellow", "direction=up"),
			obj(16, "spring", 664, 727, "strength=yellow", "direction=up"),
			obj(17, "spring", 1300, 721, "strength=red", "direction=left")),
			start: layers.Point{X: 400, Y: 660}, input: "30 -\n260 R\n"},
		{name: "obj_bridge", level: withObjects(gapLevel,
			obj(18, "bridge", 736, 744, "segments=12")),
			start: layers.Point{X: 560, Y: ground}, input: "120 R\n30 -\n60 R\n"},
		{name: "obj_seesaw", level: withObjects(flatLevel,
			obj(19, "seesaw", 400, 720)), cfg: physics.Config{Variant: physics.S1},
			start: layers.Point{X: 360, Y: 600}, input: "29 -\n51 R\n5 L\n130 -\n"},
		{name: "obj_flipper", level: withObjects(flatLevel,
			obj(20, "flipper", 400, 720, "direction=right")),
			start: layers.Point{X: 380, Y: 600}, input: "50 -\n1 J\n60 -\n"},
		{name: "obj_speed_shoes", level: withObjects(flatLevel,
			obj(21, "monitor", 400, 720, "contents=speed")),
			start: layers.Point{X: 300, Y: ground}, input: "50 R\n30 D\n200 R\n"},
	}
}

func runObjScenario(t testing.TB, sc scenario) []byte {
	tl := sc.level()
	if err := objcatalog.ValidateObjects(tl.Lvl); err != nil {
		t.Fatalf("%s: %v", sc.name, err)
	}
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
	tw.Objects = sim.HasObjects()
	for f := 1; f <= script.Len(); f++ {
		sim.Step(script.At(f))
		if err := tw.Write(sim.Record()); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// Golden traces of the object scenarios (docs/physics.md "Hitboxes", "Solid Objects", "States", "Game Objects", "Game Enemies" and "Ring Loss");
// go test -update rewrites them.
func TestSim_ObjectsGolden(t *testing.T) {
	for _, sc := range objScenarios() {
		t.Run(sc.name, func(t *testing.T) {
			got := runObjScenario(t, sc)
			if d := os.Getenv("OBJDEBUG"); d != "" {
				if err := os.WriteFile(filepath.Join(d, sc.name+".jsonl"), got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			goldentest.Trace(t, filepath.Join("testdata", sc.name+".jsonl"), got)
		})
	}
}

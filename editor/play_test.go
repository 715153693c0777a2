package editor

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"loopwright/chunkgen"
	"loopwright/editor/model"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/preview"
)

// loopPack returns a one-level pack holding a generated loop of radius r.
func loopPack(t *testing.T, r int) (*model.Pack, *chunkgen.Generated) {
	t.Helper()
	g, err := chunkgen.Generate(chunkgen.Spec{Shape: "loop", Radius: float64(r)})
	if err != nil {
		t.Fatal(err)
	}
	return pack.FromLevel(g.Level), g
}

func newPlayEditor(t *testing.T) (*Editor, *chunkgen.Generated) {
	t.Helper()
	p, g := loopPack(t, 128)
	e := newTestEditorOn(t, model.NewModel(p, ""))
	return e, g
}

func TestInspector_ValuesMatchTrace(t *testing.T) {
	e, g := newPlayEditor(t)
	c := e.play.Controller()
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(90)
	c.Pause()
	// The headless simulation (as the sim command runs it) at frame 90.
	sim := physics.New(g.Level, physics.Config{}, g.Level.Start)
	for range 90 {
		sim.Step(physics.Right)
	}
	want := *sim.Record()
	checks := map[string]string{
		"Frame":        "90",
		"Ground Speed": want.GSpeed.String(),
		"X Speed":      want.XSpeed.String(),
		"Mode":         want.Mode.String(),
		"State":        want.State,
	}
	for k, v := range checks {
		if got := e.play.Inspector().Value(k); got != v {
			t.Errorf("%s: %q want %q", k, got, v)
		}
	}
	if got := e.play.Inspector().Value("X"); !strings.HasPrefix(got, want.X.String()+" ") {
		t.Errorf("X %q want %s", got, want.X)
	}
	if !strings.Contains(e.play.Inspector().Value("Angle"), preview.Hex(want.Angle)) {
		t.Errorf("angle %q want %s", e.play.Inspector().Value("Angle"), preview.Hex(want.Angle))
	}
	// Sensor table: A and B are active on the ground with their distances.
	lines := strings.Split(e.play.Inspector().SensorText(), "\n")
	if len(lines) < 7 {
		t.Fatalf("sensor table:\n%s", e.play.Inspector().SensorText())
	}
	for i, l := range lines[1:7] {
		s := want.Sensors[i]
		f := strings.Fields(l)
		if f[0] != string(rune(s.Name)) {
			t.Fatalf("row %d: %q", i, l)
		}
		if s.Active && !strings.Contains(l, " "+strconv.Itoa(s.Distance)+" ") && !strings.HasSuffix(l, " "+strconv.Itoa(s.Distance)) {
			t.Errorf("sensor %c distance %d not in %q", s.Name, s.Distance, l)
		}
	}
	// A click on the block under sensor A.
	a := want.Sensors[0]
	if a.Found {
		e.LevelView.OnBlockClicked(a.BlockX, a.BlockY)
		if !strings.Contains(e.play.Inspector().BlockText(), "sensor A") || !strings.Contains(e.play.Inspector().BlockText(), "path A: mask") {
			t.Fatalf("block text:\n%s", e.play.Inspector().BlockText())
		}
	}
}

func TestPlay_RecordAndReplay(t *testing.T) {
	e, _ := newPlayEditor(t)
	c := e.play.Controller()
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(60)
	c.SetButtons(physics.Right | physics.Jump)
	c.Advance(20)
	c.SetButtons(0)
	c.Advance(40)
	c.Pause()
	want, _ := c.Record()
	path := filepath.Join(t.TempDir(), "run.txt")
	if err := e.SaveRecording(path); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if !strings.HasSuffix(string(b), "\n60 R\n20 RJ\n40 -\n") {
		t.Fatalf("recording:\n%s", b)
	}
	c.Restart()
	if err := e.LoadScript(path); err != nil {
		t.Fatal(err)
	}
	if c.ScriptName() != "run.txt" {
		t.Fatalf("script name %q", c.ScriptName())
	}
	c.Play()
	c.Advance(200) // the script ends at 120 and pauses
	got, _ := c.Record()
	if c.Frame() != 120 || got.X != want.X || got.Y != want.Y {
		t.Fatalf("replay: frame %d x %v y %v, want 120 %v %v", c.Frame(), got.X, got.Y, want.X, want.Y)
	}
	spans, scripted, _, _ := c.Timeline()
	if !scripted || len(spans) != 3 || spans[1].Buttons != physics.Right|physics.Jump {
		t.Fatalf("timeline %+v", spans)
	}
	if err := e.LoadScript(filepath.Join(t.TempDir(), "missing.txt")); err == nil {
		t.Fatal("missing script loaded")
	}
}

func TestExport_PNGTraceGIF(t *testing.T) {
	e, _ := newPlayEditor(t)
	c := e.play.Controller()
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(30)
	c.Pause()
	dir := t.TempDir()
	if err := e.ExportPNG(filepath.Join(dir, "v.png")); err != nil {
		t.Fatal(err)
	}
	if err := e.ExportTrace(filepath.Join(dir, "t.jsonl"), false); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "t.jsonl"))
	if n := strings.Count(string(b), "\n"); n != 30 {
		t.Fatalf("trace has %d lines", n)
	}
	if err := e.ExportTrace(filepath.Join(dir, "t.csv"), true); err != nil {
		t.Fatal(err)
	}
	if err := e.ExportGIF(filepath.Join(dir, "a.gif"), 0, 30); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(dir, "a.gif")); err != nil || fi.Size() < 100 {
		t.Fatalf("gif: %v", err)
	}
	if err := e.ExportZip(filepath.Join(dir, "p.zip")); err != nil {
		t.Fatal(err)
	}
	if _, err := model.LoadPack(filepath.Join(dir, "p.zip")); err != nil {
		t.Fatal(err)
	}
}

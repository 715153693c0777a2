package editor

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/chunkgen"
	"loopwright/internal/editor/model"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
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

func TestPlayPanel_Controls(t *testing.T) {
	e, _ := newPlayEditor(t)
	p := e.play
	test.Tap(p.playBtn)
	if !p.c.Playing() || p.playBtn.Text != "Pause" {
		t.Fatalf("play button: playing %v text %q", p.c.Playing(), p.playBtn.Text)
	}
	p.c.Advance(60)
	if !strings.HasPrefix(p.frameLabel.Text, "frame 60") {
		t.Fatalf("frame label %q", p.frameLabel.Text)
	}
	test.Tap(p.playBtn)
	if p.c.Playing() || p.playBtn.Text != "Play" {
		t.Fatal("pause")
	}
	p.frameEntry.SetText("12")
	p.frameEntry.OnSubmitted("12")
	if p.c.Frame() != 12 {
		t.Fatalf("jump: frame %d", p.c.Frame())
	}
	p.speed.SetSelected("4x")
	if p.c.Speed() != session.Speed4 {
		t.Fatalf("speed %v", p.c.Speed())
	}
	p.c.Play()
	if n := p.c.Advance(10); n != 40 {
		t.Fatalf("4x: %d frames in 10 ticks", n)
	}
	p.c.Pause()
	p.variant.SetSelected("s1")
	if p.c.Config().Variant != physics.S1 || p.c.Frame() != 0 {
		t.Fatalf("variant: %v frame %d", p.c.Config(), p.c.Frame())
	}
	// The view shows the scene.
	if e.LevelView.Scene() == nil || !e.LevelView.Scene().HasPlayer {
		t.Fatal("no scene on the level view")
	}
}

func TestPlayPanel_KeysAndButtons(t *testing.T) {
	e, _ := newPlayEditor(t)
	p := e.play
	e.showLevelTab()
	p.keyDown(&fyne.KeyEvent{Name: fyne.KeyRight})
	p.keyDown(&fyne.KeyEvent{Name: fyne.KeySpace})
	if p.c.Held() != physics.Right|physics.Jump {
		t.Fatalf("held %v", p.c.Held())
	}
	p.keyUp(&fyne.KeyEvent{Name: fyne.KeySpace})
	if p.c.Held() != physics.Right {
		t.Fatalf("held %v", p.c.Held())
	}
	p.keyUp(&fyne.KeyEvent{Name: fyne.KeyRight})
	p.latch.SetChecked(true)
	test.Tap(p.buttons[0]) // L latched on
	if p.c.Held() != physics.Left {
		t.Fatalf("latched L: held %v", p.c.Held())
	}
	test.Tap(p.buttons[0])
	if p.c.Held() != 0 {
		t.Fatalf("unlatched: held %v", p.c.Held())
	}
	p.latch.SetChecked(false)
	p.buttons[1].MouseDown(nil)
	if p.c.Held() != physics.Right {
		t.Fatalf("hold R: %v", p.c.Held())
	}
	p.buttons[1].MouseUp(nil)
	if p.c.Held() != 0 {
		t.Fatalf("release R: %v", p.c.Held())
	}
	p.keyDown(&fyne.KeyEvent{Name: fyne.KeyF5})
	if !p.c.Playing() {
		t.Fatal("F5 does not play")
	}
}

func TestInspector_ValuesMatchTrace(t *testing.T) {
	e, g := newPlayEditor(t)
	p := e.play
	p.c.SetButtons(physics.Right)
	p.c.Play()
	p.c.Advance(90)
	p.c.Pause()
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
		if got := p.inspector.Value(k); got != v {
			t.Errorf("%s: %q want %q", k, got, v)
		}
	}
	if got := p.inspector.Value("X"); !strings.HasPrefix(got, want.X.String()+" ") {
		t.Errorf("X %q want %s", got, want.X)
	}
	if !strings.Contains(p.inspector.Value("Angle"), preview.Hex(want.Angle)) {
		t.Errorf("angle %q want %s", p.inspector.Value("Angle"), preview.Hex(want.Angle))
	}
	// Sensor table: A and B are active on the ground with their distances.
	lines := strings.Split(p.inspector.SensorText(), "\n")
	if len(lines) < 7 {
		t.Fatalf("sensor table:\n%s", p.inspector.SensorText())
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
		p.blockClicked(a.BlockX, a.BlockY)
		if !strings.Contains(p.inspector.BlockText(), "sensor A") || !strings.Contains(p.inspector.BlockText(), "path A: mask") {
			t.Fatalf("block text:\n%s", p.inspector.BlockText())
		}
	}
}

func TestPlay_RecordAndReplay(t *testing.T) {
	e, _ := newPlayEditor(t)
	c := e.play.c
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
	c := e.play.c
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

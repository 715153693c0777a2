package playpanel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/chunkgen"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/preview/session"
)

// newTestPanel returns a panel (no window) on a level holding a generated
// loop, its view showing the Level tab.
func newTestPanel(t *testing.T) *Panel {
	t.Helper()
	test.NewTempApp(t)
	g, err := chunkgen.Generate(chunkgen.Spec{Shape: "loop", Radius: 128})
	if err != nil {
		t.Fatal(err)
	}
	m := model.NewModel(pack.FromLevel(g.Level), "")
	return New(Host{View: levelview.NewLevelView(m), Model: m, LevelShown: func() bool { return true }}, playback.NewPlayController())
}

func TestPlayPanel_Controls(t *testing.T) {
	p := newTestPanel(t)
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
	if p.h.View.Scene() == nil || !p.h.View.Scene().HasPlayer {
		t.Fatal("no scene on the level view")
	}
}

func TestPlayPanel_KeysAndButtons(t *testing.T) {
	p := newTestPanel(t)
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

// TestPlayPanel_HiddenWaits: while the Level tab is hidden the panel
// does not follow the model (it refreshed on every change);
// RefreshIfStale (the tab shown, an export, a play key) catches up once,
// and a shown panel follows every change at once.
func TestPlayPanel_HiddenWaits(t *testing.T) {
	p := newTestPanel(t)
	m := p.h.Model
	shown := false
	p.h.LevelShown = func() bool { return shown }
	before, label := p.c.Source(), p.frameLabel.Text
	m.AddLevel("other", 0, 0)
	if m.Level() == before {
		t.Fatal("AddLevel did not select the new level")
	}
	if p.c.Source() != before || p.frameLabel.Text != label {
		t.Fatal("the hidden panel followed the new level")
	}
	shown = true
	p.RefreshIfStale()
	if p.c.Source() != m.Level() {
		t.Fatal("shown: the panel still plays the old level")
	}
	m.Undo()
	if p.c.Source() != m.Level() || m.Level() != before {
		t.Error("the shown panel did not follow Undo")
	}
	// Hidden again: a play key catches up before it plays.
	shown = false
	m.Redo()
	if p.c.Source() == m.Level() {
		t.Fatal("the hidden panel followed Redo")
	}
	p.TogglePlay()
	if p.c.Source() != m.Level() {
		t.Error("Play from a hidden tab played the old level")
	}
}

// TestPlayPanel_NoLevel: a pack with no level (File > New) disables Play,
// Restart, Resume, the steps and Go, and says why (they did nothing when
// clicked); a level made enables them.
func TestPlayPanel_NoLevel(t *testing.T) {
	test.NewTempApp(t)
	m := model.NewModel(nil, "")
	p := New(Host{View: levelview.NewLevelView(m), Model: m, LevelShown: func() bool { return true }}, playback.NewPlayController())
	if !p.playBtn.Disabled() || p.notice.Text != NoLevelNote {
		t.Fatalf("no level: Play disabled=%v, notice %q", p.playBtn.Disabled(), p.notice.Text)
	}
	if !p.resumeBtn.Disabled() || len(p.needLevel) < 4 {
		t.Errorf("no level: Resume disabled=%v, %d controls that need a level", p.resumeBtn.Disabled(), len(p.needLevel))
	}
	for i, w := range p.needLevel {
		if !w.Disabled() {
			t.Errorf("no level: control %d of the play row (Restart, Resume, step, Go...) is enabled", i)
		}
	}
	if err := m.CreateLevel("first", 32, 16); err != nil {
		t.Fatal(err)
	}
	if p.playBtn.Disabled() || p.notice.Text == NoLevelNote {
		t.Fatalf("a level made: Play disabled=%v, notice %q", p.playBtn.Disabled(), p.notice.Text)
	}
	for i, w := range p.needLevel {
		if w.Disabled() {
			t.Errorf("a level made: control %d of the play row is still disabled", i)
		}
	}
}

package editor

import (
	"testing"

	"fyne.io/fyne/v2"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/physics"
)

// press sends a key to the focused widget as the desktop driver does:
// KeyDown, then TypedKey.
func press(t *testing.T, c fyne.Canvas, k fyne.KeyName) {
	t.Helper()
	f, ok := c.Focused().(interface {
		KeyDown(*fyne.KeyEvent)
		TypedKey(*fyne.KeyEvent)
	})
	if !ok {
		t.Fatalf("key %s: the focused widget %T is not desktop.Keyable", k, c.Focused())
	}
	ev := &fyne.KeyEvent{Name: k}
	f.KeyDown(ev)
	f.TypedKey(ev)
}

// release sends a key release to the focused widget.
func release(t *testing.T, c fyne.Canvas, k fyne.KeyName) {
	t.Helper()
	c.Focused().(interface{ KeyUp(*fyne.KeyEvent) }).KeyUp(&fyne.KeyEvent{Name: k})
}

// TestLevelView_OnKeyPlayKeys: with the level view focused, the F-keys and
// (while playing) the play keys reach the play controller through the
// view's OnKey hook; paused, single-letter tool keys and arrows are the
// view's.
func TestLevelView_OnKeyPlayKeys(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	c := e.Win.Canvas()
	v := e.LevelView
	c.Focus(v)
	if c.Focused() != fyne.Focusable(v) {
		t.Fatal("the level view does not take the focus")
	}
	pc := e.play.Controller()

	// Paused: tool keys and arrows are the view's.
	press(t, c, fyne.KeyC)
	release(t, c, fyne.KeyC)
	if v.Tool() != levelview.ToolChunk {
		t.Fatalf("C paused: tool %v, want Chunk", v.Tool())
	}
	x0 := v.Viewport().X
	press(t, c, fyne.KeyRight)
	if v.Viewport().X <= x0 {
		t.Fatal("Right paused does not pan the view")
	}
	if pc.Held() != physics.Right {
		t.Fatalf("Right paused: held %v (it should be noted for Play)", pc.Held())
	}
	release(t, c, fyne.KeyRight)
	if pc.Held() != 0 {
		t.Fatalf("after release: held %v", pc.Held())
	}
	press(t, c, fyne.KeyB)
	release(t, c, fyne.KeyB)
	if v.Tool() != levelview.ToolBrush {
		t.Fatalf("B: tool %v", v.Tool())
	}

	// F5 plays, and the play keys hold buttons without touching the view.
	press(t, c, fyne.KeyF5)
	release(t, c, fyne.KeyF5)
	if !pc.Playing() {
		t.Fatal("F5 on the focused view does not play")
	}
	if c.Focused() != fyne.Focusable(v) {
		t.Fatal("the view lost the focus on Play")
	}
	vp := v.Viewport()
	press(t, c, fyne.KeyRight)
	press(t, c, fyne.KeyC)
	if pc.Held() != physics.Right|physics.Jump {
		t.Fatalf("Right+C playing: held %v", pc.Held())
	}
	if v.Tool() != levelview.ToolBrush {
		t.Fatalf("C while playing changed the tool to %v", v.Tool())
	}
	// A key repeat (TypedKey alone) must not pan either.
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if v.Viewport() != vp {
		t.Fatal("Right while playing panned the view")
	}
	if n := pc.Advance(10); n != 10 {
		t.Fatalf("advanced %d frames", n)
	}
	if r, _ := pc.Record(); r.XSpeed <= 0 {
		t.Fatalf("held Right, x speed %v", r.XSpeed)
	}
	release(t, c, fyne.KeyC)
	if pc.Held() != physics.Right {
		t.Fatalf("C released: held %v", pc.Held())
	}
	press(t, c, fyne.KeySpace)
	if pc.Held() != physics.Right|physics.Jump || v.SpacePan() {
		t.Fatalf("Space playing: held %v, view pan mode %v", pc.Held(), v.SpacePan())
	}
	release(t, c, fyne.KeySpace)

	// Losing the focus releases what the view held.
	c.Unfocus()
	if pc.Held() != 0 {
		t.Fatalf("focus lost: held %v", pc.Held())
	}
	c.Focus(v)

	// F6/F7 step (and pause), F8 restarts, F9 resumes, F1 shows the help.
	press(t, c, fyne.KeyF7)
	if pc.Playing() {
		t.Fatal("F7 does not pause")
	}
	f := pc.Frame()
	press(t, c, fyne.KeyF6)
	if pc.Frame() != f-1 {
		t.Fatalf("F6: frame %d, want %d", pc.Frame(), f-1)
	}
	press(t, c, fyne.KeyF9)
	if !pc.Playing() {
		t.Fatal("F9 does not resume")
	}
	press(t, c, fyne.KeyF5)
	press(t, c, fyne.KeyF8)
	if pc.Frame() != 0 || pc.Playing() {
		t.Fatalf("F8: frame %d playing %v", pc.Frame(), pc.Playing())
	}
	press(t, c, fyne.KeyF1)
	if len(c.Overlays().List()) == 0 {
		t.Fatal("F1 shows no help")
	}

	// Paused again: letters are tools.
	c.Overlays().Top().Hide()
	c.Focus(v)
	press(t, c, fyne.KeyE)
	if v.Tool() != levelview.ToolErase {
		t.Fatalf("E paused: tool %v", v.Tool())
	}
}

// TestChunkCanvas_FKeys: F1 shows the help and F5 plays while a chunk grid
// has the focus; its tool keys still work.
func TestChunkCanvas_FKeys(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.tabs.SelectIndex(1)
	c := e.Win.Canvas()
	c.Focus(e.chunkEd.a)
	e.chunkEd.a.TypedKey(&fyne.KeyEvent{Name: fyne.KeyE})
	if e.chunkEd.tool != model.ChunkErase {
		t.Fatalf("E: tool %v", e.chunkEd.tool)
	}
	e.chunkEd.a.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF5})
	if !e.play.Controller().Playing() {
		t.Fatal("F5 on a chunk grid does not play")
	}
	e.chunkEd.b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if len(c.Overlays().List()) == 0 {
		t.Fatal("F1 on a chunk grid shows no help")
	}
}

package editor

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/chunkgen"
	"loopwright/layers"
	"loopwright/physics"
)

// insertGeneratedLoop puts a generated loop level into m's (new, empty)
// pack as one undoable step: its library becomes the pack's and the level
// is added and selected.
func insertGeneratedLoop(t *testing.T, m *Model, r int) *chunkgen.Generated {
	t.Helper()
	g, err := chunkgen.Generate(chunkgen.Spec{Shape: "loop", Radius: float64(r)})
	if err != nil {
		t.Fatal(err)
	}
	oldLib, oldLevels := m.Pack.Lib, m.Pack.Levels
	m.History.Do(&FuncAction{
		Desc: "insert a generated loop",
		DoFn: func() {
			m.Pack.Lib = g.Lib
			m.Pack.Levels = append(oldLevels[:len(oldLevels):len(oldLevels)], g.Level)
			m.SelectLevel(len(m.Pack.Levels) - 1)
		},
		UndoFn: func() { m.Pack.Lib, m.Pack.Levels = oldLib, oldLevels },
	})
	return g
}

// TestEditor_EndToEnd drives the editor as a user would: a new pack, a
// generated loop, the player start, Play with right held for 600 frames
// (the controller stepped tick by tick, no real time), the player going
// round the loop and out past it, then save, reopen and the same level.
func TestEditor_EndToEnd(t *testing.T) {
	m, _ := DefaultModel()
	e := newTestEditorOn(t, m)
	e.play.c.Stop()
	e.NewPack()
	if len(m.Pack.Levels) != 0 || m.Dirty() {
		t.Fatalf("new pack: %d levels dirty %v", len(m.Pack.Levels), m.Dirty())
	}
	g := insertGeneratedLoop(t, m, 128)
	if m.Level() == nil || !m.Dirty() {
		t.Fatal("no level after the insert")
	}
	start := g.Level.Start
	m.SetStart(start.X+16, start.Y)
	if m.Level().Start.X != start.X+16 {
		t.Fatal("start not moved")
	}
	c := e.play.c
	if c.Source() != m.Level() {
		t.Fatal("the preview does not play the new level")
	}

	// Show the Level tab, hold right on the keyboard, press Play.
	for i, it := range e.tabs.Items {
		if it.Text == "Level" {
			e.tabs.SelectIndex(i)
		}
	}
	e.play.keyDown(&fyne.KeyEvent{Name: fyne.KeyRight})
	test.Tap(e.play.playBtn)
	if !c.Playing() || c.Frame() != 0 {
		t.Fatalf("play: playing %v frame %d", c.Playing(), c.Frame())
	}
	loop := g.Shape.Bounds()
	sawCeiling := false
	for range 600 {
		c.Advance(1)
		r, _ := c.Record()
		if r.Grounded && r.Angle >= 0x70 && r.Angle <= 0x90 {
			sawCeiling = true
		}
	}
	if c.Frame() != 600 {
		t.Fatalf("played %d frames", c.Frame())
	}
	r, _ := c.Record()
	if !sawCeiling {
		t.Fatal("the player never ran on the loop's ceiling (angles near 0x80)")
	}
	if x := r.X.Pixel(); float64(x) <= loop.Max.X {
		t.Fatalf("the player is at x %d, not past the loop's right edge %g", x, loop.Max.X)
	}
	if e.LevelView.scene == nil || e.LevelView.scene.Frame != 600 {
		t.Fatal("the level view does not show frame 600")
	}
	test.Tap(e.play.playBtn)
	e.play.keyUp(&fyne.KeyEvent{Name: fyne.KeyRight})

	// Save, reopen, same level.
	dir := filepath.Join(t.TempDir(), "looppack")
	if err := e.SavePath(dir); err != nil {
		t.Fatal(err)
	}
	if m.Dirty() || m.Path != dir {
		t.Fatalf("after save: dirty %v path %q", m.Dirty(), m.Path)
	}
	saved := m.Level().Clone()
	e.NewPack()
	if err := e.OpenPath(dir); err != nil {
		t.Fatal(err)
	}
	got := m.Level()
	if got == nil || !got.Equal(saved) {
		d := "no level"
		if got != nil {
			d = got.Diff(saved)
		}
		t.Fatalf("reopened level differs: %s", d)
	}
	if got.Start != (layers.Point{X: start.X + 16, Y: start.Y}) {
		t.Fatalf("start %v", got.Start)
	}
	if rs := e.Recent(); len(rs) == 0 || filepath.Base(rs[0]) != "looppack" {
		t.Fatalf("recent %v", rs)
	}
	// The preview follows the reopened level.
	if c.Source() != got {
		t.Fatal("the preview does not play the reopened level")
	}
	_ = physics.Right
}

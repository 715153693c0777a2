package editor

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"loopwright/editor/playback"
	"loopwright/pack"
	"loopwright/specialstage"
)

// The Special tab is in the window, follows the opened pack (the
// abilities example's rotating maze), plays on the editor's clock (the
// UI loop's pump), and what it paints is saved with the pack.
func TestEditor_SpecialTab(t *testing.T) {
	clk := &playback.ManualClock{}
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorWith(t, m, Options{Clock: clk})
	if e.specialTab == nil || e.tabs.Items[len(e.tabs.Items)-1] != e.specialTab {
		t.Fatal("no Special tab")
	}
	if err := e.OpenPath(filepath.Join("..", "examples", "packs", "abilities")); err != nil {
		t.Fatal(err)
	}
	e.waitOpen()
	e.tabs.Select(e.specialTab)
	st := e.special.Stages()
	if c := st.Current(); c == nil || c.Name != "rotating_maze" {
		t.Fatalf("current special stage %+v", c)
	}
	if e.Win.Canvas().Focused() != fyne.Focusable(e.special.Grid()) {
		t.Error("the Special tab's grid has not the keys")
	}
	p := e.special.Player()
	p.Play()
	e.pump()
	clk.Advance(10 * playback.TickPeriod)
	e.pump()
	if p.Frame() != playback.MaxCatchUp {
		t.Errorf("frame %d after one pump of 10 ticks", p.Frame())
	}
	p.Pause()
	st.Paint(2, 2, specialstage.Bumper)
	st.EndStroke()
	if !e.Model.Dirty() {
		t.Error("painting did not mark the pack modified")
	}
	dir := filepath.Join(t.TempDir(), "copy")
	if err := e.SavePath(dir); err != nil {
		t.Fatal(err)
	}
	back, err := pack.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if sp := back.Special("rotating_maze"); sp == nil || sp.Stage.At(2, 2) != specialstage.Bumper {
		t.Errorf("saved stage %+v", sp)
	}
}

// TestEditor_AutosaveWhilePaintingSpecial: the autosave encodes its copy
// of the pack on another goroutine while the user goes on painting the
// special stage; the copy shares no stage with the pack the Special tab
// paints (go test -race fails here if it does), and the recovery file
// holds the stage as it was when the autosave was taken.
func TestEditor_AutosaveWhilePaintingSpecial(t *testing.T) {
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorWith(t, m, Options{RecoveryDir: filepath.Join(t.TempDir(), "recovery")})
	if err := e.OpenPath(filepath.Join("..", "examples", "packs", "abilities")); err != nil {
		t.Fatal(err)
	}
	e.waitOpen()
	e.tabs.Select(e.specialTab)
	st := e.special.Stages()
	st.Paint(2, 2, specialstage.Bumper)
	st.EndStroke()
	if wrote, err := e.autosave(true); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	// Painting goes on while the autosave encodes (no wait in between).
	for x := 1; x < 6; x++ {
		st.Paint(x, 3, specialstage.Goal)
	}
	st.EndStroke()
	e.files.autosave.store.Wait()
	rp, _, err := e.files.autosave.store.Load()
	if err != nil {
		t.Fatal(err)
	}
	got := rp.Special("rotating_maze")
	if got == nil || got.Stage.At(2, 2) != specialstage.Bumper {
		t.Fatalf("the recovery file lacks the stage painted before the autosave: %+v", got)
	}
}

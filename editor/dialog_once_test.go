package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// TestEditor_DialogsDoNotStack: a dialog opened again while it shows (its
// shortcut or menu item used twice: both reach the window under a dialog)
// replaces the first instead of stacking on it: two New level forms were
// each answered, and each added a level; two Save dialogs each saved.
func TestEditor_DialogsDoNotStack(t *testing.T) {
	e := newTestEditor(t)
	overlays := func() int { return len(e.Win.Canvas().Overlays().List()) }
	levels := len(e.Model.Pack.Levels)

	e.NewLevelDialog()
	e.NewLevelDialog()
	if n := overlays(); n != 1 {
		t.Fatalf("New level twice: %d dialogs showing, want 1", n)
	}
	e.dlg.level.Submit()
	if n := len(e.Model.Pack.Levels); n != levels+1 {
		t.Fatalf("New level: %d levels, want %d", n, levels+1)
	}
	if n := overlays(); n != 0 || e.showingDialog(dlgLevel) != nil {
		t.Fatalf("after OK: %d dialogs showing (%v)", n, e.showingDialog(dlgLevel))
	}

	var saved []string
	for i := 0; i < 2; i++ {
		e.chooseFile("Save", true, e.startPath("pack"), packFilters, func(p string) { saved = append(saved, p) })
	}
	if n := overlays(); n != 1 {
		t.Fatalf("Save as twice: %d dialogs showing, want 1", n)
	}
	fd, ok := e.showingDialog(dlgFile).(*dialog.FileDialog)
	if !ok {
		t.Fatalf("the file dialog showing is %T", e.showingDialog(dlgFile))
	}
	fd.Hide()
	if n := overlays(); n != 0 || e.showingDialog(dlgFile) != nil || len(saved) != 0 {
		t.Fatalf("after Cancel: %d dialogs showing, saved %v", n, saved)
	}

	for i := 0; i < 3; i++ {
		e.ShowColourLegend()
		e.ShowHelp()
	}
	if n := overlays(); n != 2 {
		t.Fatalf("legend and help three times each: %d dialogs showing, want 2", n)
	}

	// Escape cancels the newest dialog, then the one under it; then it is
	// the window's again.
	escape := func() { e.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) }
	escape()
	if n := overlays(); n != 1 || e.showingDialog(dlgHelp) != nil || e.showingDialog(dlgLegend) == nil {
		t.Fatalf("Escape: %d dialogs showing, help %v", n, e.showingDialog(dlgHelp))
	}
	escape()
	escape()
	if n := overlays(); n != 0 {
		t.Fatalf("Escape twice more: %d dialogs showing", n)
	}
	e.chooseFile("Open", false, e.startPath("pack"), packFilters, func(string) { t.Error("Escape opened a file") })
	escape()
	if n := overlays(); n != 0 || e.showingDialog(dlgFile) != nil {
		t.Fatalf("Escape on the Open dialog: %d dialogs showing", n)
	}

	// The "Unsaved changes" prompt: Escape is Cancel, and the action
	// waiting for the answer does not run.
	e.Model.ClearTile()
	e.whenSaved("open another pack", func() { t.Error("Escape ran the action of the Unsaved changes prompt") })
	if n := overlays(); n != 1 || e.dlg.unsaved == nil {
		t.Fatalf("unsaved prompt: %d dialogs showing", n)
	}
	escape()
	if n := overlays(); n != 0 || e.dlg.unsaved != nil {
		t.Fatalf("Escape on the Unsaved changes prompt: %d dialogs showing", n)
	}

	// The Generate dialog.
	if f := e.showGenDialog("loop"); f == nil {
		t.Fatal("no Generate dialog")
	}
	escape()
	if n := overlays(); n != 0 || e.dlg.gen != nil {
		t.Fatalf("Escape on the Generate dialog: %d dialogs showing", n)
	}
}

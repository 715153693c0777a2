package editor

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/model"
	"loopwright/examples"
	"loopwright/sonlvl"
)

// TestEditor_RecoveryBeforeProjectPicker: started after an unclean exit
// on a SonLVL project (loopwright open PROJECT.ini), the recovery question
// is asked first and the project's level picker comes only after Discard
// (edtrust2: the picker sat over the question, and Recover then replaced
// the level just picked).
func TestEditor_RecoveryBeforeProjectPicker(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recovery")
	rec := Options{RecoveryDir: dir}
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	ini, err := sonlvl.Export(p.Levels[0], sonlvl.S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	m := model.NewModel(p, "")
	e := newTestEditorWith(t, m, rec)
	m.SetStart(100, 50)
	if wrote, err := e.AutosaveNow(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	// The crash: a second editor starts, then opens the project.
	e2 := newTestEditorWith(t, model.NewModel(nil, ""), rec)
	if err := e2.OpenPath(ini); err != nil {
		t.Fatal(err)
	}
	ov := e2.Win.Canvas().Overlays()
	if n := len(ov.List()); n != 1 {
		t.Fatalf("%d dialogs open, want only the recovery question", n)
	}
	discard := findButton(ov.Top(), "Discard")
	if discard == nil {
		t.Fatal("the top dialog is not the recovery question")
	}
	test.Tap(discard)
	if findButton(ov.Top(), "Open") == nil {
		t.Fatal("no level picker after Discard")
	}
}

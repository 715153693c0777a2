package editor

import (
	"image"
	"path/filepath"
	"testing"
)

// TestEditor_SectionFiles: the selection saved as a section file and
// inserted elsewhere puts the same blocks there; without a selection the
// save says what to do.
func TestEditor_SectionFiles(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	l := e.Model.Level()
	f := filepath.Join(t.TempDir(), "ground.section.json")
	if err := e.SaveSectionFile(f); err == nil {
		t.Error("saved with no selection")
	}
	e.LevelView.SetSelection(image.Rect(0, l.Height-3, 6, l.Height))
	if err := e.SaveSectionFile(f); err != nil {
		t.Fatal(err)
	}
	e.LevelView.SetSelection(image.Rect(30, 0, 31, 1))
	if err := e.InsertSectionFile(f); err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 3; y++ {
		for x := 0; x < 6; x++ {
			a, _ := l.Block(x, l.Height-3+y)
			b, _ := l.Block(30+x, y)
			if a != b {
				t.Fatalf("block %d,%d: %+v, want %+v", x, y, b, a)
			}
		}
	}
}

package editor

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"loopwright/layers"
)

// TestEditor_CollisionImageFiles: the level's collision exported as a
// _col image and imported at the selection's corner puts the same
// collision there; a file that is not a PNG is an error naming it.
func TestEditor_CollisionImageFiles(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	l := e.Model.Level()
	dir := t.TempDir()
	e.LevelView.SetSelection(image.Rect(0, l.Height-4, 8, l.Height))
	f := filepath.Join(dir, "ground_col1.png")
	if err := e.ExportCollisionFile(f); err != nil {
		t.Fatal(err)
	}
	before := make([]layers.Cell, 0, 32)
	for by := l.Height - 4; by < l.Height; by++ {
		for bx := 0; bx < 8; bx++ {
			c, _ := l.Cell(layers.PathA, bx, by)
			before = append(before, c)
		}
	}
	e.LevelView.SetSelection(image.Rect(20, 0, 21, 1))
	if n, err := e.ImportCollisionFile(f); err != nil || n != 32 {
		t.Fatalf("import: %d %v", n, err)
	}
	i := 0
	for by := 0; by < 4; by++ {
		for bx := 20; bx < 28; bx++ {
			c, m := l.Cell(layers.PathA, bx, by)
			if (before[i].Tile == 0) != (c.Tile == 0 || m.Empty()) || (c.Tile != 0 && c.Solidity != before[i].Solidity) {
				t.Fatalf("block %d,%d: %+v, was %+v", bx, by, c, before[i])
			}
			i++
		}
	}
	bad := filepath.Join(dir, "bad_col.png")
	if err := os.WriteFile(bad, []byte("nope"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ImportCollisionFile(bad); err == nil {
		t.Error("a file that is not a PNG: no error")
	}
}

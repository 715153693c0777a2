package editor

import (
	"os"
	"path/filepath"
	"testing"

	"loopwright/mdart"
)

// TestEditor_PaletteFiles: the palette exported as a .bin and imported
// again is the same palette, one undo step; a level without art says it
// has no palette.
func TestEditor_PaletteFiles(t *testing.T) {
	e := newTestEditor(t)
	if err := e.ExportPaletteFile(filepath.Join(t.TempDir(), "p.bin")); err == nil {
		t.Error("a pack level exported a palette")
	}
	art := &mdart.LevelArt{}
	art.Palette[2][5] = 0x0A4C
	e.Model.Level().Picture = art
	f := filepath.Join(t.TempDir(), "p.bin")
	if err := e.ExportPaletteFile(f); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(f); len(b) != 128 || b[2*37] != 0x0A || b[2*37+1] != 0x4C {
		t.Fatalf("exported % x", b)
	}
	e.Model.SetPaletteColour(2, 5, 0)
	if err := e.ImportPaletteFile(f); err != nil {
		t.Fatal(err)
	}
	if p, _ := e.Model.Palette(); p[2][5] != 0x0A4C {
		t.Errorf("imported %#x", p[2][5])
	}
	e.Model.Undo()
	if p, _ := e.Model.Palette(); p[2][5] != 0 {
		t.Errorf("undo of the import: %#x", p[2][5])
	}
}

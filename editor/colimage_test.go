package editor

import (
	"image"
	"image/color"
	"image/png"
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

// TestEditor_ExportSectionFiles: a level with art writes the selection's
// art (one pixel a level pixel) and its _col image; without art, the
// collision alone.
func TestEditor_ExportSectionFiles(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	dir := t.TempDir()
	files, err := e.ExportSectionFiles(filepath.Join(dir, "a.png"))
	if err != nil || len(files) != 1 || filepath.Base(files[0]) != "a_col.png" {
		t.Fatalf("no art: %v %v", files, err)
	}
	e.Model.Level().Picture = solidPicture{}
	e.LevelView.SetSelection(image.Rect(2, 3, 5, 4))
	files, err = e.ExportSectionFiles(filepath.Join(dir, "b"))
	if err != nil || len(files) != 2 {
		t.Fatalf("with art: %v %v", files, err)
	}
	f, err := os.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() != 48 || img.Bounds().Dy() != 16 {
		t.Fatalf("art %v %v", img.Bounds(), err)
	}
	if r, g, _, _ := img.At(10, 10).RGBA(); r>>8 != 200 || g>>8 != 100 {
		t.Errorf("art pixel %v", img.At(10, 10))
	}
}

// solidPicture is art of one colour.
type solidPicture struct{}

func (solidPicture) DrawPicture(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool) {
	for y := 0; y < r.Dy()*zoom; y++ {
		for x := 0; x < r.Dx()*zoom; x++ {
			dst.SetRGBA(at.X+x, at.Y+y, color.RGBA{200, 100, 50, 255})
		}
	}
}

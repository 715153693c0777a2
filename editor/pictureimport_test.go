package editor

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"loopwright/colpng"
	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/mdart"
)

// writePNG writes img as a PNG at path.
func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestEditor_NewLevelFromPictureFile: a PNG of our own drawing with its
// _col image beside it, made into a new level and exported again as a
// section, gives back the same picture and a _col image of the same
// collision; a file that is not a PNG and a picture too large are errors
// naming the file.
func TestEditor_NewLevelFromPictureFile(t *testing.T) {
	e := newTestEditor(t)
	dir := t.TempDir()
	col := func(r, g, b int) color.RGBA { return mdart.MakeColour(uint8(r*36), uint8(g*36), uint8(b*36)).RGBA() }
	pic := image.NewRGBA(image.Rect(0, 0, 160, 96))
	draw.Draw(pic, pic.Rect, &image.Uniform{col(1, 3, 6)}, image.Point{}, draw.Src)
	draw.Draw(pic, image.Rect(0, 64, 160, 96), &image.Uniform{col(5, 3, 1)}, image.Point{}, draw.Src)
	draw.Draw(pic, image.Rect(40, 20, 70, 50), &image.Uniform{col(7, 0, 2)}, image.Point{}, draw.Src)
	writePNG(t, filepath.Join(dir, "hill.png"), pic)
	floor := heightmask.Mask{}
	for x := range floor.Heights {
		floor.Heights[x] = 16
	}
	writePNG(t, filepath.Join(dir, "hill_col.png"), colpng.Write(10, 6, func(bx, by int) (heightmask.Mask, heightmask.Solidity) {
		if by >= 4 {
			return floor, heightmask.SolidAll
		}
		return heightmask.Mask{}, heightmask.SolidNone
	}))
	n := len(e.Model.Pack.Levels)
	if _, err := e.NewLevelFromPictureFile(filepath.Join(dir, "hill.png")); err != nil {
		t.Fatal(err)
	}
	if len(e.Model.Pack.Levels) != n+1 {
		t.Fatal("no new level")
	}
	l := e.Model.Level()
	if l.Width != 10 || l.Height != 6 {
		t.Errorf("level %dx%d blocks, the picture 10x6", l.Width, l.Height)
	}
	files, err := e.ExportSectionFiles(filepath.Join(dir, "out"))
	if err != nil || len(files) != 2 {
		t.Fatalf("export: %v %v", files, err)
	}
	outData, err := os.ReadFile(filepath.Join(dir, "out.png"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := png.Decode(bytes.NewReader(outData))
	if err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 96; y++ {
		for x := 0; x < 160; x++ {
			r1, g1, b1, _ := out.At(x, y).RGBA()
			r2, g2, b2, _ := pic.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				t.Fatalf("exported pixel %d,%d differs from the drawing", x, y)
			}
		}
	}
	for bx := 0; bx < 10; bx++ {
		if c, _ := l.Cell(layers.PathA, bx, 5); c.Tile == 0 || c.Solidity != heightmask.SolidAll {
			t.Fatalf("block %d,5: %+v, the _col image shows a solid floor", bx, c)
		}
		if c, _ := l.Cell(layers.PathB, bx, 1); c.Tile != 0 {
			t.Fatalf("block %d,1: %+v, the _col image shows none", bx, c)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "out_col.png"))
	if err != nil {
		t.Fatal(err)
	}
	if bs, w, h, err := colpng.ReadPNG("out_col.png", data); err != nil || w != 10 || h != 6 || bs[5*10].Solidity != heightmask.SolidAll || bs[0].Solidity != heightmask.SolidNone {
		t.Errorf("exported collision: %dx%d %v", w, h, err)
	}

	bad := filepath.Join(dir, "bad.png")
	if err := os.WriteFile(bad, []byte("not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ImportPictureFile(bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("not a PNG: %v", err)
	}
	huge := filepath.Join(dir, "huge.png")
	writePNG(t, huge, image.NewGray(image.Rect(0, 0, 5000, 1)))
	if _, err := e.NewLevelFromPictureFile(huge); err == nil || !strings.Contains(err.Error(), huge) {
		t.Errorf("huge: %v", err)
	}
	if len(e.Model.Pack.Levels) != n+1 {
		t.Error("a failed import left a level")
	}
}

// TestEditor_ImportPictureFile: a picture with NAME_col1.png and
// NAME_col2.png beside it goes to the chunk holding the selection's
// top-left block, path A from the first image and path B from the second.
func TestEditor_ImportPictureFile(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	l := e.Model.Level()
	n := l.Lib.ChunkBlocks
	dir := t.TempDir()
	pic := image.NewRGBA(image.Rect(0, 0, 32, 16))
	draw.Draw(pic, pic.Rect, &image.Uniform{mdart.MakeColour(0, 200, 0).RGBA()}, image.Point{}, draw.Src)
	writePNG(t, filepath.Join(dir, "ledge.png"), pic)
	var floor heightmask.Mask
	for x := range floor.Heights {
		floor.Heights[x] = 8
	}
	writePNG(t, filepath.Join(dir, "ledge_col1.png"), colpng.Write(2, 1, func(bx, by int) (heightmask.Mask, heightmask.Solidity) {
		return floor, heightmask.SolidTop
	}))
	writePNG(t, filepath.Join(dir, "ledge_col2.png"), colpng.Write(2, 1, func(bx, by int) (heightmask.Mask, heightmask.Solidity) {
		return heightmask.Mask{}, heightmask.SolidNone
	}))
	e.LevelView.SetSelection(image.Rect(n+1, 1, n+2, 2))
	pic0, layout0 := l.Picture, slices.Clone(l.Layout)
	rep, err := e.ImportPictureFile(filepath.Join(dir, "ledge.png"))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Area.Min != image.Pt(n, 0) {
		t.Errorf("placed at %v, want the selection's chunk %d,0", rep.Area.Min, n)
	}
	for bx := n; bx < n+2; bx++ {
		a, _ := l.Cell(layers.PathA, bx, 0)
		b, _ := l.Cell(layers.PathB, bx, 0)
		if a.Tile == 0 || a.Solidity != heightmask.SolidTop || b.Tile != 0 {
			t.Errorf("block %d,0: path A %+v, path B %+v; want the _col1 floor and _col2 empty", bx, a, b)
		}
	}
	if !strings.Contains(e.lastLayoutReport, "ledge_col2.png") {
		t.Errorf("report %q does not name the files read", e.lastLayoutReport)
	}
	e.Model.Undo()
	if l.Picture != pic0 || !slices.Equal(l.Layout, layout0) {
		t.Error("undo left the import")
	}
}

// TestEditor_ImportPictureProjectLevel: on Emerald Hill act 1 (a copy of
// the s2disasm sample), a drawing of our own in the level's palette
// imported as a section draws as drawn (exported again, the same picture,
// new chunks included).
func TestEditor_ImportPictureProjectLevel(t *testing.T) {
	e := newTestEditor(t)
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	if err := e.OpenProjectLevel(ini, "Emerald Hill Zone Act 1"); err != nil {
		t.Fatal(err)
	}
	e.showLevelTab()
	pal, ok := e.Model.Palette()
	if !ok {
		t.Fatal("no palette")
	}
	rgba := pal.RGBA()
	pic := image.NewRGBA(image.Rect(0, 0, 128, 128))
	for y := 0; y < 128; y++ {
		for x := 0; x < 128; x++ {
			pic.SetRGBA(x, y, rgba[2][1+(x/8+y/16+x*y/37)%15])
		}
	}
	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "ours.png"), pic)
	e.LevelView.SetSelection(image.Rect(16, 8, 17, 9))
	rep, err := e.ImportPictureFile(filepath.Join(dir, "ours.png"))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Chunks == 0 {
		t.Fatal("no new chunk made")
	}
	e.LevelView.SetSelection(rep.Area)
	if _, err := e.ExportSectionFiles(filepath.Join(dir, "out")); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out.png"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 128; y++ {
		for x := 0; x < 128; x++ {
			r1, g1, b1, _ := out.At(x, y).RGBA()
			r2, g2, b2, _ := pic.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				t.Fatalf("exported pixel %d,%d differs from the drawing", x, y)
			}
		}
	}
}

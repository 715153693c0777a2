// Package edittest holds what the editor packages' tests share: the
// fixture models, a drag like the desktop driver's and the golden-image
// check (rewritten with -update). Only tests import it.
package edittest

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"loopwright/heightmask"
	"loopwright/internal/editor/model"
	"loopwright/layers"
)

// Update is the -update flag: golden files are rewritten instead of
// compared.
var Update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// TileModel returns a model on a pack of two tiles (1: flat floor of 8,
// 2: a full block) and one chunk placing them.
func TileModel() *model.Model {
	lib := layers.NewLibrary(8)
	var half, full [16]int8
	for i := range half {
		half[i], full[i] = 8, 16
	}
	for _, h := range [][16]int8{half, full} {
		m := heightmask.Mask{Heights: h}
		m.Recompute()
		lib.Tiles = append(lib.Tiles, m)
	}
	ch := layers.Chunk{Blocks: make([]layers.Block, 64)}
	ch.Blocks[0][0].Tile = 1
	ch.Blocks[1][0].Tile = 2
	ch.Blocks[2][1].Tile = 2
	lib.Chunks = append(lib.Chunks, ch)
	return model.NewModel(&model.Pack{Name: "test", Lib: lib}, "")
}

// LevelModel returns a model on the fallback library with two levels of
// 64x32 blocks: the first has a floor of tile 2 (full) along row 20.
func LevelModel(t testing.TB) *model.Model {
	t.Helper()
	p := model.FallbackPack()
	a := layers.New("a", p.Lib, 64, 32)
	for bx := 0; bx < 64; bx++ {
		if err := a.SetBlock(bx, 20, layers.Block{{Tile: 2}, {Tile: 2}}); err != nil {
			t.Fatal(err)
		}
	}
	a.Start = layers.Point{X: 40, Y: 300}
	b := layers.New("b", p.Lib, 32, 16)
	p.Levels = []*layers.Level{a, b}
	return model.NewModel(p, "")
}

// Drag sends a drag like the desktop driver does: several events, each
// with the pointer's current position and the small step since the last
// one, then DragEnd. (test.Drag sends a single event with the start
// position and the whole distance.)
func Drag(d fyne.Draggable, from, to fyne.Position, steps int) {
	prev := from
	for i := 1; i <= steps; i++ {
		f := float32(i) / float32(steps)
		cur := fyne.NewPos(from.X+(to.X-from.X)*f, from.Y+(to.Y-from.Y)*f)
		d.Dragged(&fyne.DragEvent{
			PointEvent: fyne.PointEvent{Position: cur},
			Dragged:    fyne.NewDelta(cur.X-prev.X, cur.Y-prev.Y),
		})
		prev = cur
	}
	d.DragEnd()
}

// Golden compares img with testdata/name (rewritten with -update); the
// colours must match exactly. On a difference the image is written to
// the test's temporary directory.
func Golden(t testing.TB, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if *Update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	wi, err := png.Decode(bytes.NewReader(want))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if wi.Bounds() != b {
		t.Fatalf("%s: size %v, want %v", name, b, wi.Bounds())
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, _ := img.At(x, y).RGBA()
			r2, g2, b2, _ := wi.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				got := filepath.Join(t.TempDir(), name)
				os.WriteFile(got, buf.Bytes(), 0o644)
				t.Fatalf("%s differs at %d,%d: got %s (run with -update if intended)", name, x, y, got)
			}
		}
	}
}

// Package edittest holds what the editor packages' tests share: the
// fixture models, a drag like the desktop driver's and the golden-image
// check (rewritten with -update). Only tests import it.
package edittest

import (
	"image"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"loopwright/editor/model"
	"loopwright/heightmask"
	"loopwright/internal/goldentest"
	"loopwright/layers"
)

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

// Golden compares img with testdata/name (goldentest.Image; rewritten
// with -update).
func Golden(t testing.TB, name string, img image.Image) {
	t.Helper()
	goldentest.Image(t, filepath.Join("testdata", name), img)
}

// BigLevelModel returns a model on the fallback library with one level of
// 20,000 x 2,000 px (1250 x 125 blocks), full blocks from row 100 down:
// the paint-stroke benchmarks' level.
func BigLevelModel(tb testing.TB) *model.Model {
	tb.Helper()
	p := model.FallbackPack()
	l := layers.New("big", p.Lib, 20000/16, 2000/16)
	for bx := 0; bx < l.Width; bx++ {
		for by := 100; by < l.Height; by++ {
			if err := l.SetBlock(bx, by, layers.Block{{Tile: 2}, {Tile: 2}}); err != nil {
				tb.Fatal(err)
			}
		}
	}
	p.Levels = []*layers.Level{l}
	return model.NewModel(p, "")
}

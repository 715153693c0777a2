package physics

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// testLevel builds levels in code: one distinct chunk per layout cell so
// that every block can be set.
type testLevel struct {
	lvl   *layers.Level
	lib   *layers.Library
	tiles map[heightmask.Mask]layers.TileID
}

func newTestLevel(wBlocks, hBlocks int) *testLevel {
	lib := layers.NewLibrary(8)
	l := layers.New("test", lib, wBlocks, hBlocks)
	for i := range l.Layout {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 64)})
		l.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	return &testLevel{lvl: l, lib: lib, tiles: map[heightmask.Mask]layers.TileID{}}
}

// tile returns the id of mask m, adding it to the library.
func (t *testLevel) tile(m heightmask.Mask) layers.TileID {
	if id, ok := t.tiles[m]; ok {
		return id
	}
	t.lib.Tiles = append(t.lib.Tiles, m)
	id := layers.TileID(len(t.lib.Tiles) - 1)
	t.tiles[m] = id
	return id
}

const (
	pathA  = 1
	pathB  = 2
	pathAB = 3
)

// set places mask m at block (bx, by) on the given paths.
func (t *testLevel) set(paths, bx, by int, m heightmask.Mask, xflip, yflip bool, sol heightmask.Solidity) {
	if bx < 0 || by < 0 || bx >= t.lvl.Width || by >= t.lvl.Height {
		return
	}
	id := t.tile(m)
	if m.Empty() {
		id = 0
	}
	n := t.lib.ChunkBlocks
	ch := &t.lib.Chunks[t.lvl.Layout[(by/n)*t.lvl.LayoutW+bx/n]]
	b := &ch.Blocks[(by%n)*n+bx%n]
	for p := 0; p < 2; p++ {
		if paths&(1<<p) != 0 {
			b[p] = layers.Cell{Tile: id, XFlip: xflip, YFlip: yflip, Solidity: sol}
		}
	}
}

func fullMask() heightmask.Mask {
	var m heightmask.Mask
	for i := range m.Heights {
		m.Heights[i] = 16
	}
	m.Widths = heightmask.DeriveWidths(m.Heights)
	m.Angle = 0xFF
	m.Flagged = true
	return m
}

func heightsMask(h [16]int8, angle uint8) heightmask.Mask {
	m := heightmask.Mask{Heights: h}
	m.Widths = heightmask.DeriveWidths(h)
	m.Angle = angle
	return m
}

// fill fills blocks [bx0, bx1) x [by0, by1) with full flagged blocks.
func (t *testLevel) fill(paths, bx0, by0, bx1, by1 int) {
	for by := by0; by < by1; by++ {
		for bx := bx0; bx < bx1; bx++ {
			t.set(paths, bx, by, fullMask(), false, false, heightmask.SolidAll)
		}
	}
}

// raster sets blocks [bx0, bx1) x [by0, by1) from a pixel predicate:
// heights from each column's solid run (from the bottom, or hanging from
// the top), widths derived, angle from heightmask.AutoAngle (full blocks
// flagged).
func (t *testLevel) raster(paths, bx0, by0, bx1, by1 int, solid func(x, y int) bool) {
	for by := by0; by < by1; by++ {
		for bx := bx0; bx < bx1; bx++ {
			var h [16]int8
			full := true
			for c := 0; c < 16; c++ {
				x := bx*16 + c
				bottom, top := 0, 0
				for y := 15; y >= 0 && solid(x, by*16+y); y-- {
					bottom++
				}
				for y := 0; y < 16 && solid(x, by*16+y); y++ {
					top++
				}
				switch {
				case bottom == 16:
					h[c] = 16
				case bottom > 0:
					h[c] = int8(bottom)
				case top > 0:
					h[c] = int8(-top)
				}
				if h[c] != 16 {
					full = false
				}
			}
			if full {
				t.set(paths, bx, by, fullMask(), false, false, heightmask.SolidAll)
				continue
			}
			m := heightsMask(h, 0)
			m.Angle = heightmask.AutoAngle(&m)
			t.set(paths, bx, by, m, false, false, heightmask.SolidAll)
		}
	}
}

// flatLevel is 64x32 blocks with ground whose top is at y = 736 (block
// row 46 is beyond; here rows 46.. are solid).
func flatLevel() *testLevel {
	t := newTestLevel(256, 56)
	t.fill(pathAB, 0, 46, 256, 56)
	return t
}

// run steps sim with in for n frames.
func run(s *Sim, in Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

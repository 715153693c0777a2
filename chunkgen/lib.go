package chunkgen

import (
	"fmt"
	"math"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
)

// Builder adds generated tiles and chunks to a library, reusing what it
// already holds: a tile equal to an existing one, or to an existing one
// flipped in X, Y or both, is placed as that tile with those flips; a chunk
// equal to an existing chunk is that chunk. Its zero value is not usable:
// make one with NewBuilder.
type Builder struct {
	Lib    *layers.Library
	tiles  map[tileKey]layers.TileID
	chunks map[string]layers.ChunkID
}

type tileKey struct {
	h, w [16]int8
	a    uint8
	s    heightmask.Solidity
}

func keyOf(m *heightmask.Mask) tileKey {
	return tileKey{m.Heights, m.Widths, m.TileAngle(), m.Solidity}
}

// NewBuilder returns a builder adding to lib, indexing the tiles and chunks
// it holds. A nil lib gets a new one with 8-block chunks.
func NewBuilder(lib *layers.Library) *Builder {
	if lib == nil {
		lib = layers.NewLibrary(8)
	}
	if len(lib.Tiles) == 0 {
		lib.Tiles = []heightmask.Mask{{}}
	}
	if len(lib.Chunks) == 0 {
		lib.Chunks = []layers.Chunk{{Blocks: make([]layers.Block, lib.ChunkBlocks*lib.ChunkBlocks)}}
	}
	b := &Builder{Lib: lib, tiles: map[tileKey]layers.TileID{}, chunks: map[string]layers.ChunkID{}}
	for i := 1; i < len(lib.Tiles); i++ {
		k := keyOf(&lib.Tiles[i])
		if _, ok := b.tiles[k]; !ok {
			b.tiles[k] = layers.TileID(i)
		}
	}
	for i := range lib.Chunks {
		k := chunkKey(lib.Chunks[i].Blocks)
		if _, ok := b.chunks[k]; !ok {
			b.chunks[k] = layers.ChunkID(i)
		}
	}
	return b
}

// Tile returns the cell that places mask m: an existing tile (possibly
// flipped) when one matches, else a new tile appended to the library. An
// empty mask is the empty cell. The cell's solidity is the mask's.
func (b *Builder) Tile(m heightmask.Mask) layers.Cell {
	if m.Empty() {
		return layers.Cell{}
	}
	if id, ok := b.tiles[keyOf(&m)]; ok {
		return layers.Cell{Tile: id, Solidity: m.Solidity}
	}
	// A flip is only usable when it does not turn a real angle into 0xFF
	// (which reads as flagged): angles 0x01 and 0x7F have no flipped form.
	fx := m.FlipX()
	if id, ok := b.tiles[keyOf(&fx)]; ok && usable(&m, &fx) {
		return layers.Cell{Tile: id, XFlip: true, Solidity: m.Solidity}
	}
	fy := m.FlipY()
	if id, ok := b.tiles[keyOf(&fy)]; ok && usable(&m, &fy) {
		return layers.Cell{Tile: id, YFlip: true, Solidity: m.Solidity}
	}
	fxy := fx.FlipY()
	if id, ok := b.tiles[keyOf(&fxy)]; ok && usable(&m, &fxy) {
		return layers.Cell{Tile: id, XFlip: true, YFlip: true, Solidity: m.Solidity}
	}
	id := layers.TileID(len(b.Lib.Tiles))
	b.Lib.Tiles = append(b.Lib.Tiles, m)
	b.tiles[keyOf(&m)] = id
	return layers.Cell{Tile: id, Solidity: m.Solidity}
}

func usable(m, flipped *heightmask.Mask) bool {
	return m.TileAngle() == hexangle.Flagged || flipped.TileAngle() != hexangle.Flagged
}

func chunkKey(blocks []layers.Block) string {
	buf := make([]byte, 0, len(blocks)*8)
	for _, bl := range blocks {
		for _, c := range bl {
			f := byte(c.Solidity) << 2
			if c.XFlip {
				f |= 1
			}
			if c.YFlip {
				f |= 2
			}
			buf = append(buf, byte(c.Tile), byte(c.Tile>>8), f, 0)
		}
	}
	return string(buf)
}

// Chunk returns the id of a chunk holding blocks (ChunkBlocks squared, row
// by row): an existing equal chunk, or a new one appended to the library.
func (b *Builder) Chunk(blocks []layers.Block) layers.ChunkID {
	k := chunkKey(blocks)
	if id, ok := b.chunks[k]; ok {
		return id
	}
	id := layers.ChunkID(len(b.Lib.Chunks))
	b.Lib.Chunks = append(b.Lib.Chunks, layers.Chunk{Blocks: append([]layers.Block(nil), blocks...)})
	b.chunks[k] = id
	return id
}

// Stamp is a rasterised shape ready to place: W x H blocks (row by row)
// whose top-left block is (BX, BY) in the shape's block coordinates, and
// the shape's switchers in its pixel coordinates. Its cells refer to the
// tiles of the Builder that made it.
type Stamp struct {
	BX, BY, W, H int
	Blocks       []layers.Block
	Switchers    []layers.Switcher
}

// Stamp rasterises the shape over the blocks its parts touch and adds its
// tiles to b's library.
func (s *Shape) Stamp(b *Builder) (*Stamp, error) {
	r := s.Bounds()
	bx := int(math.Floor(r.Min.X / 16))
	by := int(math.Floor(r.Min.Y / 16))
	w := int(math.Ceil(r.Max.X/16)) - bx
	h := int(math.Ceil(r.Max.Y/16)) - by
	ras, err := s.Rasterize(bx, by, w, h, false)
	if err != nil {
		return nil, err
	}
	return ras.stamp(b, s.Switchers), nil
}

func (r *Raster) stamp(b *Builder, sw []layers.Switcher) *Stamp {
	st := &Stamp{BX: r.BX, BY: r.BY, W: r.W, H: r.H, Blocks: make([]layers.Block, r.W*r.H)}
	for p := layers.PathA; p <= layers.PathB; p++ {
		for i := range r.Info[p] {
			st.Blocks[i][p] = b.Tile(r.Info[p][i].Mask)
		}
	}
	st.Switchers = append(st.Switchers, sw...)
	return st
}

// Place puts the stamp into level l (whose library must be b.Lib) with the
// shape's origin at block (bx, by): every block of the stamp's rectangle
// replaces what was there on both paths, chunks are rewritten copy on write
// (a chunk used elsewhere is never changed; identical chunks are shared)
// and the stamp's switchers are added. Blocks falling outside the level are
// an error and nothing is changed.
func Place(b *Builder, l *layers.Level, st *Stamp, bx, by int) error {
	if l.Lib != b.Lib {
		return fmt.Errorf("place: level %q does not use the builder's library", l.Name)
	}
	x0, y0 := bx+st.BX, by+st.BY
	if x0 < 0 || y0 < 0 || x0+st.W > l.Width || y0+st.H > l.Height {
		return fmt.Errorf("place: blocks %d,%d to %d,%d fall outside level %q (%dx%d blocks)",
			x0, y0, x0+st.W-1, y0+st.H-1, l.Name, l.Width, l.Height)
	}
	setBlocks(b, l, x0, y0, st.W, st.H, st.Blocks)
	for _, s := range st.Switchers {
		s.X += bx * 16
		s.Y += by * 16
		l.Switchers = append(l.Switchers, s)
	}
	return nil
}

// setBlocks writes a w x h rectangle of blocks at block (x0, y0).
func setBlocks(b *Builder, l *layers.Level, x0, y0, w, h int, blocks []layers.Block) {
	n := l.Lib.ChunkBlocks
	buf := make([]layers.Block, n*n)
	for cy := y0 / n; cy <= (y0+h-1)/n; cy++ {
		for cx := x0 / n; cx <= (x0+w-1)/n; cx++ {
			id := l.Layout[cy*l.LayoutW+cx]
			if int(id) < len(l.Lib.Chunks) && len(l.Lib.Chunks[id].Blocks) == n*n {
				copy(buf, l.Lib.Chunks[id].Blocks)
			} else {
				clear(buf)
			}
			for j := 0; j < n; j++ {
				for i := 0; i < n; i++ {
					gx, gy := cx*n+i-x0, cy*n+j-y0
					if gx < 0 || gy < 0 || gx >= w || gy >= h {
						continue
					}
					buf[j*n+i] = blocks[gy*w+gx]
				}
			}
			l.Layout[cy*l.LayoutW+cx] = b.Chunk(buf)
		}
	}
}

package physics

import (
	"math/bits"

	"loopwright/heightmask"
	"loopwright/layers"
)

// terrain is a level's collision as the sensors read it: the slices and
// sizes layers.Level.Cell reads, copied out of the level (and its
// library) so that a sensor's block read is a few loads, with shifts for
// the usual chunk sizes (8 and 16 blocks) instead of divisions. Sim
// reloads it at the start of every Step (and on spawn and SetLevel), so
// edits made to the level between frames are seen exactly as Level.Cell
// would see them; the physics never changes the level during a frame.
type terrain struct {
	layout        []layers.ChunkID
	layoutW       int
	width, height int
	chunks        []layers.Chunk
	tiles         []heightmask.Mask
	// n is the chunk size in blocks; when it is a power of two, shift is
	// its log2 and low n-1 (otherwise shift is 0 and cell divides).
	n     int
	shift uint
	low   int
	// wrapped: the level wraps vertically (wrap.go): rows are read
	// modulo WrapHeight.
	wrapped bool
}

// emptyTile is the mask a read outside the level returns (Level.Cell's).
var emptyTile heightmask.Mask

// load points t at level l (a nil level or library reads as empty). It
// writes only the fields, without clearing t first: it runs every Step.
func (t *terrain) load(l *layers.Level) {
	if l == nil || l.Lib == nil {
		*t = terrain{}
		return
	}
	lib := l.Lib
	t.layout, t.layoutW = l.Layout, l.LayoutW
	t.width, t.height = max(l.Width, 0), max(l.Height, 0)
	t.wrapped = false
	t.chunks, t.tiles = lib.Chunks, lib.Tiles
	if n := lib.ChunkBlocks; n != t.n || n == 0 {
		t.n, t.shift, t.low = n, 0, 0
		if n > 1 && n&(n-1) == 0 {
			t.shift, t.low = uint(bits.TrailingZeros(uint(n))), n-1
		}
	}
}

// cell is layers.Level.Cell: what path p holds at block (bx, by) and the
// tile mask it places; reads outside the level or of a bad id give the
// empty cell and mask.
func (t *terrain) cell(p layers.Path, bx, by int) (layers.Cell, *heightmask.Mask) {
	if t.wrapped {
		by &= WrapHeight/16 - 1
	}
	if uint(bx) >= uint(t.width) || uint(by) >= uint(t.height) {
		return layers.Cell{}, &emptyTile
	}
	var cx, cy, i int
	if t.shift != 0 {
		cx, cy = bx>>t.shift, by>>t.shift
		i = (by&t.low)<<t.shift | bx&t.low
	} else {
		n := t.n
		cx, cy = bx/n, by/n
		i = (by-cy*n)*n + (bx - cx*n)
	}
	id := t.layout[cy*t.layoutW+cx]
	if int(id) >= len(t.chunks) {
		return layers.Cell{}, &emptyTile
	}
	blocks := t.chunks[id].Blocks
	if i >= len(blocks) {
		return layers.Cell{}, &emptyTile
	}
	c := blocks[i][p&1]
	if int(c.Tile) >= len(t.tiles) {
		return layers.Cell{}, &emptyTile
	}
	return c, &t.tiles[c.Tile]
}

// wrap makes the rows wrap at WrapHeight (Find_Tile's andi.w #$F00 of
// 2*y: the game's layout has 16 rows of 128 pixels): reads below are
// taken modulo it, in cell (the sensors' inlined read only serves rows
// above it).
func (t *terrain) wrap() {
	t.wrapped = true
	t.height = min(t.height, WrapHeight/16)
}

package layers

import (
	"fmt"

	"loopwright/heightmask"
)

// Block returns the block at (bx, by), both paths, or the empty block (and
// false) outside the level or on a bad chunk id.
func (l *Level) Block(bx, by int) (Block, bool) {
	ch, i, ok := l.chunkAt(bx, by)
	if !ok {
		return Block{}, false
	}
	return l.Lib.Chunks[ch].Blocks[i], true
}

// chunkAt returns the chunk id holding block (bx, by) and the block's index
// in it.
func (l *Level) chunkAt(bx, by int) (ChunkID, int, bool) {
	if l.Lib == nil || bx < 0 || by < 0 || bx >= l.Width || by >= l.Height {
		return 0, 0, false
	}
	n := l.Lib.ChunkBlocks
	if n <= 0 {
		return 0, 0, false
	}
	cx, cy := bx/n, by/n
	li := cy*l.LayoutW + cx
	if cx >= l.LayoutW || li >= len(l.Layout) {
		return 0, 0, false
	}
	id := l.Layout[li]
	if int(id) >= len(l.Lib.Chunks) {
		return 0, 0, false
	}
	i := (by-cy*n)*n + (bx - cx*n)
	if i >= len(l.Lib.Chunks[id].Blocks) {
		return 0, 0, false
	}
	return id, i, true
}

// chunkRefs counts the layout cells referring to chunk id in l and others
// (the other levels sharing l's library).
func (l *Level) chunkRefs(id ChunkID, others []*Level) int {
	n := 0
	count := func(lv *Level) {
		for _, c := range lv.Layout {
			if c == id {
				n++
			}
		}
	}
	count(l)
	for _, lv := range others {
		if lv != nil && lv != l && lv.Lib == l.Lib {
			count(lv)
		}
	}
	return n
}

// SetBlock places b (both paths) at block (bx, by), copy-on-write: when the
// chunk there is the empty chunk (id 0) or is used by any other layout cell
// of l or of the levels in others (levels sharing l's library), a new chunk
// is made from a copy of it and the layout cell points to the new chunk;
// otherwise the chunk is edited in place. Placing what is already there
// changes nothing. It fails outside the level or on a bad chunk id.
func (l *Level) SetBlock(bx, by int, b Block, others ...*Level) error {
	id, i, ok := l.chunkAt(bx, by)
	if !ok {
		return fmt.Errorf("layers: block %d,%d is outside the %dx%d level %q", bx, by, l.Width, l.Height, l.Name)
	}
	lib := l.Lib
	if lib.Chunks[id].Blocks[i] == b {
		return nil
	}
	if id == 0 || l.chunkRefs(id, others) > 1 {
		nc := Chunk{Blocks: append([]Block(nil), lib.Chunks[id].Blocks...)}
		if len(lib.Chunks) > 0xFFFF {
			return fmt.Errorf("layers: level %q: too many chunks", l.Name)
		}
		lib.Chunks = append(lib.Chunks, nc)
		n := lib.ChunkBlocks
		l.Layout[(by/n)*l.LayoutW+bx/n] = ChunkID(len(lib.Chunks) - 1)
		id = ChunkID(len(lib.Chunks) - 1)
	}
	lib.Chunks[id].Blocks[i] = b
	return nil
}

// SetCell places c on path p at block (bx, by), keeping the other path, as
// SetBlock does.
func (l *Level) SetCell(p Path, bx, by int, c Cell, others ...*Level) error {
	b, ok := l.Block(bx, by)
	if !ok {
		return fmt.Errorf("layers: block %d,%d is outside the %dx%d level %q", bx, by, l.Width, l.Height, l.Name)
	}
	b[p&1] = c
	return l.SetBlock(bx, by, b, others...)
}

// Resize changes the level's size to w x h blocks (at least 1 x 1),
// keeping every chunk at its place; new area is the empty chunk. Bounds
// that covered the whole level are made to cover the new size; other bounds,
// the switchers, the start and the objects are kept as they are.
func (l *Level) Resize(w, h int) {
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	n := l.Lib.ChunkBlocks
	lw, lh := (w+n-1)/n, (h+n-1)/n
	layout := make([]ChunkID, lw*lh)
	for cy := 0; cy < lh && cy < l.LayoutH; cy++ {
		for cx := 0; cx < lw && cx < l.LayoutW; cx++ {
			if i := cy*l.LayoutW + cx; i < len(l.Layout) {
				layout[cy*lw+cx] = l.Layout[i]
			}
		}
	}
	if l.Bounds == (Rect{Max: Point{l.Width * 16, l.Height * 16}}) {
		l.Bounds = Rect{Max: Point{w * 16, h * 16}}
	}
	l.Layout, l.LayoutW, l.LayoutH = layout, lw, lh
	l.Width, l.Height = w, h
}

// FindOrAddTile returns the id of a tile that, placed with the returned
// flips, is what sensors see of m (the same Sense values in every
// direction, the same angle after FlipAngle, the same solidity), adding m
// when none is. Any empty mask is tile 0, unflipped. The unflipped match is
// preferred, then X flip, Y flip, both.
func (lib *Library) FindOrAddTile(m heightmask.Mask) (id TileID, xflip, yflip bool) {
	if m.Empty() {
		return 0, false, false
	}
	for _, f := range [4][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		for i := 1; i < len(lib.Tiles); i++ {
			if sameView(&m, &lib.Tiles[i], f[0], f[1]) {
				return TileID(i), f[0], f[1]
			}
		}
	}
	lib.Tiles = append(lib.Tiles, m)
	return TileID(len(lib.Tiles) - 1), false, false
}

// sameView reports whether t placed with the flips senses exactly as m.
func sameView(m, t *heightmask.Mask, xflip, yflip bool) bool {
	if m.Solidity != t.Solidity || m.TileAngle() != heightmask.FlipAngle(t.TileAngle(), xflip, yflip) {
		return false
	}
	for d := heightmask.Down; d <= heightmask.Left; d++ {
		for i := 0; i < heightmask.Size; i++ {
			if m.Sense(d, false, false, i) != t.Sense(d, xflip, yflip, i) {
				return false
			}
		}
	}
	return true
}

// FindOrAddChunk returns the id of a chunk with exactly c's blocks, adding
// a copy of c when there is none. A chunk of empty cells is chunk 0. c must
// have ChunkBlocks*ChunkBlocks blocks (a shorter one is padded with empty
// blocks, a longer one cut).
func (lib *Library) FindOrAddChunk(c Chunk) ChunkID {
	n := lib.ChunkBlocks * lib.ChunkBlocks
	blocks := make([]Block, n)
	copy(blocks, c.Blocks)
	empty := true
	for _, b := range blocks {
		if b != (Block{}) {
			empty = false
			break
		}
	}
	if empty && len(lib.Chunks) > 0 {
		return 0
	}
	for i := range lib.Chunks {
		if blocksEqual(lib.Chunks[i].Blocks, blocks) {
			return ChunkID(i)
		}
	}
	lib.Chunks = append(lib.Chunks, Chunk{Blocks: blocks})
	return ChunkID(len(lib.Chunks) - 1)
}

func blocksEqual(a, b []Block) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Clone returns a deep copy of lib.
func (lib *Library) Clone() *Library {
	if lib == nil {
		return nil
	}
	r := &Library{ChunkBlocks: lib.ChunkBlocks}
	r.Tiles = append([]heightmask.Mask(nil), lib.Tiles...)
	r.Chunks = make([]Chunk, len(lib.Chunks))
	for i, c := range lib.Chunks {
		r.Chunks[i].Blocks = append([]Block(nil), c.Blocks...)
	}
	return r
}

// Clone returns a deep copy of l with a deep copy of its library. To copy
// several levels sharing one library, clone the library once and use
// CloneOnto.
func (l *Level) Clone() *Level { return l.CloneOnto(l.Lib.Clone()) }

// CloneOnto returns a deep copy of l that uses lib as its library.
func (l *Level) CloneOnto(lib *Library) *Level {
	r := *l
	r.Lib = lib
	r.Layout = append([]ChunkID(nil), l.Layout...)
	r.Switchers = append([]Switcher(nil), l.Switchers...)
	r.Objects = make([]Object, len(l.Objects))
	for i, o := range l.Objects {
		o.Props = append([]Prop(nil), o.Props...)
		r.Objects[i] = o
	}
	if l.Objects == nil {
		r.Objects = nil
	}
	r.Art = make([]ArtLayer, len(l.Art))
	for i, a := range l.Art {
		a.Cells = append([]uint32(nil), a.Cells...)
		r.Art[i] = a
	}
	if l.Art == nil {
		r.Art = nil
	}
	r.Props = append([]Prop(nil), l.Props...)
	if l.Background != nil {
		bg := *l.Background
		bg.Layout = append([]ChunkID(nil), bg.Layout...)
		r.Background = &bg
	}
	if l.Loops != nil {
		// The layout tools renumber loop chunks in place: a copy (the
		// autosave's) must not share them.
		lc := *l.Loops
		r.Loops = &lc
	}
	return &r
}

// Equal reports whether lib and o hold the same tiles and chunks.
func (lib *Library) Equal(o *Library) bool { return lib.Diff(o) == "" }

// Diff describes the first difference between lib and o, or returns "".
func (lib *Library) Diff(o *Library) string {
	switch {
	case lib == nil && o == nil:
		return ""
	case lib == nil || o == nil:
		return "library: one is nil"
	case lib.ChunkBlocks != o.ChunkBlocks:
		return fmt.Sprintf("library: chunk size %d vs %d", lib.ChunkBlocks, o.ChunkBlocks)
	case len(lib.Tiles) != len(o.Tiles):
		return fmt.Sprintf("library: %d tiles vs %d", len(lib.Tiles), len(o.Tiles))
	case len(lib.Chunks) != len(o.Chunks):
		return fmt.Sprintf("library: %d chunks vs %d", len(lib.Chunks), len(o.Chunks))
	}
	for i := range lib.Tiles {
		if lib.Tiles[i] != o.Tiles[i] {
			return fmt.Sprintf("library: tile %d: %+v vs %+v", i, lib.Tiles[i], o.Tiles[i])
		}
	}
	for i := range lib.Chunks {
		a, b := lib.Chunks[i].Blocks, o.Chunks[i].Blocks
		if len(a) != len(b) {
			return fmt.Sprintf("library: chunk %d: %d blocks vs %d", i, len(a), len(b))
		}
		for j := range a {
			if a[j] != b[j] {
				return fmt.Sprintf("library: chunk %d: block %d: %+v vs %+v", i, j, a[j], b[j])
			}
		}
	}
	return ""
}

// Equal reports whether l and o are the same level: every field, the
// layout, switchers, objects, art and properties, and their libraries'
// contents (not their identity). Nil and empty lists are equal.
func (l *Level) Equal(o *Level) bool { return l.Diff(o) == "" }

// Diff describes the first difference between l and o, or returns "".
// Round-trip tests print it.
func (l *Level) Diff(o *Level) string {
	switch {
	case l == nil && o == nil:
		return ""
	case l == nil || o == nil:
		return "level: one is nil"
	case l.Name != o.Name:
		return fmt.Sprintf("name %q vs %q", l.Name, o.Name)
	case l.Description != o.Description:
		return fmt.Sprintf("description %q vs %q", l.Description, o.Description)
	case l.Width != o.Width || l.Height != o.Height:
		return fmt.Sprintf("size %dx%d vs %dx%d", l.Width, l.Height, o.Width, o.Height)
	case l.LayoutW != o.LayoutW || l.LayoutH != o.LayoutH || len(l.Layout) != len(o.Layout):
		return fmt.Sprintf("layout size %dx%d (%d) vs %dx%d (%d)", l.LayoutW, l.LayoutH, len(l.Layout), o.LayoutW, o.LayoutH, len(o.Layout))
	case l.Start != o.Start:
		return fmt.Sprintf("start %v vs %v", l.Start, o.Start)
	case l.Bounds != o.Bounds:
		return fmt.Sprintf("bounds %v vs %v", l.Bounds, o.Bounds)
	}
	for i := range l.Layout {
		if l.Layout[i] != o.Layout[i] {
			return fmt.Sprintf("layout cell %d: chunk %d vs %d", i, l.Layout[i], o.Layout[i])
		}
	}
	if len(l.Switchers) != len(o.Switchers) {
		return fmt.Sprintf("%d switchers vs %d", len(l.Switchers), len(o.Switchers))
	}
	for i := range l.Switchers {
		if l.Switchers[i] != o.Switchers[i] {
			return fmt.Sprintf("switcher %d: %+v vs %+v", i, l.Switchers[i], o.Switchers[i])
		}
	}
	if len(l.Objects) != len(o.Objects) {
		return fmt.Sprintf("%d objects vs %d", len(l.Objects), len(o.Objects))
	}
	for i := range l.Objects {
		a, b := l.Objects[i], o.Objects[i]
		if a.ID != b.ID || a.Class != b.Class || a.Name != b.Name || a.X != b.X || a.Y != b.Y || a.W != b.W || a.H != b.H {
			return fmt.Sprintf("object %d: %+v vs %+v", i, a, b)
		}
		if d := propsDiff(a.Props, b.Props); d != "" {
			return fmt.Sprintf("object %d: %s", i, d)
		}
	}
	if len(l.Art) != len(o.Art) {
		return fmt.Sprintf("%d art layers vs %d", len(l.Art), len(o.Art))
	}
	for i := range l.Art {
		a, b := l.Art[i], o.Art[i]
		if a.Name != b.Name || len(a.Cells) != len(b.Cells) {
			return fmt.Sprintf("art layer %d: %q (%d cells) vs %q (%d cells)", i, a.Name, len(a.Cells), b.Name, len(b.Cells))
		}
		for j := range a.Cells {
			if a.Cells[j] != b.Cells[j] {
				return fmt.Sprintf("art layer %q: cell %d: %#x vs %#x", a.Name, j, a.Cells[j], b.Cells[j])
			}
		}
	}
	if d := propsDiff(l.Props, o.Props); d != "" {
		return "level " + d
	}
	return l.Lib.Diff(o.Lib)
}

func propsDiff(a, b []Prop) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d properties vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			return fmt.Sprintf("property %d: %+v vs %+v", i, a[i], b[i])
		}
	}
	return ""
}

package model

import (
	"fmt"
	"slices"

	"loopwright/heightmask"
	"loopwright/layers"
)

// Layout tools (docs/editor.md "Layout tools"), as SonLVL's Insert/Delete
// dialog (SonLVL/MainForm.cs, InsertDeleteDialog's entire row and entire
// column), its Replace dialogs and its Delete Unused / Remove Duplicates
// buttons do them, with undo: rows and columns of layout chunks inserted
// or deleted with the level's switchers, objects (rings among them), start
// and bounds moving with them; chunks replaced in layouts and tiles and
// blocks in chunks; unused and duplicate chunks and tiles removed with
// every reference remapped; and usage counts.

// levelShape is what inserting or deleting rows and columns changes in a
// level: its size, layout, decoration, bounds and things.
type levelShape struct {
	w, h, lw, lh int
	layout       []layers.ChunkID
	bounds       layers.Rect
	art          []layers.ArtLayer
	things       things
}

func saveShape(l *layers.Level) levelShape {
	s := levelShape{w: l.Width, h: l.Height, lw: l.LayoutW, lh: l.LayoutH, layout: slices.Clone(l.Layout), bounds: l.Bounds, things: snapThings(l)}
	for _, a := range l.Art {
		a.Cells = slices.Clone(a.Cells)
		s.art = append(s.art, a)
	}
	return s
}

func (s levelShape) apply(l *layers.Level) {
	l.Width, l.Height, l.LayoutW, l.LayoutH, l.Bounds = s.w, s.h, s.lw, s.lh, s.bounds
	l.Layout = slices.Clone(s.layout)
	l.Art = nil
	for _, a := range s.art {
		a.Cells = slices.Clone(a.Cells)
		l.Art = append(l.Art, a)
	}
	s.things.apply(l)
}

// InsertRows inserts n empty rows of chunks before layout row at (0..the
// layout's height) of the selected level, which grows by n chunks; every
// switcher, object, the start and the bounds' edges at or below the row's
// top move down with the rows (SonLVL's "move objects").
func (m *Model) InsertRows(at, n int) error { return m.shiftLayout(true, at, n, true) }

// DeleteRows deletes n rows of chunks from layout row at of the selected
// level, which shrinks by n chunks; what lies below moves up, and the
// switchers and objects inside the deleted rows are deleted with them.
func (m *Model) DeleteRows(at, n int) error { return m.shiftLayout(true, at, n, false) }

// InsertColumns is InsertRows for columns (things right of the column's
// left edge move right).
func (m *Model) InsertColumns(at, n int) error { return m.shiftLayout(false, at, n, true) }

// DeleteColumns is DeleteRows for columns.
func (m *Model) DeleteColumns(at, n int) error { return m.shiftLayout(false, at, n, false) }

func (m *Model) shiftLayout(rows bool, at, n int, insert bool) error {
	l := m.Level()
	if l == nil {
		return fmt.Errorf("no level is open")
	}
	what, size := "column", l.LayoutW
	if rows {
		what, size = "row", l.LayoutH
	}
	if n <= 0 {
		return fmt.Errorf("%d %ss: insert or delete at least one", n, what)
	}
	cb := l.Lib.ChunkBlocks
	w, h := l.Width, l.Height
	d := n * cb
	if !insert {
		d = -d
	}
	if rows {
		h += d
	} else {
		w += d
	}
	switch {
	case insert && (at < 0 || at > size):
		return fmt.Errorf("%s %d is outside the layout (0..%d)", what, at, size)
	case !insert && (at < 0 || at+n > size):
		return fmt.Errorf("%ss %d..%d are outside the layout (0..%d)", what, at, at+n-1, size-1)
	case !insert && n >= size:
		return fmt.Errorf("deleting %d %ss of %d would leave no level", n, what, size)
	}
	if err := CheckLevelSize(w, h); err != nil {
		return err
	}
	m.EndStroke()
	before := saveShape(l)
	var after *levelShape
	verb := "insert"
	if !insert {
		verb = "delete"
	}
	plural := what
	if n > 1 {
		plural += "s"
	}
	m.History.Do(&FuncAction{
		Desc: fmt.Sprintf("%s %d %s at %s %d", verb, n, plural, what, at),
		DoFn: func() {
			if after == nil {
				shiftLevel(l, rows, at, n, insert, w, h)
				s := saveShape(l)
				after = &s
				return
			}
			after.apply(l)
		},
		UndoFn: func() { before.apply(l) },
	})
	return nil
}

// shiftLevel inserts (or deletes) n chunk rows or columns at at, the level
// becoming w x h blocks.
func shiftLevel(l *layers.Level, rows bool, at, n int, insert bool, w, h int) {
	cb := l.Lib.ChunkBlocks
	lw, lh := l.LayoutW, l.LayoutH
	nlw, nlh := (w+cb-1)/cb, (h+cb-1)/cb
	// src maps a new layout (or block) coordinate along the shifted axis
	// to the old one, -1 for an inserted cell.
	src := func(c, unit int) int {
		a, k := at*unit, n*unit
		switch {
		case c < a:
			return c
		case insert && c < a+k:
			return -1
		case insert:
			return c - k
		}
		return c + k
	}
	layout := make([]layers.ChunkID, nlw*nlh)
	for cy := 0; cy < nlh; cy++ {
		for cx := 0; cx < nlw; cx++ {
			ox, oy := cx, cy
			if rows {
				oy = src(cy, 1)
			} else {
				ox = src(cx, 1)
			}
			if ox >= 0 && oy >= 0 && ox < lw && oy < lh {
				layout[cy*nlw+cx] = l.Layout[oy*lw+ox]
			}
		}
	}
	for i, a := range l.Art {
		if len(a.Cells) != l.Width*l.Height {
			continue
		}
		cells := make([]uint32, w*h)
		for by := 0; by < h; by++ {
			for bx := 0; bx < w; bx++ {
				ox, oy := bx, by
				if rows {
					oy = src(by, cb)
				} else {
					ox = src(bx, cb)
				}
				if ox >= 0 && oy >= 0 && ox < l.Width && oy < l.Height {
					cells[by*w+bx] = a.Cells[oy*l.Width+ox]
				}
			}
		}
		l.Art[i].Cells = cells
	}
	// Positions along the axis: at or past the edge move by the shift;
	// inside a deleted band they are deleted.
	edge, k := at*cb*16, n*cb*16
	move := func(p int) (int, bool) {
		switch {
		case p < edge:
			return p, true
		case insert:
			return p + k, true
		case p < edge+k:
			return p, false
		}
		return p - k, true
	}
	axis := func(x, y *int) bool {
		if rows {
			v, ok := move(*y)
			*y = v
			return ok
		}
		v, ok := move(*x)
		*x = v
		return ok
	}
	sw := l.Switchers[:0]
	for _, s := range l.Switchers {
		if axis(&s.X, &s.Y) {
			sw = append(sw, s)
		}
	}
	l.Switchers = sw
	obs := l.Objects[:0]
	for _, o := range l.Objects {
		if axis(&o.X, &o.Y) {
			obs = append(obs, o)
		}
	}
	l.Objects = obs
	if !axis(&l.Start.X, &l.Start.Y) {
		// The start was in the deleted band: it goes to the band's edge.
		if rows {
			l.Start.Y = edge
		} else {
			l.Start.X = edge
		}
	}
	full := l.Bounds == layers.Rect{Max: layers.Point{X: l.Width * 16, Y: l.Height * 16}}
	b := l.Bounds
	clampMove := func(p int) int {
		if v, ok := move(p); ok {
			return v
		}
		return edge
	}
	if rows {
		b.Min.Y, b.Max.Y = clampMove(b.Min.Y), clampMove(b.Max.Y)
	} else {
		b.Min.X, b.Max.X = clampMove(b.Min.X), clampMove(b.Max.X)
	}
	if full {
		b = layers.Rect{Max: layers.Point{X: w * 16, Y: h * 16}}
	}
	l.Bounds = b
	l.Layout, l.LayoutW, l.LayoutH, l.Width, l.Height = layout, nlw, nlh, w, h
}

// libState is the library and every level's layout, which the library
// tools change.
type libState struct {
	chunks  []layers.Chunk
	masks   []heightmask.Mask
	layouts [][]layers.ChunkID
	loops   []*layers.LoopChunks
	// pics and bgs are each level's picture and background plane, which
	// the chunk tools renumber with the chunks (replaced, never edited in
	// place).
	pics []layers.Picture
	bgs  []*layers.Plane
	// remap is the renumbering remembered for the levels sharing a
	// project level's chunk files (shared_chunks.go).
	remap []int
	// maskRemap is the same for the levels sharing its collision arrays.
	maskRemap []int
}

func (m *Model) saveLib() libState {
	lib := m.Lib()
	s := libState{chunks: cloneChunks(lib.Chunks), masks: slices.Clone(lib.Tiles), remap: slices.Clone(m.shared.remap),
		maskRemap: slices.Clone(m.shared.masks.remap)}
	for _, l := range m.Pack.Levels {
		s.layouts = append(s.layouts, slices.Clone(l.Layout))
		var lc *layers.LoopChunks
		if l.Loops != nil {
			c := *l.Loops
			lc = &c
		}
		s.loops = append(s.loops, lc)
		s.pics = append(s.pics, l.Picture)
		s.bgs = append(s.bgs, l.Background)
	}
	return s
}

func (m *Model) applyLib(s libState) {
	lib := m.Lib()
	lib.Chunks = cloneChunks(s.chunks)
	lib.Tiles = slices.Clone(s.masks)
	m.shared.remap = slices.Clone(s.remap)
	m.shared.masks.remap = slices.Clone(s.maskRemap)
	for i, l := range m.Pack.Levels {
		if i < len(s.layouts) {
			l.Layout = slices.Clone(s.layouts[i])
			if s.loops[i] != nil {
				c := *s.loops[i]
				l.Loops = &c
			} else {
				l.Loops = nil
			}
			l.Picture, l.Background = s.pics[i], s.bgs[i]
		}
	}
	if m.Selected >= len(lib.Tiles) {
		m.Selected = len(lib.Tiles) - 1
	}
}

// libEdit records f, an edit of the library and the layouts, as one undo
// step named desc, when it changed anything; it returns f's count.
func (m *Model) libEdit(desc string, f func() int) int {
	m.EndStroke()
	before := m.saveLib()
	n := f()
	if n == 0 {
		return 0
	}
	after := m.saveLib()
	m.applyLib(before)
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf(desc, n),
		DoFn:   func() { m.applyLib(after) },
		UndoFn: func() { m.applyLib(before) },
	})
	return n
}

// ChunkUsage returns how many layout cells of every level use each chunk.
func (m *Model) ChunkUsage() []int {
	use := make([]int, len(m.Lib().Chunks))
	for _, l := range m.Pack.Levels {
		if l.Lib != m.Lib() {
			continue
		}
		for _, id := range l.Layout {
			if int(id) < len(use) {
				use[id]++
			}
		}
	}
	return use
}

// TileUsage returns how many chunk cells (either path, of every chunk)
// use each tile.
func (m *Model) TileUsage() []int {
	lib := m.Lib()
	use := make([]int, len(lib.Tiles))
	for _, c := range lib.Chunks {
		for _, b := range c.Blocks {
			for _, cell := range b {
				if int(cell.Tile) < len(use) {
					use[cell.Tile]++
				}
			}
		}
	}
	return use
}

// ReplaceChunk puts chunk to wherever chunk from is in the selected
// level's layout (allLevels: every level's); it returns the cells changed.
func (m *Model) ReplaceChunk(from, to layers.ChunkID, allLevels bool) int {
	lib := m.Lib()
	if from == to || int(from) >= len(lib.Chunks) || int(to) >= len(lib.Chunks) || m.Level() == nil {
		return 0
	}
	return m.libEdit(fmt.Sprintf("replace chunk %d with %d in %%d cells", from, to), func() int {
		n := 0
		for _, l := range m.Pack.Levels {
			if l.Lib != lib || (!allLevels && l != m.Level()) {
				continue
			}
			for i, id := range l.Layout {
				if id == from {
					l.Layout[i] = to
					n++
				}
			}
		}
		return n
	})
}

// ReplaceTile puts tile to in every chunk cell holding tile from (either
// path, its flips and solidity kept); it returns the cells changed.
func (m *Model) ReplaceTile(from, to layers.TileID) int {
	lib := m.Lib()
	if from == to || int(from) >= len(lib.Tiles) || int(to) >= len(lib.Tiles) {
		return 0
	}
	return m.libEdit(fmt.Sprintf("replace tile %d with %d in %%d cells", from, to), func() int {
		n := 0
		for _, c := range lib.Chunks {
			for i := range c.Blocks {
				for p := range c.Blocks[i] {
					if c.Blocks[i][p].Tile == from {
						c.Blocks[i][p].Tile = to
						n++
					}
				}
			}
		}
		return n
	})
}

// ReplaceBlock puts block to (both paths) wherever block from is, in every
// chunk; it returns the blocks changed.
func (m *Model) ReplaceBlock(from, to layers.Block) int {
	if from == to {
		return 0
	}
	lib := m.Lib()
	return m.libEdit("replace a block in %d places", func() int {
		n := 0
		for _, c := range lib.Chunks {
			for i := range c.Blocks {
				if c.Blocks[i] == from {
					c.Blocks[i] = to
					n++
				}
			}
		}
		return n
	})
}

// BrushBlock returns what the brush paints over block old: its tile,
// flips and solidity on the brush's paths, old's cells on the others.
func (m *Model) BrushBlock(old layers.Block) layers.Block { return m.Brush().block(old, false) }

// remapChunks applies newID (old id -> new id, -1: removed) to every
// level's layout and loop chunks and compacts the chunk list.
func (m *Model) remapChunks(newID []int) {
	lib := m.Lib()
	for _, l := range m.Pack.Levels {
		if l.Lib != lib {
			continue
		}
		for i, id := range l.Layout {
			if int(id) < len(newID) && newID[id] >= 0 {
				l.Layout[i] = layers.ChunkID(newID[id])
			}
		}
		if l.Loops != nil {
			for _, p := range []*layers.ChunkID{&l.Loops.Loop[0], &l.Loops.Loop[1], &l.Loops.Roll[0], &l.Loops.Roll[1]} {
				if int(*p) < len(newID) && newID[*p] >= 0 {
					*p = layers.ChunkID(newID[*p])
				}
			}
		}
	}
	m.remapArt(newID)
	m.noteRemap(newID)
	var kept []layers.Chunk
	for id, c := range lib.Chunks {
		if newID[id] == len(kept) {
			kept = append(kept, c)
		}
	}
	lib.Chunks = kept
}

// DeleteUnusedChunks removes every chunk no level's layout uses (chunk 0,
// the empty chunk, stays), renumbering the rest in order; it returns the
// number removed. On a SonLVL project's level, a chunk the levels sharing
// its chunk files use is used (SharedChunkUsage), and the renumbering is
// remembered for their layouts (Save); when they cannot be read nothing is
// removed (ChunkToolError says why).
func (m *Model) DeleteUnusedChunks() int {
	if m.s1Project() {
		n, _ := m.s1DeleteUnused() // (s1_chunks.go)
		return n
	}
	shared, _, err := m.SharedChunkUsage()
	if err != nil {
		return 0
	}
	return m.libEdit("delete %d unused chunks", func() int {
		use := m.ChunkUsage()
		for id, u := range shared {
			if id < len(use) {
				use[id] += u // used by a level sharing the chunk files
			}
		}
		pin, _ := m.PartPinnedChunks()
		for id := 0; id < pin && id < len(use); id++ {
			use[id]++ // pinned: nothing below it goes, so it does not move
		}
		for _, l := range m.Pack.Levels {
			if l.Background != nil && l.Lib == m.Lib() {
				for _, id := range l.Background.Layout {
					if int(id) < len(use) {
						use[id]++ // the background plane's chunks are used
					}
				}
			}
			if l.Loops != nil {
				for _, id := range append(l.Loops.Loop[:], l.Loops.Roll[:]...) {
					if int(id) < len(use) {
						use[id]++ // Sonic 1's loop chunks are kept: the physics names them
					}
				}
			}
		}
		newID := make([]int, len(use))
		n, next := 0, 0
		for id, u := range use {
			if id != 0 && u == 0 {
				newID[id] = -1
				n++
				continue
			}
			newID[id] = next
			next++
		}
		if n > 0 {
			m.remapChunks(newID)
		}
		return n
	})
}

// RemoveDuplicateChunks merges chunks with the same blocks into the first
// of them (layouts remapped) and removes the others; it returns the number
// removed. On a SonLVL project's level the renumbering is remembered for
// the levels sharing its chunk files (Save); when they cannot be read
// nothing is merged (ChunkToolError says why).
func (m *Model) RemoveDuplicateChunks() int {
	if m.ChunkToolError() != nil {
		return 0
	}
	if m.s1Project() {
		n, _ := m.s1RemoveDuplicates() // (s1_chunks.go)
		return n
	}
	lib := m.Lib()
	pin, _ := m.PartPinnedChunks()
	return m.libEdit("remove %d duplicate chunks", func() int {
		first := map[string]int{}
		newID := make([]int, len(lib.Chunks))
		n, next := 0, 0
		for id, c := range lib.Chunks {
			key := fmt.Sprint(c.Blocks) + m.chunkArtKey(id)
			if id < pin {
				// Pinned: kept in place, a later duplicate merged into it.
				if _, ok := first[key]; !ok {
					first[key] = id
				}
				newID[id] = next
				next++
				continue
			}
			if f, ok := first[key]; ok && id != 0 {
				newID[id] = newID[f]
				n++
				continue
			}
			first[key] = id
			newID[id] = next
			next++
		}
		if n == 0 {
			return 0
		}
		// Duplicates map to a kept id; compaction keeps ids equal to
		// their position only.
		kept := make([]layers.Chunk, 0, next)
		seen := map[int]bool{}
		for id, c := range lib.Chunks {
			if !seen[newID[id]] {
				seen[newID[id]] = true
				kept = append(kept, c)
			}
		}
		for _, l := range m.Pack.Levels {
			if l.Lib != lib {
				continue
			}
			for i, id := range l.Layout {
				l.Layout[i] = layers.ChunkID(newID[id])
			}
			if l.Loops != nil {
				for _, p := range []*layers.ChunkID{&l.Loops.Loop[0], &l.Loops.Loop[1], &l.Loops.Roll[0], &l.Loops.Roll[1]} {
					if int(*p) < len(newID) {
						*p = layers.ChunkID(newID[*p])
					}
				}
			}
		}
		m.remapArt(newID)
		m.noteRemap(newID)
		lib.Chunks = kept
		return n
	})
}

// remapTiles applies newID (old tile -> new tile) to every chunk cell and
// keeps the tiles listed in keep, in order.
func remapTiles(lib *layers.Library, newID []int, keep []int) {
	for _, c := range lib.Chunks {
		for i := range c.Blocks {
			for p := range c.Blocks[i] {
				if t := int(c.Blocks[i][p].Tile); t < len(newID) {
					c.Blocks[i][p].Tile = layers.TileID(newID[t])
				}
			}
		}
	}
	tiles := make([]heightmask.Mask, 0, len(keep))
	for _, t := range keep {
		tiles = append(tiles, lib.Tiles[t])
	}
	lib.Tiles = tiles
}

// DeleteUnusedTiles removes every tile no chunk cell uses (tile 0, the
// empty tile, stays), renumbering the rest in order; it returns the number
// removed. On a SonLVL project's level whose collision arrays other
// levels share, a tile their collision indexes name is used, and Save
// renumbers their indexes with the tiles (SharedTileUsage). It removes
// nothing where TileToolError says why.
func (m *Model) DeleteUnusedTiles() int {
	shared, _, err := m.SharedTileUsage()
	if err != nil {
		return 0
	}
	lib := m.Lib()
	return m.libEdit("delete %d unused tiles", func() int {
		use := m.TileUsage()
		for t, u := range shared {
			if t < len(use) {
				use[t] += u
			}
		}
		newID := make([]int, len(use))
		var keep []int
		for t, u := range use {
			if t != 0 && u == 0 {
				newID[t] = -1
				continue
			}
			newID[t] = len(keep)
			keep = append(keep, t)
		}
		n := len(use) - len(keep)
		if n > 0 {
			remapTiles(lib, newID, keep)
			m.noteMaskRemap(newID)
		}
		return n
	})
}

// RemoveDuplicateTiles merges tiles with the same mask (heights, widths,
// angle, flags) into the first of them (chunk cells remapped) and removes
// the others; it returns the number removed. On a SonLVL project's level
// whose collision arrays other levels share, Save renumbers their
// collision indexes with the tiles (identical masks: they collide as
// before). It merges nothing where TileToolError says why.
func (m *Model) RemoveDuplicateTiles() int {
	if m.TileToolError() != nil {
		return 0
	}
	lib := m.Lib()
	return m.libEdit("remove %d duplicate tiles", func() int {
		first := map[heightmask.Mask]int{}
		newID := make([]int, len(lib.Tiles))
		var keep []int
		for t, mask := range lib.Tiles {
			if f, ok := first[mask]; ok && t != 0 {
				newID[t] = newID[f]
				continue
			}
			first[mask] = t
			newID[t] = len(keep)
			keep = append(keep, t)
		}
		n := len(lib.Tiles) - len(keep)
		if n > 0 {
			remapTiles(lib, newID, keep)
			m.noteMaskRemap(newID)
		}
		return n
	})
}

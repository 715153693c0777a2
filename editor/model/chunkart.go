package model

import (
	"fmt"
	"image"
	"slices"

	"loopwright/layers"
	"loopwright/mdart"
)

// Chunks built from art blocks (docs/editor.md "Chunks from art"): the
// chunk editor's Art block tool places a 16x16 art block, with its flips,
// in a block of the selected chunk's art, as the selected level's picture
// draws it. In a SonLVL project's level the games' chunk word flips the
// art and the collision alike, so the block's collision takes the art
// block's flips in the same undo step. The chunk tools that renumber
// chunks (delete, delete unused, remove duplicates, duplicate) carry every
// level's art with its chunks.

// ArtBrush returns the art block the Art block tool places.
func (m *Model) ArtBrush() mdart.BlockRef { return m.lv.artBrush }

// SetArtBrush sets the art block the Art block tool places (not an edit).
func (m *Model) SetArtBrush(r mdart.BlockRef) {
	r.Solid, r.Extra = [2]uint8{}, 0
	if r == m.lv.artBrush {
		return
	}
	m.lv.artBrush = r
	m.notify()
}

// ChunkArt returns the art block placed at block (bx, by) of chunk id in
// the selected level's picture, or false when it has no art there.
func (m *Model) ChunkArt(id layers.ChunkID, bx, by int) (mdart.BlockRef, bool) {
	a := m.levelArt()
	n := m.Lib().ChunkBlocks
	if a == nil || bx < 0 || by < 0 || bx >= n || by >= n {
		return mdart.BlockRef{}, false
	}
	ai := artIndex(a, int(id))
	if ai < 0 || ai >= len(a.Chunks) || by*n+bx >= len(a.Chunks[ai].Blocks) {
		return mdart.BlockRef{}, false
	}
	return a.Chunks[ai].Blocks[by*n+bx], true
}

// artIndex maps a chunk id to the index of its art in a.Chunks.
func artIndex(a *mdart.LevelArt, id int) int {
	if a.ChunkOf != nil {
		return a.ChunkOf(id)
	}
	return id
}

// gameFlips reports whether the open file's art shares its flips with the
// collision (a SonLVL project's chunk words).
func (m *Model) gameFlips() bool { return IsProject(m.Path) }

// PlaceChunkArt places the art brush at block (bx, by) of the selected
// chunk in the selected level's picture as one undo step (in a SonLVL
// project's level the block's collision cells take its flips); it reports
// whether anything changed. A level without art, or chunk 0, is an error.
func (m *Model) PlaceChunkArt(bx, by int) (bool, error) {
	l := m.Level()
	a := m.levelArt()
	if l == nil || a == nil {
		return false, fmt.Errorf("this level has no art: import a picture first (Art > Import picture as section)")
	}
	lib := m.Lib()
	n := lib.ChunkBlocks
	id := m.SelectedChunk()
	if id == 0 || bx < 0 || by < 0 || bx >= n || by >= n || a.ChunkBlocks != n {
		return false, nil
	}
	ref := m.lv.artBrush
	if int(ref.Block) >= len(a.Blocks) {
		return false, fmt.Errorf("art block %d: the level has blocks 0..%d", ref.Block, len(a.Blocks)-1)
	}
	ai := artIndex(a, int(id))
	if ai < 0 {
		return false, fmt.Errorf("chunk %d has no place in the level's art", id)
	}
	k := by*n + bx
	var oldRef mdart.BlockRef
	if ai < len(a.Chunks) && k < len(a.Chunks[ai].Blocks) {
		oldRef = a.Chunks[ai].Blocks[k]
	}
	ref.Solid = oldRef.Solid
	ref.Extra = oldRef.Extra
	oldBlk := lib.Chunks[id].Blocks[k]
	newBlk := oldBlk
	if m.gameFlips() {
		for p := range newBlk {
			if newBlk[p].Tile != 0 {
				newBlk[p].XFlip, newBlk[p].YFlip = ref.XFlip, ref.YFlip
			}
		}
	}
	if ref == oldRef && newBlk == oldBlk && ai < len(a.Chunks) {
		return false, nil
	}
	st := m.lv.artStroke
	if st != nil && (st.l != l || st.id != id) {
		m.EndStroke()
		st = nil
	}
	oldPic := l.Picture
	chunks := slices.Clone(a.Chunks)
	for len(chunks) <= ai {
		chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, n*n)})
	}
	refs := make([]mdart.BlockRef, n*n)
	copy(refs, chunks[ai].Blocks)
	refs[k] = ref
	chunks[ai] = mdart.Chunk{Blocks: refs}
	replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
	newPic := l.Picture
	l.Picture = oldPic
	set := func(pic layers.Picture, b layers.Block) {
		l.Picture = pic
		if int(id) < len(lib.Chunks) && k < len(lib.Chunks[id].Blocks) {
			lib.Chunks[id].Blocks[k] = b
		}
	}
	if st != nil {
		// Inside a drag: applied now, recorded when the drag ends.
		set(newPic, newBlk)
		st.n++
		m.notify()
		return true, nil
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("place art block %d in chunk %d", ref.Block, id),
		DoFn:   func() { set(newPic, newBlk) },
		UndoFn: func() { set(oldPic, oldBlk) },
	})
	return true, nil
}

// artStroke is a drag of the Art block tool: the level's picture and the
// chunk's collision before it, and the blocks placed.
type artStroke struct {
	l         *layers.Level
	id        layers.ChunkID
	picBefore layers.Picture
	blkBefore []layers.Block
	n         int
}

// beginArtStroke opens a drag of the Art block tool on the selected
// chunk: the blocks it places until EndStroke are one undo step.
func (m *Model) beginArtStroke() {
	m.EndStroke()
	l := m.Level()
	id := m.SelectedChunk()
	if l == nil || id == 0 || int(id) >= len(m.Lib().Chunks) {
		return
	}
	m.lv.artStroke = &artStroke{l: l, id: id, picBefore: l.Picture, blkBefore: slices.Clone(m.Lib().Chunks[id].Blocks)}
}

// endArtStroke records the open Art block drag, if it placed anything.
func (m *Model) endArtStroke() {
	st := m.lv.artStroke
	if st == nil {
		return
	}
	m.lv.artStroke = nil
	lib := m.Lib()
	if st.n == 0 || int(st.id) >= len(lib.Chunks) {
		return
	}
	l, id := st.l, st.id
	picAfter, blkAfter := l.Picture, slices.Clone(lib.Chunks[id].Blocks)
	set := func(pic layers.Picture, b []layers.Block) {
		l.Picture = pic
		if int(id) < len(lib.Chunks) {
			lib.Chunks[id].Blocks = slices.Clone(b)
		}
	}
	m.History.Push(&FuncAction{
		Desc:   fmt.Sprintf("place %s in chunk %d", Count(st.n, "art block"), id),
		DoFn:   func() { set(picAfter, blkAfter) },
		UndoFn: func() { set(st.picBefore, st.blkBefore) },
	})
}

// remapArt gives every level whose art follows the chunk ids (a pack's, a
// Sonic 2 project's) the art of its chunks renumbered by newID (old id ->
// new id, -1 removed; several old ids may merge into one, the first
// kept), and renumbers the background planes' chunks alike.
func (m *Model) remapArt(newID []int) {
	lib := m.Lib()
	for _, l := range m.Pack.Levels {
		if l.Lib != lib {
			continue
		}
		if bg := l.Background; bg != nil {
			lay := slices.Clone(bg.Layout)
			for i, id := range lay {
				if int(id) < len(newID) && newID[id] >= 0 {
					lay[i] = layers.ChunkID(newID[id])
				} else if int(id) < len(newID) {
					lay[i] = 0
				}
			}
			l.Background = &layers.Plane{W: bg.W, H: bg.H, Layout: lay}
		}
		a, ok := l.Picture.(*mdart.LevelArt)
		if !ok || a == nil || !ArtFollowsChunks(l) {
			continue
		}
		var chunks []mdart.Chunk
		set := map[int]bool{}
		for id, nid := range newID {
			if nid < 0 || id >= len(a.Chunks) || set[nid] {
				continue
			}
			set[nid] = true
			for len(chunks) <= nid {
				chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, a.ChunkBlocks*a.ChunkBlocks)})
			}
			chunks[nid] = mdart.Chunk{Blocks: slices.Clone(a.Chunks[id].Blocks)}
		}
		replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
	}
}

// placed reports whether a chunk's art places any block.
func artPlaced(c mdart.Chunk) bool {
	for _, r := range c.Blocks {
		if r != (mdart.BlockRef{}) {
			return true
		}
	}
	return false
}

// ArtFollowsChunks reports whether level l's picture, if it has one of
// patterns and blocks, numbers its chunks as the library does (a pack's
// art, a Sonic 2 project's), so that the chunk tools can carry it along;
// Sonic 1's files number them from one less, and its loop chunks share
// their art.
func ArtFollowsChunks(l *layers.Level) bool {
	a, ok := l.Picture.(*mdart.LevelArt)
	if !ok || a == nil || a.ChunkOf == nil {
		return true
	}
	for id := 0; id < len(l.Lib.Chunks) && id < 0x100; id++ {
		if a.ChunkOf(id) != id {
			return false
		}
	}
	return true
}

// chunkArtKey is chunk id's art in every level that has art, for telling
// duplicate chunks apart.
func (m *Model) chunkArtKey(id int) string {
	s := ""
	for _, l := range m.Pack.Levels {
		if a, ok := l.Picture.(*mdart.LevelArt); ok && a != nil {
			if ai := artIndex(a, id); ai >= 0 && ai < len(a.Chunks) && artPlaced(a.Chunks[ai]) {
				s += fmt.Sprint(a.Chunks[ai].Blocks)
			}
			s += "|"
		}
	}
	return s
}

// ArtBlockImage returns the 16x16 picture of art block ref (with its
// flips) in the selected level's art, over the backdrop, or nil when the
// level has no such block.
func (m *Model) ArtBlockImage(ref mdart.BlockRef) *image.RGBA {
	a := m.levelArt()
	if a == nil || int(ref.Block) >= len(a.Blocks) {
		return nil
	}
	one := &mdart.LevelArt{Patterns: a.Patterns, Blocks: []mdart.Block{FlipArtBlock(a.Blocks[ref.Block], ref.XFlip, ref.YFlip)},
		Palette: a.Palette, Backdrop: a.Backdrop}
	return one.BlockImage(0, mdart.AllPlanes)
}

package model

import (
	"fmt"
	"slices"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
)

// ChunkTool is what a click in the chunk editor does to a block's cell.
type ChunkTool int

// Chunk editor tools.
const (
	ChunkBrush      ChunkTool = iota // place the brush tile (with its flips and solidity)
	ChunkErase                       // empty the cell
	ChunkFlipX                       // toggle the X flip
	ChunkFlipY                       // toggle the Y flip
	ChunkSolidTop                    // solidity top
	ChunkSolidSides                  // solidity sides
	ChunkSolidAll                    // solidity all
	ChunkSolidNone                   // solidity none
	ChunkArtBlock                    // place the art brush (chunkart.go) in the selected level's art
	ChunkToolCount
)

var chunkToolNames = [ChunkToolCount]string{"Brush (B)", "Erase (E)", "Flip X (X)", "Flip Y (Y)", "Solid top (T)", "Solid sides (W)", "Solid all (A)", "Solid none (N)", "Art block (K)"}

// String returns the tool's name and key.
func (t ChunkTool) String() string {
	if t >= 0 && t < ChunkToolCount {
		return chunkToolNames[t]
	}
	return "?"
}

// SelectedChunk returns the chunk the chunk editor edits (0, the empty
// chunk, cannot be edited).
func (m *Model) SelectedChunk() layers.ChunkID {
	n := len(m.Lib().Chunks)
	switch {
	case n <= 1:
		return 0
	case m.lv.chunk <= 0:
		return 1
	case m.lv.chunk >= n:
		return layers.ChunkID(n - 1)
	}
	return layers.ChunkID(m.lv.chunk)
}

// SelectChunk selects chunk id in the chunk editor (not an edit).
func (m *Model) SelectChunk(id layers.ChunkID) {
	if int(id) >= len(m.Lib().Chunks) || int(id) == m.lv.chunk {
		return
	}
	m.EndStroke()
	m.lv.chunk = int(id)
	m.notify()
}

// EditChunkCell applies tool t to block (bx, by) of the selected chunk on
// the paths of ps, inside the open stroke (a drag) or as an edit of its
// own. Within one stroke a flip toggles each block once. It reports
// whether the chunk changed.
func (m *Model) EditChunkCell(bx, by int, ps PathSet, t ChunkTool) bool {
	if t == ChunkArtBlock {
		ok, _ := m.PlaceChunkArt(bx, by)
		return ok
	}
	id := m.SelectedChunk()
	lib := m.Lib()
	n := lib.ChunkBlocks
	if id == 0 || bx < 0 || by < 0 || bx >= n || by >= n || len(lib.Chunks[id].Blocks) != n*n {
		return false
	}
	desc := chunkDesc(t, id)
	own := m.lv.open == nil
	e := m.lv.open
	if e == nil || e.lvl != nil || e.desc != desc {
		e = m.beginEdit(nil, desc)
	}
	key := [2]int{bx, by}
	_, visited := e.blocks[key]
	i := by*n + bx
	e.touchChunk(id)
	blk := &lib.Chunks[id].Blocks[i]
	old := *blk
	b := m.Brush()
	for p := layers.PathA; p <= layers.PathB; p++ {
		if !ps.Has(p) {
			continue
		}
		c := &blk[p]
		switch t {
		case ChunkBrush:
			*c = layers.Cell{Tile: b.Tile, XFlip: b.XFlip, YFlip: b.YFlip, Solidity: b.Solidity}
			if b.Tile == 0 {
				*c = layers.Cell{}
			}
		case ChunkErase:
			*c = layers.Cell{}
		case ChunkFlipX:
			if !visited && c.Tile != 0 {
				c.XFlip = !c.XFlip
			}
		case ChunkFlipY:
			if !visited && c.Tile != 0 {
				c.YFlip = !c.YFlip
			}
		case ChunkSolidTop, ChunkSolidSides, ChunkSolidAll, ChunkSolidNone:
			if c.Tile != 0 {
				c.Solidity = [...]heightmask.Solidity{heightmask.SolidTop, heightmask.SolidSides, heightmask.SolidAll, heightmask.SolidNone}[t-ChunkSolidTop]
			}
		}
	}
	changed := *blk != old
	if changed || t == ChunkFlipX || t == ChunkFlipY {
		e.blocks[key] = struct{}{}
	}
	if own {
		m.EndStroke()
	} else if changed {
		m.notify()
	}
	return changed
}

func chunkDesc(t ChunkTool, id layers.ChunkID) string {
	return fmt.Sprintf("%s %%d blocks of chunk %d", chunkVerb(t), id)
}

// BeginChunkStroke opens a drag of tool t on the selected chunk: the
// EditChunkCell calls until EndStroke are one undo step.
func (m *Model) BeginChunkStroke(t ChunkTool) {
	if t == ChunkArtBlock {
		m.beginArtStroke()
		return
	}
	m.beginEdit(nil, chunkDesc(t, m.SelectedChunk()))
}

func chunkVerb(t ChunkTool) string {
	switch t {
	case ChunkBrush:
		return "paint"
	case ChunkErase:
		return "erase"
	case ChunkFlipX:
		return "flip X of"
	case ChunkFlipY:
		return "flip Y of"
	case ChunkArtBlock:
		return "place art in"
	}
	return "set solidity of"
}

// AddChunk appends an empty chunk and selects it.
func (m *Model) AddChunk() {
	lib := m.Lib()
	if m.s1Project() {
		// Sonic 1: the library is indexed by layout byte; the first
		// empty number after the last chunk is the new chunk (a number
		// from $80 on is a loop form, s1_chunks.go).
		slot := m.s1Top()
		if slot >= 0x80 {
			return
		}
		if slot < len(lib.Chunks) {
			m.SelectChunk(layers.ChunkID(slot))
			return
		}
	}
	e := m.beginEdit(nil, fmt.Sprintf("add chunk %d", len(lib.Chunks)))
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, lib.ChunkBlocks*lib.ChunkBlocks)})
	m.lv.chunk = len(lib.Chunks) - 1
	m.commitEdit(e)
}

// DuplicateChunk appends a copy of the selected chunk, its art in every
// level that has art included, and selects it.
func (m *Model) DuplicateChunk() {
	m.EndStroke()
	lib := m.Lib()
	id := m.SelectedChunk()
	if m.s1Project() {
		m.s1DuplicateChunk(id)
		return
	}
	before := m.saveLib()
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: slices.Clone(lib.Chunks[id].Blocks)})
	nid := len(lib.Chunks) - 1
	for _, l := range m.Pack.Levels {
		a, ok := l.Picture.(*mdart.LevelArt)
		if !ok || a == nil || l.Lib != lib || !ArtFollowsChunks(l) || int(id) >= len(a.Chunks) {
			continue
		}
		chunks := slices.Clone(a.Chunks)
		for len(chunks) < nid {
			chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, a.ChunkBlocks*a.ChunkBlocks)})
		}
		chunks = append(chunks[:nid], mdart.Chunk{Blocks: slices.Clone(a.Chunks[id].Blocks)})
		replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
	}
	m.libStep(fmt.Sprintf("duplicate chunk %d", id), before, int(id), nid)
}

// libStep records the library edit just made (from before) as one undo
// step, selecting chunk selAfter, or selBefore when undone.
func (m *Model) libStep(desc string, before libState, selBefore, selAfter int) {
	after := m.saveLib()
	m.applyLib(before)
	m.History.Do(&FuncAction{
		Desc:   desc,
		DoFn:   func() { m.applyLib(after); m.lv.chunk = selAfter },
		UndoFn: func() { m.applyLib(before); m.lv.chunk = selBefore },
	})
}

// DeleteChunk removes the selected chunk: layout cells that placed it
// become the empty chunk and later chunks move down one id in every level
// (the levels' art and background planes with them, and on Save the
// layouts of the levels sharing a project level's chunk files).
func (m *Model) DeleteChunk() {
	m.EndStroke()
	lib := m.Lib()
	del := m.SelectedChunk()
	if del == 0 {
		return
	}
	if m.s1Project() {
		_ = m.s1DeleteChunk(del) // refused as DeleteChunkError says (s1_chunks.go)
		return
	}
	if m.DeleteChunkError(del) != nil {
		return // the sharers cannot be read, or the chunk is pinned
	}
	before := m.saveLib()
	newID := make([]int, len(lib.Chunks))
	for id := range newID {
		switch {
		case id == int(del):
			newID[id] = -1
		case id > int(del):
			newID[id] = id - 1
		default:
			newID[id] = id
		}
	}
	for _, l := range m.Pack.Levels {
		if l.Lib != lib {
			continue
		}
		for i, id := range l.Layout {
			switch {
			case id == del:
				l.Layout[i] = 0
			case id > del:
				l.Layout[i]--
			}
		}
	}
	m.remapArt(newID)
	m.noteRemap(newID) // the levels sharing a project's chunk files too
	lib.Chunks = slices.Delete(lib.Chunks, int(del), int(del)+1)
	sel := min(int(del), len(lib.Chunks)-1)
	m.libStep(fmt.Sprintf("delete chunk %d", del), before, int(del), sel)
}

// DeleteChunkError returns why DeleteChunk would refuse chunk id: the
// levels sharing a project level's chunk files cannot be read, or, in a
// Sonic 1 project's level, the chunk is pinned or a placed loop chunk
// reads its path B from it, or it lies in a chunk file part other levels
// share without sharing the whole chunks= key (PartPinnedChunks). Nil
// when it can go.
func (m *Model) DeleteChunkError(id layers.ChunkID) error {
	if err := m.ChunkToolError(); err != nil {
		return err
	}
	if pin, names := m.PartPinnedChunks(); int(id) < pin {
		return fmt.Errorf("chunk $%02X is pinned: it is in a chunk file part %s shares (the primary chunks), whose layouts the chunk tools do not renumber", int(id), strings.Join(names, ", "))
	}
	return m.S1DeleteChunkError(id)
}

// ChunkUses returns how many layout cells of the pack's levels place
// chunk id.
func (m *Model) ChunkUses(id layers.ChunkID) int {
	n := 0
	for _, l := range m.Pack.Levels {
		for _, c := range l.Layout {
			if c == id {
				n++
			}
		}
	}
	return n
}

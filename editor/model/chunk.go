package model

import (
	"fmt"
	"slices"

	"loopwright/heightmask"
	"loopwright/layers"
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
	ChunkToolCount
)

var chunkToolNames = [ChunkToolCount]string{"Brush (B)", "Erase (E)", "Flip X (X)", "Flip Y (Y)", "Solid top (T)", "Solid sides (W)", "Solid all (A)", "Solid none (N)"}

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
	}
	return "set solidity of"
}

// AddChunk appends an empty chunk and selects it.
func (m *Model) AddChunk() {
	lib := m.Lib()
	e := m.beginEdit(nil, fmt.Sprintf("add chunk %d", len(lib.Chunks)))
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, lib.ChunkBlocks*lib.ChunkBlocks)})
	m.lv.chunk = len(lib.Chunks) - 1
	m.commitEdit(e)
}

// DuplicateChunk appends a copy of the selected chunk and selects it.
func (m *Model) DuplicateChunk() {
	lib := m.Lib()
	id := m.SelectedChunk()
	e := m.beginEdit(nil, fmt.Sprintf("duplicate chunk %d", id))
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: slices.Clone(lib.Chunks[id].Blocks)})
	m.lv.chunk = len(lib.Chunks) - 1
	m.commitEdit(e)
}

// DeleteChunk removes the selected chunk: layout cells that placed it
// become the empty chunk and later chunks move down one id in every level.
func (m *Model) DeleteChunk() {
	m.EndStroke()
	lib := m.Lib()
	del := m.SelectedChunk()
	if del == 0 {
		return
	}
	chunksBefore := cloneChunks(lib.Chunks)
	chunksAfter := slices.Delete(cloneChunks(lib.Chunks), int(del), int(del)+1)
	levels := slices.Clone(m.Pack.Levels)
	var layBefore, layAfter [][]layers.ChunkID
	for _, l := range levels {
		b := slices.Clone(l.Layout)
		a := slices.Clone(l.Layout)
		for i, id := range a {
			switch {
			case id == del:
				a[i] = 0
			case id > del:
				a[i]--
			}
		}
		layBefore, layAfter = append(layBefore, b), append(layAfter, a)
	}
	apply := func(ch []layers.Chunk, lay [][]layers.ChunkID, sel int) {
		lib.Chunks = cloneChunks(ch)
		for i, l := range levels {
			l.Layout = slices.Clone(lay[i])
		}
		m.lv.chunk = sel
	}
	sel := min(int(del), len(chunksAfter)-1)
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("delete chunk %d", del),
		DoFn:   func() { apply(chunksAfter, layAfter, sel) },
		UndoFn: func() { apply(chunksBefore, layBefore, int(del)) },
	})
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

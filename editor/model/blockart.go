package model

import (
	"fmt"
	"slices"

	"loopwright/mdart"
)

// Block art (docs/editor.md "Block art"): a SonLVL project level's 16x16
// art blocks are four pattern words each (top-left, top-right,
// bottom-left, bottom-right): the 8x8 pattern, its palette line, priority
// and flips. A block's words set are one undo step, the picture redrawn;
// saving writes the block mappings back (package sonlvl).

// ArtBlocks returns the number of art blocks and the patterns of the
// selected level's picture, or false without one.
func (m *Model) ArtBlocks() (blocks, patterns int, ok bool) {
	a := m.levelArt()
	if a == nil {
		return 0, 0, false
	}
	return len(a.Blocks), len(a.Patterns), true
}

// ArtBlock returns art block i's four pattern words.
func (m *Model) ArtBlock(i int) (mdart.Block, bool) {
	a := m.levelArt()
	if a == nil || i < 0 || i >= len(a.Blocks) {
		return mdart.Block{}, false
	}
	return a.Blocks[i], true
}

// SetArtBlock sets art block i's four pattern words as one undo step; a
// pattern index past the level's patterns is an error.
func (m *Model) SetArtBlock(i int, b mdart.Block) error {
	a := m.levelArt()
	if a == nil {
		return fmt.Errorf("this level has no art blocks (a SonLVL project's level has)")
	}
	if i < 0 || i >= len(a.Blocks) {
		return fmt.Errorf("block %d: the level has blocks 0..%d", i, len(a.Blocks)-1)
	}
	for k, w := range b {
		if w.Index() >= len(a.Patterns) {
			return fmt.Errorf("block %d, quarter %d: pattern %d, the level has patterns 0..%d", i, k, w.Index(), len(a.Patterns)-1)
		}
	}
	old := a.Blocks[i]
	if old == b {
		return nil
	}
	l := m.Level()
	set := func(v mdart.Block) {
		replaceArt(l, func(n *mdart.LevelArt) {
			n.Blocks = slices.Clone(n.Blocks)
			if i < len(n.Blocks) {
				n.Blocks[i] = v
			}
		})
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("set the art of block %d", i),
		DoFn:   func() { set(b) },
		UndoFn: func() { set(old) },
	})
	return nil
}

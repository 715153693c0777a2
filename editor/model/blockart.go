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

// ArtPattern returns 8x8 pattern i of the selected level's art.
func (m *Model) ArtPattern(i int) (mdart.Pattern, bool) {
	a := m.levelArt()
	if a == nil || i < 0 || i >= len(a.Patterns) {
		return mdart.Pattern{}, false
	}
	return a.Patterns[i], true
}

// SetArtPattern sets 8x8 pattern i's pixels (colour indexes 0..15, row by
// row) as one undo step; the picture is redrawn, and saving writes the
// pattern back into the art file that shows it.
func (m *Model) SetArtPattern(i int, p mdart.Pattern) error {
	a := m.levelArt()
	if a == nil {
		return fmt.Errorf("this level has no art patterns (a SonLVL project's level has)")
	}
	if i < 0 || i >= len(a.Patterns) {
		return fmt.Errorf("pattern %d: the level has patterns 0..%d", i, len(a.Patterns)-1)
	}
	for k, c := range p {
		if c > 15 {
			return fmt.Errorf("pattern %d, pixel %d,%d: colour %d, want 0..15", i, k%8, k/8, c)
		}
	}
	old := a.Patterns[i]
	if old == p {
		return nil
	}
	l := m.Level()
	set := func(v mdart.Pattern) {
		replaceArt(l, func(n *mdart.LevelArt) {
			n.Patterns = slices.Clone(n.Patterns)
			if i < len(n.Patterns) {
				n.Patterns[i] = v
			}
		})
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("draw pattern %d", i),
		DoFn:   func() { set(p) },
		UndoFn: func() { set(old) },
	})
	return nil
}

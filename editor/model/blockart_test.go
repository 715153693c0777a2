package model

import (
	"testing"

	"loopwright/mdart"
)

// TestModel_SetArtBlock: an art block's pattern words set as one undo
// step (the picture replaced, the old one untouched); a pattern past the
// level's, or a level without art, is an error.
func TestModel_SetArtBlock(t *testing.T) {
	m, l := toolModel(t)
	if err := m.SetArtBlock(0, mdart.Block{}); err == nil {
		t.Error("a level without art took a block")
	}
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 4), Blocks: make([]mdart.Block, 3)}
	l.Picture = art
	b := mdart.Block{mdart.MakePatternWord(3, 2, true, true, false), 1, 2, 3}
	if err := m.SetArtBlock(1, b); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.ArtBlock(1); got != b || art.Blocks[1] != (mdart.Block{}) {
		t.Errorf("block %v, old picture's %v", got, art.Blocks[1])
	}
	m.Undo()
	if got, _ := m.ArtBlock(1); got != (mdart.Block{}) {
		t.Errorf("undo: %v", got)
	}
	if err := m.SetArtBlock(1, mdart.Block{4}); err == nil {
		t.Error("pattern 4 of 4 taken")
	}
	if err := m.SetArtBlock(3, b); err == nil {
		t.Error("block 3 of 3 taken")
	}
	if n, p, ok := m.ArtBlocks(); !ok || n != 3 || p != 4 {
		t.Errorf("ArtBlocks %d %d %v", n, p, ok)
	}
}

// TestModel_SetArtPattern: a pattern's pixels set as one undo step; a
// colour past 15 or a pattern past the level's is an error.
func TestModel_SetArtPattern(t *testing.T) {
	m, l := toolModel(t)
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 2)}
	l.Picture = art
	var p mdart.Pattern
	p[9] = 7
	if err := m.SetArtPattern(1, p); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.ArtPattern(1); got[9] != 7 || art.Patterns[1][9] != 0 {
		t.Errorf("pattern %v, old picture's %v", got[9], art.Patterns[1][9])
	}
	m.Undo()
	if got, _ := m.ArtPattern(1); got[9] != 0 {
		t.Error("undo")
	}
	p[0] = 16
	if err := m.SetArtPattern(1, p); err == nil {
		t.Error("colour 16 taken")
	}
	if err := m.SetArtPattern(2, mdart.Pattern{}); err == nil {
		t.Error("pattern 2 of 2 taken")
	}
}

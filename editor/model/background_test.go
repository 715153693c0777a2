package model

import (
	"testing"

	"loopwright/layers"
)

// TestModel_PlaceBackgroundChunk: the background plane takes chunks
// (repeated: a cell past its size wraps), a drag is one undo step, a click
// after EndStroke another; a level without a plane takes none.
func TestModel_PlaceBackgroundChunk(t *testing.T) {
	m, l := toolModel(t)
	if m.HasBackground() || m.PlaceBackgroundChunk(0, 0, 1) {
		t.Fatal("a level without a background took a chunk")
	}
	l.Background = &layers.Plane{W: 2, H: 1, Layout: []layers.ChunkID{3, 4}}
	if id, ok := m.BackgroundChunk(3, 5); !ok || id != 4 {
		t.Errorf("chunk at (3,5): %d %v, want 4 (wrapped)", id, ok)
	}
	m.PlaceBackgroundChunk(0, 0, 7)
	m.PlaceBackgroundChunk(1, 0, 8)
	m.PlaceBackgroundChunk(1, 0, 8) // unchanged: no step
	m.EndStroke()
	m.PlaceBackgroundChunk(2, 0, 9) // wraps to cell 0
	m.EndStroke()
	if l.Background.Layout[0] != 9 || l.Background.Layout[1] != 8 {
		t.Fatalf("background %v", l.Background.Layout)
	}
	if got := m.History.UndoLabel(); got != "Undo place 1 background chunk" {
		t.Errorf("undo label %q", got)
	}
	m.Undo()
	if l.Background.Layout[0] != 7 {
		t.Errorf("one undo: %v", l.Background.Layout)
	}
	if got := m.History.UndoLabel(); got != "Undo place 2 background chunks" {
		t.Errorf("the drag's undo label %q", got)
	}
	m.Undo()
	if l.Background.Layout[0] != 3 || l.Background.Layout[1] != 4 {
		t.Errorf("the drag undone: %v", l.Background.Layout)
	}
	m.Redo()
	if l.Background.Layout[0] != 7 || l.Background.Layout[1] != 8 {
		t.Errorf("redo: %v", l.Background.Layout)
	}
	if m.PlaceBackgroundChunk(0, 0, layers.ChunkID(len(l.Lib.Chunks))) {
		t.Error("a chunk past the library was placed")
	}
}

package model

import (
	"image"
	"slices"
	"strings"
	"testing"

	"loopwright/layers"
)

// bgModel is toolModel with a 3x2 background plane holding chunks 1..6.
func bgModel(t *testing.T) (*Model, *layers.Level) {
	t.Helper()
	m, l := toolModel(t)
	l.Background = &layers.Plane{W: 3, H: 2, Layout: []layers.ChunkID{1, 2, 3, 4, 5, 6}}
	return m, l
}

// TestModel_BackgroundTools: the foreground's select, copy, paste, fill,
// clear and find and replace work on the background plane (chunk cells),
// each one undo step, the plane keeping its size (a paste past its edge
// drops what falls outside).
func TestModel_BackgroundTools(t *testing.T) {
	m, l := bgModel(t)
	bg := func() []layers.ChunkID { return l.Background.Layout }
	want := func(what string, w ...layers.ChunkID) {
		t.Helper()
		if !slices.Equal(bg(), w) {
			t.Fatalf("%s: background %v, want %v", what, bg(), w)
		}
	}
	m.CopyBackground(image.Rect(0, 0, 2, 1))
	if c := m.BackgroundClipboard(); c == nil || c.W != 2 || c.H != 1 || !slices.Equal(c.Chunks, []layers.ChunkID{1, 2}) {
		t.Fatalf("clipboard %+v", c)
	}
	if n := m.PasteBackground(2, 1); n != 1 {
		t.Errorf("paste at the edge changed %d cells, want 1 (the rest falls outside)", n)
	}
	want("paste", 1, 2, 3, 4, 5, 1)
	if n := m.FillBackground(image.Rect(0, 0, 2, 2), 9); n != 4 {
		t.Errorf("fill changed %d", n)
	}
	want("fill", 9, 9, 3, 9, 9, 1)
	m.ClearBackground(image.Rect(1, 0, 5, 1)) // clipped to the plane
	want("clear", 9, 0, 0, 9, 9, 1)
	if n := m.ReplaceBackgroundChunk(9, 7, false); n != 3 {
		t.Errorf("replace changed %d", n)
	}
	want("replace", 7, 0, 0, 7, 7, 1)
	if got := m.History.UndoLabel(); got != "Undo replace background chunk 9 with 7 in 3 cells" {
		t.Errorf("undo label %q", got)
	}
	for i := 0; i < 4; i++ {
		m.Undo()
	}
	want("undone", 1, 2, 3, 4, 5, 6)
	m.Redo()
	want("redo", 1, 2, 3, 4, 5, 1)
	if !slices.Equal(l.Layout[:3], []layers.ChunkID{1, 2, 3}) {
		t.Error("the foreground changed")
	}
}

// TestModel_ShiftBackground: inserting and deleting rows and columns of
// the background plane moves the chunks past them, the plane keeping its
// size; an insert that would push chunks off the edge refuses, changing
// nothing.
func TestModel_ShiftBackground(t *testing.T) {
	m, l := bgModel(t)
	err := m.ShiftBackground(true, true, 0, 1)
	if err == nil || !strings.Contains(err.Error(), "off the background plane") {
		t.Fatalf("insert a row on a full plane: %v", err)
	}
	if err := m.ShiftBackground(false, false, 0, 1); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{2, 3, 0, 5, 6, 0}) {
		t.Fatalf("delete column 0: %v", l.Background.Layout)
	}
	if err := m.ShiftBackground(false, true, 1, 1); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{2, 0, 3, 5, 0, 6}) {
		t.Fatalf("insert column 1: %v", l.Background.Layout)
	}
	if err := m.ShiftBackground(true, false, 0, 1); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{5, 0, 6, 0, 0, 0}) {
		t.Fatalf("delete row 0: %v", l.Background.Layout)
	}
	if err := m.ShiftBackground(true, true, 0, 1); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{0, 0, 0, 5, 0, 6}) {
		t.Fatalf("insert row 0: %v", l.Background.Layout)
	}
	if err := m.ShiftBackground(true, false, 1, 2); err == nil {
		t.Error("deleting rows past the plane: no error")
	}
	for i := 0; i < 4; i++ {
		m.Undo()
	}
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{1, 2, 3, 4, 5, 6}) {
		t.Fatalf("undone: %v", l.Background.Layout)
	}
}

// TestModel_BackgroundTools_Project: on a SonLVL project's level (Sonic
// 1's background layout file), find and replace and fill on the
// background plane are saved into its background layout and read back.
func TestModel_BackgroundTools_Project(t *testing.T) {
	ini := s1SharingProject(t)
	m, l := openProjectModel(t, ini, "ours")
	if !m.HasBackground() || !slices.Equal(l.Background.Layout, []layers.ChunkID{9, 5}) {
		t.Fatalf("background %+v", l.Background)
	}
	if n := m.ReplaceBackgroundChunk(9, 3, false); n != 1 {
		t.Fatalf("replace changed %d", n)
	}
	m.FillBackground(image.Rect(1, 0, 2, 1), 2)
	if _, err := m.Save(ini); err != nil {
		t.Fatal(err)
	}
	_, r := openProjectModel(t, ini, "ours")
	if !slices.Equal(r.Background.Layout, []layers.ChunkID{3, 2}) {
		t.Errorf("reopened background %v, want [3 2]", r.Background.Layout)
	}
}

package model

import (
	"bytes"
	"image"
	"slices"
	"testing"

	"loopwright/layers"
	"loopwright/sonlvl"
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

// TestModel_SetBackgroundSize_Pack: a pack level of our own (a drawing
// imported as its art) gets a background plane (one undo step), takes
// chunks there, and the pack saved and reopened has the same plane, its
// picture drawing it behind the foreground; resizing keeps the cells
// that fit; a Tiled map exported from the level keeps its collision and
// layout (a map has no background plane: it is dropped, as the picture
// is); a SonLVL project's level keeps its file's plane.
func TestModel_SetBackgroundSize_Pack(t *testing.T) {
	m := NewModel(FallbackPack(), "")
	if err := m.CreateLevel("ours", 10, 6); err != nil {
		t.Fatal(err)
	}
	if _, err := m.ImportPicture(PictureImport{Picture: viaPNG(t, ourDrawing(160, 96))}); err != nil {
		t.Fatal(err)
	}
	l := m.Level()
	if m.HasBackground() {
		t.Fatal("a new level has a background plane")
	}
	if err := m.SetBackgroundSize(3, 2); err != nil {
		t.Fatal(err)
	}
	if !m.HasBackground() || l.Background.W != 3 || l.Background.H != 2 {
		t.Fatalf("background %+v", l.Background)
	}
	if !l.Picture.(layers.BackgroundPicture).HasBackground() {
		t.Fatal("the picture does not draw the new plane")
	}
	id := l.Layout[0]
	if !m.PlaceBackgroundChunk(1, 0, id) {
		t.Fatal("the new plane took no chunk")
	}
	m.EndStroke()
	dir := t.TempDir() + "/ours"
	if err := SavePack(m.Pack, dir); err != nil {
		t.Fatal(err)
	}
	p, err := LoadPack(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got *layers.Level
	for _, pl := range p.Levels {
		if pl.Name == l.Name {
			got = pl
		}
	}
	if got == nil || got.Background == nil || !slices.Equal(got.Background.Layout, l.Background.Layout) {
		t.Fatalf("reopened background %+v, want %+v", got.Background, l.Background)
	}
	draw := func(l *layers.Level) []byte {
		img := image.NewRGBA(image.Rect(0, 0, 160, 96))
		l.Picture.(layers.BackgroundPicture).DrawPictureBackground(img, image.Point{}, img.Rect, 1, false, false)
		return img.Pix
	}
	if !bytes.Equal(draw(got), draw(l)) {
		t.Error("the reopened level draws another background")
	}
	if err := m.SetBackgroundSize(2, 3); err != nil {
		t.Fatal(err)
	}
	if want := []layers.ChunkID{0, id, 0, 0, 0, 0}; !slices.Equal(l.Background.Layout, want) {
		t.Errorf("resized: %v, want %v", l.Background.Layout, want)
	}
	m.Undo()
	if l.Background.W != 3 || l.Background.Layout[1] != id {
		t.Errorf("undone: %+v", l.Background)
	}
	tmx := t.TempDir() + "/ours.tmx"
	if err := ExportLevel(l, tmx); err != nil {
		t.Fatal(err)
	}
	tp, err := LoadPack(tmx)
	if err != nil {
		t.Fatal(err)
	}
	tl := tp.Levels[0]
	if tl.Width != l.Width || tl.Height != l.Height || tl.Background != nil {
		t.Fatalf("the Tiled map: %dx%d blocks (want %dx%d), background %+v", tl.Width, tl.Height, l.Width, l.Height, tl.Background)
	}
	for by := 0; by < l.Height; by++ {
		for bx := 0; bx < l.Width; bx++ {
			gc, gm := tl.Cell(layers.PathA, bx, by)
			wc, wm := l.Cell(layers.PathA, bx, by)
			if (gm == nil || gm.Empty()) != (wm == nil || wm.Empty()) || (gm != nil && wm != nil && (gm.Heights != wm.Heights || gc.Solidity != wc.Solidity)) {
				t.Fatalf("the Tiled map's block %d,%d collides otherwise", bx, by)
			}
		}
	}
	if err := m.SetBackgroundSize(0, 0); err != nil || m.HasBackground() {
		t.Errorf("removing the plane: %v, %v", err, m.HasBackground())
	}
	if err := m.SetBackgroundSize(-1, 2); err == nil {
		t.Error("a plane of -1x2 chunks: no error")
	}
	ini, name := ourProject(t, sonlvl.S2, 8)
	pm, _ := openProjectModel(t, ini, name)
	if err := pm.SetBackgroundSize(4, 4); err == nil {
		t.Error("a project's level: no error")
	}
}

// TestModel_ProjectBackgroundSavedAsPack: a Sonic 1 project level of our
// own with a background plane (bglayout=, placing chunk 9 and loop chunk
// 5's chunk) saved as a pack keeps the plane in its level file, and the
// pack reopened draws the same background as the project.
func TestModel_ProjectBackgroundSavedAsPack(t *testing.T) {
	ini := s1SharingProject(t)
	_, l := openProjectModel(t, ini, "ours")
	if l.Background == nil {
		t.Fatal("the project's level has no background plane")
	}
	draw := func(l *layers.Level) []byte {
		img := image.NewRGBA(image.Rect(0, 0, l.Width*16, l.Height*16))
		l.Picture.(layers.BackgroundPicture).DrawPictureBackground(img, image.Point{}, img.Rect, 1, false, false)
		return img.Pix
	}
	want := draw(l)
	dir := t.TempDir() + "/ours"
	pk := &Pack{Name: "ours", Version: 1, Lib: l.Lib, Levels: []*layers.Level{l}}
	if err := SavePack(pk, dir); err != nil {
		t.Fatal(err)
	}
	p, err := LoadPack(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := p.Levels[0]
	if got.Background == nil || !slices.Equal(got.Background.Layout, l.Background.Layout) {
		t.Fatalf("the pack's background %+v, want %+v", got.Background, l.Background)
	}
	if !bytes.Equal(draw(got), want) {
		t.Error("the pack draws another background than the project")
	}
}

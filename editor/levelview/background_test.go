package levelview

import (
	"image"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/layers"
	"loopwright/preview"
)

// TestLevelView_BackgroundMode: with background editing on, the Chunk
// tool places into the background plane (the foreground untouched) and
// its right click picks from it; the picture shows the background alone,
// and turning it off restores the planes shown.
func TestLevelView_BackgroundMode(t *testing.T) {
	m := edittest.LevelModel(t)
	l := m.Level()
	v := newTestView(t, m)
	if v.SetBackgroundMode(true) {
		t.Fatal("background mode on a level without a background")
	}
	l.Background = &layers.Plane{W: 4, H: 2, Layout: make([]layers.ChunkID, 8)}
	if !v.SetBackgroundMode(true) || v.Options().PicturePlanes != preview.PictureNone {
		t.Fatalf("mode on: planes %v", v.Options().PicturePlanes)
	}
	v.SetTool(ToolChunk)
	m.SetPlaceChunk(1)
	fg := append([]layers.ChunkID(nil), l.Layout...)
	cs := v.chunkPx()
	test.TapAt(v, pxPos(cs+5, 5))
	if l.Background.Layout[1] != 1 {
		t.Errorf("background %v", l.Background.Layout)
	}
	for i := range fg {
		if l.Layout[i] != fg[i] {
			t.Fatal("the foreground changed")
		}
	}
	l.Background.Layout[2] = 0
	m.SetPlaceChunk(0)
	test.TapSecondaryAt(v, pxPos(cs+5, 5))
	if m.PlaceChunkID() != 1 {
		t.Errorf("right click picked %d, want 1", m.PlaceChunkID())
	}
	if v.SetBackgroundMode(false) || v.Options().PicturePlanes != preview.PictureBoth {
		t.Errorf("mode off: planes %v", v.Options().PicturePlanes)
	}
}

// TestLevelView_BackgroundSelectTools: in background mode the Select
// tool's drag selects whole chunk cells of the plane; Copy, Paste (at the
// pointer's chunk), Fill (the Chunk tool's chunk) and Delete act on the
// plane's chunks, never the foreground.
func TestLevelView_BackgroundSelectTools(t *testing.T) {
	m := edittest.LevelModel(t)
	l := m.Level()
	v := newTestView(t, m)
	l.Background = &layers.Plane{W: 4, H: 2, Layout: []layers.ChunkID{1, 2, 0, 0, 0, 0, 0, 0}}
	if !v.SetBackgroundMode(true) {
		t.Fatal("mode off")
	}
	fg := append([]layers.ChunkID(nil), l.Layout...)
	cs := v.chunkPx()
	v.SetTool(ToolSelect)
	edittest.Drag(v, pxPos(5, 5), pxPos(cs+5, 5), 3)
	if got := v.BackgroundSelection(); got != image.Rect(0, 0, 2, 1) {
		t.Fatalf("selection %v, want chunk cells (0,0)-(2,1)", got)
	}
	v.Copy()
	v.hover, v.hovering = pxPos(2*cs+5, cs+5), true
	v.PasteHere()
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{1, 2, 0, 0, 0, 0, 1, 2}) {
		t.Fatalf("pasted: %v", l.Background.Layout)
	}
	v.hovering = false
	m.SetPlaceChunk(1)
	v.FillSelection() // the pasted cells are selected
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{1, 2, 0, 0, 0, 0, 1, 1}) {
		t.Fatalf("filled: %v", l.Background.Layout)
	}
	v.DeleteSelection()
	if !slices.Equal(l.Background.Layout, []layers.ChunkID{1, 2, 0, 0, 0, 0, 0, 0}) {
		t.Fatalf("deleted: %v", l.Background.Layout)
	}
	if !slices.Equal(l.Layout, fg) {
		t.Fatal("the foreground changed")
	}
}

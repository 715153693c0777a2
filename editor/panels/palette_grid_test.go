package panels

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/heightmask"
)

// items returns the palette's laid-out items by id: whether each is
// framed and the id it shows.
func items(t *testing.T, o fyne.CanvasObject) map[int]bool {
	t.Helper()
	framed := map[int]bool{}
	for _, c := range test.LaidOutObjects(o) {
		st, ok := c.(*fyne.Container)
		if !ok || len(st.Objects) != 2 {
			continue
		}
		cell, ok1 := st.Objects[0].(*fyne.Container)
		frame, ok2 := st.Objects[1].(*canvas.Rectangle)
		if !ok1 || !ok2 {
			continue
		}
		for _, x := range cell.Objects {
			if txt, ok := x.(*canvas.Text); ok {
				id, err := strconv.Atoi(txt.Text)
				if err != nil {
					t.Fatalf("item label %q is not an id", txt.Text)
				}
				framed[id] = frame.Visible()
			}
		}
	}
	return framed
}

// TestBrushControls_PaletteIdsHighlightGoTo: the
// tile palette shows every tile's id, frames the brush tile only, and
// "Go to tile" picks a tile by id and scrolls to it (a bad id is said, the
// brush unchanged).
func TestBrushControls_PaletteIdsHighlightGoTo(t *testing.T) {
	test.NewTempApp(t)
	m := edittest.TileModel()
	for len(m.Lib().Tiles) < 60 {
		m.Lib().Tiles = append(m.Lib().Tiles, heightmask.Mask{})
	}
	b := NewBrushControls(m, func() {})
	w := test.NewTempWindow(t, container.NewBorder(nil, b.GoTo.Content, nil, nil, FixedHeight(b.Tiles, 120)))
	w.Resize(fyne.NewSize(220, 260))
	m.SetBrush(model.Brush{Tile: 2})
	b.Refresh()
	got := items(t, w.Content())
	for id, framed := range got {
		if framed != (id == 2) {
			t.Errorf("tile %d framed %v with brush tile 2", id, framed)
		}
	}
	if _, ok := got[0]; !ok {
		t.Fatalf("tile 0's id not shown: %v", got)
	}
	if _, ok := got[59]; ok {
		t.Fatal("tile 59 laid out before scrolling: the palette is not scrolling")
	}
	b.GoTo.Entry.SetText("57")
	b.GoTo.Go()
	if m.Brush().Tile != 57 {
		t.Fatalf("go to 57: brush tile %d", m.Brush().Tile)
	}
	got = items(t, w.Content())
	if framed, ok := got[57]; !ok || !framed {
		t.Fatalf("after go to 57 the palette shows %v", got)
	}
	b.GoTo.Entry.SetText("99")
	b.GoTo.Go()
	if m.Brush().Tile != 57 || !b.GoTo.Status.Visible() {
		t.Fatalf("go to 99 (no such tile): brush %d, message %q", m.Brush().Tile, b.GoTo.Status.Text)
	}
}

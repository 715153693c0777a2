package editor

import (
	"image"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/internal/palette"
	"loopwright/preview"
)

// menuPath returns the menu item at labels (menu, item, sub-item ...).
func menuPath(t *testing.T, e *Editor, labels ...string) *fyne.MenuItem {
	t.Helper()
	var items []*fyne.MenuItem
	for _, m := range e.menu.Items {
		if m.Label == labels[0] {
			items = m.Items
		}
	}
	var it *fyne.MenuItem
	for _, l := range labels[1:] {
		it = nil
		for _, x := range items {
			if x.Label == l {
				it = x
			}
		}
		if it == nil {
			t.Fatalf("no menu item %q in %v", l, labels)
		}
		if it.ChildMenu != nil {
			items = it.ChildMenu.Items
		}
	}
	return it
}

// TestGenDialog_MenuOriginValidationScroll: Generate
// is in the Edit menu (Ctrl+G: the last shape again); while its dialog is
// open the level view marks the shape's origin and blocks, and the
// dialog's preview its origin; Insert is disabled while a value is not a
// number, cannot build a shape or does not fit, and values survive
// Cancel; after Insert the view shows what was inserted, selected.
func TestGenDialog_MenuOriginValidationScroll(t *testing.T) {
	e, _ := newPlayEditor(t)
	v := e.LevelView
	if sc, ok := menuPath(t, e, "Edit", "Generate", "Generate again…").Shortcut.(interface{ ShortcutName() string }); !ok || !strings.Contains(sc.ShortcutName(), "G") {
		t.Fatalf("Generate again has no Ctrl+G shortcut")
	}
	menuPath(t, e, "Edit", "Generate", "Loop…").Action()
	f := e.lastGen
	if f == nil || f.params.Shape != "loop" || !e.levelShown() {
		t.Fatal("Edit > Generate > Loop… opened no loop dialog on the Level tab")
	}
	ov := e.Win.Canvas().Overlays()
	if ov.Top() == nil {
		t.Fatal("no dialog shown")
	}
	// The origin: marked in the view and the dialog's preview.
	f.entries["Origin X"].SetText("20")
	f.entries["Origin Y"].SetText("25")
	pl := v.Placement()
	if pl == nil || pl.Origin != image.Pt(320, 400) || !image.Pt(20, 24).In(pl.Blocks) {
		t.Fatalf("placement %+v, want the origin at pixel 320,400 and the blocks above it", pl)
	}
	img := f.preview.Image.(*image.RGBA)
	found := false
	for i := 0; i+3 < len(img.Pix) && !found; i += 4 {
		c := palette.Colour(palette.Placement)
		found = img.Pix[i] == c.R && img.Pix[i+1] == c.G && img.Pix[i+2] == c.B
	}
	if !found {
		t.Fatal("the dialog's preview does not mark the origin")
	}
	// "Where it goes": the level around the placement, the origin marked
	// at its place (four blocks of margin left of the shape's blocks).
	wi := f.where.Image.(*image.RGBA)
	o := pl.Origin.Sub(image.Pt(pl.Blocks.Min.X*16-64, pl.Blocks.Min.Y*16-64))
	if c := wi.RGBAAt(o.X, o.Y); c != palette.Colour(palette.Placement) {
		t.Fatalf("the Where it goes picture has %v at the origin %v", c, o)
	}
	// Invalid values disable Insert and keep the last good value.
	if f.insertBtn.Disabled() {
		t.Fatalf("valid loop, Insert disabled: %s", f.status.Text)
	}
	f.entries["Radius (px)"].SetText("64")
	f.entries["Radius (px)"].SetText("sixty")
	if !f.insertBtn.Disabled() || f.params.Radius != 64 || !strings.Contains(f.status.Text, "not a number") {
		t.Fatalf("radius text: Insert disabled %v, radius %v, status %q", f.insertBtn.Disabled(), f.params.Radius, f.status.Text)
	}
	f.entries["Radius (px)"].SetText("9999")
	if !f.insertBtn.Disabled() {
		t.Fatal("radius 9999 (no shape): Insert enabled")
	}
	f.entries["Radius (px)"].SetText("64")
	f.entries["Origin X"].SetText("-3")
	if !f.insertBtn.Disabled() || !strings.Contains(f.status.Text, "does not fit") {
		t.Fatalf("origin outside: Insert disabled %v, status %q", f.insertBtn.Disabled(), f.status.Text)
	}
	// Cancel keeps the values for the next time.
	test.Tap(findButton(ov.Top(), "Cancel"))
	if v.Placement() != nil {
		t.Fatal("the placement mark stays after Cancel")
	}
	menuPath(t, e, "Edit", "Generate", "Generate again…").Action()
	f = e.lastGen
	if f.params.Shape != "loop" || f.params.Radius != 64 || f.entries["Radius (px)"].Text != "64" {
		t.Fatalf("reopened: %+v, entry %q", f.params, f.entries["Radius (px)"].Text)
	}
	// Insert out of view: the view scrolls to it and selects it.
	l := e.Model.Level()
	v.SetViewport(preview.Viewport{X: 0, Y: 0, Zoom: 2})
	f.entries["Origin X"].SetText(strconv.Itoa(l.Width - 10))
	f.entries["Origin Y"].SetText(strconv.Itoa(l.Height - 2))
	if f.insertBtn.Disabled() {
		t.Fatalf("Insert disabled: %s", f.status.Text)
	}
	blocks := v.Placement().Blocks
	test.Tap(f.insertBtn)
	if ov.Top() != nil || v.Placement() != nil {
		t.Fatal("the dialog or its mark stays after Insert")
	}
	w, h := v.PixelSize()
	vis := v.Viewport().Visible(w, h)
	c := blocks.Min.Add(blocks.Max).Div(2).Mul(16)
	if !c.In(vis) || v.Selection() != blocks {
		t.Fatalf("after Insert the view shows %v (the shape's centre %v), selection %v want %v", vis, c, v.Selection(), blocks)
	}
}

// TestFitShift: a default origin that puts the shape outside the level is
// moved just inside, on each axis where the shape fits at all.
func TestFitShift(t *testing.T) {
	for _, tc := range []struct {
		r      image.Rectangle
		dx, dy int
	}{
		{image.Rect(55, -1, 75, 19), 0, 1},     // a loop above the top
		{image.Rect(120, 10, 140, 20), -12, 0}, // past the right edge
		{image.Rect(-5, 30, 10, 40), 5, -8},    // left and below
		{image.Rect(0, 0, 200, 10), 0, 0},      // wider than the level: left alone
	} {
		if dx, dy := fitShift(tc.r, 128, 32); dx != tc.dx || dy != tc.dy {
			t.Errorf("fitShift(%v) = %d,%d, want %d,%d", tc.r, dx, dy, tc.dx, tc.dy)
		}
	}
}

// TestEditor_ViewMenuZoom: View > Zoom out goes below 1x and View > Fit
// level to window fits the level (zoom from the menu).
func TestEditor_ViewMenuZoom(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.Win.Resize(fyne.NewSize(1280, 800))
	v := e.LevelView
	v.SetViewport(preview.Viewport{Zoom: 1})
	menuPath(t, e, "View", "Zoom out").Action()
	if v.Viewport().S() != 2 || !e.levelShown() {
		t.Fatalf("View > Zoom out from 1x: %+v", v.Viewport())
	}
	menuPath(t, e, "View", "Zoom in").Action()
	if v.Viewport().S() != 1 || v.Viewport().Z() != 1 {
		t.Fatalf("View > Zoom in: %+v", v.Viewport())
	}
	menuPath(t, e, "View", "Fit level to window").Action()
	l := e.Model.Level()
	w, h := v.PixelSize()
	if vis := v.Viewport().Visible(w, h); !image.Rect(0, 0, l.Width*16, l.Height*16).In(vis) {
		t.Fatalf("after Fit the view shows %v of a %dx%d px level", vis, l.Width*16, l.Height*16)
	}
}

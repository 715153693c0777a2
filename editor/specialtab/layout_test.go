package specialtab

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/pack"
)

// TestTab_LeftColumnNotCut: at 1280x800 the left column (stage list,
// properties with Rotation and Start angle, palette) gets at least its
// minimum width from the split (edtrust2: its entries ran under the
// divider).
func TestTab_LeftColumnNotCut(t *testing.T) {
	test.NewTempApp(t)
	m := model.NewModel(pack.New("t", 8), "")
	tab := New(Host{Model: m, Clock: &playback.ManualClock{}})
	w := test.NewWindow(tab.Content())
	t.Cleanup(w.Close)
	if err := tab.Stages().Add("maze", 24, 24); err != nil {
		t.Fatal(err)
	}
	tab.Refresh()
	w.Resize(fyne.NewSize(1280, 800))
	var split *container.Split
	for _, o := range tab.Content().(*fyne.Container).Objects {
		if s, ok := o.(*container.Split); ok {
			split = s
		}
	}
	if split == nil {
		t.Fatal("no split")
	}
	left := split.Leading.(*container.Scroll)
	d := fyne.CurrentApp().Driver()
	edge := d.AbsolutePositionForObject(left).X + left.Size().Width - theme.ScrollBarSize()
	for name, e := range map[string]fyne.CanvasObject{"Rotation": tab.rotEntry, "Start angle": tab.angEntry} {
		if right := d.AbsolutePositionForObject(e).X + e.Size().Width; right > edge {
			t.Errorf("%s entry ends at x=%v, under the column's scroll bar or the divider (from x=%v)", name, right, edge)
		}
	}
}

package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/palette"
)

// TestEditor_ColourLegend: Help > Colour legend shows one section per
// view, and every palette meaning is in some view's section (one legend for all views).
func TestEditor_ColourLegend(t *testing.T) {
	e := newTestEditor(t)
	var item *fyne.MenuItem
	for _, m := range e.menu.Items {
		if m.Label != "Help" {
			continue
		}
		for _, it := range m.Items {
			if it.Label == "Colour legend (every view)" {
				item = it
			}
		}
	}
	if item == nil || item.Action == nil {
		t.Fatal("no Help > Colour legend item")
	}
	item.Action()
	box := colourLegend().(*container.Scroll).Content.(*fyne.Container)
	var titles []string
	for _, o := range box.Objects {
		if l, ok := o.(*widget.Label); ok {
			titles = append(titles, l.Text)
		}
	}
	if len(titles) != len(legendViews) {
		t.Fatalf("sections %q, want one per view (%d)", titles, len(legendViews))
	}
	var all palette.View
	for _, s := range legendViews {
		all |= s.view
	}
	for m := palette.Meaning(0); m < palette.Count; m++ {
		if palette.Of(m).Views&all == 0 {
			t.Errorf("%q is in no section", palette.Of(m).Name)
		}
	}
}

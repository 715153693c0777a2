package editor

import (
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/widgets"
)

// TestLevelTab_PalettesScrollThemselves: the brush tile and chunk palettes
// are not wrapped in another scroller (that clipped
// their last row and took the wheel), and each has its Go to control.
func TestLevelTab_PalettesScrollThemselves(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	grids := 0
	for _, o := range test.LaidOutObjects(e.level.content) {
		switch w := o.(type) {
		case *container.Scroll:
			if _, ok := w.Content.(*widgets.GridWrap); ok {
				t.Error("a palette grid sits inside another scroller")
			}
		case *widgets.GridWrap:
			grids++
		}
	}
	if grids < 2 {
		t.Fatalf("%d palette grids on the Level tab, want the tiles and the chunks", grids)
	}
	if findButton(e.level.content, "Go") == nil {
		t.Fatal("no Go to control")
	}
}

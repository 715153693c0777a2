package playpanel

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestPlayPanel_LegendFits: the Legend dialog shows the whole legend when
// the window has room, never a tiny clipped scroll box.
func TestPlayPanel_LegendFits(t *testing.T) {
	p := newTestPanel(t)
	w := test.NewTempWindow(t, p.h.View)
	w.Resize(fyne.NewSize(1280, 800))
	p.h.Window = w
	sc := p.legendContent()
	img := p.legendImage().Bounds()
	got := sc.MinSize()
	if got.Width < float32(img.Dx())-1 || got.Height < min(float32(img.Dy()), 800*0.75)-1 {
		t.Fatalf("legend box %v for a %dx%d legend in a 1280x800 window", got, img.Dx(), img.Dy())
	}
}

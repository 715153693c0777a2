package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/editor/playback"
)

// BenchmarkEditor_PaintStroke measures what one step of a paint stroke on
// a 20,000 x 2,000 px level costs the editor besides the level view's
// redraw (BenchmarkLevelView_PaintStroke): the model edit and every panel
// the change notifies (the menus' undo labels, the tabs, the play and
// Checks panels). The budget: the two together within 4 ms.
func BenchmarkEditor_PaintStroke(b *testing.B) {
	m := edittest.BigLevelModel(b)
	e := New(test.NewTempApp(b), m, Options{Clock: &playback.ManualClock{}})
	defer e.Win.Close()
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.showLevelTab()
	m.SetBrush(model.Brush{Tile: 3})
	m.BeginLevelStroke("paint %d blocks")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bx, by := 565+i%80, 82+(i/80)%16
		m.PaintLine(bx, by, bx+1, by+1, false)
	}
	b.StopTimer()
	m.EndStroke()
}

package levelview

import (
	"testing"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/preview"
)

// BenchmarkLevelView_PaintStroke measures one step of a paint stroke on a
// 20,000 x 2,000 px level: the model update (a few blocks, copy-on-write)
// plus the view's render into its reused 1280x720 image. The budget
// is 4 ms (CPU time) for it; it measured 8.1-8.9 ms while every step
// redrew the whole view, and redraws only the painted blocks now
// (LevelView.renderBase). Measure CPU time, not wall time, on a loaded
// machine: /usr/bin/time -f %U on the test binary, minus a -benchtime 1x run.
func BenchmarkLevelView_PaintStroke(b *testing.B) {
	m := edittest.BigLevelModel(b)
	v := NewLevelView(m)
	v.SetViewport(preview.Viewport{X: 9000, Y: 1300, Zoom: 1})
	v.render(1280, 720)
	m.SetBrush(model.Brush{Tile: 3})
	m.BeginLevelStroke("paint %d blocks")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// A stroke back and forth across the view, every step painting
		// new blocks: rows 82-97 are empty until painted (the floor starts at
		// row 100), for the first 1280 steps.
		bx, by := 565+i%80, 82+(i/80)%16 // in view (y 1300-2020)
		m.PaintLine(bx, by, bx+1, by+1, false)
		v.render(1280, 720)
	}
	b.StopTimer()
	m.EndStroke()
}

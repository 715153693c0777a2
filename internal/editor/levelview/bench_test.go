package levelview

import (
	"testing"

	"loopwright/internal/editor/model"
	"loopwright/layers"
	"loopwright/preview"
)

// BenchmarkLevelView_PaintStroke measures one step of a paint stroke on a
// 20,000 x 2,000 px level: the model update (a few blocks, copy-on-write)
// plus the view's render into its reused 1280x720 image. It must stay
// under 16 ms.
func BenchmarkLevelView_PaintStroke(b *testing.B) {
	p := model.FallbackPack()
	l := layers.New("big", p.Lib, 20000/16, 2000/16)
	for bx := 0; bx < l.Width; bx++ {
		for by := 100; by < l.Height; by++ {
			if err := l.SetBlock(bx, by, layers.Block{{Tile: 2}, {Tile: 2}}); err != nil {
				b.Fatal(err)
			}
		}
	}
	p.Levels = []*layers.Level{l}
	m := model.NewModel(p, "")
	v := NewLevelView(m)
	v.SetViewport(preview.Viewport{X: 9000, Y: 1300, Zoom: 1})
	v.render(1280, 720)
	m.SetBrush(model.Brush{Tile: 3})
	m.BeginLevelStroke("paint %d blocks")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bx := 565 + i%80
		m.PaintLine(bx, 90, bx+1, 91, i%2 == 1)
		v.render(1280, 720)
	}
	b.StopTimer()
	m.EndStroke()
}

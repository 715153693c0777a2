package physics

import (
	"testing"

	"loopwright/layers"
)

// BenchmarkStep_FlatRun: one frame running on flat ground.
func BenchmarkStep_FlatRun(b *testing.B) {
	tl := newTestLevel(4096, 56)
	tl.Fill(pathAB, 0, 46, 4096, 56)
	s := New(tl.Lvl, Config{}, layers.Point{X: 100, Y: 716})
	var start State
	s.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Record().X.Pixel() > 60000 {
			s.Restore(&start)
		}
		s.Step(Right)
	}
}

// BenchmarkStep_Loop: one frame of running round a loop (a 260-frame
// lap, restored when done).
func BenchmarkStep_Loop(b *testing.B) {
	tl := loopLevel(96)
	s := New(tl.Lvl, Config{}, layers.Point{X: 700, Y: 780})
	s.st.GSpeed = 0x800
	var start State
	s.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Frame() >= 260 {
			s.Restore(&start)
		}
		s.Step(Right)
	}
}

// BenchmarkStep_Airborne: one frame in the air (jumping on flat ground).
func BenchmarkStep_Airborne(b *testing.B) {
	tl := flatLevel()
	s := New(tl.Lvl, Config{}, layers.Point{X: 300, Y: 300})
	var start State
	s.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Record().Grounded || s.Frame() > 40 {
			s.Restore(&start)
		}
		s.Step(Right)
	}
}

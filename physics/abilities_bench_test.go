package physics

import (
	"testing"

	"loopwright/layers"
)

// benchFrames runs the benchmark loop: restore start whenever done says.
func benchFrames(b *testing.B, s *Sim, start *State, in func(frame int) Input, done func(s *Sim) bool) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if done(s) {
			s.Restore(start)
		}
		s.Step(in(s.Frame()))
	}
}

// BenchmarkStep_Glide: one frame of Knuckles gliding (s3k).
func BenchmarkStep_Glide(b *testing.B) {
	tl := newTestLevel(4096, 56)
	tl.Fill(pathAB, 0, 46, 4096, 56)
	s := New(tl.Lvl, Config{Variant: S3K, Character: Knuckles}, layers.Point{X: 300, Y: 200})
	s.st.Jumping, s.st.Rolling = true, true
	s.Step(Jump)
	var start State
	s.Save(&start)
	benchFrames(b, s, &start, func(int) Input { return Jump },
		func(s *Sim) bool { return s.st.P.DoubleJumpFlag != glideGliding || s.Frame() > 200 })
}

// BenchmarkStep_Flight: one frame of Tails flying, pressing every 20
// frames (s3k).
func BenchmarkStep_Flight(b *testing.B) {
	tl := flatLevel()
	s := New(tl.Lvl, Config{Variant: S3K, Character: Tails}, layers.Point{X: 300, Y: 300})
	s.st.Jumping, s.st.Rolling = true, true
	s.Step(Jump)
	var start State
	s.Save(&start)
	benchFrames(b, s, &start, func(f int) Input {
		if f%20 == 0 {
			return Jump | Right
		}
		return Right
	}, func(s *Sim) bool { return !s.st.Air || s.Frame() > 300 })
}

// BenchmarkStep_Underwater: one frame running underwater.
func BenchmarkStep_Underwater(b *testing.B) {
	tl := newTestLevel(4096, 56)
	tl.Fill(pathAB, 0, 46, 4096, 56)
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "100"}}
	s := New(tl.Lvl, Config{Variant: S3K}, layers.Point{X: 100, Y: 716})
	var start State
	s.Save(&start)
	benchFrames(b, s, &start, func(int) Input { return Right },
		func(s *Sim) bool { return s.Frame() > 1500 })
}

package sonic1_test

import (
	"testing"

	"loopwright/physics"
)

// BenchmarkStep_GHZ1Objects: one frame of Sonic running through Green
// Hill act 1 with its objects (right held, a jump every 40 frames: the
// object manager, rings, Motobugs and the rest), restarted every 1200
// frames. It skips when ../shared is absent (fails under CI).
func BenchmarkStep_GHZ1Objects(b *testing.B) {
	l := s1Level(b, "Green Hill Zone Act 1")
	sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, l.Start)
	var start physics.State
	sim.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if sim.Frame() >= 1200 {
			sim.Restore(&start)
		}
		sim.Step(playInput(sim.Frame() + 1))
	}
}

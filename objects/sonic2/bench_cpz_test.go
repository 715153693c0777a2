package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// BenchmarkStep_CPZ1Objects: one frame of Chemical Plant act 1 opened
// from the Sonic 2 disassembly's SonLVL project, with its own objects and
// rings, Sonic holding right and hopping (rightHop) from the level start,
// restarted after 540 frames as BenchmarkStep_EHZ1Objects is. It skips
// when ../shared is absent (fails under CI).
func BenchmarkStep_CPZ1Objects(b *testing.B) {
	p, err := sonlvl.Open(sharedtest.Path(b, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		b.Fatal(err)
	}
	l, err := p.Load("Chemical Plant Zone Act 1")
	if err != nil {
		b.Fatal(err)
	}
	sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, l.Model.Start)
	if sim.Engine() != "sonic2" {
		b.Fatalf("objects run by %q, want sonic2", sim.Engine())
	}
	var start physics.State
	sim.Save(&start)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if sim.Frame() >= 540 {
			sim.Restore(&start)
		}
		sim.Step(rightHop(sim.Frame() + 1))
	}
}

package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestLateZones_StepAllocatesNothing: stepping the later zones' objects
// (Mystic Cave, Oil Ocean, Metropolis, Sky Chase, Wing Fortress) from
// each level's start, Sonic holding right and hopping, with the CPU
// Tails too, allocates nothing (docs/objects.md, "Sonic 2's own
// objects"). It skips when ../shared is absent (fails under CI).
func TestLateZones_StepAllocatesNothing(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Mystic Cave Zone Act 1", "Oil Ocean Zone Act 1", "Metropolis Zone Act 1",
		"Metropolis Zone Act 3", "Sky Chase Zone", "Wing Fortress Zone", "Oil Ocean Zone Act 2", "Metropolis Zone Act 2"} {
		l, err := p.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, tails := range []bool{false, true} {
			cfg := physics.Config{Variant: physics.S2}
			if tails {
				cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
			}
			sim := physics.New(l.Model, cfg, l.Model.Start)
			if sim.Engine() != "sonic2" {
				t.Fatalf("%s: objects run by %q, want sonic2", name, sim.Engine())
			}
			run := func() { sim.Step(rightHop(sim.Frame() + 1)) }
			for i := 0; i < 300; i++ {
				run()
			}
			if a := testing.AllocsPerRun(600, run); a != 0 {
				t.Errorf("%s (Tails %v): %v allocations a frame, want 0", name, tails, a)
			}
			if sim.Frame() < 900 {
				t.Fatalf("%s: %d frames run, want 900", name, sim.Frame())
			}
		}
	}
}

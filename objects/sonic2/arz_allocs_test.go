package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestARZ_StepAllocatesNothing: stepping Aquatic Ruin's objects (the
// swinging, falling and rotating platforms, the pillars, the Whisps)
// from each act's start, Sonic holding right and hopping, with the CPU
// Tails too, allocates nothing (docs/objects.md, "Sonic 2's own
// objects"); act 2's run meets Obj15, Obj82 and Obj8C. It skips when
// ../shared is absent (fails under CI).
func TestARZ_StepAllocatesNothing(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Aquatic Ruin Zone Act 1", "Aquatic Ruin Zone Act 2"} {
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
			var seen [256]bool
			run := func() {
				sim.Step(rightHop(sim.Frame() + 1))
				for i := range sim.Live().S2.Slots {
					if id := sim.Live().S2.Slots[i].ID; id == 0x15 || id == 0x23 || id == 0x82 || id == 0x83 || id == 0x8C {
						seen[id] = true
					}
				}
			}
			for i := 0; i < 300; i++ {
				run()
			}
			if a := testing.AllocsPerRun(600, run); a != 0 {
				t.Errorf("%s (Tails %v): %v allocations a frame, want 0", name, tails, a)
			}
			if name == "Aquatic Ruin Zone Act 2" && !(seen[0x15] && seen[0x82] && seen[0x8C]) {
				t.Errorf("%s (Tails %v): Obj15 %v, Obj82 %v, Obj8C %v loaded in 900 frames, want all", name, tails, seen[0x15], seen[0x82], seen[0x8C])
			}
		}
	}
}

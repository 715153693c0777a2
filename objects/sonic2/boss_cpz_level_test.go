package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestBossCPZ_InChemicalPlant plays Chemical Plant act 2's boss arena
// (the disassembly's SonLVL project; Sonic starting at $2700,$4C0, kept
// invincible, running right into the arena and braking to stand at its
// left part), alone and with the CPU Tails: the boss
// (Obj5D) comes, its pipe extends to 12 segments, pumps and retracts
// (s2.asm Obj5D_Pipe_Retract, whose d7 cuts RunObjects short) on the
// level's own objects, stepping allocating nothing. It skips when
// ../shared is absent (fails under CI).
func TestBossCPZ_InChemicalPlant(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Chemical Plant Zone Act 2")
	if err != nil {
		t.Fatal(err)
	}
	for _, tails := range []bool{false, true} {
		cfg := physics.Config{Variant: physics.S2}
		if tails {
			cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
		}
		sim := physics.New(l.Model, cfg, layers.Point{X: 0x2700, Y: 0x4C0})
		st := sim.Live()
		step := func() {
			st.Obj.Invincible = 100
			in := physics.Input(0)
			switch x := st.X.Pixel(); {
			case x < 0x2A90:
				in = physics.Right
			case x > 0x2AD0 && st.XSpeed > 0:
				in = physics.Left
			}
			sim.Step(in)
		}
		segs, retracted, measured := 0, false, false
		for f := 0; f < 2000 && !retracted; f++ {
			step()
			n := 0
			for k := range st.S2.Slots {
				o := &st.S2.Slots[k]
				if o.ID != 0x5D {
					continue
				}
				switch o.Routine {
				case 0xE:
					n++
				case 8:
					retracted = true
				}
			}
			segs = max(segs, n)
			if retracted && !measured {
				measured = true
				if a := testing.AllocsPerRun(20, step); a != 0 {
					t.Errorf("Tails %v: %v allocations a frame, want 0", tails, a)
				}
			}
		}
		if segs != 12 || !retracted {
			t.Logf("Sonic at %#x,%#x camera %#x,%#x", st.X.Pixel(), st.Y.Pixel(), st.Cam.X, st.Cam.Y)
			t.Errorf("Tails %v: %d pipe pieces at most, retracting %v after %d frames; want 12 (the pipe and 11 segments) and the retraction", tails, segs, retracted, sim.Frame())
		}
	}
}

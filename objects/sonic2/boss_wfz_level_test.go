package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestBossWFZ_InWingFortress plays Wing Fortress's boss room (the
// disassembly's SonLVL project; Sonic starting at $2A80,$4A0, kept
// invincible, hopping towards the laser case and staying under it), alone
// and with the CPU Tails: the case (ObjC5, from the layout) starts, comes
// down, lets out its three platforms, and goes round its pattern twice
// (the laser shot, the drift, the start over) on the level's own objects
// and terrain, stepping allocating nothing. It skips when ../shared is
// absent (fails under CI).
func TestBossWFZ_InWingFortress(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Wing Fortress Zone")
	if err != nil {
		t.Fatal(err)
	}
	for _, tails := range []bool{false, true} {
		cfg := physics.Config{Variant: physics.S2}
		if tails {
			cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
		}
		sim := physics.New(l.Model, cfg, layers.Point{X: 0x2A80, Y: 0x4A0})
		st := sim.Live()
		step := func() {
			st.Obj.Invincible = 100
			in := rightHop(sim.Frame() + 1)
			if st.X.Pixel() > 0x2B90 {
				in = physics.Left | in&physics.Jump
			}
			sim.Step(in)
		}
		cycles, lasers, platforms, measured := 0, 0, 0, false
		prev := uint8(0)
		for f := 0; f < 3000 && cycles < 2; f++ {
			step()
			n := 0
			for k := range st.S2.Slots {
				o := &st.S2.Slots[k]
				if o.ID != 0xC5 {
					continue
				}
				switch o.Routine {
				case 2:
					if o.Routine2 == 0x16 && prev != 0x16 {
						lasers++
					}
					if o.Routine2 == 0xA && prev == 0x1C {
						cycles++
					}
					prev = o.Routine2
				case 8:
					n++
				}
			}
			platforms = max(platforms, n)
			if lasers == 1 && !measured {
				measured = true
				if a := testing.AllocsPerRun(100, step); a != 0 {
					t.Errorf("Tails %v: %v allocations a frame, want 0", tails, a)
				}
			}
		}
		if cycles < 2 || lasers < 2 || platforms != 3 {
			t.Errorf("Tails %v: %d cycles, %d laser shots, %d platforms after %d frames; want 2, 2, 3", tails, cycles, lasers, platforms, sim.Frame())
		}
	}
}

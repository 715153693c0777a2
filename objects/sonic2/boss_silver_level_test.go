package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestBossSilver_InDeathEgg plays the Death Egg (the disassembly's
// SonLVL project) holding right with hops, Sonic kept invincible, with
// and without the CPU Tails: LevEvents_DEZ loads Silver Sonic (ObjAF),
// which locks the room at camera x $224 (Current_Boss_ID 9), comes down
// to the level's floor (ObjCheckFloorDist) and fights; the players'
// hits beat it, the right limit opens to $1000 (loc_39BA4) and the level
// events go on, stepping allocating nothing. It skips when ../shared is
// absent (fails under CI).
func TestBossSilver_InDeathEgg(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Death Egg Zone")
	if err != nil {
		t.Fatal(err)
	}
	for _, tails := range []bool{false, true} {
		cfg := physics.Config{Variant: physics.S2}
		if tails {
			cfg.P2 = physics.P2Config{On: true, Character: physics.Tails}
		}
		sim := physics.New(l.Model, cfg, l.Model.Start)
		st := sim.Live()
		locked, landed := false, false
		step := func() {
			st.Obj.Invincible = 100
			sim.Step(rightHop(sim.Frame() + 1))
		}
		for f := 0; f < 8000 && st.S2.Ev.Routine < 4; f++ {
			step()
			locked = locked || st.S2.Ev.BossID == 9 && st.Cam.MinX == 0x224 && st.Cam.MaxX == 0x224
			for k := range st.S2.Slots {
				if o := &st.S2.Slots[k]; o.ID == 0xAF && o.Routine == 8 {
					landed = true
				}
			}
		}
		if !locked || !landed || st.Cam.MaxX != 0x1000 || st.S2.Ev.Routine != 4 {
			t.Fatalf("Tails %v: room locked %v boss landed %v, after %d frames right limit %#x events %d, want $1000 and 4",
				tails, locked, landed, sim.Frame(), st.Cam.MaxX, st.S2.Ev.Routine)
		}
		if a := testing.AllocsPerRun(200, step); a != 0 {
			t.Errorf("Tails %v: %v allocations a frame, want 0", tails, a)
		}
	}
}

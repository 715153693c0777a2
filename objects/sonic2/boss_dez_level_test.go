package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestBossDEZ_InDeathEgg plays the whole Death Egg (the disassembly's
// SonLVL project) holding right with hops, Sonic kept invincible, alone
// and with the CPU Tails: past Silver Sonic, Eggman (ObjC6) runs to his
// robot and jumps in, the robot (ObjC7) rises, fights and takes its $C
// hits, breaks apart, and its ending run (ObjC7_SetupEnding, the
// controls holding Right) ends the act; stepping through the fight
// allocates nothing. It skips when ../shared is absent (fails under CI).
func TestBossDEZ_InDeathEgg(t *testing.T) {
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
		step := func() {
			st.Obj.Invincible = 100
			sim.Step(rightHop(sim.Frame() + 1))
		}
		robot := func() *physics.S2Obj {
			for k := range st.S2.Slots {
				if o := &st.S2.Slots[k]; o.ID == 0xC7 && o.Routine == 2 {
					return o
				}
			}
			return nil
		}
		fighting, beaten, measured := false, false, false
		for f := 0; f < 12000 && !st.S2.Ev.EndAct; f++ {
			step()
			if r := robot(); r != nil && r.Routine2 >= 8 {
				fighting = true
				beaten = beaten || r.Routine2 == 0xE
				if !measured && r.Routine2 < 0xE {
					measured = true
					if a := testing.AllocsPerRun(100, step); a != 0 {
						t.Errorf("Tails %v: %v allocations a frame in the fight, want 0", tails, a)
					}
				}
			}
		}
		if !fighting || !beaten || !st.S2.Ev.EndAct || !st.S2.LockCtrl {
			t.Errorf("Tails %v: fought %v beaten %v act ended %v (controls locked %v) after %d frames, camera %#x",
				tails, fighting, beaten, st.S2.Ev.EndAct, st.S2.LockCtrl, sim.Frame(), st.Cam.X)
		}
	}
}

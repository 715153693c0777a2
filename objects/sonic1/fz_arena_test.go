package sonic1_test

import (
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// _inc/DynamicLevelEvents.asm: DLE_FZ makes BossFinal in the Final Zone's
// own level; _incObj/85 Boss - Final.asm, 84 FZ Eggman's Cylinders.asm
// and 86 FZ Plasma Ball Launcher.asm then run there: the cylinders move
// (routine 4), the launcher fires its balls (routine 8), the same way
// twice, and stepping the fight allocates nothing.
func TestBossFinal_Arena(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(filepath.Clean(ini))
	if err != nil {
		t.Fatal(err)
	}
	lv, err := p.Load("Final Zone")
	if err != nil {
		t.Fatal(err)
	}
	run := func() (boss, crush, balls bool, sum int32) {
		sim := physics.New(lv.Model, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 0x2450 + 0x100, Y: 1452})
		sim.SetRings(50)
		for f := 0; f < 1500; f++ {
			sim.Step(0)
			st := sim.Live()
			for k := range st.S2.Slots {
				ob := &st.S2.Slots[k]
				switch {
				case ob.ID == 0x85:
					boss = true
				case ob.ID == 0x84 && ob.Routine == 4:
					crush = true
				case ob.ID == 0x86 && ob.Routine == 8:
					balls = true
				}
				if ob.ID != 0 {
					sum = sum*31 + int32(ob.ID) + int32(ob.X)*7 + int32(ob.Y)*13
				}
			}
			sum = sum*17 + int32(st.X) + int32(st.Y)*3
		}
		return
	}
	boss, crush, balls, a := run()
	if !boss || !crush || !balls {
		t.Errorf("boss made %v, a cylinder moving %v, plasma balls %v; want all", boss, crush, balls)
	}
	if _, _, _, b := run(); a != b {
		t.Error("two runs differ")
	}
	sim := physics.New(lv.Model, physics.Config{Variant: physics.S1, Character: physics.Sonic}, layers.Point{X: 0x2450 + 0x100, Y: 1452})
	sim.SetRings(50)
	for range 300 {
		sim.Step(0)
	}
	if n := testing.AllocsPerRun(600, func() { sim.Step(0) }); n != 0 {
		t.Errorf("stepping the fight allocates %v times a frame, want 0", n)
	}
}

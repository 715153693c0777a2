package sonic1_test

import (
	"testing"

	"loopwright/physics"
)

// Scrap Brain act 3 is Labyrinth's fourth act (sonic.asm: LevelSelect's
// order, v_zone $01 act 3): the SonLVL import names it "Scrap Brain Zone
// Act 3" with s1_zone_act sbz3 and LZWaterFeatures' WaterHeight ($228);
// its objects are Labyrinth's and run as Labyrinth's (the bubble makers
// make bubbles under its water, Obj64's Bub_BblMaker routine $A).
func TestEngine_SBZ3IsLabyrinth4(t *testing.T) {
	l := s1Level(t, "Scrap Brain Zone Act 3")
	var za, wl string
	for _, p := range l.Props {
		switch p.Name {
		case "s1_zone_act":
			za = p.Value
		case "water_level":
			wl = p.Value
		}
	}
	if za != "sbz3" || wl != "552" {
		t.Fatalf("s1_zone_act %q water_level %q, want sbz3 and 552 ($228)", za, wl)
	}
	sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, l.Start)
	if sim.Engine() != "sonic1" || !sim.HasWater() {
		t.Fatalf("engine %q water %v, want sonic1 with water", sim.Engine(), sim.HasWater())
	}
	maker := false
	for f := 1; f <= 1800 && !maker; f++ {
		sim.Step(playInput(f))
		st := sim.Live()
		for k := range st.S2.Slots {
			if ob := &st.S2.Slots[k]; ob.ID == 0x64 && ob.Routine == 0x0A {
				maker = true
			}
		}
	}
	if !maker {
		t.Error("no bubble maker ran as Labyrinth's (Obj64, routine $A) in 1800 frames")
	}
}

// Stepping Labyrinth 1 with its objects, water, currents and bubbles
// allocates nothing (the engine's rule: stepping allocates nothing).
func TestEngine_LZ1StepAllocs(t *testing.T) {
	l := s1Level(t, "Labyrinth Zone Act 1")
	sim := physics.New(l, physics.Config{Variant: physics.S1, Character: physics.Sonic}, l.Start)
	f := 0
	for ; f < 400; f++ {
		sim.Step(playInput(f + 1))
	}
	if n := testing.AllocsPerRun(600, func() {
		f++
		sim.Step(playInput(f))
	}); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}

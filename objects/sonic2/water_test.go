package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// waterSim is Sonic on flatLevel with the water at level.
func waterSim(v physics.Variant, c physics.Character, level string) *physics.Sim {
	tl := flatLevel()
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Type: "int", Value: level}}
	return physics.New(tl.Lvl, physics.Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// The water's wobble (physics.S1 LZWaterFeatures, physics.S2 MoveWater; the guide is
// silent): the surface the player meets is the mean level plus half the
// first oscillator's value (0 to 15 px: it turns at $10 and overshoots), the oscillator stepping as
// OscillateNumDo's oscillator 0 (the same as physics.Sonic 2's objects use);
// physics.Sonic 3 & Knuckles' surface is the mean level.
func TestSim_WaterWobble(t *testing.T) {
	for _, v := range []physics.Variant{physics.S1, physics.S2} {
		s := waterSim(v, physics.Sonic, "600")
		ref := &engine{st: &physics.State{}}
		oscReset(&ref.st.S2)
		lo, hi := 1000, -1000
		for f := 0; f < 300; f++ {
			if s.Live().Water.Level != s.Live().Water.Mean+int(uint8(ref.st.S2.Osc[0][0]>>8)>>1) {
				t.Fatalf("%v frame %d: surface %d, mean %d, oscillator %#x", v, f, s.Live().Water.Level, s.Live().Water.Mean, ref.st.S2.Osc[0][0])
			}
			lo, hi = min(lo, s.Live().Water.Level-600), max(hi, s.Live().Water.Level-600)
			s.Step(0)
			ref.oscDo()
		}
		// The oscillator turns at $10 but overshoots to $1F.
		if lo != 0 || hi != 15 {
			t.Errorf("%v: wobble %d..%d, want 0..15", v, lo, hi)
		}
		if s.Record().Player.WaterLevel != s.Live().Water.Level {
			t.Errorf("%v: the record's water_level is not the surface", v)
		}
	}
	s := waterSim(physics.S3K, physics.Sonic, "600")
	for f := 0; f < 100; f++ {
		s.Step(0)
		if s.Live().Water.Level != 600 {
			t.Fatalf("s3k frame %d: surface %d, want the mean 600", f, s.Live().Water.Level)
		}
	}
}

// s2.asm DynamicWaterCPZ2: in Chemical Plant 2 the water's target becomes
// $510 once the camera's x reaches $1DE0, and stays so.
func TestDynamicWater_CPZ2(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 9000, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "cpz2"}, layers.Prop{Name: "water_level", Value: "1808"})
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	s.Step(0)
	if st.Water.Target != 0x710 {
		t.Fatalf("target %#x with the camera at %d, want $710", st.Water.Target, st.Cam.X)
	}
	// The camera there (the test level is narrower than the act).
	tl.Lvl.Bounds = layers.Rect{Max: layers.Point{X: 0x3000, Y: 0x800}}
	st.X = physics.FromPixels(0x1E00 + 160)
	st.Cam.X = 0x1E00
	s.Step(0)
	if st.Cam.X < 0x1DE0 || st.Water.Target != 0x510 {
		t.Fatalf("camera %#x target %#x, want past $1DE0 and $510", st.Cam.X, st.Water.Target)
	}
	lvl := st.Water.Level
	run(s, 0, 2)
	if st.Water.Level >= lvl {
		t.Errorf("water level %d then %d: want it rising towards $510", lvl, st.Water.Level)
	}
}

// s2.asm MoveWater: in Aquatic Ruin the surface the player meets is
// Water_Level_2 as it is (the oscillator's half is added in the other
// zones only).
func TestMoveWater_ARZStill(t *testing.T) {
	for _, za := range []string{"arz1", "cpz2"} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 9000, 600))
		tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: za}, layers.Prop{Name: "water_level", Value: "1040"})
		s := newSim(tl, physics.S2, 600, 716)
		st := s.Live()
		moved := false
		for f := 0; f < 120; f++ {
			s.Step(0)
			moved = moved || st.Water.Level != st.Water.Mean
		}
		if want := za != "arz1"; moved != want {
			t.Errorf("%s: surface off the mean level %v, want %v", za, moved, want)
		}
	}
}

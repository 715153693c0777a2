package physics

import (
	"testing"

	"loopwright/layers"
)

// waterSim is flatLevel (ground top 736) with water at level, the player
// (character c, variant v) standing at x 100.
func waterSim(v Variant, c Character, level string, props ...layers.Prop) *Sim {
	tl := flatLevel()
	tl.Lvl.Props = append([]layers.Prop{{Name: "water_level", Type: "int", Value: level}}, props...)
	return New(tl.Lvl, Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// docs/physics.md "States" "Underwater" (Sonic_Water): below the surface the speed
// variables are top 3, acceleration 0.0234375, deceleration 0.25;
// friction and air acceleration follow acceleration.
func TestSim_UnderwaterConstants(t *testing.T) {
	for _, v := range []Variant{S1, S2, S3K} {
		s := waterSim(v, Sonic, "600")
		if !s.Underwater() {
			t.Fatalf("%v: spawn below the surface is not underwater", v)
		}
		s.Step(Right)
		if s.st.GSpeed != 6 {
			t.Errorf("%v: acceleration %v, want 0.0234375", v, s.st.GSpeed)
		}
		run(s, Right, 200)
		if s.st.GSpeed != 0x300 {
			t.Errorf("%v: top speed %v, want 3", v, s.st.GSpeed)
		}
		s.Step(0)
		if s.st.GSpeed != 0x300-6 {
			t.Errorf("%v: friction gives %v, want 2.9765625", v, s.st.GSpeed)
		}
		g := s.st.GSpeed
		s.Step(Left)
		if s.st.GSpeed != g-0x40 {
			t.Errorf("%v: deceleration gives %v from %v", v, s.st.GSpeed, g)
		}
	}
}

// docs/physics.md "States" "Underwater": gravity 0.0625 in the air, jump speed 3.5
// (Knuckles 3), and the variable jump height's limit -2.
func TestSim_UnderwaterJump(t *testing.T) {
	for _, c := range []struct {
		ch   Character
		jump Fixed
	}{{Sonic, -0x380}, {Tails, -0x380}, {Knuckles, -0x300}} {
		s := waterSim(S3K, c.ch, "600")
		s.Step(Jump)
		if s.st.YSpeed != c.jump {
			t.Errorf("%v: jump speed %v, want %v", c.ch, s.st.YSpeed, c.jump)
		}
		y := s.st.YSpeed
		s.Step(Jump)
		if s.st.YSpeed != y+UnderwaterGravity {
			t.Errorf("%v: gravity gives %v from %v, want +0.0625", c.ch, s.st.YSpeed, y)
		}
		s.Step(0) // released while faster than -2: capped at -2, then gravity
		if s.st.YSpeed != UnderwaterJumpRelease+UnderwaterGravity {
			t.Errorf("%v: release gives %v, want -2", c.ch, s.st.YSpeed)
		}
	}
}

// docs/physics.md "States" "Underwater" (Sonic_Water): entering halves X Speed and
// quarters Y Speed; leaving doubles Y Speed (s3k only when it is >= -4)
// and caps it at -16.
func TestSim_WaterEntryExit(t *testing.T) {
	s := waterSim(S2, Sonic, "500")
	place(s, 300, 490, true, 0x400, 0x800)
	s.st.P.Underwater, s.st.P.Speeds = false, speedsNormal
	s.Step(0)
	// The mode moves first (y 498, speeds + gravity), the water check after.
	if s.Underwater() {
		t.Fatalf("above the surface at y %v", s.st.Y)
	}
	s.Step(0)
	if !s.Underwater() {
		t.Fatalf("not underwater at y %v", s.st.Y)
	}
	if s.st.XSpeed != 0x400>>1 || s.st.YSpeed != (0x800+2*Gravity)>>2 {
		t.Errorf("entry speeds %v, %v", s.st.XSpeed, s.st.YSpeed)
	}
	for _, c := range []struct {
		v         Variant
		ysp, want Fixed
	}{
		{S2, -0x300, -0x600 + 2*UnderwaterGravity},
		{S2, -0x900, WaterExitCap},
		{S3K, -0x300, -0x600 + 2*UnderwaterGravity},
		{S3K, -0x500, -0x500 + UnderwaterGravity},
	} {
		s := waterSim(c.v, Sonic, "500")
		place(s, 300, 502, true, 0, c.ysp)
		s.st.P.Underwater = true
		s.Step(0)
		if s.Underwater() {
			t.Fatalf("%v: still underwater at %v", c.v, s.st.Y)
		}
		if s.st.YSpeed != c.want {
			t.Errorf("%v: leaving at %v gives %v, want %v", c.v, c.ysp, s.st.YSpeed, c.want)
		}
	}
}

// docs/physics.md "States" "Super Speeds", note: falling into water cancels the speed
// shoes, and they stay gone on leaving it.
func TestSim_WaterCancelsShoes(t *testing.T) {
	s := waterSim(S2, Sonic, "500")
	place(s, 300, 480, true, 0, 0x300)
	s.GiveShoes(SpeedShoesFrames)
	run(s, 0, 10)
	if !s.Underwater() || s.topSpeed() != 0x300 {
		t.Fatalf("underwater %v, top %v", s.Underwater(), s.topSpeed())
	}
	place(s, 300, 495, true, 0, -0x300)
	run(s, 0, 3)
	if s.Underwater() || s.topSpeed() != TopSpeed || s.st.Obj.SpeedShoes == 0 {
		t.Errorf("after leaving: underwater %v top %v shoes timer %d", s.Underwater(), s.topSpeed(), s.st.Obj.SpeedShoes)
	}
}

// Obj0A_Countdown: one second of air goes every 60 frames underwater
// (the first on entry); after 30 the player drowns: speeds 0, a 120-frame
// fall at 0.0625, then dead.
func TestSim_Drowning(t *testing.T) {
	s := waterSim(S2, Sonic, "600")
	s.Step(0)
	if s.st.P.AirLeft != 29 {
		t.Fatalf("air after the first frame %d, want 29", s.st.P.AirLeft)
	}
	run(s, 0, 29*60)
	if s.st.P.AirLeft != 0 || s.st.P.Drowning != 0 {
		t.Fatalf("air %d drowning %d", s.st.P.AirLeft, s.st.P.Drowning)
	}
	run(s, Right, 59)
	if s.st.P.Drowning != 0 {
		t.Fatal("drowned a frame early")
	}
	s.Step(Right)
	if s.st.P.Drowning != DrownFrames || s.st.XSpeed != 0 || s.st.GSpeed != 0 || !s.st.Air {
		t.Fatalf("drowning %d speeds %v %v air %v", s.st.P.Drowning, s.st.XSpeed, s.st.GSpeed, s.st.Air)
	}
	if s.Record().Player.Ability != "drowning" {
		t.Errorf("ability %q", s.Record().Player.Ability)
	}
	s.Step(Right)
	if s.st.YSpeed != DrownGravity || s.st.XSpeed != 0 {
		t.Errorf("drowning fall: %v %v", s.st.XSpeed, s.st.YSpeed)
	}
	run(s, Right, DrownFrames-1)
	if !s.st.Dead {
		t.Errorf("not dead after the drowning fall")
	}
}

// The air comes back on leaving water; fire and lightning shields go out
// in it (docs/physics.md "Elemental Shields").
func TestSim_WaterResetsAirAndShields(t *testing.T) {
	s := waterSim(S3K, Sonic, "500")
	s.st.P.Shield = ShieldFire
	place(s, 300, 480, true, 0, 0x300)
	run(s, 0, 200)
	if s.st.P.Shield != ShieldNone {
		t.Errorf("fire shield kept underwater")
	}
	if s.st.P.AirLeft >= AirSeconds {
		t.Errorf("air not counting: %d", s.st.P.AirLeft)
	}
	place(s, 300, 502, true, 0, -0x300)
	s.Step(0)
	if s.Underwater() || s.st.P.AirLeft != AirSeconds {
		t.Errorf("leaving: underwater %v air %d", s.Underwater(), s.st.P.AirLeft)
	}
}

// DynamicWaterHeight: the table's target by x; the surface moves to it
// by water_speed a frame.
func TestSim_WaterTable(t *testing.T) {
	s := waterSim(S3K, Sonic, "600", layers.Prop{Name: "water_table", Value: "50:600 90:590"}, layers.Prop{Name: "water_speed", Value: "2"})
	s.Step(0)
	if s.st.Water.Target != 590 || s.st.Water.Level != 598 {
		t.Fatalf("water %+v", s.st.Water)
	}
	run(s, 0, 10)
	if s.st.Water.Level != 590 {
		t.Errorf("water %+v", s.st.Water)
	}
	tl := flatLevel()
	tl.Lvl.Props = []layers.Prop{{Name: "water_table", Value: "9:1 3:2"}, {Name: "water_level", Value: "1"}}
	if _, _, err := WaterOf(tl.Lvl); err == nil {
		t.Error("descending table accepted")
	}
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "x"}}
	if _, _, err := WaterOf(tl.Lvl); err == nil {
		t.Error("bad water_level accepted")
	}
}

// DynamicWaterHeight_HCZ1's table (sonic3k.asm loc_6F2C): the target is the
// first entry at or right of the camera's x (the last past them all), and
// an entry marked "!" sets the level at once.
func TestSim_WaterCameraTable(t *testing.T) {
	s := waterSim(S3K, Sonic, "600", layers.Prop{Name: "water_camera_table", Value: "-10:650! 500:580"})
	s.Step(0) // camera x 0: past -10, so the entry up to 500
	if w := s.st.Water; w.Target != 580 || w.Level != 599 {
		t.Fatalf("camera 0: water %+v, want target 580, level 599", w)
	}
	s = waterSim(S3K, Sonic, "600", layers.Prop{Name: "water_camera_table", Value: "100:550! 500:580"})
	s.Step(0)
	if w := s.st.Water; w.Target != 550 || w.Level != 550 {
		t.Fatalf("entry marked !: water %+v, want 550 at once", w)
	}
	s = waterSim(S3K, Sonic, "600", layers.Prop{Name: "water_camera_table", Value: "-20:550 -10:540"})
	s.Step(0)
	if w := s.st.Water; w.Target != 540 {
		t.Errorf("camera past every entry: target %d, want the last's 540", w.Target)
	}
	tl := flatLevel()
	for _, v := range []string{"9:1 3:2", "1:x", "1"} {
		tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "1"}, {Name: "water_camera_table", Value: v}}
		if _, _, err := WaterOf(tl.Lvl); err == nil {
			t.Errorf("water_camera_table %q accepted", v)
		}
	}
}

// sonic3k.asm DynamicWaterHeight_AIZ2: from camera x $2440 on, once the
// camera has reached $2850 (a latch), the target is $618 at the level's
// speed; back left of $2440, a drained act's target is $528 again, at 2
// pixels a frame.
func TestSim_WaterRoutineAIZ2(t *testing.T) {
	s := waterSim(S3K, Sonic, "1320", layers.Prop{Name: "water_routine", Value: "aiz2"})
	at := func(camX int) WaterState { // the frame's water step, the camera at camX
		s.st.Cam.X = camX
		s.moveWater()
		return s.st.Water
	}
	if w := at(0x2500); w.Target != 1320 || w.Trigger {
		t.Fatalf("camera $2500 before the latch: %+v, want the target kept", w)
	}
	if w := at(0x2850); w.Target != 0x618 || !w.Trigger || w.Mean != 1321 {
		t.Fatalf("camera $2850: %+v, want target $618, latched, 1 px a frame", w)
	}
	if w := at(0x2450); w.Target != 0x618 || w.Mean != 1322 {
		t.Fatalf("camera back at $2450, latched: %+v, want the drain to go on", w)
	}
	for i := 0; i < 4; i++ {
		at(0x2900)
	}
	if w := at(0x2000); w.Target != 0x528 || w.Speed != 2 || w.Mean != 1324 {
		t.Fatalf("camera left of $2440 at 1326: %+v, want target $528 at 2 px a frame", w)
	}
	if w := at(0x2000); w.Target != 0x528 || w.Mean != 1322 {
		t.Errorf("refilling: %+v, want 2 px a frame", w)
	}
	k := waterSim(S3K, Knuckles, "1320", layers.Prop{Name: "water_routine", Value: "aiz2"})
	k.st.Cam.X = 0x3B60
	if k.moveWater(); k.st.Water.Target != 1320 {
		t.Errorf("Knuckles at camera $3B60: target %d, want the routine idle", k.st.Water.Target)
	}
	tl := flatLevel()
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "1"}, {Name: "water_routine", Value: "hcz9"}}
	if _, _, err := WaterOf(tl.Lvl); err == nil {
		t.Error("water_routine hcz9 accepted")
	}
}

// CheckLevelForWater (sonic3k.asm): Carnival Night 2's water is
// Knuckles' alone; water_characters gives the water to the characters it
// names, and the level is dry for the others.
func TestSim_WaterCharacters(t *testing.T) {
	k := layers.Prop{Name: "water_characters", Value: "knuckles"}
	if s := waterSim(S3K, Knuckles, "600", k); !s.HasWater() || !s.Underwater() {
		t.Error("Knuckles: no water")
	}
	for _, c := range []Character{Sonic, Tails} {
		if s := waterSim(S3K, c, "600", k); s.HasWater() || s.Underwater() {
			t.Errorf("%v: water that is Knuckles' alone", c)
		}
	}
	if s := waterSim(S3K, Tails, "600", layers.Prop{Name: "water_characters", Value: "sonic, tails"}); !s.HasWater() {
		t.Error("sonic, tails: Tails has no water")
	}
	tl := flatLevel()
	for _, v := range []string{"", "amy", "sonic,,tails"} {
		tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "1"}, {Name: "water_characters", Value: v}}
		if _, _, err := WaterOf(tl.Lvl); err == nil {
			t.Errorf("water_characters %q accepted", v)
		}
	}
}

// DynamicWaterHeight_HCZ2 (sonic3k.asm) takes Knuckles' own table when
// Player_mode is 3: water_camera_table_knuckles replaces the other table
// for Knuckles alone.
func TestSim_WaterCameraTableKnuckles(t *testing.T) {
	props := []layers.Prop{{Name: "water_camera_table", Value: "500:580"}, {Name: "water_camera_table_knuckles", Value: "500:550!"}}
	for _, c := range []struct {
		ch   Character
		want int
	}{{Sonic, 580}, {Tails, 580}, {Knuckles, 550}} {
		s := waterSim(S3K, c.ch, "600", props...)
		s.Step(0)
		if w := s.st.Water; w.Target != c.want {
			t.Errorf("%v: target %d, want %d", c.ch, w.Target, c.want)
		}
	}
	tl := flatLevel()
	tl.Lvl.Props = []layers.Prop{{Name: "water_level", Value: "1"}, {Name: "water_camera_table_knuckles", Value: "9:1 3:2"}}
	if _, _, err := WaterOf(tl.Lvl); err == nil {
		t.Error("a descending water_camera_table_knuckles accepted")
	}
}

// s2.asm Obj01_InWater, Obj01_OutWater and ResumeMusic: a dive writes
// only the countdown's id and subtype (Sonic_BreathingBubbles) and
// surfacing only the air (air_left 30), so the countdown's second
// (obj0a_timer) carries on: a second dive's first second of air goes
// when the first dive's second would have ended, not on the dive.
func TestSim_S2AirSecondCarriesOn(t *testing.T) {
	s := waterSim(S2, Sonic, "500")
	place(s, 300, 600, false, 0, 0)
	run(s, 0, 20) // the first dive: its second ticked on the first frame
	if !s.Underwater() || s.st.P.AirLeft != AirSeconds-1 {
		t.Fatalf("underwater %v air %d after 20 frames, want 29", s.Underwater(), s.st.P.AirLeft)
	}
	left := s.st.P.AirTimer
	place(s, 300, 480, true, 0, 0)
	s.Step(0)
	if s.Underwater() || s.st.P.AirLeft != AirSeconds {
		t.Fatalf("surfacing: underwater %v air %d", s.Underwater(), s.st.P.AirLeft)
	}
	if s.st.P.AirTimer != left {
		t.Fatalf("surfacing made the second %d, want it kept at %d", s.st.P.AirTimer, left)
	}
	place(s, 300, 600, false, 0, 0)
	run(s, 0, left)
	if s.st.P.AirLeft != AirSeconds {
		t.Fatalf("air %d %d frames into the second dive, want 30 (the second not over)", s.st.P.AirLeft, left)
	}
	s.Step(0)
	if s.st.P.AirLeft != AirSeconds-1 {
		t.Errorf("air %d when the first dive's second ends, want 29", s.st.P.AirLeft)
	}
}

// s2.asm MoveWater (Aquatic Ruin): SetWaterStill leaves the surface at
// the mean level while the oscillator runs; SetWaterStill(false) gives
// the wobble back.
func TestSim_SetWaterStill(t *testing.T) {
	s := waterSim(S2, Sonic, "600")
	s.SetWaterStill(true)
	for f := 0; f < 60; f++ {
		s.Step(0)
		if s.st.Water.Level != s.st.Water.Mean {
			t.Fatalf("frame %d: surface %d, mean %d, want the mean", f, s.st.Water.Level, s.st.Water.Mean)
		}
	}
	s.SetWaterStill(false)
	moved := false
	for f := 0; f < 60; f++ {
		s.Step(0)
		moved = moved || s.st.Water.Level != s.st.Water.Mean
	}
	if !moved {
		t.Error("the wobble did not come back")
	}
}

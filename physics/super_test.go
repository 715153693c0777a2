package physics

import (
	"testing"

	"loopwright/layers"
)

// docs/physics.md "States" "Super/Hyper Sonic": with 7 emeralds and 50 rings a press in
// the air transforms; top 10, acceleration 0.1875, deceleration 1, air
// acceleration 0.375, friction unchanged, jump 8; underwater 5, 0.09375,
// 0.5; invincible; a ring every 60 frames (s3k: 61), back to normal at 0.
func TestSim_SuperSonic(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.SetEmeralds(7)
	s.SetRings(50)
	airborne(s, 0)
	s.Step(Jump)
	if !s.st.P.Super || s.st.P.Transform != SuperTransformFrames-1 {
		t.Fatalf("no transformation: super %v pose %d", s.st.P.Super, s.st.P.Transform)
	}
	y := s.st.Y
	run(s, 0, SuperTransformFrames-1)
	if s.st.Y != y {
		t.Errorf("moved during the pose")
	}
	if sp := s.speeds(); sp != (SpeedSet{0xA00, 0x30, 0x100}) || s.friction() != Friction || s.airAcceleration() != 0x60 {
		t.Errorf("super speeds %+v friction %v air %v", sp, s.friction(), s.airAcceleration())
	}
	if !s.Protected() {
		t.Error("super Sonic not invincible")
	}
	if s.jumpForce() != 0x800 {
		t.Errorf("jump %v", s.jumpForce())
	}
	s.SetRings(2)
	s.st.P.SuperRingTimer = 1
	s.Step(0)
	if s.Rings() != 1 {
		t.Errorf("drain: %d rings", s.Rings())
	}
	run(s, 0, SuperDrainFrames-1)
	if s.Rings() != 1 {
		t.Errorf("drained early: %d", s.Rings())
	}
	s.Step(0)
	if s.Rings() != 0 || s.st.P.Super || s.speeds() != speedsNormal {
		t.Errorf("way back: rings %d super %v", s.Rings(), s.st.P.Super)
	}
	// Not enough rings, or no emeralds: no transformation.
	s = abilitySim(S2, Sonic)
	s.SetEmeralds(7)
	s.SetRings(49)
	airborne(s, 0)
	s.Step(Jump)
	if s.st.P.Super {
		t.Error("transformed with 49 rings")
	}
	// s1 and cd have no super form.
	for _, v := range []Variant{S1, CD} {
		s = abilitySim(v, Sonic)
		s.SetEmeralds(7)
		s.SetRings(60)
		airborne(s, 0)
		s.Step(Jump)
		if s.st.P.Super {
			t.Errorf("%v: super form", v)
		}
	}
}

// docs/physics.md "States" "Super Tails, Super/Hyper Knuckles": top 8, acceleration
// 0.09375, deceleration 0.75; underwater 4, 0.046875, 0.375.
func TestSim_SuperKnuckles(t *testing.T) {
	s := abilitySim(S3K, Knuckles)
	s.SetEmeralds(7)
	s.SetRings(50)
	airborne(s, 0)
	s.Step(Jump)
	if !s.st.P.Super || s.st.P.DoubleJumpFlag != 0 {
		t.Fatalf("super %v glide %d", s.st.P.Super, s.st.P.DoubleJumpFlag)
	}
	if sp := s.speeds(); sp != (SpeedSet{0x800, 0x18, 0xC0}) {
		t.Errorf("super Knuckles speeds %+v", sp)
	}
	s.st.P.Underwater = false
	s.SetSuper(false)
	s.st.P.Underwater = true
	s.SetSuper(true)
	if sp := s.speeds(); sp != (SpeedSet{0x400, 0xC, 0x60}) {
		t.Errorf("super Knuckles underwater %+v", sp)
	}
}

// RunSettings (sim flags, the editor's Play setup): the run starts with
// the shield, rings, emeralds, super form and water given.
func TestNew_RunSettings(t *testing.T) {
	tl := flatLevel()
	s := New(tl.Lvl, Config{Variant: S3K, Run: RunSettings{Shield: ShieldBubble, Rings: 60, Emeralds: 7, Super: true, Underwater: true}}, layers.Point{X: 100, Y: 716})
	if s.st.P.Shield != ShieldBubble || s.Rings() != 60 || s.st.P.Emeralds != 7 || !s.st.P.Super || !s.Underwater() {
		t.Errorf("start: %+v rings %d", s.st.P, s.Rings())
	}
	if s.speeds() != speedsSuperSonicWater {
		t.Errorf("super underwater speeds %+v", s.speeds())
	}
}

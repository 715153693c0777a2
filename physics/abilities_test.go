package physics

import (
	"testing"

	"loopwright/layers"
)

// abilitySim is character c (variant v) on flatLevel, standing at x 100.
func abilitySim(v Variant, c Character) *Sim {
	return New(flatLevel().Lvl, Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// airborne puts the player mid-jump high above the ground, Y Speed ysp.
func airborne(s *Sim, ysp Fixed) {
	place(s, 300, 300, true, 0, ysp)
	s.st.Jumping, s.st.Rolling = true, true
	s.st.XRadius, s.st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
	s.st.PrevInput = 0
}

// docs/physics.md "Special Abilities" "Flying": a press in the air starts the flight; gravity
// 0.03125; a press gives -0.125 until Y Speed < -1; 480 frames, then
// tired (presses do nothing).
func TestSim_TailsFlight(t *testing.T) {
	s := abilitySim(S3K, Tails)
	airborne(s, 0)
	s.Step(Jump)
	if s.st.P.DoubleJumpFlag != 1 || s.st.Rolling {
		t.Fatalf("flight start: flag %d rolling %v", s.st.P.DoubleJumpFlag, s.st.Rolling)
	}
	y := s.st.YSpeed
	s.Step(0)
	if s.st.YSpeed != y+FlyGravity {
		t.Errorf("flight gravity: %v from %v, want +0.03125", s.st.YSpeed, y)
	}
	s.Step(Jump) // the press itself still falls
	y = s.st.YSpeed
	for i := 0; i < 40 && s.st.YSpeed >= FlyLiftLimit; i++ {
		s.Step(0)
		if s.st.YSpeed >= FlyLiftLimit && s.st.YSpeed != y-FlyLift {
			t.Fatalf("lift frame %d: %v from %v, want -0.125", i, s.st.YSpeed, y)
		}
		y = s.st.YSpeed
	}
	if s.st.YSpeed >= FlyLiftLimit {
		t.Fatalf("lift never reached -1: %v", s.st.YSpeed)
	}
	s.Step(0)
	s.Step(0)
	if s.st.P.DoubleJumpFlag != 1 || s.st.YSpeed != y+FlyGravity {
		t.Errorf("after the lift: flag %d Y Speed %v", s.st.P.DoubleJumpFlag, s.st.YSpeed)
	}
	// 480 frames in all.
	s = abilitySim(S3K, Tails)
	airborne(s, 0)
	s.Step(Jump)
	n := 1
	for ; n < 1000 && !s.flyTired(); n++ {
		s.st.Y, s.st.YSpeed = FromPixels(300), 0
		s.Step(0)
	}
	if n < FlyFrames-1 || n > FlyFrames+1 {
		t.Errorf("tired after %d frames, want 480", n)
	}
	s.Step(0)
	s.Step(Jump)
	s.Step(0)
	if s.st.P.DoubleJumpFlag != 1 || s.Record().Player.Ability != "flying_tired" {
		t.Errorf("tired press lifted: flag %d %q", s.st.P.DoubleJumpFlag, s.Record().Player.Ability)
	}
	// Landing ends the flight.
	run(s, 0, 300)
	if s.st.Air || s.st.P.DoubleJumpFlag != 0 {
		t.Errorf("landing: air %v flag %d", s.st.Air, s.st.P.DoubleJumpFlag)
	}
}

// docs/variants.md: flight is s3k and mania only.
func TestSim_TailsFlightVariants(t *testing.T) {
	for _, v := range []Variant{S1, S2, CD} {
		s := abilitySim(v, Tails)
		airborne(s, 0)
		s.Step(Jump)
		if s.st.P.DoubleJumpFlag != 0 {
			t.Errorf("%v: Tails flies", v)
		}
	}
}

// docs/physics.md "Special Abilities" "Insta-Shield": in s3k a press in the air gives Sonic a
// 24-radius hitbox (49 x 49) for 14 frames, invincible; once a jump; not
// with a blue shield; speeds unchanged.
func TestSim_InstaShield(t *testing.T) {
	s := abilitySim(S3K, Sonic)
	airborne(s, 0)
	s.st.XSpeed = 0x200
	s.Step(Jump)
	x, y := s.st.XSpeed, s.st.YSpeed
	if x != 0x200 || y != Gravity {
		t.Errorf("speeds changed: %v %v", x, y)
	}
	for i := 0; i < InstaShieldFrames; i++ {
		l, tp, w, h, ok := s.InstaShieldBox()
		if !ok || w != 48 || h != 48 || l != s.st.X.Pixel()-24 || tp != s.st.Y.Pixel()-24 {
			t.Fatalf("frame %d: box %d %d %d %d %v", i, l, tp, w, h, ok)
		}
		if !s.Protected() {
			t.Fatalf("frame %d: not invincible", i)
		}
		s.Step(0)
	}
	if _, _, _, _, ok := s.InstaShieldBox(); ok {
		t.Error("insta-shield lasts more than 14 frames")
	}
	s.Step(Jump)
	if s.st.P.InstaShield != 0 {
		t.Error("second insta-shield in one jump")
	}
	s = abilitySim(S3K, Sonic)
	s.SetShield(ShieldNormal)
	airborne(s, 0)
	s.Step(Jump)
	if s.st.P.InstaShield != 0 {
		t.Error("insta-shield with a blue shield")
	}
	s = abilitySim(S2, Sonic)
	airborne(s, 0)
	s.Step(Jump)
	if s.st.P.InstaShield != 0 {
		t.Error("insta-shield in s2")
	}
}

// docs/physics.md "Elemental Shields": the fire shield dashes (X Speed 8 facing, Y Speed 0), the
// lightning shield jumps (Y Speed -5.5), the bubble shield dives (X 0,
// Y 8; mania halves X) and bounces off the ground (7.5, 4 underwater);
// each once per jump.
func TestSim_ShieldMoves(t *testing.T) {
	s := abilitySim(S3K, Sonic)
	s.SetShield(ShieldFire)
	airborne(s, -0x100)
	s.st.FacingLeft = true
	s.Step(Jump)
	if s.st.XSpeed != -FireDashSpeed || s.st.YSpeed != Gravity {
		t.Errorf("fire dash: %v %v", s.st.XSpeed, s.st.YSpeed)
	}
	s = abilitySim(S3K, Sonic)
	s.SetShield(ShieldLightning)
	airborne(s, -0x100)
	s.Step(Jump)
	if s.st.YSpeed != LightningJumpSpeed+Gravity {
		t.Errorf("lightning jump: %v", s.st.YSpeed)
	}
	s.Step(0)
	s.Step(Jump)
	if s.st.YSpeed != LightningJumpSpeed+3*Gravity {
		t.Errorf("second lightning jump: %v", s.st.YSpeed)
	}
	for _, v := range []Variant{S3K, Mania} {
		s = abilitySim(v, Sonic)
		s.SetShield(ShieldBubble)
		airborne(s, -0x100)
		place(s, 300, 690, true, 0x200, -0x100)
		s.Step(Jump)
		wantX := Fixed(0)
		if v == Mania {
			wantX = 0x100
		}
		if s.st.XSpeed != wantX || s.st.YSpeed != BubbleDownSpeed+Gravity {
			t.Errorf("%v: bubble dive %v %v", v, s.st.XSpeed, s.st.YSpeed)
		}
		for i := 0; i < 20 && s.st.YSpeed > 0; i++ {
			s.Step(0)
		}
		if !s.st.Air || s.st.YSpeed != -BubbleBounce {
			t.Errorf("%v: bounce: air %v Y Speed %v", v, s.st.Air, s.st.YSpeed)
		}
	}
}

// docs/physics.md "Elemental Shields" "Ring Magnetization": 0.1875 towards the player when
// already moving that way, 0.75 otherwise, within 64 px.
func TestMagnetRing(t *testing.T) {
	x, y, xs, ys := FromPixels(10), FromPixels(10), Fixed(0), Fixed(0x10)
	MagnetRing(50, 0, &x, &y, &xs, &ys)
	if xs != RingTurnSpeed || ys != 0x10-RingTurnSpeed {
		t.Errorf("turn: %v %v", xs, ys)
	}
	MagnetRing(50, 0, &x, &y, &xs, &ys)
	if xs != RingTurnSpeed+RingFollowSpeed {
		t.Errorf("follow: %v", xs)
	}
	s := abilitySim(S3K, Sonic)
	s.SetShield(ShieldLightning)
	if !s.Magnetises(100+63, 716) || s.Magnetises(100+64, 716) {
		t.Error("magnet range")
	}
}

// docs/physics.md "Special Abilities" "Super Peel Out": in cd, Up + a press charges; released
// after 30 frames Sonic launches at 12, earlier nothing happens.
func TestSim_PeelOut(t *testing.T) {
	s := abilitySim(CD, Sonic)
	s.Step(Up)
	s.Step(Up | Jump)
	run(s, Up, PeelOutFrames)
	if s.st.GSpeed != 0 || !s.st.P.PeelOut {
		t.Fatalf("charging: %v %v", s.st.GSpeed, s.st.P.PeelOut)
	}
	s.Step(0)
	if s.st.GSpeed != PeelOutSpeed {
		t.Errorf("launch: %v, want 12", s.st.GSpeed)
	}
	s = abilitySim(CD, Sonic)
	s.Step(Up)
	s.Step(Up | Jump)
	run(s, Up, 10)
	s.Step(0)
	if s.st.GSpeed != 0 || s.st.P.PeelOut {
		t.Errorf("early release: %v", s.st.GSpeed)
	}
	s = abilitySim(S2, Sonic)
	s.Step(Up)
	s.Step(Up | Jump)
	if s.st.P.PeelOut {
		t.Error("peel-out in s2")
	}
}

// Drop dash (mania): a second press held 20 frames; on landing Ground
// Speed/4 + 8 forwards, capped at 12.
func TestSim_DropDash(t *testing.T) {
	s := abilitySim(Mania, Sonic)
	airborne(s, -0x100)
	place(s, 300, 600, true, 0x400, -0x100)
	s.Step(Jump)
	x := s.st.XSpeed
	for i := 0; i < 100 && s.st.Air; i++ {
		x = s.st.XSpeed
		s.Step(Jump)
	}
	if s.st.Air || !s.st.Rolling {
		t.Fatalf("no drop dash: air %v rolling %v", s.st.Air, s.st.Rolling)
	}
	if want := x/4 + DropDashSpeed; s.st.GSpeed != want {
		t.Errorf("drop dash speed %v, want %v", s.st.GSpeed, want)
	}
	s = abilitySim(Mania, Sonic)
	place(s, 300, 700, true, 0x400, -0x100)
	s.st.Jumping, s.st.Rolling = true, true
	s.Step(Jump)
	run(s, Jump, 5)
	for i := 0; i < 100 && s.st.Air; i++ {
		s.Step(Jump)
	}
	if s.st.GSpeed > 0x500 {
		t.Errorf("uncharged drop dash launched: %v", s.st.GSpeed)
	}
}

// docs/physics.md "Special Abilities" "Flying Attack" and "Gliding Attack": flying Tails destroys
// what touches him within the 90-degree slice above (46..135 degrees);
// gliding or sliding Knuckles whatever touches him; falling from a glide
// he does not attack.
func TestSim_AbilityAttack(t *testing.T) {
	s := abilitySim(S3K, Tails)
	airborne(s, 0)
	s.Step(Jump) // start flying
	if s.st.P.DoubleJumpFlag == 0 {
		t.Fatal("not flying")
	}
	x, y := s.st.X.Pixel(), s.st.Y.Pixel()
	for _, c := range []struct {
		dx, dy int
		want   bool
	}{
		{0, -20, true}, {20, -20, true}, {-20, -20, true},
		{21, -20, false}, {-21, -20, false}, {20, 0, false}, {0, 20, false},
	} {
		if got := s.AbilityAttack(x+c.dx, y+c.dy); got != c.want {
			t.Errorf("tails flying, badnik at %+d,%+d: attack %v, want %v", c.dx, c.dy, got, c.want)
		}
	}
	k := knuxSim(S3K)
	jumpToGlide(k)
	kx, ky := k.st.X.Pixel(), k.st.Y.Pixel()
	for _, d := range [][2]int{{20, 0}, {-20, 0}, {0, 20}, {0, -20}} {
		if !k.AbilityAttack(kx+d[0], ky+d[1]) {
			t.Errorf("gliding Knuckles does not attack at %v", d)
		}
	}
	k.st.P.DoubleJumpFlag = glideSliding
	if !k.AbilityAttack(kx+20, ky) {
		t.Error("sliding Knuckles does not attack")
	}
	k.st.P.DoubleJumpFlag = glideFalling
	if k.AbilityAttack(kx+20, ky) {
		t.Error("Knuckles falling from a glide attacks")
	}
}

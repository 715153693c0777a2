package physics

import (
	"testing"

	"loopwright/layers"
)

// knuxSim is Knuckles (variant v) on flatLevel (ground top 736) with a
// wall from x 800 (block column 50) up to y 400, standing at x 100.
func knuxSim(v Variant) *Sim {
	tl := flatLevel()
	tl.Fill(pathAB, 50, 25, 52, 46)
	return New(tl.Lvl, Config{Variant: v, Character: Knuckles}, layers.Point{X: 100, Y: 716})
}

// jumpToGlide jumps and presses again at the top of the jump.
func jumpToGlide(s *Sim) {
	s.Step(Jump)
	run(s, Jump, 5)
	run(s, 0, 30)
	s.Step(Jump)
}

// docs/physics.md "Special Abilities" "Gliding": X Speed 4 in the facing direction at the start,
// Y Speed 0 when it was negative (S3K: +2 first), then X Speed +0.015625
// a frame; gravity 0.125 while Y Speed < 0.5, else -0.125.
func TestSim_GlideStart(t *testing.T) {
	s := knuxSim(S3K)
	jumpToGlide(s)
	if s.st.P.DoubleJumpFlag != glideGliding || s.st.XSpeed != 0x400 || s.st.GSpeed != GlideStartSpeed {
		t.Fatalf("glide start: flag %d xsp %v", s.st.P.DoubleJumpFlag, s.st.XSpeed)
	}
	if s.st.XRadius != 10 || s.st.YRadius != 10 || s.st.Rolling {
		t.Errorf("glide radii %d %d rolling %v", s.st.XRadius, s.st.YRadius, s.st.Rolling)
	}
	for i := 1; i <= 10; i++ {
		y := s.st.YSpeed
		s.Step(Jump)
		if s.st.XSpeed != 0x400+Fixed(i)*GlideAccel {
			t.Fatalf("step %d: X Speed %v, want 4 + %d * 0.015625", i, s.st.XSpeed, i)
		}
		want := y + GlideGravity
		if y >= GlideFallLimit {
			want = y - GlideGravity
		}
		if s.st.YSpeed != want {
			t.Fatalf("step %d: Y Speed %v from %v, want %v", i, s.st.YSpeed, y, want)
		}
	}
	if s.Record().Player.Ability != "gliding" {
		t.Errorf("ability %q", s.Record().Player.Ability)
	}
}

// docs/physics.md "Special Abilities" "Gliding": the glide speed stops at 24.
func TestSim_GlideTopSpeed(t *testing.T) {
	s := knuxSim(S3K)
	jumpToGlide(s)
	s.st.GSpeed = GlideTopSpeed - 2
	s.st.Y = FromPixels(300)
	s.Step(Jump)
	s.Step(Jump)
	if s.st.GSpeed != GlideTopSpeed+2 && s.st.GSpeed != GlideTopSpeed {
		t.Logf("glide speed %v", s.st.GSpeed)
	}
	s.st.GSpeed = GlideTopSpeed
	s.Step(Jump)
	if s.st.GSpeed != GlideTopSpeed || s.st.XSpeed != GlideTopSpeed {
		t.Errorf("at 24: speed %v, X Speed %v", s.st.GSpeed, s.st.XSpeed)
	}
}

// docs/physics.md "Special Abilities" "Turning Around": the angle moves 2.8125 degrees a frame (a
// full turn in 64 frames) with X Speed = speed * cos(a), no acceleration
// during the turn; a tap is enough.
func TestSim_GlideTurn(t *testing.T) {
	s := knuxSim(S3K)
	jumpToGlide(s)
	s.st.Y = FromPixels(300)
	s.Step(Left | Jump) // accelerates once more, then turns
	g := s.st.GSpeed
	for i := 1; i < 64; i++ {
		s.Step(Jump)
		if s.st.GSpeed != g {
			t.Fatalf("frame %d: speed changed during the turn: %v", i, s.st.GSpeed)
		}
	}
	if s.st.P.DoubleJumpProperty != 0x80 {
		t.Fatalf("after 64 frames the angle is %#x", s.st.P.DoubleJumpProperty)
	}
	if s.st.XSpeed != -g || !s.st.FacingLeft {
		t.Errorf("turned: X Speed %v, want %v", s.st.XSpeed, -g)
	}
}

// docs/physics.md "Special Abilities" "Gliding": releasing the button drops him: X Speed * 0.25,
// normal gravity; landing flat stops him (X Speed 0).
func TestSim_GlideDrop(t *testing.T) {
	s := knuxSim(S3K)
	jumpToGlide(s)
	s.st.Y = FromPixels(300)
	run(s, Jump, 10)
	x := s.st.XSpeed + GlideAccel // the release frame still accelerates
	s.Step(0)
	if s.st.P.DoubleJumpFlag != glideFalling || s.st.XSpeed != x>>2 {
		t.Fatalf("drop: flag %d X Speed %v from %v", s.st.P.DoubleJumpFlag, s.st.XSpeed, x)
	}
	y := s.st.YSpeed
	s.Step(0)
	if s.st.YSpeed != y+Gravity {
		t.Errorf("falling gravity: %v from %v", s.st.YSpeed, y)
	}
	run(s, 0, 120)
	if s.st.Air || s.st.XSpeed != 0 || s.st.P.DoubleJumpFlag != 0 {
		t.Errorf("landing: air %v X Speed %v", s.st.Air, s.st.XSpeed)
	}
}

// docs/physics.md "Special Abilities" "Sliding": gliding into the ground he slides with friction
// 0.125 and is not grounded until he stops.
func TestSim_GlideSlide(t *testing.T) {
	s := knuxSim(S3K)
	jumpToGlide(s)
	for i := 0; i < 300 && s.st.P.DoubleJumpFlag == glideGliding; i++ {
		s.Step(Jump)
	}
	if s.st.P.DoubleJumpFlag != glideSliding || !s.st.Air {
		t.Fatalf("flag %d air %v", s.st.P.DoubleJumpFlag, s.st.Air)
	}
	x := s.st.XSpeed
	s.Step(Jump)
	if s.st.XSpeed != x-GlideSlideFric {
		t.Errorf("slide friction: %v from %v", s.st.XSpeed, x)
	}
	s.Step(0)
	if s.st.Air || s.st.XSpeed != 0 || s.st.MoveLock != 0xF {
		t.Errorf("release: air %v X Speed %v lock %d", s.st.Air, s.st.XSpeed, s.st.MoveLock)
	}
}

// docs/physics.md "Special Abilities" "Climbing": gliding into a wall he catches it; Up climbs 1 a
// frame, Down 1; a jump press leaves it (4 away, -3.5 up as
// Knuckles_Climbing_Wall does); at the top he clambers onto the ledge.
func TestSim_Climb(t *testing.T) {
	s := knuxSim(S3K)
	place(s, 700, 600, true, 0, 0)
	s.st.Jumping, s.st.Rolling = true, true
	s.Step(Jump)
	for i := 0; i < 200 && s.st.P.DoubleJumpFlag == glideGliding; i++ {
		s.Step(Jump)
	}
	if s.st.P.DoubleJumpFlag != glideClimbing {
		t.Fatalf("no wall catch: flag %d at %v,%v", s.st.P.DoubleJumpFlag, s.st.X, s.st.Y)
	}
	if s.st.X.Pixel() != 800-PushRadius-1 && s.st.X.Pixel() != 800-PushRadius {
		t.Errorf("caught at x %v", s.st.X)
	}
	if got := s.Record().Player.Ability; got != "climbing" {
		t.Errorf("ability %q", got)
	}
	y := s.st.Y.Pixel()
	s.Step(Up)
	if s.st.Y.Pixel() != y-1 {
		t.Errorf("up: y %d from %d", s.st.Y.Pixel(), y)
	}
	s.Step(Down)
	if s.st.Y.Pixel() != y {
		t.Errorf("down: y %d from %d", s.st.Y.Pixel(), y-1)
	}
	// Climb to the top: he clambers and stands on the wall's top (y 400).
	for i := 0; i < 400 && s.st.P.DoubleJumpFlag == glideClimbing; i++ {
		s.Step(Up)
	}
	if s.st.P.DoubleJumpFlag != glideClambering {
		t.Fatalf("no clamber: flag %d y %v", s.st.P.DoubleJumpFlag, s.st.Y)
	}
	run(s, 0, 18)
	if s.st.Air || s.st.P.DoubleJumpFlag != 0 {
		t.Fatalf("clamber did not end standing: air %v flag %d at %v,%v", s.st.Air, s.st.P.DoubleJumpFlag, s.st.X, s.st.Y)
	}
	run(s, 0, 2)
	if s.st.Air || s.st.Y.Pixel()+s.st.YRadius != 399 {
		t.Errorf("not on the ledge: %v,%v air %v", s.st.X, s.st.Y, s.st.Air)
	}

	// Jump off.
	s = knuxSim(S3K)
	place(s, 700, 600, true, 0, 0)
	s.st.Jumping, s.st.Rolling = true, true
	s.Step(Jump)
	for i := 0; i < 200 && s.st.P.DoubleJumpFlag == glideGliding; i++ {
		s.Step(Jump)
	}
	s.Step(0)
	s.Step(Jump)
	if !s.st.Air || s.st.XSpeed != -ClimbJumpX || s.st.P.DoubleJumpFlag != 0 {
		t.Errorf("jump off: X Speed %v flag %d", s.st.XSpeed, s.st.P.DoubleJumpFlag)
	}
}

// docs/variants.md: the glide is s3k and mania only.
func TestSim_GlideVariants(t *testing.T) {
	for _, v := range []Variant{S1, S2, CD} {
		s := knuxSim(v)
		jumpToGlide(s)
		if s.st.P.DoubleJumpFlag != 0 {
			t.Errorf("%v: Knuckles glides", v)
		}
	}
}

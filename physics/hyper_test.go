package physics

import (
	"testing"
)

// docs/physics.md "States" "Super/Hyper Sonic" (sonic3k.asm Sonic_CheckTransform,
// Sonic_Transform): in s3k the seven Super Emeralds and 50 rings make a
// press in the air transform into the hyper form (super constants, the
// same table); Tails and the other games have no hyper form; the way back
// ends both.
func TestSim_HyperTransform(t *testing.T) {
	for _, c := range []struct {
		v         Variant
		ch        Character
		wantSuper bool
		wantHyper bool
	}{
		{S3K, Sonic, true, true},
		{S3K, Knuckles, true, true},
		{S3K, Tails, false, false}, // no chaos emeralds, no hyper Tails
		{S2, Sonic, false, false},  // s2 needs the chaos emeralds
		{Mania, Sonic, false, false},
	} {
		s := abilitySim(c.v, c.ch)
		s.SetSuperEmeralds(7)
		s.SetRings(50)
		airborne(s, 0)
		s.Step(Jump)
		if s.st.P.Super != c.wantSuper || s.st.P.Hyper != c.wantHyper {
			t.Errorf("%v %v: super %v hyper %v, want %v %v", c.v, c.ch, s.st.P.Super, s.st.P.Hyper, c.wantSuper, c.wantHyper)
		}
		if c.wantHyper && c.ch == Sonic && s.speeds() != speedsSuperSonic {
			t.Errorf("%v %v: hyper speeds %+v, want the super ones", c.v, c.ch, s.speeds())
		}
		if c.wantHyper && !s.Record().Player.Hyper {
			t.Errorf("%v %v: the record has no hyper", c.v, c.ch)
		}
	}
	// Chaos emeralds alone: super, not hyper.
	s := abilitySim(S3K, Sonic)
	s.SetEmeralds(7)
	s.SetRings(50)
	airborne(s, 0)
	s.Step(Jump)
	if !s.st.P.Super || s.st.P.Hyper {
		t.Errorf("chaos emeralds: super %v hyper %v", s.st.P.Super, s.st.P.Hyper)
	}
	// The way back (rings out) ends the hyper form too.
	s = abilitySim(S3K, Sonic)
	s.SetHyper(true)
	s.SetRings(1)
	s.st.P.SuperRingTimer = 1
	s.Step(0)
	if s.st.P.Super || s.st.P.Hyper {
		t.Errorf("way back: super %v hyper %v", s.st.P.Super, s.st.P.Hyper)
	}
	// SetHyper where the game has none is the super form.
	s = abilitySim(S2, Sonic)
	s.SetHyper(true)
	if !s.st.P.Super || s.st.P.Hyper {
		t.Errorf("s2 SetHyper: super %v hyper %v", s.st.P.Super, s.st.P.Hyper)
	}
}

// docs/physics.md "States" "Hyper Blast Ability" (Sonic_HyperDash): the second press in
// the air sets X Speed 8 facing and Y Speed 0; with Up held Y Speed -8
// and X Speed 0; down and its diagonals follow the game's table; once a
// jump; the camera's flame shield lag starts (docs/physics.md "Camera").
func TestSim_HyperDash(t *testing.T) {
	for _, c := range []struct {
		name   string
		in     Input
		left   bool
		wx, wy Fixed
	}{
		{"forwards", 0, false, 0x800, 0},
		{"forwards, facing left", 0, true, -0x800, 0},
		{"up", Up, false, 0, -0x800},
		{"up and right (the guide: straight up)", Up | Right, false, 0, -0x800},
		{"down", Down, false, 0, 0x800},
		{"down and left", Down | Left, false, -0x800, 0x800},
		{"left", Left, false, -0x800, 0},
		{"left and right", Left | Right, false, 0x800, 0},
	} {
		s := abilitySim(S3K, Sonic)
		s.SetHyper(true)
		airborne(s, -0x100)
		s.st.FacingLeft = c.left
		s.st.PrevInput = c.in
		s.Step(c.in | Jump)
		// The rest of the airborne frame runs: gravity, and held Left or
		// Right's air acceleration.
		wx := c.wx + s.airDelta(c.in)
		if s.st.XSpeed != wx || s.st.YSpeed != c.wy+Gravity {
			t.Errorf("%s: speeds %v %v, want %v %v", c.name, s.st.XSpeed, s.st.YSpeed, wx, c.wy+Gravity)
		}
		if s.st.P.Move != "hyper_dash" || s.st.Cam.Delay == 0 {
			t.Errorf("%s: move %q camera delay %#x", c.name, s.st.P.Move, s.st.Cam.Delay)
		}
		// A second press in the same jump does nothing: the same frames
		// with and without it agree.
		var st State
		s.Save(&st)
		s.Step(c.in)
		s.Step(c.in)
		x, y := s.st.XSpeed, s.st.YSpeed
		s.Restore(&st)
		s.Step(c.in)
		s.Step(c.in | Jump)
		if s.st.XSpeed != x || s.st.YSpeed != y {
			t.Errorf("%s: a second press in one jump: speeds %v %v, want %v %v", c.name, s.st.XSpeed, s.st.YSpeed, x, y)
		}
	}
	// Super (not hyper) Sonic has no dash.
	s := abilitySim(S3K, Sonic)
	s.SetSuper(true)
	airborne(s, -0x100)
	s.Step(Jump)
	if s.st.XSpeed != 0 || s.st.P.Move == "hyper_dash" {
		t.Errorf("super Sonic dashed: %v", s.st.XSpeed)
	}
}

// airDelta is the air acceleration a frame of in gives (0 without Left
// or Right, or with both).
func (s *Sim) airDelta(in Input) Fixed {
	switch {
	case in&Left != 0 && in&Right != 0:
		return 0
	case in&Left != 0:
		return -s.airAcceleration()
	case in&Right != 0:
		return s.airAcceleration()
	}
	return 0
}

// docs/physics.md "Camera" "Flame Shield Lag" (Sonic_FireShield, Sonic_HyperDash:
// H_scroll_frame_offset $2000 and Reset_Player_Position_Array): the
// fire dash sets the camera's delay to 32 frames and fills the position
// record with the current position, so the camera cannot scroll back.
func TestSim_FlameShieldLag(t *testing.T) {
	s := abilitySim(S3K, Sonic)
	s.SetShield(ShieldFire)
	airborne(s, -0x100)
	s.Step(Jump)
	c := s.Camera()
	if c.Delay>>8 != 0x1F { // set to $2000, one frame used
		t.Errorf("delay %#x after the dash frame, want $1Fxx", c.Delay)
	}
	x := c.X
	for i := 0; i < 32; i++ {
		s.Step(0)
		if s.Camera().X < x {
			t.Fatalf("frame %d: the camera scrolled back to %d from %d", i, s.Camera().X, x)
		}
	}
}

// docs/physics.md "States" "Wall Quake": Hyper Knuckles gliding into a wall at 4.5 or
// more stops gliding with X Speed 0 and Y Speed -2 and the screen shakes
// (20 frames, Glide_screen_shake $14); slower, or not hyper, he catches
// the wall.
func TestSim_WallQuake(t *testing.T) {
	glideInto := func(hyper bool, speed Fixed) *Sim {
		s := knuxSim(S3K)
		if hyper {
			s.SetHyper(true)
		} else {
			s.SetSuper(true)
		}
		jumpToGlide(s)
		place(s, 770, 600, true, 0, 0)
		s.st.GSpeed = speed
		s.st.XSpeed = speed
		for i := 0; i < 30 && s.st.P.DoubleJumpFlag == glideGliding; i++ {
			s.st.GSpeed = speed
			s.Step(Jump)
		}
		return s
	}
	s := glideInto(true, 0x500)
	p := &s.st.P
	if p.DoubleJumpFlag == glideClimbing || p.Move != "wall_quake" {
		t.Fatalf("hyper at 5: flag %d move %q, want the quake", p.DoubleJumpFlag, p.Move)
	}
	if s.st.XSpeed != 0 || s.st.YSpeed != WallQuakeYSpeed {
		t.Errorf("after the quake: %v %v, want 0 -2", s.st.XSpeed, s.st.YSpeed)
	}
	if p.ScreenShake != WallQuakeShake-1 {
		t.Errorf("shake %d", p.ScreenShake)
	}
	s = glideInto(true, 0x470)
	if s.st.P.DoubleJumpFlag != glideClimbing {
		t.Errorf("hyper at 4.4375: flag %d, want climbing", s.st.P.DoubleJumpFlag)
	}
	s = glideInto(false, 0x500)
	if s.st.P.DoubleJumpFlag != glideClimbing {
		t.Errorf("super at 5: flag %d, want climbing", s.st.P.DoubleJumpFlag)
	}
}

// docs/physics.md "Special Abilities" "Spindash" with the super table (s2.asm SpindashSpeedsSuper,
// sonic3k.asm word_11D04): Super Sonic (s2, s3k) and Super Knuckles (s3k)
// launch at 11 + floor(spinrev)/2.
func TestSim_SuperSpindash(t *testing.T) {
	for _, c := range []struct {
		v    Variant
		ch   Character
		want Fixed
	}{
		{S2, Sonic, 0xB00},
		{S3K, Knuckles, 0xB00},
		{S3K, Tails, 0x800},
		{S2, Tails, 0x800},
	} {
		s := abilitySim(c.v, c.ch)
		s.SetSuper(true)
		run(s, Down, 3)
		s.Step(Down | Jump)
		s.Step(0)
		if s.st.GSpeed != c.want {
			t.Errorf("%v %v: release at %v, want %v", c.v, c.ch, s.st.GSpeed, c.want)
		}
	}
}

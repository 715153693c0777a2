package physics

// Hyper forms (docs/physics.md "States" "Super/Hyper Sonic", "Hyper Blast
// Ability", "Super Tails, Super/Hyper Knuckles", "Wall Quake"; Sonic 3 &
// Knuckles only: the transformation with all seven Super Emeralds,
// sonic3k.asm Sonic_CheckTransform/Sonic_Transform setting
// Super_Sonic_Knux_flag to -1). Hyper Sonic and Hyper Knuckles move with
// the super constants (the guide's tables give one column for Super and
// Hyper); what differs is the Hyper Blast (Sonic_HyperDash) and the Wall
// Quake (Knuckles_Gliding_HitWall), both of which destroy every badnik on
// the screen (HyperAttackTouchResponse) and start the camera's flame
// shield lag (docs/physics.md "Camera" "Flame Shield Lag").

// Hyper constants.
const (
	// HyperDashSpeed is the Hyper Blast's speed, 8 (Sonic_HyperDash:
	// $800).
	HyperDashSpeed Fixed = 0x800
	// WallQuakeSpeed is the glide speed at or above which Hyper Knuckles
	// quakes a wall he glides into: 4.5 (docs/physics.md "States" "Wall Quake"; the
	// game's cmpi.w #$480,ground_vel).
	WallQuakeSpeed Fixed = 0x480
	// WallQuakeYSpeed is his Y Speed after the quake, -2 (docs/physics.md "States").
	WallQuakeYSpeed Fixed = -0x200
	// WallQuakeShake is the screen shake's length in frames
	// (Glide_screen_shake = $14).
	WallQuakeShake = 0x14
	// FlameLagDelay is the camera delay a shield dash or Hyper Blast
	// sets: 32 frames (H_scroll_frame_offset = $2000).
	FlameLagDelay = 0x2000
)

// canHyper reports whether the variant and character have a hyper form:
// Sonic 3 & Knuckles' Sonic and Knuckles (Tails has none).
func (s *Sim) canHyper() bool {
	return s.cfg.Variant == S3K && (s.cfg.Character == Sonic || s.cfg.Character == Knuckles)
}

// hyperOnTransform reports whether a transformation now makes the player
// hyper: all seven Super Emeralds (Sonic_Transform: cmpi.b
// #7,(Super_emerald_count)).
func (s *Sim) hyperOnTransform() bool {
	return s.canHyper() && s.st.P.SuperEmeralds >= SuperEmeralds
}

// SetSuperEmeralds sets the Super Emeralds held (0-7; s3k: seven turn a
// transformation hyper and also allow it without the chaos emeralds).
func (s *Sim) SetSuperEmeralds(n int) { s.st.P.SuperEmeralds = n }

// SetHyper turns the hyper form on (the super form too) or off (a run
// setting: sim --hyper). Where the game has no hyper form it is the
// super form.
func (s *Sim) SetHyper(on bool) {
	if !on {
		s.SetSuper(false)
		return
	}
	s.SetSuper(true)
	s.st.P.Hyper = s.st.P.Super && s.canHyper()
}

// hyperDashVelocities is Sonic_HyperDash_Velocities, indexed by the held
// directions (up 1, down 2, left 4, right 8) minus one.
var hyperDashVelocities = [10][2]Fixed{
	{0, -HyperDashSpeed},               // up
	{0, HyperDashSpeed},                // down
	{0, 0},                             // up + down
	{-HyperDashSpeed, 0},               // left
	{-HyperDashSpeed, -HyperDashSpeed}, // left + up
	{-HyperDashSpeed, HyperDashSpeed},  // left + down
	{0, 0},                             // left + up + down
	{HyperDashSpeed, 0},                // right
	{HyperDashSpeed, -HyperDashSpeed},  // right + up
	{HyperDashSpeed, HyperDashSpeed},   // right + down
}

// hyperDash is the Hyper Blast (docs/physics.md "States" "Hyper Blast Ability";
// Sonic_HyperDash): the jump press in the air destroys the badniks on the
// screen, starts the flame shield lag and sends Hyper Sonic 8 forwards
// (X Speed and Ground Speed), Y Speed 0; holding Up, Y Speed -8 and X
// Speed 0 (the guide: where it and the game's direction table disagree,
// up with left or right, the guide's straight up wins; docs/
// assumptions.md). Directions the guide does not name follow the table:
// down, down with left or right, left or right alone; opposing
// directions held together dash forwards.
func (s *Sim) hyperDash(in Input) {
	st := &s.st
	p := &st.P
	p.HyperAttack = true
	s.flameLag()
	p.DoubleJumpFlag = 1
	p.Move = "hyper_dash"
	d := 0
	if in&Up != 0 {
		d |= 1
	}
	if in&Down != 0 {
		d |= 2
	}
	if in&Left != 0 {
		d |= 4
	}
	if in&Right != 0 {
		d |= 8
	}
	switch {
	case d&1 != 0 && d&2 == 0:
		// Up (alone or with left or right): the guide's straight up.
		st.XSpeed, st.GSpeed, st.YSpeed = 0, 0, -HyperDashSpeed
	case d != 0 && d < 0xB:
		v := hyperDashVelocities[d-1]
		st.XSpeed, st.GSpeed, st.YSpeed = v[0], v[0], v[1]
	default:
		x := HyperDashSpeed
		if st.FacingLeft {
			x = -x
		}
		st.XSpeed, st.GSpeed, st.YSpeed = x, x, 0
	}
}

// wallQuake is Hyper Knuckles gliding into a wall at 4.5 or more (section
// 11 "Wall Quake"; Knuckles_Gliding_HitWall): it reports whether he
// quaked. The screen shakes for 20 frames and every badnik on the screen
// is destroyed; he stops gliding with X Speed 0 and Y Speed -2 (the
// guide; the game's code grabs the wall after the quake: the guide wins,
// docs/assumptions.md).
func (s *Sim) wallQuake() bool {
	st := &s.st
	p := &st.P
	if !p.Hyper || uint16(st.GSpeed) < uint16(WallQuakeSpeed) {
		return false
	}
	p.ScreenShake = WallQuakeShake
	p.HyperAttack = true
	p.Move = "wall_quake"
	s.dropFromGlide()
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, WallQuakeYSpeed
	return true
}

// flameLag is the camera lag of a shield dash or Hyper Blast (docs/physics.md "Camera"
// "Flame Shield Lag"; Sonic_FireShield, Sonic_HyperDash): 32 frames of
// following the position record, the record first blanked to the current
// position (Reset_Player_Position_Array) so the camera cannot scroll
// back.
func (s *Sim) flameLag() {
	st := &s.st
	c := &st.Cam
	c.Delay = FlameLagDelay
	pt := CamPoint{int16(st.X.Pixel()), int16(st.Y.Pixel())}
	for i := range c.Rec {
		c.Rec[i] = pt
	}
}

// OnScreen reports whether a box of radii (hw, hh) at (x, y) overlaps the
// camera's 320x224 screen (the objects' on-screen render flag).
func (s *Sim) OnScreen(x, y, hw, hh int) bool {
	c := &s.st.Cam
	return x+hw >= c.X && x-hw < c.X+ScreenWidth && y+hh >= c.Y && y-hh < c.Y+ScreenHeight
}

// PendingHyperAttack runs a screen nuke the player's code asked for this
// frame, at the start of the objects' pass (the player's slot runs before
// the badniks', so they are gone before their own code runs, and the
// contacts land in this frame's record).
func (s *Sim) PendingHyperAttack() {
	if p := &s.st.P; p.HyperAttack {
		p.HyperAttack = false
		s.objs.HyperAttack()
	}
}

// shakeUpdate counts the wall quake's screen shake down.
func (s *Sim) shakeUpdate() {
	if p := &s.st.P; p.ScreenShake > 0 {
		p.ScreenShake--
	}
}

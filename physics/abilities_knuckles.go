package physics

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
)

// Knuckles' glide and climb (docs/physics.md "Special Abilities" "Gliding",
// "Climbing"; S3K Knuckles_CheckGlide, Knuckles_GlideSpeedControl,
// Knuckles_GlideControl, Knuckles_DoLevelCollision2; s3k and mania).
//
// double_jump_flag is the glide mode, double_jump_property the glide
// angle a (0 gliding right, 0x80 left; X Speed = glide speed * cos a) and,
// while climbing, the climb animation's step counter.

// Glide constants (docs/physics.md "Special Abilities" "Gliding").
const (
	GlideStartSpeed Fixed = 0x400  // 4
	GlideAccel      Fixed = 4      // 0.015625 a frame
	GlideSlowAccel  Fixed = 8      // below the start speed (S3K)
	GlideTopSpeed   Fixed = 0x1800 // 24
	GlideGravity    Fixed = 0x20   // 0.125
	GlideFallLimit  Fixed = 0x80   // 0.5
	GlideTurnStep         = 2      // 2.8125 degrees a frame
	GlideSlideFric  Fixed = 0x20   // 0.125
	ClimbJumpX      Fixed = 0x400  // jumping off a wall: 4 away from it
	ClimbJumpY      Fixed = -0x380 // and -3.5 (Knuckles_Climbing_Wall)
	// GlideRadius is the glide's Width and Height Radius (10).
	GlideRadius = 10
)

// startGlide is Knuckles_BeginGlide: unroll (without moving), radii 10,
// Y Speed + 2 (0 if still negative), glide speed 4 in the facing
// direction. The rest of the airborne frame runs as usual.
func (s *Sim) startGlide() bool {
	st := &s.st
	p := &st.P
	if p.DoubleJumpFlag != 0 {
		return false
	}
	if s.superPress() {
		return true
	}
	st.Rolling = false
	st.RollJump = false
	st.XRadius, st.YRadius = GlideRadius, GlideRadius
	p.DoubleJumpFlag = glideGliding
	st.YSpeed += 0x200
	if st.YSpeed < 0 {
		st.YSpeed = 0
	}
	st.GSpeed = GlideStartSpeed
	st.XSpeed = GlideStartSpeed
	p.DoubleJumpProperty = 0
	if st.FacingLeft {
		st.XSpeed = -GlideStartSpeed
		p.DoubleJumpProperty = 0x80
	}
	st.Angle = 0
	st.Pushing = false
	return true
}

// modeGlide is Knuckles' airborne frame while double_jump_flag is set
// (Obj_Knuckles MdAir_Gliding): glide speed and turn, level bounds, move
// (no gravity), then the glide mode's own control.
func (s *Sim) modeGlide(in Input, press bool) {
	st := &s.st
	p := &st.P
	if p.DoubleJumpFlag == glideGliding {
		s.glideSpeedControl(in)
	}
	if !s.levelBound() {
		return
	}
	if p.DoubleJumpFlag != glideClimbing && p.DoubleJumpFlag != glideClambering {
		s.objectMove()
	}
	switch p.DoubleJumpFlag {
	case glideGliding:
		s.normalGlide(in)
	case glideFalling:
		s.fallingFromGlide(in)
	case glideSliding:
		s.glideSlide(in)
	case glideClimbing:
		s.climbWall(in, press)
	case glideClambering:
		s.clamber()
	}
}

// glideSpeedControl is Knuckles_GlideSpeedControl: the glide speed
// (Ground Speed) grows by 0.03125 below 4, by 0.015625 up to 24 while
// not turning; Left/Right turn the glide angle by 2 a frame (a turn once
// begun goes on by itself); X Speed = speed * cos(angle); gravity 0.125
// while Y Speed < 0.5, else -0.125; near the level's top both halve.
func (s *Sim) glideSpeedControl(in Input) {
	st := &s.st
	p := &st.P
	g := st.GSpeed
	if uint16(g) < uint16(GlideStartSpeed) {
		g += GlideSlowAccel
	} else if uint16(g) < uint16(GlideTopSpeed) && p.DoubleJumpProperty&0x7F == 0 {
		g += GlideAccel
		if p.Super {
			g += 8
		}
	}
	st.GSpeed = g
	a := p.DoubleJumpProperty
	switch {
	case in&Left != 0 && a != 0x80:
		if int8(a) < 0 {
			a = -a
		}
		a += GlideTurnStep
	case in&Right != 0 && a != 0:
		if int8(a) > 0 {
			a = -a
		}
		a += GlideTurnStep
	case a&0x7F != 0:
		a += GlideTurnStep
	}
	p.DoubleJumpProperty = a
	_, cos := SinCos(a)
	st.XSpeed = mulAsr8(st.GSpeed, cos)
	if st.YSpeed >= GlideFallLimit {
		st.YSpeed -= GlideGravity
	} else {
		st.YSpeed += GlideGravity
	}
	if top := s.level.Bounds.Min.Y + 16; top > st.Y.Pixel() {
		st.XSpeed >>= 1
		st.GSpeed >>= 1
	}
}

// glideCollision is Knuckles_DoLevelCollision2: the glide's terrain
// collision by the direction of motion. It reports whether a wall
// stopped the glide and whether the player landed.
func (s *Sim) glideCollision() (wall, landed bool) {
	st := &s.st
	dir := uint8(hexAngleOf(st.XSpeed, st.YSpeed))
	switch (dir - 0x20) & 0xC0 {
	case 0x40: // mostly left
		wall = s.glideLeftWall()
		if d, _, _ := s.ceiling(); d < 0 {
			if -d < 0x14 {
				st.Y -= FromPixels(d)
				if st.YSpeed < 0 {
					st.YSpeed = 0
				}
				return wall, false
			}
			return s.glideRightWall() || wall, false
		}
		return wall, s.glideFloor(false)
	case 0x80: // mostly up
		wall = s.glideLeftWall()
		wall = s.glideRightWall() || wall
		if d, _, _ := s.ceiling(); d < 0 {
			st.Y -= FromPixels(d)
			st.YSpeed = 0
		}
		return wall, false
	case 0xC0: // mostly right
		wall = s.glideRightWall()
		if d, _, _ := s.ceiling(); d < 0 {
			st.Y -= FromPixels(d)
			if st.YSpeed < 0 {
				st.YSpeed = 0
			}
			return wall, false
		}
		return wall, s.glideFloor(false)
	}
	// mostly down
	wall = s.glideLeftWall()
	wall = s.glideRightWall() || wall
	return wall, s.glideFloor(true)
}

// glideLeftWall and glideRightWall push the glide out of a wall (X Speed
// 0), reporting the hit.
func (s *Sim) glideLeftWall() bool {
	st := &s.st
	if d := s.leftWall(); d < 0 {
		st.X -= FromPixels(d)
		st.XSpeed = 0
		return true
	}
	return false
}

func (s *Sim) glideRightWall() bool {
	st := &s.st
	if d := s.rightWall(); d < 0 {
		st.X += FromPixels(d)
		st.XSpeed = 0
		return true
	}
	return false
}

// glideFloor lands the glide on a floor (Y Speed 0, the floor's angle);
// rising (Y Speed < 0) it does not look unless always is set.
func (s *Sim) glideFloor(always bool) bool {
	st := &s.st
	if !always && st.YSpeed < 0 {
		return false
	}
	if d, _, a := s.floor(); d < 0 {
		st.Y += FromPixels(d)
		st.Angle = a
		st.YSpeed = 0
		return true
	}
	return false
}

// hexAngleOf is CalcAngle of a speed vector.
func hexAngleOf(x, y Fixed) int { return hexangle.PointDirection(int(x), int(y)) }

// normalGlide is Knuckles_GlideControl's gliding mode: collide with radii
// 10; a wall starts the climb, the ground a slide (or, on a slope, plain
// landing); releasing the button drops him (X Speed / 4, normal gravity).
func (s *Sim) normalGlide(in Input) {
	st := &s.st
	p := &st.P
	st.XRadius, st.YRadius = GlideRadius, GlideRadius
	wall, landed := s.glideCollision()
	if wall {
		s.beginClimb()
		return
	}
	if landed {
		s.standRadii()
		st.FacingLeft = st.XSpeed < 0
		if (st.Angle+0x20)&0xC0 != 0 {
			st.XSpeed = st.GSpeed
			st.YSpeed = 0
			s.knucklesLand()
			return
		}
		p.DoubleJumpFlag = glideSliding
		return
	}
	if in&Jump == 0 {
		p.DoubleJumpFlag = glideFalling
		st.FacingLeft = st.XSpeed < 0
		st.XSpeed >>= 2
		s.standRadii()
		return
	}
	// Still gliding: facing follows the turn (sub_315C7C).
	st.FacingLeft = (p.DoubleJumpProperty+0x10)>>5 == 4
}

// standRadii restores the standing radii without moving the player.
func (s *Sim) standRadii() {
	s.st.XRadius, s.st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
}

// knucklesLand is Knuckles_ResetOnFloor_Part2: standing radii (moving up
// by the difference when he was rolling), grounded, glide over.
func (s *Sim) knucklesLand() {
	st := &s.st
	h := st.YRadius
	st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
	if st.Rolling {
		st.Rolling = false
		st.Y += FromPixels(h - s.sizes.Standing.H)
	}
	st.Air = false
	st.Pushing = false
	st.RollJump = false
	st.Jumping = false
	st.P.DoubleJumpFlag = 0
}

// beginClimb is Knuckles_BeginClimb: the wall must be flush at both
// corners of the glide box (x +/- 10 beside y -/+ 10) for him to catch
// it; otherwise a ledge top within 12 px below the box's top lets him
// catch it a little lower; else he drops. Catching zeroes the speeds and
// writes his x into the x sub-pixel word (the games keep it there to
// notice being moved off the wall).
func (s *Sim) beginClimb() {
	st := &s.st
	p := &st.P
	x, y := st.X.Pixel(), st.Y.Pixel()
	leftSide := int8(p.DoubleJumpProperty+0x40) < 0
	var d0, d1 int
	var edgeX int
	if leftSide {
		st.FacingLeft = true
		d0 = s.sense(sC, heightmask.Left, x-st.YRadius, y-st.XRadius, false, &st.PrimaryAngle)
		d1 = s.sense(sD, heightmask.Left, x-st.YRadius, y+st.XRadius, false, &st.SecondaryAngle)
		edgeX = x - st.YRadius - 1
	} else {
		st.FacingLeft = false
		d0 = s.sense(sC, heightmask.Right, x+st.YRadius, y-st.XRadius, false, &st.PrimaryAngle)
		d1 = s.sense(sD, heightmask.Right, x+st.YRadius, y+st.XRadius, false, &st.SecondaryAngle)
		edgeX = x + st.YRadius + 1
	}
	if d0|d1 != 0 {
		// Knuckles_FallFromGlide: a ledge's top just below the box's top.
		d := s.sense(sA, heightmask.Down, edgeX, y-11, true, &st.PrimaryAngle)
		if d < 0 || d >= 12 {
			s.dropFromGlide()
			return
		}
		st.Y += FromPixels(d)
	} else if leftSide {
		st.X += One
	}
	if s.wallQuake() { // hyper.go
		return
	}
	s.standRadii()
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	p.DoubleJumpFlag = glideClimbing
	p.DoubleJumpProperty = 3
	p.ClimbFrame = 0
	s.holdClimbX()
}

// holdClimbX writes x into the x sub-pixel word (move.w x_pos,x_sub).
func (s *Sim) holdClimbX() {
	st := &s.st
	px := st.X.Pixel()
	st.X = FromPixels(px) + Fixed((px>>8)&0xFF)
	st.P.XSubLow = uint8(px)
	st.P.ClimbX = px
}

// dropFromGlide is loc_31587A: the glide ends in a plain fall.
func (s *Sim) dropFromGlide() {
	s.st.P.DoubleJumpFlag = glideFalling
	s.standRadii()
}

// fallingFromGlide is Knuckles_FallingFromGlide: air control and drag,
// gravity (underwater less), the glide collision; landing stops him
// dead, and on flat ground he crouches with a 15-frame control lock.
func (s *Sim) fallingFromGlide(in Input) {
	st := &s.st
	s.airControl(in)
	s.airDrag()
	st.YSpeed += Gravity
	if st.P.Underwater {
		st.YSpeed -= UnderwaterGravityCut
	}
	_, landed := s.glideCollision()
	if !landed {
		return
	}
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	st.Y += FromPixels(st.YRadius - s.sizes.Standing.H)
	flat := (st.Angle+0x20)&0xC0 == 0
	s.knucklesLand()
	if flat {
		st.MoveLock = 0xF
	}
}

// glideSlide is Knuckles_Sliding: while the button is held X Speed falls
// by 0.125 a frame towards 0 and he follows the floor (glide radii; a
// drop of 14 px or more makes him fall); when it stops or the button is
// released he stands up with a 15-frame control lock.
func (s *Sim) glideSlide(in Input) {
	st := &s.st
	if in&Jump != 0 {
		stop := false
		if st.XSpeed < 0 {
			st.XSpeed += GlideSlideFric
			stop = st.XSpeed >= 0
		} else {
			st.XSpeed -= GlideSlideFric
			stop = st.XSpeed < 0
		}
		if !stop {
			st.XRadius, st.YRadius = GlideRadius, GlideRadius
			s.glideCollision()
			d, _, a := s.floor()
			if d >= 0xE {
				s.dropFromGlide()
				return
			}
			st.Y += FromPixels(d)
			st.Angle = a
			s.standRadii()
			return
		}
	}
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	st.Y += FromPixels(st.YRadius - s.sizes.Standing.H)
	s.knucklesLand()
	st.MoveLock = 0xF
}

// climbWallAt is sub_315C22: the wall sensor beside the hands at row y
// (x + 10 on a right wall, x - 11 on a left one).
func (s *Sim) climbWallAt(y int) int {
	st := &s.st
	x := st.X.Pixel()
	if st.FacingLeft {
		return s.sense(sE, heightmask.Left, x-1-PushRadius, y, false, &st.PrimaryAngle)
	}
	return s.sense(sF, heightmask.Right, x+PushRadius, y, false, &st.PrimaryAngle)
}

// climbWall is Knuckles_Climbing_Wall: Up climbs 1 px a frame (a ceiling
// stops him; no wall at y - 11 makes him clamber onto the ledge), Down
// climbs down (no wall at y + 11 drops him; a floor lands him); a jump
// press jumps off (X Speed 4 away from the wall, Y Speed -3.5). Being
// moved off the caught x drops him.
func (s *Sim) climbWall(in Input, press bool) {
	st := &s.st
	p := &st.P
	x, y := st.X.Pixel(), st.Y.Pixel()
	if x != p.ClimbX || uint16(st.X.Sub())<<8|uint16(p.XSubLow) != uint16(x) || st.Obj.On != 0 {
		s.climbFall()
		return
	}
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	st.XRadius, st.YRadius = GlideRadius, GlideRadius
	move := 0
	switch {
	case in&Up != 0:
		d := s.climbWallAt(y - 11)
		if d >= 4 {
			s.standRadii()
			p.DoubleJumpFlag = glideClambering
			p.DoubleJumpProperty = 0
			s.clamberStep()
			return
		}
		if d != 0 {
			break
		}
		c := s.sense(sC, heightmask.Up, x, y-8-st.YRadius, false, &st.PrimaryAngle)
		if c < 0 {
			st.Y -= FromPixels(c)
		} else {
			st.Y -= One
			if p.Super {
				st.Y -= One
			}
			if top := s.level.Bounds.Min.Y + 16; top > st.Y.Pixel() {
				st.Y = FromPixels(top) + Fixed(st.Y.Sub())
			}
		}
		move = 1
	case in&Down != 0:
		if d := s.climbWallAt(y + 11); d != 0 {
			s.climbFall()
			return
		}
		f := s.sense(sA, heightmask.Down, x, y+9+st.YRadius, true, &st.SecondaryAngle)
		if f < 0 {
			st.Y += FromPixels(f)
			a := st.SecondaryAngle
			if flaggedAngle(a) {
				a = 0
			}
			st.Angle = uint8(a)
			s.knucklesLand()
			return
		}
		st.Y += One
		if p.Super {
			st.Y += One
		}
		move = -1
	}
	// The climbing animation's step counter runs every frame; the frame
	// advances with the climb.
	if p.DoubleJumpProperty == 0 {
		p.DoubleJumpProperty = 3
		if move != 0 {
			p.ClimbFrame = (p.ClimbFrame + move + 6) % 6
		}
	} else {
		p.DoubleJumpProperty--
	}
	s.standRadii()
	if press {
		st.YSpeed = ClimbJumpY
		st.XSpeed = ClimbJumpX
		if !st.FacingLeft {
			st.XSpeed = -ClimbJumpX
		}
		st.FacingLeft = !st.FacingLeft
		st.Air = true
		st.Jumping = true
		st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
		st.Rolling = true
		p.DoubleJumpFlag = 0
	}
}

// climbFall is loc_315BAE: he lets go of the wall and falls.
func (s *Sim) climbFall() {
	s.st.P.DoubleJumpFlag = glideFalling
	s.standRadii()
}

// clamberSteps is word_315C12: the ledge climb's moves (x, y) and
// durations; x is mirrored on a left wall.
var clamberSteps = [4]struct{ dx, dy, dur int }{
	{3, -3, 6}, {8, -10, 6}, {-8, -12, 6}, {8, -5, 6},
}

// clamberStep applies the next ledge-climb move (sub_315BDA).
func (s *Sim) clamberStep() {
	st := &s.st
	p := &st.P
	i := int(p.DoubleJumpProperty / 4)
	if i >= len(clamberSteps) {
		return
	}
	c := clamberSteps[i]
	dx := c.dx
	if st.FacingLeft {
		dx = -dx
	}
	st.X += FromPixels(dx)
	st.Y += FromPixels(c.dy)
	p.ClimbTimer = c.dur
	p.DoubleJumpProperty += 4
}

// clamber is Knuckles_Climbing_Up: every 6 frames the next move; after
// the fourth he stands on the ledge.
func (s *Sim) clamber() {
	st := &s.st
	p := &st.P
	if p.ClimbTimer > 0 {
		p.ClimbTimer--
		if p.ClimbTimer > 0 {
			return
		}
	}
	s.clamberStep()
	if p.DoubleJumpProperty != 0x10 {
		return
	}
	st.GSpeed, st.XSpeed, st.YSpeed = 0, 0, 0
	if st.FacingLeft {
		st.X -= One
	}
	s.knucklesLand()
}

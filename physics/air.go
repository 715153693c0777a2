package physics

import (
	"loopwright/heightmask"
	"loopwright/hexangle"
)

// modeAir is the airborne frame (Obj01_MdAir; order in doc.go).
func (s *Sim) modeAir(in Input, press bool) {
	st := &s.st
	if s.airAbility(in, press) { // gliding, climbing, flying: abilities.go
		return
	}
	s.jumpHeight(in, press)
	s.airControl(in)
	s.airDrag()
	if !s.levelBound() {
		return
	}
	s.objectMoveAndFall()
	if st.P.Underwater {
		st.YSpeed -= UnderwaterGravityCut // docs/physics.md "States" "Underwater"
	}
	if s.cfg.Variant == CD && st.YSpeed > MaxFallCD {
		st.YSpeed = MaxFallCD
	}
	s.jumpAngle()
	s.airCollision()
}

// jumpHeight is the variable jump height (summary thread: releasing jump
// while Y Speed < -4 sets it to -4). When the player did not jump, the
// upward speed is capped at -15.75 as the games do.
func (s *Sim) jumpHeight(in Input, press bool) {
	st := &s.st
	if st.Jumping {
		release := JumpRelease
		if st.P.Underwater {
			release = UnderwaterJumpRelease
		}
		if st.YSpeed < release {
			if in&Jump == 0 {
				st.YSpeed = release
			}
			return
		}
		s.jumpAbility(in, press) // abilities.go
		return
	}
	if st.YSpeed < -0xFC0 && !s.pinball() { // Sonic_UpVelCap
		st.YSpeed = -0xFC0
	}
}

// airControl is air acceleration and top speed (docs/physics.md "States" "Air State"):
// none after a rolling jump except in cd and mania. s1, s2 and cd clamp
// X Speed to top speed even when it was already faster; s3k and mania only
// stop acceleration beyond it.
func (s *Sim) airControl(in Input) {
	st := &s.st
	if st.RollJump && s.cfg.Variant != CD && s.cfg.Variant != Mania {
		return
	}
	fixed := s.cfg.Variant == S3K || s.cfg.Variant == Mania
	x := st.XSpeed
	acc, top := s.airAcceleration(), s.topSpeed() // speed shoes: speeds.go
	if in&Left != 0 {
		st.FacingLeft = true
		x -= acc
		if x <= -top {
			if fixed {
				x += acc
				if x > -top {
					x = -top
				}
			} else {
				x = -top
			}
		}
	}
	if in&Right != 0 {
		st.FacingLeft = false
		x += acc
		if x >= top {
			if fixed {
				x -= acc
				if x < top {
					x = top
				}
			} else {
				x = top
			}
		}
	}
	st.XSpeed = x
}

// airDrag is the air drag (docs/physics.md "States", summary thread): while
// -4 <= Y Speed < 0, X Speed -= X Speed / 32 (in sub-pixels, rounding
// down), the games' "(X Speed div 0.125) / 256".
func (s *Sim) airDrag() {
	st := &s.st
	if st.YSpeed < JumpRelease || st.YSpeed >= 0 {
		return
	}
	d := st.XSpeed >> 5
	if d == 0 {
		return
	}
	st.XSpeed -= d
}

// jumpAngle rotates the angle back to 0 by 2 per frame (docs/physics.md "States" "Air
// Rotation").
func (s *Sim) jumpAngle() {
	st := &s.st
	a := st.Angle
	switch {
	case a == 0:
	case a >= 0x80:
		if a >= 0xFE {
			a = 0
		} else {
			a += 2
		}
	default:
		if a < 2 {
			a = 0
		} else {
			a -= 2
		}
	}
	st.Angle = a
	s.jumpFlip()
}

// airCollision is the airborne terrain collision (docs/physics.md "Slope Collision" "While
// Airborne", docs/physics.md "Slope Physics" "Landing on the Ground"), by the direction of
// motion: mostly right, left, up or down.
func (s *Sim) airCollision() {
	st := &s.st
	dir := uint8(hexangle.PointDirection(int(st.XSpeed), int(st.YSpeed)))
	switch (dir - 0x20) & 0xC0 {
	case 0x40: // mostly left
		if d := s.leftWall(); d < 0 {
			st.X -= FromPixels(d)
			st.XSpeed = 0
			st.GSpeed = st.YSpeed
			return
		}
		s.ceilingOrFloorSideways()
	case 0xC0: // mostly right
		if d := s.rightWall(); d < 0 {
			st.X += FromPixels(d)
			st.XSpeed = 0
			st.GSpeed = st.YSpeed
			return
		}
		s.ceilingOrFloorSideways()
	case 0x80: // mostly up
		if d := s.leftWall(); d < 0 {
			st.X -= FromPixels(d)
			st.XSpeed = 0
		}
		if d := s.rightWall(); d < 0 {
			st.X += FromPixels(d)
			st.XSpeed = 0
		}
		d, _, a := s.ceiling()
		if d >= 0 {
			return
		}
		st.Y -= FromPixels(d)
		if (a+0x20)&0x40 == 0 {
			// Too flat: bump the head.
			st.YSpeed = 0
			return
		}
		st.Angle = a
		s.landReset()
		st.GSpeed = st.YSpeed
		if a >= 0x80 {
			st.GSpeed = -st.GSpeed
		}
	default: // mostly down
		if d := s.leftWall(); d < 0 {
			st.X -= FromPixels(d)
			st.XSpeed = 0
		}
		if d := s.rightWall(); d < 0 {
			st.X += FromPixels(d)
			st.XSpeed = 0
		}
		d1, d0, a := s.floor()
		if d1 >= 0 {
			return
		}
		lim := -(int8(st.YSpeed>>8) + 8)
		if int8(d1) < lim && int8(d0) < lim {
			return
		}
		st.Y += FromPixels(d1)
		st.Angle = a
		s.landReset()
		switch {
		case (a+0x20)&0x40 != 0: // steep
			st.XSpeed = 0
			if st.YSpeed > 0xFC0 {
				st.YSpeed = 0xFC0
			}
		case (a+0x10)&0x20 != 0: // slope
			st.YSpeed >>= 1
		default: // flat
			st.YSpeed = 0
			st.GSpeed = st.XSpeed
			return
		}
		st.GSpeed = st.YSpeed
		if a >= 0x80 {
			st.GSpeed = -st.GSpeed
		}
	}
}

// ceilingOrFloorSideways is the rest of the mostly-left/right case: a
// ceiling pushes the player down (Y Speed zeroed when rising), else a
// floor lands them when Y Speed >= 0 (Ground Speed = X Speed).
func (s *Sim) ceilingOrFloorSideways() {
	st := &s.st
	if d, _, _ := s.ceiling(); d < 0 {
		st.Y -= FromPixels(d)
		if st.YSpeed < 0 {
			st.YSpeed = 0
		}
		return
	}
	if st.YSpeed < 0 {
		return
	}
	d1, _, a := s.floor()
	if d1 >= 0 {
		return
	}
	st.Y += FromPixels(d1)
	st.Angle = a
	s.landReset()
	st.YSpeed = 0
	st.GSpeed = st.XSpeed
}

// ResetOnFloor is landing: unroll (Height Radius back, Y up by the
// difference), grounded, not pushing, not jumping. Sonic 1 and 2 move Y
// up by the standing and rolling radii's difference (Sonic_ResetOnFloor:
// subq.w #5,y_pos) even after a jump from a roll, which kept the standing
// radii (Sonic_Jump sets them before it tests the roll); Sonic 3 &
// Knuckles moves it by the radius the player has (sonic3k.asm
// Player_TouchFloor: y_radius minus default_y_radius), so a jump from a
// roll lands where it touched (conformance aiz2-rolljump).
func (s *Sim) ResetOnFloor() {
	st := &s.st
	if st.Rolling {
		st.Rolling = false
		d := s.sizes.Standing.H - s.sizes.Rolling.H
		if s.cfg.Variant == S3K {
			d = s.sizes.Standing.H - st.YRadius
		}
		st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
		st.Y -= FromPixels(d)
	}
	st.Air = false
	st.Pushing = false
	st.RollJump = false
	st.Jumping = false
	s.st.P.Anim.Flip = 0 // Sonic_ResetOnFloor_Part3: flip_angle, flips_remaining
	s.st.P.Anim.FlipsLeft = 0
	s.st.S2.ItemBonus = 0 // Sonic_ResetOnFloor: v_itembonus (Sonic 1's objects)
	s.landAbilities()     // double jump moves end: abilities.go
}

// landReset is the terrain landing's Sonic_ResetOnFloor: in Sonic 2's
// pinball mode (pinball) the player stays rolling (Sonic_ResetOnFloor_Part3
// only), else ResetOnFloor.
func (s *Sim) landReset() {
	if !s.pinball() {
		s.ResetOnFloor()
		return
	}
	st := &s.st
	st.Air = false
	st.Pushing = false
	st.RollJump = false
	st.Jumping = false
	st.P.Anim.Flip = 0
	st.P.Anim.FlipsLeft = 0
	s.landAbilities()
}

// pinball reports Sonic 2's pinball_mode, which is the spindash_flag
// byte (State.Spindash) of a player who is not charging a spindash: an
// object (Casino Night's and Hill Top's Obj84) sets it to make him roll
// and keep rolling — no jump from a roll (Obj01_MdRoll), no stop
// (Sonic_KeepRolling: Ground Speed 4 his way), no upward speed cap
// (Sonic_UpVelCap), still rolling on landing (Sonic_ResetOnFloor).
func (s *Sim) pinball() bool { return s.cfg.Variant == S2 && s.st.Spindash }

// leftWall is the airborne E sensor (x - 10, y) looking left.
func (s *Sim) leftWall() int {
	st := &s.st
	d := s.sense(sE, heightmask.Left, st.X.Pixel()-PushRadius, st.Y.Pixel(), false, &st.PrimaryAngle)
	if d < 0 {
		st.Rec.Sensors[sE].Winner = true
	}
	return d
}

// rightWall is the airborne F sensor (x + 10, y) looking right.
func (s *Sim) rightWall() int {
	st := &s.st
	d := s.sense(sF, heightmask.Right, st.X.Pixel()+PushRadius, st.Y.Pixel(), false, &st.PrimaryAngle)
	if d < 0 {
		st.Rec.Sensors[sF].Winner = true
	}
	return d
}

// pair picks the winner of two sensors (secondary wins ties) as the games
// do, returning the winning distance, the other one and the winning angle
// (flag replaced by flagAngle).
func (s *Sim) pair(d1, d0 int, slot1, slot0 int, flagAngle uint8) (int, int, uint8) {
	st := &s.st
	a := st.SecondaryAngle
	if d1 <= d0 {
		st.Rec.Sensors[slot1].Winner = true
	} else {
		a = st.PrimaryAngle
		d1, d0 = d0, d1
		st.Rec.Sensors[slot0].Winner = true
	}
	if flaggedAngle(a) {
		return d1, d0, flagAngle
	}
	return d1, d0, uint8(a)
}

// floor is the airborne A and B sensors at the feet.
func (s *Sim) floor() (int, int, uint8) {
	st := &s.st
	x, y := st.X.Pixel(), st.Y.Pixel()
	d0 := s.sense(sB, heightmask.Down, x+st.XRadius, y+st.YRadius, true, &st.PrimaryAngle)
	d1 := s.sense(sA, heightmask.Down, x-st.XRadius, y+st.YRadius, true, &st.SecondaryAngle)
	return s.pair(d1, d0, sA, sB, 0)
}

// ceiling is the airborne C and D sensors at the head.
func (s *Sim) ceiling() (int, int, uint8) {
	st := &s.st
	x, y := st.X.Pixel(), st.Y.Pixel()
	d0 := s.sense(sD, heightmask.Up, x+st.XRadius, y-st.YRadius, false, &st.PrimaryAngle)
	d1 := s.sense(sC, heightmask.Up, x-st.XRadius, y-st.YRadius, false, &st.SecondaryAngle)
	return s.pair(d1, d0, sC, sD, 0x80)
}

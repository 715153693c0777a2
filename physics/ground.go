package physics

import (
	"loopwright/heightmask"
)

// modeNormal is the grounded, not rolling frame (Obj01_MdNormal; order in
// doc.go).
func (s *Sim) modeNormal(in Input, press bool) {
	// The guards before peelOut, spindash and jump are their own first
	// tests (Sonic CD's Sonic only; charging or a press), without the
	// calls.
	if s.cfg.Variant == CD && s.cfg.Character == Sonic && s.peelOut(in, press) { // cd: abilities_sonic.go
		return
	}
	if (s.st.Spindash || press) && s.spindash(in, press) {
		return
	}
	if press && s.jump(press) {
		return
	}
	s.slopeResist()
	s.move(in)
	s.roll(in)
	if !s.levelBound() {
		return
	}
	s.objectMove()
	s.anglePos()
	s.slopeRepel()
}

// modeRoll is the grounded, rolling frame (Obj01_MdRoll).
func (s *Sim) modeRoll(in Input, press bool) {
	if press && !s.pinball() && s.jump(press) { // jump's own first test
		return
	}
	s.rollRepel()
	s.rollSpeed(in)
	if !s.levelBound() {
		return
	}
	s.objectMove()
	s.anglePos()
	s.slopeRepel()
}

// jump is the jump check (docs/physics.md "Slope Collision" "Jump Check", docs/physics.md "Slope Physics" "Jumping At
// Angles"): on a jump press with room overhead (C/D distance >= 6) the
// player leaves the ground; the rest of the frame is skipped (the games
// return from the whole mode routine), which is the jump-frame quirk of
// the summary thread: no movement on the frame of the jump.
func (s *Sim) jump(press bool) bool {
	st := &s.st
	if !press {
		return false
	}
	if s.roomOverHead(st.Angle+0x80) < 6 {
		return false
	}
	force := int(s.jumpForce()) // water, super: player.go
	sin, cos := SinCos(st.Angle - 0x40)
	st.XSpeed += Fixed((cos * force) >> 8)
	st.YSpeed += Fixed((sin * force) >> 8)
	st.Air = true
	st.Pushing = false
	st.Jumping = true
	st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
	if st.Rolling {
		st.RollJump = true
		return true
	}
	st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
	st.Rolling = true
	st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
	return true
}

// slopeResist subtracts the running slope factor (docs/physics.md "Slope Physics"): not in the
// ceiling range 0x60-0x9F, and at Ground Speed 0 only in s3k and mania
// when the factor is at least 13 sub-pixels.
func (s *Sim) slopeResist() {
	st := &s.st
	if st.Angle+0x60 >= 0xC0 {
		return
	}
	sin, _ := SinCos(st.Angle)
	d := Fixed((sin * int(SlopeFactor)) >> 8)
	if st.GSpeed == 0 {
		if s.cfg.Variant == S3K || s.cfg.Variant == Mania {
			if d >= 13 || d <= -13 {
				st.GSpeed += d
			}
		}
		return
	}
	st.GSpeed += d
}

// rollRepel is the rolling slope factor (docs/physics.md "Slope Physics"): 0.3125 downhill,
// a quarter of it uphill, as the games compute it.
func (s *Sim) rollRepel() {
	st := &s.st
	if st.Angle+0x60 >= 0xC0 {
		return
	}
	sin, _ := SinCos(st.Angle)
	d := Fixed((sin * int(SlopeFactorRollDwn)) >> 8)
	if st.GSpeed >= 0 {
		if d < 0 {
			d >>= 2
		}
	} else if d >= 0 {
		d >>= 2
	}
	st.GSpeed += d
}

// move is the running input (docs/physics.md "States" "Running", "Control Lock").
func (s *Sim) move(in Input) {
	st := &s.st
	top, acc, dec := s.topSpeed(), s.acceleration(), s.deceleration() // speed variables: speeds.go
	st.Anim = animWalk
	// On Sonic 1's water slides (f_slidemode, set by the level's
	// LZWaterSlides) Sonic_Move skips the input and the friction.
	slide := st.S2.SlideMode
	if st.MoveLock == 0 && !slide {
		if in&Left != 0 {
			s.moveLeft(top, acc, dec)
		}
		if in&Right != 0 {
			s.moveRight(top, acc, dec)
		}
		if quadrant0(st.Angle) && st.GSpeed == 0 {
			st.Pushing = false
			st.Anim = animWait
			s.balanceLookDuck(in)
		}
	}
	// Friction (also while locked, when neither Left nor Right is held).
	if in&(Left|Right) == 0 && st.GSpeed != 0 && !slide {
		fr := s.friction()
		if st.GSpeed > 0 {
			st.GSpeed -= fr
			if st.GSpeed < 0 {
				st.GSpeed = 0
			}
		} else {
			st.GSpeed += fr
			if st.GSpeed > 0 {
				st.GSpeed = 0
			}
		}
	}
	sin, cos := SinCos(st.Angle)
	st.XSpeed = mulAsr8(st.GSpeed, cos)
	st.YSpeed = mulAsr8(st.GSpeed, sin)
	s.wallsOnGround()
}

// quadrant0 reports (a + 0x20) & 0xC0 == 0: the floor range 0xE0-0x1F.
func quadrant0(a uint8) bool { return (a+0x20)&0xC0 == 0 }

func (s *Sim) moveLeft(top, acc, dec Fixed) {
	st := &s.st
	g := st.GSpeed
	if g > 0 {
		// Turning around (the 0.5 quirk: crossing zero gives -0.5).
		if g < dec {
			g = -0x80
		} else {
			g -= dec
		}
		st.GSpeed = g
		if quadrant0(st.Angle) && g >= 0x400 {
			st.Anim = animSkid
			st.FacingLeft = false
		}
		return
	}
	if !st.FacingLeft {
		st.FacingLeft = true
		st.Pushing = false
	}
	g -= acc
	if s.cfg.Variant == S1 {
		if g <= -top {
			g = -top
		}
	} else if g <= -top {
		// Sonic 2 on: only cap when not already beyond top speed.
		g += acc
		if g > -top {
			g = -top
		}
	}
	st.GSpeed = g
	st.Anim = animWalk
}

// skidGSpeed is the ground speed moveRight's braking test reads: in
// Sonic 1 and Sonic 2 the angle test before it (sonic.asm Sonic_MoveRight
// loc_13120, s2.asm Sonic_TurnRight) overwrites the low byte of d0, the
// speed, with (angle + $20) & $C0, 0 on a floor, so the test reads the
// speed's high byte only: going left, braking sets the skid from -$301
// (-$400 going right, where clearing the low byte changes nothing).
func (s *Sim) skidGSpeed(g Fixed) Fixed {
	if s.cfg.Variant == S1 || s.cfg.Variant == S2 {
		return g &^ 0xFF
	}
	return g
}

func (s *Sim) moveRight(top, acc, dec Fixed) {
	st := &s.st
	g := st.GSpeed
	if g < 0 {
		g += dec
		if g >= 0 {
			g = 0x80
		}
		st.GSpeed = g
		if quadrant0(st.Angle) && s.skidGSpeed(g) <= -0x400 {
			st.Anim = animSkid
			st.FacingLeft = true
		}
		return
	}
	if st.FacingLeft {
		st.FacingLeft = false
		st.Pushing = false
	}
	g += acc
	if s.cfg.Variant == S1 {
		if g >= top {
			g = top
		}
	} else if g >= top {
		g -= acc
		if g < top {
			g = top
		}
	}
	st.GSpeed = g
	st.Anim = animWalk
}

// balanceLookDuck runs when standing still on floor-range ground:
// balancing (docs/physics.md "Slope Collision" "Balancing On Edges", an extra downward sensor at
// the centre), else looking up or crouching (docs/physics.md "States").
func (s *Sim) balanceLookDuck(in Input) {
	st := &s.st
	if s.cfg.Variant == S1 && st.S2.On > 0 {
		s.balanceOnObjectS1(in)
		return
	}
	if s.cfg.Variant == S2 && st.S2.On > 0 {
		s.balanceOnObjectS2(in)
		return
	}
	x, y := st.X.Pixel(), st.Y.Pixel()
	var buf int16
	d := s.sense(-1, heightmask.Down, x, y+st.YRadius, true, &buf)
	st.P.Anim.balance = AnimBalance
	if d >= 12 && (st.NextTilt == noAngle || st.Tilt == noAngle) {
		st.Anim = animBalance
		s.balanceKind(x, y)
		// S3K lets the player crouch (not look up) while balancing.
		if s.cfg.Variant != S3K && s.cfg.Variant != Mania {
			return
		}
	}
	if in&Up != 0 && st.Anim != animBalance {
		st.Anim = animLookUp
		return
	}
	if in&Down != 0 {
		st.Anim = animDuck
	}
}

// balanceOnObjectS1 is Sonic 1's Sonic_Move (Sonic Move.asm) standing
// still with status bit 3 set: not the floor's Sonic_Balance but the
// edges of the object in slot standonobject (S2State.On, which may be
// stale: the object deleted, an empty slot's width and x 0, or another
// object made in the slot since). Unless that slot's status bit 7 is
// set, d1 = width + his x - its x (words) below 4 turns him left and
// balances, d1 at 2 x width - 4 or more turns him right and balances
// (an empty slot: always, as d2 is -4); balancing, he neither looks up
// nor ducks; else Sonic_LookUp and Sonic_Duck follow, never the floor's
// balance.
func (s *Sim) balanceOnObjectS1(in Input) {
	st := &s.st
	ob := &st.S2.Slots[st.S2.On-1]
	if ob.Status&0x80 == 0 {
		w := uint16(ob.Width)
		d1 := int16(w + uint16(st.X.Pixel()) - uint16(ob.X.Pixel()))
		d2 := int16(2*w - 4)
		if d1 < 4 || d1 >= d2 {
			st.FacingLeft = d1 < 4
			st.Anim = animBalance
			st.P.Anim.balance = AnimBalance
			return
		}
	}
	if in&Up != 0 {
		st.Anim = animLookUp
	} else if in&Down != 0 {
		st.Anim = animDuck
	}
}

// balanceOnObjectS2 is Sonic 2's Sonic_Move and Tails_Move standing
// still with status.player.on_object set: not the floor's Sonic_Balance
// but the edges of the object in interact (S2State.On; S2OilSlot is
// Oil Ocean's oil, whose Obj07_Init sets no_balancing). Unless its
// status.npc.no_balancing bit (7) is set, d1 = width_pixels + his x - its
// x (words). Sonic: d1 below 2 is the left edge, d1 at 2 x width - 2 or
// more the right edge (Sonic_BalanceOnObjLeft / Right): facing the edge
// he shows Balance, Balance2 from 6 pixels further out (d1 < -4, d1 >=
// 2 x width + 4); facing away Balance3, then Balance4, which turns him to
// the edge. Super Sonic and Tails (Tails_BalanceOnObjLeft / Right, edges
// at 4 and 2 x width - 4) turn to the edge and show Balance. Balancing,
// the player neither looks up nor ducks (Obj01_ResetScr); else
// Sonic_Lookup and Sonic_Duck follow.
func (s *Sim) balanceOnObjectS2(in Input) {
	st := &s.st
	ob := &st.S2.Oil
	if k := st.S2.On - 1; k < S2Slots {
		ob = &st.S2.Slots[k]
	}
	if ob.Status&S2NoBalancing == 0 {
		w := uint16(ob.Width)
		d1 := int16(w + uint16(st.X.Pixel()) - uint16(ob.X.Pixel()))
		edge, d2 := int16(2), int16(2*w-2)
		if s.cfg.Character != Sonic {
			edge, d2 = 4, int16(2*w-4)
		}
		left, right := d1 < edge, d1 >= d2
		if left || right {
			st.Anim = animBalance
			st.P.Anim.balance = AnimBalance
			if s.cfg.Character != Sonic || st.P.Super {
				st.FacingLeft = left
				return
			}
			far := left && d1 < -4 || right && d1 >= d2+6
			switch toward := st.FacingLeft == left; {
			case toward && far:
				st.P.Anim.balance = AnimBalance2
			case !toward && !far:
				st.P.Anim.balance = AnimBalance3
			case !toward:
				st.P.Anim.balance = AnimBalance4
				st.FacingLeft = left
			}
			return
		}
	}
	if in&Up != 0 {
		st.Anim = animLookUp
	} else if in&Down != 0 {
		st.Anim = animDuck
	}
}

// roll starts a roll (docs/physics.md "States" "Rolling"): Down held, no Left/Right,
// |Ground Speed| >= 0.5.
func (s *Sim) roll(in Input) {
	st := &s.st
	g := st.GSpeed
	if g < 0 {
		g = -g
	}
	if g < 0x80 || in&(Left|Right) != 0 || in&Down == 0 || st.Rolling || st.S2.SlideMode {
		return
	}
	st.Rolling = true
	st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
	st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
	if st.GSpeed == 0 {
		st.GSpeed = 0x200
	}
}

// rollSpeed is the rolling input and friction (docs/physics.md "States" "Rolling").
func (s *Sim) rollSpeed(in Input) {
	st := &s.st
	// On Sonic 1's water slides (f_slidemode) Sonic_RollSpeed skips the
	// input, the friction and the unroll.
	if !st.S2.SlideMode {
		if st.MoveLock == 0 {
			if in&Left != 0 {
				if st.GSpeed > 0 {
					g := st.GSpeed - RollDeceleration
					if st.GSpeed < RollDeceleration {
						g = -0x80
					}
					st.GSpeed = g
				} else {
					st.FacingLeft = true
				}
			}
			if in&Right != 0 {
				if st.GSpeed < 0 {
					g := st.GSpeed + RollDeceleration
					if g >= 0 {
						g = 0x80
					}
					st.GSpeed = g
				} else {
					st.FacingLeft = false
				}
			}
		}
		rf := s.rollFriction()
		switch {
		case st.GSpeed > 0:
			st.GSpeed -= rf
			if st.GSpeed < 0 {
				st.GSpeed = 0
			}
		case st.GSpeed < 0:
			st.GSpeed += rf
			if st.GSpeed > 0 {
				st.GSpeed = 0
			}
		}
		if st.GSpeed == 0 && s.pinball() {
			// Sonic_KeepRolling: in pinball mode he may not stop.
			st.GSpeed = 0x400
			if st.FacingLeft {
				st.GSpeed = -0x400
			}
		}
		if st.GSpeed == 0 {
			// Unroll.
			st.Rolling = false
			st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
			st.Y -= FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
			st.Anim = animWait
		}
	}
	sin, cos := SinCos(st.Angle)
	st.YSpeed = mulAsr8(st.GSpeed, sin)
	x := mulAsr8(st.GSpeed, cos)
	if x > RollSpeedCap {
		x = RollSpeedCap
	}
	if x < -RollSpeedCap {
		x = -RollSpeedCap
	}
	st.XSpeed = x
	s.wallsOnGround()
}

// wallsOnGround is the grounded push sensor check (docs/physics.md "Slope Collision" "Push
// Sensors"): the sensor facing the direction of Ground Speed, placed where
// the player will be after moving (position + X/Y Speed), 8 px lower on
// flat ground; a wall found stops the player by changing X or Y Speed, and
// Ground Speed is zeroed when the wall is ahead along X.
func (s *Sim) wallsOnGround() {
	st := &s.st
	if (st.Angle+0x40)&0x80 != 0 {
		if !(s.cfg.Variant == S3K && st.Angle&0x3F == 0) {
			return
		}
	}
	if st.GSpeed == 0 {
		return
	}
	var d1 uint8 = 0x40
	slot := sE
	if st.GSpeed > 0 {
		d1 = 0xC0 // -0x40
		slot = sF
	}
	dirAngle := st.Angle + d1
	dist := s.roomInFront(dirAngle, slot)
	if dist >= 0 {
		return
	}
	d := Fixed(dist * 256)
	switch (dirAngle + 0x20) & 0xC0 {
	case 0x00:
		st.YSpeed += d
	case 0x40:
		st.XSpeed -= d
		st.Pushing = true
		st.GSpeed = 0
	case 0x80:
		st.YSpeed -= d
	default:
		st.XSpeed += d
		st.Pushing = true
		st.GSpeed = 0
	}
	st.Rec.Sensors[slot].Winner = true
}

// roomInFront is CalcRoomInFront: one sensor 10 px from the centre along
// direction angle a, from the position after this frame's move.
func (s *Sim) roomInFront(a uint8, slot int) int {
	st := &s.st
	x := (st.X + st.XSpeed).Pixel()
	y := (st.Y + st.YSpeed).Pixel()
	st.PrimaryAngle, st.SecondaryAngle = int16(a), int16(a)
	q := quadrant(a)
	switch q {
	case 0x00:
		return s.sense(slot, heightmask.Down, x, y+PushRadius, false, &st.PrimaryAngle)
	case 0x80:
		return s.sense(slot, heightmask.Up, x, y-PushRadius, false, &st.PrimaryAngle)
	}
	if a&0x38 == 0 {
		y += 8
	}
	if q == 0x40 {
		return s.sense(slot, heightmask.Left, x-PushRadius, y, false, &st.PrimaryAngle)
	}
	return s.sense(slot, heightmask.Right, x+PushRadius, y, false, &st.PrimaryAngle)
}

// roomOverHead is CalcRoomOverHead, the jump check's C and D sensors at
// the player's head, rotated by the ground angle; it returns the smaller
// distance.
func (s *Sim) roomOverHead(a uint8) int {
	st := &s.st
	st.PrimaryAngle, st.SecondaryAngle = int16(a), int16(a)
	x, y := st.X.Pixel(), st.Y.Pixel()
	xr, yr := st.XRadius, st.YRadius
	var d1, d0 int // secondary (C), primary (D)
	switch (a + 0x20) & 0xC0 {
	case 0x40:
		d0 = s.sense(sD, heightmask.Left, x-yr, y-xr, false, &st.PrimaryAngle)
		d1 = s.sense(sC, heightmask.Left, x-yr, y+xr, false, &st.SecondaryAngle)
	case 0x80:
		d0 = s.sense(sD, heightmask.Up, x+xr, y-yr, false, &st.PrimaryAngle)
		d1 = s.sense(sC, heightmask.Up, x-xr, y-yr, false, &st.SecondaryAngle)
	case 0xC0:
		d0 = s.sense(sD, heightmask.Right, x+yr, y-xr, false, &st.PrimaryAngle)
		d1 = s.sense(sC, heightmask.Right, x+yr, y+xr, false, &st.SecondaryAngle)
	default:
		d0 = s.sense(sD, heightmask.Down, x+xr, y+yr, true, &st.PrimaryAngle)
		d1 = s.sense(sC, heightmask.Down, x-xr, y+yr, true, &st.SecondaryAngle)
	}
	if d1 <= d0 {
		st.Rec.Sensors[sC].Winner = true
		return d1
	}
	st.Rec.Sensors[sD].Winner = true
	return d0
}

// levelBound keeps the player inside the level (the games' camera-limit
// check before moving): X is clamped to Bounds.Min.X+16 ..
// Bounds.Max.X-24 (X Speed and Ground Speed zeroed), and a player below
// Bounds.Max.Y dies. It returns false when the player died.
func (s *Sim) levelBound() bool {
	st := &s.st
	left, right, bottom := s.boundLimits()
	next := (st.X + st.XSpeed).Pixel()
	if left > next || right <= next {
		lim := left
		if left <= next {
			lim = right
		}
		st.X = FromPixels(lim)
		st.P.XSubLow = 0 // the games clear the whole x sub-pixel word
		st.XSpeed, st.GSpeed = 0, 0
	}
	if st.Y.Pixel() > bottom {
		if s.leaver != nil && s.leaver.LeaveAtBottom() {
			return true // the level code leaves the level (engine.go: BottomLeaver)
		}
		s.kill()
		return false
	}
	return true
}

// kill starts the death state: no collision, Y Speed -7, falling.
func (s *Sim) kill() {
	st := &s.st
	st.Dead = true
	if st.Rolling {
		st.Rolling = false
		st.XRadius, st.YRadius = s.sizes.Standing.W, s.sizes.Standing.H
		st.Y -= FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
	}
	st.Air = true
	st.YSpeed, st.XSpeed, st.GSpeed = -0x700, 0, 0
}

func (s *Sim) objectMove() {
	st := &s.st
	st.X += st.XSpeed
	st.Y += st.YSpeed
}

func (s *Sim) objectMoveAndFall() {
	st := &s.st
	st.X += st.XSpeed
	st.Y += st.YSpeed
	st.YSpeed += Gravity
}

// stickLimit is the largest positive distance the grounded ground sensors
// still snap to (docs/physics.md "Slope Collision" "Ground Sensors"): 14 in s1, else
// min(|speed| + 4, 14) in whole pixels (X Speed in floor and ceiling
// modes, Y Speed in wall modes).
func (s *Sim) stickLimit() int { return s.stickFor(s.st.XSpeed) }

func (s *Sim) stickFor(v Fixed) int {
	if s.cfg.Variant == S1 {
		return 14
	}
	hi := int(int8(v >> 8))
	if hi < 0 {
		hi = -hi
	}
	hi += 4
	if hi > 14 {
		hi = 14
	}
	return hi
}

// anglePos is the grounded ground sensor collision (docs/physics.md "Slope Collision" "Ground
// Sensors"): A and B in the mode of the previous frame's angle, the
// smaller distance winning (A on a tie), the angle from the winner, and
// the position snapped to the surface within -14 .. stick limit;
// further away the player falls off the ledge.
func (s *Sim) anglePos() {
	st := &s.st
	if st.Obj.On > 0 {
		// Standing on an object: no ground sensors (docs/physics.md "Solid Objects").
		st.PrimaryAngle, st.SecondaryAngle = 0, 0
		return
	}
	st.PrimaryAngle, st.SecondaryAngle = noAngle, noAngle
	x, y := st.X.Pixel(), st.Y.Pixel()
	xr, yr := st.XRadius, st.YRadius
	var d0, d1 int // B (primary), A (secondary)
	mode := quadrant(st.Angle)
	switch mode {
	case 0x40:
		d0 = s.sense(sB, heightmask.Left, x-yr, y-xr, true, &st.PrimaryAngle)
		d1 = s.sense(sA, heightmask.Left, x-yr, y+xr, true, &st.SecondaryAngle)
	case 0x80:
		d0 = s.sense(sB, heightmask.Up, x+xr, y-yr, true, &st.PrimaryAngle)
		d1 = s.sense(sA, heightmask.Up, x-xr, y-yr, true, &st.SecondaryAngle)
	case 0xC0:
		d0 = s.sense(sB, heightmask.Right, x+yr, y-xr, true, &st.PrimaryAngle)
		d1 = s.sense(sA, heightmask.Right, x+yr, y+xr, true, &st.SecondaryAngle)
	default:
		d0 = s.sense(sB, heightmask.Down, x+xr, y+yr, true, &st.PrimaryAngle)
		d1 = s.sense(sA, heightmask.Down, x-xr, y+yr, true, &st.SecondaryAngle)
	}
	// Sonic_Angle: the winner's angle.
	ang := st.SecondaryAngle
	if d1 <= d0 {
		st.Rec.Sensors[sA].Winner = true
	} else {
		ang = st.PrimaryAngle
		d1 = d0
		st.Rec.Sensors[sB].Winner = true
	}
	snap := flaggedAngle(ang)
	if !snap && s.cfg.Variant != S1 {
		diff := int8(uint8(ang) - st.Angle)
		ad := uint8(diff)
		if diff < 0 {
			ad = uint8(-diff)
		}
		if ad >= 0x20 {
			snap = true
		}
	}
	if snap {
		st.Angle = hexSnap(st.Angle)
	} else {
		st.Angle = uint8(ang)
	}
	if d1 == 0 {
		return
	}
	speed := st.XSpeed
	if mode == 0x40 || mode == 0xC0 {
		speed = st.YSpeed
	}
	if d1 < 0 {
		if d1 < -14 {
			return
		}
	} else if d1 > s.stickFor(speed) && !st.StickConvex {
		st.Air = true
		st.Pushing = false
		return
	}
	d := FromPixels(d1)
	switch mode {
	case 0x40:
		st.X -= d
	case 0x80:
		st.Y -= d
	case 0xC0:
		st.X += d
	default:
		st.Y += d
	}
}

// hexSnap snaps an angle to the nearest multiple of 0x40.
func hexSnap(a uint8) uint8 { return (a + 0x20) & 0xC0 }

// slopeRepel is slipping and falling (docs/physics.md "Slope Physics"): the s1/s2/cd method
// (fall off any non-floor angle below 2.5) or the s3k method (slip from
// 0x18..0xE7, fall from 0x30..0xCF), and the control lock countdown.
func (s *Sim) slopeRepel() {
	st := &s.st
	if st.StickConvex {
		return // Sonic_SlopeRepel: stick_to_convex
	}
	if st.MoveLock != 0 {
		st.MoveLock--
		return
	}
	g := st.GSpeed
	if g < 0 {
		g = -g
	}
	if s.cfg.Variant == S3K || s.cfg.Variant == Mania {
		if st.Angle+0x18 < 0x30 || g >= FallSpeed {
			return
		}
		st.MoveLock = ControlLockFrames
		a := st.Angle + 0x30
		switch {
		case a >= 0x60:
			st.Air = true
		case a >= 0x30:
			st.GSpeed += 0x80
		default:
			st.GSpeed -= 0x80
		}
		return
	}
	if quadrant0(st.Angle) || g >= FallSpeed {
		return
	}
	st.GSpeed = 0
	st.Air = true
	st.MoveLock = ControlLockFrames
}

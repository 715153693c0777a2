package generic

import "loopwright/physics"

// Seesaws (docs/physics.md "Game Objects" "SeeSaws"; the tilting, the spike ball and the
// catapult follow Sonic 1's object 5E as commonly documented from the
// disassembly, docs/assumptions.md).

// The seesaw tilts (ObjState Shape, Target, BallSide).
const (
	seeRightDown uint8 = iota // descending: the right end is down
	seeFlat
	seeLeftDown
)

// seesawArrays are the docs/physics.md "Game Objects" arrays by tilt.
var seesawArrays = [3][]int8{seesawRightDown, seesawFlat, seesawLeftDown}

// seesawBallY is the spike ball's resting Y relative to the seesaw, by
// tilt, + 2 when the ball is on the left.
var seesawBallY = [5]int{-8, -28, -47, -28, -8}

// Spike ball catapult speeds (Y, X) by how far the tilt moved: one step
// (the player landed in the middle), two, two when the player landed at
// Y Speed >= 10.
const (
	SeesawBallSlowY, SeesawBallSlowX physics.Fixed = -0x818, -0x114
	SeesawBallMidY, SeesawBallMidX   physics.Fixed = -0xAF0, -0xCC
	SeesawBallFastY, SeesawBallFastX physics.Fixed = -0xE00, -0xA0
	SeesawFastLanding                physics.Fixed = 0xA00
)

// resetSeesaw puts seesaw i in its placed tilt, the spike ball resting
// on the lowered end (on the right when flat).
func (s *engine) resetSeesaw(i int) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	t := [3]uint8{seeFlat, seeLeftDown, seeRightDown}[d.mode%3]
	o.Shape, o.Target = t, t
	o.BallSide = seeRightDown
	if t == seeLeftDown {
		o.BallSide = seeLeftDown
	}
	s.alignSeesawBall(i, o.BallSide == seeLeftDown)
}

// alignSeesawBall rests the ball on its end of the seesaw (left or
// right), 40 px from the centre at the height for the shown tilt.
func (s *engine) alignSeesawBall(i int, left bool) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	dx, k := 40, int(o.Shape)
	if left {
		dx, k = -40, k+2
	}
	o.BX = physics.FromPixels(d.x + dx)
	o.BY = physics.FromPixels(d.y + seesawBallY[k])
}

// seesawTilt moves the shown tilt one step toward t (through flat), and
// makes t the wanted tilt; it reports a change.
func seesawTilt(o *physics.ObjState, t uint8) bool {
	if o.Shape == t {
		return false
	}
	if o.Shape < t {
		o.Shape++
	} else {
		o.Shape--
	}
	o.Target = t
	return true
}

// seesaw is a sloped jump-through platform 48x8 with the docs/physics.md "Game Objects"
// arrays for its shown tilt. While the player stands on it, it tilts
// down toward their side of the centre (flat within 8 px of it), one
// step a frame; otherwise it goes to its wanted tilt and remembers the
// player's Y Speed (the landing speed). Then its spike ball runs.
func (s *engine) seesaw(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	if st.Obj.On == i+1 {
		t := seeLeftDown
		dx := o.X.Pixel() - st.X.Pixel()
		if dx < 0 {
			dx, t = -dx, seeRightDown
		}
		if dx < 8 {
			t = seeFlat
		}
		if seesawTilt(o, t) {
			s.contact(i, physics.SolidTop, "tilt")
		}
	} else {
		seesawTilt(o, o.Target)
		o.Timer = int32(st.YSpeed)
	}
	s.solidPlatform(i, d.w, d.h, seesawArrays[o.Shape%3], false)
	if d.count > 0 {
		s.seesawBall(i)
	}
}

// seesawBall is the spike ball. Resting, it follows its end of the
// seesaw; when the seesaw's wanted tilt is no longer the ball's, it is
// catapulted toward the other end (SeesawBall* speeds). Rising, it falls
// with gravity 0.21875, twice a frame while within 47 px above the
// seesaw; falling, once, until it reaches its end's resting height: it
// then rests on the end it came down on, tilts the seesaw that way and,
// if that changes the tilt under a standing player, catapults the player
// with the ball's Y Speed reversed.
func (s *engine) seesawBall(i int) {
	st := s.st
	d := &s.ob.defs[i]
	o := &st.Obj.Objs[i]
	if !o.Flag {
		diff := int(o.BallSide) - int(o.Target)
		if diff == 0 {
			s.alignSeesawBall(i, o.BX.Pixel() < d.x)
			return
		}
		ys, xs := SeesawBallSlowY, SeesawBallSlowX
		if diff != 1 && diff != -1 {
			ys, xs = SeesawBallMidY, SeesawBallMidX
			if physics.Fixed(o.Timer) >= SeesawFastLanding {
				ys, xs = SeesawBallFastY, SeesawBallFastX
			}
		}
		if o.BX.Pixel() < d.x {
			xs = -xs
		}
		o.XSpeed, o.YSpeed = xs, ys
		o.Flag = true
	}
	if o.YSpeed < 0 {
		ballFall(o)
		if o.BY.Pixel() >= d.y-47 {
			ballFall(o)
		}
		return
	}
	ballFall(o)
	k := int(o.Shape)
	if o.BX.Pixel() < d.x {
		k += 2
	}
	if d.y+seesawBallY[k] > o.BY.Pixel() {
		return
	}
	side := seeRightDown
	if o.XSpeed < 0 {
		side = seeLeftDown
	}
	o.Target, o.BallSide = side, side
	if o.Shape != side && st.Obj.On == i+1 {
		st.YSpeed = -o.YSpeed
		s.launch()
		s.contact(i, physics.SolidTop, "catapult")
	}
	o.XSpeed, o.YSpeed = 0, 0
	o.Flag = false
}

// ballFall is the games' ObjectFall for a seesaw ball: move, then add
// gravity.
func ballFall(o *physics.ObjState) {
	o.BX += o.XSpeed
	o.BY += o.YSpeed
	o.YSpeed += physics.Gravity
}

// touchSeesawBall checks the player's hitbox (left, top, width, height)
// against seesaw i's spike ball: a hurt hitbox 8x8 (docs/physics.md "Game Objects"). It
// reports a reaction.
func (s *engine) touchSeesawBall(i, pl, pt, pw, ph int) bool {
	o := &s.st.Obj.Objs[i]
	if o.Routine == rtGone || s.Protected() {
		return false
	}
	if !overlap(pl, pt, pw, ph, o.BX.Pixel(), o.BY.Pixel(), 8, 8) {
		return false
	}
	s.contact(i, physics.Hitbox, s.hurtPlayer(o.BX.Pixel()))
	return true
}

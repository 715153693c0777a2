package sonic1

import "loopwright/physics"

// Sonic 1's solidity (sonic.asm: SolidObject, Solid_ChkEnter, Solid_*,
// MvSonicOnPtfm, PlatformObject, ExitPlatform). An object's obSolid is
// its ob2ndRout byte (Routine2): 2 while Sonic stands on it.

// standBit is the standing flag in an object's and Sonic's status.
const standBit = 0x08

// pushBit is the pushing flag in an object's status.
const pushBit = 0x20

// noInteract reports f_playerctrl bit 7: object interaction off (the
// teleporter's $81, Sonic drowning: Drown_ChkWater's $81, kept until the
// restart). SolidObject's loc_FB0E, Platform3, MvSonic2, the edge walls,
// the monitors' sides and the lamp posts then leave Sonic alone, as
// ReactToItem does (engine.go: Run).
func (s *engine) noInteract() bool {
	return s.st.S2.Control&0x80 != 0 || s.st.P.Drowning > 0
}

// solidObject is SolidObject: d1 the half width, d2 the half height
// while Sonic is off it, d3 his stand height on it, d4 the object's x
// before it moved. While Sonic stands on it he moves with it until he
// leaves its width or the ground; otherwise, on screen, Solid_ChkEnter
// tests him against its box. It returns SolidObject's d4: 1 a side
// hit, -1 top or bottom, 0 none.
func (s *engine) solidObject(k, d1, d2, d3, d4 int) int {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine2 != 0 {
		dx := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.leave(k)
			return 0
		}
		s.mvSonicOnPtfm(k, d3, d4)
		return 0
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.solidIgnore(k)
		return 0
	}
	return s.solidEnter(k, d1, d2, ob.Y.Pixel())
}

// leave is SolidObject's .leave: Sonic and the object lose their
// standing flags.
func (s *engine) leave(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if st.S2.On == k+1 {
		st.S2.On, st.Obj.On = 0, 0
	}
	ob.Status &^= standBit
	ob.Routine2 = 0
}

// mvSonicOnPtfm is MvSonicOnPtfm: Sonic stands d3 above the object's y
// (his feet: y - his height) and moves by the object's x movement since
// d4; not while dying.
func (s *engine) mvSonicOnPtfm(k, d3, d4 int) {
	st := s.st
	if st.Dead || s.noInteract() {
		return
	}
	ob := &st.S2.Slots[k]
	y := ob.Y.Pixel() - d3 - st.YRadius
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.X += physics.FromPixels(ob.X.Pixel() - d4)
}

// solidEnter is loc_FAD0 and what follows (top the object's y less the
// surface offset): Sonic within the box (d1 half width; d2 plus his
// height half height) is pushed out by the shorter way: to the side
// (stopped when moving in; pushing when on the ground), onto the top
// (landing when within 16 and falling, within the object's width), or
// below (his rise stopped; crushed when standing still on the ground).
func (s *engine) solidEnter(k, d1, d2, top int) int {
	st := s.st
	ob := &st.S2.Slots[k]
	d0 := int(int16(st.X.Pixel() - ob.X.Pixel() + d1))
	if d0 < 0 || d0 > 2*d1 {
		s.solidIgnore(k)
		return 0
	}
	d2 += st.YRadius
	d3 := int(int16(st.Y.Pixel() - top + 4 + d2))
	d4 := 2 * d2
	if d3 < 0 || d3 >= d4 || s.noInteract() {
		s.solidIgnore(k)
		return 0
	}
	if st.Dead {
		return 0
	}
	d5 := d0
	if d0 > d1 {
		d0 -= 2 * d1
		d5 = -d0
	}
	dy := d3
	if d3 > d2 {
		d3 = d3 - 4 - d4
		dy = -d3
	}
	if d5 > dy {
		return s.solidTopBottom(k, d3)
	}
	if dy <= 4 {
		s.solidNotPushing(k)
		return 1
	}
	switch {
	case d0 == 0:
	case d0 < 0:
		if st.XSpeed < 0 {
			st.GSpeed, st.XSpeed = 0, 0
		}
	default:
		if st.XSpeed >= 0 {
			st.GSpeed, st.XSpeed = 0, 0
		}
	}
	st.X -= physics.FromPixels(d0)
	if st.Air {
		s.solidNotPushing(k)
		return 1
	}
	st.Pushing = true
	ob.Status |= pushBit
	s.contact(k, physics.SolidSide, "push")
	return 1
}

// solidTopBottom is Solid_TopBottom.
func (s *engine) solidTopBottom(k, d3 int) int {
	st := s.st
	ob := &st.S2.Slots[k]
	if d3 < 0 {
		switch {
		case st.YSpeed == 0:
			if !st.Air {
				s.killSonic(k)
			}
		case st.YSpeed < 0:
			st.Y -= physics.FromPixels(d3)
			st.YSpeed = 0
			s.contact(k, physics.SolidBottom, "bump")
		}
		return -1
	}
	if d3 >= 0x10 {
		s.solidIgnore(k)
		return 0
	}
	d3 -= 4
	w := int(ob.Width)
	d1 := int(int16(w + st.X.Pixel() - ob.X.Pixel()))
	if d1 < 0 || d1 >= 2*w || st.YSpeed < 0 {
		return 0
	}
	st.Y -= physics.FromPixels(d3 + 1)
	s.resetFloor(k)
	ob.Routine2 = 2
	ob.Status |= standBit
	return -1
}

// solidIgnore is Solid_Ignore: Sonic, if pushing this object, stops.
func (s *engine) solidIgnore(k int) {
	if s.st.S2.Slots[k].Status&pushBit != 0 {
		s.solidNotPushing(k)
	}
}

// solidNotPushing is Solid_NotPushing.
func (s *engine) solidNotPushing(k int) {
	s.st.S2.Slots[k].Status &^= pushBit
	s.st.Pushing = false
}

// resetFloor is Solid_ResetFloor: the object Sonic stood on loses him;
// he stands on slot k, angle 0, y speed 0, ground speed his x speed,
// landing if he was in the air.
func (s *engine) resetFloor(k int) {
	st := s.st
	o := &st.S2
	if p := o.On - 1; p >= 0 && p != k {
		o.Slots[p].Status &^= standBit
		o.Slots[p].Routine2 = 0
	}
	o.On, st.Obj.On = k+1, k+1
	st.Angle = 0
	st.YSpeed = 0
	st.GSpeed = st.XSpeed
	if st.Air {
		s.ResetOnFloor()
	}
	st.Air = false
	s.contact(k, physics.SolidTop, "land")
}

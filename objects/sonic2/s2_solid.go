package sonic2

import (
	"loopwright/internal/intmath"
	"loopwright/physics"
)

// Sonic 2's solid object routines (s2.asm SolidObject, SolidObject_Always,
// SlopedSolid, PlatformObject, MvSonicOnPtfm, MvSonicOnSlope; the spec's
// solid-objects.txt describes the same code), for the main character.

// Object status bits: p1_pushing and p2_pushing.
const (
	s2P1Push = 0x20
	s2P2Push = 0x40
)

// pushBit is the object status bit p1_pushing, or p2_pushing while the
// second player runs.
func (s *engine) pushBit() uint8 {
	if s.SecondRunning() {
		return s2P2Push
	}
	return s2P1Push
}

// s2Players is how many players the objects act on: the main character,
// and the sidekick when there is one (SolidObject, PlatformObject and
// the others run their per-player part for MainCharacter, then Sidekick).
func (s *engine) s2Players() int {
	if s.st.P2.On {
		return 2
	}
	return 1
}

// s2Swap swaps the sidekick in (or back out) for player p = 1: the
// per-player parts of the objects run between two calls.
func (s *engine) s2Swap(p int) {
	if p == 1 {
		s.SwapP2() // objects run no sensor
	}
}

// sidekickOnScreen is the sidekick's render_flags on-screen bit, which
// SolidObject tests before colliding him ("Don't bother if Tails is not
// on-screen"); true for the main character.
func (s *engine) sidekickOnScreen() bool {
	return !s.SecondRunning() || s.st.P2.CPU.OnScreen
}

// playerOnScreen is the running player's render_flags on-screen bit as
// BuildSprites last set it: the main character's (S2State.P1OnScreen) or
// the sidekick's. The objects that carry a player let him go once it is
// clear (Obj3D, Obj48, Obj80, Obj85).
func (s *engine) playerOnScreen() bool {
	if s.SecondRunning() {
		return s.st.P2.CPU.OnScreen
	}
	return s.st.S2.P1OnScreen
}

// Solid touch flags (the high word of d6 after SolidObject).
const (
	s2TouchSide   = 1
	s2TouchBottom = 4
	s2TouchTop    = 16
)

// s2Solid is SolidObject (always: SolidObject_Always, without the
// on-screen test) for the object in slot k with half width d1, half
// height d2 (top) and d3 (standing), and its x before this frame's
// movement d4. slope, when not nil, is SlopedSolid's height array. It
// returns d4 (0 none, 1 side, -1 top, -2 bottom) and the touch flags.
func (s *engine) s2Solid(k, d1, d2, d3, d4 int, always bool, slope []int8) (int, int) {
	st := s.st
	ob := s.slot(k)
	if !always && slope == nil && !s.sidekickOnScreen() {
		return 0, 0
	}
	if ob.Status&s.StandBit() != 0 {
		dx := st.X.Pixel() - ob.X.Pixel() + d1
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.s2Release(k)
			st.Air = true
			return 0, 0
		}
		if slope != nil {
			s.mvOnSlope(k, d1, d4, slope)
		} else {
			s.mvOnPlatform(k, d3, d4)
		}
		return 0, 0
	}
	if !always && slope == nil && ob.Render&physics.S2OnScreen == 0 {
		return s.solidClearPush(k), 0
	}
	d0 := st.X.Pixel() - ob.X.Pixel() + d1
	if d0 < 0 || d0 > 2*d1 {
		return s.solidClearPush(k), 0
	}
	oy := ob.Y.Pixel()
	if slope != nil {
		d5 := d0
		if ob.Render&physics.S2XFlip != 0 {
			d5 = int(^uint16(d5)) + 2*d1
			d5 &= 0xFFFF
		}
		d5 >>= 1
		if d5 >= len(slope) {
			d5 = len(slope) - 1
		}
		oy -= int(int8(uint8(slope[d5]) - uint8(slope[0])))
	}
	d2 += st.YRadius
	d3v := st.Y.Pixel() - oy + 4 + d2
	if d3v < 0 {
		return s.solidClearPush(k), 0
	}
	d3v &= 0x7FF
	d4v := 2 * d2
	if d3v >= d4v {
		return s.solidClearPush(k), 0
	}
	// SolidObject_ChkBounds
	if st.Dead {
		return 0, 0
	}
	d5 := d0
	if d1 < d0 {
		d0 -= 2 * d1
		d5 = -d0
	}
	dy := d3v
	if d2 < d3v {
		d3v = d3v - 4 - d4v
		dy = -d3v
	}
	if d5 > dy {
		return s.solidTopBottom(k, d0, d3v)
	}
	return s.solidLeftRight(k, d0, dy)
}

func (s *engine) solidLeftRight(k, d0, dy int) (int, int) {
	st := s.st
	ob := s.slot(k)
	if dy <= 4 {
		s.solidNotPushing(k)
		return 1, s2TouchSide
	}
	stop := false
	switch {
	case d0 > 0:
		stop = st.XSpeed >= 0
	case d0 < 0:
		stop = st.XSpeed < 0
	}
	if stop {
		st.GSpeed, st.XSpeed = 0, 0
	}
	st.X -= physics.FromPixels(d0)
	if st.Air {
		s.solidNotPushing(k)
		return 1, s2TouchSide
	}
	ob.Status |= s.pushBit()
	st.Pushing = true
	s.s2Contact(k, physics.SolidSide, "push")
	return 1, s2TouchSide
}

func (s *engine) solidTopBottom(k, d0, d3 int) (int, int) {
	st := s.st
	ob := s.slot(k)
	if d3 < 0 {
		// SolidObject_InsideBottom
		if st.YSpeed == 0 {
			if st.Air {
				return -2, s2TouchBottom
			}
			if intmath.Abs(d0) < 16 {
				return s.solidLeftRight(k, d0, -d3)
			}
			s.killBy(k)
			return -2, s2TouchBottom
		}
		if st.YSpeed < 0 && d3 < 0 {
			st.Y -= physics.FromPixels(d3)
			st.YSpeed = 0
		}
		s.s2Contact(k, physics.SolidBottom, "bump")
		return -2, s2TouchBottom
	}
	if d3 >= 16 {
		return s.solidClearPush(k), 0
	}
	// SolidObject_Landed
	d3 -= 4
	w := int(ob.Width)
	d1 := w + st.X.Pixel() - ob.X.Pixel()
	if d1 < 0 || d1 >= 2*w || st.YSpeed < 0 {
		return 0, 0
	}
	st.Y -= physics.FromPixels(d3 + 1)
	s.rideObject(k)
	return -1, s2TouchTop
}

// solidClearPush is SolidObject_TestClearPush: a player who was pushing
// the object stops pushing.
func (s *engine) solidClearPush(k int) int {
	if s.slot(k).Status&s.pushBit() != 0 {
		s.solidNotPushing(k)
	}
	return 0
}

func (s *engine) solidNotPushing(k int) {
	s.slot(k).Status &^= s.pushBit()
	s.st.Pushing = false
}

// mvOnPlatform is MvSonicOnPtfm: the player stands d3 above the object's
// y and moves with its x.
func (s *engine) mvOnPlatform(k, d3, d4 int) {
	st := s.st
	ob := s.slot(k)
	if st.Dead || s.s2ObjControl()&0x80 != 0 { // routine >= 6, obj_control bit 7
		return
	}
	y := ob.Y.Pixel() - d3 - st.YRadius
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.X += physics.FromPixels(ob.X.Pixel() - d4) // sub.w x_pos(a0),d2; sub.w d2,x_pos(a1)
}

// mvOnSlope is MvSonicOnSlope.
func (s *engine) mvOnSlope(k, d1, d4 int, slope []int8) {
	st := s.st
	ob := s.slot(k)
	if st.S2.On == 0 { // btst on_object: on this or any object
		return
	}
	d0 := (st.X.Pixel() - ob.X.Pixel() + d1) & 0xFFFF
	d0 >>= 1
	if ob.Render&physics.S2XFlip != 0 {
		d0 = (int(^uint16(d0)) + d1) & 0xFFFF
	}
	if d0 >= len(slope) {
		d0 = len(slope) - 1
	}
	y := ob.Y.Pixel() - int(slope[d0]) - st.YRadius
	st.Y = physics.FromPixels(y) | st.Y&0xFF
	st.X += physics.FromPixels(ob.X.Pixel() - d4) // sub.w x_pos(a0),d2; sub.w d2,x_pos(a1)
}

// s2Platform is PlatformObject: top-solid, half width d1, top d3 above
// the object's y; d4 is its x before moving.
func (s *engine) s2Platform(k, d1, d3, d4 int) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&s.StandBit() != 0 {
		dx := st.X.Pixel() - ob.X.Pixel() + d1
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.s2Release(k)
			st.Air = true
			return
		}
		s.mvOnPlatform(k, d3, d4)
		return
	}
	// PlatformObject_cont
	if st.YSpeed < 0 {
		return
	}
	s.platformLand(k, d1, 2*d1, d3)
}

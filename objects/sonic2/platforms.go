package sonic2

import "loopwright/physics"

// The objects shared across zones (platforms, collapsing floors, buttons,
// barriers, breakable blocks), each as its s2.asm routine runs it, and
// the dispatch of the Chemical Plant, Aquatic Ruin, Casino Night and Hill
// Top objects of cpz.go, arz.go, cnz.go and htz.go that runS2Object does
// not name itself.

// Object ids (s2.asm ObjID_*).
const (
	s2CPZPlatform = 0x19
)

// runZoneObject runs the object in slot k when it is one of this file's
// zones' objects, reporting whether it was.
func (s *engine) runZoneObject(k int) bool {
	switch s.slot(k).ID {
	case s2CPZPlatform:
		s.cpzPlatform(k)
	case s2ArrowShooter:
		s.arrowShooter(k)
	case s2PressureSpring:
		s.pressureSpring(k)
	case s2SpinTube:
		s.spinTube(k)
	default:
		return false
	}
	return true
}

// zoneSolidSize is s2SolidSize for this file's objects (Routine past
// 0): the solid half width, half height and whether only the top is
// solid.
func zoneSolidSize(ob *physics.S2Obj) (int, int, bool) {
	switch ob.ID {
	case s2CPZPlatform:
		return int(ob.Width), 0x11, true
	case s2PressureSpring:
		return 0x27, 8, false
	}
	return 0, 0, false
}

// ---------------------------------------------------------------------------
// Obj19 platform (Chemical Plant, Oil Ocean, Wing Fortress)

// cpzPlatformSizes is Obj19_SubtypeProperties' width_pixels, by
// (subtype >> 4) & 3.
var cpzPlatformSizes = [4]uint8{0x20, 0x18, 0x40, 0x20}

// cpzPlatform is Obj19: a platform (PlatformObject, top $11 above its y,
// half width its width_pixels) moving by its subtype's low nibble
// (Obj19_Move), deleted (DeleteObject: its respawn flag stays) once its
// starting x's column leaves the object window.
func (s *engine) cpzPlatform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = cpzPlatformSizes[(ob.Sub>>4)&3]
		ob.MapFrame = (ob.Sub >> 4) & 3
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Sub &= 0xF
		if ob.Sub == 3 && ob.Status&physics.S2XFlip != 0 || ob.Sub == 7 {
			ob.Y -= physics.FromPixels(0xC0)
		}
	}
	x0 := ob.X.Pixel()
	s.cpzPlatformMove(ob)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), 0x11, x0)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

// cpzPlatformMove is Obj19_Move: 0 and 1 swing horizontally on
// oscillators 2 ($40 wide) and 3 ($60), 2 vertically on oscillator 7
// ($80; x-flipped mirrored); 3 waits for a player to stand on it, then 4
// moves by its Y Speed, accelerating 8 towards $60 above its start until
// the speed comes back to 0 (5: stopped); 6 and 7 do so for ever; 8 to
// $B and $C to $F go round on oscillators 14 and 15.
func (s *engine) cpzPlatformMove(ob *physics.S2Obj) {
	flip := ob.Status&physics.S2XFlip != 0
	swing := func(d0 uint8, d1 int) int {
		v := int(d0)
		if flip {
			v = -v + d1
		}
		return v
	}
	switch sub := ob.Sub & 0xF; {
	case sub == 0:
		setXPixel(ob, int(ob.BaseX)-swing(s.osc(2), 0x40))
	case sub == 1:
		setXPixel(ob, int(ob.BaseX)-swing(s.osc(3), 0x60))
	case sub == 2:
		setYPixel(ob, int(ob.BaseY)-swing(s.osc(7), 0x80))
	case sub == 3:
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Sub++
		}
	case sub == 4, sub == 6, sub == 7:
		objMove(ob)
		d1 := physics.Fixed(8)
		if uint16(ob.BaseY-0x60) < uint16(ob.Y.Pixel()) {
			d1 = -8
		}
		ob.YVel += d1
		if sub == 4 && ob.YVel == 0 {
			ob.Sub++
		}
	case sub >= 8:
		d1 := int(int8(s.osc(14) - 0x40))
		d2 := int(int8(s.osc(15) - 0x40))
		d0 := sub * 2
		if d0&4 != 0 {
			d1, d2 = -d1, -d2
		}
		if d0&2 != 0 {
			d1, d2 = d2, -d1
		}
		if sub >= 0xC {
			d1 = -d1
		}
		setXPixel(ob, int(ob.BaseX)+d1)
		setYPixel(ob, int(ob.BaseY)+d2)
	}
}

// setXPixel is move.w d,x_pos(a0): the pixel part of x (a 16-bit word),
// the sub-pixels kept.
func setXPixel(ob *physics.S2Obj, px int) {
	ob.X = physics.FromPixels(int(uint16(px))) | ob.X&0xFF
}

// setYPixel is move.w d,y_pos(a0).
func setYPixel(ob *physics.S2Obj, py int) {
	ob.Y = physics.FromPixels(int(uint16(py))) | ob.Y&0xFF
}

// ---------------------------------------------------------------------------
// Obj40 pressure spring (the diving board: Chemical Plant, Aquatic Ruin,
// Mystic Cave)

const s2PressureSpring = 0x40

// pressureSpringAnims is Ani_obj40: 0 at rest (frame 0, tilted up), 1
// pressed (frame 1, straight, for 4 frames, then 0 again).
var pressureSpringAnims = [][]uint8{
	{0xF, 0, 0xFF},
	{3, 1, 0, 0xFD, 0},
}

// pressureSpringLaunch is byte_26550: the extra upward (and sideways)
// speed, in pixels, by where the player stands along the board.
var pressureSpringLaunch = [72]uint8{
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
	3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
}

// pressureSpringSlopes are Obj40_SlopeData_DiagUp (frame 0) and
// Obj40_SlopeData_Straight (frame 1).
var pressureSpringSlopes = [2][]int8{
	{8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x10,
		0x11, 0x12, 0x13, 0x14, 0x14, 0x15, 0x15, 0x16, 0x17, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18,
		0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18},
	{8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xC, 0xC, 0xC, 0xD, 0xD,
		0xD, 0xD, 0xD, 0xD, 0xE, 0xE, 0xF, 0xF, 0x10, 0x10, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE,
		0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD},
}

// pressureSpring is Obj40: a sloped solid (SlopedSolid, half width $27,
// its surface by its frame) for the main character, then the sidekick.
// A player standing on it past its first $10 pixels (x-flipped: short of
// its last) presses it (anim 1); while pressed, once it shows frame 0
// again, it throws him (loc_2645E): Y Speed -4 less byte_26550's pixels
// by where he stands (x-flipped, the index is $27 - 1 - his offset, not
// $38 - 1: the game's bug), the same added to his X Speed's high byte
// away from the board's root when he is moving at 4 or more, facing the
// board's way, airborne, springing; subtype bit 0 twirls him (bit 1: one
// flip, else three), bits 2-3 set his path as springs do.
func (s *engine) pressureSpring(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x1C
	}
	animateSprite(ob, pressureSpringAnims)
	slope := pressureSpringSlopes[0]
	if ob.MapFrame != 0 {
		slope = pressureSpringSlopes[1]
	}
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x27, 8, 8, x, true, slope)
		if ob.Status&s.StandBit() != 0 {
			s.pressureSpringPress(k)
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// pressureSpringPress is loc_2641E for the player swapped in.
func (s *engine) pressureSpringPress(k int) {
	st := s.st
	ob := s.slot(k)
	flip := ob.Status&physics.S2XFlip != 0
	ox, px := uint16(ob.X.Pixel()), uint16(st.X.Pixel())
	if !flip && !(ox-0x10 < px) || flip && !(ox+0x10 >= px) {
		return
	}
	if ob.Anim != 1 {
		ob.Anim, ob.PrevAnim = 1, 0
		return
	}
	if ob.MapFrame != 0 {
		return
	}
	d0 := int(int16(px - (ox - 0x1C)))
	if flip {
		d0 = ^d0 + 0x27
	}
	d0 = max(d0, 0)
	d0 = int(pressureSpringLaunch[min(d0, len(pressureSpringLaunch)-1)])
	st.YSpeed = physics.Fixed(int16(uint16(uint8(0xFC-d0))<<8 | 0))
	st.FacingLeft = true
	if !flip {
		st.FacingLeft = false
		d0 = int(uint8(-d0))
	}
	if v := int(int16(st.XSpeed)); v >= 0x400 || v <= -0x400 {
		hi := uint8(uint16(int16(st.XSpeed))>>8) - uint8(d0)
		st.XSpeed = physics.Fixed(int16(uint16(hi)<<8 | uint16(int16(st.XSpeed))&0xFF))
	}
	s.springAir(k)
	st.Spindash = false
	if ob.Sub&1 == 0 { // the twirl sets the walking animation instead
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

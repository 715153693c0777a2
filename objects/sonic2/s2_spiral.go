package sonic2

import "loopwright/physics"

// Obj06, Emerald Hill's corkscrew (s2.asm Obj06_Spiral).

// spiralHeights is Obj06_CosineTable: the player's height (+ 19 - his
// Height Radius) over the corkscrew's y, by his x - the corkscrew's x + $D0.
var spiralHeights = [416]int8{
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 31, 31,
	31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 30, 30, 30,
	30, 30, 30, 30, 30, 30, 29, 29, 29, 29, 29, 28, 28, 28, 28, 27,
	27, 27, 27, 26, 26, 26, 25, 25, 25, 24, 24, 24, 23, 23, 22, 22,
	21, 21, 20, 20, 19, 18, 18, 17, 16, 16, 15, 14, 14, 13, 12, 12,
	11, 10, 10, 9, 8, 8, 7, 6, 6, 5, 4, 4, 3, 2, 2, 1,
	0, -1, -2, -2, -3, -4, -4, -5, -6, -7, -7, -8, -9, -9, -10, -10,
	-11, -11, -12, -12, -13, -14, -14, -15, -15, -16, -16, -17, -17, -18, -18, -19,
	-19, -19, -20, -21, -21, -22, -22, -23, -23, -24, -24, -25, -25, -26, -26, -27,
	-27, -28, -28, -28, -29, -29, -30, -30, -30, -31, -31, -31, -32, -32, -32, -33,
	-33, -33, -33, -34, -34, -34, -35, -35, -35, -35, -35, -35, -35, -35, -36, -36,
	-36, -36, -36, -36, -36, -36, -36, -37, -37, -37, -37, -37, -37, -37, -37, -37,
	-37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37,
	-37, -37, -37, -37, -36, -36, -36, -36, -36, -36, -36, -35, -35, -35, -35, -35,
	-35, -35, -35, -34, -34, -34, -33, -33, -33, -33, -32, -32, -32, -31, -31, -31,
	-30, -30, -30, -29, -29, -28, -28, -28, -27, -27, -26, -26, -25, -25, -24, -24,
	-23, -23, -22, -22, -21, -21, -20, -19, -19, -18, -18, -17, -16, -16, -15, -14,
	-14, -13, -12, -11, -11, -10, -9, -8, -7, -7, -6, -5, -4, -3, -2, -1,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 10, 10, 11, 12, 13,
	13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21,
	21, 22, 22, 23, 23, 24, 24, 24, 25, 25, 25, 25, 26, 26, 26, 26,
	27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 29, 29, 29, 29, 29, 29,
	29, 30, 30, 30, 30, 30, 30, 30, 31, 31, 31, 31, 31, 31, 31, 31,
	31, 31, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
}

// spiral is Obj06 (spiral; the cylinder, subtype bit 7, is Metropolis'):
// a grounded player running into one of its ends (moving right: $C0 to
// $D0 left of its x, 16 to 64 below its y; moving left: mirrored) rides
// it (RideObject_SetRide); while his Ground Speed stays at 6 or more and he
// is within its $1A0 pixels he is put on its curve, else he falls off
// (on_object cleared).
func (s *engine) spiral(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0xD0
		if ob.Sub&0x80 != 0 {
			ob.Routine = 4
		}
	}
	if ob.Routine == 4 {
		s.cylinder(k) // mtz.go
		return
	}
	if ob.Routine == 2 {
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.spiralPlayer(k)
			s.s2Swap(p)
		}
	}
	s.markGone(k, ob.X.Pixel())
}

func (s *engine) spiralPlayer(k int) {
	st := s.st
	ob := s.slot(k)
	ox, oy := ob.X.Pixel(), ob.Y.Pixel()
	if ob.Status&s.StandBit() != 0 {
		g := st.GSpeed
		if g < 0 {
			g = -g
		}
		d0 := st.X.Pixel() - ox + 0xD0
		if g < 0x600 || st.Air || d0 < 0 || d0 >= 0x1A0 {
			s.st.P.Anim.FlipsLeft, s.st.P.Anim.FlipSpeed = 0, 4 // CharacterFallsOff
			s.s2Release(k)
			return
		}
		if st.S2.On == 0 { // btst on_object (on this or any object)
			return
		}
		y := oy + int(spiralHeights[d0]) - (st.YRadius - 0x13)
		st.Y = physics.FromPixels(y) | st.Y&0xFF
		st.P.Anim.Flip = spiralFlip[(d0>>3)&0x3F] // Obj06_FlipAngleTable
		return
	}
	if st.Air || st.Dead || st.Obj.Hurt {
		return
	}
	lo, hi := 0xC0, 0xD0
	if st.S2.On != 0 {
		lo, hi = 0xB0, 0xC0
	}
	d0 := st.X.Pixel() - ox
	if st.XSpeed >= 0 {
		if d0 > -lo || d0 < -hi {
			return
		}
	} else if d0 < lo || d0 > hi {
		return
	}
	if uint16(st.Y.Pixel()-oy-0x10) >= 0x30 {
		return
	}
	// obj_control is tested only on the first path (not on an object).
	if st.S2.On == 0 && s.s2ObjControl() != 0 {
		return
	}
	s.rideObject(k)
}

// spiralFlip is s2.asm Obj06_FlipAngleTable: the flip angle by the
// player's place on the corkscrew ((x - its x + $D0) / 8).
var spiralFlip = [52]uint8{0x00, 0x00,
	0x01, 0x01, 0x16, 0x16, 0x16, 0x16, 0x2C, 0x2C,
	0x2C, 0x2C, 0x42, 0x42, 0x42, 0x42, 0x58, 0x58,
	0x58, 0x58, 0x6E, 0x6E, 0x6E, 0x6E, 0x84, 0x84,
	0x84, 0x84, 0x9A, 0x9A, 0x9A, 0x9A, 0xB0, 0xB0,
	0xB0, 0xB0, 0xC6, 0xC6, 0xC6, 0xC6, 0xDC, 0xDC,
	0xDC, 0xDC, 0xF2, 0xF2, 0xF2, 0xF2, 0x01, 0x01,
	0x00, 0x00}

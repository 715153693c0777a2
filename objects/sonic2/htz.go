package sonic2

import "loopwright/physics"

// Hill Top's objects, each as its s2.asm routine runs it.

const s2DiagonalLift = 0x16

// diagonalLift is Obj16, Hill Top's zip line lift: a platform
// (PlatformObject, half width $20, its top $28 below its y) that waits
// until a player stands on it (Obj16_Wait), then slides down its line at
// 2 right (x-flipped: left) and 1 down a frame for subtype * 8 frames
// (Obj16_Slide); there it drops (Obj16_Fall: $38 a frame), leaving its
// pulley behind (Obj1C subtype 6 in the first free slot after it), and
// once below Camera_Max_Y_pos + 224 lets its riders go and is moved out
// of the object window ($4000) to be deleted.
func (s *engine) diagonalLift(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
		ob.YRad = 0x40
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer = int16(ob.Sub) << 3 // objoff_34
	}
	x0 := ob.X.Pixel()
	switch ob.Routine2 {
	case 0:
		if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
			ob.Routine2 = 2
			ob.XVel, ob.YVel = 0x200, 0x100
			if ob.Status&physics.S2XFlip != 0 {
				ob.XVel = -0x200
			}
		}
	case 2:
		objMove(ob)
		ob.Timer--
		if ob.Timer == 0 {
			ob.Routine2 = 4
			ob.MapFrame = 2
			ob.XVel, ob.YVel = 0, 0
			if j := s.allocateAfter(k); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Scenery, Sub: 6, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Render: ob.Render}
			}
		}
	case 4:
		objMove(ob)
		ob.YVel += 0x38
		if uint16(s.st.Cam.MaxY+224) < uint16(ob.Y.Pixel()) {
			for p := 0; p < s.s2Players(); p++ {
				s.s2Swap(p)
				if ob.Status&s.StandBit() != 0 {
					s.s2Release(k)
					s.st.Air = true
				}
				s.s2Swap(p)
			}
			setXPixel(ob, 0x4000)
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), -0x28, x0)
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

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

// ---------------------------------------------------------------------------
// Obj92 Spiker and its drill (Obj93)

const (
	s2Spiker      = 0x92
	s2SpikerDrill = 0x93
)

// spiker is Obj92, Hill Top's Spiker (collision $12: an enemy, 16
// wide): it crawls at $80 a frame for $41 frames, rests $11, turns
// (loc_36F3C, loc_36F68). While on screen, the first time the nearer
// player is within $20 horizontally and $80 vertically (loc_3703E) it
// stops, and 8 frames later (loc_36F90) fires its drill (Obj93, in the
// first free slot after it) and goes on as before without looking again.
// The drill (collision $92: it hurts) flies up at 2 a frame (down when
// the Spiker is y-flipped) until off screen.
func (s *engine) spiker(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0x12
		ob.Timer = 0x40 // objoff_2A
		ob.XVel = 0x80
		ob.Status ^= physics.S2XFlip
		return
	case 2:
		if !s.spikerSees(ob) {
			ob.Timer = int16(int8(ob.Timer) - 1)
			if ob.Timer < 0 {
				ob.Routine = 4
				ob.Timer = 0x10
				break
			}
		}
		objMove(ob)
	case 4:
		if s.spikerSees(ob) {
			break
		}
		ob.Timer = int16(int8(ob.Timer) - 1)
		if ob.Timer < 0 {
			ob.Routine = 2
			ob.Timer = 0x40
			ob.XVel = -ob.XVel
			ob.Status ^= physics.S2XFlip
		}
	case 6:
		if ob.B3E != 8 { // objoff_2E
			ob.B3E--
			break
		}
		if j := s.allocateAfter(k); j >= 0 {
			ob.Flag = true // objoff_2B: looks no more
			*s.slot(j) = physics.S2Obj{ID: s2SpikerDrill, Sub: ob.Sub, Layout: -1, Parent: int16(k + 1),
				X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, MapFrame: 4}
			ob.MapFrame = 2
			ob.Anim = 1
		}
		ob.Routine = ob.B3F // objoff_2F
	}
	s.markGone(k, ob.X.Pixel())
}

// spikerSees is loc_3703E: on a sighting the Spiker remembers its
// routine (objoff_2F) and stops (routine 6, objoff_2E $10).
func (s *engine) spikerSees(ob *physics.S2Obj) bool {
	if ob.Flag || ob.Render&physics.S2OnScreen == 0 {
		return false
	}
	_, d2, d3 := s.nearerPlayer(ob)
	if uint16(d2+0x20) >= 0x40 || uint16(d3+0x80) >= 0x100 {
		return false
	}
	ob.B3F = ob.Routine
	ob.Routine = 6
	ob.B3E = 0x10
	return true
}

// spikerDrill is Obj93.
func (s *engine) spikerDrill(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		ob.Coll = 0x12 | 0x80
		ob.Render |= physics.S2OnScreen
		if p := int(ob.Parent) - 1; p >= 0 {
			ob.Render |= s.slot(p).Render & (physics.S2XFlip | physics.S2YFlip)
		}
		ob.YVel = -0x200
		if ob.Render&physics.S2YFlip != 0 {
			ob.YVel = 0x200
		}
		return
	}
	if ob.Render&physics.S2OnScreen == 0 {
		s.deleteObject(k)
		return
	}
	ob.Render ^= physics.S2XFlip
	objMove(ob)
	s.markGone(k, ob.X.Pixel())
}

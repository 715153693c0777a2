package sonic2

import (
	"loopwright/internal/intmath"
	"loopwright/physics"
)

// s2PushSpring is ObjID_PushSpring: Oil Ocean's pressure spring (Obj45).
const s2PushSpring = 0x45

// Obj45's fields: obj45_frame (objoff_32, the compression) is Timer2,
// obj45_strength (objoff_30) Timer, obj45_original_x_pos (objoff_34)
// BaseX and obj45_compress (objoff_36) Flag.

// pushSpring is Obj45, the pressure spring. Subtype bits 3-6 pick its
// kind (Obj45_Init: (subtype >> 3) & $E; 0 vertical, any other value the
// horizontal one, as subtype $30 reaches it in the game by luck); bit 1
// its strength (Obj45_Strengths: -$1000, or -$A00), bit 7 clears the
// other speed, bit 0 twirls, bits 2-3 set the collision path. It calls
// MarkObjGone every frame.
func (s *engine) pushSpring(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Width = 16
		if (ob.Sub>>3)&0xE != 0 { // Obj45_InitHorizontal
			ob.Routine = 4
			ob.Anim = 1
			ob.MapFrame = 0xA
			ob.Width = 20
			ob.BaseX = int16(ob.X.Pixel())
		}
		ob.Timer = -0x1000 // Obj45_InitVertical: the strength
		if ob.Sub&2 != 0 {
			ob.Timer = -0xA00
		}
	case 2:
		s.pushSpringVertical(k)
	case 4:
		s.pushSpringHorizontal(k)
	}
	s.markGone(k, s.slot(k).X.Pixel())
}

// pushSpringVertical is Obj45_Vertical: while a player stands on it the
// spring compresses a frame at a time (obj45_frame up to 9, its top
// lowering 2 pixels a step: SolidObject45, half width 27, half height
// 20); fully compressed, it launches whoever stands on it
// (Obj45_LaunchCharacterVertical) that frame instead of being solid.
// Nobody on it, it springs back a step a frame.
func (s *engine) pushSpringVertical(k int) {
	ob := s.slot(k)
	if ob.Status&(physics.S2P1Stand|physics.S2P2Stand) != 0 {
		if ob.Timer2 == 9 {
			for p := 0; p < s.s2Players(); p++ {
				s.s2Swap(p)
				if ob.Status&s.StandBit() != 0 {
					s.pushSpringLaunchUp(k)
				}
				s.s2Swap(p)
			}
			return
		}
		ob.Timer2++
	} else if ob.Timer2 != 0 {
		ob.Timer2--
	}
	ob.MapFrame = uint8(ob.Timer2)
	d3 := 2 * int(ob.Timer2)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.solid45(k, 27, 20, d3, x)
		s.s2Swap(p)
	}
}

// pushSpringLaunchUp is loc_241D4 for the player swapped in: his
// standing bit cleared, Y Speed the strength, airborne in the spring
// animation (routine 2: no longer hurt), X Speed cleared by subtype bit
// 7, the twirl of bit 0 (flip_speed 4, one flip unless bit 1) and the
// path of bits 2-3.
func (s *engine) pushSpringLaunchUp(k int) {
	st := s.st
	ob := s.slot(k)
	ob.Status &^= s.StandBit()
	st.YSpeed = physics.Fixed(ob.Timer)
	st.Air = true
	st.S2.On, st.Obj.On = 0, 0
	st.Obj.Hurt = false
	if ob.Sub&0x80 != 0 {
		st.XSpeed = 0
	}
	if ob.Sub&1 == 0 {
		s.SpringAnim()
	}
	s.springTwirl(ob.Sub, false)
	s.springCommon(ob.Sub)
	s.s2Contact(k, physics.SolidTop, "spring")
}

// solid45 is SolidObject45 for the player swapped in: SolidObject
// without the on-screen tests, the object's top d3 pixels lower than its
// y (a player standing on it is put at y - d2 + d3 - y_radius, the
// inlined MvSonicOnPtfm).
func (s *engine) solid45(k, d1, d2, d3, d4 int) {
	st := s.st
	ob := s.slot(k)
	if ob.Status&s.StandBit() != 0 {
		dx := st.X.Pixel() - ob.X.Pixel() + d1
		if st.Air || dx < 0 || dx >= 2*d1 {
			s.s2Release(k)
			st.Air = true
			return
		}
		y := ob.Y.Pixel() - d2 + d3 - st.YRadius
		st.Y = physics.FromPixels(y) | st.Y&0xFF
		st.X -= physics.FromPixels(d4 - ob.X.Pixel())
		return
	}
	d0 := st.X.Pixel() - ob.X.Pixel() + d1
	if d0 < 0 || d0 > 2*d1 {
		s.solidClearPush(k)
		return
	}
	d2 += st.YRadius
	d3v := int(int16(st.Y.Pixel() - (ob.Y.Pixel() + d3) + 4 + d2))
	d4v := 2 * d2
	if d3v < 0 || d3v >= d4v {
		s.solidClearPush(k)
		return
	}
	if s.s2ObjControl()&0x80 != 0 { // SolidObject_ChkBounds
		s.solidClearPush(k)
		return
	}
	if st.Dead {
		return
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
		s.solidTopBottom(k, d0, d3v)
		return
	}
	s.solidLeftRight(k, d0, dy)
}

// pushSpringHorizontal is Obj45_Horizontal: solid to each player
// (SolidObject_Always_SingleCharacter, half width 31, half height 12); a
// player pushing its face, facing it, squeezes it a pixel a frame (and
// is carried with it, Ground Speed ±$40: loc_2433C) up to $12 pixels
// from its rest; let go, it springs back 4 pixels a frame and throws
// whoever still pushes it (Obj45_LaunchCharacterHorizontal).
func (s *engine) pushSpringHorizontal(k int) {
	st := s.st
	ob := s.slot(k)
	ob.Flag = false
	x4 := ob.X.Pixel() // d4, kept for both players (movem)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		// d0 as SolidObject_ChkBounds leaves it on a side touch: the
		// player's distance into the nearer edge.
		d0 := st.X.Pixel() - ob.X.Pixel() + 31
		if 31 < d0 {
			d0 -= 62
		}
		if r, _ := s.s2Solid(k, 31, 12, 13, x4, true, nil); r == 1 {
			f := ob.Status
			if ob.X.Pixel()-st.X.Pixel() >= 0 {
				f ^= physics.S2XFlip
			}
			if f&physics.S2XFlip == 0 {
				s.pushSpringSqueeze(k, d0)
			}
		}
		s.s2Swap(p)
	}
	if ob.Flag {
		return
	}
	x, x0 := ob.X.Pixel(), int(ob.BaseX)
	if x == x0 {
		return
	}
	ob.MapFrame -= 4
	if x0 >= x {
		x += 4
		if x0 < x {
			ob.MapFrame, x = 0xA, x0
		}
	} else {
		x -= 4
		if x0 >= x {
			ob.MapFrame, x = 0xA, x0
		}
	}
	setXPixel(ob, x)
	if ob.Status&(s2P1Push|s2P2Push) == 0 {
		return
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		if ob.Status&s.pushBit() != 0 {
			ob.Status &^= s.pushBit()
			s.pushSpringThrow(k)
		}
		s.s2Swap(p)
	}
}

// pushSpringSqueeze is loc_2433C for the player swapped in, touching the
// spring's face with d0 left by the solid check.
func (s *engine) pushSpringSqueeze(k, d0 int) {
	st := s.st
	ob := s.slot(k)
	var step, g int
	if ob.Status&physics.S2XFlip != 0 {
		if st.FacingLeft {
			return
		}
		if d0 == 0 {
			if st.GSpeed > 0 {
				ob.Flag = true
			}
			return
		}
		if ob.X.Pixel() == int(ob.BaseX)+0x12 {
			ob.Flag = true
			return
		}
		step, g = 1, 0x40
	} else {
		if !st.FacingLeft {
			return
		}
		if d0 == 0 {
			if st.GSpeed < 0 {
				ob.Flag = true
			}
			return
		}
		if ob.X.Pixel() == int(ob.BaseX)-0x12 {
			ob.Flag = true
			return
		}
		step, g = -1, -0x40
	}
	setXPixel(ob, ob.X.Pixel()+step)
	st.X += physics.FromPixels(step)
	st.GSpeed = physics.Fixed(g)
	st.XSpeed = 0
	ob.MapFrame = uint8(intmath.Abs(int(ob.BaseX)-ob.X.Pixel()) + 0xA)
	ob.Flag = true
}

// pushSpringThrow is loc_243EA for the player swapped in: X Speed
// (|squeeze| + $A) * $80 away from the spring (4 pixels towards it, or 4
// away facing right from an unflipped spring), 15 frames of control
// lock, Ground Speed the same; Y Speed cleared by subtype bit 7, the
// twirl of bit 0 (flip_speed 8, three flips, one with bit 1), the path
// of bits 2-3; he stops pushing.
func (s *engine) pushSpringThrow(k int) {
	st := s.st
	ob := s.slot(k)
	v := (intmath.Abs(int(ob.BaseX)-ob.X.Pixel()) + 0xA) << 7
	st.XSpeed = physics.Fixed(int16(-v))
	st.X -= physics.FromPixels(4)
	st.FacingLeft = true
	if ob.Status&physics.S2XFlip == 0 {
		st.FacingLeft = false
		st.X += physics.FromPixels(8)
		st.XSpeed = -st.XSpeed
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	if !st.Rolling {
		s.ObjWalkAnim() // loc_2442C
	}
	if ob.Sub&0x80 != 0 {
		st.YSpeed = 0
	}
	s.springTwirl(ob.Sub, true)
	s.springCommon(ob.Sub)
	st.Pushing = false
	s.s2Contact(k, physics.SolidSide, "spring")
}

package sonic2

import "loopwright/physics"

// Obj67, Metropolis's spin tube, and its paths (s2.asm misc/obj67.asm,
// off_273F2): each a list of points in level coordinates the player is
// carried through at $1000 (16 pixels a frame) along the longer axis.

const s2MTZTube = 0x67

// mtzTubePaths is off_273F2, by subtype & $F.
var mtzTubePaths = [13][][2]uint16{
	{{0x7A8, 0x270}, {0x750, 0x270}, {0x740, 0x280}, {0x740, 0x3E0}, {0x750, 0x3F0}, {0x7A8, 0x3F0}}, // word_2740C
	{{0xC58, 0x5F0}, {0xE28, 0x5F0}}, // word_27426
	{{0x1828, 0x6B0}, {0x17D0, 0x6B0}, {0x17C0, 0x6C0}, {0x17C0, 0x7E0}, {0x17B0, 0x7F0}, {0x1758, 0x7F0}}, // word_27430
	{{0x5D8, 0x370}, {0x780, 0x370}}, // word_2744A
	{{0x5D8, 0x5F0}, {0x700, 0x5F0}}, // word_27454
	{{0xBD8, 0x1F0}, {0xC30, 0x1F0}, {0xC40, 0x1E0}, {0xC40, 0xC0}, {0xC50, 0xB0}, {0xCA8, 0xB0}},          // word_2745E
	{{0x1728, 0x330}, {0x15D0, 0x330}, {0x15C0, 0x320}, {0x15C0, 0x240}, {0x15D0, 0x230}, {0x1628, 0x230}}, // word_27478
	{{0x6D8, 0x1F0}, {0x730, 0x1F0}, {0x740, 0x1E0}, {0x740, 0x100}, {0x750, 0xF0}, {0x7A8, 0xF0}},         // word_27492
	{{0x7D8, 0x330}, {0x828, 0x330}, {0x840, 0x340}, {0x840, 0x458}, {0x828, 0x470}, {0x7D8, 0x470}},       // word_274AC
	{{0xFD8, 0x3B0}, {0x1028, 0x3B0}, {0x1040, 0x398}, {0x1040, 0x2C4}, {0x1058, 0x2B0}, {0x10A8, 0x2B0}},  // word_274C6
	{{0xFD8, 0x4B0}, {0x1028, 0x4B0}, {0x1040, 0x4C0}, {0x1040, 0x5D8}, {0x1058, 0x5F0}, {0x10A8, 0x5F0}},  // word_274E0
	{{0x2058, 0x430}, {0x20A8, 0x430}, {0x20C0, 0x418}, {0x20C0, 0x2C0}, {0x20D0, 0x2B0}, {0x2128, 0x2B0}}, // word_274FA
	{{0x2328, 0x5B0}, {0x22D0, 0x5B0}, {0x22C0, 0x5A0}, {0x22C0, 0x4C0}, {0x22D0, 0x4B0}, {0x2328, 0x4B0}}, // word_27514
}

// tubeRide is one player's ride in the tube (objoff_2C for the main
// character, objoff_36 for the sidekick): state, angle, the frames left
// to the next point (the high byte of the word at 2(a4)), the path's
// bytes left (4(a4)) and the next point (6(a4), an index).
type tubeRide struct {
	state, angle, timer *uint8
	left, next          *int16
}

// tubeRideOf returns player p's ride fields in the object.
func tubeRideOf(ob *physics.S2Obj, p int) tubeRide {
	if p == 1 {
		return tubeRide{&ob.B3B, &ob.B3F, &ob.Base, &ob.BaseY, &ob.Index}
	}
	return tubeRide{&ob.Routine2, &ob.B3E, &ob.CollProp, &ob.BaseX, &ob.Timer3}
}

// mtzTube is Obj67: a player (no object holding him) within its mouth
// (x 3 left to $C right of it, $A more when x-flipped; y $20 either
// side) is taken (obj_control $81, airborne, Ground Speed $800), bobbed
// for $40 frames (his y its y minus the sine of an angle going 2 a
// frame, /32) and carried along its path (subtype & $F; negative: backwards),
// point to point at $1000; at the end he is let go, his y wrapped to
// $7FF and his speeds cleared unless subtype bit 4 is set. His anim is
// the roll from the catch on, without his rolling status (physics
// ObjRollAnim): let go, he destroys badniks until he lands. It goes
// (MarkObjGone3) only when nobody rides it.
func (s *engine) mtzTube(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.mtzTubePlayer(k, tubeRideOf(ob, p))
		s.s2Swap(p)
	}
	if ob.Routine2 == 0 && ob.B3B == 0 {
		s.markGone(k, ob.X.Pixel())
	}
}

// mtzTubePlayer is loc_271BE for the player swapped in.
func (s *engine) mtzTubePlayer(k int, r tubeRide) {
	st := s.st
	ob := s.slot(k)
	switch *r.state {
	case 0:
		d0 := uint16(st.X.Pixel()-ob.X.Pixel()) + 3
		if ob.Status&physics.S2XFlip != 0 {
			d0 += 0xA
		}
		if d0 >= 0x10 || uint16(st.Y.Pixel()-ob.Y.Pixel()+0x20) >= 0x40 || s.s2ObjControl() != 0 {
			return
		}
		*r.state = 2
		s.setPlayerControl(0x81)
		s.ObjRollAnim() // move.b #AniIDSonAni_Roll,anim(a1): not his rolling status
		st.GSpeed = 0x800
		st.XSpeed, st.YSpeed = 0, 0
		ob.Status &^= s2P1Push // status.npc.p1_pushing, for either player
		st.Pushing = false
		st.Air = true
		st.X = physics.FromPixels(ob.X.Pixel()) | st.X&0xFF
		st.Y = physics.FromPixels(ob.Y.Pixel()) | st.Y&0xFF
		*r.angle = 0
		ob.Anim = 1
		s.s2Contact(k, physics.Trigger, "tube")
	case 2:
		a := *r.angle
		*r.angle += 2
		sin, _ := physics.SinCos(a)
		st.Y = physics.FromPixels(ob.Y.Pixel()-int(int16(sin)>>5)) | st.Y&0xFF
		if *r.angle == 0x80 {
			s.mtzTubeStart(k, r)
			*r.state = 4
		}
	case 4:
		*r.timer--
		if int8(*r.timer) >= 0 {
			st.X += st.XSpeed // Obj67_MoveCharacter
			st.Y += st.YSpeed
			return
		}
		path := s.mtzTubePath(ob)
		i := int(*r.next)
		if i < 0 || i >= len(path) {
			s.mtzTubeEnd(k, r)
			return
		}
		st.X = physics.FromPixels(int(path[i][0])) | st.X&0xFF
		st.Y = physics.FromPixels(int(path[i][1])) | st.Y&0xFF
		if ob.Sub&0x80 != 0 {
			i--
		} else {
			i++
		}
		*r.next = int16(i)
		*r.left -= 4
		if *r.left == 0 || i < 0 || i >= len(path) {
			s.mtzTubeEnd(k, r)
			return
		}
		s.mtzTubeAim(r, path[i])
	}
}

// mtzTubePath is the subtype's path (off_273F2; a negative subtype
// counts from its negation).
func (s *engine) mtzTubePath(ob *physics.S2Obj) [][2]uint16 {
	d0 := ob.Sub
	if d0&0x80 != 0 {
		d0 = -d0
	}
	if i := int(d0 & 0xF); i < len(mtzTubePaths) {
		return mtzTubePaths[i]
	}
	return nil
}

// mtzTubeStart is loc_27310: the player is put on the path's first
// point (its last, backwards) and aimed at the next.
func (s *engine) mtzTubeStart(k int, r tubeRide) {
	st := s.st
	ob := s.slot(k)
	path := s.mtzTubePath(ob)
	if len(path) < 2 {
		s.mtzTubeEnd(k, r)
		return
	}
	*r.left = int16(4*len(path) - 4)
	first, next := 0, 1
	if ob.Sub&0x80 != 0 {
		first, next = len(path)-1, len(path)-2
	}
	st.X = physics.FromPixels(int(path[first][0])) | st.X&0xFF
	st.Y = physics.FromPixels(int(path[first][1])) | st.Y&0xFF
	*r.next = int16(next)
	s.mtzTubeAim(r, path[next])
}

// mtzTubeAim is loc_27374: speeds towards the point (d4, d5), $1000 on
// the longer axis and the other in proportion (divs.w), and the frames
// to it.
func (s *engine) mtzTubeAim(r tubeRide, pt [2]uint16) {
	st := s.st
	d2, d3 := int32(0x1000), int32(0x1000)
	dx := int32(int16(pt[0] - uint16(st.X.Pixel())))
	dy := int32(int16(pt[1] - uint16(st.Y.Pixel())))
	ax, ay := dx, dy
	if ax < 0 {
		ax, d2 = -ax, -d2
	}
	if ay < 0 {
		ay, d3 = -ay, -d3
	}
	if uint16(ay) >= uint16(ax) {
		q1 := divsW(dy<<16, d3)
		q0 := int16(0)
		if dx != 0 {
			q0 = divsW(dx<<16, int32(q1))
		}
		st.XSpeed, st.YSpeed = physics.Fixed(q0), physics.Fixed(int16(d3))
		*r.timer = uint8(uint16(abs16(int(q1))) >> 8)
		return
	}
	q0 := divsW(dx<<16, d2)
	q1 := int16(0)
	if dy != 0 {
		q1 = divsW(dy<<16, int32(q0))
	}
	st.YSpeed, st.XSpeed = physics.Fixed(q1), physics.Fixed(int16(d2))
	*r.timer = uint8(uint16(abs16(int(q0))) >> 8)
}

// divsW is the 68000's divs.w: the 16-bit quotient of a 32-bit signed
// dividend (toward zero); on overflow the dividend's low word is left
// (the register is unchanged).
func divsW(n, d int32) int16 {
	if d == 0 {
		return int16(n)
	}
	q := n / d
	if q > 0x7FFF || q < -0x8000 {
		return int16(n)
	}
	return int16(q)
}

// mtzTubeEnd is loc_272EE.
func (s *engine) mtzTubeEnd(k int, r tubeRide) {
	st := s.st
	ob := s.slot(k)
	st.Y = physics.FromPixels(st.Y.Pixel()&0x7FF) | st.Y&0xFF
	*r.state = 0
	s.setPlayerControl(0)
	if ob.Sub&0x10 == 0 {
		st.XSpeed, st.YSpeed = 0, 0
	}
}

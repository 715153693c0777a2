package sonic2

import "loopwright/physics"

// Chemical Plant's tipping pipe section (Obj0B), as s2.asm runs it.

// s2TippingPipe is ObjID_TippingFloor (Obj0B).
const s2TippingPipe = 0x0B

// tippingPipeAnims is Ani_obj0B: 0 tips open (frames 0-4), 1 closes
// (4-0), each frame 8 frames long, holding the last.
var tippingPipeAnims = [][]uint8{
	{7, 0, 1, 2, 3, 4, 0xFE, 1},
	{7, 4, 3, 2, 1, 0, 0xFE, 1},
}

// tippingPipe is Obj0B: a pipe section that waits until the low byte of
// Vint_runcount plus (subtype&$F+1)*16 wraps to 0 (loc_20104), then
// alternates (obj0B_duration_current, bchg anim): anim 0, tipping open,
// for (subtype&$F0)+$10 frames, then anim 1, closing and staying
// closed, for $80. Closed (mapping frame 0) it is a
// platform (PlatformObject, half width $10, top $11 above its y); any
// other frame drops whoever stands on it into the air, on_object cleared.
// It goes by MarkObjGone.
func (s *engine) tippingPipe(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 { // Obj0B_Init
		ob.Routine = 2
		ob.Width = 0x10
		d := int16(ob.Sub&0xF0) + 0x10 - 1
		ob.Timer, ob.Timer2 = d, d                      // obj0B_duration_current, _initial
		ob.Timer3 = int16(uint8((ob.Sub&0xF + 1) << 4)) // obj0B_delay
	}
	run := ob.Routine == 4
	if ob.Routine == 2 && uint8(s.st.S2.Vint)+uint8(ob.Timer3) == 0 { // loc_20104
		ob.Routine = 4
		run = true
	}
	if run { // loc_20112
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 0x7F
			if ob.Anim != 0 {
				ob.Timer = ob.Timer2
			}
			ob.Anim ^= 1
		}
		animateSprite(ob, tippingPipeAnims)
	}
	if ob.MapFrame == 0 { // loc_2013C
		x := ob.X.Pixel()
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Platform(k, int(ob.Width), 0x11, x)
			s.s2Swap(p)
		}
	} else {
		s.dropStanding(k)
	}
	s.markGone(k, ob.X.Pixel())
}

// dropStanding lets go of each player standing on slot k: his standing
// bit and on_object cleared, put in the air (Obj0B's and ObjD2's
// release).
func (s *engine) dropStanding(k int) {
	ob := s.slot(k)
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		if ob.Status&s.StandBit() != 0 {
			ob.Status &^= s.StandBit()
			if s.st.S2.On == k+1 {
				s.st.S2.On, s.st.Obj.On = 0, 0
			}
			s.st.Air = true
		}
		s.s2Swap(p)
	}
}

// tippingPipeSolid is the box the preview draws for Obj0B: a platform
// while closed.
func tippingPipeSolid(ob *physics.S2Obj) (int, int, bool) {
	if ob.MapFrame == 0 {
		return int(ob.Width), 0x11, true
	}
	return 0, 0, false
}

package sonic2

import "loopwright/physics"

// Aquatic Ruin's three rotating platforms (Obj83), as s2.asm's Obj83
// runs them.

// s2RotatingPlatforms is Obj83, three platforms joined by chains
// rotating in a circle.
const s2RotatingPlatforms = 0x83

// rotatingPlatforms is Obj83. Obj83_Init makes, in the free slots after
// its own (AllocateObjectAfterCurrent), the chains (a multi-sprite object
// that is only drawn) and platforms 2 and 3 (routine 4); the speed is
// the subtype's high nybble, sign-extended, times 8 added to the angle
// word each frame, the start angle the x and y flips' quarter turns.
// Obj83_Main puts the three platforms $40 pixels from the centre at the
// angle, the angle + $55 and the angle - $55 (CalcSine, asr.l #4, four
// links' worth), each a PlatformObject (half width $20+$B, height 9) for
// Sonic and Tails moved with it; out of range (from the centre) the
// main platform deletes the chains and itself (DeleteObject: its respawn
// flag stays), the others themselves (MarkObjGone2 from the centre).
// Fields: the main platform's angle word Index, speed Timer, centre
// BaseX, BaseY, the chains Child1, platform 2 Child2 and platform 3
// Timer2 (slots +1); a platform's last x Timer.
func (s *engine) rotatingPlatforms(k int) {
	ob := s.slot(k)
	if ob.Render&physics.S2Child != 0 {
		return // the chains: drawn only (DisplaySprite3)
	}
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Render |= 4
		ob.Width = 0x20
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer = int16(int8(ob.Sub&0xF0)) << 3
		ob.Index = int16(uint16(ob.Status&3) << 14) // ror.b #2 of the flips, andi.b #$C0
		if j := s.allocateAfter(k); j >= 0 {
			*s.slot(j) = physics.S2Obj{ID: s2RotatingPlatforms, Layout: -1, Render: 4 | physics.S2Child}
			ob.Child1 = int16(j + 1)
			ob.Child2 = int16(s.rotatingSub(k) + 1)
			ob.Timer2 = int16(s.rotatingSub(k) + 1)
		}
		s.rotatingMain(k)
	case 2:
		s.rotatingMain(k)
	case 4:
		x0 := int(ob.Timer)
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Platform(k, int(ob.Width)+0xB, 9, x0)
			s.s2Swap(p)
		}
		ob.Timer = int16(ob.X.Pixel())
		s.markGone(k, int(ob.BaseX))
	}
}

// rotatingSub is Obj83_LoadSubObject: platform 2 or 3 in the first free
// slot after the main one's, or -1.
func (s *engine) rotatingSub(k int) int {
	j := s.allocateAfter(k)
	if j < 0 {
		return -1
	}
	ob := s.slot(k)
	*s.slot(j) = physics.S2Obj{ID: s2RotatingPlatforms, Routine: 4, Layout: -1, Render: 4, Width: 0x20,
		BaseX: ob.BaseX, BaseY: ob.BaseY, Timer: int16(ob.X.Pixel())}
	return j
}

// rotatingAt is a platform's place at angle a: the centre plus four
// links of (sine, cosine) << 12, whole pixels (swap).
func rotatingAt(ob *physics.S2Obj, a uint8) (int, int) {
	sin, cos := physics.SinCos(a)
	return int(ob.BaseX) + int(int32(cos<<14)>>16), int(ob.BaseY) + int(int32(sin<<14)>>16)
}

// rotatingMain is Obj83_Main.
func (s *engine) rotatingMain(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	ob.Index += ob.Timer
	a := uint8(uint16(ob.Index) >> 8)
	x, y := rotatingAt(ob, a)
	ob.X = physics.FromPixels(x) | ob.X&0xFF
	ob.Y = physics.FromPixels(y) | ob.Y&0xFF
	for i, c := range [2]int16{ob.Child2, ob.Timer2} {
		if c <= 0 {
			continue
		}
		p := s.slot(int(c) - 1)
		if p.ID != s2RotatingPlatforms || p.Routine != 4 {
			continue
		}
		d := uint8(0x55)
		if i == 1 {
			d = -d
		}
		px, py := rotatingAt(ob, a+d)
		p.X = physics.FromPixels(px) | p.X&0xFF
		p.Y = physics.FromPixels(py) | p.Y&0xFF
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width)+0xB, 9, x0)
		s.s2Swap(p)
	}
	if uint16(int(ob.BaseX)&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		if c := ob.Child1; c > 0 && s.slot(int(c)-1).ID == s2RotatingPlatforms {
			s.deleteObject(int(c) - 1)
		}
		s.deleteObject(k)
	}
}

package sonic2

import "loopwright/physics"

// Chemical Plant's platforms sliding on the water (Obj7A), as s2.asm
// runs them.

// s2SidewaysPform is ObjID_SidewaysPform (Obj7A).
const s2SidewaysPform = 0x7A

// sidewaysPformProps is Obj7A_Properties by subtype/6: the number of
// platforms, the half range of travel from the layout x, and the
// first's and the second's x offset from it.
var sidewaysPformProps = [4][4]int16{
	{1, 0x68, -0x68, 0},
	{2, 0xA8, -0xB0, 0x40},
	{2, 0xE8, -0x80, 0x80},
	{1, 0x68, 0x67, 0},
}

// sidewaysPform is Obj7A: one or two platforms (PlatformObject, half
// width $18, top 8 above their y) sliding 1 pixel a frame between the
// layout x minus and plus the subtype's half range (objoff_32,
// objoff_34), turning at either end; subtype $C's first one starts
// leftwards. Of two, the second turns both round when its left edge
// meets the first's right edge (loc_2953E). The first goes, taking the
// second with it, once neither end of the range is in the object window
// (Obj7A_Main).
func (s *engine) sidewaysPform(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		s.sidewaysPformInit(k)
	}
	if ob.Routine == 4 { // Obj7A_SubObject
		s.sidewaysPformMove(k)
		p := int(ob.Parent) - 1
		if p >= 0 && p != k && s.slot(p).ID == s2SidewaysPform {
			par := s.slot(p)
			if int16(ob.X.Pixel()-0x18) == int16(par.X.Pixel()+0x18) {
				ob.Flag, par.Flag = !ob.Flag, !par.Flag
			}
		}
		return
	}
	s.sidewaysPformMove(k) // Obj7A_Main
	in := func(x int16) bool {
		return uint16(int(x)&0xFF80)-uint16(s.st.S2.Coarse) <= 0x280
	}
	if in(ob.Timer) || in(ob.Timer2) {
		return
	}
	if j := int(ob.Parent) - 1; j >= 0 && j != k && s.slot(j).ID == s2SidewaysPform {
		s.deleteObject(j)
	}
	if r := ob.Respawn; r != 0 {
		s.st.S2.Respawn[2+int(r)] &^= 0x80
	}
	s.deleteObject(k)
}

// sidewaysPformInit is Obj7A_Init for the first platform in slot k: it
// makes the second (when the subtype has one and a slot is free), sets
// both platforms' range and links them (objoff_3C: a lone one links to
// itself) and moves each to its starting x.
func (s *engine) sidewaysPformInit(k int) {
	ob := s.slot(k)
	ob.Routine = 2
	ob.Width = 0x18
	pr := sidewaysPformProps[(ob.Sub/6)&3]
	x0 := ob.X.Pixel()
	j := k
	if pr[0] == 2 {
		if c := s.allocateAfter(k); c >= 0 {
			j = c
			*s.slot(j) = physics.S2Obj{ID: ob.ID, Routine: 4, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF, Width: 0x18}
		}
	}
	b := s.slot(j)
	ob.Parent, b.Parent = int16(j+1), int16(k+1)
	if ob.Sub == 0xC {
		ob.Flag = true
	}
	ob.Timer, b.Timer = int16(x0)-pr[1], int16(x0)-pr[1]
	ob.Timer2, b.Timer2 = int16(x0)+pr[1], int16(x0)+pr[1]
	setXPixel(ob, x0+int(pr[2]))
	setXPixel(b, b.X.Pixel()+int(pr[3]))
}

// sidewaysPformMove is loc_294F4: one pixel left (objoff_36 set) or
// right, turning on reaching the range's end, then PlatformObject for
// both players with the x before the move.
func (s *engine) sidewaysPformMove(k int) {
	ob := s.slot(k)
	x0 := ob.X.Pixel()
	if ob.Flag {
		x := int16(x0 - 1)
		if x == ob.Timer {
			ob.Flag = false
		}
		setXPixel(ob, int(x))
	} else {
		x := int16(x0 + 1)
		if x == ob.Timer2 {
			ob.Flag = true
		}
		setXPixel(ob, int(x))
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Platform(k, int(ob.Width), 8, x0)
		s.s2Swap(p)
	}
}

package sonic2

import "loopwright/physics"

// Mystic Cave's solid rotating ring thing (Obj73): no act's layout
// places it (debug mode does), but a level may.

// s2RingThing is ObjID_RotatingRings (Obj73).
const s2RingThing = 0x73

// ringThing is Obj73: a chain of rings turning around the layout
// position (objoff_3A, objoff_38: BaseX, BaseY), each a solid 16x16
// box (SolidObject, half width 8, half height 8, 9 standing, both
// players, only while on screen). Obj73_Init makes (subtype & 7) rings
// (one fewer with subtype bit 3) after it in the first free slots
// (AllocateObject): each a copy in routine 4 (Obj73_SubObject) whose
// radius (objoff_3C, in Index) is 16 less than the one before, the
// object itself the outermost at (subtype & 7) * 16. Each frame
// Obj73_Main turns the angle (a word, its high byte the angle: Timer3)
// by ext(subtype & $F0) * 8 (objoff_3E: Timer2), starting at the flips
// as an angle, places the children then itself at their radius
// (loc_28AF4: (r * sin) >> 8 below, (r * cos) >> 8 right), and is solid
// from where it was before. A child is solid from where it was at its
// last turn (objoff_36: BaseX). When the centre's 128-pixel column
// leaves the object window (loc_28B46) the whole chain is deleted, its
// respawn entry kept (DeleteObject2: it does not come back). Child1 and
// Child2 are the first and the last child's slots (objoff_29's list):
// the children are the Obj73 in routine 4 between them whose Parent
// names this one.
func (s *engine) ringThing(k int) {
	ob := s.slot(k)
	switch ob.Routine {
	case 0: // Obj73_Init
		ob.Routine = 2
		ob.Width = 8
		ob.Status |= physics.S2NoBalancing
		ob.BaseX, ob.BaseY = int16(ob.X.Pixel()), int16(ob.Y.Pixel())
		ob.Timer2 = int16(int8(ob.Sub&0xF0)) << 3
		ob.Timer3 = int16(uint16((ob.Status&1)<<6|(ob.Status&2)<<6) << 8)
		n := int(ob.Sub & 7)
		ob.Index = int16(n << 4)
		if ob.Sub&8 != 0 && n > 0 {
			n--
		}
		r := ob.Index
		ob.Child1, ob.Child2 = 0, 0
		for i := 0; i < n; i++ {
			j := s.allocate()
			if j < 0 {
				break
			}
			r -= 0x10
			*s.slot(j) = physics.S2Obj{ID: s2RingThing, Layout: -1, Routine: 4, Width: ob.Width,
				Render: ob.Render, Status: ob.Status, Index: r, Parent: int16(k + 1)}
			if i == 0 {
				ob.Child1 = int16(j + 1)
			}
			ob.Child2 = int16(j + 1)
		}
		fallthrough
	case 2: // Obj73_Main
		x := ob.X.Pixel()
		s.ringThingTurn(k)
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 8, 8, 9, x, false, nil)
			s.s2Swap(p)
		}
		if d := uint16(int(ob.BaseX)&0xFF80) - uint16(s.st.S2.Coarse); d > 0x280 {
			for j := s.ringThingChild(k, 0); j >= 0; j = s.ringThingChild(k, j+1) {
				s.deleteObject(j)
			}
			s.deleteObject(k)
		}
	case 4: // Obj73_SubObject
		for p := 0; p < s.s2Players(); p++ {
			s.s2Swap(p)
			s.s2Solid(k, 8, 8, 9, int(ob.BaseX), false, nil)
			s.s2Swap(p)
		}
		ob.BaseX = int16(ob.X.Pixel())
	}
}

// ringThingTurn is loc_28AF4: the angle turns and every ring of the
// chain (the children, then the object itself) is put at its radius.
func (s *engine) ringThingTurn(k int) {
	ob := s.slot(k)
	ob.Timer3 += ob.Timer2
	sin, cos := physics.SinCos(uint8(uint16(ob.Timer3) >> 8))
	for j := s.ringThingChild(k, 0); j >= 0; j = s.ringThingChild(k, j+1) {
		ringThingPlace(s.slot(j), ob, sin, cos)
	}
	ringThingPlace(ob, ob, sin, cos)
}

// ringThingPlace puts ring c of the chain centred on ob at its radius
// (objoff_3C: Index, a byte) along the angle whose sine and cosine are
// sin and cos.
func ringThingPlace(c, ob *physics.S2Obj, sin, cos int) {
	r := int32(uint8(c.Index))
	setYPixel(c, int(int16(r*int32(sin)>>8)+ob.BaseY))
	setXPixel(c, int(int16(r*int32(cos)>>8)+ob.BaseX))
}

// ringThingChild returns the first slot from j on holding one of the
// chain's children (Obj73 in routine 4 made by the object in slot k),
// in the order they were made (objoff_29's list, the slots between
// Child1 and Child2), or -1.
func (s *engine) ringThingChild(k, j int) int {
	ob := s.slot(k)
	if ob.Child1 == 0 {
		return -1
	}
	j = max(j, int(ob.Child1)-1)
	for ; j < int(ob.Child2) && j < physics.S2Slots; j++ {
		if c := s.slot(j); c.ID == s2RingThing && c.Routine == 4 && c.Parent == int16(k+1) {
			return j
		}
	}
	return -1
}

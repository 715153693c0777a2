package sonic2

// Obj74, the invisible solid block (any zone's layout may place it).

const s2InvisibleBlock = 0x74

// invisibleBlock is Obj74: a solid box (SolidObject_Always for both
// players, without the on-screen test), its half width ((subtype & $F0) +
// $10) / 2 and half height ((subtype & $F) + 1) * 8. Out of the object
// window it is deleted without touching its respawn entry (Obj74_Main:
// DeleteObject, not MarkObjGone).
func (s *engine) invisibleBlock(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = uint8((int(ob.Sub&0xF0) + 0x10) >> 1)
		ob.YRad = uint8((int(ob.Sub&0xF) + 1) << 3)
	}
	d1 := int(ob.Width) + 0xB
	d2 := int(ob.YRad)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, d1, d2, d2+1, x, true, nil)
		s.s2Swap(p)
	}
	if uint16(x&0xFF80)-uint16(s.st.S2.Coarse) > 0x280 {
		s.deleteObject(k)
	}
}

package sonic1

import "loopwright/physics"

// The objects no level of the game places but whose code exists: the
// touch switch (_incObj/1D Unused Switch.asm) and the two blank objects
// (_incObj/19.asm, _incObj/4F.asm). A layout may still name them.

// Their object ids (_inc/Object Pointers.asm).
const (
	idObj19       = 0x19
	idMagicSwitch = 0x1D
	idObj4F       = 0x4F
)

// magicSwitch is MagicSwitch: Swi_Action puts it back at its first y
// (swi_origY, objoff_30: BaseY) and, while Sonic touches it
// (Swi_ChkTouch: his x within $10 either side, his bottom 1 to $10
// pixels below its top, $10 above its y), sinks it 2 pixels and writes the word 1 to f_switch
// (switch 0 cleared, switch 1 pressed). It neither hurts nor holds
// Sonic. Out of range it is deleted (DeleteObject: no RememberState).
func (s *engine) magicSwitch(k int) {
	st := s.st
	ob := &st.S2.Slots[k]
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Render, ob.Width = 4, 0x10
		ob.BaseY = int16(ob.Y.Pixel())
	}
	if ob.Routine != 2 {
		s.deleteObject(k)
		return
	}
	ob.Y = physics.FromPixels(int(ob.BaseY)) + ob.Y&(physics.FromPixels(1)-1)
	if swiChkTouch(st, ob, 0x10) {
		ob.Y += physics.FromPixels(2)
		st.S2.Switch[0], st.S2.Switch[1] = 0, 1
	}
	s.display(k)
	if s.outOfRange(ob.X.Pixel()) {
		s.deleteObject(k)
	}
}

// swiChkTouch is Swi_ChkTouch with d1 = r, in the game's 16-bit words.
func swiChkTouch(st *physics.State, ob *physics.S2Obj, r int) bool {
	d0 := uint16(st.X.Pixel() - ob.X.Pixel() + r)
	if int16(d0) < 0 || d0 >= uint16(2*r) {
		return false
	}
	d1 := uint16(st.Y.Pixel() + st.YRadius)
	top := uint16(ob.Y.Pixel() - 0x10)
	if top > d1 { // bhi
		return false
	}
	return top-d1 >= 0xFFF0 // cmpi.w #-$10 / blo
}

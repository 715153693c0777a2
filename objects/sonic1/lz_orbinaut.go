package sonic1

import "loopwright/physics"

// Obj60: Orbinaut (_incObj/60 Orbinaut.asm), in Labyrinth, Star Light
// and Scrap Brain. The body keeps its orbs' count (objoff_37) in Index
// and their slots (objoff_38-3B) in Logs[0:4], its turning direction
// (objoff_36) in B3F; an orb keeps its angle (obAngle) in B3E and its
// body (orb_parent) in Parent (slot + 1).

// idOrbinaut is Obj60's id.
const idOrbinaut = 0x60

// aniOrb is Ani_Orb: calm, and angering (frame 1, then 2 held).
var aniOrb = [][]byte{{0x0F, 0, afEnd}, {0x0F, 1, 2, afBack, 1}}

// orbinaut is Obj60 (Orbinaut). Orb_Main: the body (touch $0B, an
// enemy) takes four spiked orbs (touch $98, harmful) in the next free
// slots after it (FindNextFreeObj), at angles 0, $40, $80 and $C0; they
// turn 1 a frame (the other way when it faces right). Subtype 0 stays
// put (Orb_ChkSonic: it angers when Sonic is within $A0 across and $50
// up or down), subtype 2 drifts at $40 (Orb_Display). An angry body
// (frame 2) fires each orb as it passes below it ($40): at $200 the way
// the body faces, deleted off screen (Orb_ChkDel2); with the last fired
// the body moves on (routine 4). Out of range the body clears its
// respawn bit and deletes its orbs' slots (DeleteChild, whatever they
// hold by then) and itself; an orb whose body is gone is deleted.
func (s *engine) orbinaut(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Render |= 4
		ob.Coll = 0x0B
		ob.Width = 0x0C
		ob.Index = 0
		var d2 uint8
		j := k
		for i := 0; i < 4; i++ {
			j = s.findNextFree(j)
			if j < 0 {
				break
			}
			ob.Index++
			ob.Logs[i] = int16(j)
			o.Slots[j] = physics.S2Obj{ID: idOrbinaut, Routine: 6, Layout: -1, Render: 4, Width: 8,
				MapFrame: 3, Coll: 0x98, B3E: d2, Parent: int16(k + 1)}
			d2 += 0x40
		}
		ob.B3F = 1
		if ob.Status&1 != 0 {
			ob.B3F = 0xFF
		}
		ob.Routine = ob.Sub + 2
		ob.XVel = -0x40
		if ob.Status&1 != 0 {
			ob.XVel = 0x40
		}
	case 2:
		st := s.st
		dx := uint16(st.X.Pixel()) - uint16(ob.X.Pixel())
		if uint16(st.X.Pixel()) < uint16(ob.X.Pixel()) {
			dx = -dx
		}
		if dx < 0xA0 {
			dy := uint16(st.Y.Pixel()) - uint16(ob.Y.Pixel())
			if uint16(st.Y.Pixel()) < uint16(ob.Y.Pixel()) {
				dy = -dy
			}
			if dy < 0x50 {
				ob.Anim = 1
			}
		}
		animateSprite(ob, aniOrb)
		s.orbChkDel(k)
	case 4:
		speedToPos(ob)
		s.orbChkDel(k)
	case 6:
		s.orbMove(k)
	case 8:
		speedToPos(ob)
		if ob.Render&physics.S2OnScreen == 0 {
			s.deleteObject(k)
			return
		}
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// orbChkDel is Orb_ChkDel: in range the body is displayed; out of range
// its respawn bit is cleared and its orbs' slots and itself deleted.
func (s *engine) orbChkDel(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	if !s.outOfRange(ob.X.Pixel()) {
		s.display(k)
		return
	}
	if r := ob.Respawn; r != 0 {
		o.Respawn[2+int(r)] &^= 0x80
	}
	n := int(ob.Index)
	if n > 4 {
		n = 4
	}
	var kids [4]int16
	copy(kids[:], ob.Logs[:4])
	for i := 0; i < n; i++ {
		if j := int(kids[i]); j >= 0 && j < Slots {
			s.deleteObject(j)
		}
	}
	s.deleteObject(k)
}

// orbMove is Orb_MoveOrb: an orb circles its body at 16 pixels
// (CalcSine / 16), turning by the body's direction; under an angry body
// it is fired.
func (s *engine) orbMove(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	p := int(ob.Parent) - 1
	if p < 0 || p >= Slots || o.Slots[p].ID != idOrbinaut {
		s.deleteObject(k)
		return
	}
	pb := &o.Slots[p]
	if pb.MapFrame == 2 && ob.B3E == 0x40 {
		ob.Routine += 2
		pb.Index--
		if pb.Index == 0 {
			pb.Routine += 2
		}
		ob.XVel = -0x200
		if pb.Status&1 != 0 {
			ob.XVel = 0x200
		}
		s.display(k)
		return
	}
	sn, cs := physics.SinCos(ob.B3E)
	ob.X = physics.FromPixels(int(int16(cs)>>4)+pb.X.Pixel()) | ob.X&0xFF
	ob.Y = physics.FromPixels(int(int16(sn)>>4)+pb.Y.Pixel()) | ob.Y&0xFF
	ob.B3E += pb.B3F
	s.display(k)
}

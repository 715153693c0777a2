package sonic1

import "loopwright/physics"

// Green Hill's spiked pole helix (_incObj/17 Spiked Pole Helix.asm) and
// the dispatch of the last objects that touch Sonic (sbz_ballhog.go).

// Their object ids (_inc/Object Pointers.asm).
const (
	idHelix = 0x17
)

// runLastObject runs slot k's object when it is the helix, the Ball Hog
// or its cannonball, or one of the unused objects (unused_objects.go); it
// reports whether it was.
func (s *engine) runLastObject(k int) bool {
	switch s.st.S2.Slots[k].ID {
	case idHelix:
		s.helix(k)
	case idBallHog:
		s.ballHog(k)
	case idCannonball:
		s.cannonball(k)
	case idMagicSwitch:
		s.magicSwitch(k)
	case idObj19, idObj4F:
		// Obj19, Obj4F: a bare rts. The object does nothing: never drawn,
		// never deleted, no touch.
	default:
		return false
	}
	return true
}

// helix is Helix: Hel_Main lays the helix out from its entry (the
// subtype its length): spikes $10 apart from x - (length/2)*$10, each
// child (routine 8, Hel_Display) in a free slot with its start frame
// (hel_frame, objoff_3E: B3E) counting up mod 8, the entry itself the
// spike at its own x; the spike count goes in the subtype and the
// children's slots in Logs (objoff_29 on). Every run (Hel_RotateSpikes)
// a spike's frame is v_ani0_frame + its start frame mod 8, harmful
// ($84) only on frame 0. Out of range (Hel_ChkDel, Hel_DelAll) the
// entry deletes its children and itself, without RememberState.
func (s *engine) helix(k int) {
	o := &s.st.S2
	ob := &o.Slots[k]
	switch ob.Routine {
	case 0:
		ob.Routine = 2
		ob.Status = 7
		ob.Render, ob.Width = 4, 8
		n := int(ob.Sub)
		ob.Sub = 0
		x := ob.X.Pixel() - (n>>1)<<4
		if n >= 2 {
			frame, c := uint8(0), 0
			for range n - 1 {
				j := s.findFree()
				ob = &o.Slots[k]
				if j < 0 || c == len(ob.Logs) {
					break
				}
				ob.Logs[c] = int16(j)
				c++
				ob.Sub++
				o.Slots[j] = physics.S2Obj{ID: idHelix, Routine: 8, Layout: -1,
					X: physics.FromPixels(x), Y: ob.Y, Render: 4, Width: 8, B3E: frame}
				frame = (frame + 1) & 7
				x += 0x10
				if x == ob.X.Pixel() {
					ob.B3E = frame
					frame = (frame + 1) & 7
					x += 0x10
					ob.Sub++
				}
			}
		}
		fallthrough
	case 2, 4:
		helixRotate(o, k)
		s.display(k)
		if s.outOfRange(o.Slots[k].X.Pixel()) {
			s.helixDelAll(k)
		}
	case 8:
		helixRotate(o, k)
		s.display(k)
	default:
		s.deleteObject(k)
	}
}

// helixRotate is Hel_RotateSpikes: the frame from v_ani0_frame, harmful
// ($84) on frame 0 only.
func helixRotate(o *physics.S2State, k int) {
	ob := &o.Slots[k]
	ob.Coll = 0
	ob.MapFrame = (o.Ani0Frame + ob.B3E) & 7
	if ob.MapFrame == 0 {
		ob.Coll = 0x84
	}
}

// helixDelAll is Hel_DelAll: the subtype less one children (DeleteChild),
// then the entry.
func (s *engine) helixDelAll(k int) {
	ob := &s.st.S2.Slots[k]
	for i := 0; i < int(ob.Sub)-1 && i < len(ob.Logs); i++ {
		s.deleteObject(int(ob.Logs[i]))
	}
	s.deleteObject(k)
}

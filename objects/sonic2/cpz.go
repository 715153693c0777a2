package sonic2

import "loopwright/physics"

// Chemical Plant's objects, each as its s2.asm routine runs it.

// Chemical Plant object ids (s2.asm ObjID_*).
const (
	s2SpeedBooster = 0x1B
)

// ---------------------------------------------------------------------------
// Obj1B speed booster

// speedBooster is Obj1B, Chemical Plant's speed booster: a player on the
// ground whose x and y are within 16 of it (x in [x-$10, x+$10), y
// likewise) is sent right ($1000, or $A00 with subtype bit 1; left when
// x-flipped) unless already that fast that way (Obj1B_GiveBoost: X and
// Ground Speed, facing, the controls locked $F frames, not pushing).
func (s *engine) speedBooster(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x20
		ob.Timer = 0x1000 // speedbooster_boostspeed
		if ob.Sub&2 != 0 {
			ob.Timer = 0xA00
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		x, y := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
		ox, oy := ob.X.Pixel(), ob.Y.Pixel()
		if !st.Air && x >= uint16(ox-0x10) && x < uint16(ox+0x10) && y >= uint16(oy-0x10) && y < uint16(oy+0x10) {
			s.boost(k)
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

// boost is Obj1B_GiveBoost for the player swapped in.
func (s *engine) boost(k int) {
	st := s.st
	ob := s.slot(k)
	left := ob.Status&physics.S2XFlip != 0
	v := int16(st.XSpeed)
	if left {
		v = -v
	}
	if v >= 0x1000 {
		return
	}
	st.XSpeed = physics.Fixed(ob.Timer)
	st.FacingLeft = false
	if left {
		st.FacingLeft = true
		st.XSpeed = -st.XSpeed
	}
	st.MoveLock = 0xF
	st.GSpeed = st.XSpeed
	ob.Status &^= s2P1Push | s2P2Push
	st.Pushing = false
	s.s2Contact(k, physics.Hitbox, "boost")
}

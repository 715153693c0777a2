package sonic2

import "loopwright/physics"

// Obj84, the pinball mode switch of Casino Night and Hill Top.

const s2PinballSwitch = 0x84

// pinballSwitchSpans is word_211E8: half the switch's length, by subtype
// & 3.
var pinballSwitchSpans = [4]int16{0x20, 0x40, 0x80, 0x100}

// pinballSwitch is Obj84, an invisible line: vertical (Obj84_MainX) or,
// with subtype bit 2, horizontal (Obj84_MainY), half its length by
// word_211E8. It remembers which side of it each player was on
// (objoff_34, objoff_35: set at first by where he is); a player crossing
// it within its length turns pinball mode on (State.Spindash: the
// game's pinball_mode byte) going right (down), off going left (up) —
// the other way round x-flipped — and is curled up if not rolling
// (loc_212C4: radii 7 and $E, 5 down). The vertical one ignores the
// sidekick while the CPU flies him in.
func (s *engine) pinballSwitch(k int) {
	ob := s.slot(k)
	st := s.st
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Width = 0x10
		d0 := ob.Sub
		vertical := d0&4 == 0
		if !vertical {
			ob.Routine = 4
			ob.MapFrame = d0 & 7
		} else {
			ob.MapFrame = d0 & 3
		}
		ob.Timer = pinballSwitchSpans[d0&3] // objoff_32
		p1, p2 := st.X.Pixel(), s.sidekickX()
		d1 := ob.X.Pixel()
		if !vertical {
			p1, d1 = st.Y.Pixel(), ob.Y.Pixel()
			p2 = 0
			if st.P2.On {
				p2 = st.P2.Body.Y.Pixel()
			}
		}
		ob.B3E, ob.B3F = 0, 0 // objoff_34, objoff_35
		if uint16(d1) < uint16(p1) {
			ob.B3E = 1
		}
		if uint16(d1) < uint16(p2) {
			ob.B3F = 1
		}
	}
	vertical := ob.Routine == 2
	s.pinballCross(k, &ob.B3E, vertical)
	if st.P2.On && !(vertical && st.P2.CPU.Routine == physics.CPUFlying) {
		s.SwapP2()
		s.pinballCross(k, &ob.B3F, vertical)
		s.SwapP2()
	}
	s.markGone(k, ob.X.Pixel())
}

// pinballCross is Obj84_MainX / Obj84_MainY for the player swapped in,
// side his remembered side (0 before, 1 past).
func (s *engine) pinballCross(k int, side *uint8, vertical bool) {
	st := s.st
	ob := s.slot(k)
	d1, along, across, at := ob.X.Pixel(), st.X.Pixel(), st.Y.Pixel(), ob.Y.Pixel()
	if !vertical {
		d1, along, across, at = ob.Y.Pixel(), st.Y.Pixel(), st.X.Pixel(), ob.X.Pixel()
	}
	flip := ob.Render&physics.S2XFlip != 0
	on := !flip
	if *side == 0 {
		if uint16(d1) > uint16(along) {
			return
		}
		*side = 1
	} else {
		if uint16(d1) <= uint16(along) {
			return
		}
		*side = 0
		on = flip
	}
	lo, hi := uint16(at-int(ob.Timer)), uint16(at+int(ob.Timer))
	if uint16(across) < lo || uint16(across) >= hi {
		return
	}
	st.Spindash = on
	if !on {
		return
	}
	s.s2Contact(k, physics.Hitbox, "pinball")
	if st.Rolling {
		return
	}
	st.Rolling = true
	st.YRadius, st.XRadius = 0xE, 7
	st.Y += physics.FromPixels(5)
}

// ---------------------------------------------------------------------------
// Obj72 conveyor belt (Casino Night)

const s2Conveyor = 0x72

// conveyor is Obj72, an invisible conveyor: a player on the ground
// within (subtype & $7F) * 16 (a byte) of it horizontally and up to $30
// ($70 with subtype bit 7) above it is moved 2 pixels a frame right
// (x-flipped: left) (Obj72_Action), the main character then the
// sidekick.
func (s *engine) conveyor(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		ob.Routine = 2
		ob.Timer = 0x30 // objoff_3C
		if ob.Sub&0x80 != 0 {
			ob.Timer = 0x70
		}
		ob.B3E = (ob.Sub & 0x7F) << 4 // objoff_38, lsl.b
		ob.Timer2 = 2                 // objoff_36
		if ob.Status&physics.S2XFlip != 0 {
			ob.Timer2 = -2
		}
	}
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		st := s.st
		d2 := uint16(ob.B3E)
		h := uint16(ob.Timer)
		if uint16(st.X.Pixel()-ob.X.Pixel())+d2 < 2*d2 && uint16(st.Y.Pixel()-ob.Y.Pixel())+h < h && !st.Air {
			st.X += physics.FromPixels(int(ob.Timer2))
		}
		s.s2Swap(p)
	}
	s.markGone(k, ob.X.Pixel())
}

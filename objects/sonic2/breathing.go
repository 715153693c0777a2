package sonic2

import "loopwright/physics"

// The bubbles of Sonic 2's drowning countdown (s2.asm Obj0A_Countdown):
// each player under water has the countdown in his own slot after the
// dynamic ones (Sonic_BreathingBubbles, then Tails_BreathingBubbles, in
// LevelOnly_Object_RAM: they run after every dynamic object, even while
// the main character is dead). The air itself, its seconds
// (obj0a_timer) and the drowning fall are the core's (physics
// airCountdown); this is the part that takes random numbers and dynamic
// slots: the bubbles. Their state is physics.S2State.Breath.

// breathing runs both players' countdowns' bubble part, Sonic's first.
func (s *engine) breathing() {
	if s.runLast < s2SonicBreathSlot {
		return // RunObjects stopped before them (runS2Slots)
	}
	s.breathingPlayer(0)
	if s.st.P2.On && s.runLast >= s2TailsBreathSlot {
		s.s2Swap(1)
		s.breathingPlayer(1)
		s.s2Swap(1)
	}
}

// breathingPlayer is Obj0A_Countdown's bubbles for player p (swapped
// in). The core has already counted the air this frame: a second that
// ended (obj0a_timer below 0, reset to 59) starts a run of 1 or 2
// bubbles (obj0a_total_bubbles_to_spawn, RandomNumber & 1), the first
// at once (Obj0A_MakeBubbleNow), the next 8 to 23 frames later
// (obj0a_next_bubble_timer); at 12 seconds of air or less every second
// second also asks for a number bubble (bit 7 of obj0a_flags). The
// second whose air ran out drowns the player: ten bubbles
// (Obj0A_PlayerHasDrowned) until the world stops.
func (s *engine) breathingPlayer(p int) {
	st := s.st
	pl := &st.P
	b := &st.S2.Breath[p]
	// The second ended this frame: the core's count reads 59 and did not
	// last frame (a player whose code did not run keeps his count).
	tick := pl.AirTimer == 59 && b.Last != 59
	b.Last = int16(pl.AirTimer)
	if pl.Drowning > 0 {
		if pl.Drowning == physics.DrownFrames {
			// Obj0A_ReduceAir's borrow, after the second's start.
			s.random()
			b.Numbers-- // air_left 0: at most 12
			if b.Numbers < 0 {
				b.Numbers = 1
			}
			b.Total = 10
			b.Flags = 1
			return
		}
		s.breathMaybe(p, true)
		return
	}
	if st.Dead || !pl.Underwater {
		return
	}
	if !tick { // the second goes on
		s.breathMaybe(p, false)
		return
	}
	b.Flags = 1
	b.Total = int8(s.random() & 1)
	if pl.AirLeft+1 <= 12 { // air_left before Obj0A_ReduceAir
		b.Numbers--
		if b.Numbers < 0 {
			b.Numbers = 1 // obj0a_seconds_between_numbers: subtype $81 & $7F
			b.Flags |= 0x8000
		}
	}
	s.breathNow(p, false)
}

// breathMaybe is Obj0A_MakeBubbleMaybe: while a run is on, the next
// bubble when its timer goes below 0.
func (s *engine) breathMaybe(p int, drowned bool) {
	b := &s.st.S2.Breath[p]
	if b.Flags == 0 {
		return
	}
	b.Next--
	if b.Next >= 0 {
		return
	}
	s.breathNow(p, drowned)
}

// breathNow is Obj0A_MakeBubbleNow: the next bubble's wait (RandomNumber
// & $F + 8), then a small bubble (Obj0A, subtype 6) in the first free
// slot at the player's mouth (6 pixels ahead, angle $40 facing left). A
// drowned player's bubbles come faster (the wait & 7), 12 higher, at a
// random wobble angle, and one on each frame with Level_frame_counter &
// 3 = 0 is a larger one (subtype $E). Otherwise, when a number is due
// and fewer than 12 seconds are left, the bubble may become the number
// (subtype air/2, obj0a_timer 28: Obj0A_MakeNumberBubbleMaybe): on a
// RandomNumber & 3 of 0, or on the run's last bubble, once a second.
func (s *engine) breathNow(p int, drowned bool) {
	st := s.st
	pl := &st.P
	b := &st.S2.Breath[p]
	b.Next = int16(s.random()&0xF) + 8
	j := s.allocate()
	if j < 0 {
		return
	}
	d0 := 6
	ob := physics.S2Obj{ID: s2SmallBubble, Sub: 6, Layout: -1, B3F: uint8(p),
		Y: physics.FromPixels(st.Y.Pixel())}
	if st.FacingLeft {
		d0 = -6
		ob.B3E = 0x40
	}
	ob.X = physics.FromPixels(int(uint16(st.X.Pixel() + d0)))
	if drowned {
		b.Next &= 7
		ob.Y = physics.FromPixels(int(uint16(st.Y.Pixel() - 12)))
		ob.B3E = uint8(s.random())
		if s.levelFrame()&3 == 0 {
			ob.Sub = 0xE
		}
	} else if b.Flags&0x8000 != 0 && pl.AirLeft < 12 {
		d2 := uint8(pl.AirLeft) >> 1
		number := func() bool {
			if b.Flags&0x4000 != 0 {
				return false
			}
			b.Flags |= 0x4000
			ob.Sub = d2
			ob.Timer = 28
			return true
		}
		if s.random()&3 != 0 || !number() {
			if b.Flags&0x4000 == 0 && b.Total == 0 {
				number()
			}
		}
	}
	*s.slot(j) = ob
	b.Total--
	if b.Total < 0 {
		b.Flags = 0
	}
}

package sonic2

import "loopwright/physics"

// signpost is Obj0D (act 1): when the player's x comes within 0 to 31
// pixels right of it, the camera's left limit jumps to its right limit
// (the screen locks), the sign spins (three 61-frame turns, a sparkle, an
// Obj25 in the first free slot, every 12 frames), then, once the player is
// on the ground, it takes the controls and holds Right (Control_Locked).
func (s *engine) signpost(k int) {
	st := s.st
	o := &st.S2
	ob := s.slot(k)
	if ob.Routine == 0 {
		if za := s.s2.zoneAct; za != "" && za[len(za)-1] != '1' && za != "mtz2" {
			// Obj0D_Init: outside act 1 (and Metropolis 2) the sign is
			// moved to x 0 and stays in its init (an egg prison ends
			// the act).
			ob.X = 0
			return
		}
		ob.Routine = 2
		ob.Width = 0x18
	}
	if !o.SignHit { // Update_HUD_timer: no test of the player's routine
		if d := st.X.Pixel() - ob.X.Pixel(); d >= 0 && d < 0x20 {
			o.SignHit = true
			ob.Anim = 0
			ob.Timer = 0 // obj0D_spinframe
			st.Cam.MinX = st.Cam.MaxX
			ob.Routine2 = 2
			s.s2Contact(k, physics.Trigger, "signpost")
		}
	}
	switch ob.Routine2 {
	case 2:
		ob.Timer--
		if ob.Timer < 0 {
			ob.Timer = 60
			ob.Anim++
			if ob.Anim == 3 {
				ob.Routine2 = 4
			}
		}
		ob.Timer2-- // objoff_32: the sparkles
		if ob.Timer2 < 0 {
			ob.Timer2 = 0xB
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2RingObj, Routine: 6, Layout: -1, Width: 8, X: ob.X, Y: ob.Y}
			}
		}
	case 4:
		if !st.Air {
			o.ControlLocked = true
		}
		if st.X.Pixel() >= st.Cam.MaxX+0x128 {
			// Load_EndOfAct: status_secondary cleared (shield,
			// invincibility; the speed shoes' tempo is not modelled)
			// and the results (Obj3A) in the first free slot.
			ob.Routine2 = 0
			st.Obj.Shield, st.Obj.Invincible = false, 0
			if j := s.allocate(); j >= 0 {
				*s.slot(j) = physics.S2Obj{ID: s2Results, Layout: -1}
			}
		}
	}
	s.markGone(k, ob.X.Pixel())
}

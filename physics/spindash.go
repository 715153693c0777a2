package physics

// Spindash (docs/physics.md "Special Abilities", "Spindash"; Sonic 2 on): crouching and pressing
// jump starts it with spinrev 0; each further press adds 2 (up to 8);
// every charging frame spinrev -= spinrev div 32 (sub-pixels, like the
// air drag); releasing Down launches the player rolling at
// 8 + floor(spinrev) / 2 in the facing direction. As the games
// (Sonic_CheckSpindash / Sonic_UpdateSpindash), the spindash frames run
// only the level bounds and the ground sensors after it: the player does
// not move on the frame it starts, charges or is released.

// hasSpindash reports whether the variant has the spindash (Sonic 2 on;
// Sonic CD's is a different move and is not modelled).
func (s *Sim) hasSpindash() bool {
	switch s.cfg.Variant {
	case S2, S3K, Mania:
		return true
	}
	return false
}

// spindashMaxRev is spinrev's cap, 8 (in sub-pixels).
const spindashMaxRev Fixed = 8 * One

// spindash runs the spindash check for a grounded, not rolling frame. It
// returns true when the spindash took the frame (the caller returns).
func (s *Sim) spindash(in Input, press bool) bool {
	st := &s.st
	if !st.Spindash {
		if !s.hasSpindash() || st.Anim != animDuck || !press {
			return false
		}
		st.Spindash = true
		st.SpinRev = 0
		s.spindashEnd()
		return true
	}
	if in&Down == 0 {
		// Release: roll at 8 + floor(spinrev) / 2.
		st.Spindash = false
		st.Rolling = true
		st.XRadius, st.YRadius = s.sizes.Rolling.W, s.sizes.Rolling.H
		st.Y += FromPixels(s.sizes.Standing.H - s.sizes.Rolling.H)
		st.GSpeed = s.spindashBase() + Fixed(st.SpinRev.Pixel())*One/2
		if st.FacingLeft {
			st.GSpeed = -st.GSpeed
		}
		st.SpinRev = 0
		s.spindashEnd()
		return true
	}
	if st.SpinRev != 0 {
		st.SpinRev -= st.SpinRev >> 5
		if st.SpinRev < 0 {
			st.SpinRev = 0
		}
	}
	if press {
		st.SpinRev += 2 * One
		if st.SpinRev >= spindashMaxRev {
			st.SpinRev = spindashMaxRev
		}
	}
	s.spindashEnd()
	return true
}

// spindashBase is the release speed before the charge: 8, and for Super
// (Hyper) Sonic in s2 and s3k and Super Knuckles in s3k 11
// (SpindashSpeedsSuper / word_11D04: $B00 + $80 a rev).
func (s *Sim) spindashBase() Fixed {
	if s.st.P.Super && (s.cfg.Character == Sonic && (s.cfg.Variant == S2 || s.cfg.Variant == S3K) ||
		s.cfg.Character == Knuckles && s.cfg.Variant == S3K) {
		return 0xB00
	}
	return 8 * One
}

// spindashEnd is the rest of a spindash frame: level bounds, then the
// ground sensors.
func (s *Sim) spindashEnd() {
	if s.levelBound() {
		s.anglePos()
	}
	if s.st.Air {
		// Off a ledge while charging: the charge is lost.
		s.st.Spindash, s.st.SpinRev = false, 0
	}
}

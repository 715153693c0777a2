package physics

// Abilities (docs/physics.md "Special Abilities" and "Elemental Shields"): the dispatch from the shared
// mode routines to each character's moves. Which game has which move is
// in docs/variants.md; each move checks its variant itself.

// Glide modes (S3K double_jump_flag for Knuckles).
const (
	glideNone uint8 = iota
	glideGliding
	glideFalling
	glideSliding
	glideClimbing
	glideClambering
)

// HasDoubleJumpMoves reports whether the variant has the S3K moves
// (insta-shield, elemental shields, flight, glide): s3k and mania.
func (s *Sim) HasDoubleJumpMoves() bool {
	return s.cfg.Variant == S3K || s.cfg.Variant == Mania
}

// airAbility runs an ability's own airborne frame instead of the normal
// one (Knuckles gliding and climbing, Tails flying); it reports whether it
// did.
func (s *Sim) airAbility(in Input, press bool) bool {
	p := &s.st.P
	if p.DoubleJumpFlag == 0 || !s.HasDoubleJumpMoves() {
		return false
	}
	switch s.cfg.Character {
	case Knuckles:
		s.modeGlide(in, press)
		return true
	case Tails:
		s.modeFly(in, press)
		return true
	}
	return false
}

// jumpAbility is the jump press in the air while the variable jump height
// no longer limits the rise (Sonic_JumpHeight's branch when Y Speed >=
// the release speed): the insta-shield or a shield move, Tails' flight,
// Knuckles' glide, Mania's drop dash. It reports whether a move started.
func (s *Sim) jumpAbility(in Input, press bool) bool {
	if !press {
		return false
	}
	switch s.cfg.Variant {
	case S3K, Mania:
	case S2:
		return s.superPress() // Sonic_CheckGoSuper
	default:
		return false
	}
	switch s.cfg.Character {
	case Knuckles:
		return s.startGlide()
	case Tails:
		return s.startFlight()
	}
	return s.sonicAirMove(in)
}

// abilityName is the trace's ability: what the player is doing beyond
// the ordinary states.
func (s *Sim) abilityName() string {
	p := &s.st.P
	switch {
	case p.Drowning > 0:
		return "drowning"
	case p.PeelOut:
		return "peel_out"
	case p.DropDash > 0:
		return "drop_dash"
	}
	if p.DoubleJumpFlag == 0 || !s.HasDoubleJumpMoves() {
		return ""
	}
	switch s.cfg.Character {
	case Knuckles:
		switch p.DoubleJumpFlag {
		case glideGliding:
			return "gliding"
		case glideFalling:
			return "glide_falling"
		case glideSliding:
			return "sliding"
		case glideClimbing:
			return "climbing"
		case glideClambering:
			return "clambering"
		}
	case Tails:
		if s.flyTired() {
			if p.Underwater {
				return "swimming_tired"
			}
			return "flying_tired"
		}
		if p.Underwater {
			return "swimming"
		}
		return "flying"
	}
	if p.InstaShield > 0 {
		return "insta_shield"
	}
	if p.Move == "insta_shield" {
		return ""
	}
	return p.Move
}

// abilityAnim is the animation of an ability under way.
func (s *Sim) abilityAnim() (AnimID, bool) {
	p := &s.st.P
	switch {
	case p.Transform > 0:
		return AnimTransform, true
	case p.PeelOut:
		return AnimPeelOut, true
	case p.DropDash > 0:
		return AnimDropDash, true
	}
	if p.DoubleJumpFlag == 0 || !s.HasDoubleJumpMoves() {
		if p.InstaShield > 0 {
			return AnimInstaShield, true
		}
		return 0, false
	}
	switch s.cfg.Character {
	case Knuckles:
		switch p.DoubleJumpFlag {
		case glideGliding:
			return AnimGlide, true
		case glideFalling:
			return AnimGlideFall, true
		case glideSliding:
			return AnimGlideSlide, true
		case glideClimbing:
			return AnimClimb, true
		case glideClambering:
			return AnimClamber, true
		}
	case Tails:
		switch {
		case p.Underwater && s.flyTired():
			return AnimSwimTired, true
		case p.Underwater:
			return AnimSwim, true
		case s.flyTired():
			return AnimFlyTired, true
		}
		return AnimFly, true
	}
	switch p.Move {
	case "fire_dash":
		return AnimFireDash, true
	case "bubble_bounce":
		return AnimBubbleBounce, true
	}
	if p.InstaShield > 0 {
		return AnimInstaShield, true
	}
	return 0, false
}

package sonic2

import (
	"loopwright/layers"
	"loopwright/physics"
)

// ---------------------------------------------------------------------------
// Obj2F smashable ground (Hill Top)

const s2SmashableGround = 0x2F

// smashGroundSpeeds is Obj2F_FragmentVelocities, x_vel and y_vel; a
// column whose mapping frame is f (Obj2F_Properties: subtype & $1E,
// rows 0, 2, 4, 6, 8) breaks into 10 - f pieces taking the speeds from entry f on.
var smashGroundSpeeds = [10][2]int16{
	{-0x100, -0x800}, {0x100, -0x800}, {-0xE0, -0x700}, {0xE0, -0x700},
	{-0xC0, -0x600}, {0xC0, -0x600}, {-0xA0, -0x500}, {0xA0, -0x500},
	{-0x80, -0x400}, {0x80, -0x400},
}

// runHTZObject runs the object in slot k when it is one of Hill Top's
// htz_*.go objects, reporting whether it was.
func (s *engine) runHTZObject(k int) bool {
	switch s.slot(k).ID {
	case s2SmashableGround:
		s.smashableGround(k)
	case s2Sol:
		s.sol(k) // htz_sol.go
	case s2Seesaw:
		s.seesaw(k) // htz_seesaw.go
	default:
		return false
	}
	return true
}

// htzSolidSize is s2SolidSize for the htz_*.go objects: the solid half
// width, half height and whether only the top is solid.
func htzSolidSize(ob *physics.S2Obj) (int, int, bool) {
	if ob.ID == s2SmashableGround && ob.Routine == 2 {
		return 0x1B, 0x20, false
	}
	if ob.ID == s2Seesaw && ob.Routine == seesawMain {
		return 0x30, 5, true // drawn level (byte_21CBF)
	}
	return 0, 0, false
}

// smashableGround is Obj2F: a column of ground (SolidObject, half width
// $10 + $B, $20 high whatever its subtype: Obj2F_Init overwrites the
// table's y_radius) that breaks when a player whose anim was the roll
// as its code began stands on it, unless he runs on collision path B
// (top_solid_bit $E) and the subtype is not negative; a player standing
// on it without breaking it is put on path A ($C/$D). With both on it
// the main character is judged first, the sidekick only when he does
// not break it; breaking sets both off (Obj2F's loc_2343E: the rolling
// one curled, radii 7 and $E, neither's speed changed), one alone only
// him (loc_23444). The column becomes its next mapping frame's pieces
// (BreakObjectToPieces) at Obj2F_FragmentVelocities' speeds, falling $18
// a frame until off screen (Obj2F_Fragment), and gives points
// (SmashableObject_LoadPoints: Obj29 in the first free slot).
func (s *engine) smashableGround(k int) {
	ob := s.slot(k)
	if ob.Routine == 0 {
		// Obj2F_Init
		ob.Routine = 2
		ob.Width = 0x10
		ob.MapFrame = ob.Sub & 0x1E // Obj2F_Properties' frames: 0, 2, 4, 6, 8
		ob.YRad = 0x20
	}
	if ob.Routine == 4 {
		s.breakableFragment(k)
		return
	}
	roll1, roll2 := s.playerRolling(false), s.playerRolling(true)
	x := ob.X.Pixel()
	for p := 0; p < s.s2Players(); p++ {
		s.s2Swap(p)
		s.s2Solid(k, 0x10+0xB, 0x20, 0x21, x, false, nil)
		s.s2Swap(p)
	}
	stand := ob.Status & (physics.S2P1Stand | physics.S2P2Stand)
	switch {
	case stand == 0:
		s.markGone(k, x)
		return
	case stand == physics.S2P1Stand|physics.S2P2Stand:
		if !s.smashes(false, roll1, ob.Sub) && !s.smashes(true, roll2, ob.Sub) {
			s.markGone(k, x)
			return
		}
		s.smashSetOff(false, roll1)
		s.smashSetOff(true, roll2)
	case stand&physics.S2P1Stand != 0:
		if !s.smashes(false, roll1, ob.Sub) {
			s.markGone(k, x)
			return
		}
		s.smashSetOff(false, true)
	default:
		if !s.smashes(true, roll2, ob.Sub) {
			s.markGone(k, x)
			return
		}
		s.smashSetOff(true, true)
	}
	// loc_234A4
	ob.Status &^= physics.S2P1Stand | physics.S2P2Stand
	f := int(ob.MapFrame)
	if f > 8 {
		f = 8 // subtypes past Obj2F_Properties: as the last row
	}
	ob.MapFrame++
	s.breakToPieces(k, smashGroundSpeeds[f:])
	s.s2Contact(k, physics.SolidTop, "break")
	if j := s.allocate(); j >= 0 {
		*s.slot(j) = physics.S2Obj{ID: s2Points, Layout: -1, X: ob.X &^ 0xFF, Y: ob.Y &^ 0xFF}
	}
	s.breakableFragment(k)
}

// smashes reports whether a player standing on Obj2F breaks it (his anim
// the roll as its code began, and the subtype negative or his
// top_solid_bit not $E); when he does not, he is put on path A
// (top_solid_bit $C, lrb_solid_bit $D).
func (s *engine) smashes(p2, rolled bool, sub uint8) bool {
	st := s.st
	if p2 {
		if !st.P2.On {
			return false
		}
		s.SwapP2()
		defer s.SwapP2()
	}
	if rolled && (sub&0x80 != 0 || st.Path != layers.PathB) {
		return true
	}
	st.Path = layers.PathA
	return false
}

// smashSetOff is Obj2F's loc_2343E (loc_23444 when curl): the player is
// curled when curl (rolling, radii 7 and $E, anim the roll), then set
// airborne and off the object, his speeds kept.
func (s *engine) smashSetOff(p2, curl bool) {
	if p2 {
		if !s.st.P2.On {
			return
		}
		s.SwapP2()
		defer s.SwapP2()
	}
	st := s.st
	if curl {
		st.Rolling = true
		st.YRadius, st.XRadius = 0xE, 7 // his anim is already the roll
	}
	st.Air = true
	st.S2.On = 0
	st.Obj.On = 0
	st.Obj.Hurt = false
}

package sonic2

import "loopwright/physics"

// Oil Ocean's oil (s2.asm Obj07): an object in a reserved slot
// (S2State.Oil) that the level's start loads in Oil Ocean only
// (Level_ClrHUD's "load Obj07 (OOZ oil)"). It follows each player's x
// and holds him up as a platform (PlatformObject_SingleCharacter, half
// width $20) whose top, $758 less a per-player submersion, sinks one
// pixel a frame while he stands on it and rises back (one a frame, up to
// $30) while he does not; standing at submersion 0 kills him
// (KillCharacter).

// oilID is Obj07's object id.
const oilID = 0x07

// Obj07_Init's values.
const (
	oilY       = 0x758 // y_pos: the oil's surface at submersion 0
	oilHalf    = 0x20  // PlatformObject_SingleCharacter's d1
	oilSurface = 0x30  // the submersion the oil rises back to
)

// oilArenaY is the oil's y in Oil Ocean 2's boss arena (LevEvents_OOZ2_Routine1
// moves it up to $2D8 as the arena starts).
const oilArenaY = 0x2D8

// loadOil fills the reserved oil slot at the level's start in Oil Ocean
// (Level_ClrHUD); other zones leave it empty.
func (s *engine) loadOil() {
	if s.isZone("ooz") {
		s.st.S2.Oil = physics.S2Obj{ID: oilID, Layout: -1}
	}
}

// oil is Obj07: Obj07_Init then Obj07_Main, the main character first,
// then the sidekick (whose submersion Obj07_Init leaves at 0). Timer is
// oil_char1submersion, Timer2 oil_char2submersion.
func (s *engine) oil() {
	ob := &s.st.S2.Oil
	if ob.Routine == 0 { // Obj07_Init
		ob.Routine = 2
		ob.Y = physics.FromPixels(oilY)
		ob.Width = oilHalf
		ob.BaseY = oilY
		ob.Timer = oilSurface
		ob.Status |= physics.S2NoBalancing
	}
	if !s.oilPlayer(&ob.Timer) {
		return // a player killed: Obj07_SuffocateCharacter returns
	}
	if s.st.P2.On {
		s.s2Swap(1)
		s.oilPlayer(&ob.Timer2)
		s.s2Swap(1)
	}
}

// oilPlayer is one player's part of Obj07_Main: the submersion counts
// down while he stood on the oil when the frame began (Obj07_CheckKillChar1;
// at 0 he is killed and false returned) and up to $30 while he did not;
// then PlatformObject_SingleCharacter with the oil at his own x.
func (s *engine) oilPlayer(sub *int16) bool {
	ob := &s.st.S2.Oil
	if ob.Status&s.StandBit() != 0 {
		if *sub == 0 { // Obj07_SuffocateCharacter
			ob.Status &^= s.StandBit()
			s.killBy(physics.S2OilSlot)
			return false
		}
		*sub--
	} else if *sub != oilSurface {
		*sub++
	}
	ob.X = physics.FromPixels(s.st.X.Pixel())
	s.s2Platform(physics.S2OilSlot, oilHalf, int(*sub), s.st.X.Pixel())
	return true
}

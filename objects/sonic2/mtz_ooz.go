package sonic2

import "loopwright/physics"

// The last objects of Oil Ocean and Metropolis that meet the player: the
// pressure spring (Obj45, ooz_pushspring.go), Aquis (Obj50, ooz_aquis.go),
// the nut (Obj69, mtz_nut.go) and the pulley platforms (Obj6C,
// mtz_pulley.go). Each file follows its s2.asm routine.

// runOOZMTZ runs slot k's object when it is one of these, and reports
// whether it was.
func (s *engine) runOOZMTZ(k int) bool {
	switch s.slot(k).ID {
	case s2PushSpring:
		s.pushSpring(k)
	case s2Nut:
		s.nut(k)
	case s2Pulley:
		s.pulley(k)
	case s2Aquis:
		s.aquis(k)
	default:
		return false
	}
	return true
}

// oozMTZSolidSize returns the solid half width, half height and top-only
// flag the preview draws for these objects (0 when none).
func oozMTZSolidSize(ob *physics.S2Obj) (int, int, bool) {
	switch ob.ID {
	case s2PushSpring:
		if ob.Routine == 4 {
			return 31, 12, false // Obj45_Horizontal
		}
		return 27, 20, false // Obj45_Vertical (the top lowered by the compression)
	case s2Nut:
		return 0x2B, 0xC, false // Obj69: SolidObject
	case s2Pulley:
		if ob.Routine == 2 {
			return int(ob.Width), 8, true // Obj6C_Main: PlatformObject
		}
	}
	return 0, 0, false
}

// objRow is the block row an object's floor or wall check reads: in a
// level that wraps vertically (physics/wrap.go) the rows wrap at $800,
// as Find_Tile reads the game's 16-row layout.
func (s *engine) objRow(by int) int {
	if s.WrapsY() {
		return by & (physics.WrapHeight/16 - 1)
	}
	return by
}

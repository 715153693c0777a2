package physics

import "loopwright/layers"

// s1Loops is Sonic 1's Sonic_Loops (s1disasm _incObj/Sonic Loops.asm),
// run by the s1 variant at the end of the player's update, after the
// movement and the object touches (Obj01's Sonic_Control calls it last).
// It chooses the player's collision path from the level's loop chunks
// (layers.Level.Loops): the layout value under the player's centre (row
// (Y >> 8) & 7, column (X >> 8) & $7F, as the game indexes its layout
// RAM) decides:
//
//   - a roll-tunnel chunk makes a player who is not rolling roll
//     (Sonic_ChkRoll: radii, Y + 5, Ground Speed 0 becomes 2);
//   - anywhere but a loop chunk, the path is A (obRender bit 6 cleared);
//   - on the second loop chunk in the air, the path is A;
//   - on a loop chunk, with X's position inside the 256-px chunk below
//     $2C the path is A, at $E0 or beyond B; in between, on path A an
//     angle of 1..$80 switches to B, and on path B an angle above $80
//     switches back to A.
//
// Path B of a loop chunk is the chunk's alternate (FindNearestTile: the
// chunk after it, see package sonlvl), which the level model holds as
// the chunk's path B.
func (s *Sim) s1Loops() {
	lc := s.level.Loops
	if lc == nil || s.cfg.Variant != S1 {
		return
	}
	st := &s.st
	x, y := uint16(st.X.Pixel()), uint16(st.Y.Pixel())
	v := s.s1LayoutValue(int(x>>8)&0x7F, int(y>>8)&7)
	switch v {
	case lc.Roll[0], lc.Roll[1]:
		s.s1ChkRoll()
		return
	case lc.Loop[0]:
	case lc.Loop[1]:
		if st.Air {
			st.Path = layers.PathA
			return
		}
	default:
		st.Path = layers.PathA
		return
	}
	switch lx := x & 0xFF; {
	case lx < 0x2C:
		st.Path = layers.PathA
		return
	case lx >= 0xE0:
		st.Path = layers.PathB
		return
	}
	if st.Path == layers.PathA {
		if a := st.Angle; a != 0 && a <= 0x80 {
			st.Path = layers.PathB
		}
		return
	}
	if st.Angle > 0x80 {
		st.Path = layers.PathA
	}
}

// s1LayoutValue returns the layout value at chunk (cx, cy), 0 outside the
// layout (the game's layout RAM holds zeros there).
func (s *Sim) s1LayoutValue(cx, cy int) layers.ChunkID {
	l := s.level
	if cx >= l.LayoutW || cy >= l.LayoutH {
		return 0
	}
	return l.Layout[cy*l.LayoutW+cx]
}

// s1ChkRoll is Sonic_ChkRoll as Sonic_Loops uses it in a roll tunnel: a
// player not rolling curls up (radii, Y moved down by the height change)
// and, standing still, is given Ground Speed 2.
func (s *Sim) s1ChkRoll() {
	st := &s.st
	if st.Rolling {
		return
	}
	s.forceRoll()
	if st.GSpeed == 0 {
		st.GSpeed = 0x200
	}
}

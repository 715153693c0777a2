package physics

import (
	"strconv"
	"strings"

	"loopwright/layers"
)

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
	if s.cfg.Variant != S1 {
		return
	}
	var lc layers.LoopChunks
	if s.level.Loops != nil {
		lc = *s.level.Loops
	} else {
		var ok bool
		if lc, ok = loopsProp(s.level); !ok {
			return
		}
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

// s1LayoutValue returns the layout value at chunk (cx, cy) as the
// terrain reads it (with the run's patches: layoutpatch.go), 0 outside
// the layout (the game's layout RAM holds zeros there).
func (s *Sim) s1LayoutValue(cx, cy int) layers.ChunkID { return s.LayoutChunk(cx, cy) }

// s1ChkRoll is Sonic_ChkRoll as Sonic_Loops uses it in a roll tunnel: a
// player not rolling curls up (radii, Y moved down by the height change)
// and, standing still, is given Ground Speed 2.
func (s *Sim) s1ChkRoll() {
	st := &s.st
	if st.Rolling {
		return
	}
	s.ForceRoll()
	if st.GSpeed == 0 {
		st.GSpeed = 0x200
	}
}

// LoopsProp is the level property that carries Sonic 1's loop chunks
// through packs and .tmx maps, which have no field for them: four layout
// values, "0xB5,0x7F,0x1F,0x20" (loop 1, loop 2, roll 1, roll 2).
const LoopsProp = "s1_loop_chunks"

// loopsProp reads LoopsProp; ok is false when it is absent or malformed.
// It allocates nothing (it runs every frame).
func loopsProp(l *layers.Level) (layers.LoopChunks, bool) {
	for i := range l.Props {
		if l.Props[i].Name != LoopsProp {
			continue
		}
		var v [4]layers.ChunkID
		rest := l.Props[i].Value
		for k := range v {
			part, tail, _ := strings.Cut(rest, ",")
			n, err := strconv.ParseUint(strings.TrimSpace(part), 0, 8)
			if err != nil {
				return layers.LoopChunks{}, false
			}
			v[k], rest = layers.ChunkID(n), tail
		}
		return layers.LoopChunks{Loop: [2]layers.ChunkID{v[0], v[1]}, Roll: [2]layers.ChunkID{v[2], v[3]}}, true
	}
	return layers.LoopChunks{}, false
}

package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// smashSim is a Sonic 2 run with Obj2F (subtype sub) standing on the
// ground at x 700, Sonic dropped onto it.
func smashSim(sub uint8) *physics.Sim {
	tl := s2TestLevel(s2Obj(s2SmashableGround, sub, 700, 736-0x20))
	return newSim(tl, physics.S2, 700, 600)
}

// smashPieces counts Obj2F's falling pieces (routine 4).
func smashPieces(st *physics.State) int {
	n := 0
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2SmashableGround && o.Routine == 4 {
			n++
		}
	}
	return n
}

// jumpOnto stands Sonic on the column, then jumps so that he lands on it
// again in a ball, reporting whether it broke within 100 frames.
func jumpOnto(s *physics.Sim, k int, path layers.Path) bool {
	st := s.Live()
	run(s, 0, 40)
	st.Path = path
	s.Step(physics.Jump)
	for i := 0; i < 100; i++ {
		s.Step(0)
		if st.S2.Slots[k].Routine == 4 {
			return true
		}
	}
	return false
}

// s2.asm Obj2F_Main and loc_234A4: landing on the column rolling breaks
// it into its next mapping frame's pieces (subtype 0: 10, subtype 8: 2)
// at Obj2F_FragmentVelocities' speeds from its frame's entry on; Sonic
// is set airborne, curled and not bounced (loc_23444 keeps his speeds,
// unlike Obj32_BouncePlayer), and points (Obj29) appear.
func TestSmashableGround_Obj2F(t *testing.T) {
	for _, c := range []struct {
		sub    uint8
		pieces int
		yvel   physics.Fixed
	}{{0, 10, -0x800}, {8, 2, -0x400}} {
		s := smashSim(c.sub)
		st := s.Live()
		k := findSlot(s, s2SmashableGround)
		if !jumpOnto(s, k, layers.PathA) {
			t.Fatalf("sub %d: the column did not break under a rolling landing", c.sub)
		}
		if n := smashPieces(st); n != c.pieces || findSlot(s, s2Points) < 0 {
			t.Fatalf("sub %d: %d pieces, points %v; want %d and points", c.sub, n, findSlot(s, s2Points) >= 0, c.pieces)
		}
		if got := st.S2.Slots[k].YVel; got != c.yvel+0x18 {
			t.Errorf("sub %d: first piece Y vel %#x, want %#x after a frame's fall", c.sub, got, c.yvel+0x18)
		}
		if !st.Air || !st.Rolling || st.YSpeed < 0 || st.S2.On != 0 {
			t.Fatalf("sub %d: air %v rolling %v Y Speed %#x on %d, want airborne rolling, not bounced", c.sub, st.Air, st.Rolling, st.YSpeed, st.S2.On)
		}
	}
}

// s2.asm Obj2F_Main: standing on the column without rolling leaves it
// whole and puts the player on collision path A (top_solid_bit $C).
func TestSmashableGround_Obj2FStand(t *testing.T) {
	s := smashSim(0)
	st := s.Live()
	k := findSlot(s, s2SmashableGround)
	run(s, 0, 20)
	st.Path = layers.PathB
	run(s, 0, 20)
	if st.S2.On != k+1 || st.S2.Slots[k].Routine != 2 || st.Path != layers.PathA {
		t.Fatalf("on %d routine %d path %v, want standing on the whole column on path A", st.S2.On, st.S2.Slots[k].Routine, st.Path)
	}
}

// s2.asm Obj2F_Main: a rolling player on path B (top_solid_bit $E) does
// not break a column of subtype >= 0 (and is put on path A); a negative
// subtype breaks whatever his path.
func TestSmashableGround_Obj2FPathB(t *testing.T) {
	for _, c := range []struct {
		sub    uint8
		breaks bool
	}{{0, false}, {0x80, true}} {
		s := smashSim(c.sub)
		k := findSlot(s, s2SmashableGround)
		broke := jumpOnto(s, k, layers.PathB)
		if broke != c.breaks {
			t.Errorf("sub %#x: broke %v on path B, want %v", c.sub, broke, c.breaks)
		}
	}
}

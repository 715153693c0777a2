package physics

import (
	"testing"

	"loopwright/layers"
)

// s2.asm Sonic_Move, Sonic_Balance / Sonic_BalanceLeft: Sonic 2's Sonic
// shows Balance facing the edge, Balance2 when the floor 6 px back is
// also 12 px or more away; facing away Balance3, then Balance4, which
// turns him to face the edge. The ledge's right edge is X 2655 (he
// balances from X 2656); 6 px back is past it from X 2662.
// The first frame already stands (no landing frame).
func TestSim_BalanceKindS2(t *testing.T) {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 166, 56)
	for _, c := range []struct {
		x          int
		left       bool
		want       AnimID
		wantFacing bool // FacingLeft after
	}{
		{2656, false, AnimBalance, false},
		{2661, false, AnimBalance, false},
		{2662, false, AnimBalance2, false},
		{2664, false, AnimBalance2, false},
		{2656, true, AnimBalance3, true},
		{2661, true, AnimBalance3, true},
		{2662, true, AnimBalance4, false},
	} {
		s := newSim(tl, S2, c.x, 716)
		s.st.FacingLeft = c.left
		s.Step(0)
		first := s.st.P.Anim.ID
		if c.want == AnimBalance4 {
			// The turn shows one frame: facing the edge now, the next
			// frame's check gives Balance2 (a new animation restarts).
			s.Step(0)
			if first != AnimBalance4 || s.st.P.Anim.ID != AnimBalance2 || s.st.P.Anim.Frame != 0 {
				t.Errorf("x %d: %v then %v, want balance4 then balance2", c.x, first, s.st.P.Anim.ID)
			}
			s.st.P.Anim.ID = first
		}
		if id := s.st.P.Anim.ID; id != c.want || s.st.FacingLeft != c.wantFacing {
			t.Errorf("x %d facing left %v: %v facing left %v, want %v %v",
				c.x, c.left, id, s.st.FacingLeft, c.want, c.wantFacing)
		}
		if r := s.Record(); r.State != "balancing" {
			t.Errorf("x %d: state %q", c.x, r.State)
		}
	}
}

// s2.asm SuperSonic_Balance2, Tails_Balance; s1 Sonic Move.asm
// Sonic_Balance: these only turn to face the edge (right edge: face
// right; left edge: face left) and show the one balancing animation.
func TestSim_BalanceFacesEdge(t *testing.T) {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 100, 46, 166, 56) // left edge X 1600, right edge X 2655
	for _, c := range []struct {
		name  string
		v     Variant
		ch    Character
		super bool
	}{{"s1 sonic", S1, Sonic, false}, {"s2 tails", S2, Tails, false}, {"s2 super sonic", S2, Sonic, true}} {
		for _, e := range []struct {
			x        int
			wantLeft bool
		}{{2660, false}, {1596, true}} {
			s := New(tl.Lvl, Config{Variant: c.v, Character: c.ch}, layers.Point{X: e.x, Y: 716})
			s.st.P.Super = c.super
			s.st.FacingLeft = !e.wantLeft
			s.Step(0)
			s.Step(0)
			if s.st.P.Anim.ID != AnimBalance || s.st.FacingLeft != e.wantLeft {
				t.Errorf("%s x %d: %v facing left %v, want balance facing left %v",
					c.name, e.x, s.st.P.Anim.ID, s.st.FacingLeft, e.wantLeft)
			}
		}
	}
}

// s2.asm SonAni_Balance2 (3), SonAni_Balance3 ($13), SonAni_Balance4
// (3, $FE 4: after the last subimage back to the second).
func TestAnimDef_BalanceS2Scripts(t *testing.T) {
	if d := animDefs[AnimBalance2]; d.frames != 4 || d.duration != 3 {
		t.Errorf("balance2 %+v", d)
	}
	if d := animDefs[AnimBalance3]; d.frames != 2 || d.duration != 0x13 {
		t.Errorf("balance3 %+v", d)
	}
	if d := animDefs[AnimBalance4]; d.frames != 5 || d.duration != 3 || d.back != 4 {
		t.Errorf("balance4 %+v", d)
	}
	for _, n := range []AnimID{AnimBalance2, AnimBalance3, AnimBalance4} {
		if n.String() == "walk" {
			t.Errorf("%d has no name", n)
		}
	}
}

// s3.asm Sonic_Balance (Sonic 3 & Knuckles): Sonic turns to face the
// edge at once and shows Balance, or Balance2 (AniSonic0C, 6 frames a
// subimage) when the floor 6 px back is also 12 px or more away; Tails
// (loc_15678) only faces the edge.
func TestSim_BalanceKindS3K(t *testing.T) {
	tl := newTestLevel(256, 56)
	tl.Fill(pathAB, 0, 46, 166, 56)
	for _, c := range []struct {
		ch   Character
		x    int
		want AnimID
	}{{Sonic, 2658, AnimBalance}, {Sonic, 2663, AnimBalance2}, {Tails, 2663, AnimBalance}} {
		for _, left := range []bool{false, true} {
			s := New(tl.Lvl, Config{Variant: S3K, Character: c.ch}, layers.Point{X: c.x, Y: 716})
			s.st.FacingLeft = left
			s.Step(0)
			if id := s.st.P.Anim.ID; id != c.want || s.st.FacingLeft {
				t.Errorf("%v x %d facing left %v: %v facing left %v, want %v facing right",
					c.ch, c.x, left, id, s.st.FacingLeft, c.want)
			}
		}
	}
	if d := gameAnimDef(S3K, Sonic, AnimBalance2); d == nil || d.frames != 3 || d.duration != 5 {
		t.Errorf("s3k balance2 %+v", d)
	}
}

// docs/cli.md lists the trace's animation names in AnimID order; every
// animation has its own.
func TestAnimID_String(t *testing.T) {
	seen := map[string]bool{}
	for id := AnimID(0); id < animCount; id++ {
		n := id.String()
		if n == "" || seen[n] {
			t.Errorf("%d: name %q empty or repeated", id, n)
		}
		seen[n] = true
	}
	if AnimTumble.String() != "tumble" || AnimSpring.String() != "spring" || AnimBalance4.String() != "balance4" {
		t.Error("names out of order")
	}
}

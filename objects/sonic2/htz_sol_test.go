package sonic2

import (
	"testing"

	"loopwright/physics"
)

// solSim is a Sonic 2 run with a Sol (subtype 0) at (700, 640) and
// Sonic dropped at x.
func solSim(x int) *physics.Sim {
	return newSim(s2TestLevel(s2Obj(s2Sol, 0, 700, 640)), physics.S2, x, 700)
}

// solFireballs lists the slots of the Sol's fireballs: orbiting
// (routine 6) and thrown (routine 8).
func solFireballs(st *physics.State) (orbit, thrown []int) {
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2Sol && o.Parent != 0 {
			switch o.Routine {
			case solOrbit:
				orbit = append(orbit, j)
			case solFireball:
				thrown = append(thrown, j)
			}
		}
	}
	return orbit, thrown
}

// s2.asm Obj95_Init, Obj95_FireballOrbit: the Sol (collision $B)
// drifts left $40 a frame with four fireballs (collision $98) circling
// it $10 away a quarter turn apart, one angle step a frame; away from
// the main character (Obj95_WaitForPlayer) it throws none.
func TestSol_Obj95Orbit(t *testing.T) {
	s := solSim(480)
	st := s.Live()
	run(s, 0, 2)
	k := findSlot(s, s2Sol)
	sol := &st.S2.Slots[k]
	if sol.Coll != 0xB || sol.XVel != -0x40 || sol.Routine != solWatch {
		t.Fatalf("Sol coll %#x X vel %#x routine %d, want $B, -$40, %d", sol.Coll, sol.XVel, sol.Routine, solWatch)
	}
	x0 := sol.X
	run(s, 0, 100)
	if got := sol.X - x0; got != -0x40*100 {
		t.Errorf("Sol moved %#x in 100 frames, want -$1900", got)
	}
	orbit, thrown := solFireballs(st)
	if len(orbit) != 4 || len(thrown) != 0 || sol.Anim != 0 {
		t.Fatalf("%d orbiting, %d thrown, anim %d; want 4, 0, 0 with Sonic $DC away", len(orbit), len(thrown), sol.Anim)
	}
	for _, j := range orbit {
		f := &st.S2.Slots[j]
		sin, cos := physics.SinCos(f.B3E - 1) // placed before this frame's step
		dx, dy := f.X.Pixel()-sol.X.Pixel(), f.Y.Pixel()-sol.Y.Pixel()
		if f.Coll != 0x98 || dx != cos>>4 || dy != sin>>4 {
			t.Errorf("fireball %d: coll %#x at (%d, %d) from the Sol, want $98 at (%d, %d)", j, f.Coll, dx, dy, cos>>4, sin>>4)
		}
	}
}

// s2.asm Obj95_WaitForPlayer and Obj95_FireballUpdate: with the main
// character within $A0 x $50 the Sol flares (frame 2) and throws each
// fireball as it passes below it (angle $40) at -$200 a frame; with all
// four thrown it goes on without them (routine 4); thrown fireballs go
// when off screen.
func TestSol_Obj95Throw(t *testing.T) {
	s := solSim(700)
	st := s.Live()
	run(s, 0, 2)
	k := findSlot(s, s2Sol)
	sol := &st.S2.Slots[k]
	seen := 0
	for i := 0; i < 400 && sol.Routine != solEmpty; i++ {
		s.Step(0)
		_, thrown := solFireballs(st)
		for _, j := range thrown {
			if f := &st.S2.Slots[j]; f.XVel != -0x200 {
				t.Fatalf("thrown fireball X vel %#x, want -$200", f.XVel)
			}
		}
		if len(thrown) > seen {
			seen = len(thrown)
		}
	}
	if sol.Routine != solEmpty || sol.Anim != 1 || seen == 0 {
		t.Fatalf("Sol routine %d anim %d, %d thrown at once; want routine %d after throwing", sol.Routine, sol.Anim, seen, solEmpty)
	}
	if orbit, _ := solFireballs(st); len(orbit) != 0 {
		t.Fatalf("%d fireballs still orbit", len(orbit))
	}
}

// s2.asm Obj95_FireballUpdate: a fireball whose Sol is gone (its slot
// no longer a Sol) deletes itself.
func TestSol_Obj95Orphans(t *testing.T) {
	s := solSim(480)
	st := s.Live()
	run(s, 0, 2)
	k := findSlot(s, s2Sol)
	st.S2.Slots[k] = physics.S2Obj{}
	s.Step(0)
	if orbit, _ := solFireballs(st); len(orbit) != 0 {
		t.Fatalf("%d fireballs outlive their Sol", len(orbit))
	}
}

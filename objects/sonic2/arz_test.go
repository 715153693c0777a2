package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj8D (Grounder in wall): hidden with its four wall pieces
// (loc_36C64) until the player is within $60 pixels (loc_36ADC); then the
// walls fly (Obj8F_Directions), five rocks are thrown (loc_36C2C) and,
// after Ani_obj8D_b, it walks 1 pixel a frame towards the player
// (loc_36B0E, loc_36B34).
func TestGrounder_Obj8D(t *testing.T) {
	// Grounder at x 800 on the floor (placed inside the floor: Obj8D_Init lifts it onto it).
	tl := s2TestLevel(s2Obj(s2GrounderInWall, 0, 800, 720))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2GrounderInWall)
	if k < 0 {
		t.Fatal("no Grounder")
	}
	st := s.Live()
	if g := st.S2.Slots[k]; g.Y.Pixel() >= 720 || eng(s).objFloorDist(800, g.Y.Pixel()+0x14, false) != 0 || g.Routine != grounderWait || g.Coll != 2 {
		t.Fatalf("after init: y %d routine %d coll %d, want on the floor, waiting, collision 2", g.Y.Pixel(), g.Routine, g.Coll)
	}
	walls := 0
	for i := range st.S2.Slots {
		if st.S2.Slots[i].ID == s2GrounderWall {
			walls++
		}
	}
	if walls != 4 {
		t.Fatalf("%d wall pieces, want 4", walls)
	}
	// Far away (200 > $60): it waits.
	run(s, 0, 10)
	if st.S2.Slots[k].Routine != grounderWait {
		t.Fatalf("routine %d with the player 200 pixels away, want waiting", st.S2.Slots[k].Routine)
	}
	// Within $60: it bursts out, throws rocks, and walks left.
	st.X = physics.FromPixels(800 - 0x60)
	s.Step(0)
	if g := st.S2.Slots[k]; g.Routine != grounderAnimate || !g.Flag {
		t.Fatalf("routine %d flag %v, want bursting (4) with objoff_2B set", g.Routine, g.Flag)
	}
	rocks := 0
	for i := range st.S2.Slots {
		if st.S2.Slots[i].ID == s2GrounderRocks {
			rocks++
		}
	}
	if rocks != 5 {
		t.Fatalf("%d rocks, want 5", rocks)
	}
	st.X = physics.FromPixels(600)
	run(s, 0, 20)
	if g := st.S2.Slots[k]; g.Routine != grounderWalk || g.XVel != -0x100 {
		t.Fatalf("routine %d x_vel %d, want walking (8) at -$100", g.Routine, g.XVel)
	}
}

// s2.asm Obj8E (Grounder walking from the start): at a floor edge
// (ObjCheckFloorDist beyond 11 pixels) it waits $3B+1 frames (loc_36B6A)
// and walks back.
func TestGrounder_Obj8EEdge(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2GrounderInWall2, 0, 800, 720))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2GrounderInWall2)
	if k < 0 {
		t.Fatal("no Grounder")
	}
	st := s.Live()
	s.Step(0)
	if g := st.S2.Slots[k]; g.Routine != grounderWalk || g.XVel != -0x100 {
		t.Fatalf("routine %d x_vel %d, want walking left", g.Routine, g.XVel)
	}
	// Remove the floor ahead: the next walk step finds no floor.
	g := &st.S2.Slots[k]
	g.Y -= physics.FromPixels(40)
	s.Step(0)
	if g.Routine != grounderPause || g.Timer != 0x3B {
		t.Fatalf("routine %d timer %d, want pausing with $3B", g.Routine, g.Timer)
	}
	x := g.X
	run(s, 0, 0x3B+1)
	if g.Routine != grounderWalk || g.XVel != 0x100 || g.X != x {
		t.Fatalf("routine %d x_vel %d moved %v, want walking right from the same x", g.Routine, g.XVel, g.X-x)
	}
}

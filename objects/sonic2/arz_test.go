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

// s2.asm Obj2B (rising pillar): it rises 4 pixels every 4 frames, six
// times, once a player is within $40 pixels (loc_25B3C, loc_25B66); a
// player landing on it breaks it into its pieces (loc_25BF6) and is
// thrown into the air rolling with radii $E and 7, in the roll's
// animation (loc_25AF6: AniIDSonAni_Roll).
func TestPillar_Obj2B(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RisingPillar, 0, 800, 712))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2RisingPillar)
	if k < 0 {
		t.Fatal("no pillar")
	}
	st := s.Live()
	p := &st.S2.Slots[k]
	run(s, 0, 5)
	if p.Y.Pixel() != 712 || p.Routine2 != 0 {
		t.Fatalf("y %d routine_secondary %d with the player far, want 712 0", p.Y.Pixel(), p.Routine2)
	}
	st.X = physics.FromPixels(800 - 0x3F)
	s.Step(0)
	if p.Routine2 != 2 {
		t.Fatalf("routine_secondary %d with the player $3F away, want 2 (rising)", p.Routine2)
	}
	st.X = physics.FromPixels(600)
	run(s, 0, 1)
	if p.Y.Pixel() != 708 || p.YRad != 0x1C {
		t.Fatalf("first rise: y %d y_radius %#x, want 708 $1C", p.Y.Pixel(), p.YRad)
	}
	run(s, 0, 40)
	if p.Y.Pixel() != 712-24 || p.MapFrame != 6 || p.Routine2 != 4 {
		t.Fatalf("risen: y %d frame %d routine_secondary %d, want %d 6 4", p.Y.Pixel(), p.MapFrame, p.Routine2, 712-24)
	}
	// Drop Sonic onto its top.
	top := p.Y.Pixel() - int(p.YRad)
	st.X = physics.FromPixels(800)
	st.Y = physics.FromPixels(top - 19 - 2)
	st.Air, st.YSpeed, st.XSpeed, st.GSpeed = true, 0x200, 0, 0
	for i := 0; i < 5 && p.Routine == 2; i++ {
		s.Step(0)
	}
	if p.Routine != 4 {
		t.Fatalf("pillar routine %d after Sonic landed on it, want 4 (broken)", p.Routine)
	}
	pieces := 0
	for i := range st.S2.Slots {
		if st.S2.Slots[i].ID == s2RisingPillar {
			pieces++
		}
	}
	if pieces != 14 {
		t.Errorf("%d pieces, want 14 (frame 13's)", pieces)
	}
	if !st.Air || !st.Rolling || st.YRadius != 0xE || st.XRadius != 7 || st.P.Anim.ID != physics.AnimRoll {
		t.Errorf("Sonic air %v rolling %v radii %d %d anim %v, want thrown rolling with 14 7 and the roll's animation",
			st.Air, st.Rolling, st.YRadius, st.XRadius, st.P.Anim.ID)
	}
}

// s2.asm Obj23_Init, loc_2596E, loc_2598E and loc_259B8: the pillar's
// lower part, $30 below it, waits until a player is within $80, shakes 8
// frames and drops to the floor, where it stays (frame 2).
func TestDroppingPillar_Obj23(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2DroppingPillar, 0, 700, 600))
	s := newSim(tl, physics.S2, 560, 716)
	st := s.Live()
	var low *physics.S2Obj
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2DroppingPillar && o.Layout < 0 {
			low = o
		}
	}
	if low == nil || low.Y.Pixel() != 600+0x30 || low.Routine2 != 2 {
		t.Fatalf("lower part %+v, want waiting $30 below", low)
	}
	st.X = physics.FromPixels(640)
	s.Step(0)
	if low.Routine2 != 4 {
		t.Fatalf("mode %d with Sonic $3C away, want shaking (4)", low.Routine2)
	}
	for i := 0; i < 100 && low.Routine2 != 0; i++ {
		s.Step(0)
	}
	if low.Routine2 != 0 || low.Y.Pixel() != 735-0x10 || low.MapFrame != 2 || low.X.Pixel() != 700 { // its bottom on the floor's top row
		t.Fatalf("lower part at %d,%d mode %d frame %d, want resting on the floor at 700,%d", low.X.Pixel(), low.Y.Pixel(), low.Routine2, low.MapFrame, 735-0x10)
	}
}

// s2.asm Obj23_Init (AllocateObjectAfterCurrent), loc_2595E and
// Obj23_Main: the lower part takes the first free slot after the upper
// part's; the Sidekick within $80 drops it too (Sonic $8C away), and it
// is a SolidObject for him: Tails, dropped between the parts once it
// rests on the floor, stands on it.
func TestDroppingPillar_Obj23Sidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2DroppingPillar, 0, 700, 600))
	s := newSimP2(tl, 560, 700, 650) // all on screen (SolidObject skips what is not)
	k := findSlot(s, s2DroppingPillar)
	e := eng(s)
	up, low := e.slot(k), e.slot(k+1)
	if up.Layout < 0 || low.ID != s2DroppingPillar || low.Layout >= 0 {
		t.Fatalf("slots %d, %d: %+v / %+v, want the upper part then its lower part", k, k+1, up, low)
	}
	if low.Routine2 != 2 {
		t.Fatalf("lower part mode %d before, want waiting", low.Routine2)
	}
	s.Step(0) // Tails is put there after the title card's runs
	if low.Routine2 != 4 {
		t.Fatalf("lower part mode %d with Tails over it (Sonic $8C away), want shaking (4)", low.Routine2)
	}
	b := &s.Live().P2.Body
	for i := 0; i < 80 && low.Routine2 != 0; i++ {
		b.X, b.Y, b.Air, b.XSpeed, b.YSpeed, b.GSpeed = physics.FromPixels(760), physics.FromPixels(716), false, 0, 0, 0
		s.Step(0)
	}
	b.X, b.Y, b.Air, b.XSpeed, b.YSpeed, b.GSpeed = physics.FromPixels(700), physics.FromPixels(660), true, 0, 0, 0
	run(s, 0, 30)
	if low.Routine2 != 0 || b.Air || low.Status&physics.S2P2Stand == 0 || b.Y.Pixel()+b.YRadius != low.Y.Pixel()-0x11 { // d3 = y_radius + 1
		t.Fatalf("lower part mode %d at y %d status %#x; Tails air %v feet %d: want Tails standing on its top", low.Routine2, low.Y.Pixel(), low.Status, b.Air, b.Y.Pixel()+b.YRadius)
	}
}

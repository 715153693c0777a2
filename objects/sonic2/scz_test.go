package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm ObjB2_Main_SCZ (the Tornado in Sky Chase): Sonic lands on it
// (SolidObject) and it dips ($200 down, ObjB2_Move_vert); it flies by
// the level events' Tornado velocity (loc_36776) carrying him; Up held
// steers it up at $80 (ObjB2_Move_obbey_player); the camera's limits
// follow the screen (left its x, right $40 less).
func TestTornado_ObjB2(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Tornado, tornadoSCZSub, 300, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "scz1"})
	s := newSim(tl, physics.S2, 300, 560)
	k := findSlot(s, s2Tornado)
	if k < 0 {
		t.Fatal("no Tornado")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	dipped := false
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the Tornado")
	}
	for i := 0; i < 4; i++ {
		if ob.YVel > 0 {
			dipped = true
		}
		s.Step(0)
	}
	if !dipped {
		t.Error("the Tornado did not dip under Sonic's landing")
	}
	run(s, 0, 40)
	x, sx := ob.X, st.X
	run(s, 0, 50)
	if ob.X-x != physics.FromPixels(50) || st.X-sx != physics.FromPixels(50) || st.S2.On != k+1 {
		t.Fatalf("in 50 frames the Tornado moved %v and Sonic %v (on %d), want 50 pixels together", ob.X-x, st.X-sx, st.S2.On)
	}
	// The objects run before the camera scrolls (SwScrl_SCZ: 1 right).
	if c := &st.Cam; c.MinX != c.X-1 || c.MaxX != c.X-1-0x40 {
		t.Errorf("camera x %d limits %d..%d, want %d..%d", c.X, c.MinX, c.MaxX, c.X-1, c.X-1-0x40)
	}
	y := ob.Y
	s.Step(physics.Up)
	if ob.Y != y-0x80 || st.S2.On != k+1 {
		t.Errorf("Up held: y %v after %v, want $80 up with Sonic on it", ob.Y, y)
	}
}

// s2.asm Obj99 (Nebula): it flies left at $C0; with the player less than
// $80 left of it it climbs at -$A0 (loc_37810), slowing 1 a frame, and
// over the player (within 8) it drops one bomb $18 below it (loc_37850:
// Obj98, collision $8B, falling at $38).
func TestNebula_Obj99(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Nebula, 0x12, 900, 690))
	s := newSim(tl, physics.S2, 700, 716)
	k := findSlot(s, s2Nebula)
	if k < 0 {
		t.Fatal("no Nebula")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 6 || ob.XVel != -0xC0 {
		t.Fatalf("collision %#x x speed %d, want 6 -$C0", ob.Coll, ob.XVel)
	}
	for i := 0; i < 200 && ob.Routine != 4; i++ {
		s.Step(0)
	}
	if d := ob.X.Pixel() - st.X.Pixel(); ob.Routine != 4 || d >= 0x80 || ob.YVel != -0xA0 {
		t.Fatalf("routine %d %d right of the player, y speed %d: want climbing within $80", ob.Routine, d, ob.YVel)
	}
	bomb := -1
	for i := 0; i < 400 && bomb < 0; i++ {
		s.Step(0)
		bomb = findSlot(s, s2Projectile)
	}
	if bomb < 0 {
		t.Fatal("no bomb")
	}
	if b := &st.S2.Slots[bomb]; b.Sub != nebulaBombSub || b.Y.Pixel() != ob.Y.Pixel()+0x18 {
		t.Fatalf("bomb subtype %#x at y %d, want $14 at %d", b.Sub, b.Y.Pixel(), ob.Y.Pixel()+0x18)
	}
	s.Step(0)
	if b := &st.S2.Slots[bomb]; b.Coll != 0x8B || b.YVel != 0x38 {
		t.Errorf("bomb collision %#x y speed %d, want $8B falling $38", b.Coll, b.YVel)
	}
}

// s2.asm ObjAC (Balkiry): it flies left at $300 ($500 when y-flipped)
// with its jet (Obj9C) after it.
func TestBalkiry_ObjAC(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Balkiry, 0x40, 800, 600), s2Obj(s2Balkiry, 0x40, 820, 640, "y_flip"))
	s := newSim(tl, physics.S2, 700, 716)
	st := s.Live()
	k := findSlot(s, s2Balkiry)
	jet := -1
	for j := range st.S2.Slots {
		if ob := &st.S2.Slots[j]; ob.ID == s2BalkiryJet && ob.Parent == int16(k+1) {
			jet = j
		}
	}
	if k < 0 || st.S2.Slots[k].Coll != 8 || jet < k {
		t.Fatal("no Balkiry (collision 8) with its jet after it")
	}
	speeds := map[physics.Fixed]bool{}
	for j := range st.S2.Slots {
		if ob := &st.S2.Slots[j]; ob.ID == s2Balkiry {
			speeds[ob.XVel] = true
		}
	}
	if !speeds[-0x300] || !speeds[-0x500] {
		t.Errorf("speeds %v, want -$300 and -$500", speeds)
	}
}

// s2.asm Obj9A (Turtloid): a platform (PlatformObject) flying left at
// $80 with its rider (Obj9B, collision $1A); with the player less than
// $80 left of it, it stops 5 frames and fires a shot (loc_37AF2: -$100,
// collision $98).
func TestTurtloid_Obj9A(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Turtloid, 0x16, 900, 690))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Turtloid)
	if k < 0 {
		t.Fatal("no Turtloid")
	}
	ob := &st.S2.Slots[k]
	r := findSlot(s, s2TurtloidRider)
	if r < 0 || st.S2.Slots[r].Coll != 0x1A {
		t.Fatal("no rider with collision $1A")
	}
	for i := 0; i < 400 && ob.Routine2 != 2; i++ {
		s.Step(0)
	}
	if ob.Routine2 != 2 || ob.XVel != 0 {
		t.Fatalf("state %d x speed %d, want stopped", ob.Routine2, ob.XVel)
	}
	run(s, 0, 5)
	j := findSlot(s, s2Projectile)
	if j < 0 || st.S2.Slots[j].XVel != -0x100 || st.S2.Slots[j].Sub != turtloidShotSub {
		t.Fatal("no shot at -$100 after 5 frames")
	}
}

// s2.asm ObjB3 (clouds): they drift left at $80, $40 or $20 by subtype
// ($5E, $60, $62; word_3B30C) and go only behind the screen.
func TestClouds_ObjB3(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Clouds, 0x5E, 700, 600), s2Obj(s2Clouds, 0x62, 720, 620))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	speeds := map[physics.Fixed]bool{}
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2Clouds {
			speeds[o.XVel] = true
		}
	}
	if !speeds[-0x80] || !speeds[-0x20] {
		t.Errorf("speeds %v, want -$80 and -$20", speeds)
	}
}

// s2.asm ObjB2_Main_SCZ loc_3A85E and ObjB2_SCZ_Finished: from camera x
// $1400 the Tornado holds Right for Sonic (Control_Locked) and stops the
// camera's right limit at its x; once his x reaches $1568 the act ends
// (ObjB2_Deactivate_level: Level_Inactive_flag, Current_ZoneAndAct Wing
// Fortress act 1): the frame's record says level_end "wfz1" and the run
// is over (Level_MainLoop: bne.w Level after RunObjects).
func TestTornado_ObjB2SCZFinished(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Tornado, tornadoSCZSub, 300, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "scz1"})
	s := newSim(tl, physics.S2, 300, 560)
	if findSlot(s, s2Tornado) < 0 {
		t.Fatal("no Tornado")
	}
	st := s.Live()
	run(s, 0, 10)
	st.S2.ControlLocked = false
	st.Cam.X = 0x1400
	st.X = physics.FromPixels(0x1566)
	st.XSpeed, st.GSpeed = 0, 0
	s.Step(0)
	if !st.S2.ControlLocked || s.Ended() != "" {
		t.Fatalf("x %#x: control locked %v, ended %q: want Right held, the act going on", st.X.Pixel(), st.S2.ControlLocked, s.Ended())
	}
	st.Cam.X = 0x1400
	st.X = physics.FromPixels(0x1568)
	s.Step(0)
	if s.Ended() != "wfz1" || !st.S2.Ev.EndAct || s.Record().End != "wfz1" {
		t.Fatalf("x %#x: ended %q (record %q): want the act ended into wfz1", st.X.Pixel(), s.Ended(), s.Record().End)
	}
	x, y := st.X, st.Y
	s.Step(physics.Right)
	if st.X != x || st.Y != y || s.Ended() != "wfz1" {
		t.Errorf("Sonic moved after the act ended")
	}
}

package sonic2

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/physics"
)

// fallingSim is an Obj82 of subtype sub at (700, y) with Sonic standing
// at 560.
func fallingSim(t *testing.T, tl *testLevel, sub uint8, y int) (*physics.Sim, int, *physics.S2Obj) {
	t.Helper()
	tl.Lvl.Objects = append(tl.Lvl.Objects, s2Obj(s2FallingPlatform, sub, 700, y))
	tl.Lvl.Objects[len(tl.Lvl.Objects)-1].ID = len(tl.Lvl.Objects)
	s := newSim(tl, physics.S2, 560, 716)
	k := findSlot(s, s2FallingPlatform)
	if k < 0 {
		t.Fatal("no Obj82")
	}
	return s, k, eng(s).slot(k)
}

// dropOnto drops Sonic onto the object in slot k and waits until he
// stands on it.
func dropOnto(t *testing.T, s *physics.Sim, k int, ob *physics.S2Obj) {
	t.Helper()
	st := s.Live()
	st.X, st.Y = physics.FromPixels(ob.X.Pixel()), physics.FromPixels(ob.Y.Pixel()-int(ob.YRad)-30)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	for i := 0; i < 30 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatalf("Sonic on %d, want standing on slot %d", st.S2.On, k)
	}
}

// s2.asm Obj82_Init (Obj82_Properties row 1: the pillar, width $1C,
// y_radius $30, frame 1) and Obj82_Main: subtype $10 stands still, a
// SolidObject (half width $1C+$B) Sonic cannot walk through.
func TestFallingPlatform_Obj82Pillar(t *testing.T) {
	s, _, ob := fallingSim(t, s2TestLevel(), 0x10, 736-0x30)
	if ob.Width != 0x1C || ob.YRad != 0x30 || ob.MapFrame != 1 || ob.Sub != 0 || ob.Flag {
		t.Fatalf("init: width %#x y_radius %#x frame %d mode %d sinks %v, want $1C $30 1 0 false", ob.Width, ob.YRad, ob.MapFrame, ob.Sub, ob.Flag)
	}
	run(s, physics.Right, 120)
	st := s.Live()
	if x := st.X.Pixel(); x > 700-0x1C-0xB {
		t.Fatalf("Sonic at %d, walked into the pillar (stopped at %d)", x, 700-0x1C-0xB)
	}
	if ob.Y.Pixel() != 736-0x30 || ob.X.Pixel() != 700 {
		t.Fatalf("pillar moved to %d,%d", ob.X.Pixel(), ob.Y.Pixel())
	}
}

// s2.asm Obj82_Init, loc_2A432, loc_2A36A and loc_2A392: subtype $11
// sinks under a player (objoff_3E up 4 a frame to $40: sin * $400 >> 16,
// 4 pixels), $1E frames after he first stands on it stops sinking and
// falls (+8 a frame) to the floor, ending a pixel into it, still.
func TestFallingPlatform_Obj82SinksThenFalls(t *testing.T) {
	s, k, ob := fallingSim(t, s2TestLevel(), 0x11, 600)
	if !ob.Flag || ob.Sub != 1 {
		t.Fatalf("init: mode %d sinks %v, want 1, true", ob.Sub, ob.Flag)
	}
	dropOnto(t, s, k, ob)
	s.Step(0) // the mode runs before SolidObject: it sees him the frame after
	if ob.Timer != 0x1E {
		t.Fatalf("timer %d the frame after the landing, want $1E", ob.Timer)
	}
	run(s, 0, 15)
	if ob.B3E != 0x40 || ob.Y.Pixel() != 604 {
		t.Fatalf("sink angle %#x y %d after 16 frames stood on, want $40 and 604", ob.B3E, ob.Y.Pixel())
	}
	for i := 0; i < 0x1E && ob.Sub == 1; i++ {
		s.Step(0)
	}
	if ob.Sub != 2 || ob.Flag {
		t.Fatalf("mode %d sinks %v after $1E frames, want falling (2), no sinking", ob.Sub, ob.Flag)
	}
	for i := 0; i < 200 && ob.Sub == 2; i++ {
		s.Step(0)
	}
	if ob.Sub != 0 || ob.YVel != 0 {
		t.Fatalf("mode %d y speed %d, want still on the floor", ob.Sub, ob.YVel)
	}
	if d := eng(s).objFloorDist(700, ob.Y.Pixel()+int(ob.YRad), false); d != -1 {
		t.Fatalf("floor distance %d at rest, want -1 (a pixel in)", d)
	}
}

// s2.asm loc_2A36A (mode 3) and loc_2A3B6, ObjCheckCeilingDist: subtype
// 3 stood on for $1E frames rises (-8 a frame) until its top meets the
// ceiling.
func TestFallingPlatform_Obj82Rises(t *testing.T) {
	tl := s2TestLevel()
	tl.Fill(leveltest.PathAB, 40, 30, 50, 31) // a ceiling, y 480-495, x 640-799
	s, k, ob := fallingSim(t, tl, 3, 600)
	dropOnto(t, s, k, ob)
	for i := 0; i < 0x1E+1 && ob.Sub == 3; i++ {
		s.Step(0)
	}
	if ob.Sub != 4 {
		t.Fatalf("mode %d, want rising (4)", ob.Sub)
	}
	for i := 0; i < 200 && ob.Sub == 4; i++ {
		s.Step(0)
	}
	if ob.Sub != 0 || ob.Y.Pixel()-int(ob.YRad) != 496 {
		t.Fatalf("mode %d top %d, want still against the ceiling's underside (496)", ob.Sub, ob.Y.Pixel()-int(ob.YRad))
	}
	if d := eng(s).objCeilingDist(700, ob.Y.Pixel()-int(ob.YRad)); d != 0 {
		t.Fatalf("ceiling distance %d at rest, want 0", d)
	}
}

// s2.asm loc_2A3D8: subtype 5 falls (mode 6) once a player has pushed
// against its side (SolidObject's touch flags, objoff_3F & 3).
func TestFallingPlatform_Obj82FallsWhenPushed(t *testing.T) {
	s, _, ob := fallingSim(t, s2TestLevel(), 0x15, 736-0x30)
	run(s, 0, 5)
	if ob.Sub != 5 {
		t.Fatalf("mode %d untouched, want 5", ob.Sub)
	}
	for i := 0; i < 120 && ob.Sub == 5; i++ {
		s.Step(physics.Right)
	}
	if ob.Sub != 6 || ob.B3F&1 == 0 {
		t.Fatalf("mode %d touch %#x after Sonic pushed it, want 6 with p1_touch_side", ob.Sub, ob.B3F)
	}
}

// s2.asm loc_2A3EC: subtype 7 follows Water_Level_1, 2 pixels a frame
// at most each way.
func TestFallingPlatform_Obj82FollowsWater(t *testing.T) {
	s, _, ob := fallingSim(t, s2TestLevel(), 7, 600)
	if ob.Flag {
		t.Fatal("mode 7 sinks under a player, want not (objoff_38 clear)")
	}
	st := s.Live()
	for i := 0; i < 3; i++ {
		y := ob.Y.Pixel()
		st.Water.Level = 500
		s.Step(0)
		if ob.Y.Pixel() != y-2 {
			t.Fatalf("y %d from %d with the water at 500, want 2 up", ob.Y.Pixel(), y)
		}
	}
	y := ob.Y.Pixel()
	st.Water.Level = y + 1
	s.Step(0)
	if ob.Y.Pixel() != y+1 {
		t.Fatalf("y %d with the water 1 below %d, want on it", ob.Y.Pixel(), y)
	}
}

// s2.asm Obj82_Main (MarkObjGone2 with objoff_34): it goes when its
// layout x leaves the object window.
func TestFallingPlatform_Obj82Gone(t *testing.T) {
	s, k, _ := fallingSim(t, s2TestLevel(), 0x11, 600)
	e := eng(s)
	e.st.S2.Coarse = 0x800
	s.Step(0)
	if e.slot(k).ID == s2FallingPlatform {
		t.Fatal("still there out of the window")
	}
}

// s2.asm loc_2A36A (standing_mask) and Obj82_Main (SolidObject for both
// players): Tails standing on a subtype $11 pillar starts its fall as
// Sonic would, and it sinks under him.
func TestFallingPlatform_Obj82Sidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2FallingPlatform, 0x11, 700, 736-0x30))
	s := newSimP2(tl, 560, 700, 600)
	k := findSlot(s, s2FallingPlatform)
	ob := eng(s).slot(k)
	b := &s.Live().P2.Body
	for i := 0; i < 60 && ob.Status&physics.S2P2Stand == 0; i++ {
		s.Step(0)
	}
	if ob.Status&physics.S2P2Stand == 0 || b.Air {
		t.Fatalf("status %#x Tails air %v: Tails not standing on it", ob.Status, b.Air)
	}
	s.Step(0)
	if ob.Timer != 0x1E || ob.B3E == 0 {
		t.Fatalf("timer %d sink %#x with Tails on it, want $1E and sinking", ob.Timer, ob.B3E)
	}
	for i := 0; i < 0x1E && ob.Sub == 1; i++ {
		s.Step(0)
	}
	if ob.Sub != 2 {
		t.Fatalf("mode %d $1E frames later, want falling (2)", ob.Sub)
	}
}

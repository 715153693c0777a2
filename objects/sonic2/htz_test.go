package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj16_Wait, Obj16_Slide and Obj16_Fall: the lift waits until a
// player stands on its platform ($28 below its y), slides 2 right and 1
// down a frame for subtype * 8 frames carrying him, leaves its pulley
// (Obj1C subtype 6) and drops at $38 a frame.
func TestDiagonalLift_Obj16(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2DiagonalLift, 4, 700, 500)) // 32 frames
	s := newSim(tl, physics.S2, 700, 500+0x28-0x30)
	st := s.Live()
	k := findSlot(s, s2DiagonalLift)
	ob := &st.S2.Slots[k]
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the lift's platform")
	}
	x0, y0 := ob.X.Pixel(), ob.Y.Pixel()
	s.Step(0)
	if st.Y.Pixel() != ob.Y.Pixel()+0x28-st.YRadius {
		t.Fatalf("Sonic at y %d, want on the platform $28 below the lift (%d)", st.Y.Pixel(), ob.Y.Pixel()+0x28-st.YRadius)
	}
	for ob.Routine2 == 2 {
		s.Step(0)
	}
	if dx, dy := ob.X.Pixel()-x0, ob.Y.Pixel()-y0; dx != 2*32 || dy != 32 {
		t.Fatalf("slid %d,%d, want 64,32 (32 frames)", dx, dy)
	}
	if findSlot(s, s2Scenery) < 0 {
		t.Fatal("no pulley (Obj1C) left behind")
	}
	y := ob.Y.Pixel()
	run(s, 0, 10)
	if ob.Y.Pixel() <= y+5 || ob.XVel != 0 || ob.YVel != 10*0x38 {
		t.Fatalf("not dropping: y %d (was %d) x_vel %d", ob.Y.Pixel(), y, ob.XVel)
	}
}

// s2.asm loc_36F3C, loc_36F68, loc_3703E, loc_36F90 and Obj93: the
// Spiker crawls $41 frames at $80 and rests; with a player within $20 it
// stops, and 8 frames later fires its drill (collision $92, up at 2 a
// frame), then looks no more.
func TestSpiker_Obj92(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiker, 0, 700, 716))
	s := newSim(tl, physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Spiker)
	ob := &st.S2.Slots[k]
	if ob.Coll != 0x12 {
		t.Fatalf("collision %#x, want $12", ob.Coll)
	}
	for i := 0; i < 0x50 && ob.Routine == 2; i++ {
		s.Step(0)
	}
	if ob.Routine != 4 {
		t.Fatalf("routine %d, want resting (4) after its crawl", ob.Routine)
	}
	st.X = ob.X + physics.FromPixels(0x10)
	st.Obj.Invuln = 200 // not hurt by it
	s.Step(0)
	if ob.Routine != 6 {
		t.Fatalf("routine %d with Sonic $10 away, want stopped (6)", ob.Routine)
	}
	st.X = physics.FromPixels(600) // out of the way of the drill
	var drill *physics.S2Obj
	n := 0
	for ; n < 20 && drill == nil; n++ {
		s.Step(0)
		if j := findSlot(s, s2SpikerDrill); j >= 0 {
			drill = &st.S2.Slots[j]
		}
	}
	if drill == nil || n != 9 {
		t.Fatalf("drill %v after %d frames, want one after 9", drill != nil, n)
	}
	s.Step(0)
	if drill.Coll != 0x92 || drill.YVel != -0x200 || ob.Routine != 4 || !ob.Flag {
		t.Fatalf("drill collision %#x y_vel %d; Spiker routine %d looking %v; want $92, -$200, back to 4, done looking",
			drill.Coll, drill.YVel, ob.Routine, !ob.Flag)
	}
}

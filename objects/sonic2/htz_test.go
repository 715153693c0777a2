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

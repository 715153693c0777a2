package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj2A_Main (Mystic Cave's stomper): it rises a pixel a frame
// from its layout y for $60 frames, then drops 8 a frame back to it; it
// is solid (SolidObject, half width $1B, half height $40), and a player
// standing on it rides it.
func TestStomper_Obj2A(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Stomper, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Stomper)
	if k < 0 {
		t.Fatal("no stomper")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	// The title card's 26 frames have raised it 26 pixels.
	if ob.Y.Pixel() != 600-26 {
		t.Fatalf("y %d after the title card, want %d", ob.Y.Pixel(), 600-26)
	}
	// Sonic drops onto it.
	st.X = physics.FromPixels(700)
	st.Y = physics.FromPixels(500)
	st.Air = true
	for i := 0; i < 40 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 {
		t.Fatal("Sonic did not land on the stomper")
	}
	top := 0
	for ob.Routine2 == 0 {
		y := ob.Y.Pixel()
		s.Step(0)
		if ob.Routine2 == 0 && ob.Y.Pixel() != y-1 {
			t.Fatalf("rising: y %d after %d, want a pixel up", ob.Y.Pixel(), y)
		}
		top = ob.Y.Pixel()
		if st.Y.Pixel() != top-0x41-st.YRadius { // MvSonicOnPtfm with d3 $41
			t.Fatalf("Sonic at y %d on a stomper at %d: not riding it", st.Y.Pixel(), top)
		}
	}
	if top != 600-0x60 {
		t.Errorf("top %d, want %d", top, 600-0x60)
	}
	y := ob.Y.Pixel()
	s.Step(0)
	if ob.Y.Pixel() != y+8 {
		t.Errorf("falling: y %d after %d, want 8 down", ob.Y.Pixel(), y)
	}
	for ob.Routine2 != 0 {
		s.Step(0)
	}
	if ob.Y.Pixel() != 600 || ob.Timer != 0 {
		t.Errorf("back at y %d (height %d), want 600", ob.Y.Pixel(), ob.Timer)
	}
}

// s2.asm Obj9E (Crawlton): within $80 of the nearer player it aims for
// $11 frames (loc_37E98), then lunges $1B frames at the player's offset
// times 8 in whole pixels (loc_37E62, loc_37EB6), waits $20 (loc_37ED4)
// and comes back; its body (loc_37F74) takes the next free slot and goes
// with it.
func TestCrawlton_Obj9E(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Crawlton, 0, 700, 680))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Crawlton)
	if k < 0 {
		t.Fatal("no Crawlton")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xB || ob.Index != crawltonWatch {
		t.Fatalf("collision %#x state %d, want $B and watching", ob.Coll, ob.Index)
	}
	body := -1
	for j := range st.S2.Slots {
		if st.S2.Slots[j].ID == s2Crawlton && st.S2.Slots[j].Index == crawltonBody {
			body = j
		}
	}
	if body < 0 || st.S2.Slots[body].Parent != int16(k+1) {
		t.Fatal("no body on the head")
	}
	s.Step(0)
	if ob.Index != crawltonWatch {
		t.Fatalf("state %d with the player $12C away, want watching", ob.Index)
	}
	st.X = physics.FromPixels(700 - 0x40)
	s.Step(0)
	if ob.Index != crawltonAim {
		t.Fatalf("state %d with the player $40 away, want aiming", ob.Index)
	}
	// d2 = $40, d3 = 680-716 = -$24: -$200 and $120 & $FF00 = $100.
	if ob.XVel != -0x200 || ob.YVel != 0x100 {
		t.Fatalf("speeds %d %d, want -$200 $100", ob.XVel, ob.YVel)
	}
	st.X = physics.FromPixels(400)
	x := ob.X
	run(s, 0, 0x11)
	if ob.Index != crawltonMove || ob.X != x {
		t.Fatalf("after $11 frames: state %d x %v, want lunging from %v", ob.Index, ob.X, x)
	}
	run(s, 0, 0x1C)
	if ob.Index != crawltonWait || ob.X != x-0x1B*0x200 {
		t.Fatalf("after the lunge: state %d x %v, want waiting at %v", ob.Index, ob.X, x-0x1B*0x200)
	}
	if st.S2.Slots[body].X.Pixel() != ob.X.Pixel() {
		t.Errorf("body at %d, head at %d", st.S2.Slots[body].X.Pixel(), ob.X.Pixel())
	}
	run(s, 0, 0x20+0x1C)
	if ob.Index != crawltonWatch || ob.X != x {
		t.Fatalf("after coming back: state %d x %v, want watching at %v", ob.Index, ob.X, x)
	}
	// The head goes (as when destroyed); the body follows.
	ob.ID = s2Explosion
	ob.Routine = 0
	s.Step(0)
	if st.S2.Slots[body].ID == s2Crawlton {
		t.Error("body left without its head")
	}
}

// s2.asm ObjA3 (Flasher): an enemy (collision 6) that waits $41 frames,
// flies $81 (loc_38794: X Speed -$100 plus 2 a frame, Y Speed $40), then
// flashes and glows hurting ($86, loc_387FC) until loc_3888E makes it an
// enemy again.
func TestFlasher_ObjA3(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Flasher, 0, 700, 600))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Flasher)
	if k < 0 {
		t.Fatal("no Flasher")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 6 {
		t.Fatalf("collision %#x, want 6", ob.Coll)
	}
	// 25 of the $41 waiting frames ran during the title card.
	run(s, 0, 0x41-25)
	if ob.Routine != 4 || ob.XVel != -0x100 || ob.YVel != 0x40 {
		t.Fatalf("routine %d speeds %d %d, want flying at -$100 $40", ob.Routine, ob.XVel, ob.YVel)
	}
	s.Step(0)
	if ob.XVel != -0x100+2 {
		t.Errorf("x speed %d, want -$FE", ob.XVel)
	}
	run(s, 0, 0x80)
	if ob.Routine != 6 || ob.Coll != 0x86 {
		t.Fatalf("routine %d collision %#x, want flashing and hurting ($86)", ob.Routine, ob.Coll)
	}
	for i := 0; i < 1000 && ob.Routine != 4; i++ {
		s.Step(0)
	}
	if ob.Routine != 4 || ob.Coll != 6 {
		t.Fatalf("routine %d collision %#x, want flying as an enemy again", ob.Routine, ob.Coll)
	}
}

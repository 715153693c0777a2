package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj7A_Init and loc_294F4: subtype 0 is one platform starting
// at the left end of its range (layout x - $68), sliding right 1 pixel a
// frame to x + $68, turning there; the player standing on it (top 8
// above its y) rides along.
func TestSidewaysPform_Obj7AOne(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SidewaysPform, 0, 800, 650))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SidewaysPform)
	if k < 0 {
		t.Fatal("no platform")
	}
	ob := eng(s).slot(k)
	if ob.Parent != int16(k+1) || ob.Timer != 800-0x68 || ob.Timer2 != 800+0x68 {
		t.Fatalf("link %d range %d-%d, want itself, %d-%d", ob.Parent, ob.Timer, ob.Timer2, 800-0x68, 800+0x68)
	}
	// The title card's runs have moved it: 26 pixels right of the left end.
	if x := ob.X.Pixel(); x != 800-0x68+26 || ob.Flag {
		t.Fatalf("x %d leftwards %v, want %d rightwards", x, ob.Flag, 800-0x68+26)
	}
	st := s.Live()
	st.X, st.Y = physics.FromPixels(ob.X.Pixel()), physics.FromPixels(600)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	for i := 0; i < 60 && st.S2.On != k+1; i++ {
		s.Step(0)
	}
	if st.S2.On != k+1 || st.Air {
		t.Fatalf("on %d air %v, want standing on the platform", st.S2.On, st.Air)
	}
	for ob.X.Pixel() != 800+0x68 {
		dx := ob.X.Pixel() - st.X.Pixel()
		s.Step(0)
		if ob.X.Pixel()-st.X.Pixel() != dx {
			t.Fatalf("platform at %d, Sonic at %d: not carried", ob.X.Pixel(), st.X.Pixel())
		}
	}
	if !ob.Flag {
		t.Fatal("not turned at the right end")
	}
	s.Step(0)
	if ob.X.Pixel() != 800+0x68-1 {
		t.Fatalf("x %d after the turn, want %d", ob.X.Pixel(), 800+0x68-1)
	}
}

// s2.asm Obj7A_Init and loc_2953E: subtype 6 makes two platforms ($B0
// left and $40 right of the layout x) sharing the range x +- $A8; when
// the second's left edge meets the first's right edge both turn round.
func TestSidewaysPform_Obj7ATwo(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SidewaysPform, 6, 800, 650))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SidewaysPform)
	if k < 0 {
		t.Fatal("no platform")
	}
	ob := eng(s).slot(k)
	j := int(ob.Parent) - 1
	if j == k || j < 0 {
		t.Fatalf("link %d: no second platform", ob.Parent)
	}
	b := eng(s).slot(j)
	if b.Routine != 4 || b.Parent != int16(k+1) || b.Timer != 800-0xA8 || b.Timer2 != 800+0xA8 || b.Y != ob.Y {
		t.Fatalf("second: routine %d link %d range %d-%d y %v", b.Routine, b.Parent, b.Timer, b.Timer2, b.Y)
	}
	if d := b.X.Pixel() - ob.X.Pixel(); d != 0x40+0xB0 {
		t.Fatalf("apart by %#x, want $F0", d)
	}
	met := false
	for i := 0; i < 600; i++ {
		s.Step(0)
		d := b.X.Pixel() - ob.X.Pixel()
		if d < 0x30 {
			t.Fatalf("step %d: apart by %#x, under $30", i, d)
		}
		if d == 0x30 {
			met = true
			if !ob.Flag || b.Flag {
				t.Fatalf("met: first leftwards %v, second leftwards %v; want turned apart", ob.Flag, b.Flag)
			}
		}
		if b.X.Pixel() > 800+0xA8 || ob.X.Pixel() < 800-0xB0 {
			t.Fatalf("step %d: out of range at %d, %d", i, ob.X.Pixel(), b.X.Pixel())
		}
	}
	if !met {
		t.Fatal("never met")
	}
}

// s2.asm Obj7A_Main (loc_294C4): once neither end of the range is within
// the object window the first platform deletes the second and itself.
func TestSidewaysPform_Obj7ADelete(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SidewaysPform, 6, 800, 650))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SidewaysPform)
	if k < 0 {
		t.Fatal("no platform")
	}
	e := eng(s)
	j := int(e.slot(k).Parent) - 1
	e.st.S2.Coarse = 0x800 // far right of both ends
	s.Step(0)
	if e.slot(k).ID == s2SidewaysPform || e.slot(j).ID == s2SidewaysPform {
		t.Fatalf("ids %#x, %#x after leaving the window, want both deleted", e.slot(k).ID, e.slot(j).ID)
	}
}

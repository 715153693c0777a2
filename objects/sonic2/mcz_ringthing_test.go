package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// ringThingSim is Sonic falling at (sx, 600) onto flatLevel in Mystic
// Cave act 1 with objs.
func ringThingSim(sx int, objs ...layers.Object) *physics.Sim {
	tl := s2TestLevel(objs...)
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "mcz1"})
	return newSim(tl, physics.S2, sx, 600)
}

// s2.asm Obj73_Init and loc_28AF4: subtype $12 makes 2 rings after the
// object (radii $10 and 0; the object itself the outermost, $20), the
// angle (a word) turning $80 a frame from the flips as an angle; each
// ring is put (r * cos) >> 8 right and (r * sin) >> 8 below the centre.
// Subtype bit 3 makes one ring fewer.
func TestRingThing_Obj73Turns(t *testing.T) {
	s := ringThingSim(300, s2Obj(s2RingThing, 0x12, 600, 500))
	st := s.Live()
	k := findSlot(s, s2RingThing)
	if k < 0 {
		t.Fatal("no Obj73")
	}
	ob := &st.S2.Slots[k]
	var kids []int
	for j := range st.S2.Slots {
		if c := &st.S2.Slots[j]; c.ID == s2RingThing && c.Routine == 4 {
			kids = append(kids, j)
		}
	}
	if len(kids) != 2 || st.S2.Slots[kids[0]].Index != 0x10 || st.S2.Slots[kids[1]].Index != 0 || ob.Index != 0x20 {
		t.Fatalf("children %v, radius %#x; want 2 rings at $10 and 0, the object at $20", kids, ob.Index)
	}
	for i := 0; i < 200 && uint16(ob.Timer3) != 0x4000; i++ {
		turn := uint16(ob.Timer3)
		s.Step(0)
		if turn = uint16(ob.Timer3) - turn; turn != 0x80 {
			t.Fatalf("the angle turned %#x in a frame, want $80", turn)
		}
	}
	if uint16(ob.Timer3) != 0x4000 {
		t.Fatalf("angle %#x, want $4000", uint16(ob.Timer3))
	}
	// angle $40: straight down
	if ob.X.Pixel() != 600 || ob.Y.Pixel() != 500+0x20 {
		t.Fatalf("the object at %d,%d at angle $40, want 600,%d", ob.X.Pixel(), ob.Y.Pixel(), 500+0x20)
	}
	if c := &st.S2.Slots[kids[0]]; c.X.Pixel() != 600 || c.Y.Pixel() != 500+0x10 {
		t.Fatalf("the first ring at %d,%d, want 600,%d", c.X.Pixel(), c.Y.Pixel(), 500+0x10)
	}

	s = ringThingSim(300, s2Obj(s2RingThing, 0x1A, 600, 500, "x_flip"))
	st = s.Live()
	k = findSlot(s, s2RingThing)
	n := 0
	for j := range st.S2.Slots {
		if c := &st.S2.Slots[j]; c.ID == s2RingThing && c.Routine == 4 {
			n++
		}
	}
	// x flip: the angle starts at $40, turning $80 a frame (the title
	// card's frames ran it)
	if ob, want := &st.S2.Slots[k], 0x4000+physics.S2TitleCardFrames*0x80; n != 1 || int(uint16(ob.Timer3)) != want {
		t.Fatalf("subtype $1A x-flipped: %d children, angle %#x; want 1 and %#x", n, uint16(ob.Timer3), want)
	}
}

// s2.asm Obj73_Main and Obj73_SubObject: every ring is solid
// (SolidObject, half width 8, half height 8): Sonic lands on a still
// ring, standing 9 above its centre plus his radius.
func TestRingThing_Obj73Solid(t *testing.T) {
	s := ringThingSim(600, s2Obj(s2RingThing, 0, 600, 680))
	st := s.Live()
	k := findSlot(s, s2RingThing)
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the ring")
	}
	s.Step(0)
	if want := 680 - 9 - st.YRadius; st.Y.Pixel() != want || st.Air {
		t.Fatalf("Sonic at y %d (air %v), want %d", st.Y.Pixel(), st.Air, want)
	}
}

// s2.asm loc_28B46: once the centre's 128-pixel column leaves the
// object window the whole chain is deleted (DeleteObject2), its respawn
// entry kept.
func TestRingThing_Obj73Deleted(t *testing.T) {
	s := ringThingSim(300, s2Obj(s2RingThing, 0x13, 600, 500))
	st := s.Live()
	e := eng(s)
	k := findSlot(s, s2RingThing)
	st.S2.Coarse = 0x1000
	e.ringThing(k)
	if n := countID(st, s2RingThing); n != 0 {
		t.Fatalf("%d rings left after the chain left the window", n)
	}
}

// s2.asm Obj73_Main: SolidObject runs for MainCharacter and then for
// Sidekick, so Tails lands on the ring too.
func TestRingThing_Obj73Sidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2RingThing, 0, 800, 680))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "mcz1"})
	s := newSimP2(tl, 700, 800, 600)
	st := s.Live()
	k := findSlot(s, s2RingThing)
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Status&physics.S2P2Stand == 0; i++ {
		s.Step(0)
	}
	s.Step(0)
	if b := &st.P2.Body; ob.Status&physics.S2P2Stand == 0 || b.Air || b.Y.Pixel() != 680-9-b.YRadius {
		t.Fatalf("Tails not standing on the ring: y %d air %v", b.Y.Pixel(), b.Air)
	}
}

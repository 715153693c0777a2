package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm Obj1A_Init, Obj1A_Main, Obj1A_CreateFragments and
// Obj1A_Fragment: in Hidden Palace the ledge (half width $30, a flat top
// $10 up: Obj1A_HPZ_SlopeData) breaks 7 frames after Sonic first stands
// on it into the 12 pieces of mapping frame 2 (Obj1A_HPZ_DelayData); the
// first, under him, holds him $18 frames, then lets go of him.
func TestLedge_Obj1AHPZ(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Ledge, 0, 700, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "hpz1"})
	s := newSim(tl, physics.S2, 700, 540)
	st := s.Live()
	k := findSlot(s, s2Ledge)
	ob := &st.S2.Slots[k]
	if ob.Width != 0x30 {
		t.Fatalf("width %#x, want $30", ob.Width)
	}
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the ledge")
	}
	s.Step(0)
	if want := 600 - 0x10 - st.YRadius; st.Y.Pixel() != want {
		t.Fatalf("Sonic at y %d on the ledge, want %d", st.Y.Pixel(), want)
	}
	n := 0
	for ; n < 20 && ob.Routine == 2; n++ {
		s.Step(0)
	}
	if n != 8 {
		t.Fatalf("broke %d frames after the landing's next, want 8", n)
	}
	pieces := 0
	for j := range st.S2.Slots {
		if p := &st.S2.Slots[j]; p.ID == s2Ledge && p.Routine == 4 {
			pieces++
		}
	}
	if pieces != 12 || ob.MapFrame != 2 || ob.Timer != 0x18 {
		t.Fatalf("%d pieces, frame %d, first delay %#x; want 12, 2 and $18", pieces, ob.MapFrame, ob.Timer)
	}
	held := 0
	for ; held < 60 && !st.Air; held++ {
		s.Step(0)
	}
	if held < 0x17 || held > 0x19 || !st.Air {
		t.Fatalf("held %d frames after the break (air %v), want about $18", held, st.Air)
	}
}

// s2.asm Obj1A_Init: outside Hidden Palace and Oil Ocean the ledge is
// Green Hill's (width $34, y radius $38, Obj1A_GHZ_SlopeData's slope),
// breaking into frame 2's 25 pieces (Obj1A_DelayData).
func TestLedge_Obj1AGHZ(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Ledge, 0, 700, 600))
	s := newSim(tl, physics.S2, 700, 540)
	st := s.Live()
	k := findSlot(s, s2Ledge)
	ob := &st.S2.Slots[k]
	if ob.Width != 0x34 || ob.YRad != 0x38 {
		t.Fatalf("width %#x y radius %#x, want $34 and $38", ob.Width, ob.YRad)
	}
	if !standOn(s, k, 60) {
		t.Fatal("Sonic did not land on the ledge")
	}
	s.Step(0)
	// x 700 is the ledge's centre: slope entry $34/2 = $1A, height $2A
	if want := 600 - 0x2A - st.YRadius; st.Y.Pixel() != want {
		t.Fatalf("Sonic at y %d on the ledge, want %d", st.Y.Pixel(), want)
	}
	for n := 0; n < 20 && ob.Routine == 2; n++ {
		s.Step(0)
	}
	if n := countID(st, s2Ledge); n != 25 {
		t.Fatalf("%d pieces, want 25", n)
	}
}

// s2.asm sub_1099E and sub_109DC: SlopedPlatform runs for MainCharacter
// and then for Sidekick (p2_standing_bit), so Tails standing on the
// ledge breaks it too, is held by its first piece and let go with it.
func TestLedge_Obj1ASidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Ledge, 0, 800, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "s2_zone_act", Value: "hpz1"})
	s := newSimP2(tl, 600, 800, 540)
	st := s.Live()
	k := findSlot(s, s2Ledge)
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Status&physics.S2P2Stand == 0; i++ {
		s.Step(0)
	}
	if ob.Status&physics.S2P2Stand == 0 || st.P2.Body.Air {
		t.Fatal("Tails did not land on the ledge")
	}
	for i := 0; i < 20 && ob.Routine == 2; i++ {
		s.Step(0)
	}
	if ob.Routine != 4 || countID(st, s2Ledge) != 12 {
		t.Fatalf("routine %d, %d pieces: the ledge did not break under Tails", ob.Routine, countID(st, s2Ledge))
	}
	run(s, 0, 0x18+20) // the first piece's delay, then the fall
	if b := &st.P2.Body; b.Y.Pixel() <= 600-0x10-b.YRadius {
		t.Fatalf("Tails still at y %d after the ledge fell", b.Y.Pixel())
	}
}

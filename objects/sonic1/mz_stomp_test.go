package sonic1

import "testing"

// pieces returns the slots holding object id.
func pieces(e *engine, id uint8) []int {
	var ks []int
	for k := 0; k < Slots; k++ {
		if e.st.S2.Slots[k].ID == id {
			ks = append(ks, k)
		}
	}
	return ks
}

// _incObj/31 Chained Stompers.asm: CStom_Main makes the stomper, its
// spikes (harmful $90), pole and bracket; subtype bits 4-7 = 2 has no
// spikes (three pieces).
func TestChainStomp_Pieces(t *testing.T) {
	_, e := flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x31", "subtype=0x01", "respawn=true"))
	ks := pieces(e, idChainStomp)
	if len(ks) != 4 {
		t.Fatalf("%d pieces, want 4", len(ks))
	}
	if sp := &e.st.S2.Slots[ks[1]]; sp.Coll != 0x90 || sp.Width != 0x38 || sp.Routine != 4 {
		t.Errorf("spikes: collision %#x width %#x routine %d, want $90, $38, 4", sp.Coll, sp.Width, sp.Routine)
	}
	_, e = flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x31", "subtype=0x21", "respawn=true"))
	ks = pieces(e, idChainStomp)
	if len(ks) != 3 {
		t.Fatalf("subtype $21: %d pieces, want 3", len(ks))
	}
	for _, k := range ks {
		if e.st.S2.Slots[k].Coll != 0 {
			t.Errorf("subtype $21: slot %d harmful", k)
		}
	}
}

// _incObj/31 Chained Stompers.asm: type 1 falls (its speed growing $70 a
// frame) to its distance ($A0), waits 60 frames, then rises $80 a frame
// (half a pixel) back to the top; the spikes follow, $1C below.
func TestChainStomp_Cycle(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x31", "subtype=0x01", "respawn=true"))
	ks := pieces(e, idChainStomp)
	ob := &e.st.S2.Slots[ks[0]]
	sp := &e.st.S2.Slots[ks[1]]
	down := 0
	for i := 0; i < 100 && !ob.Flag; i++ {
		sim.Step(0)
		down = i + 1
	}
	if ob.Y.Pixel() != 500+0xA0 || !ob.Flag || ob.Timer3 != 0x3C {
		t.Fatalf("after %d frames: y %d, want down at %d and waiting 60", down, ob.Y.Pixel(), 500+0xA0)
	}
	// $A000 at $70 more a frame: n(n-1)/2*$70 >= $A000 at n = 28 (the
	// level start's run the first).
	if down != 27 {
		t.Errorf("down after %d frames, want 27", down)
	}
	sim.Step(0)
	if sp.Y.Pixel() != ob.Y.Pixel()+0x1C {
		t.Errorf("spikes at %d, want %d", sp.Y.Pixel(), ob.Y.Pixel()+0x1C)
	}
	for i := 0; i < 60; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 500+0xA0-1 {
		t.Errorf("y %d after the wait and two rising frames, want %d", ob.Y.Pixel(), 500+0xA0-1)
	}
	for i := 0; i < 2*0xA0; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() > 502 {
		t.Errorf("y %d, want back at the top (500)", ob.Y.Pixel())
	}
}

// _incObj/31 Chained Stompers.asm: subtype $80 is type 0 on switch 0: it
// starts down ($70) and rises while the switch is pressed.
func TestChainStomp_Switch(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 500, "obj_id=0x31", "subtype=0x80", "respawn=true"))
	ob := &e.st.S2.Slots[pieces(e, idChainStomp)[0]]
	for i := 0; i < 10; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 500+0x70 {
		t.Fatalf("y %d, want down (%d)", ob.Y.Pixel(), 500+0x70)
	}
	e.st.S2.Switch[0] = 1
	for i := 0; i < 0x70*2+2; i++ {
		sim.Step(0)
	}
	if ob.Y.Pixel() != 500 {
		t.Errorf("y %d with the switch pressed, want up (500)", ob.Y.Pixel())
	}
}

// _incObj/45 Sideways Stomper.asm: the stomper goes out left to its
// distance ($38 for subtype 0), its spikes ($91) $20 to its left (SStom_Main
// moves the object 4 right before placing the spikes from its x).
func TestSideStomp_Out(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x45", "subtype=0x00", "respawn=true"))
	ks := pieces(e, idSideStomp)
	if len(ks) != 4 {
		t.Fatalf("%d pieces, want 4", len(ks))
	}
	ob := &e.st.S2.Slots[ks[0]]
	sp := &e.st.S2.Slots[ks[1]]
	for i := 0; i < 100 && !ob.Flag; i++ {
		sim.Step(0)
	}
	sim.Step(0)
	if ob.X.Pixel() != 304-0x38 || sp.X.Pixel() != 304-0x1C-0x38 || sp.Coll != 0x91 {
		t.Errorf("stomper x %d spikes x %d collision %#x, want %d, %d, $91", ob.X.Pixel(), sp.X.Pixel(), sp.Coll, 304-0x38, 304-0x1C-0x38)
	}
}

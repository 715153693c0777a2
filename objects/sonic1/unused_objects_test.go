package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/1D Unused Switch.asm: Swi_ChkTouch and Swi_Action: Sonic with
// his bottom 8 pixels below the switch's top ($10 above its y) and
// within $10 of its x sinks it 2 pixels from its first y and writes the
// word 1 to f_switch; his bottom level with its top is no touch; gone,
// it is back at its y.
func TestMagicSwitch_Touch(t *testing.T) {
	// Sonic's bottom is at 716 + 19 = 735.
	const y = 735 - 8 + 0x10
	sim, e := flatSim(t, 200, s1Obj(1, 208, y, "obj_id=0x1D", "subtype=0", "respawn=false"),
		s1Obj(2, 400, 735+0x10, "obj_id=0x1D", "subtype=0", "respawn=false"))
	k := e.slotOf(idMagicSwitch)
	e.st.S2.Switch[0] = 5
	sim.Step(0)
	ob := &e.st.S2.Slots[k]
	if ob.Y.Pixel() != y+2 || e.st.S2.Switch[0] != 0 || e.st.S2.Switch[1] != 1 {
		t.Fatalf("y %d switches %d %d, want %d 0 1", ob.Y.Pixel(), e.st.S2.Switch[0], e.st.S2.Switch[1], y+2)
	}
	e.st.S2.Switch[1] = 0
	e.st.X = physics.FromPixels(400) // at the other, level with its top
	sim.Step(0)
	if ob := &e.st.S2.Slots[k]; ob.Y.Pixel() != y {
		t.Errorf("y %d after Sonic left, want %d", ob.Y.Pixel(), y)
	}
	if e.st.S2.Switch[1] != 0 {
		t.Error("pressed with Sonic's bottom level with its top")
	}
}

// _incObj/19.asm, _incObj/4F.asm: the blank objects are a bare rts: the
// slot is kept as it was loaded, never drawn nor deleted, even out of
// range.
func TestObj19_Blank(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 300, 600, "obj_id=0x19", "subtype=0", "respawn=false"),
		s1Obj(2, 320, 600, "obj_id=0x4F", "subtype=0", "respawn=false"))
	a, b := e.slotOf(idObj19), e.slotOf(idObj4F)
	if a < 0 || b < 0 {
		t.Fatal("not loaded")
	}
	e.st.X = physics.FromPixels(3000)
	e.st.Cam.X = 2840
	sim.Step(0)
	for _, k := range []int{a, b} {
		if ob := &e.st.S2.Slots[k]; ob.Routine != 0 || ob.Coll != 0 || (ob.ID != idObj19 && ob.ID != idObj4F) {
			t.Errorf("slot %d: id %#x routine %d touch %#x", k, ob.ID, ob.Routine, ob.Coll)
		}
	}
}

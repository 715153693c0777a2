package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _incObj/66 Rotating Junction.asm: Jun_Action: Sonic pushing the disc
// from the left is taken when its gap (frame $E) faces him (f_playerctrl
// 1, the roll, ground speed $800); Jun_Release: he rides the rim
// (Jun_ChgPos) and is let go when the gap points down (frame 4: speeds
// 0, $800), his controls given back.
func TestJunction_GrabAndRelease(t *testing.T) {
	const x, y = 240, 736 - 0x30
	sim, e := flatSim(t, 100, s1Obj(1, x, y, "obj_id=0x66", "subtype=0x00", "respawn=false"))
	st := e.st
	k := e.slotOf(idJunction)
	if k < 0 || e.st.S2.Slots[k].Width != 0x30 {
		t.Fatal("no junction")
	}
	held := -1
	for i := 0; i < 400 && held < 0; i++ {
		sim.Step(physics.Right)
		if st.S2.Control == 1 {
			held = i
		}
	}
	ob := &st.S2.Slots[k]
	if held < 0 || ob.Routine != 6 || ob.B3F != 0xE || st.GSpeed != 0x800 || !st.Air || st.P.Anim.ID != physics.AnimRoll {
		t.Fatalf("not taken: control %d routine %d frame %d", st.S2.Control, ob.Routine, ob.MapFrame)
	}
	for i := 0; i < 200 && st.S2.Control != 0; i++ {
		sim.Step(physics.Right)
		if st.S2.Control != 0 {
			p := junPos[ob.MapFrame]
			if st.X.Pixel() != x+int(p[0]) || st.Y.Pixel() != y+int(p[1]) {
				t.Fatalf("held at %d,%d, frame %d's place %d,%d", st.X.Pixel(), st.Y.Pixel(), ob.MapFrame, x+int(p[0]), y+int(p[1]))
			}
		} else if ob.MapFrame != 4 || st.XSpeed != 0 || st.YSpeed != 0x800 || st.X.Pixel() != x || st.Y.Pixel() != y+0x20 {
			t.Fatalf("let go at frame %d, speeds %#x,%#x at %d,%d", ob.MapFrame, int(st.XSpeed), int(st.YSpeed), st.X.Pixel(), st.Y.Pixel())
		}
	}
	if st.S2.Control != 0 || ob.Routine != 2 {
		t.Errorf("still held: control %d routine %d", st.S2.Control, ob.Routine)
	}
}

// _incObj/66 Rotating Junction.asm: Jun_ChkSwitch: the disc turns a
// frame every 8 runs; its switch (f_switch by the subtype) going down
// reverses the way, once per press.
func TestJunction_Switch(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 400, 600, "obj_id=0x66", "subtype=0x03", "respawn=false"))
	o := &e.st.S2
	k := e.slotOf(idJunction)
	f0 := o.Slots[k].MapFrame
	for range 16 {
		sim.Step(0)
	}
	if f := o.Slots[k].MapFrame; f != (f0+2)&0xF {
		t.Fatalf("frame %d after 16 runs, want %d", f, (f0+2)&0xF)
	}
	o.Switch[3] = 1
	for range 16 {
		sim.Step(0)
	}
	if f := o.Slots[k].MapFrame; f != f0 || o.Slots[k].Timer != -1 {
		t.Errorf("frame %d way %d with the switch down, want %d, -1", f, o.Slots[k].Timer, f0)
	}
}

// _incObj/72 Teleporter.asm: loc_166C8: Sonic within $10 right of it is
// taken (f_playerctrl $81: no ReactToItem); loc_1675E: he bobs for $40
// runs; sub_1681C and loc_16798: he flies at $1000 to the route's end
// (subtype 0: $794, $98C) and drops out (y & $7FF, y speed $200), his
// controls given back, the teleporter ready again.
func TestTeleport_Route(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 716, "obj_id=0x72", "subtype=0x00", "respawn=false"))
	st := e.st
	k := e.slotOf(idTeleport)
	taken := -1
	for i := 0; i < 200 && taken < 0; i++ {
		sim.Step(physics.Right)
		if st.S2.Control == 0x81 {
			taken = i
		}
	}
	if taken < 0 || st.X.Pixel() != 200 {
		t.Fatalf("not taken (Sonic at %d)", st.X.Pixel())
	}
	ob := &st.S2.Slots[k]
	for range 0x40 {
		sim.Step(0)
	}
	// $794-200 across is longer than $98C-716 down: $1000 across.
	if ob.Routine != 6 || st.XSpeed != 0x1000 || st.YSpeed <= 0 || st.YSpeed >= 0x1000 {
		t.Fatalf("after the bob: routine %d speeds %#x,%#x, want 6, $1000 and under $1000", ob.Routine, int(st.XSpeed), int(st.YSpeed))
	}
	for i := 0; i < 400 && st.S2.Control != 0; i++ {
		sim.Step(0)
	}
	if st.S2.Control != 0 || st.X.Pixel() != 0x794 || st.Y.Pixel() != 0x98C&0x7FF || st.YSpeed != 0x200 || ob.Routine != 0 {
		t.Errorf("out at %#x,%#x speed %#x control %#x routine %d; want $794,%#x $200 0 0",
			st.X.Pixel(), st.Y.Pixel(), int(st.YSpeed), st.S2.Control, ob.Routine, 0x98C&0x7FF)
	}
}

// _incObj/72 Teleporter.asm: loc_166C8: subtype 7 takes Sonic only with
// 50 rings.
func TestTeleport_Rings(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 716, "obj_id=0x72", "subtype=0x07", "respawn=false"))
	for range 120 {
		sim.Step(physics.Right)
	}
	if e.st.S2.Control != 0 {
		t.Errorf("taken with %d rings", e.st.Obj.Rings)
	}
}

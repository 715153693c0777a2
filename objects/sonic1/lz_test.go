package sonic1

import (
	"testing"

	"loopwright/physics"
)

// slotOfID returns the first slot holding object id, -1 when none.
func slotOfID(e *engine, id uint8) int {
	for k := 0; k < Slots; k++ {
		if e.st.S2.Slots[k].ID == id {
			return k
		}
	}
	return -1
}

// _incObj/2C Jaws.asm: Jaws_Main swims at $40 (left; right when
// flipped) with touch $0A; Jaws_Turn turns it round every subtype x 64
// runs (the first run counts).
func TestJaws_SwimAndTurn(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 600, "obj_id=0x2C", "subtype=0x01", "respawn=true"))
	k := slotOfID(e, idJaws)
	if k < 0 {
		t.Fatal("no Jaws")
	}
	ob := &e.st.S2.Slots[k]
	if ob.Coll != 0x0A || ob.XVel != -0x40 {
		t.Fatalf("touch %#x speed %d, want $0A, -64", ob.Coll, int(ob.XVel))
	}
	x0 := ob.X
	for i := 0; i < 62; i++ {
		sim.Step(0)
	}
	if ob.XVel != -0x40 || ob.X != x0-62*0x40 {
		t.Fatalf("after 63 runs: speed %d x %v, want -64 and 62 x -$40 more", int(ob.XVel), ob.X)
	}
	sim.Step(0)
	if ob.XVel != 0x40 || ob.Status&1 == 0 {
		t.Errorf("64th run: speed %d status %#x, want turned right (timer 63 from the first run)", int(ob.XVel), ob.Status)
	}
}

// _incObj/16 Harpoon.asm: the horizontal harpoon extends (frames 1, 2,
// four runs each), its harmful touch by frame ($9C, $9D), waits 61
// runs, then retracts.
func TestHarpoon_Extends(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x16", "subtype=0x00", "respawn=false"))
	k := slotOfID(e, idHarpoon)
	ob := &e.st.S2.Slots[k]
	if ob.MapFrame != 1 || ob.Coll != 0x9C {
		t.Fatalf("first run: frame %d touch %#x, want 1, $9C", ob.MapFrame, ob.Coll)
	}
	for i := 0; i < 4; i++ {
		sim.Step(0)
	}
	if ob.MapFrame != 2 || ob.Coll != 0x9D {
		t.Fatalf("fifth run: frame %d touch %#x, want 2, $9D", ob.MapFrame, ob.Coll)
	}
	for i := 0; i < 4; i++ {
		sim.Step(0)
	}
	if ob.Routine != 4 {
		t.Fatalf("routine %d, want 4 (Harp_Wait)", ob.Routine)
	}
	for i := 0; i < 61; i++ {
		sim.Step(0)
	}
	if ob.Routine != 2 || ob.Anim != 1 {
		t.Errorf("after the wait: routine %d anim %d, want 2, 1 (retracting)", ob.Routine, ob.Anim)
	}
}

// _incObj/61 LZ Blocks.asm: type 1 waits 30 frames once Sonic stands on
// it (.type01), then falls (.type02) to the floor and stays (type 0);
// while untouched and stood on it sinks (loc_12180).
func TestLabyrinthBlock_FallsWhenStoodOn(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 100, 600, "obj_id=0x61", "subtype=0x01", "respawn=false"))
	k := slotOfID(e, idLabyBlock)
	ob := &e.st.S2.Slots[k]
	st := e.st
	st.X, st.Y = physics.FromPixels(100), physics.FromPixels(600-16-19-1)
	st.Air, st.YSpeed = true, 0x100
	stood := -1
	for i := 0; i < 200; i++ {
		sim.Step(0)
		if stood < 0 && ob.Status&standBit != 0 {
			stood = i
		}
		if ob.Sub == 0 {
			break
		}
	}
	if stood < 0 {
		t.Fatal("Sonic never stood on the block")
	}
	if ob.Sub != 0 || ob.Y.Pixel()+int(ob.YRad) > 737 || ob.Y.Pixel()+int(ob.YRad) < 735 {
		t.Errorf("subtype %d bottom %d, want 0 and on the floor (736)", ob.Sub, ob.Y.Pixel()+int(ob.YRad))
	}
}

// _incObj/61 LZ Blocks.asm: .type07 follows the water surface, at most
// 2 pixels a frame.
func TestLabyrinthBlock_FollowsWater(t *testing.T) {
	_, e := wetSim(t, 64, 500)
	o := &e.st.S2
	o.Slots[30] = physics.S2Obj{ID: idLabyBlock, Layout: -1, X: physics.FromPixels(300), Y: physics.FromPixels(520), Sub: 7}
	e.st.Water.Level = 500
	e.labyBlock(30)
	if y := o.Slots[30].Y.Pixel(); y != 518 {
		t.Errorf("y %d, want 518 (2 up toward the surface at 500)", y)
	}
	e.st.Water.Level = 517
	e.labyBlock(30)
	if y := o.Slots[30].Y.Pixel(); y != 517 {
		t.Errorf("y %d, want 517 (on the surface)", y)
	}
}

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

// _incObj/62 Gargoyle.asm: subtype 0 spits every 30 frames when on
// screen (Gar_SpitRate); the fireball (Gar_FireBall) is harmful ($98),
// 8 lower, flying $200 the way the head faces.
func TestGargoyle_Spits(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 200, 650, "obj_id=0x62", "subtype=0x00", "respawn=false"))
	k := slotOfID(e, idGargoyle)
	if k < 0 {
		t.Fatal("no gargoyle")
	}
	fire := -1
	n := 1
	for ; n < 40 && fire < 0; n++ {
		sim.Step(0)
		for j := 0; j < Slots; j++ {
			if ob := &e.st.S2.Slots[j]; ob.ID == idGargoyle && j != k {
				fire = j
			}
		}
	}
	if fire < 0 || n != 30 {
		t.Fatalf("fireball after %d runs, want 30", n)
	}
	if fire < k {
		sim.Step(0) // made after its slot ran: it starts next frame
	}
	sim.Step(0)
	fb := &e.st.S2.Slots[fire]
	if fb.Coll != 0x98 || fb.XVel != -0x200 || fb.Y.Pixel() != 658 {
		t.Errorf("fireball touch %#x speed %d y %d, want $98, -512, 658", fb.Coll, int(fb.XVel), fb.Y.Pixel())
	}
}

// _incObj/64 Bubbles.asm: a maker under the water and on screen makes
// bubbles (Bub_BblMaker, RandomNumber); a bubble rises at -$88.
func TestBubble_MakerMakes(t *testing.T) {
	sim, e := wetSim(t, 100, 500)
	o := &e.st.S2
	o.Slots[50] = physics.S2Obj{ID: idBubble, Layout: -1, X: physics.FromPixels(180), Y: physics.FromPixels(720), Sub: 0x80}
	got := false
	for i := 0; i < 60 && !got; i++ {
		sim.Step(0)
		for j := 0; j < Slots; j++ {
			if b := &o.Slots[j]; b.ID == idBubble && j != 50 && b.Routine != 0 {
				got = true
				if b.YVel != -0x88 || b.Sub > 2 {
					t.Errorf("bubble: y speed %d subtype %d, want -136 and 0-2", int(b.YVel), b.Sub)
				}
			}
		}
	}
	if !got {
		t.Error("no bubble in 60 frames")
	}
}

// _incObj/64 Bubbles.asm: Bub_ChkSonic: a full-size bubble at Sonic
// (his y up to $10 below it) is breathed: the air is full again, Sonic
// stops (35 frames of control lock) and the bubble bursts.
func TestBubble_Breathe(t *testing.T) {
	sim, e := wetSim(t, 100, 500)
	for i := 0; i < 200; i++ {
		sim.Step(0)
	}
	st := e.st
	if st.P.AirLeft >= physics.AirSeconds {
		t.Fatalf("air %d after 200 frames underwater, want less than 30", st.P.AirLeft)
	}
	o := &st.S2
	o.Slots[50] = physics.S2Obj{ID: idBubble, Routine: 4, Layout: -1, X: st.X, Y: st.Y - physics.FromPixels(8),
		YVel: -0x88, Anim: 2, Flag: true, Render: 0x84 | physics.S2OnScreen, BaseX: int16(st.X.Pixel())}
	timer := st.P.AirTimer
	e.bubble(50)
	if st.P.AirLeft != physics.AirSeconds || st.MoveLock != 35 || o.Slots[50].Routine != 6 {
		t.Errorf("air %d lock %d bubble routine %d, want 30, 35, 6 (bursting)", st.P.AirLeft, st.MoveLock, o.Slots[50].Routine)
	}
	if st.P.AirTimer != timer {
		t.Errorf("the second of air %d, want %d kept (ResumeMusic sets only v_air)", st.P.AirTimer, timer)
	}
}

// _incObj/49 Waterfall Sound.asm: out of range it is deleted with
// DeleteObject (its respawn entry stays loaded); it is never drawn.
func TestWaterSound_Deleted(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	o.Slots[50] = physics.S2Obj{ID: idWaterSound, Layout: -1, X: physics.FromPixels(120), Respawn: 3}
	o.Respawn[2+3] = 0x80
	e.waterSound(50)
	if o.Slots[50].ID != idWaterSound || e.shown[50] {
		t.Fatalf("in range: id %#x shown %v, want kept, not drawn", o.Slots[50].ID, e.shown[50])
	}
	o.Slots[50].X = physics.FromPixels(5000)
	e.waterSound(50)
	if o.Slots[50].ID != 0 || o.Respawn[2+3] != 0x80 {
		t.Errorf("out of range: id %#x respawn %#x, want deleted, $80 kept", o.Slots[50].ID, o.Respawn[2+3])
	}
}

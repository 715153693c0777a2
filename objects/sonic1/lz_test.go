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
	putSlot(o, 30, physics.S2Obj{ID: idLabyBlock, Layout: -1, X: physics.FromPixels(300), Y: physics.FromPixels(520), Sub: 7})
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
	putSlot(o, 50, physics.S2Obj{ID: idBubble, Layout: -1, X: physics.FromPixels(180), Y: physics.FromPixels(720), Sub: 0x80})
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
	putSlot(o, 50, physics.S2Obj{ID: idBubble, Routine: 4, Layout: -1, X: st.X, Y: st.Y - physics.FromPixels(8),
		YVel: -0x88, Anim: 2, Flag: true, Render: 0x84 | physics.S2OnScreen, BaseX: int16(st.X.Pixel())})
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
	putSlot(o, 50, physics.S2Obj{ID: idWaterSound, Layout: -1, X: physics.FromPixels(120), Respawn: 3})
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

// _inc/LZWaterFeatures.asm: LZWindTunnels: Sonic inside act 1's second
// current (x $F80-$140F, y $100-$17F) is carried 4 pixels right with x
// speed $400, in the air; Up lifts him a pixel; stopped currents
// (f_wtunnelallow) do nothing; outside, the current mode ends.
func TestLZWindTunnels_Carry(t *testing.T) {
	_, e := quietSim(t)
	e.zoneAct = "lz1"
	st := e.st
	st.X, st.Y = physics.FromPixels(0x1000), physics.FromPixels(0x140)
	st.Air = false
	st.S2.Vint = 0x40 + 5 // d0's low byte 5: x & $FF00 | 5 - $80 >= $F80: no drift
	e.windTunnels(0, physics.Up)
	if st.X.Pixel() != 0x1004 || st.Y.Pixel() != 0x13F || st.XSpeed != 0x400 || st.YSpeed != 0 || !st.Air || !st.S2.WindTunnel {
		t.Errorf("carried to (%#x, %#x) speeds %d %d air %v mode %v, want ($1004, $13F), 1024, 0, in the air, on",
			st.X.Pixel(), st.Y.Pixel(), int(st.XSpeed), int(st.YSpeed), st.Air, st.S2.WindTunnel)
	}
	st.S2.WindOff = true
	e.windTunnels(0, 0)
	if st.X.Pixel() != 0x1004 {
		t.Errorf("a stopped current moved Sonic to %#x", st.X.Pixel())
	}
	st.S2.WindOff = false
	st.Y = physics.FromPixels(0x200)
	e.windTunnels(0, 0)
	if st.S2.WindTunnel {
		t.Error("out of the current, the mode stays on")
	}
}

// _inc/LZWaterFeatures.asm: LZWaterSlides: on the ground in a slide
// chunk (7: speed -11) Sonic takes the slide's ground speed and the
// slide mode, in which Sonic_Move takes no input and no friction; off
// the slide chunks the mode ends with a 5-frame control lock.
func TestLZWaterSlides_Slide(t *testing.T) {
	sim, e := flatSim(t, 300, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	e.zoneAct = "lz1"
	l := e.level
	l.Layout[2*l.LayoutW+1] = 7 // the 256x256 chunk at (1, 2): Sonic's (x 300, y 716)
	sim.Step(physics.Right)
	st := e.st
	if !st.S2.SlideMode || st.GSpeed != -0xB00 || !st.FacingLeft {
		t.Fatalf("slide mode %v ground speed %d facing left %v, want on, -2816, left", st.S2.SlideMode, int(st.GSpeed), st.FacingLeft)
	}
	for i := 0; i < 20 && st.S2.SlideMode; i++ {
		sim.Step(physics.Right)
		if st.S2.SlideMode && st.GSpeed != -0xB00 {
			t.Fatalf("sliding: ground speed %d, want -2816 (Right held: no input)", int(st.GSpeed))
		}
	}
	if st.S2.SlideMode || st.X.Pixel() >= 256 {
		t.Fatalf("slide mode %v at x %d, want off past x 256", st.S2.SlideMode, st.X.Pixel())
	}
	if st.MoveLock != 5 && st.MoveLock != 4 {
		t.Errorf("control lock %d after the slide, want 5 (less the frame's tick)", st.MoveLock)
	}
}

// _incObj/60 Orbinaut.asm: Orb_Main gives the body (touch $0B) four
// harmful orbs ($98) in the next free slots, circling it 16 pixels out;
// Orb_ChkSonic angers it when Sonic is near; angry (frame 2), each orb
// passing below it ($40) is fired at -$200 (Orb_MoveOrb), and with the
// last the body moves on.
func TestOrbinaut_OrbsAndFire(t *testing.T) {
	// Sonic right of it: the orbs fly left, away from him.
	sim, e := flatSim(t, 330, s1Obj(1, 200, 690, "obj_id=0x60", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	k := slotOfID(e, idOrbinaut)
	body := &o.Slots[k]
	if body.Coll != 0x0B || body.Index != 4 {
		t.Fatalf("body touch %#x orbs %d, want $0B, 4", body.Coll, body.Index)
	}
	for i := 0; i < 4; i++ {
		j := int(body.Logs[i])
		orb := &o.Slots[j]
		if j <= k || orb.Coll != 0x98 || orb.Routine != 6 {
			t.Fatalf("orb %d in slot %d: touch %#x routine %d", i, j, orb.Coll, orb.Routine)
		}
		dx, dy := orb.X.Pixel()-body.X.Pixel(), orb.Y.Pixel()-body.Y.Pixel()
		if dx*dx+dy*dy < 14*14 || dx*dx+dy*dy > 17*17 {
			t.Errorf("orb %d at (%d, %d) from the body, want 16 out", i, dx, dy)
		}
	}
	fired := 0
	for i := 0; i < 400 && body.Routine == 2; i++ {
		sim.Step(0)
		for k2 := 0; k2 < Slots; k2++ {
			if ob := &o.Slots[k2]; ob.ID == idOrbinaut && ob.Routine == 8 && ob.XVel != -0x200 {
				t.Fatalf("fired orb speed %d, want -512", int(ob.XVel))
			}
		}
		fired = 4 - int(body.Index)
	}
	if body.Routine != 4 || fired != 4 || e.st.Dead {
		t.Errorf("body routine %d, %d orbs fired, Sonic dead %v: want all four fired and the body moving on (4)", body.Routine, fired, e.st.Dead)
	}
}

// _incObj/0C Flapping Door.asm: subtype 1 opens and closes every 60
// frames; closed, with Sonic left of it, it is solid and stops the
// currents (f_wtunnelallow).
func TestFlapDoor_ClosedSolid(t *testing.T) {
	sim, e := flatSim(t, 150, s1Obj(1, 200, 700, "obj_id=0x0C", "subtype=0x01", "respawn=false"))
	o := &e.st.S2
	k := slotOfID(e, idFlapDoor)
	ob := &o.Slots[k]
	// The first run (wait 0 - 1) toggles: opening.
	if ob.Anim != 1 {
		t.Fatalf("anim %d after the first run, want 1", ob.Anim)
	}
	closed := 0
	for i := 0; i < 130; i++ {
		sim.Step(physics.Right)
		if ob.MapFrame == 0 && e.st.X.Pixel() < 200 {
			closed++
			if !o.WindOff {
				t.Fatal("closed with Sonic left of it: currents not stopped")
			}
		}
	}
	if closed == 0 {
		t.Fatal("never closed")
	}
}

// _incObj/0B Pole that Breaks.asm: touched (collision $E1, counted in
// its property) with Sonic right of x + $14, it catches him there with
// his controls locked (his movement code skipped); subtype 1 breaks it
// after 60 frames and frees him.
func TestPole_CatchAndBreak(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 700, "obj_id=0x0B", "subtype=0x01", "respawn=false"))
	o := &e.st.S2
	k := slotOfID(e, idPole)
	ob := &o.Slots[k]
	if ob.Coll != 0xE1 {
		t.Fatalf("touch %#x, want $E1", ob.Coll)
	}
	st := e.st
	st.X, st.Y = physics.FromPixels(224), physics.FromPixels(700)
	st.Air = true
	ob.CollProp = 1
	sim.Step(0)
	if o.Control != 1 || st.X.Pixel() != 200+0x14 || ob.B3F != 1 {
		t.Fatalf("control %d x %d grabbed %d, want 1, %d, 1", o.Control, st.X.Pixel(), ob.B3F, 200+0x14)
	}
	y := st.Y
	for i := 0; i < 30; i++ {
		sim.Step(0)
	}
	if st.Y != y {
		t.Errorf("held: y moved %v -> %v", y, st.Y)
	}
	for i := 0; i < 40 && o.Control != 0; i++ {
		sim.Step(0)
	}
	if o.Control != 0 || ob.MapFrame != 1 || ob.Routine != 4 {
		t.Errorf("after 60 frames: control %d frame %d routine %d, want 0, 1 (broken), 4", o.Control, ob.MapFrame, ob.Routine)
	}
}

// _incObj/2A SBZ Small Door.asm: the door opens while Sonic is within
// $40 left of it (ADoor_OpenShut), and is solid while shut.
func TestAutoDoor_Opens(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	st := e.st
	putSlot(o, 40, physics.S2Obj{ID: idAutoDoor, Layout: -1, X: physics.FromPixels(300), Y: physics.FromPixels(700)})
	st.X = physics.FromPixels(100)
	e.autoDoor(40)
	if o.Slots[40].Anim != 0 || o.Slots[40].MapFrame != 8 {
		t.Errorf("far: anim %d frame %d, want 0 (closing), frame 8", o.Slots[40].Anim, o.Slots[40].MapFrame)
	}
	st.X = physics.FromPixels(270)
	for i := 0; i < 10; i++ {
		e.autoDoor(40)
	}
	if o.Slots[40].Anim != 1 || o.Slots[40].MapFrame != 8 {
		t.Errorf("near: anim %d frame %d, want 1 (opening) and open (8)", o.Slots[40].Anim, o.Slots[40].MapFrame)
	}
}

// _incObj/63 LZ Conveyor.asm: a platform of path 0 from corner 0 heads
// for ($1078, $21A) at $100 (LCon_ChangeDir), turns there to the next
// corner ($10BE, $260): diagonal, $100 both ways.
func TestLabyrinthConvey_Path(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0x1000
	putSlot(o, 40, physics.S2Obj{ID: idLabyConvey, Layout: -1, X: physics.FromPixels(0x1070), Y: physics.FromPixels(0x21A)})
	e.labyConvey(40)
	ob := &o.Slots[40]
	if ob.XVel != 0x100 || ob.YVel != 0 || ob.BaseX != 0x1078 {
		t.Fatalf("speeds %d %d target x %#x, want 256, 0, $1078", int(ob.XVel), int(ob.YVel), ob.BaseX)
	}
	for i := 0; i < 8; i++ {
		e.labyConvey(40)
	}
	if ob.X.Pixel() != 0x1079 || ob.BaseX != 0x10BE || ob.XVel != 0x100 || ob.YVel != 0x100 {
		t.Errorf("at x %#x target %#x speeds %d %d, want past $1078 toward $10BE at 256, 256", ob.X.Pixel(), ob.BaseX, int(ob.XVel), int(ob.YVel))
	}
}

// _incObj/63 LZ Conveyor.asm: a spawner ($80) lays out its file's
// platforms (lz1pf1: the spawner's slot the first) once: a second
// spawner of the same subtype is deleted (v_obj63).
func TestLabyrinthConvey_Spawner(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	e.st.Cam.X = 0x1000
	e.heights = map[string][]byte{"lz1pf1": {0, 1, 0x10, 0x78, 0x02, 0x1A, 0, 0, 0x10, 0xBE, 0x02, 0x91, 0, 2}}
	putSlot(o, 40, physics.S2Obj{ID: idLabyConvey, Sub: 0x80, X: physics.FromPixels(0x1080), Y: physics.FromPixels(0x300)})
	e.labyConvey(40)
	if ob := &o.Slots[40]; ob.X.Pixel() != 0x1078 || ob.Sub != 0 || o.Obj63[0] != 1 {
		t.Fatalf("spawner slot: x %#x subtype %d flag %d, want $1078, 0, 1", ob.X.Pixel(), ob.Sub, o.Obj63[0])
	}
	n := 0
	for k := 0; k < Slots; k++ {
		if o.Slots[k].ID == idLabyConvey {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d platforms, want 2", n)
	}
	putSlot(o, 41, physics.S2Obj{ID: idLabyConvey, Sub: 0x80, X: physics.FromPixels(0x1080), Y: physics.FromPixels(0x300)})
	e.labyConvey(41)
	if o.Slots[41].ID != 0 {
		t.Error("a second spawner is not deleted")
	}
}

// _incObj/77 Boss - Labyrinth.asm: the ship (touch $0F, 8 hits) with
// its face and flame waits at (boss_lz_x+$30, boss_lz_y+$500) for
// Sonic, climbs the shaft (loc_17FA0 ... loc_1801E, swaying) to the
// top, crosses to boss_lz_x+$16C and waits for Sonic there; then,
// $32 frames later, it flies off right ($400) opening the right limit
// 2 a frame (loc_18152).
func TestBossLabyrinth_Route(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	st := e.st
	putSlot(o, 30, physics.S2Obj{ID: idBossLabyrinth, Layout: -1})
	st.X, st.Y = physics.FromPixels(bossLZX-0x100), physics.FromPixels(bossLZY+0x560)
	e.bossLabyrinth(30)
	ob := &o.Slots[30]
	if ob.X.Pixel() != bossLZX+0x30 || ob.Y.Pixel() != bossLZY+0x500 || ob.Coll != 0x0F || ob.CollProp != 8 {
		t.Fatalf("ship at (%#x, %#x) touch %#x hits %d", ob.X.Pixel(), ob.Y.Pixel(), ob.Coll, ob.CollProp)
	}
	parts := 0
	for k := 0; k < Slots; k++ {
		if p := &o.Slots[k]; p.ID == idBossLabyrinth && k != 30 && p.Parent == 31 {
			parts++
		}
	}
	if parts != 2 {
		t.Fatalf("%d parts, want the face and the flame", parts)
	}
	for i := 0; i < 10; i++ {
		e.bossLabyrinth(30)
	}
	if ob.Routine2 != 0 {
		t.Fatalf("stage %d with Sonic far left, want 0 (waiting)", ob.Routine2)
	}
	st.X = physics.FromPixels(bossLZX - 0x40)
	n := 0
	for ; n < 5000 && ob.Routine2 != 0x0A; n++ {
		// Sonic keeps up: just below the ship.
		st.Y = ob.Y + physics.FromPixels(0x20)
		e.bossLabyrinth(30)
	}
	if ob.Routine2 != 0x0A || ob.X.Pixel() != bossLZX+0x16C || ob.Y.Pixel() != bossLZY {
		t.Fatalf("after %d frames: stage %#x at (%#x, %#x), want $A at (boss_lz_x+$16C, boss_lz_y)", n, ob.Routine2, ob.X.Pixel(), ob.Y.Pixel())
	}
	st.X, st.Y = physics.FromPixels(bossLZX+0xE8), physics.FromPixels(bossLZY+0x30)
	st.Cam.MaxX = bossLZX + 0x100
	e.bossLabyrinth(30)
	for i := 0; i < 0x32; i++ {
		e.bossLabyrinth(30)
	}
	if ob.Routine2 != 0x0E || ob.XVel != 0x400 {
		t.Fatalf("stage %#x x speed %d, want $E and 1024 ($32 frames after Sonic came)", ob.Routine2, int(ob.XVel))
	}
	m := st.Cam.MaxX
	e.bossLabyrinth(30)
	if st.Cam.MaxX != m+2 {
		t.Errorf("right limit %#x -> %#x, want +2", m, st.Cam.MaxX)
	}
}

// _incObj/77 Boss - Labyrinth.asm: loc_17F48: a hit (React_Enemy takes
// the touch box and a hit) flashes the ship $20 frames, then its touch
// box ($0F) is back.
func TestBossLabyrinth_HitFlash(t *testing.T) {
	_, e := quietSim(t)
	o := &e.st.S2
	putSlot(o, 30, physics.S2Obj{ID: idBossLabyrinth, Layout: -1})
	e.bossLabyrinth(30)
	e.st.Rolling = true
	e.reactEnemy(30)
	ob := &o.Slots[30]
	if ob.Coll != 0 || ob.CollProp != 7 {
		t.Fatalf("after a hit: touch %#x hits %d, want 0, 7", ob.Coll, ob.CollProp)
	}
	n := 0
	for ; n < 100 && ob.Coll == 0; n++ {
		e.bossLabyrinth(30)
	}
	if n != 0x20 || ob.Coll != 0x0F {
		t.Errorf("touch back after %d frames (%#x), want $20 frames, $0F", n, ob.Coll)
	}
}

// sonic.asm: Sonic_Control skips ReactToItem while f_playerctrl has bit
// 7 set (the drowning countdown sets $81): a harmful touch box does
// nothing then.
func TestReactToItem_ControlBit7(t *testing.T) {
	for _, locked := range []bool{false, true} {
		sim, e := quietSim(t)
		st := e.st
		o := &st.S2
		putSlot(o, 50, physics.S2Obj{ID: 0x19, Routine: 2, Layout: -1, X: st.X, Y: st.Y, Coll: 0x96, Render: 4 | physics.S2OnScreen, Width: 0x10})
		if locked {
			o.Control = 0x80
		}
		st.Obj.Rings = 5
		sim.Step(0)
		if st.Obj.Hurt == locked {
			t.Errorf("f_playerctrl bit 7 %v: hurt %v, want %v", locked, st.Obj.Hurt, !locked)
		}
	}
}

// putSlot puts ob in level slot k as a test sets up the object RAM,
// raising S2State.Top past it as the engine's slot finders do.
func putSlot(o *physics.S2State, k int, ob physics.S2Obj) {
	o.Slots[k] = ob
	if k < Slots && k >= int(o.Top) {
		o.Top = int16(k + 1)
	}
}

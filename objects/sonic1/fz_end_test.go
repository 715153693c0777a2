package sonic1

import (
	"testing"

	"loopwright/physics"
)

// fzFlying is the Final Zone's boss in its last stage, the fleeing ship
// (loc_1A1D4), rising (Y Speed -$18) at x, Sonic at sx on the ground.
func fzFlying(t *testing.T, x, sx int) (*engine, int) {
	t.Helper()
	e, k := fzArena(t)
	ob := &e.st.S2.Slots[k]
	ob.B3E = fzFly
	ob.X, ob.Y = physics.FromPixels(x), physics.FromPixels(bossFZY)
	ob.XVel, ob.YVel = 0, -0x18
	ob.Coll, ob.Timer = 0xF, 0
	e.st.X = physics.FromPixels(sx)
	e.st.GSpeed = 0x600
	return e, k
}

// _incObj/85 Boss - Final.asm: loc_1A216: with Sonic at boss_fz_end+$90
// or right of it the game takes his controls (f_lockctrl) and writes his
// buttons (v_jpadhold2: Up while the ship rises, none once it comes
// down), clears his ground speed and, while the ship rises, holds him at
// boss_fz_end+$E0; left of boss_fz_end+$90 nothing is taken.
func TestBossFinal_LockControls(t *testing.T) {
	e, _ := fzFlying(t, bossFZEnd, bossFZEnd+0x8F)
	e.executeObjects()
	if o := &e.st.S2; o.LockCtrl || e.st.GSpeed != 0x600 {
		t.Fatalf("left of boss_fz_end+$90: controls taken %v, ground speed %#x", o.LockCtrl, e.st.GSpeed)
	}
	e, k := fzFlying(t, bossFZEnd, bossFZEnd+0x100)
	e.st.X |= 0x80
	e.executeObjects()
	o := &e.st.S2
	if !o.LockCtrl || o.LockIn != physics.Up || e.st.GSpeed != 0 {
		t.Errorf("ship rising: controls taken %v buttons %v ground speed %#x, want taken, Up, 0", o.LockCtrl, o.LockIn, e.st.GSpeed)
	}
	if e.st.X != physics.FromPixels(bossFZEnd+0xE0)|0x80 {
		t.Errorf("Sonic at %#x, want held at boss_fz_end+$E0 (sub-pixel kept)", int(e.st.X))
	}
	o.Slots[k].YVel = 0x60
	e.st.X = physics.FromPixels(bossFZEnd + 0x100)
	e.executeObjects()
	if o.LockIn != 0 || e.st.X.Pixel() != bossFZEnd+0x100 {
		t.Errorf("ship coming down: buttons %v, Sonic at %#x; want none and not held", o.LockIn, e.st.X.Pixel())
	}
}

// Sonic_Control: while f_lockctrl is set Sonic's code reads the buttons
// the object wrote (v_jpadhold2), not the joypad: the frame's input is
// BossFinal's, Right held on the joypad or not.
func TestBossFinal_LockedInput(t *testing.T) {
	sim, e := actSim(t, "fz")
	o := &e.st.S2
	o.LockCtrl, o.LockIn = true, physics.Up
	sim.Step(physics.Right | physics.Jump)
	if r := sim.Record(); r.Input != physics.Up || r.XSpeed != 0 || !r.Grounded {
		t.Errorf("input %v x speed %#x grounded %v, want Up only, standing still", r.Input, int(r.XSpeed), r.Grounded)
	}
}

// _incObj/85 Boss - Final.asm: loc_1A248: once the ship is right of
// boss_fz_end+$200 and off screen the game mode becomes the ending's
// (id_Ending) and the ship is deleted; Level_MainLoop then returns at
// the frame's end: the run ends with that frame (State.End "ending"),
// and nothing moves after it.
func TestBossFinal_Ending(t *testing.T) {
	e, k := fzFlying(t, bossFZEnd+0x1FF, bossFZEnd)
	o := &e.st.S2
	o.Slots[k].Render &^= physics.S2OnScreen
	e.executeObjects()
	if o.GoMode != "" || o.Slots[k].ID == 0 {
		t.Fatal("left of boss_fz_end+$200: the level ended")
	}
	e, k = fzFlying(t, bossFZEnd+0x200, bossFZEnd)
	o = &e.st.S2
	o.Slots[k].Render |= physics.S2OnScreen
	e.executeObjects()
	if o.GoMode != "" {
		t.Fatal("on screen: the level ended")
	}
	o.Slots[k].X = physics.FromPixels(bossFZEnd + 0x200)
	o.Slots[k].Render &^= physics.S2OnScreen
	e.executeObjects()
	if o.GoMode != "ending" || o.Slots[k].ID != 0 {
		t.Fatalf("game mode %q, ship slot id %#x; want the ending and the ship deleted", o.GoMode, o.Slots[k].ID)
	}

	sim, e := actSim(t, "fz")
	e.st.S2.GoMode = "ending"
	sim.Step(physics.Right)
	if sim.Ended() != "ending" || sim.Record().End != "ending" {
		t.Fatalf("ended %q, record %q; want ending", sim.Ended(), sim.Record().End)
	}
	var before physics.State
	sim.Save(&before)
	sim.Step(physics.Right)
	if r := sim.Record(); r.Frame != before.Frame+1 || r.X != before.X || r.XSpeed != before.XSpeed || r.End != "ending" {
		t.Errorf("after the end: frame %d x %#x speed %#x end %q; want the frame counted, nothing moved", r.Frame, int(r.X), int(r.XSpeed), r.End)
	}
}

// _inc/DynamicLevelEvents.asm: DLE_SBZ3: with the camera at $D00 or right
// of it and Sonic above y $18 the game restarts into the Final Zone
// (f_restart, v_zone $502) with his controls taken (f_playerctrl 1);
// REV01's Level_MainLoop leaves the level after the next frame's
// ExecuteObjects (State.End "fz"), Sonic not moving by himself in it.
func TestEngine_LevelEventsSBZ3(t *testing.T) {
	for _, c := range []struct{ camX, y int }{{0xCFF, 0x10}, {0xD00, 0x18}, {0xD00, -1}} {
		_, e := actSim(t, "sbz3")
		e.st.Y = physics.FromPixels(c.y)
		if e.camAt(c.camX, 0); e.st.S2.GoLevel != "" {
			t.Errorf("camera x %#x, Sonic y %d: restarted into %q", c.camX, c.y, e.st.S2.GoLevel)
		}
	}
	sim, e := actSim(t, "sbz3")
	st := e.st
	st.Y = physics.FromPixels(0x17)
	st.S2.Star.Last = 3
	e.camAt(0xD00, 0)
	if st.S2.GoLevel != "fz" || st.S2.Control != 1 || st.S2.Star.Last != 0 {
		t.Fatalf("restart into %q, f_playerctrl %d, last lamp %d; want fz, 1, 0", st.S2.GoLevel, st.S2.Control, st.S2.Star.Last)
	}
	x := st.X
	sim.Step(physics.Right)
	if sim.Ended() != "fz" || sim.Record().End != "fz" {
		t.Fatalf("ended %q, want fz", sim.Ended())
	}
	if st.X != x || st.XSpeed != 0 {
		t.Errorf("Sonic moved in the last frame: x %#x (was %#x), x speed %#x", int(st.X), int(x), int(st.XSpeed))
	}
}

// _incObj/Sonic LevelBound.asm: .bottom: below the bottom limit Sonic
// dies (KillSonic), but in Scrap Brain 2 at x $2000 or right of it the
// game restarts into Labyrinth's fourth act, Scrap Brain 3 (f_restart,
// v_zone $0103, v_lastlamp cleared): he lives, and the run ends after
// the frame's objects (State.End "sbz3").
func TestEngine_LeaveAtBottomSBZ2(t *testing.T) {
	for _, c := range []struct {
		za   string
		x    int
		want string
	}{{"sbz2", 0x2000, "sbz3"}, {"sbz2", 0x1FFF, ""}, {"sbz1", 0x2000, ""}} {
		sim, e := actSim(t, c.za)
		st := e.st
		st.Cam.MinX, st.Cam.MaxX, st.Cam.MaxY, st.Cam.TargetMaxY = 0, 0x3000, 0, 0
		st.X = physics.FromPixels(c.x)
		st.S2.Star.Last = 2
		sim.Step(0)
		if got := sim.Ended(); got != c.want || st.Dead != (c.want == "") {
			t.Errorf("%s at x %#x below the bottom: ended %q dead %v, want %q", c.za, c.x, got, st.Dead, c.want)
		}
		if c.want != "" && st.S2.Star.Last != 0 {
			t.Errorf("%s: last lamp post %d, want cleared", c.za, st.S2.Star.Last)
		}
	}
}

package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _inc/HUD_Update.asm: .chktime counts v_time in each frame's V-int from
// the level's start (sonic.asm: Level_DelayLoop's four V-ints already
// counted): the first frame's code sees 5 sixtieths, 60 frames later a
// second more.
func TestHUDUpdate_Timer(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	sim.Step(0)
	if o.Time != 5 || !o.TimeCount {
		t.Fatalf("first frame: time %#x counting %v, want 5, true", o.Time, o.TimeCount)
	}
	for range 60 {
		sim.Step(0)
	}
	if o.Time != 1<<8|5 {
		t.Errorf("61 frames: time %#x, want 0:01 and 5", o.Time)
	}
	o.Time = 0<<16 | 59<<8 | 59
	sim.Step(0)
	if o.Time != 1<<16 {
		t.Errorf("after 0:59:59 time %#x, want 1:00:00", o.Time)
	}
}

// _inc/HUD_Update.asm: TimeOver: at 9:59:59 the next V-int stops the
// timer and kills Sonic (KillSonic).
func TestHUDUpdate_TimeOver(t *testing.T) {
	sim, e := flatSim(t, 100, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	sim.Step(0)
	o.Time = 9<<16 | 59<<8 | 58
	sim.Step(0)
	if o.Time != timeOver || e.st.Dead {
		t.Fatalf("time %#x dead %v, want 9:59:59 alive", o.Time, e.st.Dead)
	}
	sim.Step(0)
	if !e.st.Dead || o.TimeCount || o.Time != timeOver {
		t.Errorf("dead %v counting %v time %#x, want dead, stopped at 9:59:59", e.st.Dead, o.TimeCount, o.Time)
	}
}

// _incObj/79 Lamppost.asm: Lamp_LoadInfo restores v_lamp_time with 59
// sixtieths and a second less: at 0 seconds the byte becomes 255, and
// HUD_Update rolls it to 0 without a minute.
func TestLamppost_Time(t *testing.T) {
	if got := lampTime(2<<16 | 30<<8 | 7); got != 2<<16|29<<8|59 {
		t.Errorf("lampTime(2:30:07) = %#x, want 2:29:59", got)
	}
	sim, e := flatSim(t, 100, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	sim.Step(0)
	o.Time = lampTime(2 << 16)
	if o.Time != 2<<16|0xFF<<8|59 {
		t.Fatalf("lampTime(2:00:00) = %#x, want 2, 255, 59", o.Time)
	}
	sim.Step(0)
	if o.Time != 2<<16 {
		t.Errorf("time %#x, want 2:00:00 (the seconds wrap, no minute)", o.Time)
	}
}

// _incObj/0D Signpost.asm: GotThroughAct: the time bonus from
// TimeBonuses by (minutes x 60 + seconds) / 15, at most the 21st (0);
// the ring bonus rings x 10; the timer stops.
func TestGotThroughAct_Bonuses(t *testing.T) {
	_, e := flatSim(t, 100, s1Obj(1, 3000, 700, "obj_id=0x25", "subtype=0x00", "respawn=true"))
	o := &e.st.S2
	for _, c := range []struct {
		time   uint32
		rings  int
		tb, rb uint16
	}{
		{0<<16 | 29<<8 | 59, 0, 5000, 0},
		{0<<16 | 30<<8, 3, 1000, 30},
		{1<<16 | 14<<8 | 30, 12, 400, 120},
		{4<<16 | 59<<8, 100, 50, 1000},
		{5 << 16, 1, 0, 10},
		{9<<16 | 59<<8 | 59, 0, 0, 0},
	} {
		o.Time, o.TimeCount, e.st.Obj.Rings = c.time, true, c.rings
		e.actBonuses()
		if o.TimeBonus != c.tb || o.RingBonus != c.rb || o.TimeCount {
			t.Errorf("time %#x rings %d: bonuses %d, %d counting %v; want %d, %d, stopped", c.time, c.rings, o.TimeBonus, o.RingBonus, o.TimeCount, c.tb, c.rb)
		}
	}
}

// _incObj/0D Signpost.asm: Sign_Touch stops the timer (f_timecount) as
// Sonic passes the post, before the spin ends the act.
func TestSignpost_StopsTimer(t *testing.T) {
	sim, e := flatSim(t, 3900, s1Obj(1, 3940, 700, "obj_id=0x0D", "subtype=0x00", "respawn=false"))
	st := e.st
	for i := 0; i < 60 && st.Cam.MinX != st.Cam.MaxX; i++ {
		sim.Step(physics.Right)
	}
	if st.S2.TimeCount {
		t.Fatal("the timer runs on past the signpost")
	}
	at := st.S2.Time
	for range 30 {
		sim.Step(0)
	}
	if st.S2.Time != at {
		t.Errorf("time %#x, want %#x (stopped)", st.S2.Time, at)
	}
}

// _incObj/79 Lamppost.asm: Lamp_StoreInfo saves v_time; after the death
// the restart at the post starts from Lamp_LoadInfo's time (59
// sixtieths, a second less), then Level_DelayLoop's four V-ints and the
// first frame's count it on.
func TestLamppost_SavesTime(t *testing.T) {
	sim, e := flatSim(t, 64, s1Obj(1, 200, 716, "obj_id=0x79", "subtype=0x01", "respawn=true"))
	st := e.st
	for i := 0; i < 120 && st.S2.Star.Last == 0; i++ {
		sim.Step(physics.Right)
	}
	saved := st.S2.Star.Time
	if st.S2.Star.Last != 1 || saved == 0 {
		t.Fatalf("post %d saved time %#x, want post 1 and the time", st.S2.Star.Last, saved)
	}
	st.S2.Star.Time = 1<<16 | 20<<8 | 10
	e.killSonic(-1)
	for i := 0; i < 600 && st.Dead; i++ {
		sim.Step(0)
	}
	// 1:19:59 and Level_DelayLoop's four V-ints; the first frame's own.
	if st.Dead || st.S2.Time != 1<<16|20<<8|3 || !st.S2.TimeCount {
		t.Errorf("after the restart: dead %v time %#x counting %v, want 1:20:03 counting", st.Dead, st.S2.Time, st.S2.TimeCount)
	}
	sim.Step(0)
	if st.S2.Time != 1<<16|20<<8|4 {
		t.Errorf("the restart's first frame: time %#x, want 1:20:04", st.S2.Time)
	}
}

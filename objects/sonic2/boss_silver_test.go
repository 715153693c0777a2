package sonic2

import (
	"testing"

	"loopwright/physics"
)

// silverSim is Sonic at x $300 on the flat floor (y 736) with Silver
// Sonic (ObjAF, subtype $48) in slot 50 at $348,$A0, as LevEvents_DEZ
// loads it.
func silverSim(p2 bool) (*physics.Sim, *physics.S2Obj) {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
	var s *physics.Sim
	if p2 {
		s = newSimP2(tl, 0x300, 0x2E0, 716)
	} else {
		s = newSim(tl, physics.S2, 0x300, 716)
	}
	st := s.Live()
	st.S2.Slots[50] = physics.S2Obj{ID: s2MechaSonic, Sub: 0x48, Layout: -1,
		X: physics.FromPixels(0x348), Y: physics.FromPixels(0xA0)}
	st.S2.Top = max(st.S2.Top, 51)
	return s, &st.S2.Slots[50]
}

// silverStep steps with Sonic held in the air out of the boss's reach
// (x $300, y $1C0), and reports the frames run until done (n+1: never).
func silverStep(s *physics.Sim, n int, done func() bool) int {
	for f := 0; f < n; f++ {
		if done() {
			return f
		}
		st := s.Live()
		st.X, st.Y = physics.FromPixels(0x300), physics.FromPixels(0x1C0)
		st.XSpeed, st.YSpeed, st.GSpeed, st.Air = 0, 0, 0, true
		s.Step(0)
	}
	if done() {
		return n
	}
	return n + 1
}

// silverLand runs the boss to its landing.
func silverLand(t *testing.T, s *physics.Sim, b *physics.S2Obj) {
	t.Helper()
	if silverStep(s, 900, func() bool { return b.Routine == silverIdle }) > 900 {
		t.Fatalf("never landed: routine %#x y %#x", b.Routine, b.Y.Pixel())
	}
}

// s2.asm ObjAF_Init, loc_397AC, loc_397E6, loc_397FE and loc_39830:
// Silver Sonic makes its flame, back spikes and Eggman's window, waits
// untouchable for the camera at $224, locks it there (Current_Boss_ID
// 9), comes down at $100 60 frames later and, on the floor
// (ObjCheckFloorDist, y_radius $1B), becomes an enemy of 8 hits
// (collision $1A) standing $64 frames with its back spikes hurting ($98).
func TestBossSilver_Arrival(t *testing.T) {
	s, b := silverSim(false)
	st := s.Live()
	s.Step(0)
	if b.Routine != silverWait || b.Coll != 0 || b.CollProp != 8 || b.YRad != 0x1B || b.Child1 == 0 || b.Child2 == 0 {
		t.Fatalf("ObjAF_Init: routine %#x collision %#x hits %d y_radius %#x parts %d %d", b.Routine, b.Coll, b.CollProp, b.YRad, b.Child1, b.Child2)
	}
	flame, spikes := &st.S2.Slots[b.Child1-1], &st.S2.Slots[b.Child2-1]
	win := findSlotRoutine(st, s2MechaSonic, silverWindow+2)
	if flame.Routine != silverFlame+2 || spikes.Routine != silverSpikes+2 || win < 0 || st.S2.Slots[win].X.Pixel() != 0x2C0 {
		t.Fatalf("parts: flame %#x spikes %#x window slot %d", flame.Routine, spikes.Routine, win)
	}
	st.S2.Slots[50].Routine = silverWait
	silverStep(s, 400, func() bool { return b.Routine != silverWait })
	if st.S2.Ev.BossID != 9 || st.Cam.MinX != 0x224 || st.Cam.MaxX != 0x224 || b.YVel != 0x100 {
		t.Fatalf("room: boss id %d limits %#x-%#x y speed %d, want 9 $224-$224 $100", st.S2.Ev.BossID, st.Cam.MinX, st.Cam.MaxX, b.YVel)
	}
	y0 := b.Y.Pixel()
	silverStep(s, 61, func() bool { return false })
	if b.Routine != silverDescend || b.Y.Pixel() != y0 {
		t.Fatalf("after 61 frames: routine %#x y %#x, want still at %#x", b.Routine, b.Y.Pixel(), y0)
	}
	silverStep(s, 1, func() bool { return false })
	if b.Y.Pixel() != y0+1 || flame.Y.Pixel() != b.Y.Pixel() {
		t.Fatalf("coming down: y %#x flame %#x, want %#x", b.Y.Pixel(), flame.Y.Pixel(), y0+1)
	}
	silverLand(t, s, b)
	if b.Y.Pixel()+int(b.YRad) != 735 || b.Coll != silverColl || b.Timer != 0x64 || spikes.Routine != silverSpikes+4 {
		t.Fatalf("landed: foot %d collision %#x timer %#x spikes %#x, want 735 $1A $64 $18", b.Y.Pixel()+int(b.YRad), b.Coll, b.Timer, spikes.Routine)
	}
	silverStep(s, 1, func() bool { return false })
	if spikes.Coll != 0x98 || spikes.X.Pixel() != b.X.Pixel()+0xC || spikes.Y.Pixel() != b.Y.Pixel()-0xC {
		t.Errorf("back spikes: collision %#x at %+d,%+d, want $98 at +$C,-$C", spikes.Coll, spikes.X.Pixel()-b.X.Pixel(), spikes.Y.Pixel()-b.Y.Pixel())
	}
	if b.Status&silverLanded != 0 || st.S2.Slots[win].Routine != silverWindow+4 {
		t.Errorf("window: landing flag %#x routine %#x, want cleared by loc_39C2A", b.Status&silverLanded, st.S2.Slots[win].Routine)
	}
}

// s2.asm loc_3984A, loc_39886 and byte_398B0: after each $64 frames
// standing the boss attacks by the table in turn (6 roll, 0 dashes, $10
// roll and jump, 6, 6, $1E roll, jump and spikes); its back spikes stop
// hurting while it attacks.
func TestBossSilver_Order(t *testing.T) {
	s, b := silverSim(false)
	silverLand(t, s, b)
	spikes := &s.Live().S2.Slots[b.Child2-1]
	var got []uint8
	for len(got) < 6 {
		if silverStep(s, 2000, func() bool { return b.Routine == silverAttack }) > 2000 {
			t.Fatalf("attack %d never came: routine %#x/%#x", len(got), b.Routine, b.Routine2)
		}
		got = append(got, b.Routine2)
		silverStep(s, 1, func() bool { return false })
		if spikes.Coll != 0 {
			t.Fatalf("attack %#x: back spikes collision %#x, want 0", b.Routine2, spikes.Coll)
		}
		silverStep(s, 2000, func() bool { return b.Routine != silverAttack })
		if b.Routine != silverIdle || b.XVel != 0 {
			t.Fatalf("after attack %#x: routine %#x speed %d, want standing still", got[len(got)-1], b.Routine, b.XVel)
		}
	}
	want := []uint8{6, 0, 0x10, 6, 6, 0x1E}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("attacks %x, want %x", got, want)
		}
	}
}

// s2.asm loc_39A0A to loc_39A96, loc_39D24, loc_39D60 and loc_39D72: the
// roll: curled (frames 6 to 8) it hurts (collision $9A); it rolls left
// at $800 first (the next roll or dash the other way), $20 slower each
// frame, then uncurls turned round.
func TestBossSilver_Roll(t *testing.T) {
	s, b := silverSim(false)
	silverLand(t, s, b)
	silverStep(s, 400, func() bool { return b.Routine2 == 0xC })
	if b.XVel != -0x800 || !b.Flag {
		t.Fatalf("roll: speed %d, want -$800", b.XVel)
	}
	curled := false
	silverStep(s, 100, func() bool {
		curled = curled || (b.MapFrame >= 6 && b.MapFrame <= 8 && b.Coll == silverCurled)
		return b.Routine2 != 0xC
	})
	if !curled || b.XVel != 0 || b.Render&physics.S2XFlip == 0 {
		t.Fatalf("rolled: curled $9A %v speed %d flip %v", curled, b.XVel, b.Render&physics.S2XFlip != 0)
	}
	silverStep(s, 400, func() bool { return b.Routine2 == 4 })
	if b.XVel != 0x800 {
		t.Fatalf("dash: speed %d, want $800 (the other way); routine %#x/%#x flag %v", b.XVel, b.Routine, b.Routine2, b.Flag)
	}
}

// s2.asm loc_39B44 and loc_39D82 (Obj_CreateProjectiles, byte_39D92,
// ObjAF_SubObjData): in attack $1E, at the top of its jump the boss
// throws its eight spikes once (Obj98, collision $98, 3 pixels a frame
// straight or 2 and 2 across).
func TestBossSilver_Spikes(t *testing.T) {
	s, b := silverSim(false)
	st := s.Live()
	silverLand(t, s, b)
	b.B3F = 5 // the sixth attack: $1E
	silverStep(s, 400, func() bool { return b.Routine2 == 0x26 })
	if b.YVel != -0x600 {
		t.Fatalf("jump: y speed %d", b.YVel)
	}
	silverStep(s, 100, func() bool { return b.B3B != 0 })
	n := 0
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2Projectile && o.Sub == silverSpikeSub {
			n++
			if v := intAbs(int(o.XVel)) + intAbs(int(o.YVel)); v != 0x300 && v != 0x400 {
				t.Errorf("spike speed %d,%d", o.XVel, o.YVel)
			}
			if o.Coll != 0x98 || o.Width != 4 {
				t.Fatalf("spike: collision %#x width %d, want $98 4", o.Coll, o.Width)
			}
		}
	}
	if n != 8 {
		t.Fatalf("%d spikes, want 8", n)
	}
	silverStep(s, 100, func() bool { return b.Routine != silverAttack })
	m := 0
	for k := range st.S2.Slots {
		if o := &st.S2.Slots[k]; o.ID == s2Projectile && o.Sub == silverSpikeSub {
			m++
		}
	}
	if b.B3B == 0 || m > n {
		t.Errorf("thrown again: %d spikes", m)
	}
}

// s2.asm Touch_Enemy_Part2, loc_39CAE, loc_39CF0, loc_39B92 and
// loc_39BA4: each hit leaves the boss untouchable $20 frames; the eighth
// beats it: its flame and back spikes go, it explodes $100 frames, then
// the right limit opens to $1000, the level events go on, and it is
// deleted (Boss_defeated_flag is not set).
func TestBossSilver_Defeat(t *testing.T) {
	s, b := silverSim(false)
	st := s.Live()
	silverLand(t, s, b)
	flame, spikes := &st.S2.Slots[b.Child1-1], &st.S2.Slots[b.Child2-1]
	e := eng(s)
	for n := 8; n > 0; n-- {
		b.Timer = 0x64 // standing
		st.Rolling, st.Air = true, true
		st.XSpeed, st.YSpeed = 0x100, 0x300
		e.touchValue(50)
		if int(b.CollProp) != n-1 || b.Coll != 0 || st.XSpeed != -0x100 {
			t.Fatalf("hit: hits %d collision %#x speed %d, want %d 0 bounced", b.CollProp, b.Coll, st.XSpeed, n-1)
		}
		if n == 1 {
			break
		}
		if f := silverStep(s, 0x40, func() bool { return b.Coll != 0 }); f != 0x20 {
			t.Fatalf("collision back after %d frames, want $20", f)
		}
	}
	silverStep(s, 1, func() bool { return false })
	if b.Routine != silverBeaten || b.Status&silverMisc == 0 || flame.ID != 0 || spikes.ID != 0 || b.Timer3 != 0xFF {
		t.Fatalf("beaten: routine %#x flame %#x spikes %#x countdown %#x", b.Routine, flame.ID, spikes.ID, b.Timer3)
	}
	ev0 := st.S2.Ev.Routine
	boom := false
	for f := 0; f < 0xFF; f++ {
		silverStep(s, 1, func() bool { return false })
		boom = boom || findSlot(s, s2BossExplosion) >= 0
		if b.ID == 0 {
			t.Fatalf("deleted after %d frames, want $100", f+2)
		}
	}
	silverStep(s, 1, func() bool { return false })
	if !boom || b.ID != 0 || st.Cam.MaxX != 0x1000 || st.S2.Ev.Routine != ev0+2 || st.S2.Ev.BossDefeated {
		t.Fatalf("after: explosions %v id %#x right limit %#x events %d defeated %v", boom, b.ID, st.Cam.MaxX, st.S2.Ev.Routine, st.S2.Ev.BossDefeated)
	}
}

// s2.asm Touch_Enemy (the sidekick's TouchResponse) and loc_39D24: Tails
// as player 2 rolling into the standing boss hits it as Sonic does;
// curled ($9A) it hurts him instead.
func TestBossSilver_Sidekick(t *testing.T) {
	s, b := silverSim(true)
	st := s.Live()
	silverLand(t, s, b)
	e := eng(s)
	s.SwapP2()
	st.Rolling, st.Air = true, true
	st.XSpeed = 0x100
	e.touchValue(50)
	s.SwapP2()
	if b.CollProp != 7 || b.Coll != 0 {
		t.Fatalf("Tails' hit: hits %d collision %#x, want 7, 0", b.CollProp, b.Coll)
	}
	b.Coll, b.MapFrame = silverCurled, 7
	s.SwapP2()
	st.Obj.Invuln = 0
	st.Rolling, st.Air = true, true
	e.touchValue(50)
	hurt := st.Obj.Hurt
	s.SwapP2()
	if !hurt || b.CollProp != 7 {
		t.Errorf("curled: Tails hurt %v hits %d, want hurt, 7", hurt, b.CollProp)
	}
}

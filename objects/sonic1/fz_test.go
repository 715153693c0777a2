package sonic1

import (
	"testing"

	"loopwright/physics"
)

// fzArena is the Final Zone (on the flat test level) with BossFinal made
// by DLE_FZ and its first run done, the camera at boss_fz_x.
func fzArena(t *testing.T) (*engine, int) {
	t.Helper()
	_, e := actSim(t, "fz")
	e.camAt(bossFZX-0x308, 0x510)
	e.camAt(bossFZX-0x150, 0x510)
	k := e.slotOf(idBossFinal)
	if k < 0 {
		t.Fatal("no BossFinal")
	}
	e.st.Cam.X = bossFZX
	e.executeObjects()
	return e, k
}

// fzCrushing is fzArena one frame on: the first two cylinders chosen.
func fzCrushing(t *testing.T) (*engine, int) {
	t.Helper()
	e, k := fzArena(t)
	e.executeObjects()
	return e, k
}

// fzRunUntil runs the objects until done holds or n frames pass; it
// returns the frames run.
func fzRunUntil(e *engine, n int, done func() bool) int {
	for i := 1; i <= n; i++ {
		e.st.S2.Vint++
		e.executeObjects()
		if done() {
			return i
		}
	}
	return n + 1
}

// _incObj/85 Boss - Final.asm: BossFinal_Main: the boss and its five
// parts (BossFinal_ObjData2's routines 2 to $C), the plasma launcher
// and the four cylinders (subtypes 0, 2, 4, 6 at
// EggmanCylinder_PosData's places), 8 hits.
func TestBossFinal_Main(t *testing.T) {
	e, k := fzArena(t)
	o := &e.st.S2
	var routines []uint8
	var subs []uint8
	for j := range Slots {
		switch ob := &o.Slots[j]; ob.ID {
		case idBossFinal:
			routines = append(routines, ob.Routine)
		case idEggmanCylinder:
			subs = append(subs, ob.Sub)
			want := [4][2]int{{bossFZX + 0x80, bossFZY + 0x110}, {bossFZX + 0x100, bossFZY + 0x110},
				{bossFZX + 0x40, bossFZY - 0x50}, {bossFZX + 0xC0, bossFZY - 0x50}}[ob.Sub>>1]
			if ob.X.Pixel() != want[0] || int(ob.BaseY) != want[1] {
				t.Errorf("cylinder %d at %#x,%#x, want %#x,%#x", ob.Sub, ob.X.Pixel(), ob.BaseY, want[0], want[1])
			}
		case idBossPlasma:
			if ob.X.Pixel() != bossFZX+0x138 || ob.Y.Pixel() != bossFZY+0x2C {
				t.Errorf("launcher at %#x,%#x", ob.X.Pixel(), ob.Y.Pixel())
			}
		}
	}
	if len(routines) != 6 || routines[0] != 2 || routines[5] != 0xC {
		t.Errorf("boss routines %v, want 2 4 6 8 $A $C", routines)
	}
	if len(subs) != 4 || subs[0] != 0 || subs[3] != 6 {
		t.Errorf("cylinder subtypes %v, want 0 2 4 6", subs)
	}
	if ob := &o.Slots[k]; ob.CollProp != 8 || ob.B3E != fzCrush {
		t.Errorf("hits %d stage %#x, want 8 and the crushing stage", ob.CollProp, ob.B3E)
	}
}

// _incObj/85 Boss - Final.asm: loc_19EA8 sets two cylinders going
// (word_19FD6 by RandomNumber); _incObj/84 FZ Eggman's Cylinders.asm:
// loc_1A598/loc_1A604: each goes $A0 out and comes back, the one with
// objoff_30 -1 carrying Eggman ($A above its y, or $E below for a top
// one); both home, the boss turns to its plasma launcher (loc_19FA6).
func TestEggmanCylinder_Crush(t *testing.T) {
	e, k := fzCrushing(t)
	o := &e.st.S2
	var moving []int
	for j := range Slots {
		if ob := &o.Slots[j]; ob.ID == idEggmanCylinder && ob.Routine == 4 {
			moving = append(moving, j)
		}
	}
	if len(moving) != 2 {
		t.Fatalf("%d cylinders moving, want 2", len(moving))
	}
	carried, far := false, false
	n := fzRunUntil(e, 600, func() bool {
		for _, j := range moving {
			c := &o.Slots[j]
			off := int16(uint32(fzOffset(c)) >> 16)
			if off == -0xA0 || off == 0xA0 {
				far = true
			}
			if c.Routine == 4 && c.Timer < 0 {
				d := -0xA
				if c.Sub > 2 {
					d = 0xE
				}
				if o.Slots[k].Y.Pixel() != c.Y.Pixel()+d || o.Slots[k].X.Pixel() != c.X.Pixel() {
					t.Fatalf("Eggman at %#x,%#x, cylinder at %#x,%#x", o.Slots[k].X.Pixel(), o.Slots[k].Y.Pixel(), c.X.Pixel(), c.Y.Pixel())
				}
				carried = true
			}
		}
		return o.Slots[k].B3E == fzPlasma
	})
	if n > 600 || !carried || !far {
		t.Fatalf("after %d frames: stage %#x, carried %v, reached $A0 %v", n, o.Slots[k].B3E, carried, far)
	}
	for _, j := range moving {
		if c := &o.Slots[j]; c.Routine != 2 || fzOffset(c) != 0 || c.Y.Pixel() != int(c.BaseY) {
			t.Errorf("cylinder %d not home: routine %d offset %#x", c.Sub, c.Routine, fzOffset(c))
		}
	}
}

// _incObj/86 FZ Plasma Ball Launcher.asm: BossPlasma_MakeBalls: four
// balls bound for boss_fz_x+$128 less $4F each (+-$10); loc_1A9E6: after
// $B4 frames each drops (+$140) harmful ($9A) toward Sonic; all gone,
// the launcher tells the boss (objoff_32 -1) and the crushing resumes.
func TestBossPlasma_Balls(t *testing.T) {
	e, k := fzArena(t)
	o := &e.st.S2
	fzRunUntil(e, 600, func() bool { return o.Slots[k].B3E == fzPlasma })
	var balls []int
	fzRunUntil(e, 4, func() bool {
		balls = balls[:0]
		for j := range Slots {
			if ob := &o.Slots[j]; ob.ID == idBossPlasma && ob.Routine == 8 {
				balls = append(balls, j)
			}
		}
		return len(balls) == 4
	})
	if len(balls) != 4 {
		t.Fatalf("%d balls, want 4", len(balls))
	}
	for i, j := range balls {
		want := bossFZX + 0x128 - 0x4F*i
		if d := int(o.Slots[j].BaseX) - want; d < -0x10 || d > 0xF {
			t.Errorf("ball %d bound for %#x, want %#x+-$10", i, o.Slots[j].BaseX, want)
		}
	}
	harmful := false
	n := fzRunUntil(e, 800, func() bool {
		for _, j := range balls {
			if ob := &o.Slots[j]; ob.ID == idBossPlasma && ob.Coll == 0x9A && ob.YVel == 0x140 {
				harmful = true
			}
		}
		return o.Slots[k].B3E == fzCrush
	})
	if n > 800 || !harmful {
		t.Fatalf("after %d frames stage %#x, balls harmful %v", n, o.Slots[k].B3E, harmful)
	}
	for _, j := range balls {
		if o.Slots[j].ID == idBossPlasma {
			t.Errorf("ball in slot %d still there", j)
		}
	}
}

// _incObj/85 Boss - Final.asm: loc_19F50: Sonic rolling into Eggman's
// side is thrown back at $300 and takes a hit, then none for $64
// frames.
func TestBossFinal_Hit(t *testing.T) {
	e, k := fzArena(t)
	st := e.st
	ob := &st.S2.Slots[k]
	ob.Render |= physics.S2OnScreen
	hit := func() {
		st.X = ob.X - physics.FromPixels(0x2B-2)
		st.Y = ob.Y
		st.Air = true
		st.XSpeed = 0x200
		st.P.Anim.ID = physics.AnimRoll
		e.fzCrush(k)
	}
	hit()
	if ob.CollProp != 7 || st.XSpeed != -0x300 || ob.B3F != 0x63 {
		t.Fatalf("hits %d, Sonic's speed %#x, timer %#x; want 7, -$300, $63", ob.CollProp, st.XSpeed, ob.B3F)
	}
	hit()
	if ob.CollProp != 7 {
		t.Errorf("hit again within the timer: hits %d", ob.CollProp)
	}
}

// _incObj/85 Boss - Final.asm: loc_19FBC and loc_1A02A to loc_1A1D4:
// with no hits left Eggman drops out (boss_fz_y+$8C, the level events
// moved on), runs (waiting for Sonic far behind), leaps onto his ship at boss_fz_x+$290, which rises
// and flies off hittable ($F, one hit); the right limit opens 2 a frame.
func TestBossFinal_Escape(t *testing.T) {
	e, k := fzArena(t)
	o := &e.st.S2
	ob := &o.Slots[k]
	ob.CollProp = 0
	ob.Timer, ob.Timer2 = 0, -1
	dle := o.DLERoutine
	maxX := e.st.Cam.MaxX
	if fzRunUntil(e, 1, func() bool { return ob.B3E == fzFall }) > 1 {
		t.Fatalf("stage %#x, want the fall", ob.B3E)
	}
	if ob.X.Pixel() != bossFZX+0x170 || ob.Y.Pixel() != bossFZY+0x2C {
		t.Errorf("dropped from %#x,%#x", ob.X.Pixel(), ob.Y.Pixel())
	}
	stop := 0
	if n := fzRunUntil(e, 2000, func() bool {
		if ob.B3E == fzRun && stop > 30 {
			e.st.X = ob.X - physics.FromPixels(0x40) // close behind: full speed
		} else {
			e.st.X = physics.FromPixels(bossFZX) // far behind: he waits
			if ob.B3E == fzRun && ob.XVel == 0 {
				stop++
			}
		}
		return ob.B3E == fzFly
	}); n > 2000 || stop == 0 {
		t.Fatalf("stage %#x at %#x,%#x, want the flight", ob.B3E, ob.X.Pixel(), ob.Y.Pixel())
	}
	if o.DLERoutine != dle+2 || e.st.Cam.MaxX <= maxX || ob.Coll != 0xF || ob.CollProp != 1 {
		t.Errorf("level events %d (was %d), right limit %#x (was %#x), touch %#x hits %d", o.DLERoutine, dle, e.st.Cam.MaxX, maxX, ob.Coll, ob.CollProp)
	}
}

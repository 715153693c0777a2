package conformance

import (
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// s2Level opens a level of the Sonic 2 disassembly's SonLVL project.
func s2Level(t *testing.T, name string) *layers.Level {
	t.Helper()
	ini := filepath.Join(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files"), "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return l.Model
}

// bossSlot returns the slot of the boss's main object (id, routine), or -1.
func bossSlot(st *physics.State, id, routine uint8) int {
	for k := range st.S2.Slots {
		if ob := &st.S2.Slots[k]; ob.ID == id && ob.Routine == routine {
			return k
		}
	}
	return -1
}

// dropOn puts the player rolling in the air 32 pixels above (x, y),
// falling at 4 pixels a frame: he lands on what is there as a jump would.
func dropOn(st *physics.State, x, y int) {
	st.X, st.Y = physics.FromPixels(x), physics.FromPixels(y-32)
	st.XSpeed, st.GSpeed, st.YSpeed = 0, 0, 0x400
	st.Air, st.Rolling = true, true
}

// s2.asm LevEvents_EHZ2 and Obj56: Sonic runs into Emerald Hill 2's
// arena, the camera locks, the boss comes and drives; dropped on it 8
// times (each time its collision is back), he bounces off every hit, the
// hit count falls 8 to 0, the last hit beats it (status bit 7: it
// explodes and falls), it flies away (Boss_defeated_flag) and the left
// limit follows the camera again.
func TestS2_BossEHZ(t *testing.T) {
	lvl := s2Level(t, "Emerald Hill Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2700, Y: 0x380})
	st := s.Live()
	for f := 0; f < 600 && st.Cam.MinX < 0x28F0; f++ {
		s.Step(physics.Right)
	}
	if st.Cam.MinX != 0x28F0 || st.Cam.MaxX != 0x2940 || !s.BossFight() {
		t.Fatalf("arena not locked: camera %d limits %#x-%#x (Sonic at %d,%d)", st.Cam.X, st.Cam.MinX, st.Cam.MaxX, st.X.Pixel(), st.Y.Pixel())
	}
	k := -1
	for f := 0; f < 1000; f++ {
		s.Step(0)
		if k = bossSlot(st, 0x56, 2); k >= 0 && st.S2.Slots[k].Routine2 == 4 {
			break
		}
	}
	if k < 0 || st.S2.Slots[k].Routine2 != 4 {
		t.Fatalf("the boss does not drive (slot %d)", k)
	}
	b := &st.S2.Slots[k]
	if b.CollProp != 8 || b.Coll != 0xF {
		t.Fatalf("boss hit count %d collision %#x, want 8 $F", b.CollProp, b.Coll)
	}
	// Each drop hits once; the bounce may land on it again (a hit the
	// game counts as well): the loop runs until no hits are left.
	for hit := 1; b.CollProp > 0 && hit <= 8; hit++ {
		st.Obj.Rings = 50 // a hit from the drill while waiting is not a death
		// Wait for the boss's collision, and for it to be where Sonic
		// can be (the arena's left bound is Camera_Min_X_pos+16).
		for f := 0; f < 1000 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0 || b.X.Pixel() < 0x2920 || b.X.Pixel() > 0x2A00); f++ {
			s.Step(0)
		}
		if st.Dead || bossSlot(st, 0x56, 2) != k {
			t.Fatalf("hit %d: Sonic died or the boss is gone", hit)
		}
		dropOn(st, b.X.Pixel()+int(b.XVel>>8)*8, b.Y.Pixel()-8)
		was := b.CollProp
		for f := 0; f < 40 && b.CollProp == was; f++ {
			s.Step(0)
		}
		if b.CollProp != was-1 {
			t.Fatalf("hit %d: count %d, want %d (Sonic %d,%d boss %d,%d hurt %v)", hit, b.CollProp, was-1, st.X.Pixel(), st.Y.Pixel(), b.X.Pixel(), b.Y.Pixel(), st.Obj.Hurt)
		}
		if st.YSpeed >= 0 && b.CollProp > 0 {
			t.Errorf("hit %d: Sonic's y speed %d after the bounce, want upward", hit, st.YSpeed)
		}
		if b.CollProp > 0 {
			// bossFlash: $20 frames without collision.
			for f := 0; f < bossInvulnCheck && b.Coll == 0; f++ {
				s.Step(0)
			}
			if b.Coll != 0xF {
				t.Fatalf("hit %d: collision %#x after the flash, want $F back (routine %d invuln %d status %#x)", hit, b.Coll, b.Routine2, b.B3E, b.Status)
			}
		}
		st.X = physics.FromPixels(0x2900)
	}
	s.Step(0)
	if b.CollProp != 0 || b.Status&0x80 == 0 || b.Routine2 != 6 {
		t.Fatalf("after 8 hits: status %#x routine %d, want bit 7 and 6 (exploding)", b.Status, b.Routine2)
	}
	exploded := false
	for f := 0; f < 0x200 && !st.S2.Ev.BossDefeated; f++ {
		s.Step(0)
		for j := range st.S2.Slots {
			if st.S2.Slots[j].ID == 0x58 {
				exploded = true
			}
		}
	}
	if !exploded || !st.S2.Ev.BossDefeated {
		t.Fatalf("explosions %v defeated %v", exploded, st.S2.Ev.BossDefeated)
	}
	run := 0
	for f := 0; f < 600 && st.Cam.MaxX < 0x2AB0; f++ {
		s.Step(physics.Right)
		run++
	}
	if st.Cam.MaxX != 0x2AB0 || st.Cam.MinX != st.Cam.X {
		t.Errorf("after the escape: limits %#x-%#x camera %d, want the right limit $2AB0 and the left at the camera", st.Cam.MinX, st.Cam.MaxX, st.Cam.X)
	}
	openPrison(t, s)
}

// openPrison walks right to the act's egg prison (Obj3E), lands on its
// button and waits for the act's end (Load_EndOfAct).
func openPrison(t *testing.T, s *physics.Sim) {
	t.Helper()
	st := s.Live()
	b := -1
	for f := 0; f < 600 && b < 0; f++ {
		s.Step(physics.Right)
		b = bossSlot(st, 0x3E, 4) // the button
	}
	if b < 0 {
		t.Fatal("no egg prison")
	}
	btn := &st.S2.Slots[b]
	for f := 0; f < 60 && !btn.Flag; f++ {
		if f%30 == 0 {
			dropOn(st, btn.X.Pixel(), btn.Y.Pixel()-8)
		}
		s.Step(0)
	}
	if !btn.Flag {
		t.Fatalf("the prison's button at %d,%d is not pressed (Sonic %d,%d)", btn.X.Pixel(), btn.Y.Pixel(), st.X.Pixel(), st.Y.Pixel())
	}
	for f := 0; f < 3000 && !st.S2.Ev.EndAct; f++ {
		s.Step(0)
	}
	if !st.S2.Ev.EndAct {
		t.Fatal("the act does not end after the prison opened")
	}
}

// bossInvulnCheck bounds the wait for a boss's collision to return after
// a hit (boss_invulnerable_time $20, and a frame's slack).
const bossInvulnCheck = 0x21

// s2.asm Obj56 played with the buttons alone: from the start of Emerald
// Hill 2's arena with 20 rings, Sonic waits near x $2960 and jumps when
// the hittable boss comes within 64 pixels, steering over it in the air
// (each frame's buttons chosen from what the screen shows, as a player
// would). He takes all 8 hits without dying (the drill hurts him on the
// way) and the boss is beaten (Boss_defeated_flag).
func TestS2_BossEHZPlayed(t *testing.T) {
	lvl := s2Level(t, "Emerald Hill Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2700, Y: 0x380})
	st := s.Live()
	for f := 0; f < 600 && st.Cam.MinX < 0x28F0; f++ {
		s.Step(physics.Right)
	}
	st.Obj.Rings = 20 // as `sim --rings 20`
	k, hits := -1, 0
	last := uint8(8)
	prev := physics.Input(0)
	for f := 0; f < 6000 && !st.S2.Ev.BossDefeated; f++ {
		in := physics.Input(0)
		if k >= 0 {
			b := &st.S2.Slots[k]
			d := b.X.Pixel() - st.X.Pixel()
			switch {
			case st.Air:
				in = prev & physics.Jump
				if d > 4 {
					in |= physics.Right
				} else if d < -4 {
					in |= physics.Left
				}
			case b.Coll != 0 && d < 64 && d > -64 && prev&physics.Jump == 0:
				in = physics.Jump
			case st.X.Pixel() < 0x2950:
				in = physics.Right
			case st.X.Pixel() > 0x2970:
				in = physics.Left
			}
		}
		s.Step(in)
		prev = in
		if k < 0 {
			k = bossSlot(st, 0x56, 2)
			continue
		}
		if b := &st.S2.Slots[k]; b.ID == 0x56 && b.CollProp < last {
			hits += int(last - b.CollProp)
			last = b.CollProp
		}
		if st.Dead {
			t.Fatalf("Sonic died at frame %d after %d hits", f, hits)
		}
	}
	if hits != 8 || !st.S2.Ev.BossDefeated {
		t.Fatalf("hits %d defeated %v, want 8 and the boss beaten", hits, st.S2.Ev.BossDefeated)
	}
}

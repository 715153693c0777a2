package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_MCZ2 and Obj57: Mystic Cave 2's arena locks at $20F0
// (Current_Boss_ID 5); the boss comes down to y $660 while stones and
// spikes fall (the spikes hurt: collision $B1), drives with its drills
// forward (Boss_CollisionRoutine 1, Boss_X_vel 2 a frame) to the edge
// and rises again; dropped on it, Sonic takes its 8 hits; beaten it
// explodes, sinks, hovers and flies off right as the camera's right limit
// opens to $2240.
func TestS2_BossMCZ(t *testing.T) {
	lvl := s2Level(t, "Mystic Cave Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2080, Y: 0x600})
	st := s.Live()
	st.Obj.Rings = 50
	for f := 0; f < 900 && st.S2.Ev.BossID != 5; f++ {
		in := s2Hop(f)
		if st.X.Pixel() >= 0x2190 {
			in = 0
		}
		s.Step(in)
	}
	if st.Cam.MinX != 0x20F0 || st.Cam.MaxX != 0x20F0 || st.S2.Ev.BossID != 5 {
		t.Fatalf("arena not locked: camera %d,%d limits %#x-%#x boss %d (Sonic %d,%d)", st.Cam.X, st.Cam.Y, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, st.X.Pixel(), st.Y.Pixel())
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		s.Step(0)
		k = bossSlot(st, 0x57, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	// Watching, Sonic is invincible (the falling spikes): the boss
	// coming down on him may take a hit, counted below all the same.
	st.Obj.Invincible = 2000
	spike, drove, low := false, false, 0
	for f := 0; f < 900; f++ {
		s.Step(0)
		if j := bossSlot(st, 0x57, 4); j >= 0 && st.S2.Slots[j].Coll == 0xB1 {
			spike = true
		}
		if b.Routine2 == 6 && st.S2.Ev.BossCountdown < 0 && st.S2.Ev.BossCollRoutine == 1 && (st.S2.Ev.BossXVel == 0x200 || st.S2.Ev.BossXVel == -0x200) {
			drove = true
		}
		low = max(low, b.Y.Pixel())
	}
	if !spike || !drove || low != 0x660 {
		t.Fatalf("pattern: spikes %v drove %v lowest %#x, want spikes, driving, $660", spike, drove, low)
	}
	st.Obj.Invincible = 0
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 30 && b.HitCount == was; try++ {
			for f := 0; f < 1000 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0 || b.Routine2 != 6); f++ {
				st.Obj.Rings = 50 // the spikes and drills hurt: never killed
				s.Step(0)
			}
			if st.Dead {
				t.Fatalf("hit %d: Sonic died", hit)
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			for f := 0; f < 12 && b.HitCount == was; f++ {
				s.Step(0)
			}
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d (Sonic %d,%d boss %d,%d)", hit, b.HitCount, was-1, st.X.Pixel(), st.Y.Pixel(), b.X.Pixel(), b.Y.Pixel())
		}
	}
	for f := 0; f < 800 && b.Routine2 != 0xC; f++ {
		s.Step(0)
	}
	if b.Routine2 != 0xC {
		t.Fatalf("beaten: routine %#x, want $C (flying off)", b.Routine2)
	}
	for f := 0; f < 400 && st.Cam.MaxX < 0x2240; f++ {
		s.Step(0)
	}
	if st.Cam.MaxX != 0x2240 {
		t.Errorf("right limit %#x, want $2240", st.Cam.MaxX)
	}
}

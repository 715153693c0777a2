package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// oilStep steps s one frame, jumping off Oil Ocean's oil (Obj07) before
// it has sunk him ($10 of its $30 left): standing on it to the end
// kills him (Obj07_SuffocateCharacter).
// It reports whether he stood on the oil.
func oilStep(s *physics.Sim) bool {
	st := s.Live()
	on := st.S2.On == physics.S2OilSlot+1
	if on && st.S2.Oil.Timer < 0x10 {
		s.Step(physics.Jump)
		return on
	}
	s.Step(0)
	return on
}

// s2.asm LevEvents_OOZ2 and Obj55: Oil Ocean 2's arena locks
// ($2880-$28C0, Current_Boss_ID 8; the oil, Obj07, raised to $2D8 holds
// the player, who jumps off it before it sinks him), the boss surfaces $5A frames later
// at $2940 to $290, becomes the laser shooter and fires its lasers; the
// player dropped on the surfaced vehicle takes its 8 hits; beaten it
// sinks and the camera's right limit opens to $2A20.
func TestS2_BossOOZ(t *testing.T) {
	lvl := s2Level(t, "Oil Ocean Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2700, Y: 0x200})
	st := s.Live()
	for f := 0; f < 600 && st.S2.Ev.BossID != 8; f++ {
		s.Step(physics.Right)
	}
	if st.Cam.MinX != 0x2880 || st.Cam.MaxX != 0x28C0 || st.S2.Ev.BossID != 8 {
		t.Fatalf("arena not locked: camera %d limits %#x-%#x boss %d (Sonic %d,%d)", st.Cam.X, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, st.X.Pixel(), st.Y.Pixel())
	}
	if st.S2.Oil.ID != 0x07 || st.S2.Oil.Y.Pixel() != 0x2D8 {
		t.Fatalf("oil %#x at y %#x, want Obj07 at $2D8", st.S2.Oil.ID, st.S2.Oil.Y.Pixel())
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		oilStep(s)
		k = bossSlot(st, 0x55, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	surfaced, laser, oiled := false, false, false
	for f := 0; f < 1200 && !laser; f++ {
		st.Obj.Rings = 50 // the lasers and waves hurt: never killed
		oilStep(s)
		if b.Routine == 2 && b.Routine2 == 4 && b.X.Pixel() == 0x2940 {
			surfaced = true
		}
		for j := range st.S2.Slots {
			if l := &st.S2.Slots[j]; l.ID == 0x55 && l.Routine == 8 && l.Coll == 0xAF {
				laser = true
			}
		}
		if st.Dead {
			t.Fatalf("frame %d: Sonic died", f)
		}
	}
	if !surfaced || !laser {
		t.Fatalf("pattern: surfaced %v laser %v, want both", surfaced, laser)
	}
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 20 && b.HitCount == was; try++ {
			// Bouncing off the last hit he may come down on it again.
			for f := 0; f < 2000 && b.HitCount == was && (b.Routine != 2 || b.Routine2 != 4 || b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0); f++ {
				st.Obj.Rings = 50
				if oilStep(s) {
					oiled = true
				}
				if st.Dead {
					t.Fatalf("hit %d: Sonic died at (%#x,%#x)", hit, st.X.Pixel(), st.Y.Pixel())
				}
			}
			if b.HitCount != was {
				break
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			for f := 0; f < 12 && b.HitCount == was; f++ {
				s.Step(0)
			}
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d", hit, b.HitCount, was-1)
		}
	}
	if !oiled {
		t.Error("Sonic never stood on the oil")
	}
	for f := 0; f < 800 && !st.S2.Ev.BossDefeated; f++ {
		st.Obj.Rings = 50
		oilStep(s)
	}
	if !st.S2.Ev.BossDefeated {
		t.Fatalf("not defeated: routine %d/%d", b.Routine, b.Routine2)
	}
	for f := 0; f < 400 && st.Cam.MaxX < 0x2A20; f++ {
		oilStep(s)
	}
	if st.Dead {
		t.Error("Sonic died")
	}
	if st.Cam.MaxX != 0x2A20 {
		t.Errorf("right limit %#x, want $2A20", st.Cam.MaxX)
	}
}

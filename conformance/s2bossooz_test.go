package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// oozLedge puts the player standing still on the arena's left ledge of
// Oil Ocean 2 (the oil he would stand on in the middle, Obj07, is not
// modelled: he would sink through it).
func oozLedge(st *physics.State) {
	st.X, st.Y = physics.FromPixels(0x28F0), physics.FromPixels(0x24C)
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Rolling = false
}

// s2.asm LevEvents_OOZ2 and Obj55: Oil Ocean 2's arena locks
// ($2880-$28C0, Current_Boss_ID 8), the boss surfaces $5A frames later
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
	oozLedge(st)
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		s.Step(0)
		k = bossSlot(st, 0x55, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	surfaced, laser := false, false
	for f := 0; f < 1200 && !laser; f++ {
		st.Obj.Rings = 50 // the lasers and waves hurt: never killed
		s.Step(0)
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
			for f := 0; f < 2000 && (b.Routine != 2 || b.Routine2 != 4 || b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0); f++ {
				st.Obj.Rings = 50
				if st.Air && st.Y.Pixel() > 0x260 {
					oozLedge(st) // out of the oil that is not modelled
				}
				s.Step(0)
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			for f := 0; f < 12 && b.HitCount == was; f++ {
				s.Step(0)
			}
			oozLedge(st)
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d", hit, b.HitCount, was-1)
		}
	}
	for f := 0; f < 800 && !st.S2.Ev.BossDefeated; f++ {
		oozLedge(st)
		s.Step(0)
	}
	if !st.S2.Ev.BossDefeated {
		t.Fatalf("not defeated: routine %d/%d", b.Routine, b.Routine2)
	}
	for f := 0; f < 400 && st.Cam.MaxX < 0x2A20; f++ {
		oozLedge(st)
		s.Step(0)
	}
	if st.Cam.MaxX != 0x2A20 {
		t.Errorf("right limit %#x, want $2A20", st.Cam.MaxX)
	}
}

package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_CPZ2 and Obj5D in Chemical Plant 2's own level: the
// arena locks at $2A20 (Current_Boss_ID 1), the boss comes, fills its
// container and, with Sonic waiting in the arena, dumps its Mega Mack,
// which lands on the arena's floor (Obj5D_Gunk_Main's floor test);
// dropped on 8 times it is beaten, and flying off it opens the camera's
// right limit to $2C30. Sonic is kept invincible: the Mega Mack's
// knock-back throws him right, where he falls below the camera's bottom
// limit at x $2B35 and dies.
func TestS2_BossCPZ(t *testing.T) {
	lvl := s2Level(t, "Chemical Plant Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2A80, Y: 0x4A0})
	st := s.Live()
	for f := 0; f < 900 && st.S2.Ev.Routine < 4; f++ {
		st.Obj.Rings = 50
		s.Step(s2Hop(f))
	}
	if st.S2.Ev.BossID != 1 || st.Cam.MinX != 0x2A20 {
		t.Fatalf("arena not locked: camera %d limits %#x-%#x (Sonic %d,%d)", st.Cam.X, st.Cam.MinX, st.Cam.MaxX, st.X.Pixel(), st.Y.Pixel())
	}
	st.XSpeed, st.GSpeed = 0, 0 // Sonic waits at the arena's left
	for f := 0; f < 60 && st.Air; f++ {
		s.Step(0)
		st.XSpeed, st.GSpeed = 0, 0
	}
	sx, sy := st.X, st.Y
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		s.Step(0)
		k = bossSlot(st, 0x5D, 2)
	}
	if k < 0 {
		for j := range st.S2.Slots {
			if o := st.S2.Slots[j]; o.ID == 0x5D {
				t.Logf("slot %d routine %d", j, o.Routine)
			}
		}
		t.Fatalf("no boss: events routine %d delay %d", st.S2.Ev.Routine, st.S2.Ev.BossDelay)
	}
	b := &st.S2.Slots[k]
	landed := false
	for f := 0; f < 1500 && !landed; f++ {
		st.Obj.Rings = 50
		st.Obj.Invincible = 2
		s.Step(0)
		if b.ID != 0x5D {
			t.Fatalf("frame %d: boss gone (routine was %d), Sonic %#x,%#x hurt %v", f, b.Routine2, st.X.Pixel(), st.Y.Pixel(), st.Obj.Hurt)
		}
		for j := range st.S2.Slots {
			if g := &st.S2.Slots[j]; g.ID == 0x5D && g.Routine == 0xC && g.Routine2 == 4 {
				landed = true
			}
		}
		if st.Dead {
			t.Fatalf("frame %d: Sonic died", f)
		}
	}
	if !landed {
		t.Fatalf("no Mega Mack landed on the floor: boss routine %d, Sonic %#x,%#x", b.Routine2, st.X.Pixel(), st.Y.Pixel())
	}
	for hit := 1; b.CollProp > 0 && hit <= 8; hit++ {
		was := b.CollProp
		for try := 0; try < 20 && b.CollProp == was; try++ {
			for f := 0; f < 200 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0); f++ {
				st.Obj.Rings = 50
				st.Obj.Invincible = 2 // no Mega Mack knocks him off the arena meanwhile
				s.Step(0)
				if b.ID != 0x5D {
					t.Fatalf("hit %d, frame %d: boss gone (routine was %d), Sonic %#x,%#x hurt %v", hit, f, b.Routine2, st.X.Pixel(), st.Y.Pixel(), st.Obj.Hurt)
				}
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			for f := 0; f < 12 && b.CollProp == was; f++ {
				s.Step(0)
			}
		}
		if b.CollProp != was-1 {
			t.Fatalf("hit %d: count %d, want %d (slot %d id %#x routine %d/%d collision %#x)", hit, b.CollProp, was-1, k, b.ID, b.Routine, b.Routine2, b.Coll)
		}
	}
	for f := 0; f < 1200 && st.Cam.MaxX < 0x2C30; f++ {
		st.X, st.Y = sx, sy // standing where he waited
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		st.Air, st.Rolling = false, false
		s.Step(0)
		if st.Dead {
			t.Fatalf("frame %d: Sonic died", f)
		}
	}
	if st.Cam.MaxX != 0x2C30 {
		t.Fatalf("right limit %#x after the defeat, want $2C30 (boss routine %d)", st.Cam.MaxX, b.Routine2)
	}
}

package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_ARZ2 and Obj89 in Aquatic Ruin 2's own level: the
// arena locks at $2A40 (Current_Boss_ID 4), the pillars rise and stand,
// the boss comes down, swings its hammer at a pillar, which shoots an
// arrow that sticks in the other; dropped on 8 times it is beaten, the
// pillars sink, and flying off it opens the camera's right limit to
// $2C00. Sonic is kept invincible and standing where he waited.
func TestS2_BossARZ(t *testing.T) {
	lvl := s2Level(t, "Aquatic Ruin Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2A80, Y: 0x380})
	st := s.Live()
	for f := 0; f < 900 && st.S2.Ev.Routine < 4; f++ {
		st.Obj.Rings = 50
		s.Step(s2Hop(f))
	}
	if st.S2.Ev.BossID != 4 || st.S2.Ev.Routine < 4 {
		t.Fatalf("arena not locked: camera %d limits %#x-%#x (Sonic %#x,%#x)", st.Cam.X, st.Cam.MinX, st.Cam.MaxX, st.X.Pixel(), st.Y.Pixel())
	}
	st.XSpeed, st.GSpeed = 0, 0
	for f := 0; f < 60 && st.Air; f++ {
		s.Step(0)
		st.XSpeed, st.GSpeed = 0, 0
	}
	sx, sy := st.X, st.Y
	hold := func() {
		st.X, st.Y = sx, sy
		st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
		st.Air, st.Rolling = false, false
		st.Obj.Rings, st.Obj.Invincible = 50, 2
		st.P.AirLeft = physics.AirSeconds // the water is not the test's
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		hold()
		s.Step(0)
		k = bossSlot(st, 0x89, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	stuck := false
	for f := 0; f < 1500 && !stuck; f++ {
		hold()
		s.Step(0)
		for j := range st.S2.Slots {
			if a := &st.S2.Slots[j]; a.ID == 0x89 && a.Routine == 4 && a.Routine2 == 6 && a.Index == 4 {
				stuck = true
			}
		}
		if st.Dead {
			t.Fatalf("frame %d: Sonic died", f)
		}
	}
	if !stuck {
		t.Fatalf("no arrow stuck in a pillar: boss routine %d at %#x,%#x", b.Routine2, b.X.Pixel(), b.Y.Pixel())
	}
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 20 && b.HitCount == was; try++ {
			for f := 0; f < 200 && b.Coll == 0; f++ {
				hold()
				s.Step(0)
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			st.Obj.Invincible = 2
			for f := 0; f < 12 && b.HitCount == was; f++ {
				s.Step(0)
			}
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d (boss id %#x)", hit, b.HitCount, was-1, b.ID)
		}
	}
	for f := 0; f < 1200 && st.Cam.MaxX < 0x2C00; f++ {
		hold()
		s.Step(0)
		if st.Dead {
			t.Fatalf("frame %d: Sonic died", f)
		}
	}
	if st.Cam.MaxX != 0x2C00 {
		t.Fatalf("right limit %#x after the defeat, want $2C00 (boss routine %d)", st.Cam.MaxX, b.Routine2)
	}
	for j := range st.S2.Slots {
		if p := &st.S2.Slots[j]; p.ID == 0x89 && p.Routine == 4 && p.Routine2 <= 4 {
			t.Fatalf("slot %d: a pillar left (routine %d)", j, p.Routine2)
		}
	}
}

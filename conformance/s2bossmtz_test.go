package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_MTZ3, Obj54 and Obj53: Metropolis 3's arena locks
// ($2AB0, Current_Boss_ID 7), the boss comes down with its seven orbs
// and flies its pattern; dropped on it, the player takes its 8 hits, the
// first seven each releasing an orb that bounces along the floor; beaten
// it flies off and the camera's right limit opens to $2BF0.
func TestS2_BossMTZ(t *testing.T) {
	lvl := s2Level(t, "Metropolis Zone Act 3")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2A00, Y: 0x4AC})
	st := s.Live()
	for f := 0; f < 600 && st.S2.Ev.BossID != 7; f++ {
		s.Step(physics.Right)
	}
	if st.Cam.MinX != 0x2AB0 || st.Cam.MaxX != 0x2AB0 || st.S2.Ev.BossID != 7 {
		t.Fatalf("arena not locked: camera %d limits %#x-%#x boss %d (Sonic %d,%d)", st.Cam.X, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, st.X.Pixel(), st.Y.Pixel())
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		st.Obj.Rings = 50
		s.Step(0)
		k = bossSlot(st, 0x54, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	orbs := 0
	for f := 0; f < 1500 && b.Routine2 != 6; f++ {
		st.Obj.Rings = 50
		s.Step(0)
	}
	for j := range st.S2.Slots {
		if st.S2.Slots[j].ID == 0x53 {
			orbs++
		}
	}
	if b.Routine2 != 6 || orbs != 7 {
		t.Fatalf("pattern: routine %d orbs %d, want the ring opening (6) with 7 orbs", b.Routine2, orbs)
	}
	clones := false
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 30 && b.HitCount == was; try++ {
			for f := 0; f < 1000 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0); f++ {
				st.Obj.Rings = 50
				s.Step(0)
				for j := range st.S2.Slots {
					if o := &st.S2.Slots[j]; o.ID == 0x53 && o.Routine == 6 {
						clones = true
					}
				}
			}
			if st.Dead {
				t.Fatalf("hit %d: Sonic died", hit)
			}
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-24)
			for f := 0; f < 12 && b.HitCount == was; f++ {
				st.Obj.Rings = 50
				s.Step(0)
			}
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d (Sonic %d,%d boss %d,%d)", hit, b.HitCount, was-1, st.X.Pixel(), st.Y.Pixel(), b.X.Pixel(), b.Y.Pixel())
		}
	}
	if !clones {
		t.Error("no orb bounced along the floor")
	}
	for f := 0; f < 800 && st.Cam.MaxX < 0x2BF0; f++ {
		st.Obj.Rings = 50
		s.Step(0)
	}
	if !st.S2.Ev.BossDefeated || st.Cam.MaxX != 0x2BF0 {
		t.Errorf("defeated %v right limit %#x, want true, $2BF0", st.S2.Ev.BossDefeated, st.Cam.MaxX)
	}
}

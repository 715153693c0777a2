package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_HTZ2 and Obj52: Hill Top 2's arena locks
// ($2EE0-$2F5E, Current_Boss_ID 3) and the boss comes $5A frames later;
// it rises on the right to y $4FC, fires its flamethrower (a flame,
// collision $98), sinks throwing two lava balls (collision $8B) and comes
// up again; dropped on it while it can be hit, Sonic takes its 8 hits
// (boss_hitcount2), and beaten it explodes, sets Boss_defeated_flag and
// the camera's right limit opens to $3160.
func TestS2_BossHTZ(t *testing.T) {
	lvl := s2Level(t, "Hill Top Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2E00, Y: 0x400})
	st := s.Live()
	st.Obj.Rings = 50 // the arena's lava hurts
	for f := 0; f < 900 && st.Cam.MinX < 0x2EE0; f++ {
		in := s2Hop(f)
		if st.X.Pixel() >= 0x2F90 {
			in = 0
		}
		s.Step(in)
	}
	if st.Cam.MinX != 0x2EE0 || st.Cam.MaxX != 0x2F5E || st.S2.Ev.BossID != 3 {
		t.Fatalf("arena not locked: camera %d,%d limits %#x-%#x boss %d (Sonic %d,%d)", st.Cam.X, st.Cam.Y, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, st.X.Pixel(), st.Y.Pixel())
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		s.Step(0)
		k = bossSlot(st, 0x52, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	flame, lava := false, 0
	top := 0
	// Watching the pattern, Sonic stands aside, invincible (its fire
	// and the lava would wear him down).
	st.Obj.Invincible = 2000
	for f := 0; f < 600; f++ {
		s.Step(0)
		if b.Routine2 == 2 && top == 0 {
			top = int(st.S2.Ev.BossY >> 16 & 0xFFFF)
		}
		if bossSlot(st, 0x52, 4) >= 0 {
			flame = true
		}
		n := 0
		for j := range st.S2.Slots {
			if o := &st.S2.Slots[j]; o.ID == 0x52 && o.Routine == 6 && o.Coll == 0x8B {
				n++
			}
		}
		lava = max(lava, n)
	}
	if top != 0x4FC || !flame || lava != 2 {
		t.Fatalf("pattern: rose to %#x flame %v lava balls %d, want $4FC, a flame, 2 balls", top, flame, lava)
	}
	st.Obj.Invincible = 0
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 20 && b.HitCount == was; try++ {
			// Sonic waits on the arena's left ground (not over the
			// lava pit).
			st.X, st.Y = physics.FromPixels(0x2EF0), physics.FromPixels(0x4F0)
			st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
			st.Air = true
			for f := 0; f < 1000 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0 || b.Routine2 != 2); f++ {
				st.Obj.Rings = 50 // the flames reach him: hurt, never killed
				s.Step(0)
				if st.Dead {
					r := s.Record()
					t.Logf("died at f %d: %d,%d cam %d,%d maxy %d contacts %v", f, st.X.Pixel(), st.Y.Pixel(), st.Cam.X, st.Cam.Y, st.Cam.MaxY, r.Contacts[:r.ContactsCount])
					break
				}
			}
			if st.Dead {
				t.Fatalf("hit %d: Sonic died", hit)
			}
			st.Obj.Rings = 50 // the fire and the lava hurt
			dropOn(st, b.X.Pixel(), b.Y.Pixel()-16)
			for f := 0; f < 12 && b.HitCount == was; f++ {
				s.Step(0)
				if st.Dead {
					r := s.Record()
					t.Logf("died in drop f %d: %d,%d v %d,%d cam %d,%d maxy %d contacts %v rings %d", f, st.X.Pixel(), st.Y.Pixel(), st.XSpeed, st.YSpeed, st.Cam.X, st.Cam.Y, st.Cam.MaxY, r.Contacts[:r.ContactsCount], st.Obj.Rings)
					break
				}
			}
		}
		if b.HitCount != was-1 {
			t.Fatalf("hit %d: count %d, want %d (Sonic %d,%d boss %d,%d)", hit, b.HitCount, was-1, st.X.Pixel(), st.Y.Pixel(), b.X.Pixel(), b.Y.Pixel())
		}
	}
	for f := 0; f < 400 && !st.S2.Ev.BossDefeated; f++ {
		s.Step(0)
	}
	if b.Routine2 != 8 || !st.S2.Ev.BossDefeated {
		t.Fatalf("beaten: routine %d defeated %v", b.Routine2, st.S2.Ev.BossDefeated)
	}
	for f := 0; f < 400 && st.Cam.MaxX < 0x3160; f++ {
		s.Step(0)
	}
	if st.Cam.MaxX != 0x3160 {
		t.Errorf("right limit %#x, want $3160", st.Cam.MaxX)
	}
}

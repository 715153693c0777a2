package conformance

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// s2.asm LevEvents_CNZ2 and Obj51: Casino Night 2's arena locks
// ($2860-$28E0, Current_Boss_ID 6), the boss comes $5A frames later and
// flies between $28C0 and $29C0, its electric field switching size
// (Boss_CollisionRoutine 1, 2) and a spark ball dropped over Sonic on the
// floor; dropped on it, Sonic takes its 8 hits (48 frames untouchable
// after each); beaten it explodes, sinks and rises and flies off right as
// the camera's right limit opens to $2B20. The arena's ways in are
// closed (chunk $F9 at layout row $C, columns $54 and $50) while it is
// locked, and the defeat opens column $54 again (chunk $DD, loc_31D7E).
func TestS2_BossCNZ(t *testing.T) {
	lvl := s2Level(t, "Casino Night Zone Act 2")
	s := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2800, Y: 0x600})
	st := s.Live()
	for f := 0; f < 900 && st.S2.Ev.BossID != 6; f++ {
		st.Obj.Rings = 50
		in := s2Hop(f)
		if st.X.Pixel() >= 0x2960 {
			in = 0
		}
		s.Step(in)
	}
	if st.Cam.MinX != 0x2860 || st.Cam.MaxX != 0x28E0 || st.S2.Ev.BossID != 6 {
		t.Fatalf("arena not locked: camera %d,%d limits %#x-%#x boss %d (Sonic %d,%d)", st.Cam.X, st.Cam.Y, st.Cam.MinX, st.Cam.MaxX, st.S2.Ev.BossID, st.X.Pixel(), st.Y.Pixel())
	}
	if s.LayoutChunk(0x54, 0xC) != 0xF9 || s.LayoutChunk(0x50, 0xC) != 0xF9 {
		t.Fatalf("locked arena: chunks %#x %#x at row $C, columns $54 and $50, want $F9 $F9", s.LayoutChunk(0x54, 0xC), s.LayoutChunk(0x50, 0xC))
	}
	k := -1
	for f := 0; f < 200 && k < 0; f++ {
		s.Step(0)
		k = bossSlot(st, 0x51, 2)
	}
	if k < 0 {
		t.Fatal("no boss")
	}
	b := &st.S2.Slots[k]
	spark, field := false, [3]bool{}
	for f := 0; f < 900; f++ {
		st.Obj.Rings = 50 // its sparks and field hurt: never killed
		s.Step(0)
		if bossSlot(st, 0x51, 4) >= 0 {
			spark = true
		}
		field[min(int(st.S2.Ev.BossCollRoutine), 2)] = true
	}
	if !spark || !field[1] || !field[2] {
		t.Fatalf("pattern: spark ball %v field sizes %v (Sonic at %d,%d), want a spark ball and both sizes", spark, field, st.X.Pixel(), st.Y.Pixel())
	}
	for hit := 1; b.HitCount > 0 && hit <= 8; hit++ {
		was := b.HitCount
		for try := 0; try < 30 && b.HitCount == was; try++ {
			for f := 0; f < 1000 && (b.Coll == 0 || st.Obj.Hurt || st.Obj.Invuln > 0 || b.Routine2 != 0); f++ {
				st.Obj.Rings = 50
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
	for f := 0; f < 800 && b.Routine2 != 0xA; f++ {
		s.Step(0)
	}
	if b.Routine2 != 0xA {
		t.Fatalf("beaten: routine %#x, want $A (flying off)", b.Routine2)
	}
	if s.LayoutChunk(0x54, 0xC) != 0xDD || s.LayoutChunk(0x50, 0xC) != 0xF9 {
		t.Errorf("beaten: chunks %#x %#x at row $C, columns $54 and $50, want $DD (opened) and $F9", s.LayoutChunk(0x54, 0xC), s.LayoutChunk(0x50, 0xC))
	}
	for f := 0; f < 400 && st.Cam.MaxX < 0x2B20; f++ {
		s.Step(0)
	}
	if st.Cam.MaxX != 0x2B20 {
		t.Errorf("right limit %#x, want $2B20", st.Cam.MaxX)
	}
}

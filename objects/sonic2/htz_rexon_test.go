package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj94_Init and Obj94_CheckTurnAround: the Rexon walks left at
// $20 and turns after $81 frames.
func TestRexon_Obj94Walks(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Rexon, 0xE, 760, 716))
	s := newSim(tl, physics.S2, 500, 716)
	st := s.Live()
	k := findSlot(s, s2Rexon)
	ob := &st.S2.Slots[k]
	s.Step(0)
	if ob.Routine != 2 || ob.XVel != -0x20 {
		t.Fatalf("routine %d x_vel %d, want walking (2) at -$20", ob.Routine, ob.XVel)
	}
	for i := 0; i < 0x81 && ob.XVel < 0; i++ {
		s.Step(0)
	}
	if ob.XVel != 0x20 || ob.Render&physics.S2XFlip == 0 {
		t.Fatalf("x_vel %d, want turned to $20 and flipped", ob.XVel)
	}
}

// s2.asm Obj94_CreateHead, Obj97_Init, Obj97_RaiseHead,
// Obj97_FireProjectile and Obj97_CheckHeadIsAlive: with a player near the
// Rexon makes five segments (the last the head, collision $0B; the neck
// $8B), they rise, the head fires a shot moving 1 toward the player, and
// once the head is destroyed the neck drops at word_37528's speeds.
func TestRexon_Obj97Head(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Rexon, 0xE, 700, 716))
	s := newSim(tl, physics.S2, 640, 716)
	st := s.Live()
	k := findSlot(s, s2Rexon)
	run(s, 0, 2)
	if st.S2.Slots[k].Routine != 6 {
		t.Fatalf("body routine %d, want 6 (head made)", st.S2.Slots[k].Routine)
	}
	var segs []int
	head := -1
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2RexonHead {
			segs = append(segs, j)
			want := uint8(0x8B)
			if o.Index == 8 {
				head, want = j, 0x0B
			}
			if o.Coll != want {
				t.Fatalf("segment %d collision %#x, want %#x", o.Index, o.Coll, want)
			}
		}
	}
	if len(segs) != 5 || head < 0 {
		t.Fatalf("%d segments (head %d), want 5 with a head", len(segs), head)
	}
	shot := -1
	for i := 0; i < 200 && shot < 0; i++ {
		s.Step(0)
		for j := range st.S2.Slots {
			if o := &st.S2.Slots[j]; o.ID == s2Projectile && o.Sub == rexonShotSub {
				shot = j
			}
		}
	}
	if shot < 0 {
		t.Fatal("the head fired no shot")
	}
	if sh := &st.S2.Slots[shot]; sh.XVel != -0x100 || sh.YVel != 0x80 || sh.Coll != 0x98 {
		t.Fatalf("shot x_vel %d y_vel %d collision %#x, want -$100, $80, $98", sh.XVel, sh.YVel, sh.Coll)
	}
	st.S2.Slots[head].ID = s2Explosion // as Touch_KillEnemy leaves it
	st.S2.Slots[head].Routine = 0
	s.Step(0)
	for _, j := range segs {
		o := &st.S2.Slots[j]
		if j == head || o.ID != s2RexonHead {
			continue
		}
		if o.Routine != 8 || o.XVel != rexonFall[o.Index/2] {
			t.Fatalf("segment %d routine %d x_vel %d, want dropping (8) at %d", o.Index, o.Routine, o.XVel, rexonFall[o.Index/2])
		}
	}
}

// s2.asm Obj94_WaitForPlayer and Obj94_SolidCollision: the body's
// SolidObject runs for MainCharacter and then for Sidekick, so Tails
// dropping onto a Rexon stands on it.
func TestRexon_Obj94SolidSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Rexon, 0xE, 760, 716))
	s := newSimP2(tl, 600, 760, 640)
	k := findSlot(s, s2Rexon)
	stood := false
	for i := 0; i < 60 && !stood; i++ {
		s.Step(0)
		stood = eng(s).slot(k).Status&physics.S2P2Stand != 0
	}
	if !stood {
		t.Fatalf("Tails never stood on the Rexon (Tails at %d,%d)", s.Live().P2.Body.X.Pixel(), s.Live().P2.Body.Y.Pixel())
	}
}

// s2.asm Obj97_RaiseHead (REV01): Obj97_CheckHeadIsAlive runs before the
// X Speed's $10 is added, so a segment whose head is destroyed while it
// rises drops at word_37528's speed plus $10.
func TestRexon_Obj97RaiseHeadCheckFirst(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Rexon, 0xE, 700, 716))
	s := newSim(tl, physics.S2, 640, 716)
	st := s.Live()
	run(s, 0, 2)
	seg, head := -1, -1
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2RexonHead {
			switch o.Index {
			case 0:
				seg = j
			case 8:
				head = j
			}
		}
	}
	if seg < 0 || head < 0 {
		t.Fatal("no segments")
	}
	o := &st.S2.Slots[seg]
	for i := 0; i < 100 && !(o.Routine == 4 && o.Timer > 2); i++ {
		s.Step(0)
	}
	if o.Routine != 4 {
		t.Fatalf("segment 0 routine %d, want rising (4)", o.Routine)
	}
	st.S2.Slots[head].ID = s2Explosion // as Touch_KillEnemy leaves it
	st.S2.Slots[head].Routine = 0
	s.Step(0)
	if want := rexonFall[0] + 0x10; o.Routine != 8 || o.XVel != want {
		t.Fatalf("segment 0 routine %d x_vel %d, want dropping (8) at %d", o.Routine, o.XVel, want)
	}
}

package sonic2

import (
	"fmt"
	"testing"

	"loopwright/physics"
)

// aquisShots returns the slots of the live Aquis shots (routine 6).
func aquisShots(s *physics.Sim) []int {
	var r []int
	for k := range s.Live().S2.Slots {
		if ob := &s.Live().S2.Slots[k]; ob.ID == s2Aquis && ob.Routine == 6 {
			r = append(r, k)
		}
	}
	return r
}

// s2.asm Obj50_Init, Obj50_FollowPlayer, Obj50_DoneFollowing,
// Obj50_WaitForNextShot and Obj50_ChkIfShoot: on screen with Sonic below
// it, Aquis (its timer 0) stops at once and fires (collision $98, $10
// ahead and $A up, -$300 and $200), waits $20 frames, fires again as it
// starts chasing (rising at -$100) for $80 frames; after its three
// chases it flies off left at $200.
func TestAquis_Obj50Cycle(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Aquis, 0, 700, 600)), physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Aquis)
	if k < 0 {
		t.Fatal("no Aquis")
	}
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xA || ob.Routine != 2 {
		t.Fatalf("collision %#x routine %d, want $A, 2", ob.Coll, ob.Routine)
	}
	shots := map[int]bool{}
	var first *physics.S2Obj
	var left []uint8 // the shots left at each new chase
	for i := 0; i < 800 && ob.ID == s2Aquis && ob.Routine2 != aquisGone; i++ {
		r2 := ob.Routine2
		st.Obj.Invuln = 100 // its touches and shots leave Sonic be (Touch_ChkHurt)
		s.Step(0)
		if r2 == aquisShoot && ob.Routine2 == aquisChase {
			left = append(left, ob.B3F)
			if ob.YVel != -0x100 || ob.B3E != 0x80 {
				t.Errorf("chasing again with Y Speed %v timer %#x, want -$100 and $80", ob.YVel, ob.B3E)
			}
			if !ob.Flag {
				t.Error("no shot as the chase starts (Obj50_ChkIfShoot after the wait)")
			}
		}
		for _, j := range aquisShots(s) {
			if !shots[j] && st.S2.Slots[j].Timer == 0 {
				shots[j] = true
				st.S2.Slots[j].Timer = 1 // seen
				if first == nil {
					c := st.S2.Slots[j]
					first = &c
				}
			}
		}
	}
	if first == nil {
		t.Fatal("no shot")
	}
	if first.Coll != 0x98 || first.XVel != -0x300 || first.YVel != 0x200 {
		t.Errorf("shot collision %#x speeds %v,%v, want $98, -$300, $200", first.Coll, first.XVel, first.YVel)
	}
	if ob.Routine2 != aquisGone || ob.XVel != -0x200 || ob.YVel != 0 {
		t.Errorf("state %d speeds %v,%v, want flying off at -$200", ob.Routine2, ob.XVel, ob.YVel)
	}
	if fmt.Sprint(left) != "[2 1 0]" {
		t.Errorf("shots left at each chase %v, want [2 1 0] (three, then it goes)", left)
	}
}

// s2.asm Obj50_ChkIfShoot: no shot when the nearer player is above it
// (Obj_GetOrientationToPlayer's d1 = 0).
func TestAquis_Obj50NoShotBelow(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Aquis, 0, 700, 730)), physics.S2, 600, 716)
	for i := 0; i < 40; i++ {
		s.Step(0)
		if len(aquisShots(s)) != 0 {
			t.Fatalf("frame %d: a shot with Sonic above", i)
		}
	}
}

// s2.asm Obj50_FollowPlayer: chasing, it faces the nearer player (x-flip
// when he is to its right) and speeds towards him $10 a frame to at most
// $100 (Obj_CapSpeed).
func TestAquis_Obj50Follows(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Aquis, 0, 700, 600)), physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Aquis)
	ob := &st.S2.Slots[k]
	for i := 0; i < 100 && ob.Routine2 != aquisChase; i++ {
		s.Step(0)
	}
	for i := 0; i < 40; i++ {
		s.Step(0)
	}
	if ob.Routine2 != aquisChase || ob.XVel != -0x100 || ob.YVel != 0x100 || ob.Status&physics.S2XFlip != 0 {
		t.Errorf("state %d speeds %v,%v status %#x, want chasing Sonic down-left at $100 unflipped", ob.Routine2, ob.XVel, ob.YVel, ob.Status)
	}
}

// s2.asm Obj50_ControlWing and Obj50_Wing: the wing stays $A behind and
// 6 above the body (the other side when it faces right) and is deleted
// once the body is destroyed.
func TestAquis_Obj50Wing(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2Aquis, 0, 700, 600)), physics.S2, 600, 716)
	st := s.Live()
	k := findSlot(s, s2Aquis)
	run(s, 0, 5)
	ob := &st.S2.Slots[k]
	w := int(ob.Child1) - 1
	if w < 0 || st.S2.Slots[w].ID != s2Aquis || st.S2.Slots[w].Routine != 4 {
		t.Fatalf("no wing (child %d)", ob.Child1)
	}
	wing := &st.S2.Slots[w]
	if wing.X.Pixel() != ob.X.Pixel()+0xA || wing.Y.Pixel() != ob.Y.Pixel()-6 {
		t.Errorf("wing at %d,%d, body at %d,%d: want +$A, -6", wing.X.Pixel(), wing.Y.Pixel(), ob.X.Pixel(), ob.Y.Pixel())
	}
	// Sonic rolls into it from below: the body becomes an explosion.
	st.X, st.Y = ob.X, ob.Y+physics.FromPixels(20)
	st.XSpeed, st.YSpeed, st.Air, st.Rolling = 0, -0x400, true, true
	st.YRadius, st.XRadius = 0xE, 7
	run(s, 0, 3)
	if st.S2.Slots[k].ID == s2Aquis {
		t.Fatal("Aquis survived the hit")
	}
	if st.S2.Slots[w].ID == s2Aquis && st.S2.Slots[w].Routine == 4 {
		t.Error("the wing outlived its body")
	}
}

// s2.asm Obj_GetOrientationToPlayer (Obj50_FollowPlayer): Aquis chases
// the player nearer horizontally: Tails on its right, nearer than Sonic
// on its left, turns it right.
func TestAquis_Obj50FollowsNearerSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Aquis, 0, 700, 600))
	s := newSimP2(tl, 560, 740, 700)
	st := s.Live()
	k := findSlot(s, s2Aquis)
	ob := &st.S2.Slots[k]
	for i := 0; i < 100 && ob.Routine2 != aquisChase; i++ {
		s.Step(0)
	}
	run(s, 0, 20)
	if ob.Status&physics.S2XFlip == 0 || ob.XVel <= 0 {
		t.Errorf("status %#x X Speed %v: want facing and moving right, towards Tails", ob.Status, ob.XVel)
	}
}

package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjA4 (Asteron): with the nearer player within $60 by $40 it
// wakes (loc_389B6), moves $40 a frame towards him on each axis where he
// is $10 to $5F away (loc_389DA) for $40 frames, then turns into an
// explosion without an animal (loc_38A44) and five spikes (word_38A68,
// Obj98 collision $98) that fly apart without falling.
func TestAsteron_ObjA4(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Asteron, 0, 700, 700))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Asteron)
	if k < 0 {
		t.Fatal("no Asteron")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Coll != 0xB || ob.Routine != 2 {
		t.Fatalf("collision %#x routine %d, want $B and waiting", ob.Coll, ob.Routine)
	}
	st.X = physics.FromPixels(650)
	s.Step(0)
	if ob.Routine != 4 {
		t.Fatalf("routine %d with the player $32 left, want awake", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 6 || ob.XVel != -0x40 || ob.YVel != 0x40 {
		t.Fatalf("routine %d speeds %d %d, want moving -$40 $40", ob.Routine, ob.XVel, ob.YVel)
	}
	st.X = physics.FromPixels(620) // the spikes on screen
	x := ob.X
	run(s, 0, 0x40)
	if ob.ID != s2Asteron || ob.X != x-0x40*0x40 {
		t.Fatalf("after $40 frames: id %#x x %v, want an Asteron at %v", ob.ID, ob.X, x-0x40*0x40)
	}
	s.Step(0)
	if ob.ID != s2Explosion {
		t.Fatalf("id %#x, want exploded", ob.ID)
	}
	n := 0
	for j := range st.S2.Slots {
		if sh := &st.S2.Slots[j]; sh.ID == s2Projectile && sh.Sub == asteronShotSub {
			n++
			if sh.Coll != 0x98 {
				t.Errorf("spike collision %#x, want $98", sh.Coll)
			}
		}
	}
	if n != 5 {
		t.Fatalf("%d spikes, want 5", n)
	}
	up := -1
	for j := range st.S2.Slots {
		if sh := &st.S2.Slots[j]; sh.ID == s2Projectile && sh.XVel == 0 {
			up = j
		}
	}
	y := st.S2.Slots[up].Y
	s.Step(0)
	if st.S2.Slots[up].Y != y-0x400 {
		t.Errorf("the upward spike moved to %v from %v, want 4 up without falling", st.S2.Slots[up].Y, y)
	}
}

// s2.asm Obj42 (steam spring): solid, it rises from $10 below its
// layout y 8 a frame (routine_secondary 2) and a player standing on it
// then is launched at Y Speed -$A00 (loc_26798); its steam (loc_2674C,
// two puffs $28 either side) hurts on its fourth frame (collision $A6).
func TestSteamSpring_Obj42(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SteamSpring, 0, 700, 700))
	s := newSim(tl, physics.S2, 700, 600)
	k := findSlot(s, s2SteamSpring)
	if k < 0 {
		t.Fatal("no steam spring")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	landed, launched, hurting := false, false, false
	for i := 0; i < 300 && !launched; i++ {
		rising := ob.Routine2 == 2
		s.Step(0)
		if st.S2.On == k+1 {
			landed = true
		}
		if st.YSpeed == -0xA00 && st.Air {
			launched = true
			if !rising {
				t.Fatal("launched while the spring was not rising")
			}
		}
	}
	if !landed || !launched {
		t.Fatalf("landed %v launched %v, want both", landed, launched)
	}
	for i := 0; i < 64; i++ {
		s.Step(0)
		for j := range st.S2.Slots {
			if p := &st.S2.Slots[j]; p.ID == s2SteamSpring && p.Routine == 4 && p.Coll == 0xA6 {
				hurting = p.MapFrame == 3
			}
		}
	}
	if !hurting {
		t.Error("no steam puff hurting on its frame 3")
	}
}

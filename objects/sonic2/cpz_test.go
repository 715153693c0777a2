package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj1B (speed booster): a player on the ground within 16 pixels
// of it is sent right at $1000 (or $A00 with subtype 2, left when
// x-flipped), the controls locked $F frames (Obj1B_GiveBoost).
func TestSpeedBooster_Obj1B(t *testing.T) {
	for _, c := range []struct {
		sub   uint8
		flags []string
		want  physics.Fixed
	}{
		{0, nil, 0x1000},
		{2, nil, 0xA00},
		{0, []string{"x_flip"}, -0x1000},
	} {
		tl := s2TestLevel(s2Obj(s2SpeedBooster, c.sub, 700, 716, c.flags...))
		s := newSim(tl, physics.S2, 600, 716)
		st := s.Live()
		st.X = physics.FromPixels(700 - 0x10)
		s.Step(0)
		if st.GSpeed != c.want || st.MoveLock == 0 {
			t.Errorf("subtype %d %v: ground speed %d lock %d, want %d and locked", c.sub, c.flags, st.GSpeed, st.MoveLock, c.want)
		}
	}
}

// s2.asm ObjA5 (Spiny on the floor): it crawls at $40 a frame; after its
// first $80 frames (objoff_2B) it looks, and with the player within $60
// it stops for $28 frames (loc_38B4E), shooting an Obj98 at the $14th
// (loc_38C22: Y Speed -3, 1 a frame towards the player; collision $98).
func TestSpiny_ObjA5(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SpinyFloor, 0, 700, 716))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SpinyFloor)
	if k < 0 {
		t.Fatal("no Spiny")
	}
	st := s.Live()
	sp := &st.S2.Slots[k]
	if sp.Coll != 0xB || sp.XVel != -0x40 {
		t.Fatalf("collision %#x x_vel %d, want $B -$40", sp.Coll, sp.XVel)
	}
	st.X = sp.X - physics.FromPixels(0x50)
	run(s, 0, 0x80)
	if sp.Routine != 4 {
		t.Fatalf("routine %d after $80 frames with the player $50 away, want stopped (4)", sp.Routine)
	}
	run(s, 0, 0x28-0x14)
	j := findSlot(s, s2Projectile)
	if j < 0 {
		t.Fatal("no shot at the $14th frame")
	}
	if sh := st.S2.Slots[j]; sh.Coll != 0x98 || sh.XVel != -0x100 {
		t.Fatalf("shot collision %#x x_vel %d, want $98 -$100 (towards the player)", sh.Coll, sh.XVel)
	}
}

package sonic2

import (
	"testing"

	"loopwright/hexangle"
	"loopwright/physics"
)

// saucerSim is Sonic in the air at (x, y) with the given speeds, a
// saucer bumper (ObjD8, subtype sub, x-flipped if flip) at 600,600.
func saucerSim(t *testing.T, sub uint8, flip bool, x, y int, xs, ys physics.Fixed) (*physics.Sim, *physics.S2Obj) {
	t.Helper()
	var flags []string
	if flip {
		flags = append(flags, "x_flip")
	}
	tl := s2TestLevel(s2Obj(s2SaucerBumper, sub, 600, 600, flags...))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2SaucerBumper)
	if k < 0 {
		t.Fatal("no saucer bumper")
	}
	st := s.Live()
	st.X, st.Y = physics.FromPixels(x), physics.FromPixels(y)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, xs, ys, xs
	return s, &st.S2.Slots[k]
}

// s2.asm ObjD8 (loc_2C6FC, loc_2C74E, loc_2C75C, loc_2C806): a top or
// bottom saucer bumper (subtype's top bits 0) touched from above sends
// Sonic up at $700 (Y Speed only) into the air, flashes (anim 3), counts
// a hit (its art's palette line), puts 10 points (Obj29) in the first
// free slot and leaves him alone 4 frames; touched from below it sends
// him down.
func TestSaucerBumper_ObjD8Vertical(t *testing.T) {
	s, ob := saucerSim(t, 0, false, 600, 596, 0x123, 0x200)
	st := s.Live()
	s.Step(0)
	if st.YSpeed != -0x700 || st.XSpeed != 0x123 || !st.Air {
		t.Fatalf("speeds %v,%v air %v, want 0x123,-$700 in the air", st.XSpeed, st.YSpeed, st.Air)
	}
	if ob.Anim != 3 || ob.Timer3 != 1 || ob.B3E != 4 || findSlot(s, s2Points) < 0 {
		t.Fatalf("anim %d hits left %d wait %d points slot %d, want 3, 1, 4 and points", ob.Anim, ob.Timer3, ob.B3E, findSlot(s, s2Points))
	}
	s2, _ := saucerSim(t, 0, false, 600, 604, 0, -0x200)
	s2.Step(0)
	if s2.Live().YSpeed != 0x700 {
		t.Errorf("touched from below: Y Speed %v, want $700", s2.Live().YSpeed)
	}
}

// s2.asm loc_2C7EC: a side saucer bumper (subtype $80) sends Sonic left
// at $700, or right when he is right of its centre (X Speed only).
func TestSaucerBumper_ObjD8Side(t *testing.T) {
	for _, c := range []struct {
		x    int
		xs   physics.Fixed
		want physics.Fixed
	}{{596, 0x300, -0x700}, {604, -0x300, 0x700}} {
		s, ob := saucerSim(t, 0x80, false, c.x, 600, c.xs, -0x50)
		st := s.Live()
		s.Step(0)
		if st.XSpeed != c.want || ob.Anim != 5 {
			t.Errorf("from x %d: X Speed %v anim %d, want %v and 5", c.x, st.XSpeed, ob.Anim, c.want)
		}
	}
}

// s2.asm loc_2C77A-loc_2C7D0: a corner saucer bumper (subtype $40)
// reflects the velocity's angle about $60 ($20 x-flipped) and sends
// Sonic along it at $700; an angle within $38 of the line (or its
// opposite) becomes the line.
func TestSaucerBumper_ObjD8Corner(t *testing.T) {
	for _, c := range []struct {
		flip   bool
		xs, ys physics.Fixed
	}{{false, 0x400, 0x100}, {true, -0x100, 0x400}, {false, -0x300, -0x300}} {
		s, ob := saucerSim(t, 0x40, c.flip, 600, 600, c.xs, c.ys)
		st := s.Live()
		// Sonic's own move this frame first: the bumper reads his speeds
		// after it (air gravity $38 added).
		ys := c.ys + 0x38
		s.Step(0)
		d3 := 0x60
		if c.flip {
			d3 = 0x20
		}
		a := hexangle.PointDirection(int(c.xs), int(ys))
		diff := a - d3
		if diff < 0 {
			diff = -diff
		}
		want := 2*d3 - a
		switch {
		case uint8(diff) >= 0x40 && uint8(0x80-diff) >= 0x38:
			want = d3 + 0x80
		case uint8(diff) < 0x40 && uint8(diff) >= 0x38:
			want = d3
		}
		sin, cos := physics.SinCos(uint8(want))
		if ob.Anim != 4 || st.XSpeed != physics.Fixed(int16((cos*-0x700)>>8)) || st.YSpeed != physics.Fixed(int16((sin*-0x700)>>8)) {
			t.Errorf("flip %v from %v,%v: anim %d speeds %v,%v, want 4 and angle %#x", c.flip, c.xs, c.ys, ob.Anim, st.XSpeed, st.YSpeed, want&0xFF)
		}
	}
}

// s2.asm loc_2C806 and loc_2C884: the third bounce finds no hit left:
// the bumper flashes once more and is deleted when the flash ends.
func TestSaucerBumper_ObjD8ThirdHit(t *testing.T) {
	s, ob := saucerSim(t, 0, false, 600, 596, 0, 0x200)
	st := s.Live()
	for hit := 1; hit <= 3; hit++ {
		st.X, st.Y = physics.FromPixels(600), physics.FromPixels(596)
		st.Air, st.XSpeed, st.YSpeed = true, 0, 0x200
		s.Step(0)
		if st.YSpeed != -0x700 {
			t.Fatalf("hit %d: Y Speed %v, want -$700", hit, st.YSpeed)
		}
		if hit < 3 && ob.Routine != 2 || hit == 3 && ob.Routine != 4 {
			t.Fatalf("hit %d: routine %d", hit, ob.Routine)
		}
		st.Y = physics.FromPixels(400) // away while the bumper waits
		for i := 0; i < 5; i++ {
			s.Step(0)
		}
	}
	if ob.ID != 0 {
		t.Errorf("the bumper is still there (routine %d anim %d) after its last flash", ob.Routine, ob.Anim)
	}
}

// s2.asm loc_2C72E: the sidekick touching it (bit 1 of
// collision_property) is bounced too, with his own wait.
func TestSaucerBumper_ObjD8Tails(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SaucerBumper, 0, 600, 600))
	s := newSimP2(tl, 300, 600, 596)
	b := &s.Live().P2.Body
	b.YSpeed = 0x200
	k := findSlot(s, s2SaucerBumper)
	s.Step(0)
	ob := &s.Live().S2.Slots[k]
	if b.YSpeed != -0x700 || ob.B3F != 4 || ob.B3E != 0 {
		t.Fatalf("Tails: Y Speed %v waits %d/%d, want -$700 and 0/4", b.YSpeed, ob.B3E, ob.B3F)
	}
}

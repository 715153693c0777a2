package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj4A (Octus): it drops to the floor (Obj4A_Init), and with the
// main character within $80 it waits $21 frames, jumps at -$200 slowing
// $10 a frame and at the top fires a shot (Obj4A_FireBullet: collision
// $98, -$200 towards where it faces, still for $10 frames), hovers and
// sinks back to its floor (Obj4A_MoveDown).
func TestOctus_Obj4A(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Octus, 0, 700, 690))
	s := newSim(tl, physics.S2, 400, 716)
	k := findSlot(s, s2Octus)
	if k < 0 {
		t.Fatal("no Octus")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Routine != 2 || ob.Coll != 0xA {
		t.Fatalf("routine %d collision %#x, want landed, $A", ob.Routine, ob.Coll)
	}
	floor := ob.Y.Pixel()
	if d := eng(s).objFloorDist(700, floor+0xB, false); d != 0 {
		t.Fatalf("Octus at y %d: floor distance %d, want on the floor", floor, d)
	}
	s.Step(0)
	if ob.Routine2 != octusWait {
		t.Fatal("woke with the player $12C away")
	}
	st.X = physics.FromPixels(640)
	s.Step(0)
	if ob.Routine2 != octusDelay {
		t.Fatalf("state %d with the player $3C away, want the delay", ob.Routine2)
	}
	run(s, 0, 0x21)
	if ob.Routine2 != octusUp || ob.YVel != -0x200 {
		t.Fatalf("state %d y speed %d, want jumping at -$200", ob.Routine2, ob.YVel)
	}
	for i := 0; i < 0x40 && ob.Routine2 == octusUp; i++ {
		s.Step(0)
	}
	j := -1
	for i := range st.S2.Slots {
		if sh := &st.S2.Slots[i]; sh.ID == s2Octus && sh.Routine == 6 {
			j = i
		}
	}
	if ob.Routine2 != octusHover || j < 0 {
		t.Fatalf("state %d shot slot %d, want hovering after a shot", ob.Routine2, j)
	}
	sh := &st.S2.Slots[j]
	if sh.Coll != 0x98 || sh.XVel != -0x200 {
		t.Fatalf("shot collision %#x x speed %d, want $98 -$200", sh.Coll, sh.XVel)
	}
	for i := 0; i < 200 && ob.Routine2 != octusWait; i++ {
		s.Step(0)
	}
	if ob.Y.Pixel() != floor {
		t.Errorf("back at y %d, want its floor %d", ob.Y.Pixel(), floor)
	}
}

// s2.asm Obj3F (fan, loc_2A894): blowing ($B5 frames after resting $79),
// a fan blows a player in front of it (left when not flipped) by
// ($A0 - distance) / 16 a frame: 6 at $40.
func TestOOZFan_Obj3F(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2OOZFan, 0, 700, 716))
	s := newSim(tl, physics.S2, 700-0x40, 716)
	k := findSlot(s, s2OOZFan)
	if k < 0 {
		t.Fatal("no fan")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	if !ob.Flag {
		t.Fatal("not resting at the start")
	}
	x := st.X
	for i := 0; i < 0x79 && ob.Flag; i++ {
		s.Step(0)
		if ob.Flag && st.X != x {
			t.Fatal("a resting fan moved the player")
		}
	}
	if ob.Flag {
		t.Fatal("still resting after $79 frames")
	}
	x = st.X
	s.Step(0)
	if st.X != x-physics.FromPixels(6) {
		t.Errorf("x %v after %v, want 6 left", st.X, x)
	}
}

// s2.asm Obj33 (burner lid): subtype 0 pops up every $79 frames
// (loc_23BC6, loc_23BEA) and its flame hurts while the lid is up
// (Obj33_Flame, collision $9B); another subtype holds a player standing
// on its middle and throws him up at -$1000 (loc_23C26, loc_23D20).
func TestBurnerLid_Obj33(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2BurnerLid, 0, 900, 720))
	s := newSim(tl, physics.S2, 800, 716)
	k := findSlot(s, s2BurnerLid)
	if k < 0 {
		t.Fatal("no lid")
	}
	st := s.Live()
	ob := &st.S2.Slots[k]
	fl := &st.S2.Slots[k+1]
	if fl.ID != s2BurnerLid || fl.Routine != 4 {
		t.Fatal("no flame after the lid")
	}
	up, hurt := false, false
	for i := 0; i < 0x79+400 && !(up && ob.Routine2 == 0); i++ {
		s.Step(0)
		if ob.Y.Pixel() < 720 {
			up = true
		}
		if fl.Coll == 0x9B {
			hurt = true
			if ob.Y.Pixel() > fl.Y.Pixel()-0x14 {
				t.Fatalf("flame hurts with the lid at %d", ob.Y.Pixel())
			}
		}
	}
	if !up || !hurt || ob.Y.Pixel() != 720 {
		t.Fatalf("up %v flame %v, lid at %d: want a pop with the flame and back at 720", up, hurt, ob.Y.Pixel())
	}

	tl = s2TestLevel(s2Obj(s2BurnerLid, 1, 700, 700))
	s = newSim(tl, physics.S2, 700, 600)
	k = findSlot(s, s2BurnerLid)
	st = s.Live()
	ob = &st.S2.Slots[k]
	thrown, held := false, false
	for i := 0; i < 200 && !thrown; i++ {
		s.Step(0)
		held = held || st.S2.Control == 1
		if st.S2.Control != 0 && st.XSpeed != 0 {
			t.Fatal("held player moving")
		}
		thrown = st.YSpeed == -0x1000 && st.Air
	}
	if !held || !thrown || ob.Y.Pixel() != 700-0x7D || st.S2.Control != 0 {
		t.Fatalf("thrown %v lid at %d, want thrown at %d", thrown, ob.Y.Pixel(), 700-0x7D)
	}
	// loc_23D60: move.b #AniIDSonAni_Roll,anim(a1), the rolling status
	// untouched: in the air the game's anim stays the roll (Touch_Enemy
	// destroys a badnik he meets).
	for i := 0; i < 20; i++ {
		if st.Rolling || !eng(s).animRoll() || !st.Air {
			t.Fatalf("frame %d after the throw: rolling %v anim roll %v air %v, want the roll's anim only, airborne", i, st.Rolling, eng(s).animRoll(), st.Air)
		}
		s.Step(0)
	}
}

// s2.asm Obj43 (sliding spike balls, subtype 6): two balls (collision
// $A5) slide apart a pixel a frame, turn at $E8 either side of their
// layout x (loc_23F66, the byte read unsigned) and where they meet
// (loc_23FB0), never passing each other.
func TestSlidingSpikeBalls_Obj43(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2SlidingSpikeBalls, 6, 800, 650))
	s := newSim(tl, physics.S2, 700, 716)
	k := findSlot(s, s2SlidingSpikeBalls)
	st := s.Live()
	a := &st.S2.Slots[k]
	b := &st.S2.Slots[int(a.Child1)-1]
	if b.ID != s2SlidingSpikeBalls || a.Coll != 0xA5 || b.Coll != 0xA5 {
		t.Fatal("want two balls with collision $A5")
	}
	lo, hi, met := 10000, 0, false
	for i := 0; i < 1200; i++ {
		st.X = physics.FromPixels(800)
		s.Step(0)
		if b.X.Pixel()-a.X.Pixel() < 0x30 {
			t.Fatalf("balls at %d and %d passed each other", a.X.Pixel(), b.X.Pixel())
		}
		met = met || b.X.Pixel()-a.X.Pixel() == 0x30
		lo, hi = min(lo, a.X.Pixel()), max(hi, b.X.Pixel())
	}
	if lo != 800-0xE8 || hi != 800+0xE8 || !met {
		t.Errorf("range %d..%d met %v, want %d..%d and meeting", lo, hi, met, 800-0xE8, 800+0xE8)
	}
}

// s2.asm Obj3F loc_2A990: the upward fan lifting a player whose
// flip_angle is 0 sets flip_angle 1 and the walking anim
// (move.b #AniIDSonAni_Walk,anim(a1)), ending the roll's anim an object
// set without the rolling status (ObjRollAnim); one already twirling
// keeps his anim.
func TestOOZFan_Obj3FEndsObjRollAnim(t *testing.T) {
	for _, flip := range []uint8{0, 1} {
		tl := s2TestLevel(s2Obj(s2OOZFan, 0, 700, 716))
		s := newSim(tl, physics.S2, 400, 716)
		k := findSlot(s, s2OOZFan)
		if k < 0 {
			t.Fatal("no fan")
		}
		st := s.Live()
		ob := &st.S2.Slots[k]
		ob.Routine = 4 // the upward fan
		st.X, st.Y = physics.FromPixels(700), physics.FromPixels(700-0x40)
		st.Air = true
		st.P.Anim.Flip = flip
		eng(s).ObjRollAnim()
		eng(s).fanUp(k)
		if st.GSpeed != 1 || !st.Air {
			t.Fatalf("flip %d: ground speed %v air %v, want lifted", flip, st.GSpeed, st.Air)
		}
		if want := flip != 0; s.ObjRolling() != want {
			t.Errorf("flip %d: object-set roll anim %v, want %v", flip, s.ObjRolling(), want)
		}
	}
}

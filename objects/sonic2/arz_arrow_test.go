package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj22_Main, Obj22_DetectPlayer, Obj22_ShootArrow and
// Obj22_Arrow: the shooter blinks (anim 1) while a player — Sonic or
// Tails — is within $40 pixels; once nobody is, it plays its shot (anim
// 2) and after its frames 3 and 4 (8 frames each) an arrow appears
// (collision $9B: it hurts) flying right at 4 pixels a frame, deleted
// where ObjCheckLeftWallDist at its x-8 finds a wall.
func TestArrowShooter_Obj22(t *testing.T) {
	for _, tails := range []bool{false, true} {
		tl := s2TestLevel(s2Obj(s2ArrowShooter, 0, 700, 700))
		tl.Fill(3, 60, 30, 64, 46) // a wall from x 960
		var s *physics.Sim
		if tails {
			s = newSimP2(tl, 560, 680, 716)
		} else {
			s = newSim(tl, physics.S2, 680, 716)
		}
		st := s.Live()
		k := findSlot(s, s2ArrowShooter)
		ob := &st.S2.Slots[k]
		run(s, 0, 3)
		if ob.Anim != 1 {
			t.Fatalf("tails %v: anim %d with a player $14 away, want 1", tails, ob.Anim)
		}
		if tails {
			st.P2.Body.X = physics.FromPixels(560)
		} else {
			st.X = physics.FromPixels(560)
		}
		s.Step(0)
		if ob.Anim != 2 {
			t.Fatalf("tails %v: anim %d once nobody is near, want 2 (shooting)", tails, ob.Anim)
		}
		var arrow *physics.S2Obj
		for i := 0; i < 20 && arrow == nil; i++ {
			s.Step(0)
			for j := range st.S2.Slots {
				if a := &st.S2.Slots[j]; a.ID == s2ArrowShooter && a.Routine == arrowFly {
					arrow = a
				}
			}
		}
		if arrow == nil {
			t.Fatalf("tails %v: no arrow after the shot's frames", tails)
		}
		if arrow.Coll != 0x9B || arrow.XVel != 0x400 {
			t.Fatalf("tails %v: arrow collision %#x x_vel %d, want $9B $400", tails, arrow.Coll, arrow.XVel)
		}
		last := 0
		for i := 0; i < 100 && arrow.ID != 0; i++ {
			last = arrow.X.Pixel()
			s.Step(0)
		}
		if arrow.ID != 0 || last > 960+8 {
			t.Fatalf("tails %v: arrow still flying (id %#x) or past the wall (x %d)", tails, arrow.ID, last)
		}
	}
}

// s2.asm Obj22_Arrow_Init and Touch_Hurt: the arrow hurts a player it
// touches.
func TestArrowShooter_Obj22Hurts(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2ArrowShooter, 0, 700, 716))
	s := newSim(tl, physics.S2, 680, 716)
	st := s.Live()
	run(s, 0, 3)
	st.X = physics.FromPixels(780) // in the arrow's way, beyond $40
	s.Step(0)
	hurt := false
	for i := 0; i < 60 && !hurt; i++ {
		s.Step(0)
		hurt = st.Obj.Hurt || st.Dead
	}
	if !hurt {
		t.Fatal("Sonic running into the arrow was not hurt")
	}
}

// s2.asm Obj91_TestCharacterPos, Obj91_Waiting and
// Obj91_MoveTowardsPlayer: a Chop Chop swimming towards a player $20 to
// $A0 ahead, within $20 of its height, stops for $11 frames and charges
// at 2 a frame (level with him: no vertical speed), hurting him.
func TestChopChop_Obj91(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2ChopChop, 0, 700, 716))
	s := newSim(tl, physics.S2, 480, 716) // out of its sight
	st := s.Live()
	k := findSlot(s, s2ChopChop)
	ob := &st.S2.Slots[k]
	if ob.Routine != 2 {
		t.Fatalf("routine %d with nobody in sight, want swimming (2)", ob.Routine)
	}
	st.X = ob.X - physics.FromPixels(0x60)
	for i := 0; i < 5 && ob.Routine != 4; i++ {
		s.Step(0)
	}
	if ob.Routine != 4 || ob.XVel != 0 {
		t.Fatalf("routine %d x_vel %d with Sonic ahead, want waiting (4)", ob.Routine, ob.XVel)
	}
	n := 0
	for ; n < 40 && ob.Routine == 4; n++ {
		s.Step(0)
	}
	if n != 0x11 || ob.XVel != -0x200 || ob.YVel != 0 {
		t.Fatalf("charged after %d frames at %d,%d, want $11 frames, -$200,0", n, ob.XVel, ob.YVel)
	}
	hurt := false
	for i := 0; i < 60 && !hurt; i++ {
		s.Step(0)
		hurt = st.Obj.Hurt || st.Dead // no rings: killed
	}
	if !hurt {
		t.Fatal("the charging Chop Chop did not hurt Sonic")
	}
}

// s2.asm Obj91_Main and Obj91_MakeBubble: a swimming Chop Chop lets out
// a small bubble (Obj0A, subtype 6) on its 256th frame of swimming and
// every 256 frames after, in the first free slot, $14 right of it (left
// when x-flipped) and 6 below; Obj0A_Init and Obj0A_ChkWater: the bubble
// rises at -$88, wobbling about its first x (Obj0A_WobbleData).
func TestChopChop_Obj91Bubble(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2ChopChop, 0, 760, 716))
	s := newSim(tl, physics.S2, 440, 716) // out of its sight while it swims
	st := s.Live()
	k := findSlot(s, s2ChopChop)
	ob := &st.S2.Slots[k]
	bubble := func() int {
		for j := range st.S2.Slots {
			if st.S2.Slots[j].ID == s2SmallBubble {
				return j
			}
		}
		return -1
	}
	first := -1
	for j := range st.S2.Slots {
		if st.S2.Slots[j].ID == 0 {
			first = j
			break
		}
	}
	swum := func() int { return 0x200 - int(ob.Timer) }
	for swum() < 0xFF {
		s.Step(0)
		if j := bubble(); j >= 0 {
			t.Fatalf("a bubble after %d frames of swimming, want the first on the 256th", swum())
		}
	}
	x, y := ob.X.Pixel(), ob.Y.Pixel()
	s.Step(0)
	j := bubble()
	if swum() != 0x100 || j < 0 {
		t.Fatalf("no bubble after %d frames of swimming", swum())
	}
	if j != first {
		t.Errorf("bubble in slot %d, want the first free one %d (AllocateObject)", j, first)
	}
	b := &st.S2.Slots[j]
	// The Chop Chop makes it before it moves; the bubble's slot is after
	// the Chop Chop's, so it ran this frame (Obj0A_Init: the wobble's
	// angle 0 adds nothing, then it moved).
	if b.Sub != 6 || int(b.BaseX) != x+0x14 || b.X.Pixel() != x+0x14 {
		t.Errorf("bubble subtype %d at x %d (base %d), want 6 at %d", b.Sub, b.X.Pixel(), b.BaseX, x+0x14)
	}
	if b.YVel != -0x88 {
		t.Errorf("bubble y_vel %d, want -$88", b.YVel)
	}
	if by := b.Y; by != physics.FromPixels(y+6)-0x88 {
		t.Errorf("bubble y %v after its first frame, want %v", by, physics.FromPixels(y+6)-0x88)
	}
	x2 := 0
	for i := 0; i < 0x100; i++ {
		x2 = ob.X.Pixel()
		s.Step(0)
	}
	second := false
	for _, o := range st.S2.Slots {
		if o.ID == s2SmallBubble && int(o.BaseX) == x2+0x14 {
			second = true
		}
	}
	if ob.Routine != 2 || !second {
		t.Errorf("no second bubble 256 frames later (Chop Chop routine %d)", ob.Routine)
	}
}

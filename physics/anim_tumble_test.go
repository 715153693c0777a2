package physics

import "testing"

// s2.asm Obj06_Spiral_MoveCharacter sets flip_angle from
// Obj06_FlipAngleTable; SAnim_WalkRun then shows SAnim_Tumble, the
// subimage (flip + $B) / $16 facing right. Riding Emerald Hill's
// corkscrew at 7 px/frame shows the tumble, its subimage rising along
// the curve.
func TestS2_SpiralTumble(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiral, 0, 1000, 684))
	s := newSim(tl, S2, 795, 716)
	s.st.GSpeed, s.st.XSpeed = 0x700, 0x700
	k := findSlot(s, s2Spiral)
	seen := map[int]bool{}
	var prev uint8 // Sonic animates before the objects run: last frame's angle
	for i := 0; i < 60; i++ {
		prev = s.st.P.Anim.flip
		s.Step(Right)
		a := s.st.P.Anim
		if s.st.S2.On == k+1 && prev > 1 {
			want := int(prev+0xB) / 0x16
			if a.ID != AnimTumble || a.Frame != want {
				t.Fatalf("frame %d: flip %#x: %v %d, want tumble %d", i, prev, a.ID, a.Frame, want)
			}
			seen[a.Frame] = true
		}
	}
	if len(seen) < 8 {
		t.Errorf("tumble subimages seen %v, want most of the 12", seen)
	}
}

// s2.asm Sonic_JumpFlip: in the air the flip angle turns by flip_speed
// (4 after falling off the corkscrew), with no flips left it stops at 0
// when it passes round; Sonic_ResetOnFloor clears it. Facing left the
// subimage is ($8F - flip) / $16.
func TestSim_JumpFlip(t *testing.T) {
	s := abilitySim(S2, Sonic)
	a := &s.st.P.Anim
	a.flip, a.flipSpeed, a.flipsLeft = 0xF8, 4, 0
	s.st.GSpeed = 0x600
	s.jumpFlip()
	if a.flip != 0xFC {
		t.Errorf("flip %#x, want $FC", a.flip)
	}
	s.jumpFlip()
	if a.flip != 0 {
		t.Errorf("flip %#x, want 0 after passing round", a.flip)
	}
	a.flip, a.flipsLeft = 0xFC, 1
	s.jumpFlip()
	if a.flip != 0 || a.flipsLeft != 0 {
		t.Errorf("one flip left: flip %#x left %d, want 0 (wrapped) and 0 left", a.flip, a.flipsLeft)
	}
	a.flip = 0x42
	s.st.FacingLeft = true
	if f := s.tumbleFrame(); f != (0x8F-0x42)/0x16 {
		t.Errorf("facing left subimage %d", f)
	}
	s.st.Air = true
	s.resetOnFloor()
	if a.flip != 0 {
		t.Error("landing keeps the flip angle")
	}
}

// s2.asm Obj41 twirl springs (subtype bit 0): flip_angle 1 (facing left
// -1); up/down flip_speed 4 and 1 flip left (0 with bit 1), side and
// diagonal 8 and 3 (1).
func TestS2_SpringTwirlFlip(t *testing.T) {
	for _, c := range []struct {
		sub         uint8
		fast, left  bool
		flip, speed uint8
		flips       uint8
	}{
		{1, false, false, 1, 4, 1}, {3, false, false, 1, 4, 0},
		{1, true, false, 1, 8, 3}, {3, true, true, 0xFF, 8, 1}, {0, true, false, 0, 0, 0},
	} {
		s := abilitySim(S2, Sonic)
		s.st.FacingLeft = c.left
		s.springTwirl(c.sub, c.fast)
		a := s.st.P.Anim
		if a.flip != c.flip || a.flipSpeed != c.speed || a.flipsLeft != c.flips {
			t.Errorf("sub %d fast %v: flip %#x speed %d left %d", c.sub, c.fast, a.flip, a.flipSpeed, a.flipsLeft)
		}
	}
}

// s2.asm SAnim_Tumble leaves anim_frame and sets anim_frame_duration 0:
// when the flip ends the walk goes on from its anim_frame, the next
// subimage at once.
func TestSim_TumbleKeepsWalkFrame(t *testing.T) {
	s := abilitySim(S2, Sonic)
	s.st.P.Anim = AnimState{}
	s.st.GSpeed = 0x400
	s.st.P.Anim.set(AnimWalk)
	for i := 0; i < 6; i++ {
		s.animate(0)
	}
	next := s.st.P.Anim.next
	s.st.P.Anim.flip = 0x42
	s.animate(0)
	if a := s.st.P.Anim; a.ID != AnimTumble || a.Frame != (0x42+0xB)/0x16 || a.Timer != 0 {
		t.Fatalf("tumble %+v", a)
	}
	s.st.P.Anim.flip = 0
	s.animate(0)
	if a := s.st.P.Anim; a.ID != AnimWalk || a.Frame != next || a.next != next+1 {
		t.Errorf("after the tumble: %v %d (next %d), want walk %d", a.ID, a.Frame, a.next, next)
	}
}

package physics

import "testing"

// s2.asm Sonic_JumpFlip: in the air the flip angle turns by flip_speed
// (4 after falling off the corkscrew), with no flips left it stops at 0
// when it passes round; Sonic_ResetOnFloor clears it. Facing left the
// subimage is ($8F - flip) / $16.
func TestSim_JumpFlip(t *testing.T) {
	s := abilitySim(S2, Sonic)
	a := &s.st.P.Anim
	a.Flip, a.FlipSpeed, a.FlipsLeft = 0xF8, 4, 0
	s.st.GSpeed = 0x600
	s.jumpFlip()
	if a.Flip != 0xFC {
		t.Errorf("flip %#x, want $FC", a.Flip)
	}
	s.jumpFlip()
	if a.Flip != 0 {
		t.Errorf("flip %#x, want 0 after passing round", a.Flip)
	}
	a.Flip, a.FlipsLeft = 0xFC, 1
	s.jumpFlip()
	if a.Flip != 0 || a.FlipsLeft != 0 {
		t.Errorf("one flip left: flip %#x left %d, want 0 (wrapped) and 0 left", a.Flip, a.FlipsLeft)
	}
	a.Flip = 0x42
	s.st.FacingLeft = true
	if f := s.tumbleFrame(); f != (0x8F-0x42)/0x16 {
		t.Errorf("facing left subimage %d", f)
	}
	s.st.Air = true
	s.ResetOnFloor()
	if a.Flip != 0 {
		t.Error("landing keeps the flip angle")
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
	s.st.P.Anim.Flip = 0x42
	s.animate(0)
	if a := s.st.P.Anim; a.ID != AnimTumble || a.Frame != (0x42+0xB)/0x16 || a.Timer != 0 {
		t.Fatalf("tumble %+v", a)
	}
	s.st.P.Anim.Flip = 0
	s.animate(0)
	if a := s.st.P.Anim; a.ID != AnimWalk || a.Frame != next || a.next != next+1 {
		t.Errorf("after the tumble: %v %d (next %d), want walk %d", a.ID, a.Frame, a.next, next)
	}
}

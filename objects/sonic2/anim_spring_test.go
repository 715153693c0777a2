package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj41 loc_189CA sets the spring animation; SonAni_Spring
// ($2F, one subimage, $FD 0) shows it 48 frames, the frame the $FD end
// is read keeps the subimage, then walking (as for the braking script).
func TestS2_SpringAnim(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 0, 660, 736-8))
	s := newSim(tl, physics.S2, 660, 600)
	start := -1
	for i := 0; i < 200; i++ {
		s.Step(0)
		id := s.Live().P.Anim.ID
		if start < 0 && id == physics.AnimSpring {
			start = i
			if !s.Live().Air || s.Live().YSpeed >= 0 {
				t.Fatalf("spring animation on frame %d before the launch", i)
			}
		}
		if start >= 0 && id != physics.AnimSpring {
			if n := i - start; n != 49 {
				t.Errorf("spring animation %d frames, want 48 + the $FD frame", n)
			}
			if id != physics.AnimWalk || !s.Live().Air {
				t.Errorf("after the spring: %v (air %v), want walk in the air", id, s.Live().Air)
			}
			return
		}
	}
	t.Fatalf("no spring animation (start %d)", start)
}

// s2.asm Obj41 subtype bit 0 (the twirl) sets the walking animation,
// not the spring one.
func TestS2_SpringAnimTwirl(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Springs, 1, 660, 736-8))
	s := newSim(tl, physics.S2, 660, 600)
	for i := 0; i < 120; i++ {
		s.Step(0)
		if s.Live().P.Anim.ID == physics.AnimSpring {
			t.Fatalf("frame %d: spring animation on a twirl spring", i)
		}
	}
}

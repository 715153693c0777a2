package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj06_Spiral_MoveCharacter sets flip_angle from
// Obj06_FlipAngleTable; SAnim_WalkRun then shows SAnim_Tumble, the
// subimage (flip + $B) / $16 facing right. Riding Emerald Hill's
// corkscrew at 7 px/frame shows the tumble, its subimage rising along
// the curve.
func TestS2_SpiralTumble(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Spiral, 0, 1000, 684))
	s := newSim(tl, physics.S2, 795, 716)
	s.Live().GSpeed, s.Live().XSpeed = 0x700, 0x700
	k := findSlot(s, s2Spiral)
	seen := map[int]bool{}
	var prev uint8 // Sonic animates before the objects run: last frame's angle
	for i := 0; i < 60; i++ {
		prev = s.Live().P.Anim.Flip
		s.Step(physics.Right)
		a := s.Live().P.Anim
		if s.Live().S2.On == k+1 && prev > 1 {
			want := int(prev+0xB) / 0x16
			if a.ID != physics.AnimTumble || a.Frame != want {
				t.Fatalf("frame %d: flip %#x: %v %d, want tumble %d", i, prev, a.ID, a.Frame, want)
			}
			seen[a.Frame] = true
		}
	}
	if len(seen) < 8 {
		t.Errorf("tumble subimages seen %v, want most of the 12", seen)
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
		s := abilitySim(physics.S2, physics.Sonic)
		s.Live().FacingLeft = c.left
		eng(s).springTwirl(c.sub, c.fast)
		a := s.Live().P.Anim
		if a.Flip != c.flip || a.FlipSpeed != c.speed || a.FlipsLeft != c.flips {
			t.Errorf("sub %d fast %v: flip %#x speed %d left %d", c.sub, c.fast, a.Flip, a.FlipSpeed, a.FlipsLeft)
		}
	}
}

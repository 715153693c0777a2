package sonic2

import (
	"testing"

	"loopwright/physics"
)

// seesawSim is a Sonic 2 run with Obj14 (subtype sub) at (700, 690),
// Sonic dropped onto it at x.
func seesawSim(sub uint8, x int) *physics.Sim {
	return newSim(s2TestLevel(s2Obj(s2Seesaw, sub, 700, 690)), physics.S2, x, 600)
}

// s2.asm Obj14_Main, Obj14_SetMapping and SlopedPlatform: a player
// standing on the seesaw left of its x tilts it to frame 2, right of it
// to frame 0, within 8 of it to frame 1, a frame a frame; he stands on
// its slope (byte_21C8E) or its level top (byte_21CBF, 5 above its y).
func TestSeesaw_Obj14Tilt(t *testing.T) {
	for _, c := range []struct {
		x     int
		frame uint8
	}{{660, 2}, {740, 0}, {703, 1}} {
		s := seesawSim(1, c.x) // subtype 1: no ball
		st := s.Live()
		k := findSlot(s, s2Seesaw)
		run(s, 0, 60)
		ob := &st.S2.Slots[k]
		if st.S2.On != k+1 || ob.MapFrame != c.frame {
			t.Fatalf("x %d: on %d frame %d, want standing on it (slot %d) at frame %d", c.x, st.S2.On, ob.MapFrame, k+1, c.frame)
		}
		if c.frame == 1 {
			if feet := st.Y.Pixel() + st.YRadius; feet != 690-5 {
				t.Errorf("feet at %d on the level seesaw, want %d", feet, 690-5)
			}
		}
	}
}

// s2.asm Obj14_Ball_Init, Obj14_Ball_Main, Obj14_Ball_Fly and
// Obj14_LaunchCharacter: a subtype 0 seesaw makes its ball (collision
// $8B) resting on its right end; Sonic standing in the middle tilts it
// level, which throws the ball at -$818 up and -$114 across; landing on
// the left end it tilts the seesaw its way and launches Sonic upwards at
// the ball's Y Speed.
func TestSeesaw_Obj14Ball(t *testing.T) {
	s := seesawSim(0, 703)
	st := s.Live()
	run(s, 0, 2)
	k := findSlot(s, s2Seesaw)
	b := -1
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2Seesaw && o.Parent == int16(k+1) {
			b = j
		}
	}
	if b < 0 {
		t.Fatal("no ball")
	}
	ball := &st.S2.Slots[b]
	if ball.Coll != 0x8B || ball.X.Pixel() != 700+0x28 || ball.Y.Pixel() != 690+0x10-8 {
		t.Fatalf("ball coll %#x at (%d, %d), want $8B at (%d, %d)", ball.Coll, ball.X.Pixel(), ball.Y.Pixel(), 700+0x28, 690+0x10-8)
	}
	thrown, launched := false, false
	for i := 0; i < 300 && !launched; i++ {
		s.Step(0)
		if !thrown && ball.Routine == seesawBallFly {
			thrown = true
			if ball.XVel != -0x114 || ball.YVel > -0x818+0x38*2 {
				t.Fatalf("ball thrown at (%#x, %#x), want -$114 across, -$818 up", ball.XVel, ball.YVel)
			}
		}
		launched = thrown && st.Air && st.YSpeed < -0x400
	}
	if !launched {
		t.Fatalf("thrown %v; Sonic air %v Y Speed %#x, want launched", thrown, st.Air, st.YSpeed)
	}
	if ball.Routine != seesawBallMain || ball.Index != 2 || st.S2.Slots[k].Index != 2 {
		t.Fatalf("ball routine %d side %d, seesaw side %d; want resting on the left (2)", ball.Routine, ball.Index, st.S2.Slots[k].Index)
	}
}

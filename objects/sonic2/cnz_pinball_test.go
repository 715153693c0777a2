package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj84_MainX and loc_212C4: crossing the vertical switch
// rightwards within its span turns pinball mode on and curls the player
// up; in pinball mode he keeps rolling (Sonic_KeepRolling: Ground Speed
// 4 his way when it runs out) and a jump press does not jump
// (Obj01_MdRoll), is not capped rising (Sonic_UpVelCap) and lands still
// rolling (Sonic_ResetOnFloor); crossing back leftwards turns it off
// (Obj84_MainX_Alt).
func TestPinballSwitch_Obj84(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PinballSwitch, 0, 700, 716))
	s := newSim(tl, physics.S2, 640, 716)
	st := s.Live()
	for i := 0; i < 120 && st.X.Pixel() <= 700; i++ {
		s.Step(physics.Right)
	}
	if !st.Spindash || !st.Rolling || st.YRadius != 0xE {
		t.Fatalf("past the switch: pinball %v rolling %v y_radius %d, want pinball mode, curled up", st.Spindash, st.Rolling, st.YRadius)
	}
	var saved physics.State
	s.Save(&saved)
	st.X = physics.FromPixels(650)
	s.Step(0)
	if st.Spindash {
		t.Fatal("crossing back left did not turn pinball mode off")
	}
	s.Restore(&saved)
	for i := 0; i < 300; i++ {
		s.Step(physics.Jump)
		if st.Air || !st.Rolling {
			t.Fatalf("frame %d in pinball mode: air %v rolling %v, want rolling on the ground", i, st.Air, st.Rolling)
		}
	}
	if st.GSpeed < 0x400-0x100 {
		t.Fatalf("ground speed %#x after 300 frames, want kept near 4 (Sonic_KeepRolling)", st.GSpeed)
	}
	// Sonic_UpVelCap does not cap him and Sonic_ResetOnFloor leaves him
	// rolling on landing.
	st.Air, st.YSpeed = true, -0x1000
	s.Step(0)
	if st.YSpeed >= -0xFC0 {
		t.Fatalf("Y Speed %#x, want the -$FC0 cap skipped in pinball mode", st.YSpeed)
	}
	for i := 0; i < 200 && st.Air; i++ {
		s.Step(0)
	}
	if st.Air || !st.Rolling || st.YRadius != 0xE {
		t.Fatalf("after landing: air %v rolling %v y_radius %d, want still rolling", st.Air, st.Rolling, st.YRadius)
	}
}

// s2.asm Obj84_MainX: the sidekick crossing the switch is put in
// pinball mode too (his own pinball_mode).
func TestPinballSwitch_Obj84Sidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PinballSwitch, 0, 700, 716))
	s := newSimP2(tl, 600, 690, 716)
	st := s.Live()
	run(s, 0, 20)
	st.P2.Body.X = physics.FromPixels(710)
	s.Step(0)
	if !st.P2.Body.Spindash || !st.P2.Body.Rolling || st.Spindash {
		t.Fatalf("Tails pinball %v rolling %v, Sonic pinball %v; want Tails alone in pinball mode", st.P2.Body.Spindash, st.P2.Body.Rolling, st.Spindash)
	}
}

// s2.asm Obj72_Action: a player on the ground within the conveyor's
// span and height is moved 2 pixels a frame (x-flipped: -2); in the air
// he is not.
func TestConveyor_Obj72(t *testing.T) {
	for _, c := range []struct {
		flags []string
		want  int
	}{{nil, 2}, {[]string{"x_flip"}, -2}} {
		tl := s2TestLevel(s2Obj(s2Conveyor, 8, 700, 736, c.flags...)) // $80 either side
		s := newSim(tl, physics.S2, 700, 716)
		st := s.Live()
		run(s, 0, 5)
		x := st.X.Pixel()
		s.Step(0)
		if d := st.X.Pixel() - x; d != c.want {
			t.Errorf("%v: moved %d, want %d", c.flags, d, c.want)
		}
		st.Air, st.YSpeed = true, -0x400
		x = st.X.Pixel()
		s.Step(0)
		if d := st.X.Pixel() - x; d != 0 {
			t.Errorf("%v: moved %d in the air, want 0", c.flags, d)
		}
	}
}

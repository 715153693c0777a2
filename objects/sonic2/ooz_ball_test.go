package sonic2

import (
	"testing"

	"loopwright/physics"
)

// ballSim is Sonic in the air at the centre of a launcher ball (Obj48,
// subtype sub) at (900, 650); it returns the sim and the ball's slot.
func ballSim(t *testing.T, sub uint8) (*physics.Sim, int) {
	t.Helper()
	s := newSim(s2TestLevel(s2Obj(s2LauncherBall, sub, 900, 650)), physics.S2, 880, 716)
	k := findSlot(s, s2LauncherBall)
	if k < 0 {
		t.Fatal("no launcher ball")
	}
	st := s.Live()
	st.X, st.Y = physics.FromPixels(895), physics.FromPixels(655)
	st.XSpeed, st.YSpeed, st.GSpeed = 0, 0, 0
	st.Air = true
	return s, k
}

// s2.asm Obj48 loc_252F0 and loc_25408: a player near its centre is
// caught there (obj_control $81, Ground Speed $1000, no speed), the ball
// turns a frame every 8 from 0 to 7, then fires him at $1000 in
// direction subtype+1 (1: right) and Obj48_MoveCharacter moves him.
func TestLauncherBall_Obj48CatchesAndFires(t *testing.T) {
	s, k := ballSim(t, 0)
	st := s.Live()
	ob := &st.S2.Slots[k]
	s.Step(0)
	if ob.Timer != 2 || st.S2.Control != 0x81 || st.GSpeed != 0x1000 || st.X.Pixel() != 900 || st.Y.Pixel() != 650 || st.XSpeed != 0 {
		t.Fatalf("state %d control %#x at (%d,%d) speeds %v,%v: want caught at the centre", ob.Timer, st.S2.Control, st.X.Pixel(), st.Y.Pixel(), st.XSpeed, st.GSpeed)
	}
	f := 0
	for ; f < 100 && ob.Timer == 2; f++ {
		s.Step(0)
		if st.X.Pixel() != 900 || st.Y.Pixel() != 650 {
			t.Fatalf("frame %d: moved while the ball turns", f)
		}
	}
	if ob.Timer != 4 || st.XSpeed != 0x1000 || st.YSpeed != 0 || ob.MapFrame != 7 || f != 1+6*8 {
		t.Fatalf("after %d frames state %d speeds %v,%v frame %d: want fired right at $1000 on frame 7 after 49", f, ob.Timer, st.XSpeed, st.YSpeed, ob.MapFrame)
	}
	x := st.X
	s.Step(0)
	if st.X-x != 0x1000 || st.S2.Control != 0x81 {
		t.Errorf("moved %v control %#x: want $10 pixels under obj_control $81", st.X-x, st.S2.Control)
	}
}

// s2.asm loc_25408: subtype bit 7 fires the player free (obj_control 0,
// airborne; the ball waits 8 frames in state 6); subtype $81 fires down
// (direction 2), turning from frame 7 to 0.
func TestLauncherBall_Obj48FiresFree(t *testing.T) {
	s, k := ballSim(t, 0x81)
	st := s.Live()
	ob := &st.S2.Slots[k]
	s.Step(0)
	for f := 0; f < 100 && ob.Timer == 2; f++ {
		s.Step(0)
	}
	if ob.Timer != 6 || st.S2.Control != 0 || !st.Air || st.YSpeed != 0x1000 || ob.MapFrame != 0 {
		t.Fatalf("state %d control %#x air %v y speed %v frame %d: want fired down free", ob.Timer, st.S2.Control, st.Air, st.YSpeed, ob.MapFrame)
	}
	// loc_252F0: move.b #2,anim(a1) (the roll), the rolling status
	// untouched: free in the air he still has the roll's anim.
	s.Step(0)
	if st.Rolling || !eng(s).animRoll() {
		t.Errorf("fired free: rolling %v anim roll %v, want the roll's anim without the status", st.Rolling, eng(s).animRoll())
	}
}

// s2.asm Obj3D and Obj48: the launcher block's launcher sends Sonic right
// into the ball, which catches him and lets the launcher go of him.
func TestLauncherBall_Obj48TakesFromLauncher(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2LauncherBlock, 0, 700, 700), s2Obj(s2LauncherBall, 0, 900, 708))
	s := newSim(tl, physics.S2, 700, 640)
	st := s.Live()
	st.X, st.Y = physics.FromPixels(700), physics.FromPixels(650)
	st.XSpeed, st.GSpeed, st.YSpeed = 0, 0, 0x400
	st.Air, st.Rolling = true, true
	st.YRadius, st.XRadius = 0xE, 7
	st.P.Anim.ID = physics.AnimRoll
	b := findSlot(s, s2LauncherBall)
	ball := &st.S2.Slots[b]
	for f := 0; f < 120 && ball.Timer != 2; f++ {
		s.Step(0)
	}
	if ball.Timer != 2 || st.S2.On != b+1 || st.X.Pixel() != 900 {
		t.Fatalf("ball state %d, Sonic on %d at x %d: want caught by the ball", ball.Timer, st.S2.On, st.X.Pixel())
	}
	for j := range st.S2.Slots {
		if o := &st.S2.Slots[j]; o.ID == s2LauncherBlock && o.Routine == 6 && o.Timer != 0 {
			t.Errorf("the launcher in slot %d still holds Sonic", j)
		}
	}
}

// s2.asm Obj48 (the launcher ball's loc_2541A): a player it fired is
// moved by it only while his render_flags on-screen bit is set; the main
// character carried off the screen is let go (obj_control 0, in the air,
// the ball's state for him 0) as the sidekick is.
func TestLauncherBall_Obj48LetsSonicGoOffScreen(t *testing.T) {
	s, k := ballSim(t, 0)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for f := 0; f < 100 && ob.Timer != 4; f++ {
		s.Step(0)
	}
	if ob.Timer != 4 || st.S2.Control != 0x81 {
		t.Fatalf("state %d control %#x: want fired", ob.Timer, st.S2.Control)
	}
	st.X += physics.FromPixels(600)
	s.Step(0)
	if st.S2.P1OnScreen || st.S2.Control != 0x81 {
		t.Fatalf("on screen %v control %#x: want carried off the screen", st.S2.P1OnScreen, st.S2.Control)
	}
	s.Step(0)
	if ob.Timer != 0 || st.S2.Control != 0 || !st.Air {
		t.Errorf("state %d control %#x air %v: want let go off the screen", ob.Timer, st.S2.Control, st.Air)
	}
}

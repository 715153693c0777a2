package sonic2

import (
	"testing"

	"loopwright/physics"
)

// launcherSim is Sonic dropped rolling onto a launcher block (Obj3D,
// subtype sub) at (700, 700) above the flat floor; it returns the sim and
// the block's slot.
func launcherSim(t *testing.T, sub uint8, roll bool) (*physics.Sim, int) {
	t.Helper()
	s := newSim(s2TestLevel(s2Obj(s2LauncherBlock, sub, 700, 700)), physics.S2, 700, 640)
	k := findSlot(s, s2LauncherBlock)
	if k < 0 {
		t.Fatal("no launcher block")
	}
	st := s.Live()
	st.X, st.Y = physics.FromPixels(700), physics.FromPixels(650)
	st.XSpeed, st.GSpeed, st.YSpeed = 0, 0, 0x400
	st.Air, st.Rolling = true, roll
	if roll {
		st.YRadius, st.XRadius = 0xE, 7
		st.P.Anim.ID = physics.AnimRoll
	}
	return s, k
}

// s2.asm Obj3D_Main: a player not rolling stands on the block
// (SolidObject, $10 high: his feet at its y - $11) and it holds.
func TestLauncherBlock_Obj3DHolds(t *testing.T) {
	s, k := launcherSim(t, 0, false)
	st := s.Live()
	run(s, 0, 30)
	ob := &st.S2.Slots[k]
	if ob.ID != s2LauncherBlock || ob.Routine != 2 || st.Air || st.S2.On != k+1 {
		t.Fatalf("block routine %d, Sonic air %v on %d: want standing on the whole block", ob.Routine, st.Air, st.S2.On)
	}
	if want := 700 - 0x11 - st.YRadius; st.Y.Pixel() != want {
		t.Errorf("Sonic at y %d, want %d", st.Y.Pixel(), want)
	}
}

// s2.asm Obj3D_Main and Obj3D_InvisibleLauncher: rolling onto the block
// breaks it into 16 pieces (word_2507A), leaves the invisible launcher
// (routine 6) after it, and Sonic, falling on through its place, is
// caught and launched right (subtype 0) rolling at $800 under
// obj_control $81, moved by his speed each frame (Obj3D_MoveCharacter).
func TestLauncherBlock_Obj3DBreaksAndLaunches(t *testing.T) {
	s, k := launcherSim(t, 0, true)
	st := s.Live()
	broke := false
	for i := 0; i < 40 && !broke; i++ {
		s.Step(0)
		broke = st.S2.Slots[k].Routine == 4
	}
	if !broke {
		t.Fatal("the block did not break")
	}
	pieces, launcher := 0, -1
	for j := range st.S2.Slots {
		if ob := &st.S2.Slots[j]; ob.ID == s2LauncherBlock {
			switch ob.Routine {
			case 4:
				pieces++
			case 6:
				launcher = j
			}
		}
	}
	if pieces != 16 || launcher != k+1 {
		t.Fatalf("%d pieces, launcher in slot %d: want 16 and slot %d", pieces, launcher, k+1)
	}
	for i := 0; i < 20 && st.S2.Control == 0; i++ {
		s.Step(0)
	}
	if st.S2.Control != 0x81 || st.XSpeed != 0x800 || st.YSpeed != 0 || st.GSpeed != 0x800 || st.Y.Pixel() != 700 {
		t.Fatalf("control %#x speeds %v,%v,%v y %d: want launched right at $800 from y 700", st.S2.Control, st.XSpeed, st.YSpeed, st.GSpeed, st.Y.Pixel())
	}
	x := st.X
	s.Step(0)
	if st.X-x != 0x800 || st.Y.Pixel() != 700 {
		t.Errorf("moved %v, y %d: want 8 pixels right a frame", st.X-x, st.Y.Pixel())
	}
}

// s2.asm loc_24FC2: a non-zero subtype launches upwards from its x at
// Y Speed -$800, catching from $10 above the block's y.
func TestLauncherBlock_Obj3DLaunchesUp(t *testing.T) {
	s, _ := launcherSim(t, 1, true)
	st := s.Live()
	for i := 0; i < 60 && st.S2.Control == 0; i++ {
		s.Step(0)
	}
	if st.S2.Control != 0x81 || st.XSpeed != 0 || st.YSpeed != -0x800 || st.X.Pixel() != 700 {
		t.Fatalf("control %#x speeds %v,%v x %d: want launched up at -$800 from x 700", st.S2.Control, st.XSpeed, st.YSpeed, st.X.Pixel())
	}
}

// s2.asm Obj3D loc_24F84: the invisible launcher catches a player who is
// not rolling, setting his anim to the roll (move.b
// #AniIDSonAni_Roll,anim(a1)) but not his rolling status.
func TestLauncherBlock_Obj3DLauncherSetsRollAnim(t *testing.T) {
	s, k := launcherSim(t, 0, false)
	st := s.Live()
	ob := &st.S2.Slots[k]
	ob.Routine = 6 // the launcher the block leaves (loc_24F04)
	st.X, st.Y = physics.FromPixels(700), physics.FromPixels(705)
	st.YSpeed = 0
	s.Step(0)
	if ob.Timer != 2 || st.S2.Control != 0x81 || st.XSpeed != 0x800 {
		t.Fatalf("state %d control %#x x speed %v, want caught, launched right at $800", ob.Timer, st.S2.Control, st.XSpeed)
	}
	if st.Rolling || !eng(s).animRoll() {
		t.Fatalf("rolling %v anim roll %v, want the roll's anim without the rolling status", st.Rolling, eng(s).animRoll())
	}
}

// s2.asm loc_25036 (Obj3D): the launcher lets the player go once his
// render_flags on-screen bit is clear, the main character as well as the
// sidekick: carried off the screen (BuildSprites clears Sonic's bit: the
// camera moves at most 16 pixels a frame), Sonic is let go: obj_control
// 0, in the air, and the launcher's state for him cleared.
func TestLauncherBlock_Obj3DLetsSonicGoOffScreen(t *testing.T) {
	s, k := launcherSim(t, 0, false)
	st := s.Live()
	ob := &st.S2.Slots[k]
	ob.Routine = 6
	st.X, st.Y = physics.FromPixels(700), physics.FromPixels(705)
	st.YSpeed = 0
	s.Step(0)
	if ob.Timer != 2 || st.S2.Control != 0x81 || !st.S2.P1OnScreen {
		t.Fatalf("state %d control %#x on screen %v: want caught on screen", ob.Timer, st.S2.Control, st.S2.P1OnScreen)
	}
	s.Step(0)
	if st.S2.Control != 0x81 {
		t.Fatalf("let go on screen")
	}
	st.X += physics.FromPixels(600)
	s.Step(0) // moved on; BuildSprites finds him off the screen
	if st.S2.P1OnScreen {
		t.Fatalf("on screen at x %d, camera %d", st.X.Pixel(), st.Cam.X)
	}
	s.Step(0)
	if ob.Timer != 0 || st.S2.Control != 0 || !st.Air {
		t.Errorf("state %d control %#x air %v: want let go off the screen", ob.Timer, st.S2.Control, st.Air)
	}
}

// s2.asm Sonic_Display and BuildSprites: Sonic's on-screen bit is set only
// on the frames he is queued for display; while his hurt invulnerability
// blinks him out (bit 2 of invulnerable_time clear before its decrement)
// the bit keeps its value.
func TestBuildSprites_MainCharacterBlinks(t *testing.T) {
	s, _ := launcherSim(t, 0, false)
	st := s.Live()
	run(s, 0, 30)
	if !st.S2.P1OnScreen {
		t.Fatal("standing Sonic not on screen")
	}
	st.Obj.Invuln = 8 // bit 2 clear: not displayed this frame
	st.X += physics.FromPixels(600)
	s.Step(0)
	if !st.S2.P1OnScreen || st.Obj.Invuln != 7 {
		t.Fatalf("on screen %v invuln %d: want the bit kept while not displayed", st.S2.P1OnScreen, st.Obj.Invuln)
	}
	s.Step(0) // 7: bit 2 set, displayed
	if st.S2.P1OnScreen {
		t.Errorf("displayed off the screen: want the bit cleared")
	}
}

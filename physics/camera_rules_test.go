package physics

import "testing"

// docs/physics.md "Camera" "Spindash Lag" (Sonic_UpdateSpindash, ScrollHoriz): on
// release the camera follows the recorded positions for 32 frames (minus
// the rev), two entries a frame; a spindash from standing still leaves
// the camera where it was while the player shoots off, then it catches
// up. Not in Sonic CD.
func TestCamera_SpindashLag(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	run(s, 0, 5)
	run(s, Down, 3)
	s.Step(Down | Jump)
	run(s, Down, 40)
	x0 := s.Camera().X
	s.Step(0) // release at spinrev ~0: 8, delay 32 frames
	if d := s.Camera().Delay >> 8; d != 0x1F {
		t.Fatalf("delay %#x after the release frame, want $1F (32 - 1)", s.Camera().Delay)
	}
	px := s.st.X.Pixel()
	run(s, 0, 14)
	if s.Camera().X != x0 {
		t.Errorf("the camera moved to %d from %d while replaying the still frames", s.Camera().X, x0)
	}
	if s.st.X.Pixel()-px < 100 {
		t.Fatalf("the player moved only %d", s.st.X.Pixel()-px)
	}
	run(s, 0, 20)
	if s.Camera().Delay != 0 || s.Camera().X == x0 {
		t.Errorf("after 32 frames: delay %#x camera %d", s.Camera().Delay, s.Camera().X)
	}
}

// docs/physics.md "Camera" "Looking Up and Down": Sonic 1 scrolls at once; Sonic 2 and
// 3K after 120 frames (TestCamera_LookUpDelay); Sonic CD after a second
// press within 16 frames. Up moves the focal point 104 down (to 200),
// down 88 up (to 8), 2 a frame.
func TestCamera_LookVariants(t *testing.T) {
	s := newSim(cameraLevel(), S1, 600, 716)
	run(s, 0, 3)
	s.Step(Up)
	s.Step(Up)
	if b := s.Camera().Bias; b != CameraBias+2 && b != CameraBias+4 {
		t.Errorf("s1: bias %d after 2 frames of Up, want it moving at once", b)
	}
	run(s, Up, 100)
	if b := s.Camera().Bias; b != CameraBias+104 {
		t.Errorf("s1: bias %d looking up, want 96 + 104", b)
	}
	s = newSim(cameraLevel(), S1, 600, 716)
	run(s, 0, 3)
	run(s, Down, 100)
	if b := s.Camera().Bias; b != CameraBias-88 {
		t.Errorf("s1: bias %d crouching, want 96 - 88", b)
	}
	// Sonic CD: held once, nothing; a second press within 16 frames.
	s = newSim(cameraLevel(), CD, 600, 716)
	run(s, 0, 3)
	run(s, Up, 30)
	if b := s.Camera().Bias; b != CameraBias {
		t.Errorf("cd: one long press moved the bias to %d", b)
	}
	run(s, 0, 5)
	run(s, Up, 3) // a tap, then the second press within 16 frames
	run(s, 0, 3)
	run(s, Up, 30)
	if b := s.Camera().Bias; b <= CameraBias {
		t.Errorf("cd: double tap: bias %d, want it moving up", b)
	}
	run(s, 0, 60)
	if b := s.Camera().Bias; b != CameraBias {
		t.Errorf("cd: released: bias %d, want back at 96", b)
	}
}

// docs/physics.md "Camera" "Extended Camera" (Sonic CD only): at Ground Speed 6 the
// horizontal focal point moves 64 behind the player, 2 a frame, and back
// below 6; also 16 frames into charging a Super Peel-Out.
func TestCamera_CDExtended(t *testing.T) {
	s := newSim(cameraLevel(), CD, 600, 716)
	run(s, 0, 3)
	s.st.GSpeed, s.st.XSpeed = 0x600, 0x600
	s.Step(Right)
	if s.Camera().ShiftX != -2 {
		t.Fatalf("shift %d after a frame at 6, want -2", s.Camera().ShiftX)
	}
	run(s, Right, 40)
	if s.Camera().ShiftX != -CameraCDShift {
		t.Errorf("shift %d, want -64", s.Camera().ShiftX)
	}
	s2 := newSim(cameraLevel(), S2, 600, 716)
	s2.st.GSpeed, s2.st.XSpeed = 0x600, 0x600
	run(s2, Right, 10)
	if s2.Camera().ShiftX != 0 {
		t.Errorf("s2 shifts the focal point: %d", s2.Camera().ShiftX)
	}
	// The Super Peel-Out's charge.
	s = newSim(cameraLevel(), CD, 600, 716)
	run(s, 0, 3)
	run(s, Up, 2)
	s.Step(Up | Jump)
	run(s, Up, 15)
	if s.Camera().ShiftX != 0 {
		t.Errorf("peel-out: shifted before 16 frames: %d", s.Camera().ShiftX)
	}
	run(s, Up, 10)
	if s.Camera().ShiftX >= 0 {
		t.Errorf("peel-out charged 16+ frames: shift %d, want moving behind", s.Camera().ShiftX)
	}
}

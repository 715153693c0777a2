package physics

import (
	"testing"

	"loopwright/layers"
)

func cameraLevel() *testLevel {
	tl := flatLevel()
	tl.Lvl.Bounds = layers.Rect{Max: layers.Point{X: 256 * 16, Y: 56 * 16}}
	return tl
}

// s2.asm LevelSizeLoad: the camera starts 160 left of and 96 above the
// player, inside the limits.
func TestCamera_Init(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	c := s.Camera()
	if c.X != 600-160 || c.Y != 716-96 || c.Bias != CameraBias {
		t.Errorf("camera %d,%d bias %d, want %d,%d 96", c.X, c.Y, c.Bias, 440, 620)
	}
	s = newSim(cameraLevel(), S2, 60, 716)
	if c := s.Camera(); c.X != 0 {
		t.Errorf("camera x %d, want 0 (Camera_Min_X_pos)", c.X)
	}
}

// s2.asm ScrollHoriz (docs/physics.md "Camera" "Horizontal Borders"): the player roams
// between 144 and 160; past 160 the camera follows by the overshoot, at
// most 16 a frame.
func TestCamera_ScrollHoriz(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	c := &s.st.Cam
	c.X = 600 - 150
	s.scrollHoriz()
	if c.X != 450 {
		t.Errorf("inside the borders: x %d, want 450", c.X)
	}
	c.X = 600 - 165
	s.scrollHoriz()
	if c.X != 600-160 {
		t.Errorf("5 past the right border: x %d, want %d", c.X, 440)
	}
	c.X = 600 - 200
	s.scrollHoriz()
	if c.X != 600-200+16 {
		t.Errorf("40 past: x %d, want +16", c.X)
	}
	c.X = 600 - 100
	s.scrollHoriz()
	if c.X != 600-100-16 {
		t.Errorf("44 before the left border: x %d, want -16", c.X)
	}
	s.cfg.Variant = S3K
	c.X = 600 - 200
	s.scrollHoriz()
	if c.X != 600-200+24 {
		t.Errorf("s3k cap: x %d, want +24", c.X)
	}
}

// s2.asm ScrollVerti: on the ground at most 6 a frame below Ground Speed 8,
// 16 from 8 on, 2 with the focal point shifted; in the air 32 either side
// of the focal point.
func TestCamera_ScrollVerti(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	c := &s.st.Cam
	for _, tc := range []struct {
		air  bool
		gsp  Fixed
		bias int
		dy   int // player y - camera y
		want int // camera movement
	}{
		{false, 0, CameraBias, 96 + 20, 6},
		{false, 0x800, CameraBias, 96 + 20, 16},
		{false, -0x800, CameraBias, 96 - 20, -16},
		{false, 0, CameraBias + 2, 96 + 20, 2},
		{false, 0, CameraBias, 96 + 3, 3},
		{true, 0, CameraBias, 96 + 32, 0},
		{true, 0, CameraBias, 96 + 40, 8},
		{true, 0, CameraBias, 96 - 33, -1},
		{true, 0, CameraBias, 96 + 100, 16},
	} {
		c.Y, c.Bias = 300, tc.bias
		s.st.Air, s.st.GSpeed, s.st.Rolling = tc.air, tc.gsp, false
		s.st.Y = FromPixels(300 + tc.dy)
		s.scrollVerti()
		if got := c.Y - 300; got != tc.want {
			t.Errorf("%+v: moved %d", tc, got)
		}
	}
}

// s2.asm Sonic_Lookup: the focal point moves from the 120th frame of
// looking up, then 2 a frame to 200; released, it returns 2 a frame.
func TestCamera_LookUpDelay(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	run(s, Up, 119)
	if b := s.Camera().Bias; b != CameraBias {
		t.Fatalf("bias after 119 frames %d, want 96", b)
	}
	run(s, Up, 1)
	if b := s.Camera().Bias; b != CameraBias+2 {
		t.Fatalf("bias after 120 frames %d, want 98", b)
	}
	run(s, Up, 100)
	if b := s.Camera().Bias; b != CameraBiasUp {
		t.Fatalf("bias %d, want 200", b)
	}
	run(s, 0, 1)
	if b := s.Camera().Bias; b != CameraBiasUp-2 {
		t.Fatalf("released: bias %d, want 198", b)
	}
	s1 := newSim(cameraLevel(), S1, 600, 716)
	run(s1, Up, 1)
	if b := s1.Camera().Bias; b != CameraBias+2 {
		t.Fatalf("s1 bias %d, want 98 at once", b)
	}
}

// s2.asm RunDynamicLevelEvents: Camera_Max_Y_pos moves 2 a frame toward
// its target.
func TestCamera_LevelEvents(t *testing.T) {
	s := newSim(cameraLevel(), S2, 600, 716)
	c := &s.st.Cam
	max0 := c.MaxY
	s.SetCameraTarget(c.MinX, c.MaxX, max0-10)
	s.Step(0)
	if c.MaxY != max0-2 || !c.MaxYChanging && c.MaxY == max0 {
		t.Errorf("max y %d, want %d", c.MaxY, max0-2)
	}
}

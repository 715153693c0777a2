package session

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// bigLevel is an empty level of 200 x 100 blocks (3200 x 1600 px).
func bigLevel() *layers.Level {
	return layers.New("big", layers.NewLibrary(8), 200, 100)
}

func recAt(x, y int, grounded bool, gsp physics.Fixed, state string) *physics.FrameRecord {
	return &physics.FrameRecord{X: physics.FromPixels(x), Y: physics.FromPixels(y), Grounded: grounded, GSpeed: gsp, State: state}
}

// Section 20, "Horizontal Borders": the player roams between 144 and 160;
// the camera catches up by the overshoot, capped at 16 (24 in s3k).
func TestGameCamera_Horizontal(t *testing.T) {
	lvl := bigLevel()
	c := NewGameCamera(lvl, recAt(1000, 800, true, 0, "normal"))
	if c.X != 1000-160 || c.Y != 800-96 || c.FocalY != 96 {
		t.Fatalf("start camera %+v", c)
	}
	// Walk left 10 px: inside the borders, no scroll.
	c.Update(lvl, recAt(990, 800, true, 0, "walking"), physics.S2)
	if c.X != 840 {
		t.Errorf("scrolled inside the borders: %d", c.X)
	}
	// 10 more: screen x 140, 4 past the left border.
	c.Update(lvl, recAt(980, 800, true, 0, "walking"), physics.S2)
	if c.X != 836 {
		t.Errorf("left border: camera %d, want 836", c.X)
	}
	// A 40 px jump right: capped at 16 (s2) or 24 (s3k).
	for _, v := range []struct {
		variant physics.Variant
		cap     int
	}{{physics.S2, 16}, {physics.S1, 16}, {physics.CD, 16}, {physics.S3K, 24}} {
		c := GameCamera{X: 840, Y: 704, FocalY: 96}
		c.Update(lvl, recAt(840+160+40, 800, true, 0, "walking"), v.variant)
		if c.X != 840+v.cap {
			t.Errorf("%v: camera moved %d, want the cap %d", v.variant, c.X-840, v.cap)
		}
	}
	// Sonic CD centres on 160 instead of roaming between borders.
	cd := GameCamera{X: 840, Y: 704, FocalY: 96}
	cd.Update(lvl, recAt(840+150, 800, true, 0, "walking"), physics.CD)
	if cd.X != 830 {
		t.Errorf("cd focal point: camera %d, want 830", cd.X)
	}
}

// Section 20, "Vertical Border" and "On the Ground".
func TestGameCamera_Vertical(t *testing.T) {
	lvl := bigLevel()
	// Airborne: free between 64 and 128.
	c := GameCamera{X: 800, Y: 700, FocalY: 96}
	c.Update(lvl, recAt(960, 700+120, false, 0, "airborne"), physics.S2)
	if c.Y != 700 {
		t.Errorf("air: scrolled inside the border: %d", c.Y)
	}
	c.Update(lvl, recAt(960, 700+140, false, 0, "airborne"), physics.S2)
	if c.Y != 712 {
		t.Errorf("air: bottom border: camera %d, want 712", c.Y)
	}
	c.Update(lvl, recAt(960, 712+128+30, false, 0, "airborne"), physics.S2)
	if c.Y != 712+16 {
		t.Errorf("air: bottom border capped at 16: camera %d", c.Y)
	}
	c = GameCamera{X: 800, Y: 700, FocalY: 96}
	c.Update(lvl, recAt(960, 700+10, false, 0, "airborne"), physics.S2)
	if c.Y != 700-16 {
		t.Errorf("air: top border capped at 16: camera %d", c.Y)
	}
	// Ground: toward the focal point, 6 a frame when slow, 16 when fast.
	c = GameCamera{X: 800, Y: 700, FocalY: 96}
	c.Update(lvl, recAt(960, 700+120, true, 7*physics.One, "walking"), physics.S2)
	if c.Y != 706 {
		t.Errorf("ground slow: camera %d, want 706", c.Y)
	}
	c = GameCamera{X: 800, Y: 700, FocalY: 96}
	c.Update(lvl, recAt(960, 700+120, true, -8*physics.One, "walking"), physics.S2)
	if c.Y != 716 {
		t.Errorf("ground fast: camera %d, want 716", c.Y)
	}
	c = GameCamera{X: 800, Y: 700, FocalY: 96}
	c.Update(lvl, recAt(960, 700+130, true, 9*physics.One, "walking"), physics.S3K)
	if c.Y != 724 {
		t.Errorf("ground fast s3k: camera %d, want 724", c.Y)
	}
}

// Section 20, "Looking Up and Down".
func TestGameCamera_Look(t *testing.T) {
	lvl := bigLevel()
	look := func(v physics.Variant, state string, frames int) GameCamera {
		c := NewGameCamera(lvl, recAt(1000, 800, true, 0, "normal"))
		for i := 0; i < frames; i++ {
			c.Update(lvl, recAt(1000, 800, true, 0, state), v)
		}
		return c
	}
	if c := look(physics.S2, "looking_up", 120); c.FocalY != 96 {
		t.Errorf("s2: focal point moved before 120 frames: %d", c.FocalY)
	}
	if c := look(physics.S2, "looking_up", 125); c.FocalY != 96+10 {
		t.Errorf("s2: 5 frames after the wait: focal %d, want 106", c.FocalY)
	}
	if c := look(physics.S1, "looking_up", 5); c.FocalY != 96+10 {
		t.Errorf("s1: looks at once: focal %d", c.FocalY)
	}
	if c := look(physics.S2, "looking_up", 400); c.FocalY != 200 {
		t.Errorf("s2: looking up ends at 200: %d", c.FocalY)
	}
	c := look(physics.S2, "crouching", 400)
	if c.FocalY != 8 {
		t.Errorf("s2: crouching ends at 8: %d", c.FocalY)
	}
	// The camera followed with the cap of 2 while shifted: the player is
	// now on the shifted focal point.
	if 800-c.Y != 8 {
		t.Errorf("crouching: player at screen y %d, want 8", 800-c.Y)
	}
	c.Update(lvl, recAt(1000, 800, true, 0, "normal"), physics.S2)
	if c.FocalY != 10 {
		t.Errorf("release: focal %d, want 10", c.FocalY)
	}
}

func TestGameCamera_Bounds(t *testing.T) {
	lvl := bigLevel()
	c := NewGameCamera(lvl, recAt(10, 10, true, 0, "normal"))
	if c.X != 0 || c.Y != 0 {
		t.Errorf("top-left: %+v", c)
	}
	c = NewGameCamera(lvl, recAt(3190, 1590, true, 0, "normal"))
	if c.X != 3200-320 || c.Y != 1600-224 {
		t.Errorf("bottom-right: %+v", c)
	}
	lvl.Bounds = layers.Rect{Min: layers.Point{X: 100, Y: 50}, Max: layers.Point{X: 1000, Y: 600}}
	c = NewGameCamera(lvl, recAt(10, 10, true, 0, "normal"))
	if c.X != 100 || c.Y != 50 {
		t.Errorf("bounds: %+v", c)
	}
}

// The session's camera follows the run and rewinds with it.
func TestSession_Camera(t *testing.T) {
	s := newTestSession()
	playInputs(s, 400)
	cams := make([]GameCamera, 0, 401)
	s.JumpTo(0)
	for f := 0; f <= 400; f++ {
		if f > 0 {
			s.StepForward()
		}
		cams = append(cams, s.GameCamera())
		if f > 60 && s.Record().Grounded {
			sx := s.Record().X.Pixel() - s.Camera().X
			if s.Camera().X > 0 && s.Camera().X < s.Level().Width*16-preview.ScreenW && (sx < preview.BorderLeft-16 || sx > preview.BorderRight+16) {
				t.Fatalf("frame %d: player at screen x %d", f, sx)
			}
		}
	}
	for f := 400; f >= 0; f -= 13 {
		s.JumpTo(f)
		if s.GameCamera() != cams[f] {
			t.Fatalf("frame %d: camera after a jump %+v, want %+v", f, s.GameCamera(), cams[f])
		}
	}
	var sc preview.Scene
	s.Scene(&sc)
	if !sc.Camera.Valid || sc.Camera != s.Camera() || !sc.HasPlayer {
		t.Errorf("Scene: camera %+v", sc.Camera)
	}
}

package physics

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// degNum converts a hex angle to the guide's degrees (docs/physics.md "Calculations", "Hex to
// Degrees"), exact as a fraction: the result is deg = num / 256.
func degNum(a uint8) int { return ((256 - int(a)) % 256) * 360 }

// docs/physics.md "Slope Collision" "Determining the Mode": the ground sensor mode table (ranges
// inclusive, in whole degrees): floor 0-45 and 315-360, right wall
// 46-134, ceiling 135-225, left wall 226-314. A hex angle belongs to the
// range holding its degrees rounded to the nearest whole degree.
func TestGroundMode(t *testing.T) {
	for a := 0; a < 256; a++ {
		d := (degNum(uint8(a)) + 128) / 256 // rounded degrees
		want := Floor
		switch {
		case d >= 46 && d <= 134:
			want = RightWall
		case d >= 135 && d <= 225:
			want = Ceiling
		case d >= 226 && d <= 314:
			want = LeftWall
		}
		if got := GroundMode(uint8(a)); got != want {
			t.Errorf("angle %#x (%d deg): mode %v, want %v", a, d, got, want)
		}
	}
}

// docs/physics.md "Slope Collision" "Determining the Mode", the push sensor table: floor 0-44 and
// 316-360, right wall 45-135, ceiling 136-224, left wall 225-315; the push
// sensor facing the motion points along the mode's "forward" (right in
// floor mode when moving right, up on a right wall, down on a left wall).
// docs/physics.md "Slope Collision" "Ground Sensor Activation": only the sensor in the direction of
// Ground Speed is active.
func TestSim_PushSensorModes(t *testing.T) {
	tl := newTestLevel(64, 56)
	for _, c := range []struct {
		angle uint8
		fwd   heightmask.Dir // F's direction moving right (Ground Speed > 0)
		back  heightmask.Dir // E's direction moving left
	}{
		{0x00, heightmask.Right, heightmask.Left},
		{0x1F, heightmask.Right, heightmask.Left}, // 316 deg: floor
		{0x20, heightmask.Down, heightmask.Up},    // 315 deg: left wall
		{0xE1, heightmask.Right, heightmask.Left}, // 44 deg: floor
		{0xE0, heightmask.Up, heightmask.Down},    // 45 deg: right wall
	} {
		for _, g := range []Fixed{0x300, -0x300} {
			s := newSim(tl, S2, 300, 300)
			s.st.Air, s.st.Angle, s.st.GSpeed = false, c.angle, g
			s.Step(0)
			r := s.Record()
			on, off, want := r.Sensors[sF], r.Sensors[sE], c.fwd
			if g < 0 {
				on, off, want = r.Sensors[sE], r.Sensors[sF], c.back
			}
			if !on.Active || on.Dir != want || off.Active {
				t.Errorf("angle %#x gsp %v: active %c dir %v (other active %v), want %v", c.angle, g, on.Name, on.Dir, off.Active, want)
			}
		}
	}
}

// docs/physics.md "Slope Collision" "When to Change Mode": the ground sensors use the mode of the
// previous frame's angle, round a whole loop.
func TestSim_ModeFromPreviousAngle(t *testing.T) {
	tl := loopLevel(96)
	s := newSim(tl, S2, 700, 780)
	prev := *s.Record()
	seen := map[Mode]bool{}
	for f := 0; f < 600; f++ {
		s.Step(Right)
		r := s.Record()
		if r.Grounded && prev.Grounded {
			mode := GroundMode(prev.Angle)
			seen[mode] = true
			want := [...]heightmask.Dir{Floor: heightmask.Down, RightWall: heightmask.Right, Ceiling: heightmask.Up, LeftWall: heightmask.Left}[mode]
			if a := r.Sensors[sA]; !a.Active || a.Dir != want {
				t.Fatalf("frame %d: previous angle %#x (%v): A looks %v", r.Frame, prev.Angle, mode, a.Dir)
			}
		}
		prev = *r
	}
	if len(seen) != 4 {
		t.Errorf("modes seen %v, want all four", seen)
	}
}

// docs/physics.md "Slope Collision" "Push Sensors": grounded, E and F sit 10 px from the centre,
// ahead by this frame's X/Y Speed, and 8 px lower on flat ground (angle 0)
// only.
func TestSim_PushSensorAnchors(t *testing.T) {
	tl := flatLevel()
	s := newSim(tl, S2, 300, 716)
	run(s, Right, 20)
	r := s.Record()
	f := r.Sensors[sF]
	if f.AnchorX != r.X.Pixel()+PushRadius || f.AnchorY != r.Y.Pixel()+8 || f.Dir != heightmask.Right {
		t.Errorf("flat: F at %d,%d, want %d,%d", f.AnchorX, f.AnchorY, r.X.Pixel()+PushRadius, r.Y.Pixel()+8)
	}
	// On a slope (angle not 0) no 8 px shift.
	tl = newTestLevel(64, 56)
	slope := fullMask()
	slope.Flagged, slope.Angle = false, 0xF8
	tl.Fill(pathAB, 0, 47, 64, 56)
	for bx := 0; bx < 64; bx++ {
		tl.Set(pathAB, bx, 46, slope, false, false, heightmask.SolidAll)
	}
	s = newSim(tl, S1, 300, 716)
	s.st.Angle = 0xF8
	s.st.GSpeed = 0x200
	s.Step(Right)
	r = s.Record()
	f = r.Sensors[sF]
	if r.Angle != 0xF8 || !f.Active {
		t.Fatalf("slope: angle %#x, F active %v", r.Angle, f.Active)
	}
	if f.AnchorY >= r.Y.Pixel()+8 {
		t.Errorf("slope: F shifted 8 px down at angle %#x", r.Angle)
	}
}

// docs/physics.md "Slope Collision" "While Airborne", "Airborne Sensor Activation": mostly right:
// F, C, D and (falling) A, B; mostly left: E instead of F; mostly up: C, D,
// E, F; mostly down: A, B, E, F.
func TestSim_AirborneSensorActivation(t *testing.T) {
	tl := newTestLevel(64, 56)
	for _, c := range []struct {
		name   string
		xs, ys Fixed
		want   string
	}{
		{"right", 0x600, 0x100, "ABCDF"},
		{"left", -0x600, 0x100, "ABCDE"},
		{"up", 0x100, -0x600, "CDEF"},
		{"down", 0x100, 0x600, "ABEF"},
	} {
		s := newSim(tl, S2, 300, 300)
		s.st.XSpeed, s.st.YSpeed = c.xs, c.ys
		s.Step(0)
		got := ""
		for _, sr := range s.Record().Sensors {
			if sr.Active {
				got += string(sr.Name)
			}
		}
		if got != c.want {
			t.Errorf("mostly %s: active %q, want %q", c.name, got, c.want)
		}
	}
}

// docs/physics.md "Solid Tiles" "Distance Rejection" / docs/physics.md "Slope Collision" "Ground Sensors": a grounded
// player whose winning distance is below -14 is not moved; -14 snaps.
func TestSim_RejectBelowMinus14(t *testing.T) {
	tl := flatLevel()
	for _, c := range []struct {
		depth int
		snap  bool
	}{{14, true}, {15, false}} {
		s := newSim(tl, S2, 300, 716)
		s.st.Y = FromPixels(716 + c.depth)
		s.Step(0)
		r := s.Record()
		if got := r.Y.Pixel() == 716; got != c.snap || !r.Grounded {
			t.Errorf("%d px deep: y %v grounded %v, want snapped %v", c.depth, r.Y, r.Grounded, c.snap)
		}
	}
}

// Level edges (docs/assumptions.md, physics: Level bounds; s2.asm
// Sonic_LevelBound): X is kept in Bounds.Min.X+16 .. Bounds.Max.X-24 (+64
// in s2) with X Speed and Ground Speed zeroed, and the player dies below
// Bounds.Max.Y.
func TestSim_LevelBounds(t *testing.T) {
	tl := flatLevel()
	tl.Lvl.Bounds = layers.Rect{Min: layers.Point{X: 100, Y: 0}, Max: layers.Point{X: 600, Y: 900}}
	s := newSim(tl, S2, 130, 716)
	run(s, Left, 120)
	if r := s.Record(); r.X.Pixel() != 116 || r.GSpeed != 0 && r.GSpeed != -Acceleration {
		t.Errorf("left edge: x %v gsp %v, want 116", r.X, r.GSpeed)
	}
	// s2.asm Sonic_LevelBound: Camera_Max_X_pos + 320 - 24, plus 64 in
	// Sonic 2 outside boss fights (Sonic 1's Sonic_LevelBound: plus 64
	// unless f_lockscreen, TestSim_boundLimitsS1Lock).
	s = newSim(tl, S1, 560, 716)
	run(s, Right, 120)
	if r := s.Record(); r.X.Pixel() != 640 {
		t.Errorf("s1 right edge: x %v, want 640", r.X)
	}
	tl.Lvl.Bounds.Max.X = 560
	s = newSim(tl, S2, 500, 716)
	run(s, Right, 120)
	if r := s.Record(); r.X.Pixel() != 600 {
		t.Errorf("s2 right edge: x %v, want 600", r.X)
	}
	tl.Lvl.Bounds.Max.Y = 500
	s = newSim(tl, S2, 300, 400)
	run(s, 0, 60)
	if r := s.Record(); r.State != "dead" {
		t.Errorf("below the bottom: state %q, want dead", r.State)
	}
}

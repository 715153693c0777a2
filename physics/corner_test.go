package physics

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// cornerLevel is a floor (top y = 400) ending at x = 256 in a convex
// quarter circle of radius 64 that falls to a vertical drop at x = 320,
// which meets the lower floor (top y = 464) in a sharp inner corner.
func cornerLevel() *testLevel {
	t := newTestLevel(64, 40)
	t.Raster(pathAB, 0, 20, 64, 40, func(x, y int) bool {
		switch {
		case y >= 464:
			return true
		case x < 256:
			return y >= 400
		case x < 320:
			dx, dy := x-256, y-464
			return dx*dx+dy*dy <= 64*64
		}
		return false
	})
	return t
}

// TestSim_WallIntoFloorCorner: running right down the vertical side of a
// convex curve into a 90 degree inner corner with the floor, the player
// stays on the wall (left wall mode, docs/physics.md "Slope Collision" "Ground Collision Modes")
// and its push sensor F, pointing down along the wall (docs/physics.md "Slope Collision" "Push
// Sensors": "This would be done to Y Speed if in wall mode"), stops it
// above the floor every frame by changing Y Speed only. Ground Speed is
// not zeroed (only a push along X zeroes it, as the games'
// CheckWallsOnGround), so the slope factor (docs/physics.md "Slope Physics") keeps adding to it
// in s2 (no cap above top speed), while s1's top speed clamp holds it at
// 6 (docs/physics.md "States"). The player never enters the floor in these frames.
func TestSim_WallIntoFloorCorner(t *testing.T) {
	l := cornerLevel().Lvl
	for _, v := range []Variant{S1, S2} {
		s := New(l, Config{Variant: v}, layers.Point{X: 100, Y: 381})
		for f := 1; f <= 150; f++ {
			s.Step(Right)
			r := s.Record()
			if r.Y.Pixel()+9 >= 464 && r.X.Pixel() >= 320 {
				t.Fatalf("%v frame %d: in the floor at %v,%v", v, f, r.X, r.Y)
			}
		}
		r := s.Record()
		if !r.Grounded || r.Mode != LeftWall {
			t.Fatalf("%v: grounded %v mode %v, want stuck on the wall in left_wall mode", v, r.Grounded, r.Mode)
		}
		if x := r.X.Pixel(); x < 320+19-1 || x > 320+19+4 {
			t.Errorf("%v: x %d, want at the wall (339)", v, x)
		}
		f := r.Sensors[sF]
		if !f.Active || f.Dir != heightmask.Down || !f.Winner || f.Distance >= 0 {
			t.Errorf("%v: push sensor F %+v, want active, down, inside the floor, used", v, f)
		}
		switch v {
		case S1:
			if r.GSpeed != TopSpeed {
				t.Errorf("s1: ground speed %v, want top speed 6", r.GSpeed)
			}
		default:
			if r.GSpeed <= TopSpeed+4*One {
				t.Errorf("s2: ground speed %v, want growing by the slope factor", r.GSpeed)
			}
		}
	}
}

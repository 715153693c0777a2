package session

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// The session's camera is the physics camera (physics/camera.go, section
// 20): every frame, stepping and rewinding, it equals the record's.
func TestGameCamera_FollowsPhysics(t *testing.T) {
	lvl := layers.New("big", layers.NewLibrary(8), 200, 100)
	sim := physics.New(lvl, physics.Config{Variant: physics.S2}, layers.Point{X: 1000, Y: 800})
	c := NewGameCamera(lvl, sim.Record())
	for i := 0; i < 60; i++ {
		sim.Step(physics.Right)
		c.Update(lvl, sim.Record(), physics.S2)
		pc := sim.Camera()
		if c.X != pc.X || c.Y != pc.Y || c.FocalY != pc.Bias {
			t.Fatalf("frame %d: session camera %+v, physics %d,%d bias %d", i+1, c, pc.X, pc.Y, pc.Bias)
		}
	}
	if c.Y <= 800-96 {
		t.Errorf("the camera did not follow the falling player: y %d", c.Y)
	}
}

package session

import (
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// GameCamera is the game camera of a frame: X, Y is the top-left level
// pixel of the 320x224 screen and FocalY the vertical focal point. The
// physics runs the camera as the games do (physics.Camera: docs/physics.md "Camera",
// s2.asm ScrollHoriz/ScrollVerti, look up/down, spindash lag, level
// boundaries, Sonic CD's extended camera) as part of its state, so the
// session only reads it from each frame's record; rewinding restores it
// with the rest of the state.
type GameCamera struct {
	X, Y int
	// FocalY is the vertical focal point (screen y), 96 by default.
	FocalY int
}

// NewGameCamera returns the camera of frame 0 (rec is the spawn record).
func NewGameCamera(lvl *layers.Level, rec *physics.FrameRecord) GameCamera {
	return fromRecord(rec)
}

func fromRecord(rec *physics.FrameRecord) GameCamera {
	f := rec.CameraBias
	if f == 0 {
		f = preview.FocalY
	}
	return GameCamera{X: rec.CameraX, Y: rec.CameraY, FocalY: f}
}

// Camera returns the camera for a Scene.
func (c *GameCamera) Camera() preview.Camera { return preview.Camera{Valid: true, X: c.X, Y: c.Y} }

// Update takes the camera of the frame the physics just produced (rec).
func (c *GameCamera) Update(lvl *layers.Level, rec *physics.FrameRecord, v physics.Variant) {
	*c = fromRecord(rec)
}

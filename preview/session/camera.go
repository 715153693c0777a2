package session

import (
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// GameCamera is the games' camera (physics guide section 20), advanced once
// per frame from the player's record: X, Y is the top-left level pixel of
// the 320x224 screen. The zero value is a camera at the level origin; use
// NewGameCamera to start on the player.
//
// Horizontal: the player may roam between the borders 144 and 160 (screen
// x); past them the camera catches up by the overshoot, at most 16 pixels
// a frame (24 in s3k). Sonic CD instead keeps the player on the focal point
// 160, with the same cap.
//
// Vertical: the focal point FocalY is 96. In the air the player roams
// between FocalY-32 and FocalY+32 and the camera catches up past them (cap
// 16, 24 in s3k). On the ground the camera moves toward the player on the
// focal point: cap 16 (24 in s3k) when |Ground Speed| >= 8, else 6; cap 2
// while the focal point is shifted. Looking up moves the focal point down
// to 96+104, crouching up to 96-88, 2 pixels a frame: at once in s1 and cd,
// after 120 frames of holding in s2, s3k and mania; it returns to 96 by 2 a
// frame. The camera stays inside the level bounds.
type GameCamera struct {
	X, Y int
	// FocalY is the vertical focal point (screen y), 96 by default.
	FocalY int
	// LookTimer counts the frames up or down has been held.
	LookTimer int
	// Looking is 1 while looking up, -1 while crouching, else 0.
	Looking int
}

// Camera constants of section 20.
const (
	CameraLookUp   = 104 // the focal point moves down this far looking up
	CameraLookDown = 88  // and up this far crouching
	CameraLookWait = 120 // frames of holding before it scrolls (s2, s3k)
	CameraLookRate = 2
)

// NewGameCamera returns the camera of frame 0: the player at the right
// border and on the focal point, inside the level bounds.
func NewGameCamera(lvl *layers.Level, rec *physics.FrameRecord) GameCamera {
	c := GameCamera{X: rec.X.Pixel() - preview.BorderRight, Y: rec.Y.Pixel() - preview.FocalY, FocalY: preview.FocalY}
	c.clamp(lvl)
	return c
}

// Camera returns the camera for a Scene.
func (c *GameCamera) Camera() preview.Camera { return preview.Camera{Valid: true, X: c.X, Y: c.Y} }

// cameraCap returns the fast scroll cap: 16, or 24 in s3k.
func cameraCap(v physics.Variant) int {
	if v == physics.S3K {
		return 24
	}
	return 16
}

// Update advances the camera by one frame after the physics produced rec.
func (c *GameCamera) Update(lvl *layers.Level, rec *physics.FrameRecord, v physics.Variant) {
	if c.FocalY == 0 {
		c.FocalY = preview.FocalY
	}
	fast := cameraCap(v)
	px, py := rec.X.Pixel(), rec.Y.Pixel()
	// Looking up and down.
	look := 0
	switch rec.State {
	case "looking_up":
		look = 1
	case "crouching":
		look = -1
	}
	if look != c.Looking {
		c.Looking, c.LookTimer = look, 0
	}
	if look != 0 {
		c.LookTimer++
	}
	target := preview.FocalY
	wait := CameraLookWait
	if v == physics.S1 || v == physics.CD {
		wait = 0
	}
	if look != 0 && c.LookTimer > wait {
		if look > 0 {
			target = preview.FocalY + CameraLookUp
		} else {
			target = preview.FocalY - CameraLookDown
		}
	}
	switch {
	case c.FocalY < target:
		c.FocalY = min(c.FocalY+CameraLookRate, target)
	case c.FocalY > target:
		c.FocalY = max(c.FocalY-CameraLookRate, target)
	}
	// Horizontal.
	sx := px - c.X
	if v == physics.CD {
		c.X += clampInt(sx-preview.ScreenW/2, -fast, fast)
	} else if sx < preview.BorderLeft {
		c.X += max(sx-preview.BorderLeft, -fast)
	} else if sx > preview.BorderRight {
		c.X += min(sx-preview.BorderRight, fast)
	}
	// Vertical.
	sy := py - c.Y
	if rec.Grounded {
		lim := 6
		switch {
		case c.FocalY != preview.FocalY:
			lim = 2
		case rec.GSpeed >= 8*physics.One || rec.GSpeed <= -8*physics.One:
			lim = fast
		}
		c.Y += clampInt(sy-c.FocalY, -lim, lim)
	} else if sy < c.FocalY-32 {
		c.Y += max(sy-(c.FocalY-32), -fast)
	} else if sy > c.FocalY+32 {
		c.Y += min(sy-(c.FocalY+32), fast)
	}
	c.clamp(lvl)
}

// clamp keeps the screen inside the level bounds (the level's size when
// the bounds are empty), pinned to the top-left when the level is smaller
// than the screen.
func (c *GameCamera) clamp(lvl *layers.Level) {
	if lvl == nil {
		return
	}
	b := lvl.Bounds
	if b.Max.X <= b.Min.X || b.Max.Y <= b.Min.Y {
		b = layers.Rect{Max: layers.Point{X: lvl.Width * 16, Y: lvl.Height * 16}}
	}
	c.X = max(min(c.X, b.Max.X-preview.ScreenW), b.Min.X)
	c.Y = max(min(c.Y, b.Max.Y-preview.ScreenH), b.Min.Y)
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }

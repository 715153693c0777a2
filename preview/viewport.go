package preview

import (
	"image"

	"loopwright/internal/intmath"
)

// MaxZoom is the largest zoom Render draws; larger zooms are clamped.
const MaxZoom = 8

// Viewport maps level pixels to screen pixels: the level pixel (X, Y) is at
// the destination's top-left corner and each level pixel is Zoom x Zoom
// screen pixels. A Zoom below 1 counts as 1, above MaxZoom as MaxZoom.
type Viewport struct {
	X, Y int
	Zoom int
}

// Z returns the zoom actually used, 1 to MaxZoom.
func (v Viewport) Z() int {
	switch {
	case v.Zoom < 1:
		return 1
	case v.Zoom > MaxZoom:
		return MaxZoom
	}
	return v.Zoom
}

// ScreenToLevel returns the level pixel under screen pixel (sx, sy), the
// screen origin being the destination's top-left corner. It rounds toward
// minus infinity, so negative screen positions map to the pixels left of and
// above the view.
func (v Viewport) ScreenToLevel(sx, sy int) (x, y int) {
	z := v.Z()
	return v.X + intmath.FloorDiv(sx, z), v.Y + intmath.FloorDiv(sy, z)
}

// LevelToScreen returns the screen position of level pixel (x, y)'s
// top-left corner.
func (v Viewport) LevelToScreen(x, y int) (sx, sy int) {
	z := v.Z()
	return (x - v.X) * z, (y - v.Y) * z
}

// ScreenToLevel is Viewport.ScreenToLevel.
func ScreenToLevel(v Viewport, sx, sy int) (x, y int) { return v.ScreenToLevel(sx, sy) }

// LevelToScreen is Viewport.LevelToScreen.
func LevelToScreen(v Viewport, x, y int) (sx, sy int) { return v.LevelToScreen(x, y) }

// Visible returns the level pixels a w x h screen shows, as a rectangle
// [Min, Max) that includes partly visible pixels.
func (v Viewport) Visible(w, h int) image.Rectangle {
	z := v.Z()
	return image.Rect(v.X, v.Y, v.X+intmath.CeilDiv(w, z), v.Y+intmath.CeilDiv(h, z))
}

// CentredOn returns a viewport of zoom z whose w x h screen has level pixel
// (x, y) at its centre.
func CentredOn(x, y, w, h, z int) Viewport {
	v := Viewport{Zoom: z}
	z = v.Z()
	v.X = x - w/(2*z)
	v.Y = y - h/(2*z)
	return v
}

// pixRect returns the screen rectangle covering level pixels x0..x1 and
// y0..y1 inclusive.
func (v Viewport) pixRect(x0, y0, x1, y1 int) (int, int, int, int) {
	z := v.Z()
	return (x0 - v.X) * z, (y0 - v.Y) * z, (x1 + 1 - v.X) * z, (y1 + 1 - v.Y) * z
}

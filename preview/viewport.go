package preview

import (
	"image"

	"loopwright/internal/intmath"
)

// MaxZoom is the largest zoom Render draws; larger zooms are clamped.
const MaxZoom = 8

// MaxShrink is the largest zoom-out factor (Viewport.Shrink): one screen
// pixel then shows a MaxShrink x MaxShrink square of level pixels, so a
// 10,000 px wide level fits a 160 px wide view.
const MaxShrink = 64

// Viewport maps level pixels to screen pixels: the level pixel (X, Y) is at
// the destination's top-left corner and each level pixel is Zoom x Zoom
// screen pixels. A Zoom below 1 counts as 1, above MaxZoom as MaxZoom.
//
// Shrink above 1 zooms out instead (zoom 1/Shrink; Zoom is then ignored):
// screen pixel (sx, sy) shows level pixel (X + sx*Shrink, Y + sy*Shrink),
// the top-left pixel of the Shrink x Shrink square it covers. The zero
// value of both is zoom 1.
type Viewport struct {
	X, Y int
	Zoom int
	// Shrink is the zoom-out factor, 2 to MaxShrink; 0 or 1: none.
	Shrink int
}

// Z returns the zoom actually used, 1 to MaxZoom: 1 when shrinking.
func (v Viewport) Z() int {
	switch {
	case v.Zoom < 1 || v.Shrink > 1:
		return 1
	case v.Zoom > MaxZoom:
		return MaxZoom
	}
	return v.Zoom
}

// S returns the zoom-out factor actually used, 1 (none) to MaxShrink.
func (v Viewport) S() int {
	switch {
	case v.Shrink < 1:
		return 1
	case v.Shrink > MaxShrink:
		return MaxShrink
	}
	return v.Shrink
}

// ScreenToLevel returns the level pixel under screen pixel (sx, sy), the
// screen origin being the destination's top-left corner. It rounds toward
// minus infinity, so negative screen positions map to the pixels left of and
// above the view. Zoomed out, it is the pixel the screen pixel shows.
func (v Viewport) ScreenToLevel(sx, sy int) (x, y int) {
	if s := v.S(); s > 1 {
		return v.X + sx*s, v.Y + sy*s
	}
	z := v.Z()
	return v.X + intmath.FloorDiv(sx, z), v.Y + intmath.FloorDiv(sy, z)
}

// LevelToScreen returns the screen position of level pixel (x, y)'s
// top-left corner; zoomed out, the screen pixel whose square holds it.
func (v Viewport) LevelToScreen(x, y int) (sx, sy int) {
	if s := v.S(); s > 1 {
		return intmath.FloorDiv(x-v.X, s), intmath.FloorDiv(y-v.Y, s)
	}
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
	if s := v.S(); s > 1 {
		return image.Rect(v.X, v.Y, v.X+w*s, v.Y+h*s)
	}
	z := v.Z()
	return image.Rect(v.X, v.Y, v.X+intmath.CeilDiv(w, z), v.Y+intmath.CeilDiv(h, z))
}

// CentredOn returns a viewport of zoom z whose w x h screen has level pixel
// (x, y) at its centre.
func CentredOn(x, y, w, h, z int) Viewport {
	return Viewport{Zoom: z}.CentredOn(x, y, w, h)
}

// CentredOn returns v at the same zoom (or zoom-out), moved so that its
// w x h screen has level pixel (x, y) at its centre.
func (v Viewport) CentredOn(x, y, w, h int) Viewport {
	if s := v.S(); s > 1 {
		v.X = x - w/2*s
		v.Y = y - h/2*s
		return v
	}
	z := v.Z()
	v.X = x - w/(2*z)
	v.Y = y - h/(2*z)
	return v
}

// ScreenRect returns the screen pixels covering the level pixels of r
// (half-open); zoomed out, every screen pixel whose square meets r.
func (v Viewport) ScreenRect(r image.Rectangle) image.Rectangle {
	x0, y0, x1, y1 := v.pixRect(r.Min.X, r.Min.Y, r.Max.X-1, r.Max.Y-1)
	return image.Rect(x0, y0, x1, y1)
}

// Sub returns the viewport of the part of v's screen whose top-left corner
// is screen pixel (sx, sy): drawing it into that part of the destination
// draws what v draws there. Zoomed in, sx and sy should be multiples of
// the zoom (the corners of level pixels).
func (v Viewport) Sub(sx, sy int) Viewport {
	x, y := v.ScreenToLevel(sx, sy)
	v.X, v.Y = x, y
	return v
}

// pixRect returns the screen rectangle covering level pixels x0..x1 and
// y0..y1 inclusive.
func (v Viewport) pixRect(x0, y0, x1, y1 int) (int, int, int, int) {
	if s := v.S(); s > 1 {
		return intmath.FloorDiv(x0-v.X, s), intmath.FloorDiv(y0-v.Y, s), intmath.FloorDiv(x1-v.X, s) + 1, intmath.FloorDiv(y1-v.Y, s) + 1
	}
	z := v.Z()
	return (x0 - v.X) * z, (y0 - v.Y) * z, (x1 + 1 - v.X) * z, (y1 + 1 - v.Y) * z
}

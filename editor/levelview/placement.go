package levelview

import (
	"image"

	"loopwright/editor/widgets"
	"loopwright/internal/palette"
)

// Placement is a shape about to be inserted (the Generate dialog is open):
// the view outlines the blocks it will cover and marks its origin.
type Placement struct {
	// Origin is the level pixel the shape's origin goes to (a loop's
	// bottom centre, a slope's start).
	Origin image.Point
	// Blocks are the level blocks the shape covers.
	Blocks image.Rectangle
}

// SetPlacement shows p over the level (nil: none) and redraws.
func (v *LevelView) SetPlacement(p *Placement) {
	v.placement = p
	v.Refresh()
}

// ShowBlocks scrolls the view, when any of blocks r is out of view, so
// that r's centre is at the view's centre (after Insert: the inserted
// shape comes into view).
func (v *LevelView) ShowBlocks(r image.Rectangle) {
	w, h := v.PixelSize()
	lr := image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16)
	if lr.In(v.vp.Visible(max(w-scrollBar, 1), max(h-scrollBar, 1))) {
		return
	}
	c := lr.Min.Add(lr.Max).Div(2)
	v.CentreOn(c.X, c.Y)
}

// drawPlacement outlines the placement's blocks (dashed) and draws a
// cross at its origin.
func (v *LevelView) drawPlacement(img *image.RGBA) {
	p := v.placement
	if p == nil {
		return
	}
	col := palette.Colour(palette.Placement)
	r := v.vp.ScreenRect(image.Rect(p.Blocks.Min.X*16, p.Blocks.Min.Y*16, p.Blocks.Max.X*16, p.Blocks.Max.Y*16))
	for x := r.Min.X; x < r.Max.X; x += 8 {
		widgets.FillRect(img, image.Rect(x, r.Min.Y, min(x+4, r.Max.X), r.Min.Y+2), col)
		widgets.FillRect(img, image.Rect(x, r.Max.Y-2, min(x+4, r.Max.X), r.Max.Y), col)
	}
	for y := r.Min.Y; y < r.Max.Y; y += 8 {
		widgets.FillRect(img, image.Rect(r.Min.X, y, r.Min.X+2, min(y+4, r.Max.Y)), col)
		widgets.FillRect(img, image.Rect(r.Max.X-2, y, r.Max.X, min(y+4, r.Max.Y)), col)
	}
	sx, sy := v.vp.LevelToScreen(p.Origin.X, p.Origin.Y)
	const arm = 10
	widgets.FillRect(img, image.Rect(sx-arm-1, sy-2, sx+arm+2, sy+2), palette.Shadow)
	widgets.FillRect(img, image.Rect(sx-2, sy-arm-1, sx+2, sy+arm+2), palette.Shadow)
	widgets.FillRect(img, image.Rect(sx-arm, sy-1, sx+arm+1, sy+1), col)
	widgets.FillRect(img, image.Rect(sx-1, sy-arm, sx+1, sy+arm+1), col)
}

// Placement returns the placement shown, nil when none.
func (v *LevelView) Placement() *Placement { return v.placement }

package widgets

import (
	"image"
	"image/color"

	"loopwright/heightmask"
	"loopwright/internal/palette"
)

// Colours of the mask views. They are fixed (not theme colours) so that a
// tile looks the same everywhere and golden images are stable.
// They come from package palette, the one legend of every view.
var (
	colBackground = palette.Colour(palette.Empty)
	colGrid       = palette.Colour(palette.TileGrid)
	colGridMajor  = brighter(palette.Colour(palette.TileGrid)) // every 4 px
	colFloor      = palette.Colour(palette.FloorColumn)
	colCeiling    = palette.Colour(palette.CeilingColumn)
	colSurface    = palette.Colour(palette.Surface)
	colWidth      = palette.Colour(palette.WidthRow)
	colConflict   = palette.Colour(palette.Contradiction)
	colFlagged    = palette.Colour(palette.Flagged)
	colDisabled   = palette.Colour(palette.Disabled)
)

// brighter returns c a third brighter (the tile grid's major lines).
func brighter(c color.RGBA) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, int(v)*4/3)) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

// MaskImage draws m at scale pixels per tile pixel: solid floor columns in
// blue, ceiling columns in orange, a grey border when flagged. A nil m
// draws an empty tile.
func MaskImage(m *heightmask.Mask, scale int) *image.RGBA {
	if scale < 1 {
		scale = 1
	}
	img := image.NewRGBA(image.Rect(0, 0, 16*scale, 16*scale))
	FillRect(img, img.Rect, colBackground)
	if m == nil {
		return img
	}
	for x := 0; x < 16; x++ {
		c := colFloor
		if m.Heights[x] < 0 {
			c = colCeiling
		}
		for y := 0; y < 16; y++ {
			if m.Solid(x, y) {
				FillRect(img, image.Rect(x*scale, y*scale, (x+1)*scale, (y+1)*scale), c)
			}
		}
	}
	if m.Flagged && scale >= 2 {
		s := 16 * scale
		FillRect(img, image.Rect(0, 0, s, 1), colFlagged)
		FillRect(img, image.Rect(0, s-1, s, s), colFlagged)
		FillRect(img, image.Rect(0, 0, 1, s), colFlagged)
		FillRect(img, image.Rect(s-1, 0, s, s), colFlagged)
	}
	return img
}

// cellGrid returns the side of one tile pixel, in image pixels, for an
// image of w x h pixels showing a 16x16 grid, at least 1.
func cellGrid(w, h int) int {
	return max(1, min(w, h)/16)
}

func drawGrid(img *image.RGBA, cs int) {
	s := 16 * cs
	for i := 0; i <= 16; i++ {
		c := colGrid
		if i%4 == 0 {
			c = colGridMajor
		}
		FillRect(img, image.Rect(i*cs, 0, i*cs+1, s), c)
		FillRect(img, image.Rect(0, i*cs, s, i*cs+1), c)
	}
}

// paintHeights draws the height painter's view of m into a w x h image:
// the solid pixels large, a grid, and each column's surface pixel
// highlighted.
func paintHeights(m *heightmask.Mask, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	cs := cellGrid(w, h)
	FillRect(img, img.Rect, colBackground)
	if m == nil {
		FillRect(img, image.Rect(0, 0, 16*cs, 16*cs), colDisabled)
		drawGrid(img, cs)
		return img
	}
	for x := 0; x < 16; x++ {
		hv := int(m.Heights[x])
		c := colFloor
		surf := 16 - hv // row of the surface pixel
		if hv < 0 {
			c = colCeiling
			surf = -hv - 1
		}
		for y := 0; y < 16; y++ {
			if !m.Solid(x, y) {
				continue
			}
			cc := c
			if y == surf && hv != 16 && hv != 0 {
				cc = colSurface
			}
			FillRect(img, image.Rect(x*cs, y*cs, (x+1)*cs, (y+1)*cs), cc)
		}
	}
	drawGrid(img, cs)
	if m.Flagged {
		s := 16 * cs
		FillRect(img, image.Rect(0, 0, s, 3), colFlagged)
		FillRect(img, image.Rect(0, s-3, s, s), colFlagged)
		FillRect(img, image.Rect(0, 0, 3, s), colFlagged)
		FillRect(img, image.Rect(s-3, 0, s, s), colFlagged)
	}
	return img
}

// paintWidths draws the width painter's view of m: for each row, its width
// array entry as pixels from the right edge (w > 0) or the left edge
// (w < 0); rows that contradict the heights have a red background.
func paintWidths(m *heightmask.Mask, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	cs := cellGrid(w, h)
	FillRect(img, img.Rect, colBackground)
	if m == nil {
		FillRect(img, image.Rect(0, 0, 16*cs, 16*cs), colDisabled)
		drawGrid(img, cs)
		return img
	}
	derived := heightmask.DeriveWidths(m.Heights)
	for y := 0; y < 16; y++ {
		if m.Widths[y] != derived[y] {
			FillRect(img, image.Rect(0, y*cs, 16*cs, (y+1)*cs), colConflict)
		}
		wv := int(m.Widths[y])
		x0, x1 := 16-wv, 16
		if wv < 0 {
			x0, x1 = 0, -wv
		}
		FillRect(img, image.Rect(x0*cs, y*cs, x1*cs, (y+1)*cs), colWidth)
	}
	drawGrid(img, cs)
	return img
}

// FillRect fills r (clipped to img) with the opaque colour c.
func FillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := img.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = c.R, c.G, c.B, 255
			o += 4
		}
	}
}

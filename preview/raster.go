package preview

import (
	"image"
	"image/color"
)

// canvas is a view of an *image.RGBA's pixels with the origin at the
// image's Rect.Min. Every primitive clips to it and writes dst.Pix directly.
type canvas struct {
	pix    []uint8
	stride int
	w, h   int
}

func newCanvas(dst *image.RGBA) canvas {
	b := dst.Rect
	if b.Empty() {
		return canvas{}
	}
	return canvas{pix: dst.Pix[dst.PixOffset(b.Min.X, b.Min.Y):], stride: dst.Stride, w: b.Dx(), h: b.Dy()}
}

// clip clips the half-open rectangle [x0, x1) x [y0, y1) to the canvas.
func (c *canvas) clip(x0, y0, x1, y1 int) (int, int, int, int, bool) {
	if x0 < 0 {
		x0 = 0
	}
	if y0 < 0 {
		y0 = 0
	}
	if x1 > c.w {
		x1 = c.w
	}
	if y1 > c.h {
		y1 = c.h
	}
	return x0, y0, x1, y1, x0 < x1 && y0 < y1
}

// fill paints [x0, x1) x [y0, y1) with col, opaque.
func (c *canvas) fill(x0, y0, x1, y1 int, col color.RGBA) {
	x0, y0, x1, y1, ok := c.clip(x0, y0, x1, y1)
	if !ok {
		return
	}
	first := c.pix[y0*c.stride+x0*4 : y0*c.stride+x1*4]
	first[0], first[1], first[2], first[3] = col.R, col.G, col.B, 255
	for n := 4; n < len(first); n *= 2 {
		copy(first[n:], first[:n])
	}
	for y := y0 + 1; y < y1; y++ {
		copy(c.pix[y*c.stride+x0*4:y*c.stride+x1*4], first)
	}
}

// blend paints [x0, x1) x [y0, y1) with col at opacity a (0-255).
func (c *canvas) blend(x0, y0, x1, y1 int, col color.RGBA, a int) {
	if a >= 255 {
		c.fill(x0, y0, x1, y1, col)
		return
	}
	x0, y0, x1, y1, ok := c.clip(x0, y0, x1, y1)
	if !ok || a <= 0 {
		return
	}
	for y := y0; y < y1; y++ {
		p := c.pix[y*c.stride+x0*4 : y*c.stride+x1*4]
		for i := 0; i < len(p); i += 4 {
			blendPix(p[i:i+4], col, a)
		}
	}
}

// blendPix blends col at opacity a (0-255) into the pixel p[0:4], leaving
// it opaque.
func blendPix(p []uint8, col color.RGBA, a int) {
	na := 255 - a
	p[0] = uint8((int(col.R)*a + int(p[0])*na + 127) / 255)
	p[1] = uint8((int(col.G)*a + int(p[1])*na + 127) / 255)
	p[2] = uint8((int(col.B)*a + int(p[2])*na + 127) / 255)
	p[3] = 255
}

// frame draws the outline of [x0, x1) x [y0, y1), t pixels thick, inside
// the rectangle.
func (c *canvas) frame(x0, y0, x1, y1, t int, col color.RGBA, a int) {
	if x1-x0 <= 2*t || y1-y0 <= 2*t {
		c.blend(x0, y0, x1, y1, col, a)
		return
	}
	c.blend(x0, y0, x1, y0+t, col, a)
	c.blend(x0, y1-t, x1, y1, col, a)
	c.blend(x0, y0+t, x0+t, y1-t, col, a)
	c.blend(x1-t, y0+t, x1, y1-t, col, a)
}

// dashedFrame is frame with dashes of dash pixels.
func (c *canvas) dashedFrame(x0, y0, x1, y1, t, dash int, col color.RGBA, a int) {
	c.dashedH(x0, x1, y0, t, dash, col, a)
	c.dashedH(x0, x1, y1-t, t, dash, col, a)
	c.dashedV(x0, y0, y1, t, dash, col, a)
	c.dashedV(x1-t, y0, y1, t, dash, col, a)
}

// dashedH draws a horizontal dashed line over [x0, x1) at rows [y, y+t).
// Dashes are aligned to x0.
func (c *canvas) dashedH(x0, x1, y, t, dash int, col color.RGBA, a int) {
	if y >= c.h || y+t <= 0 {
		return
	}
	x0 = dashStart(x0, dash)
	x1 = min(x1, c.w)
	for x := x0; x < x1; x += 2 * dash {
		e := x + dash
		if e > x1 {
			e = x1
		}
		c.blend(x, y, e, y+t, col, a)
	}
}

// dashedV draws a vertical dashed line over [y0, y1) at columns [x, x+t).
func (c *canvas) dashedV(x, y0, y1, t, dash int, col color.RGBA, a int) {
	if x >= c.w || x+t <= 0 {
		return
	}
	y0 = dashStart(y0, dash)
	y1 = min(y1, c.h)
	for y := y0; y < y1; y += 2 * dash {
		e := y + dash
		if e > y1 {
			e = y1
		}
		c.blend(x, y, x+t, e, col, a)
	}
}

// dashStart moves a dashed line's start v forward by whole dash periods
// to just before the canvas edge 0, so that long lines cost only their
// visible part.
func dashStart(v, dash int) int {
	if v >= 0 {
		return v
	}
	p := 2 * dash
	return v + (-v/p)*p
}

func dim(c color.RGBA, num, den int) color.RGBA {
	return color.RGBA{uint8(int(c.R) * num / den), uint8(int(c.G) * num / den), uint8(int(c.B) * num / den), 255}
}

func mix(a, b color.RGBA, t int) color.RGBA { // t/255 of b
	return color.RGBA{
		uint8((int(a.R)*(255-t) + int(b.R)*t) / 255),
		uint8((int(a.G)*(255-t) + int(b.G)*t) / 255),
		uint8((int(a.B)*(255-t) + int(b.B)*t) / 255),
		255,
	}
}

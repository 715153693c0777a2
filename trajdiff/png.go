package trajdiff

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"loopwright/layers"
	"loopwright/preview"
)

// MaxPicture bounds a picture's side, in pixels: a longer run is drawn
// around its first difference.
const MaxPicture = 4096

// pictureMargin is the level pixels shown around the trajectories.
const pictureMargin = 48

// FrameColour returns the colour of frame f of n: a hue running from blue
// (the first frame) through green and yellow to red (the last).
func FrameColour(f, n int) color.RGBA {
	if n < 2 {
		return color.RGBA{0, 160, 255, 255}
	}
	// Hue 240 (blue) down to 0 (red), in integer steps.
	h := 240 - 240*(f-1)/(n-1)
	return hue(h)
}

func hue(h int) color.RGBA {
	seg, off := h/60, (h%60)*255/60
	switch seg {
	case 0:
		return color.RGBA{255, uint8(off), 0, 255}
	case 1:
		return color.RGBA{uint8(255 - off), 255, 0, 255}
	case 2:
		return color.RGBA{0, 255, uint8(off), 255}
	case 3:
		return color.RGBA{0, uint8(255 - off), 255, 255}
	}
	return color.RGBA{0, 0, 255, 255}
}

// Picture draws the level under both runs' trajectories (the players'
// centres), each segment coloured by its frame: run A as a thick line,
// run B as a thin dotted one, the first difference circled in white, and a
// legend. nameA and nameB label the runs.
func Picture(l *layers.Level, a, b Trajectory, first int, nameA, nameB string) *image.RGBA {
	x0, y0, x1, y1 := 1<<30, 1<<30, -1<<30, -1<<30
	for _, t := range []Trajectory{a, b} {
		for i := range t {
			x, y := t[i].X.Pixel(), t[i].Y.Pixel()
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	if x1 < x0 {
		x0, y0, x1, y1 = l.Start.X, l.Start.Y, l.Start.X, l.Start.Y
	}
	x0, y0, x1, y1 = x0-pictureMargin, y0-pictureMargin, x1+pictureMargin, y1+pictureMargin
	cx, cy := (x0+x1)/2, (y0+y1)/2
	if first > 0 && first <= len(a) {
		cx, cy = a[first-1].X.Pixel(), a[first-1].Y.Pixel()
	}
	if x1-x0 > MaxPicture {
		x0 = min(max(cx-MaxPicture/2, x0), x1-MaxPicture)
		x1 = x0 + MaxPicture
	}
	if y1-y0 > MaxPicture {
		y0 = min(max(cy-MaxPicture/2, y0), y1-MaxPicture)
		y1 = y0 + MaxPicture
	}
	const legendH = 36
	w, h := x1-x0, y1-y0
	img := image.NewRGBA(image.Rect(0, 0, w, h+legendH))
	view := img.SubImage(image.Rect(0, 0, w, h)).(*image.RGBA)
	var sc preview.Scene
	preview.LevelObjects(l, &sc)
	opt := preview.DefaultOptions()
	opt.BlockGrid, opt.ChunkGrid = false, true
	opt.Overlays &^= preview.OverlayHUD | preview.OverlayCamera
	var r preview.Renderer
	vp := preview.Viewport{X: x0, Y: y0, Zoom: 1}
	r.Render(view, l, vp, &sc, opt)

	drawTraj := func(t Trajectory, thick bool) {
		for i := 1; i < len(t); i++ {
			if !thick && i%4 >= 2 {
				continue // dotted
			}
			ax, ay := vp.LevelToScreen(t[i-1].X.Pixel(), t[i-1].Y.Pixel())
			bx, by := vp.LevelToScreen(t[i].X.Pixel(), t[i].Y.Pixel())
			c := FrameColour(i+1, len(t))
			preview.DrawLine(view, ax, ay, bx, by, c)
			if thick {
				preview.DrawLine(view, ax+1, ay, bx+1, by, c)
				preview.DrawLine(view, ax, ay+1, bx, by+1, c)
			}
		}
	}
	drawTraj(a, true)
	drawTraj(b, false)
	if first > 0 {
		white := color.RGBA{255, 255, 255, 255}
		for _, t := range []Trajectory{a, b} {
			if first <= len(t) {
				sx, sy := vp.LevelToScreen(t[first-1].X.Pixel(), t[first-1].Y.Pixel())
				Circle(view, sx, sy, 8, white)
				Circle(view, sx, sy, 9, white)
			}
		}
	}

	// Legend: A thick, B dotted, the frame colours.
	leg := img.SubImage(image.Rect(0, h, w, h+legendH)).(*image.RGBA)
	draw.Draw(leg, leg.Rect, &image.Uniform{color.RGBA{24, 24, 32, 255}}, image.Point{}, draw.Src)
	n := max(len(a), len(b))
	text := func(x, y int, s string) {
		d := font.Drawer{Dst: img, Src: image.NewUniform(color.RGBA{230, 230, 230, 255}), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
		d.DrawString(s)
	}
	for i := 0; i < 40; i++ {
		c := FrameColour(1+i*max(n-1, 1)/39, n)
		preview.DrawLine(img, 4+i, h+8, 4+i, h+10, c)
		if i%4 < 2 {
			preview.DrawLine(img, 4+i, h+24, 4+i, h+24, c)
		}
	}
	text(50, h+14, "A: "+nameA)
	text(50, h+30, "B: "+nameB)
	if first > 0 {
		text(max(w-260, 50), h+14, fmt.Sprintf("first difference: frame %d (circled)", first))
	}
	text(max(w-260, 50), h+30, fmt.Sprintf("colour: frame 1 (blue) to %d (red)", n))
	return img
}

// Circle draws a circle of radius r around (cx, cy), clipped to img.
func Circle(img *image.RGBA, cx, cy, r int, c color.RGBA) {
	x, y, e := r, 0, 1-r
	for x >= y {
		for _, p := range [][2]int{{x, y}, {y, x}, {-y, x}, {-x, y}, {-x, -y}, {-y, -x}, {y, -x}, {x, -y}} {
			if pt := (image.Point{cx + p[0], cy + p[1]}); pt.In(img.Rect) {
				img.SetRGBA(pt.X, pt.Y, c)
			}
		}
		y++
		if e < 0 {
			e += 2*y + 1
		} else {
			x--
			e += 2*(y-x) + 1
		}
	}
}

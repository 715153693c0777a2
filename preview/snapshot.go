package preview

import (
	"fmt"
	"image"
	"image/png"
	"io"

	"loopwright/layers"
)

// SnapshotOptions says how Snapshot frames a picture.
type SnapshotOptions struct {
	Options
	// Zoom is the zoom (1-8; 0 means 2).
	Zoom int
	// Margin is the number of level pixels shown around the 320x224 screen
	// area (negative means 0).
	Margin int
	// Legend adds the legend to the right of the view.
	Legend bool
}

// Snapshot draws a new image of the 320x224 screen area plus Margin level
// pixels on each side, centred on the player (on the level start when the
// scene has no player), at the given zoom, with the legend to its right if
// asked. It is for one-off pictures (loopwright render); an interactive view
// keeps a Renderer and a destination instead.
func Snapshot(lvl *layers.Level, sc *Scene, so SnapshotOptions) *image.RGBA {
	z := so.Zoom
	if z == 0 {
		z = 2
	}
	z = Viewport{Zoom: z}.Z()
	m := max(so.Margin, 0)
	w, h := (ScreenW+2*m)*z, (ScreenH+2*m)*z
	cx, cy := 0, 0
	switch {
	case sc != nil && sc.HasPlayer:
		cx, cy = sc.Player.X, sc.Player.Y
	case lvl != nil:
		cx, cy = lvl.Start.X, lvl.Start.Y
	}
	vp := Viewport{X: cx - ScreenW/2 - m, Y: cy - ScreenH/2 - m, Zoom: z}
	total := image.Rect(0, 0, w, h)
	var lsz image.Point
	if so.Legend {
		lsz = LegendSize(so.Options)
		total.Max.X += lsz.X
		total.Max.Y = max(total.Max.Y, lsz.Y)
	}
	dst := image.NewRGBA(total)
	var r Renderer
	r.Render(dst.SubImage(image.Rect(0, 0, w, h)).(*image.RGBA), lvl, vp, sc, so.Options)
	if so.Legend {
		c := newCanvas(dst)
		c.fill(w, 0, total.Max.X, total.Max.Y, colVoid)
		DrawLegend(dst, w, 0, so.Options)
	}
	return dst
}

// WritePNG writes img as a PNG (the current view, say).
func WritePNG(w io.Writer, img image.Image) error {
	if err := png.Encode(w, img); err != nil {
		return fmt.Errorf("preview: PNG export: %w", err)
	}
	return nil
}

package lint

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"loopwright/layers"
	"loopwright/preview"
)

// picDir is where docs/lint.md's pictures live.
var picDir = filepath.Join("..", "docs", "lint")

// picture draws level l around its first finding of rule: the level with
// the preview's collision colours, grids and switchers, and the finding's
// place circled in red.
func picture(l *layers.Level, f Finding) *image.RGBA {
	w, h, zoom := 320, 160, 2
	cx, cy := f.X, f.Y
	if f.W > 0 {
		cx, cy = f.X+f.W/2, f.Y+f.H/2
		if f.W > 200 || f.H > 100 {
			w, h, zoom = 640, 320, 1
		}
	}
	w, h = min(w, l.Width*16), min(h, l.Height*16)
	x0 := min(max(cx-w/2, 0), max(l.Width*16-w, 0))
	y0 := min(max(cy-h/2, 0), max(l.Height*16-h, 0))
	if f.Rule == RuleOutside { // show the place outside, 48 px of it
		x0 = min(max(cx-w/2, -48), l.Width*16+48-w)
		y0 = min(max(cy-h/2, -48), l.Height*16+48-h)
	}
	img := image.NewRGBA(image.Rect(0, 0, w*zoom, h*zoom))
	var sc preview.Scene
	preview.LevelObjects(l, &sc)
	opt := preview.DefaultOptions()
	opt.AngleColours = true
	opt.Overlays &^= preview.OverlayHUD | preview.OverlayCamera
	var r preview.Renderer
	vp := preview.Viewport{X: x0, Y: y0, Zoom: zoom}
	r.Render(img, l, vp, &sc, opt)
	if f.W > 0 {
		MarkArea(img, vp, f.X, f.Y, f.W, f.H)
	} else {
		Mark(img, vp, f.X, f.Y)
	}
	return img
}

// Mark circles level pixel (x, y) in red on img drawn with viewport vp
// (the marker docs/lint.md's pictures use).
func Mark(img *image.RGBA, vp preview.Viewport, x, y int) {
	sx, sy := vp.LevelToScreen(x, y)
	red := color.RGBA{255, 32, 32, 255}
	for r := 10; r <= 12; r++ {
		// An octagon of radius r.
		d := r * 5 / 12
		pts := [][2]int{{r, d}, {d, r}, {-d, r}, {-r, d}, {-r, -d}, {-d, -r}, {d, -r}, {r, -d}, {r, d}}
		for i := 0; i+1 < len(pts); i++ {
			preview.DrawLine(img, sx+pts[i][0], sy+pts[i][1], sx+pts[i+1][0], sy+pts[i+1][1], red)
		}
	}
	preview.DrawLine(img, sx-4, sy, sx+4, sy, red)
	preview.DrawLine(img, sx, sy-4, sx, sy+4, red)
}

// MarkArea frames the level rectangle at (x, y), w x h, in red.
func MarkArea(img *image.RGBA, vp preview.Viewport, x, y, w, h int) {
	red := color.RGBA{255, 32, 32, 255}
	x0, y0 := vp.LevelToScreen(x, y)
	x1, y1 := vp.LevelToScreen(x+w, y+h)
	for i := 0; i < 2; i++ {
		preview.DrawLine(img, x0-i, y0-i, x1+i, y0-i, red)
		preview.DrawLine(img, x0-i, y1+i, x1+i, y1+i, red)
		preview.DrawLine(img, x0-i, y0-i, x0-i, y1+i, red)
		preview.DrawLine(img, x1+i, y0-i, x1+i, y1+i, red)
	}
}

// TestLint_Pictures keeps docs/lint/<rule>.png, a picture of a case each
// rule catches, for every rule; -update redraws them from the test cases.
func TestLint_Pictures(t *testing.T) {
	for _, c := range ruleCases() {
		path := filepath.Join(picDir, c.rule+".png")
		if !*update {
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: %v (run go test ./lint -run Pictures -update)", c.rule, err)
			}
			continue
		}
		l := c.bad()
		fs := only(Lint(l), c.rule)
		if len(fs) == 0 {
			t.Fatalf("%s: no finding", c.rule)
		}
		var buf bytes.Buffer
		if err := preview.WritePNG(&buf, picture(l, fs[0])); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(picDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

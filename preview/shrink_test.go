package preview

import (
	"image"
	"testing"

	"loopwright/internal/palette"
	"loopwright/layers"
)

// TestViewport_Shrink: zoomed out by s, screen pixel (sx, sy) shows level
// pixel (X+sx*s, Y+sy*s), the level pixels of its s x s square map back to
// it, and Visible, CentredOn, ScreenRect and Sub agree (zoom
// below 1x).
func TestViewport_Shrink(t *testing.T) {
	vp := Viewport{X: -10, Y: 100, Zoom: 4, Shrink: 3}
	if vp.Z() != 1 || vp.S() != 3 {
		t.Fatalf("Z, S = %d, %d, want 1, 3 (Zoom is ignored when shrinking)", vp.Z(), vp.S())
	}
	if x, y := vp.ScreenToLevel(5, -2); x != 5 || y != 94 {
		t.Errorf("ScreenToLevel(5, -2) = %d, %d, want 5, 94", x, y)
	}
	for _, p := range [][2]int{{5, 94}, {6, 95}, {7, 96}} {
		if sx, sy := vp.LevelToScreen(p[0], p[1]); sx != 5 || sy != -2 {
			t.Errorf("LevelToScreen(%d, %d) = %d, %d, want 5, -2 (the pixel's square)", p[0], p[1], sx, sy)
		}
	}
	if v := vp.Visible(10, 4); v != image.Rect(-10, 100, 20, 112) {
		t.Errorf("Visible(10, 4) = %v", v)
	}
	c := vp.CentredOn(1000, 500, 100, 50)
	if sx, sy := c.LevelToScreen(1000, 500); sx != 50 || sy != 25 {
		t.Errorf("CentredOn puts (1000, 500) at screen %d, %d, want 50, 25", sx, sy)
	}
	if r := vp.ScreenRect(image.Rect(-10, 100, -6, 101)); r != image.Rect(0, 0, 2, 1) {
		t.Errorf("ScreenRect = %v, want (0,0)-(2,1)", r)
	}
	sub := vp.Sub(4, 2)
	for sx := 0; sx < 3; sx++ {
		a, b := vp.ScreenToLevel(4+sx, 2+sx)
		c, d := sub.ScreenToLevel(sx, sx)
		if a != c || b != d {
			t.Errorf("Sub(4, 2) screen %d maps to %d,%d, v maps to %d,%d", sx, c, d, a, b)
		}
	}
	for _, tc := range []struct{ in, want int }{{0, 1}, {-2, 1}, {1, 1}, {7, 7}, {MaxShrink + 5, MaxShrink}} {
		if got := (Viewport{Shrink: tc.in}).S(); got != tc.want {
			t.Errorf("Viewport{Shrink: %d}.S() = %d, want %d", tc.in, got, tc.want)
		}
	}
}

// TestRenderer_Render_Shrink: zoomed out, every screen pixel of the level
// area is the colour a 1x render gives the level pixel it shows, with
// collision, the picture and art; outside the level it is the void.
func TestRenderer_Render_Shrink(t *testing.T) {
	opt := Options{Overlays: OverlayCollision | OverlayPicture | OverlayArt}
	for name, lvl := range map[string]func() *layers.Level{"collision": testLevel, "picture": artLevel} {
		l := lvl()
		w1, h1 := l.Width*16+40, l.Height*16+40
		full := image.NewRGBA(image.Rect(0, 0, w1, h1))
		var r Renderer
		r.Render(full, l, Viewport{X: -20, Y: -20, Zoom: 1}, nil, opt)
		for _, s := range []int{2, 3, 5, 16} {
			vp := Viewport{X: -20 + 7, Y: -20 + 1, Shrink: s}
			w, h := (w1-7)/s, (h1-1)/s
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			r.Render(img, l, vp, nil, opt)
			for sy := 0; sy < h; sy++ {
				for sx := 0; sx < w; sx++ {
					x, y := vp.ScreenToLevel(sx, sy)
					if got, want := img.RGBAAt(sx, sy), full.RGBAAt(x+20, y+20); got != want {
						t.Fatalf("%s, shrink %d: screen %d,%d (level %d,%d) = %v, want %v as at 1x", name, s, sx, sy, x, y, got, want)
					}
				}
			}
		}
	}
}

// TestLegend_ListsWhatViewsDraw: the legend of every overlay lists every
// palette meaning the level view and the preview draw (one
// legend for all views), but the level view's own editing marks
// (the editor adds those rows) and nothing twice.
func TestLegend_ListsWhatViewsDraw(t *testing.T) {
	seen := map[palette.Meaning]bool{}
	for _, angles := range []bool{false, true} {
		opt := Options{AngleColours: angles, BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays}
		ms := LegendMeanings(opt)
		once := map[palette.Meaning]bool{}
		for _, m := range ms {
			if once[m] {
				t.Errorf("angles %v: %q listed twice", angles, palette.Of(m).Name)
			}
			once[m], seen[m] = true, true
		}
	}
	editorMarks := map[palette.Meaning]bool{palette.Selection: true, palette.ScrollBar: true, palette.Placement: true}
	for _, m := range palette.In(palette.ViewLevel | palette.ViewPlay) {
		if !seen[m] && !editorMarks[m] {
			t.Errorf("the views draw %q but no legend lists it", palette.Of(m).Name)
		}
	}
	// Only what is drawn: no collision, no collision rows.
	for _, m := range LegendMeanings(Options{Overlays: OverlayStart}) {
		if m == palette.SolidAll {
			t.Error("a legend without collision lists the solidity colours")
		}
	}
	// Extra meanings come after and once.
	opt := Options{Overlays: OverlayStart}
	if a, b := LegendSize(opt), LegendSize(opt, palette.Selection, palette.Start); b.Y <= a.Y {
		t.Errorf("extra rows do not grow the legend: %v -> %v", a, b)
	}
}

// TestRenderer_Render_ShrinkLabels: zoomed out beyond 1/2x, objects keep
// their cross but lose their label (a big level's labels would hide it).
func TestRenderer_Render_ShrinkLabels(t *testing.T) {
	count := func(s int) int {
		lvl := testLevel()
		lvl.Objects = []layers.Object{{Class: "ringring", X: 64 * s, Y: 32 * s}}
		img := image.NewRGBA(image.Rect(0, 0, 160, 100))
		var r Renderer
		r.Render(img, lvl, Viewport{Shrink: s}, nil, Options{Overlays: OverlayObjects})
		n := 0
		for i := 0; i < len(img.Pix); i += 4 {
			if img.Pix[i] == colObject.R && img.Pix[i+1] == colObject.G && img.Pix[i+2] == colObject.B {
				n++
			}
		}
		return n
	}
	labelled, bare := count(2), count(4)
	if bare >= labelled || bare > 17 {
		t.Errorf("object pixels: %d at 1/2x, %d at 1/4x; want the cross only (17) at 1/4x", labelled, bare)
	}
}

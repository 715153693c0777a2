package levelview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/layers"
	"loopwright/preview"
)

// TestLevelView_ZoomBelow1x: zoom steps go below 1x (1/2x ... 1/64x) and
// back, about the pointer when it is over the view (keys, wheel with
// Ctrl), else about the centre; the label says "1/4x".
func TestLevelView_ZoomBelow1x(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	v.SetViewport(preview.Viewport{X: 0, Y: 0, Zoom: 1})
	v.MouseMoved(mouseAt(pxPos(200, 120)))
	under := func() (int, int) { return v.levelAt(pxPos(200, 120)) }
	x0, y0 := under()
	for i, want := range []string{"1/2x", "1/3x", "1/4x", "1/6x"} {
		v.HandleKey(fyne.KeyMinus, false)
		if got := ZoomText(v.Viewport()); got != want {
			t.Fatalf("step %d out: %s, want %s", i, got, want)
		}
		if x, y := under(); x != x0 || y != y0 {
			t.Fatalf("%s: the pointer's pixel moved from %d,%d to %d,%d", want, x0, y0, x, y)
		}
	}
	for range 4 {
		v.ZoomIn()
	}
	if got := ZoomText(v.Viewport()); got != "1x" {
		t.Fatalf("back in: %s", got)
	}
	// Ctrl+wheel down zooms out about the pointer; the plain wheel pans.
	v.mods = func() fyne.KeyModifier { return fyne.KeyModifierControl }
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pxPos(200, 120)}, Scrolled: fyne.NewDelta(0, -25)})
	if got := ZoomText(v.Viewport()); got != "1/2x" {
		t.Fatalf("Ctrl+wheel: %s", got)
	}
	if x, y := under(); x != x0 || y != y0 {
		t.Fatalf("Ctrl+wheel moved the pointer's pixel")
	}
	v.mods = func() fyne.KeyModifier { return 0 }
	vp := v.Viewport()
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pxPos(200, 120)}, Scrolled: fyne.NewDelta(0, -25)})
	if got := v.Viewport(); got.S() != vp.S() || got.Y <= vp.Y || got.X != vp.X {
		t.Fatalf("the wheel down did not pan down: %+v -> %+v", vp, got)
	}
	v.mods = func() fyne.KeyModifier { return fyne.KeyModifierShift }
	vp = v.Viewport()
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pxPos(200, 120)}, Scrolled: fyne.NewDelta(0, -25)})
	if got := v.Viewport(); got.X <= vp.X || got.Y != vp.Y {
		t.Fatalf("Shift+wheel did not pan sideways: %+v -> %+v", vp, got)
	}
	// Away from the pointer, keys zoom about the centre.
	v.MouseOut()
	v.SetViewport(preview.Viewport{X: 0, Y: 0, Zoom: 1})
	cx, cy := v.levelAt(pxPos(320, 240))
	v.ZoomOut()
	if x, y := v.levelAt(pxPos(320, 240)); x != cx || y != cy {
		t.Fatalf("zoom out about the centre moved %d,%d to %d,%d", cx, cy, x, y)
	}
	// The bottom step stays.
	for range 20 {
		v.ZoomOut()
	}
	if v.Viewport().S() != preview.MaxShrink {
		t.Fatalf("most zoomed out: %s", ZoomText(v.Viewport()))
	}
}

// TestLevelView_FitLevel: Fit (key 0) shows the whole level inside the
// scroll bars, centred, at the largest zoom that fits: a 10,976 px wide
// level (Emerald Hill act 1's width) in a 640x480 view, and a small one
// zoomed in.
func TestLevelView_FitLevel(t *testing.T) {
	m := edittest.LevelModel(t)
	p := m.Pack
	big := layers.New("ehz-size", p.Lib, 10976/16, 2048/16)
	p.Levels = append(p.Levels, big)
	v := newTestView(t, m)
	for _, tc := range []struct {
		level int
		want  string
	}{{2, "1/18x"}, {1, "1x"}, {0, "1/2x"}} {
		m.SelectLevel(tc.level)
		v.LevelChanged()
		v.HandleKey(fyne.Key0, false)
		vp := v.Viewport()
		if got := ZoomText(vp); got != tc.want {
			t.Errorf("level %d: fit zoom %s, want %s", tc.level, got, tc.want)
		}
		l := m.Level()
		vis := vp.Visible(640-scrollBar, 480-scrollBar)
		if lr := image.Rect(0, 0, l.Width*16, l.Height*16); !lr.In(vis) {
			t.Errorf("level %d: the view shows %v, not all of %v", tc.level, vis, lr)
		}
		// The level is centred: the margins left and right differ by at
		// most one screen pixel's worth.
		if d := (0 - vis.Min.X) - (vis.Max.X - l.Width*16); d < -2*vp.S() || d > 2*vp.S() {
			t.Errorf("level %d: not centred (%v)", tc.level, vis)
		}
	}
}

// TestLevelView_ZoomedOutEditing: zoomed out, the pointer still lands on
// the block it shows, so a click paints the block under it.
func TestLevelView_ZoomedOutEditing(t *testing.T) {
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	v.SetViewport(preview.Viewport{X: 0, Y: 0, Shrink: 4})
	m.SetBrush(model.Brush{Tile: 2})
	test.TapAt(v, pxPos(10*16/4+1, 5*16/4+1)) // block 10,5 at 1/4x
	if b, _ := m.Level().Block(10, 5); b[0].Tile != 2 {
		t.Fatalf("tap at 1/4x painted %v at block 10,5", b)
	}
}

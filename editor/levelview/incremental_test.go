package levelview

import (
	"bytes"
	"image"
	"testing"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/layers"
	"loopwright/preview"
)

// fullRender draws what v shows from scratch (a new renderer, no reuse).
func fullRender(v *LevelView, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	var r preview.Renderer
	r.Render(img, v.model.Level(), v.vp, v.scene, v.opt)
	return img
}

// TestLevelView_StrokeRedrawsOnlyPainted: during a paint stroke the view
// redraws only the painted blocks (a stroke on a big
// level within 4 ms), and the picture is pixel for pixel what a whole
// redraw gives, at every zoom (zoomed out too), with grids, switchers, objects and the
// start over the painted blocks, and for strokes partly out of view.
func TestLevelView_StrokeRedrawsOnlyPainted(t *testing.T) {
	for z, zoom := range []preview.Viewport{{Zoom: 1}, {Zoom: 2}, {Zoom: 3}, {Zoom: 4}, {Zoom: 8}, {Shrink: 2}, {Shrink: 3}, {Shrink: 16}} {
		m := edittest.LevelModel(t)
		l := m.Level()
		l.Switchers = append(l.Switchers, layers.Switcher{X: 100, Y: 320, Radius: 64})
		l.Objects = append(l.Objects, layers.Object{Class: "ring", X: 90, Y: 330})
		v := NewLevelView(m)
		const w, h = 400, 300
		zoom.X, zoom.Y = 8, 200
		v.SetViewport(zoom)
		m.SetBrush(model.Brush{Tile: 3})
		erase := z%2 == 1 // erase strokes at odd zooms
		m.BeginLevelStroke("paint %d blocks")
		if erase {
			m.BeginLevelStroke("erase %d blocks")
		}
		v.render(w, h)
		strokes := [][4]int{{5, 20, 9, 21}, {0, 20, 1, 19}, {6, 21, 4, 20}, {30, 20, 40, 16}, {10, 20, 12, 20}} // each changes row 20
		for i, s := range strokes {
			before := v.partial
			m.PaintLine(s[0], s[1], s[2], s[3], erase)
			v.render(w, h)
			got := v.base
			if v.partial != before+1 {
				t.Fatalf("%s stroke %d: no partial redraw", ZoomText(zoom), i)
			}
			if want := fullRender(v, w, h); !bytes.Equal(got.Pix, want.Pix) {
				t.Fatalf("%s stroke %d: the partial redraw differs from a whole redraw", ZoomText(zoom), i)
			}
		}
		m.EndStroke()
		v.render(w, h)
		if got, want := v.base, fullRender(v, w, h); !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("%s: after the stroke the picture differs from a whole redraw", ZoomText(zoom))
		}
	}
}

// TestLevelView_RedrawsAllAfterOtherEdits: any change but a paint (undo,
// a moved start, another level) redraws the whole view.
func TestLevelView_RedrawsAllAfterOtherEdits(t *testing.T) {
	m := edittest.LevelModel(t)
	v := NewLevelView(m)
	const w, h = 320, 240
	v.SetViewport(preview.Viewport{X: 0, Y: 200, Zoom: 2})
	v.render(w, h)
	m.SetBrush(model.Brush{Tile: 3})
	m.PaintBlock(3, 20, false)
	v.render(w, h)
	check := func(what string) {
		t.Helper()
		v.render(w, h)
		if got, want := v.base, fullRender(v, w, h); !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("after %s the picture differs from a whole redraw", what)
		}
	}
	m.Undo()
	check("undo")
	m.SetStart(60, 310)
	check("moving the start")
	m.SelectLevel(1)
	check("choosing another level")
}

package levelview

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/internal/intmath"
	"loopwright/preview"
)

// This file holds the level view's zoom: the steps from 1/64x to 8x,
// zooming about a screen point (the pointer, or the centre), fit to the
// window, and the zoom's label.

// zoomSteps are the zooms ZoomIn and ZoomOut step through, smallest
// first: zoomed out by 64 to 2, then 1x to preview.MaxZoom.
var zoomSteps = func() []preview.Viewport {
	var s []preview.Viewport
	for _, k := range []int{64, 48, 32, 24, 16, 12, 8, 6, 4, 3, 2} {
		s = append(s, preview.Viewport{Shrink: k})
	}
	for z := 1; z <= preview.MaxZoom; z++ {
		s = append(s, preview.Viewport{Zoom: z})
	}
	return s
}()

// scale returns a viewport's screen pixels per level pixel, zoomed out or
// not.
func scale(vp preview.Viewport) float64 { return float64(vp.Z()) / float64(vp.S()) }

// ZoomText returns the zoom as the view's label shows it: "2x", "1/4x".
func ZoomText(vp preview.Viewport) string {
	if s := vp.S(); s > 1 {
		return "1/" + strconv.Itoa(s) + "x"
	}
	return strconv.Itoa(vp.Z()) + "x"
}

// ZoomIn zooms in one step about the pointer when it is over the view,
// else about the view's centre.
func (v *LevelView) ZoomIn() { v.zoomStep(+1) }

// ZoomOut zooms out one step about the pointer when it is over the view,
// else about the view's centre.
func (v *LevelView) ZoomOut() { v.zoomStep(-1) }

func (v *LevelView) zoomStep(dir int) {
	sx, sy := v.zoomCentre()
	v.zoomStepAbout(dir, sx, sy)
}

// zoomCentre returns the screen pixel zooming keeps in place: the
// pointer's when it is over the view, else the view's centre.
func (v *LevelView) zoomCentre() (int, int) {
	if v.hovering {
		return v.pix(v.hover)
	}
	w, h := v.PixelSize()
	return w / 2, h / 2
}

// zoomStepAbout zooms one step in (dir > 0) or out about screen pixel
// (sx, sy).
func (v *LevelView) zoomStepAbout(dir, sx, sy int) {
	cur := scale(v.vp)
	if dir > 0 {
		for _, st := range zoomSteps {
			if scale(st) > cur {
				v.zoomTo(st, sx, sy)
				return
			}
		}
		return
	}
	for i := len(zoomSteps) - 1; i >= 0; i-- {
		if scale(zoomSteps[i]) < cur {
			v.zoomTo(zoomSteps[i], sx, sy)
			return
		}
	}
}

// zoomTo sets the zoom (and zoom-out) of to, keeping the level pixel at
// screen pixel (sx, sy) in place.
func (v *LevelView) zoomTo(to preview.Viewport, sx, sy int) {
	to = clampZoom(to)
	if to.Z() == v.vp.Z() && to.S() == v.vp.S() {
		return
	}
	lx, ly := v.vp.ScreenToLevel(sx, sy)
	if s := to.S(); s > 1 {
		to.X, to.Y = lx-sx*s, ly-sy*s
	} else {
		to.X, to.Y = lx-sx/to.Z(), ly-sy/to.Z()
	}
	v.vp = to
	v.viewChanged()
}

// clampZoom returns vp with Zoom 1 to MaxZoom and Shrink 0 or 2 to
// MaxShrink.
func clampZoom(vp preview.Viewport) preview.Viewport {
	vp.Zoom = vp.Z()
	if vp.Shrink = vp.S(); vp.Shrink <= 1 {
		vp.Shrink = 0
	}
	return vp
}

// FitLevel zooms so that the whole level fits the view (inside its scroll
// bars), as large as it can (up to 8x, down to 1/64x), and centres it.
func (v *LevelView) FitLevel() {
	l := v.model.Level()
	w, h := v.PixelSize()
	if l == nil || w <= 0 || h <= 0 {
		return
	}
	lw, lh := l.Width*16, l.Height*16
	vw, vh := max(w-scrollBar, 1), max(h-scrollBar, 1)
	to := preview.Viewport{Zoom: 1}
	switch {
	case lw <= vw && lh <= vh:
		to.Zoom = min(preview.MaxZoom, max(1, min(vw/lw, vh/lh)))
	default:
		to.Shrink = min(preview.MaxShrink, max(intmath.CeilDiv(lw, vw), intmath.CeilDiv(lh, vh)))
	}
	to = clampZoom(to).CentredOn(lw/2, lh/2, vw, vh)
	v.vp = to
	v.centred = true
	v.viewChanged()
}

// levelPerUnit returns level pixels per Fyne unit of pointer movement.
func (v *LevelView) levelPerUnit(vp preview.Viewport) float32 {
	return v.Scale() * float32(vp.S()) / float32(vp.Z())
}

// modifiers returns the keyboard modifiers held (v.mods in tests).
func (v *LevelView) modifiers() fyne.KeyModifier {
	if v.mods != nil {
		return v.mods()
	}
	if app := fyne.CurrentApp(); app != nil {
		if d, ok := app.Driver().(desktop.Driver); ok {
			return d.CurrentKeyModifiers()
		}
	}
	return 0
}

// wheelSpeed is how many screen pixels the view pans per unit of wheel
// scroll (Fyne's desktop driver sends 25 units a notch on Linux).
const wheelSpeed = 2

// Scrolled pans with the wheel (vertically; sideways with Shift or a
// sideways wheel) and zooms about the pointer with Ctrl (or Cmd, Alt)
// held, as drawing tools do.
func (v *LevelView) Scrolled(ev *fyne.ScrollEvent) {
	mods := v.modifiers()
	dx, dy := ev.Scrolled.DX, ev.Scrolled.DY
	if mods&(fyne.KeyModifierControl|fyne.KeyModifierSuper|fyne.KeyModifierAlt) != 0 {
		sx, sy := v.pix(ev.Position)
		switch {
		case dy > 0:
			v.zoomStepAbout(+1, sx, sy)
		case dy < 0:
			v.zoomStepAbout(-1, sx, sy)
		}
		return
	}
	if mods&fyne.KeyModifierShift != 0 && dx == 0 {
		dx, dy = dy, 0
	}
	// Wheel up (positive DY) shows what is above: the view moves up.
	k := wheelSpeed * v.levelPerUnit(v.vp)
	v.Pan(-int(dx*k), -int(dy*k))
}

package levelview

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/preview"
)

// scrollBar is the thickness of the level view's scroll bars in pixels.
const scrollBar = 12

// LevelView shows the model's selected level, drawn by preview.Renderer
// into one reused image, and edits it with the current Tool.
//
// Navigation: the mouse wheel pans (Shift: sideways); with Ctrl held it
// zooms (1/64x to 8x) about the pointer; keys 1-8 set the zoom, + and -
// step it about the pointer, 0 fits the level to the view. Drag with the
// middle or right button, or with Space held, to pan; the scroll bars at the bottom and right and the
// arrow keys (Shift: faster) pan too. G toggles the block grid, Shift+G the
// chunk grid, Tab cycles the paths shown (both, A, B). Tool keys select the
// tools (see levelShortcuts).
//
// Coordinates: the viewport's X, Y is the level pixel at the view's
// top-left corner; one level pixel is Zoom x Zoom device pixels, or, zoomed
// out, one device pixel shows a Shrink x Shrink square of level pixels.
type LevelView struct {
	widget.BaseWidget

	// OnCursor is called with the level pixel under the pointer when it
	// moves.
	OnCursor func(x, y int)
	// OnBlockClicked is called with the block tapped in the Inspect tool,
	// or with any tool while the simulation plays.
	OnBlockClicked func(bx, by int)
	// OnToolChanged is called after the tool changed.
	OnToolChanged func(t Tool)
	// OnViewChanged is called after the zoom, pan, grids or paths changed.
	OnViewChanged func()
	// OnKey is offered every key pressed (down) and released (!down)
	// while the view has the keyboard focus, before the view's own keys:
	// when it returns true on a press, the view ignores that key until it
	// is released (the editor's play keys and F-keys use it, since Fyne
	// sends keys to the focused widget only).
	OnKey func(ev *fyne.KeyEvent, down bool) bool
	// OnDraw, when set, draws over the level after the view's own
	// editing marks (the ghosts and lint markers): img is the view's
	// image, vp its viewport. It must not change the level.
	OnDraw func(img *image.RGBA, vp preview.Viewport)

	mods func() fyne.KeyModifier // the modifiers held; nil: the driver's
	// bgMode: the Chunk tool edits the background plane (background.go);
	// bgPlanes are the picture planes shown before it was turned on.
	bgMode   bool
	bgPlanes preview.PicturePlanes

	model     *model.Model
	vp        preview.Viewport
	opt       preview.Options
	scene     *preview.Scene
	playing   bool
	tool      Tool
	sel       image.Rectangle // selected blocks; empty for none
	placement *Placement      // a shape about to be inserted; nil for none

	rend   preview.Renderer
	img    *image.RGBA // what the raster shows: base plus the editing marks
	raster *canvas.Raster
	// base is the renderer's picture of the level (no editing marks), kept
	// so that a paint stroke redraws only the blocks it painted; baseKey
	// says what it shows, baseRev the model revision it shows.
	base    *image.RGBA
	baseKey renderKey
	baseRev uint64
	partial int // partial redraws so far (tests read it)

	// pointer state
	press     fyne.Position
	pressed   bool
	button    desktop.MouseButton
	space     bool
	drag      dragKind
	dragVP    preview.Viewport
	dragFrom  fyne.Position
	dragLast  [2]int // last block or pixel of the drag
	dragThing model.Thing
	moveBy    [2]int // blocks a selection move has moved
	waterY    int    // the water line's y while dragging it (dragWater)
	waterFrom int    // its y when the drag started
	cancelled bool   // Escape ended the drag: ignore it until DragEnd
	hover     fyne.Position
	hovering  bool
	rightPan  bool
	rightLast fyne.Position
	centred   bool
	hooked    map[fyne.KeyName]bool // keys OnKey took, until released
	downs     map[fyne.KeyName]bool // keys pressed (KeyDown), until released
}

type dragKind int

const (
	dragNone dragKind = iota
	dragPan
	dragHBar
	dragVBar
	dragPaint
	dragErase
	dragChunk
	dragSelect
	dragMoveSel
	dragThing
	dragRadius
	dragWater
)

var (
	_ fyne.Widget            = (*LevelView)(nil)
	_ fyne.Tappable          = (*LevelView)(nil)
	_ fyne.SecondaryTappable = (*LevelView)(nil)
	_ fyne.Draggable         = (*LevelView)(nil)
	_ fyne.Scrollable        = (*LevelView)(nil)
	_ fyne.Focusable         = (*LevelView)(nil)
	_ fyne.Tabbable          = (*LevelView)(nil)
	_ desktop.Mouseable      = (*LevelView)(nil)
	_ desktop.Hoverable      = (*LevelView)(nil)
	_ desktop.Keyable        = (*LevelView)(nil)
	_ desktop.Cursorable     = (*LevelView)(nil)
)

// NewLevelView returns a view of m's selected level at zoom 2 with both
// grids, the switchers, objects and start shown, and the Inspect tool: a
// click into a view just opened never edits the level;
// editing starts when the user picks an editing tool.
func NewLevelView(m *model.Model) *LevelView {
	v := &LevelView{model: m, tool: ToolInspect}
	v.vp = preview.Viewport{Zoom: 2}
	v.opt = preview.DefaultOptions()
	v.ExtendBaseWidget(v)
	return v
}

// SetScene sets the simulation frame drawn over the level (nil: none) and
// redraws.
func (v *LevelView) SetScene(sc *preview.Scene) {
	v.scene = sc
	v.Refresh()
}

// SetOptions sets what the view draws.
func (v *LevelView) SetOptions(o preview.Options) {
	v.opt = o
	v.viewChanged()
}

// Options returns what the view draws.
func (v *LevelView) Options() preview.Options { return v.opt }

// Viewport returns the view's viewport.
func (v *LevelView) Viewport() preview.Viewport { return v.vp }

// SetViewport sets the view's viewport (zoom clamped to 1-8, zoom-out to
// 1/2-1/64).
func (v *LevelView) SetViewport(vp preview.Viewport) {
	v.vp = clampZoom(vp)
	v.centred = true
	v.viewChanged()
}

// CentreOn scrolls the view so that level pixel (x, y) is at its centre.
func (v *LevelView) CentreOn(x, y int) {
	w, h := v.PixelSize()
	v.SetViewport(v.vp.CentredOn(x, y, w, h))
}

// LevelChanged forgets the block selection and any drag, and centres the
// next draw on the start: the model shows another level.
func (v *LevelView) LevelChanged() {
	v.drag = dragNone
	v.sel = image.Rectangle{}
	v.moveBy = [2]int{}
	v.centred = false
	v.Refresh()
}

// SetPlaying disables the editing tools while the simulation runs: a tap
// then reports the block (OnBlockClicked) whatever the tool.
func (v *LevelView) SetPlaying(on bool) {
	if v.playing == on {
		return
	}
	v.playing = on
	v.endDrag()
	v.Refresh()
}

// Playing reports whether SetPlaying(true) is in effect.
func (v *LevelView) Playing() bool { return v.playing }

// Tool returns the current tool.
func (v *LevelView) Tool() Tool { return v.tool }

// SetTool selects a tool.
func (v *LevelView) SetTool(t Tool) {
	if t < 0 || t >= ToolCount || t == v.tool {
		return
	}
	v.endDrag()
	v.tool = t
	if v.OnToolChanged != nil {
		v.OnToolChanged(t)
	}
	v.Refresh()
}

// Selection returns the selected blocks (empty when none).
func (v *LevelView) Selection() image.Rectangle { return v.sel }

// SetSelection selects the blocks of r.
func (v *LevelView) SetSelection(r image.Rectangle) {
	v.sel = v.model.ClampBlocks(r)
	v.Refresh()
}

// SetZoom sets the zoom (1-8; ZoomOut and FitLevel go below 1x), keeping
// the view's centre.
func (v *LevelView) SetZoom(z int) {
	w, h := v.PixelSize()
	v.zoomTo(preview.Viewport{Zoom: z}, w/2, h/2)
}

// Pan moves the view by (dx, dy) level pixels.
func (v *LevelView) Pan(dx, dy int) {
	v.vp.X += dx
	v.vp.Y += dy
	v.viewChanged()
}

func (v *LevelView) viewChanged() {
	v.Refresh()
	if v.OnViewChanged != nil {
		v.OnViewChanged()
	}
	if v.hovering && v.OnCursor != nil {
		// A zoom or pan (keys, scroll bars, Fit) moves the level under a
		// pointer that did not move: report the pixel now under it
		// (the pointer line kept the old one).
		x, y := v.levelAt(v.hover)
		v.OnCursor(x, y)
	}
}

// Scale returns device pixels per unit.
func (v *LevelView) Scale() float32 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(v); c != nil {
			return c.Scale()
		}
	}
	return 1
}

// PixelSize returns the view's size in device pixels.
func (v *LevelView) PixelSize() (int, int) {
	s, k := v.Size(), v.Scale()
	return int(math.Round(float64(s.Width * k))), int(math.Round(float64(s.Height * k)))
}

// pix returns the device pixel of a position.
func (v *LevelView) pix(p fyne.Position) (int, int) {
	k := v.Scale()
	return int(math.Floor(float64(p.X * k))), int(math.Floor(float64(p.Y * k)))
}

// levelAt returns the level pixel under p.
func (v *LevelView) levelAt(p fyne.Position) (int, int) {
	sx, sy := v.pix(p)
	return v.vp.ScreenToLevel(sx, sy)
}

// blockAt returns the block under p.
func (v *LevelView) blockAt(p fyne.Position) (int, int) {
	x, y := v.levelAt(p)
	return FloorDivInt(x, 16), FloorDivInt(y, 16)
}

func FloorDivInt(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func (v *LevelView) chunkPx() int {
	if l := v.model.Level(); l != nil && l.Lib != nil && l.Lib.ChunkBlocks > 0 {
		return l.Lib.ChunkBlocks * 16
	}
	return 128
}

// CreateRenderer implements fyne.Widget.
func (v *LevelView) CreateRenderer() fyne.WidgetRenderer {
	v.raster = canvas.NewRaster(v.render)
	v.raster.ScaleMode = canvas.ImageScalePixels
	return &levelViewRenderer{v: v}
}

// render draws the view into its reused image of w x h device pixels.
func (v *LevelView) render(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if v.img == nil || v.img.Rect.Dx() != w || v.img.Rect.Dy() != h {
		v.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if !v.centred {
		// First draw: show the start.
		v.centred = true
		if l := v.model.Level(); l != nil {
			v.vp = v.vp.CentredOn(l.Start.X, l.Start.Y, w, h)
			v.vp.X, v.vp.Y = max(v.vp.X, -16), max(v.vp.Y, -16)
		}
	}
	lvl := v.model.Level()
	v.renderBase(w, h, lvl)
	copy(v.img.Pix, v.base.Pix)
	if lvl != nil {
		if v.OnDraw != nil {
			v.OnDraw(v.img, v.vp)
		}
		v.drawEditing(v.img, lvl)
		v.drawPlacement(v.img)
	}
	v.drawScrollBars(v.img, lvl)
	return v.img
}

// renderKey is what the level picture depends on besides the level's
// content.
type renderKey struct {
	lvl  *layers.Level
	lib  *layers.Library
	vp   preview.Viewport
	opt  preview.Options
	w, h int
}

// renderBase brings v.base up to date: when only blocks changed since it
// was drawn (a paint stroke) and nothing else did (level, view, options,
// size; no simulation frame shown), only those blocks are drawn again (none
// when the model did not change: the pointer moved); otherwise the whole
// picture. Every change of the level goes through the model, which
// notifies, so an unchanged revision means an unchanged level.
func (v *LevelView) renderBase(w, h int, lvl *layers.Level) {
	key := renderKey{lvl: lvl, vp: v.vp, opt: v.opt, w: w, h: h}
	if lvl != nil {
		key.lib = lvl.Lib
	}
	rev := v.model.Revision()
	if v.base != nil && v.scene == nil && key == v.baseKey && lvl != nil {
		if blocks, ok := v.model.BlocksChangedSince(v.baseRev, lvl); ok {
			if rev != v.baseRev {
				v.redrawBlocks(blocks, lvl)
				v.baseRev = rev
				v.partial++
			}
			return
		}
	}
	if v.base == nil || v.base.Rect.Dx() != w || v.base.Rect.Dy() != h {
		v.base = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	v.rend.Render(v.base, lvl, v.vp, v.scene, v.opt)
	v.baseKey, v.baseRev = key, rev
	if v.scene != nil {
		v.baseKey = renderKey{} // a frame drawn over: never reused
	}
}

// redrawBlocks draws the blocks of rectangle blocks again into v.base: the
// renderer draws the visible part of their level pixels, with the grids
// and overlays over them, into a sub-image whose viewport starts at them,
// so every pixel comes out as a whole redraw would draw it.
func (v *LevelView) redrawBlocks(blocks image.Rectangle, lvl *layers.Level) {
	if blocks.Empty() {
		return
	}
	vis := v.vp.Visible(v.base.Rect.Dx(), v.base.Rect.Dy())
	lr := image.Rect(blocks.Min.X*16, blocks.Min.Y*16, blocks.Max.X*16, blocks.Max.Y*16).Intersect(vis)
	if lr.Empty() {
		return
	}
	sr := v.vp.ScreenRect(lr).Intersect(v.base.Rect)
	if sr.Empty() {
		return
	}
	sub := v.base.SubImage(sr).(*image.RGBA)
	v.rend.Render(sub, lvl, v.vp.Sub(sr.Min.X, sr.Min.Y), nil, v.opt)
}

var (
	colSelection = palette.Colour(palette.Selection)
	colHover     = palette.Colour(palette.Selection)
	colHandle    = palette.Colour(palette.Selection)
	colBar       = palette.Colour(palette.Void)
	colThumb     = palette.Colour(palette.ScrollBar)
)

// drawEditing draws the selection, the pointer's block or chunk and the
// selected thing's handles.
func (v *LevelView) drawEditing(img *image.RGBA, l *layers.Level) {
	vp := v.vp
	z := vp.Z()
	rect := func(x0, y0, x1, y1 int, c color.RGBA, t int) { // level px, [x0,x1)
		sx0, sy0 := vp.LevelToScreen(x0, y0)
		sx1, sy1 := vp.LevelToScreen(x1, y1)
		outline(img, image.Rect(sx0, sy0, sx1, sy1), c, t)
	}
	if !v.sel.Empty() {
		r := v.sel.Add(image.Pt(v.moveBy[0], v.moveBy[1]))
		rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16, colSelection, 2)
	}
	if v.hovering && !v.playing && v.drag == dragNone {
		bx, by := v.blockAt(v.hover)
		switch v.tool {
		case ToolBrush, ToolErase, ToolFill:
			rect(bx*16, by*16, bx*16+16, by*16+16, colHover, 1)
		case ToolChunk:
			cs := v.chunkPx()
			cx, cy := FloorDivInt(bx*16, cs), FloorDivInt(by*16, cs)
			rect(cx*cs, cy*cs, cx*cs+cs, cy*cs+cs, colHover, 2)
		}
	}
	if v.drag == dragWater {
		_, sy := vp.LevelToScreen(0, v.waterY)
		widgets.FillRect(img, image.Rect(0, sy-1, img.Rect.Dx(), sy+max(2, z)+1), colHandle)
	}
	// The switchers and objects selected together.
	if ts := v.model.SelectedThings(); len(ts) > 1 {
		for _, st := range ts {
			switch st.Kind {
			case model.ThingSwitcher:
				a, b := switcherEnds(l.Switchers[st.Index])
				rect(min(a.X, b.X)-2, min(a.Y, b.Y)-2, max(a.X, b.X)+3, max(a.Y, b.Y)+3, colHandle, 1)
			case model.ThingObject:
				r := v.objectRect(l, &l.Objects[st.Index])
				rect(r.Min.X-1, r.Min.Y-1, r.Max.X+1, r.Max.Y+1, colHandle, 2)
			}
		}
	}
	t := v.model.SelectedThing()
	hs := max(3, z+2)
	handle := func(x, y int) {
		sx, sy := vp.LevelToScreen(x, y)
		sx += z / 2
		sy += z / 2
		widgets.FillRect(img, image.Rect(sx-hs, sy-hs, sx+hs+1, sy+hs+1), colHandle)
	}
	switch t.Kind {
	case model.ThingSwitcher:
		s := l.Switchers[t.Index]
		a, b := switcherEnds(s)
		handle(s.X, s.Y)
		handle(a.X, a.Y)
		handle(b.X, b.Y)
	case model.ThingObject:
		o := l.Objects[t.Index]
		r := v.objectRect(l, &o)
		rect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, colHandle, 1)
		handle(o.X, o.Y)
	case model.ThingStart:
		handle(l.Start.X, l.Start.Y)
	}
}

// switcherEnds returns the two ends of a switcher's threshold.
func switcherEnds(s layers.Switcher) (a, b image.Point) {
	if s.Horizontal {
		return image.Pt(s.X-s.Radius, s.Y), image.Pt(s.X+s.Radius, s.Y)
	}
	return image.Pt(s.X, s.Y-s.Radius), image.Pt(s.X, s.Y+s.Radius)
}

// objectRect returns the level pixels object o covers in the view: its
// sprite's (with the sprites shown: layers.Level.Sprites) and its marker's
// or size's (objectBox).
func (v *LevelView) objectRect(l *layers.Level, o *layers.Object) image.Rectangle {
	r := objectBox(*o)
	if l.Sprites != nil && v.opt.Overlays.Has(preview.OverlaySprites) {
		if b, ok := l.Sprites.ObjectBounds(o); ok {
			r = r.Union(b)
		}
	}
	return r
}

// objectBox returns the level pixels an object's marker or size covers.
func objectBox(o layers.Object) image.Rectangle {
	wr, hr := 8, 8
	if o.W > 0 {
		wr = o.W / 2
	}
	if o.H > 0 {
		hr = o.H / 2
	}
	for _, p := range o.Props {
		switch p.Name {
		case "width_radius":
			if n, err := strconv.Atoi(p.Value); err == nil && n > 0 && n < 4096 {
				wr = n
			}
		case "height_radius":
			if n, err := strconv.Atoi(p.Value); err == nil && n > 0 && n < 4096 {
				hr = n
			}
		}
	}
	return image.Rect(o.X-wr, o.Y-hr, o.X+wr+1, o.Y+hr+1)
}

func outline(img *image.RGBA, r image.Rectangle, c color.RGBA, t int) {
	widgets.FillRect(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+t), c)
	widgets.FillRect(img, image.Rect(r.Min.X, r.Max.Y-t, r.Max.X, r.Max.Y), c)
	widgets.FillRect(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+t, r.Max.Y), c)
	widgets.FillRect(img, image.Rect(r.Max.X-t, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// barGeometry returns the scroll bars' tracks and thumbs in device pixels
// for a w x h view, and the level extent each covers.
type barGeom struct {
	hTrack, hThumb, vTrack, vThumb image.Rectangle
	hLo, hHi, vLo, vHi             int // level pixel range of each track
}

func (v *LevelView) bars(w, h int, l *layers.Level) barGeom {
	var g barGeom
	lw, lh := 0, 0
	if l != nil {
		lw, lh = l.Width*16, l.Height*16
	}
	vis := v.vp.Visible(w-scrollBar, h-scrollBar)
	g.hTrack = image.Rect(0, h-scrollBar, w-scrollBar, h)
	g.vTrack = image.Rect(w-scrollBar, 0, w, h-scrollBar)
	g.hLo, g.hHi = min(0, vis.Min.X), max(lw, vis.Max.X)
	g.vLo, g.vHi = min(0, vis.Min.Y), max(lh, vis.Max.Y)
	thumb := func(track image.Rectangle, lo, hi, a, b int, horiz bool) image.Rectangle {
		span := max(hi-lo, 1)
		if horiz {
			n := track.Dx()
			return image.Rect(track.Min.X+(a-lo)*n/span, track.Min.Y+2, track.Min.X+(b-lo)*n/span, track.Max.Y-2)
		}
		n := track.Dy()
		return image.Rect(track.Min.X+2, track.Min.Y+(a-lo)*n/span, track.Max.X-2, track.Min.Y+(b-lo)*n/span)
	}
	g.hThumb = thumb(g.hTrack, g.hLo, g.hHi, vis.Min.X, vis.Max.X, true)
	g.vThumb = thumb(g.vTrack, g.vLo, g.vHi, vis.Min.Y, vis.Max.Y, false)
	return g
}

func (v *LevelView) drawScrollBars(img *image.RGBA, l *layers.Level) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if w < 4*scrollBar || h < 4*scrollBar {
		return
	}
	g := v.bars(w, h, l)
	widgets.FillRect(img, g.hTrack, colBar)
	widgets.FillRect(img, g.vTrack, colBar)
	widgets.FillRect(img, image.Rect(w-scrollBar, h-scrollBar, w, h), colBar)
	widgets.FillRect(img, g.hThumb, colThumb)
	widgets.FillRect(img, g.vThumb, colThumb)
}

type levelViewRenderer struct{ v *LevelView }

func (r *levelViewRenderer) Layout(s fyne.Size) {
	r.v.raster.Resize(s)
	r.v.raster.Move(fyne.NewPos(0, 0))
}
func (r *levelViewRenderer) MinSize() fyne.Size           { return fyne.NewSize(160, 120) }
func (r *levelViewRenderer) Refresh()                     { r.v.raster.Refresh() }
func (r *levelViewRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.v.raster} }
func (r *levelViewRenderer) Destroy()                     {}

// Recentre makes the next draw centre the view on the level's start.
func (v *LevelView) Recentre() {
	v.centred = false
	v.Refresh()
}

// Scene returns the simulation frame the view shows, nil when editing.
func (v *LevelView) Scene() *preview.Scene { return v.scene }

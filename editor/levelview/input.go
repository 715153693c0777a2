package levelview

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/editor/model"
)

// This file holds the level view's mouse and keyboard handling.

// pick tolerance around handles and lines, in device pixels.
const pickPx = 6

// focus asks the canvas for keyboard focus.
func (v *LevelView) focus() {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(v); c != nil && c.Focused() != v {
			c.Focus(v)
		}
	}
}

// editing reports whether the current tool may edit now.
func (v *LevelView) editing() bool {
	return !v.playing && v.tool.Edits() && v.model.Level() != nil
}

// MouseDown records the press (a drag starts where the button went down).
func (v *LevelView) MouseDown(ev *desktop.MouseEvent) {
	v.focus()
	v.press, v.pressed, v.button = ev.Position, true, ev.Button
	if ev.Button == desktop.MouseButtonSecondary {
		v.rightLast = ev.Position
		v.rightPan = false
	}
}

// MouseUp ends a right-button pan.
func (v *LevelView) MouseUp(ev *desktop.MouseEvent) {
	v.pressed = false
}

// MouseIn starts showing the pointer's block.
func (v *LevelView) MouseIn(ev *desktop.MouseEvent) { v.MouseMoved(ev) }

// MouseMoved reports the cursor and pans while the right button is held
// (the desktop driver sends no drag events for it).
func (v *LevelView) MouseMoved(ev *desktop.MouseEvent) {
	v.hover, v.hovering = ev.Position, true
	if ev.Button == desktop.MouseButtonSecondary && v.pressed && v.button == desktop.MouseButtonSecondary {
		d := ev.Position.Subtract(v.rightLast)
		if d.X*d.X+d.Y*d.Y > 4 || v.rightPan {
			v.rightPan = true
			v.panBy(d.X, d.Y)
			v.rightLast = ev.Position
		}
	}
	if v.OnCursor != nil {
		x, y := v.levelAt(ev.Position)
		v.OnCursor(x, y)
	}
	if v.tool != ToolInspect && !v.playing {
		v.Refresh()
	}
}

// MouseOut hides the pointer's block.
func (v *LevelView) MouseOut() {
	v.hovering = false
	v.Refresh()
}

// panBy moves the view by a pointer movement of (dx, dy) units.
func (v *LevelView) panBy(dx, dy float32) {
	k := v.levelPerUnit(v.vp)
	v.Pan(-int(dx*k), -int(dy*k))
}

// inBars reports which scroll bar (if any) p is on.
func (v *LevelView) inBars(p fyne.Position) dragKind {
	w, h := v.PixelSize()
	if w < 4*scrollBar || h < 4*scrollBar {
		return dragNone
	}
	sx, sy := v.pix(p)
	g := v.bars(w, h, v.model.Level())
	pt := image.Pt(sx, sy)
	switch {
	case pt.In(g.hTrack):
		return dragHBar
	case pt.In(g.vTrack):
		return dragVBar
	}
	return dragNone
}

// Tapped applies the tool at the pointer.
func (v *LevelView) Tapped(ev *fyne.PointEvent) {
	v.focus()
	if bar := v.inBars(ev.Position); bar != dragNone {
		v.pageBar(bar, ev.Position)
		return
	}
	x, y := v.levelAt(ev.Position)
	bx, by := FloorDivInt(x, 16), FloorDivInt(y, 16)
	if v.playing || v.tool == ToolInspect {
		if v.OnBlockClicked != nil {
			v.OnBlockClicked(bx, by)
		}
		return
	}
	if !v.editing() {
		return
	}
	m := v.model
	switch v.tool {
	case ToolBrush:
		m.PaintBlock(bx, by, false)
	case ToolErase:
		m.PaintBlock(bx, by, true)
	case ToolChunk:
		cs := v.chunkPx()
		v.placeChunk(FloorDivInt(x, cs), FloorDivInt(y, cs))
	case ToolSelect:
		v.sel = image.Rectangle{}
		v.Refresh()
	case ToolFill:
		if v.bgMode {
			v.bgFillAt(bx, by)
		} else if image.Pt(bx, by).In(v.sel) {
			m.FillRect(v.sel)
		} else {
			m.FloodFill(bx, by)
		}
	case ToolSwitcher:
		if t, _ := v.pickThing(ev.Position, model.ThingSwitcher); t.Kind == model.ThingSwitcher {
			v.selectThing(t)
		} else {
			m.AddSwitcher(model.NewSwitcher(x, y))
		}
	case ToolObject:
		if t, _ := v.pickThing(ev.Position, model.ThingObject); t.Kind == model.ThingObject {
			v.selectThing(t)
		} else {
			m.AddObject(m.ObjectClass(), x, y)
		}
	case ToolStart:
		m.SetStart(x, y)
	}
	v.Refresh()
}

// TappedSecondary erases with the Brush, picks the chunk under the pointer
// with the Chunk tool, clears the selection with Select, and otherwise
// selects what is under the pointer.
func (v *LevelView) TappedSecondary(ev *fyne.PointEvent) {
	v.pressed = false
	if v.rightPan {
		v.rightPan = false
		return
	}
	if !v.editing() {
		return
	}
	x, y := v.levelAt(ev.Position)
	bx, by := FloorDivInt(x, 16), FloorDivInt(y, 16)
	m := v.model
	switch v.tool {
	case ToolBrush, ToolErase:
		m.PaintBlock(bx, by, true)
	case ToolChunk:
		l := m.Level()
		cs := v.chunkPx()
		cx, cy := FloorDivInt(x, cs), FloorDivInt(y, cs)
		if v.bgMode {
			if id, ok := m.BackgroundChunk(cx, cy); ok {
				m.SetPlaceChunk(id)
			}
		} else if cx >= 0 && cy >= 0 && cx < l.LayoutW && cy < l.LayoutH {
			m.SetPlaceChunk(l.Layout[cy*l.LayoutW+cx])
		}
	case ToolSelect:
		v.sel = image.Rectangle{}
	default:
		if t, _ := v.pickThing(ev.Position, model.ThingNone); t.Kind != model.ThingNone {
			m.SelectThing(t)
		}
	}
	v.Refresh()
}

// pickThing returns the switcher, object or start under p (of kind only,
// unless kind is ThingNone) and, for a switcher, whether p is on one of its
// end handles.
func (v *LevelView) pickThing(p fyne.Position, kind model.ThingKind) (model.Thing, bool) {
	l := v.model.Level()
	if l == nil {
		return model.Thing{}, false
	}
	x, y := v.levelAt(p)
	tol := max(1, (pickPx*v.vp.S()+v.vp.Z()-1)/v.vp.Z())
	near := func(px, py int) bool { return abs(px-x) <= tol && abs(py-y) <= tol }
	if kind == model.ThingNone || kind == model.ThingStart {
		if near(l.Start.X, l.Start.Y) || (kind == model.ThingStart && abs(l.Start.X-x) <= 12 && abs(l.Start.Y-y) <= 20) {
			return model.Thing{Kind: model.ThingStart}, false
		}
	}
	if kind == model.ThingNone || kind == model.ThingSwitcher {
		// The selected one first, then the last drawn.
		order := make([]int, 0, len(l.Switchers)+1)
		if t := v.model.SelectedThing(); t.Kind == model.ThingSwitcher {
			order = append(order, t.Index)
		}
		for i := len(l.Switchers) - 1; i >= 0; i-- {
			order = append(order, i)
		}
		for _, i := range order {
			s := l.Switchers[i]
			a, b := switcherEnds(s)
			if near(a.X, a.Y) || near(b.X, b.Y) {
				return model.Thing{Kind: model.ThingSwitcher, Index: i}, true
			}
			if s.Horizontal && abs(y-s.Y) <= tol && x >= s.X-s.Radius && x <= s.X+s.Radius ||
				!s.Horizontal && abs(x-s.X) <= tol && y >= s.Y-s.Radius && y <= s.Y+s.Radius {
				return model.Thing{Kind: model.ThingSwitcher, Index: i}, false
			}
		}
	}
	if kind == model.ThingNone || kind == model.ThingObject {
		for i := len(l.Objects) - 1; i >= 0; i-- {
			r := v.objectRect(l, &l.Objects[i]).Inset(-tol)
			if image.Pt(x, y).In(r) {
				return model.Thing{Kind: model.ThingObject, Index: i}, false
			}
		}
	}
	return model.Thing{}, false
}

// Dragged pans (middle button, Space held, or on a scroll bar) or applies
// the tool along the drag. Every drag of the tool is one undo step.
func (v *LevelView) Dragged(ev *fyne.DragEvent) {
	cur := ev.Position
	if v.cancelled {
		return
	}
	if v.drag == dragNone {
		start := cur.Subtract(ev.Dragged)
		if v.pressed {
			start = v.press
		}
		v.startDrag(start)
		if v.drag == dragNone {
			return
		}
		v.dragTo(start)
	}
	v.dragTo(cur)
	// No MouseMoved comes during a drag: report the pointer here, or the
	// pointer line kept naming the pixel where a paint stroke began (after
	// the stroke, too: refreshCursor describes the pixel last reported).
	// The water line's drag reports it itself (dragWaterTo).
	if v.drag != dragNone && v.drag != dragWater && v.OnCursor != nil {
		v.hover, v.hovering = cur, true
		x, y := v.levelAt(cur)
		v.OnCursor(x, y)
	}
}

func (v *LevelView) startDrag(p fyne.Position) {
	v.dragFrom, v.dragVP = p, v.vp
	m := v.model
	switch {
	case v.button == desktop.MouseButtonTertiary || v.space:
		v.drag = dragPan
		return
	case v.inBars(p) != dragNone:
		v.drag = v.inBars(p)
		return
	}
	if wy, ok := v.waterLineAt(p); ok {
		v.drag, v.waterY, v.waterFrom = dragWater, wy, wy
		return
	}
	switch {
	case !v.editing():
		v.drag = dragPan
		return
	}
	x, y := v.levelAt(p)
	bx, by := FloorDivInt(x, 16), FloorDivInt(y, 16)
	v.dragLast = [2]int{bx, by}
	switch v.tool {
	case ToolBrush:
		v.drag = dragPaint
		m.BeginLevelStroke("paint %d blocks")
		m.PaintLine(bx, by, bx, by, false)
	case ToolErase:
		v.drag = dragErase
		m.BeginLevelStroke("erase %d blocks")
		m.PaintLine(bx, by, bx, by, true)
	case ToolChunk:
		v.drag = dragChunk
		m.BeginLevelStroke("place %d chunks")
		cs := v.chunkPx()
		v.dragLast = [2]int{FloorDivInt(x, cs), FloorDivInt(y, cs)}
		v.placeChunk(v.dragLast[0], v.dragLast[1])
	case ToolSelect, ToolFill:
		if v.bgMode {
			v.drag = dragSelect
			v.sel = v.bgSelection(bx, by, bx, by)
		} else if image.Pt(bx, by).In(v.sel) && v.tool == ToolSelect {
			v.drag = dragMoveSel
			v.moveBy = [2]int{}
		} else {
			v.drag = dragSelect
			v.sel = image.Rect(bx, by, bx+1, by+1)
		}
	case ToolSwitcher, ToolObject, ToolStart:
		kind := map[Tool]model.ThingKind{ToolSwitcher: model.ThingSwitcher, ToolObject: model.ThingObject, ToolStart: model.ThingStart}[v.tool]
		t, end := v.pickThing(p, kind)
		jump := false
		if t.Kind == model.ThingNone {
			if v.tool != ToolStart {
				v.drag = dragPan
				return
			}
			t, jump = model.Thing{Kind: model.ThingStart}, true
		}
		v.dragThing = t
		m.BeginMove(t)
		v.drag = dragThing
		if end {
			v.drag = dragRadius
		}
		v.dragLast = v.thingPos(t)
		v.dragLast[0] -= x
		v.dragLast[1] -= y
		if jump {
			v.dragLast = [2]int{} // the start jumps to the pointer
		}
	}
}

// thingPos returns the position of a thing.
func (v *LevelView) thingPos(t model.Thing) [2]int {
	l := v.model.Level()
	switch t.Kind {
	case model.ThingSwitcher:
		return [2]int{l.Switchers[t.Index].X, l.Switchers[t.Index].Y}
	case model.ThingObject:
		return [2]int{l.Objects[t.Index].X, l.Objects[t.Index].Y}
	}
	return [2]int{l.Start.X, l.Start.Y}
}

func (v *LevelView) dragTo(p fyne.Position) {
	m := v.model
	switch v.drag {
	case dragPan:
		k := v.levelPerUnit(v.dragVP)
		d := p.Subtract(v.dragFrom)
		v.vp = v.dragVP
		v.vp.X -= int(d.X * k)
		v.vp.Y -= int(d.Y * k)
		v.viewChanged()
		return
	case dragHBar, dragVBar:
		w, h := v.PixelSize()
		g := v.bars(w, h, m.Level())
		sx0, sy0 := v.pix(v.dragFrom)
		sx, sy := v.pix(p)
		v.vp = v.dragVP
		if v.drag == dragHBar {
			v.vp.X += (sx - sx0) * (g.hHi - g.hLo) / max(g.hTrack.Dx(), 1)
		} else {
			v.vp.Y += (sy - sy0) * (g.vHi - g.vLo) / max(g.vTrack.Dy(), 1)
		}
		v.viewChanged()
		return
	case dragWater:
		v.dragWaterTo(p)
		v.Refresh()
		return
	}
	x, y := v.levelAt(p)
	bx, by := FloorDivInt(x, 16), FloorDivInt(y, 16)
	switch v.drag {
	case dragPaint, dragErase:
		m.PaintLine(v.dragLast[0], v.dragLast[1], bx, by, v.drag == dragErase)
		v.dragLast = [2]int{bx, by}
	case dragChunk:
		cs := v.chunkPx()
		cx, cy := FloorDivInt(x, cs), FloorDivInt(y, cs)
		if [2]int{cx, cy} != v.dragLast {
			v.placeChunk(cx, cy)
			v.dragLast = [2]int{cx, cy}
		}
	case dragSelect:
		fx, fy := v.blockAt(v.dragFrom)
		if v.bgMode {
			v.sel = v.bgSelection(fx, fy, bx, by)
			break
		}
		v.sel = m.ClampBlocks(image.Rect(min(fx, bx), min(fy, by), max(fx, bx)+1, max(fy, by)+1))
	case dragMoveSel:
		fx, fy := v.blockAt(v.dragFrom)
		v.moveBy = [2]int{bx - fx, by - fy}
	case dragThing:
		m.MoveLive(v.dragThing, x+v.dragLast[0], y+v.dragLast[1])
	case dragRadius:
		l := m.Level()
		s := l.Switchers[v.dragThing.Index]
		d := abs(y - s.Y)
		if s.Horizontal {
			d = abs(x - s.X)
		}
		m.ResizeLive(v.dragThing.Index, nearestRadius(d))
	}
	v.Refresh()
}

// nearestRadius returns the switcher radius (32, 64, 128, 256) nearest d.
func nearestRadius(d int) int {
	best := 32
	for _, r := range []int{64, 128, 256} {
		if abs(d-r) < abs(d-best) {
			best = r
		}
	}
	return best
}

// DragEnd finishes the drag: a paint stroke, a move or a resize becomes
// one undo step.
func (v *LevelView) DragEnd() {
	v.pressed = false
	if v.cancelled {
		v.cancelled = false
		return
	}
	v.endDrag()
}

func (v *LevelView) endDrag() {
	d := v.drag
	v.drag = dragNone
	switch d {
	case dragMoveSel:
		mv := v.moveBy
		v.moveBy = [2]int{}
		if mv != [2]int{} {
			v.model.MoveRect(v.sel, mv[0], mv[1])
			v.sel = v.model.ClampBlocks(v.sel.Add(image.Pt(mv[0], mv[1])))
		}
	case dragSelect:
		if v.tool == ToolSelect && !v.sel.Empty() && !v.bgMode {
			// The rubber band selects the switchers and objects in it
			// too (Shift: added to those selected).
			r := v.sel
			v.model.SelectThingsIn(image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16), v.modifiers()&fyne.KeyModifierShift != 0)
		}
	case dragPaint, dragErase, dragChunk, dragThing, dragRadius:
		v.model.EndStroke()
	case dragWater:
		v.endWater()
	}
	v.Refresh()
}

// FocusGained implements fyne.Focusable.
func (v *LevelView) FocusGained() {}

// FocusLost implements fyne.Focusable. The keys held down are released
// (their KeyUp will go elsewhere), OnKey told of each.
func (v *LevelView) FocusLost() {
	v.space = false
	clear(v.hooked)
	for k := range v.downs {
		delete(v.downs, k)
		if v.OnKey != nil {
			v.OnKey(&fyne.KeyEvent{Name: k}, false)
		}
	}
}

// AcceptsTab lets Tab cycle the paths shown.
func (v *LevelView) AcceptsTab() bool { return true }

// TypedRune handles + and -.
func (v *LevelView) TypedRune(r rune) {
	switch r {
	case '+', '=':
		v.ZoomIn()
	case '-':
		v.ZoomOut()
	}
}

// KeyDown offers the key to OnKey first (the play keys and F-keys); a
// key it does not take is the view's: Space held makes a drag pan.
func (v *LevelView) KeyDown(ev *fyne.KeyEvent) {
	if v.downs == nil {
		v.downs = map[fyne.KeyName]bool{}
	}
	v.downs[ev.Name] = true
	if v.OnKey != nil && v.OnKey(ev, true) {
		if v.hooked == nil {
			v.hooked = map[fyne.KeyName]bool{}
		}
		v.hooked[ev.Name] = true
		return
	}
	if ev.Name == fyne.KeySpace {
		v.space = true
	}
}

// KeyUp tells OnKey about the release and tracks Space.
func (v *LevelView) KeyUp(ev *fyne.KeyEvent) {
	delete(v.hooked, ev.Name)
	delete(v.downs, ev.Name)
	if v.OnKey != nil {
		v.OnKey(ev, false)
	}
	if ev.Name == fyne.KeySpace {
		v.space = false
	}
}

// shiftHeld reports whether Shift is down.
func shiftHeld() bool {
	if app := fyne.CurrentApp(); app != nil {
		if d, ok := app.Driver().(desktop.Driver); ok {
			return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
		}
	}
	return false
}

// TypedKey handles the view's keys: tools, zoom, pan, grids, paths,
// Delete and Escape.
//
// A key OnKey took on KeyDown is not handled again (the desktop driver
// sends KeyDown, then TypedKey, then TypedKey for each repeat). A key
// typed without a KeyDown (drivers without desktop.Keyable) is offered to
// OnKey here as a press and a release.
func (v *LevelView) TypedKey(ev *fyne.KeyEvent) {
	if v.hooked[ev.Name] {
		return
	}
	if v.OnKey != nil && !v.downs[ev.Name] {
		took := v.OnKey(ev, true)
		v.OnKey(ev, false)
		if took {
			return
		}
	}
	v.HandleKey(ev.Name, shiftHeld())
}

// HandleKey applies key k (with Shift when shift is set); it reports
// whether the key did something.
func (v *LevelView) HandleKey(k fyne.KeyName, shift bool) bool {
	step := 64 * v.vp.S() / v.vp.Z()
	if shift {
		step *= 4
	}
	if v.nudge(k, shift) {
		return true
	}
	switch k {
	case fyne.KeyLeft:
		v.Pan(-step, 0)
	case fyne.KeyRight:
		v.Pan(step, 0)
	case fyne.KeyUp:
		v.Pan(0, -step)
	case fyne.KeyDown:
		v.Pan(0, step)
	case fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8:
		v.SetZoom(int(k[0] - '0'))
	case fyne.KeyPlus, fyne.KeyEqual:
		v.ZoomIn()
	case fyne.KeyMinus:
		v.ZoomOut()
	case fyne.Key0:
		v.FitLevel()
	case fyne.KeyG:
		if shift {
			v.opt.ChunkGrid = !v.opt.ChunkGrid
		} else {
			v.opt.BlockGrid = !v.opt.BlockGrid
		}
		v.viewChanged()
	case fyne.KeyTab:
		v.CyclePaths()
	case fyne.KeyDelete, fyne.KeyBackspace:
		v.DeleteSelection()
	case fyne.KeyEscape:
		if v.cancelDrag() {
			return true
		}
		v.sel = image.Rectangle{}
		v.model.SelectThing(model.Thing{})
		v.Refresh()
	case fyne.KeyHome:
		if l := v.model.Level(); l != nil {
			v.CentreOn(l.Start.X, l.Start.Y)
		}
	default:
		t, ok := toolForKey(k)
		if !ok {
			return false
		}
		v.SetTool(t)
	}
	return true
}

// CyclePaths shows both paths, then A, then B.
func (v *LevelView) CyclePaths() {
	v.opt.Paths = (v.opt.Paths + 1) % 3
	v.viewChanged()
}

// DeleteSelection empties the selected blocks, or deletes the selected
// switcher or object.
func (v *LevelView) DeleteSelection() {
	if v.playing {
		return
	}
	if v.bgMode {
		v.model.ClearBackground(v.BackgroundSelection())
		return
	}
	if !v.sel.Empty() && v.tool == ToolSelect || !v.sel.Empty() && v.model.SelectedThing().Kind == model.ThingNone {
		v.model.ClearRect(v.sel)
		return
	}
	if len(v.model.SelectedThings()) > 1 {
		v.model.DeleteThings()
		return
	}
	v.model.DeleteThing()
}

// Copy copies the selected blocks (with the switchers and objects on
// them), or, with no blocks selected, the selected switchers and objects.
func (v *LevelView) Copy() {
	if v.bgMode {
		v.model.CopyBackground(v.BackgroundSelection())
		return
	}
	if v.sel.Empty() && len(v.model.SelectedThings()) > 0 {
		v.model.CopyThings()
		return
	}
	v.model.CopyRect(v.sel)
}

// Cut copies and empties the selected blocks.
func (v *LevelView) Cut() {
	if v.playing {
		return
	}
	if v.bgMode {
		v.model.CopyBackground(v.BackgroundSelection())
		v.model.ClearBackground(v.BackgroundSelection())
		return
	}
	v.model.CopyRect(v.sel)
	v.model.ClearRect(v.sel)
}

// PasteHere pastes the clipboard at the selection's top-left corner, or at
// the block under the pointer, and selects the pasted blocks.
func (v *LevelView) PasteHere() {
	if v.playing {
		return
	}
	if v.bgMode {
		v.bgPaste()
		return
	}
	if v.model.ThingsCopiedLast() {
		x, y := v.vp.X+64, v.vp.Y+64
		if v.hovering {
			bx, by := v.blockAt(v.hover)
			x, y = bx*16, by*16
		}
		v.model.PasteThings(x, y)
		v.Refresh()
		return
	}
	c := v.model.Clipboard()
	if c == nil {
		return
	}
	var at image.Point
	switch {
	case v.hovering:
		at = image.Pt(v.blockAt(v.hover))
	case !v.sel.Empty():
		at = v.sel.Min
	default:
		x, y := v.vp.X+16, v.vp.Y+16
		at = image.Pt(FloorDivInt(x, 16), FloorDivInt(y, 16))
	}
	v.model.Paste(at.X, at.Y)
	v.sel = v.model.ClampBlocks(image.Rect(at.X, at.Y, at.X+c.W, at.Y+c.H))
	v.Refresh()
}

// FillSelection fills the selected blocks with the brush.
func (v *LevelView) FillSelection() {
	switch {
	case v.playing:
	case v.bgMode:
		v.model.FillBackground(v.BackgroundSelection(), v.model.PlaceChunkID())
	default:
		v.model.FillRect(v.sel)
	}
}

// pageBar scrolls by one view on a click in a scroll bar's track.
func (v *LevelView) pageBar(bar dragKind, p fyne.Position) {
	w, h := v.PixelSize()
	g := v.bars(w, h, v.model.Level())
	sx, sy := v.pix(p)
	vis := v.vp.Visible(w, h)
	if bar == dragHBar {
		switch {
		case sx < g.hThumb.Min.X:
			v.Pan(-vis.Dx()*3/4, 0)
		case sx >= g.hThumb.Max.X:
			v.Pan(vis.Dx()*3/4, 0)
		}
		return
	}
	switch {
	case sy < g.vThumb.Min.Y:
		v.Pan(0, -vis.Dy()*3/4)
	case sy >= g.vThumb.Max.Y:
		v.Pan(0, vis.Dy()*3/4)
	}
}

// SpacePan reports whether Space is held for panning with the pointer.
func (v *LevelView) SpacePan() bool { return v.space }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

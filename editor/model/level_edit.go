package model

import (
	"fmt"
	"image"
	"slices"

	"loopwright/layers"
	"loopwright/preview"
)

// brushCell returns the block the brush paints over old: the brush's cell
// on its paths, old's cell on the others.
func (b Brush) block(old layers.Block, erase bool) layers.Block {
	c := layers.Cell{Tile: b.Tile, XFlip: b.XFlip, YFlip: b.YFlip, Solidity: b.Solidity}
	if erase || c.Tile == 0 {
		c = layers.Cell{}
	}
	for p := layers.PathA; p <= layers.PathB; p++ {
		if b.Paths.Has(p) {
			old[p] = c
		}
	}
	return old
}

// levelStroke returns the open edit of the selected level named desc,
// opening one when none is open (or the open one is another kind).
func (m *Model) levelStroke(desc string) *levelEdit {
	l := m.Level()
	if l == nil {
		return nil
	}
	if e := m.lv.open; e != nil && e.lvl == l && e.desc == desc {
		return e
	}
	return m.beginEdit(l, desc)
}

// PaintBlock paints the brush at block (bx, by) of the selected level (or
// erases its paths when erase is set), within the open stroke (a drag; see
// EndStroke) or as a stroke of its own when called after EndStroke. It
// reports whether the block changed.
func (m *Model) PaintBlock(bx, by int, erase bool) bool {
	desc := "paint %d blocks"
	if erase {
		desc = "erase %d blocks"
	}
	own := m.lv.open == nil
	e := m.levelStroke(desc)
	if e == nil {
		return false
	}
	old, ok := e.lvl.Block(bx, by)
	if !ok {
		if own {
			m.EndStroke()
		}
		return false
	}
	changed := e.setBlock(bx, by, m.Brush().block(old, erase))
	if changed {
		m.markBlocks(e.lvl, bx, by)
	}
	if own {
		m.EndStroke()
	} else if changed {
		m.notify()
	}
	return changed
}

// PaintLine paints (or erases) every block on the line from block (x0, y0)
// to (x1, y1) inside the open stroke, so that a fast drag leaves no gaps.
func (m *Model) PaintLine(x0, y0, x1, y1 int, erase bool) {
	desc := "paint %d blocks"
	if erase {
		desc = "erase %d blocks"
	}
	e := m.levelStroke(desc)
	if e == nil {
		return
	}
	changed := false
	preview.Line(x0, y0, x1, y1, func(x, y int) {
		if old, ok := e.lvl.Block(x, y); ok && e.setBlock(x, y, m.Brush().block(old, erase)) {
			changed = true
			m.markBlocks(e.lvl, x, y)
		}
	})
	if changed {
		m.notify()
	}
}

// PlaceChunk puts chunk id at layout cell (cx, cy) of the selected level,
// inside the open stroke (a drag) or as an edit of its own.
func (m *Model) PlaceChunk(cx, cy int, id layers.ChunkID) bool {
	own := m.lv.open == nil
	e := m.levelStroke("place %d chunks")
	if e == nil {
		return false
	}
	changed := e.setLayout(cx, cy, id)
	if own {
		m.EndStroke()
	} else if changed {
		m.notify()
	}
	return changed
}

// ClampBlocks clips r (blocks) to the selected level.
func (m *Model) ClampBlocks(r image.Rectangle) image.Rectangle {
	l := m.Level()
	if l == nil {
		return image.Rectangle{}
	}
	return r.Canon().Intersect(image.Rect(0, 0, l.Width, l.Height))
}

// FillRect paints the brush over every block of r (block coordinates).
func (m *Model) FillRect(r image.Rectangle) {
	r = m.ClampBlocks(r)
	if r.Empty() {
		return
	}
	e := m.beginEdit(m.Level(), "fill %d blocks")
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			old, _ := e.lvl.Block(bx, by)
			e.setBlock(bx, by, m.Brush().block(old, false))
		}
	}
	m.commitEdit(e)
}

// ClearRect empties both paths of every block of r.
func (m *Model) ClearRect(r image.Rectangle) {
	r = m.ClampBlocks(r)
	if r.Empty() {
		return
	}
	e := m.beginEdit(m.Level(), "delete %d blocks")
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			e.setBlock(bx, by, layers.Block{})
		}
	}
	m.commitEdit(e)
}

// floodLimit caps a flood fill.
const floodLimit = 1 << 16

// FloodFill paints the brush over the region of blocks connected to (bx,
// by) (4-neighbours) that hold the same cell on the brush's first path,
// up to floodLimit blocks.
func (m *Model) FloodFill(bx, by int) {
	l := m.Level()
	if l == nil {
		return
	}
	p := layers.PathA
	if m.Brush().Paths == PathSetB {
		p = layers.PathB
	}
	target, ok := l.Block(bx, by)
	if !ok {
		return
	}
	if m.Brush().block(target, false) == target {
		return
	}
	var pts [][2]int
	seen := map[[2]int]bool{{bx, by}: true}
	queue := [][2]int{{bx, by}}
	for len(queue) > 0 && len(pts) < floodLimit {
		q := queue[0]
		queue = queue[1:]
		pts = append(pts, q)
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n := [2]int{q[0] + d[0], q[1] + d[1]}
			if seen[n] {
				continue
			}
			if b, ok := l.Block(n[0], n[1]); ok && b[p] == target[p] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	e := m.beginEdit(l, "fill %d blocks")
	for _, q := range pts {
		old, _ := l.Block(q[0], q[1])
		e.setBlock(q[0], q[1], m.Brush().block(old, false))
	}
	m.commitEdit(e)
}

// Clip is a copied rectangle of blocks, with the switchers and objects
// standing in it (their positions relative to its top-left corner).
type Clip struct {
	W, H   int
	Blocks []layers.Block // row by row
	Things *ThingClip
}

// Clipboard returns the copied blocks, or nil.
func (m *Model) Clipboard() *Clip { return m.lv.clip }

// CopyRect copies the blocks of r to the clipboard (not an edit).
func (m *Model) CopyRect(r image.Rectangle) {
	r = m.ClampBlocks(r)
	l := m.Level()
	if r.Empty() || l == nil {
		return
	}
	c := &Clip{W: r.Dx(), H: r.Dy()}
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			b, _ := l.Block(bx, by)
			c.Blocks = append(c.Blocks, b)
		}
	}
	c.Things = m.clipThings(l, image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16))
	m.lv.clip = c
	m.lv.thingsNewer = false
	m.notify()
}

// Paste places the clipboard with its top-left block at (bx, by); blocks
// falling outside the level are dropped.
func (m *Model) Paste(bx, by int) {
	c := m.lv.clip
	l := m.Level()
	if c == nil || l == nil {
		return
	}
	e := m.beginEdit(l, "paste %d blocks")
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			e.setBlock(bx+x, by+y, c.Blocks[y*c.W+x])
		}
	}
	if c.Things != nil {
		if ts := pasteThings(l, c.Things, bx*16, by*16); len(ts) > 0 {
			m.lv.multi, m.lv.sel = ts, ts[0]
		}
	}
	m.commitEdit(e)
}

// MoveRect moves the blocks of r by (dx, dy) blocks: the source becomes
// empty, then the blocks are placed at the destination, as one edit.
func (m *Model) MoveRect(r image.Rectangle, dx, dy int) {
	r = m.ClampBlocks(r)
	l := m.Level()
	if r.Empty() || l == nil || (dx == 0 && dy == 0) {
		return
	}
	var blocks []layers.Block
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			b, _ := l.Block(bx, by)
			blocks = append(blocks, b)
		}
	}
	e := m.beginEdit(l, fmt.Sprintf("move %d blocks", r.Dx()*r.Dy()))
	for by := r.Min.Y; by < r.Max.Y; by++ {
		for bx := r.Min.X; bx < r.Max.X; bx++ {
			e.setBlock(bx, by, layers.Block{})
		}
	}
	w := r.Dx()
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < w; x++ {
			e.setBlock(r.Min.X+x+dx, r.Min.Y+y+dy, blocks[y*w+x])
		}
	}
	// The switchers and objects standing on the blocks move with them.
	for _, t := range m.ThingsIn(image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16)) {
		x, y := pos(l, t)
		*x += dx * 16
		*y += dy * 16
	}
	m.commitEdit(e)
}

// NewSwitcher returns the default switcher placed by the Switcher tool: a
// vertical threshold of radius 64, path A on the left and B on the right.
func NewSwitcher(x, y int) layers.Switcher {
	return layers.Switcher{X: x, Y: y, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathB}}
}

// nextID returns an object id not used by l's switchers or objects.
func nextID(l *layers.Level) int {
	id := 0
	for _, s := range l.Switchers {
		id = max(id, s.ID)
	}
	for _, o := range l.Objects {
		id = max(id, o.ID)
	}
	return id + 1
}

// AddSwitcher adds s to the selected level and selects it.
func (m *Model) AddSwitcher(s layers.Switcher) {
	l := m.Level()
	if l == nil {
		return
	}
	e := m.beginEdit(l, fmt.Sprintf("add switcher %d", len(l.Switchers)))
	if s.ID == 0 {
		s.ID = nextID(l)
	}
	l.Switchers = append(l.Switchers, s)
	m.lv.sel = Thing{ThingSwitcher, len(l.Switchers) - 1}
	m.commitEdit(e)
}

// SetSwitcher replaces switcher i of the selected level with s (a
// properties edit).
func (m *Model) SetSwitcher(i int, s layers.Switcher) {
	l := m.Level()
	if l == nil || i < 0 || i >= len(l.Switchers) || l.Switchers[i] == s {
		return
	}
	e := m.beginEdit(l, fmt.Sprintf("edit switcher %d", i))
	l.Switchers[i] = s
	m.lv.sel = Thing{ThingSwitcher, i}
	m.commitEdit(e)
}

// DeleteThing removes the selected switcher or object.
func (m *Model) DeleteThing() {
	l := m.Level()
	t := m.SelectedThing()
	if l == nil {
		return
	}
	switch t.Kind {
	case ThingSwitcher:
		e := m.beginEdit(l, fmt.Sprintf("delete switcher %d", t.Index))
		l.Switchers = slices.Delete(l.Switchers, t.Index, t.Index+1)
		m.lv.sel = Thing{}
		m.commitEdit(e)
	case ThingObject:
		e := m.beginEdit(l, fmt.Sprintf("delete %s %d", l.Objects[t.Index].Class, t.Index))
		l.Objects = slices.Delete(l.Objects, t.Index, t.Index+1)
		m.lv.sel = Thing{}
		m.commitEdit(e)
	}
}

// AddObject adds an object of class at (x, y) with its class's default
// properties and selects it.
func (m *Model) AddObject(class string, x, y int) {
	l := m.Level()
	if l == nil || class == "" {
		return
	}
	e := m.beginEdit(l, fmt.Sprintf("add %s", class))
	o := layers.Object{ID: nextID(l), Class: class, X: x, Y: y, Props: DefaultProps(class)}
	l.Objects = append(l.Objects, o)
	m.lv.sel = Thing{ThingObject, len(l.Objects) - 1}
	m.commitEdit(e)
}

// SetObject replaces object i of the selected level with o.
func (m *Model) SetObject(i int, o layers.Object) {
	l := m.Level()
	if l == nil || i < 0 || i >= len(l.Objects) {
		return
	}
	o.Props = slices.Clone(o.Props)
	e := m.beginEdit(l, fmt.Sprintf("edit %s %d", o.Class, i))
	l.Objects[i] = o
	m.lv.sel = Thing{ThingObject, i}
	m.commitEdit(e)
}

// SetObjectProp sets property name of object i to value (adding it when
// missing, with type typ).
func (m *Model) SetObjectProp(i int, name, typ, value string) {
	l := m.Level()
	if l == nil || i < 0 || i >= len(l.Objects) {
		return
	}
	o := l.Objects[i]
	o.Props = slices.Clone(o.Props)
	found := false
	for k := range o.Props {
		if o.Props[k].Name == name {
			if o.Props[k].Value == value {
				return
			}
			o.Props[k].Value = value
			found = true
		}
	}
	if !found {
		o.Props = append(o.Props, layers.Prop{Name: name, Type: typ, Value: value})
	}
	e := m.beginEdit(l, fmt.Sprintf("set %s of %s %d", name, o.Class, i))
	l.Objects[i] = o
	m.lv.sel = Thing{ThingObject, i}
	m.commitEdit(e)
}

// SetLevelProp sets the selected level's property name to value (adding
// it with type typ when missing); an empty value removes it. Undoable.
func (m *Model) SetLevelProp(name, typ, value string) {
	l := m.Level()
	if l == nil || name == "" {
		return
	}
	i := slices.IndexFunc(l.Props, func(p layers.Prop) bool { return p.Name == name })
	switch {
	case i >= 0 && l.Props[i].Value == value, i < 0 && value == "":
		return
	}
	e := m.beginEdit(l, fmt.Sprintf("set level %s", name))
	l.Props = slices.Clone(l.Props)
	switch {
	case value == "":
		l.Props = slices.Delete(l.Props, i, i+1)
	case i >= 0:
		l.Props[i].Value = value
	default:
		l.Props = append(l.Props, layers.Prop{Name: name, Type: typ, Value: value})
	}
	m.commitEdit(e)
}

// LevelProp returns the selected level's property name ("" when missing).
func (m *Model) LevelProp(name string) string {
	if l := m.Level(); l != nil {
		for _, p := range l.Props {
			if p.Name == name {
				return p.Value
			}
		}
	}
	return ""
}

// SetStart moves the player start.
func (m *Model) SetStart(x, y int) {
	l := m.Level()
	if l == nil || (l.Start == layers.Point{X: x, Y: y}) {
		return
	}
	e := m.beginEdit(l, "move the player start")
	l.Start = layers.Point{X: x, Y: y}
	m.lv.sel = Thing{Kind: ThingStart}
	m.commitEdit(e)
}

// BeginMove opens a drag of thing t (its live moves are one undo step,
// recorded by EndStroke).
func (m *Model) BeginMove(t Thing) {
	l := m.Level()
	if l == nil {
		return
	}
	desc := "move the player start"
	switch t.Kind {
	case ThingSwitcher:
		desc = fmt.Sprintf("move switcher %d", t.Index)
	case ThingObject:
		if t.Index < len(l.Objects) {
			desc = fmt.Sprintf("move %s %d", l.Objects[t.Index].Class, t.Index)
		}
	}
	m.beginEdit(l, desc)
	m.lv.sel = t
}

// MoveLive moves thing t to (x, y) inside the open drag.
func (m *Model) MoveLive(t Thing, x, y int) {
	l := m.Level()
	if l == nil {
		return
	}
	switch t.Kind {
	case ThingSwitcher:
		if t.Index < len(l.Switchers) {
			l.Switchers[t.Index].X, l.Switchers[t.Index].Y = x, y
		}
	case ThingObject:
		if t.Index < len(l.Objects) {
			l.Objects[t.Index].X, l.Objects[t.Index].Y = x, y
		}
	case ThingStart:
		l.Start = layers.Point{X: x, Y: y}
	}
	m.notify()
}

// ResizeLive sets switcher i's radius inside the open drag (renaming the
// step "resize switcher i").
func (m *Model) ResizeLive(i, radius int) {
	l := m.Level()
	if l == nil || i < 0 || i >= len(l.Switchers) {
		return
	}
	if e := m.lv.open; e != nil {
		e.desc = fmt.Sprintf("resize switcher %d", i)
	}
	l.Switchers[i].Radius = radius
	m.notify()
}

// AddLevel adds an empty level of w x h blocks to the pack and selects it.
// A name the pack cannot take (invalid, or already used) is replaced by
// NewLevelName, and a size the format refuses by the default, so the pack
// stays saveable; CreateLevel reports those instead.
func (m *Model) AddLevel(name string, w, h int) {
	if m.CheckLevelName(name, -1) != nil {
		name = m.NewLevelName()
	}
	if CheckLevelSize(w, h) != nil {
		w, h = DefaultLevelW, DefaultLevelH
	}
	m.EndStroke()
	lv := layers.New(name, m.Lib(), w, h)
	lv.Start = layers.Point{X: 64, Y: 64}
	before := m.lv.index
	m.History.Do(&FuncAction{
		Desc: fmt.Sprintf("add level %q", name),
		DoFn: func() {
			m.Pack.Levels = append(m.Pack.Levels, lv)
			m.lv.index = len(m.Pack.Levels) - 1
		},
		UndoFn: func() {
			if i := slices.Index(m.Pack.Levels, lv); i >= 0 {
				m.Pack.Levels = slices.Delete(m.Pack.Levels, i, i+1)
			}
			m.lv.index = before
		},
	})
}

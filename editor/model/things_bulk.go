package model

import (
	"fmt"
	"image"
	"slices"

	"loopwright/layers"
)

// Objects in bulk (docs/editor.md "Objects in bulk"): a selection of many
// switchers and objects (the rubber band, Ctrl-click, select all of a
// kind), moved, nudged, snapped, aligned to the floor or a wall, copied,
// pasted and deleted together, each one undo step.

// propObjID is the property naming a disassembly object's id (sonlvl's
// PropObjID): objects of one kind share their class and this value.
const propObjID = "obj_id"

// SelectedThings returns the switchers and objects selected together,
// sorted (kind, then index); with none, the single selected switcher or
// object, if any.
func (m *Model) SelectedThings() []Thing {
	l := m.Level()
	if l == nil {
		return nil
	}
	valid := func(t Thing) bool {
		switch t.Kind {
		case ThingSwitcher:
			return t.Index >= 0 && t.Index < len(l.Switchers)
		case ThingObject:
			return t.Index >= 0 && t.Index < len(l.Objects)
		}
		return false
	}
	var out []Thing
	for _, t := range m.lv.multi {
		if valid(t) {
			out = append(out, t)
		}
	}
	if len(out) == 0 && valid(m.lv.sel) {
		out = []Thing{m.lv.sel}
	}
	return out
}

// IsSelected reports whether t is among SelectedThings.
func (m *Model) IsSelected(t Thing) bool { return slices.Contains(m.SelectedThings(), t) }

func sortThings(ts []Thing) []Thing {
	slices.SortFunc(ts, func(a, b Thing) int {
		if a.Kind != b.Kind {
			return int(a.Kind) - int(b.Kind)
		}
		return a.Index - b.Index
	})
	return slices.Compact(ts)
}

// SelectThings selects ts together (switchers and objects; the start is
// left out), the first also as the single selection for the properties
// panel. It is not an edit.
func (m *Model) SelectThings(ts []Thing) {
	var keep []Thing
	for _, t := range ts {
		if t.Kind == ThingSwitcher || t.Kind == ThingObject {
			keep = append(keep, t)
		}
	}
	keep = sortThings(keep)
	m.lv.multi = keep
	if len(keep) > 0 {
		if !slices.Contains(keep, m.lv.sel) {
			m.lv.sel = keep[0]
		}
	} else {
		m.lv.sel = Thing{}
	}
	m.notify()
}

// ToggleThing adds t to the selection, or takes it out when it is in
// (Ctrl-click).
func (m *Model) ToggleThing(t Thing) {
	cur := m.SelectedThings()
	if i := slices.Index(cur, t); i >= 0 {
		cur = slices.Delete(cur, i, i+1)
		if m.lv.sel == t {
			m.lv.sel = Thing{}
		}
	} else {
		cur = append(cur, t)
	}
	m.SelectThings(cur)
}

// ThingsIn returns the switchers and objects whose position lies in r
// (level pixels).
func (m *Model) ThingsIn(r image.Rectangle) []Thing {
	l := m.Level()
	if l == nil {
		return nil
	}
	var ts []Thing
	for i, s := range l.Switchers {
		if image.Pt(s.X, s.Y).In(r) {
			ts = append(ts, Thing{ThingSwitcher, i})
		}
	}
	for i, o := range l.Objects {
		if image.Pt(o.X, o.Y).In(r) {
			ts = append(ts, Thing{ThingObject, i})
		}
	}
	return ts
}

// SelectThingsIn selects the switchers and objects inside r (level
// pixels: the rubber band), added to the selection when add is set.
func (m *Model) SelectThingsIn(r image.Rectangle, add bool) {
	ts := m.ThingsIn(r.Canon())
	if add {
		ts = append(m.SelectedThings(), ts...)
	}
	m.SelectThings(ts)
}

// kindOf names an object's kind: its class and, for a disassembly's
// object, its id.
func kindOf(o *layers.Object) string {
	k := o.Class
	for _, p := range o.Props {
		if p.Name == propObjID {
			k += "/" + p.Value
		}
	}
	return k
}

// SelectAllOfKind selects every object of t's kind (its class and, for a
// disassembly's object, its id), or every switcher when t is one.
func (m *Model) SelectAllOfKind(t Thing) {
	l := m.Level()
	if l == nil {
		return
	}
	var ts []Thing
	switch {
	case t.Kind == ThingSwitcher:
		for i := range l.Switchers {
			ts = append(ts, Thing{ThingSwitcher, i})
		}
	case t.Kind == ThingObject && t.Index < len(l.Objects):
		k := kindOf(&l.Objects[t.Index])
		for i := range l.Objects {
			if kindOf(&l.Objects[i]) == k {
				ts = append(ts, Thing{ThingObject, i})
			}
		}
	}
	m.SelectThings(ts)
}

// thingsEdit runs f on the selected things of the selected level as one
// undo step named desc (a %d: their number).
func (m *Model) thingsEdit(desc string, f func(l *layers.Level, ts []Thing)) {
	l := m.Level()
	ts := m.SelectedThings()
	if l == nil || len(ts) == 0 {
		return
	}
	e := m.beginEdit(l, fmt.Sprintf(desc, len(ts)))
	f(l, ts)
	m.commitEdit(e)
}

// pos returns a pointer to thing t's position.
func pos(l *layers.Level, t Thing) (*int, *int) {
	if t.Kind == ThingSwitcher {
		return &l.Switchers[t.Index].X, &l.Switchers[t.Index].Y
	}
	return &l.Objects[t.Index].X, &l.Objects[t.Index].Y
}

// MoveThings moves the selected things by (dx, dy) pixels (the arrow
// keys' nudge, a drag of the selection).
func (m *Model) MoveThings(dx, dy int) {
	if dx == 0 && dy == 0 {
		return
	}
	m.thingsEdit("move %d things", func(l *layers.Level, ts []Thing) {
		for _, t := range ts {
			x, y := pos(l, t)
			*x += dx
			*y += dy
		}
	})
}

// SnapThings moves each selected thing to the nearest point of a grid of
// size pixels (8, 16...).
func (m *Model) SnapThings(size int) {
	if size <= 1 {
		return
	}
	snap := func(v int) int { return FloorDivRound(v, size) * size }
	m.thingsEdit("snap %d things to the grid", func(l *layers.Level, ts []Thing) {
		for _, t := range ts {
			x, y := pos(l, t)
			*x, *y = snap(*x), snap(*y)
		}
	})
}

// FloorDivRound returns v/size rounded to the nearest integer (halves
// away from minus infinity), for negative v too.
func FloorDivRound(v, size int) int {
	q := (v + size/2) / size
	if v+size/2 < 0 && (v+size/2)%size != 0 {
		q--
	}
	return q
}

// DeleteThings deletes the selected switchers and objects.
func (m *Model) DeleteThings() {
	m.thingsEdit("delete %d things", func(l *layers.Level, ts []Thing) {
		for i := len(ts) - 1; i >= 0; i-- { // sorted: later indices first
			t := ts[i]
			if t.Kind == ThingSwitcher {
				l.Switchers = slices.Delete(l.Switchers, t.Index, t.Index+1)
			} else {
				l.Objects = slices.Delete(l.Objects, t.Index, t.Index+1)
			}
		}
		m.lv.multi, m.lv.sel = nil, Thing{}
	})
}

// Direction is where Align pushes things: to the floor below, the ceiling
// above, or the wall on the left or right.
type Direction uint8

// Directions.
const (
	Down Direction = iota
	Up
	Left
	Right
)

// alignReach is how far Align looks for a surface, in pixels.
const alignReach = 1024

// solidAt reports whether level pixel (x, y) is solid on path A (any
// solidity: a top-solid floor counts).
func solidAt(l *layers.Level, x, y int) bool {
	if x < 0 || y < 0 {
		return false
	}
	c, mask := l.Cell(layers.PathA, x/16, y/16)
	if c.Tile == 0 || mask == nil {
		return false
	}
	col, row := x%16, y%16
	if c.XFlip {
		col = 15 - col
	}
	if c.YFlip {
		row = 15 - row
	}
	h := int(mask.Heights[col])
	switch {
	case h > 0:
		return row >= 16-h
	case h < 0:
		return row < -h
	}
	return false
}

// AlignThings moves each selected object (and switcher) in direction d
// until its edge (half its size for a rectangle object; its position for a
// point) touches the first solid pixel of path A, as objects placed on the
// ground or against a wall; one with no surface within 1024 pixels stays.
// It returns the number moved.
func (m *Model) AlignThings(d Direction) int {
	moved := 0
	m.thingsEdit("align %d things", func(l *layers.Level, ts []Thing) {
		for _, t := range ts {
			x, y := pos(l, t)
			hw, hh := 0, 0
			if t.Kind == ThingObject {
				hw, hh = l.Objects[t.Index].W/2, l.Objects[t.Index].H/2
			}
			// The first solid pixel past the edge, k pixels further; the
			// thing moves so its edge is just before it.
			for k := 0; k <= alignReach; k++ {
				nx, ny, px, py := *x, *y, *x, *y
				switch d {
				case Down:
					py = *y + hh + 1 + k
					ny = py - 1 - hh
				case Up:
					py = *y - hh - 1 - k
					ny = py + 1 + hh
				case Left:
					px = *x - hw - 1 - k
					nx = px + 1 + hw
				case Right:
					px = *x + hw + 1 + k
					nx = px - 1 - hw
				}
				if solidAt(l, px, py) {
					if nx != *x || ny != *y {
						*x, *y = nx, ny
						moved++
					}
					break
				}
			}
		}
	})
	return moved
}

// ThingClip is copied switchers and objects, their positions relative to
// the copy's origin.
type ThingClip struct {
	Switchers []layers.Switcher
	Objects   []layers.Object
}

// CopyThings copies the selected switchers and objects, relative to their
// bounding box's top-left corner (not an edit).
func (m *Model) CopyThings() {
	l := m.Level()
	ts := m.SelectedThings()
	if l == nil || len(ts) == 0 {
		return
	}
	minX, minY := 1<<30, 1<<30
	for _, t := range ts {
		x, y := pos(l, t)
		minX, minY = min(minX, *x), min(minY, *y)
	}
	c := &ThingClip{}
	for _, t := range ts {
		if t.Kind == ThingSwitcher {
			s := l.Switchers[t.Index]
			s.X, s.Y = s.X-minX, s.Y-minY
			c.Switchers = append(c.Switchers, s)
		} else {
			o := l.Objects[t.Index]
			o.Props = slices.Clone(o.Props)
			o.X, o.Y = o.X-minX, o.Y-minY
			c.Objects = append(c.Objects, o)
		}
	}
	m.lv.thingClip = c
	m.lv.thingsNewer = true
	m.notify()
}

// ThingsCopiedLast reports whether the last copy was of switchers and
// objects (CopyThings) rather than of blocks (CopyRect): what Paste
// pastes.
func (m *Model) ThingsCopiedLast() bool { return m.lv.thingsNewer && m.lv.thingClip != nil }

// clipThings copies the switchers and objects inside r (level pixels),
// relative to r's top-left corner; nil when there are none.
func (m *Model) clipThings(l *layers.Level, r image.Rectangle) *ThingClip {
	ts := m.ThingsIn(r)
	if len(ts) == 0 {
		return nil
	}
	c := &ThingClip{}
	for _, t := range ts {
		if t.Kind == ThingSwitcher {
			s := l.Switchers[t.Index]
			s.X, s.Y = s.X-r.Min.X, s.Y-r.Min.Y
			c.Switchers = append(c.Switchers, s)
		} else {
			o := l.Objects[t.Index]
			o.Props = slices.Clone(o.Props)
			o.X, o.Y = o.X-r.Min.X, o.Y-r.Min.Y
			c.Objects = append(c.Objects, o)
		}
	}
	return c
}

// ThingClipboard returns the copied switchers and objects, or nil.
func (m *Model) ThingClipboard() *ThingClip { return m.lv.thingClip }

// PasteThings places the copied switchers and objects with their origin
// at (x, y) (level pixels), new ids given, and selects them.
func (m *Model) PasteThings(x, y int) {
	c := m.lv.thingClip
	l := m.Level()
	if c == nil || l == nil || len(c.Switchers)+len(c.Objects) == 0 {
		return
	}
	e := m.beginEdit(l, fmt.Sprintf("paste %d things", len(c.Switchers)+len(c.Objects)))
	ts := pasteThings(l, c, x, y)
	m.lv.multi = ts
	if len(ts) > 0 {
		m.lv.sel = ts[0]
	}
	m.commitEdit(e)
}

// pasteThings appends c's things to l at (x, y) with new ids and returns
// them.
func pasteThings(l *layers.Level, c *ThingClip, x, y int) []Thing {
	var ts []Thing
	for _, s := range c.Switchers {
		if s.ID != 0 {
			s.ID = nextID(l)
		}
		s.X, s.Y = s.X+x, s.Y+y
		l.Switchers = append(l.Switchers, s)
		ts = append(ts, Thing{ThingSwitcher, len(l.Switchers) - 1})
	}
	for _, o := range c.Objects {
		o.ID = nextID(l)
		o.Props = slices.Clone(o.Props)
		o.X, o.Y = o.X+x, o.Y+y
		l.Objects = append(l.Objects, o)
		ts = append(ts, Thing{ThingObject, len(l.Objects) - 1})
	}
	return ts
}

// ObjectDef is an object id the level's object definitions name, with the
// subtypes they list.
type ObjectDef struct {
	ID       uint8
	Name     string
	Subtypes []layers.ObjectSubtype
}

// ObjectDefs returns the object ids the selected level's definitions (a
// SonLVL project's: its Sprites) name, in id order; none without
// definitions.
func (m *Model) ObjectDefs() []ObjectDef {
	l := m.Level()
	if l == nil || l.Sprites == nil {
		return nil
	}
	var defs []ObjectDef
	for id := 0; id < 256; id++ {
		o := layers.Object{Class: "disasm_object", Props: []layers.Prop{{Name: propObjID, Type: "string", Value: fmt.Sprintf("0x%02X", id)}}}
		if info, ok := l.Sprites.ObjectInfo(&o); ok {
			defs = append(defs, ObjectDef{ID: uint8(id), Name: info.Name, Subtypes: info.Subtypes})
		}
	}
	return defs
}

// setProp sets o's property name (adding it when missing).
func setProp(o *layers.Object, name, typ, value string) {
	for i := range o.Props {
		if o.Props[i].Name == name {
			o.Props[i].Value = value
			return
		}
	}
	o.Props = append(o.Props, layers.Prop{Name: name, Type: typ, Value: value})
}

// SetObjectsKind gives every selected disassembly object (one with an
// object id) the object id, subtype and flips chosen, as one step; it
// returns the number changed.
func (m *Model) SetObjectsKind(id, sub uint8, xflip, yflip bool) int {
	n := 0
	m.thingsEdit("set the kind of %d things", func(l *layers.Level, ts []Thing) {
		for _, t := range ts {
			if t.Kind != ThingObject {
				continue
			}
			o := &l.Objects[t.Index]
			has := false
			for _, p := range o.Props {
				has = has || p.Name == propObjID
			}
			if !has {
				continue
			}
			setProp(o, propObjID, "string", fmt.Sprintf("0x%02X", id))
			setProp(o, "subtype", "string", fmt.Sprintf("0x%02X", sub))
			setProp(o, "x_flip", "bool", fmt.Sprint(xflip))
			setProp(o, "y_flip", "bool", fmt.Sprint(yflip))
			o.Name = fmt.Sprintf("Obj%02X", id)
			o.Class = "disasm_object" // its Loopwright class, if any, comes back when reopened
			n++
		}
	})
	return n
}

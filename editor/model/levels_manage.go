package model

import (
	"fmt"
	"slices"
	"strings"

	"loopwright/layers"
	"loopwright/pack"
)

// This file manages the pack's levels as a whole: create (with a name and
// a size), rename, resize, delete and reorder. Every operation checks its
// arguments first and refuses what would make the pack unsaveable (a new level named like an existing one could no longer be
// saved by any path); each is one undo step.

// Default size of a new level, in blocks.
const (
	DefaultLevelW = 160
	DefaultLevelH = 48
)

// NewLevelName returns the first of level1, level2, ... that no level of
// the pack uses (in any letter case).
func (m *Model) NewLevelName() string {
	for i := len(m.Pack.Levels) + 1; ; i++ {
		name := fmt.Sprintf("level%d", i)
		if m.CheckLevelName(name, -1) == nil {
			return name
		}
	}
}

// CheckLevelName reports why name cannot name a level of the pack: not a
// valid file name (pack.CheckName), or used by another level than level
// except (-1: none) in any letter case, as file systems that ignore case
// would make them one file.
func (m *Model) CheckLevelName(name string, except int) error {
	if err := pack.CheckName(name); err != nil {
		return err
	}
	for i, l := range m.Pack.Levels {
		if i != except && strings.EqualFold(l.Name, name) {
			return fmt.Errorf("level %q already exists", l.Name)
		}
	}
	return nil
}

// CheckLevelSize reports why w x h blocks is not a level size the pack
// format takes.
func CheckLevelSize(w, h int) error { return pack.CheckSize(w, h) }

// CreateLevel adds an empty level called name of w x h blocks, with the
// player start near its top-left corner, and selects it.
func (m *Model) CreateLevel(name string, w, h int) error {
	if err := m.CheckLevelName(name, -1); err != nil {
		return err
	}
	if err := CheckLevelSize(w, h); err != nil {
		return err
	}
	m.AddLevel(name, w, h)
	return nil
}

// RenameLevel renames level i.
func (m *Model) RenameLevel(i int, name string) error {
	if i < 0 || i >= len(m.Pack.Levels) {
		return fmt.Errorf("no level %d", i)
	}
	if err := m.CheckLevelName(name, i); err != nil {
		return err
	}
	l := m.Pack.Levels[i]
	old := l.Name
	if old == name {
		return nil
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("rename level %q to %q", old, name),
		DoFn:   func() { l.Name = name },
		UndoFn: func() { l.Name = old },
	})
	return nil
}

// ResizeLevel makes level i w x h blocks, keeping every chunk at its place
// (layers.Level.Resize): growing adds empty space right and below,
// shrinking drops what is beyond the new edges.
func (m *Model) ResizeLevel(i, w, h int) error {
	if i < 0 || i >= len(m.Pack.Levels) {
		return fmt.Errorf("no level %d", i)
	}
	if err := CheckLevelSize(w, h); err != nil {
		return err
	}
	l := m.Pack.Levels[i]
	if l.Width == w && l.Height == h {
		return nil
	}
	m.EndStroke()
	type shape struct {
		w, h, lw, lh int
		layout       []layers.ChunkID
		bounds       layers.Rect
	}
	save := func() shape {
		return shape{l.Width, l.Height, l.LayoutW, l.LayoutH, slices.Clone(l.Layout), l.Bounds}
	}
	before := save()
	var after *shape
	m.History.Do(&FuncAction{
		Desc: fmt.Sprintf("resize level %q to %dx%d blocks", l.Name, w, h),
		DoFn: func() {
			if after == nil {
				l.Resize(w, h)
				s := save()
				after = &s
				return
			}
			l.Width, l.Height, l.LayoutW, l.LayoutH, l.Layout, l.Bounds = after.w, after.h, after.lw, after.lh, slices.Clone(after.layout), after.bounds
		},
		UndoFn: func() {
			b := before
			l.Width, l.Height, l.LayoutW, l.LayoutH, l.Layout, l.Bounds = b.w, b.h, b.lw, b.lh, slices.Clone(b.layout), b.bounds
		},
	})
	return nil
}

// DeleteLevel removes level i. The pack keeps at least one level.
func (m *Model) DeleteLevel(i int) error {
	ls := m.Pack.Levels
	if i < 0 || i >= len(ls) {
		return fmt.Errorf("no level %d", i)
	}
	if len(ls) == 1 {
		return fmt.Errorf("level %q is the pack's only level", ls[0].Name)
	}
	m.EndStroke()
	l := ls[i]
	sel := m.lv.index
	m.History.Do(&FuncAction{
		Desc: fmt.Sprintf("delete level %q", l.Name),
		DoFn: func() {
			m.Pack.Levels = slices.Delete(m.Pack.Levels, i, i+1)
			m.lv.index = min(sel, len(m.Pack.Levels)-1)
			if sel > i {
				m.lv.index = sel - 1
			}
			m.lv.sel = Thing{}
		},
		UndoFn: func() {
			m.Pack.Levels = slices.Insert(m.Pack.Levels, i, l)
			m.lv.index = sel
			m.lv.sel = Thing{}
		},
	})
	return nil
}

// MoveLevel moves level i to position j (the pack's level order is the
// order levels are listed and played), keeping it selected.
func (m *Model) MoveLevel(i, j int) error {
	n := len(m.Pack.Levels)
	if i < 0 || i >= n || j < 0 || j >= n {
		return fmt.Errorf("no level %d or %d", i, j)
	}
	if i == j {
		return nil
	}
	m.EndStroke()
	l := m.Pack.Levels[i]
	sel := m.lv.index
	move := func(from, to int) {
		m.Pack.Levels = slices.Delete(m.Pack.Levels, from, from+1)
		m.Pack.Levels = slices.Insert(m.Pack.Levels, to, l)
	}
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("move level %q", l.Name),
		DoFn:   func() { move(i, j); m.lv.index = j },
		UndoFn: func() { move(j, i); m.lv.index = sel },
	})
	return nil
}

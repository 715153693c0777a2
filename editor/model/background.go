package model

import (
	"fmt"

	"loopwright/layers"
)

// Background plane editing (docs/editor.md "Background plane"): the
// selected level's background layout (layers.Level.Background, a
// disassembly's background rows) takes chunks as the foreground layout
// does, each click or drag one undo step. It has no collision: the
// picture draws it behind the foreground, and saving writes it back.

// bgEdit is the Action of background cells placed in one click or drag.
type bgEdit struct {
	l      *layers.Level
	before map[int]layers.ChunkID
	after  map[int]layers.ChunkID
	open   bool // the drag goes on: the next cell's edit merges in
	m      *Model
}

func (a *bgEdit) Do() {
	for i, id := range a.after {
		a.l.Background.Layout[i] = id
	}
}

func (a *bgEdit) Undo() {
	for i, id := range a.before {
		a.l.Background.Layout[i] = id
	}
}

func (a *bgEdit) Description() string {
	if len(a.after) == 1 {
		return "place 1 background chunk"
	}
	return fmt.Sprintf("place %d background chunks", len(a.after))
}

// Merge absorbs the next cell of the same drag.
func (a *bgEdit) Merge(next Action) bool {
	n, ok := next.(*bgEdit)
	if !ok || !a.open || n.l != a.l || a.m.lv.bgOpen != a {
		return false
	}
	for i, id := range n.before {
		if _, seen := a.before[i]; !seen {
			a.before[i] = id
		}
	}
	for i, id := range n.after {
		a.after[i] = id
	}
	return true
}

// HasBackground reports whether the selected level has a background plane
// to edit.
func (m *Model) HasBackground() bool {
	l := m.Level()
	return l != nil && l.Background != nil && l.Background.W > 0 && l.Background.H > 0
}

// BackgroundChunk returns the chunk at background cell (cx, cy) (repeated
// over the plane's size), or false without a background.
func (m *Model) BackgroundChunk(cx, cy int) (layers.ChunkID, bool) {
	if !m.HasBackground() || cx < 0 || cy < 0 {
		return 0, false
	}
	bg := m.Level().Background
	return bg.Layout[cy%bg.H*bg.W+cx%bg.W], true
}

// PlaceBackgroundChunk puts chunk id at background cell (cx, cy) (the
// plane repeats: the cell is taken modulo its size) of the selected
// level. Within a drag (until EndStroke) the cells placed are one undo
// step. It reports whether the cell changed.
func (m *Model) PlaceBackgroundChunk(cx, cy int, id layers.ChunkID) bool {
	if !m.HasBackground() || cx < 0 || cy < 0 || int(id) >= len(m.Lib().Chunks) {
		return false
	}
	l := m.Level()
	bg := l.Background
	i := cy%bg.H*bg.W + cx%bg.W
	if bg.Layout[i] == id {
		return false
	}
	a := &bgEdit{l: l, m: m, before: map[int]layers.ChunkID{i: bg.Layout[i]}, after: map[int]layers.ChunkID{i: id}, open: true}
	open := m.lv.bgOpen
	m.History.Do(a)
	if open == nil || !open.open {
		m.lv.bgOpen = a
	}
	m.notify()
	return true
}

// endBackgroundStroke closes the background drag: the next cell is a new
// undo step.
func (m *Model) endBackgroundStroke() {
	if a := m.lv.bgOpen; a != nil {
		a.open = false
	}
	m.lv.bgOpen = nil
}

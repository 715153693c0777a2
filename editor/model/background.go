package model

import (
	"fmt"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/pack"
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

// SetBackgroundSize gives the selected level of a pack a background plane
// of w x h chunks (docs/pack-format.md "background"), keeping the chunks
// of the old plane that fit and leaving the new cells empty, or removes
// it (w and h 0), as one undo step; its picture, if any, draws the plane
// behind the foreground. A SonLVL project's level keeps the plane its
// files hold (an error), as does a size past the level limits.
func (m *Model) SetBackgroundSize(w, h int) error {
	l := m.Level()
	if l == nil {
		return fmt.Errorf("no level is selected")
	}
	if IsProject(m.Path) {
		return fmt.Errorf("a SonLVL project's level keeps the background plane its files hold (its size is the file's)")
	}
	old := l.Background
	var nb *layers.Plane
	if w != 0 || h != 0 {
		cb := m.Lib().ChunkBlocks
		if w < 1 || h < 1 || w > pack.MaxSide/cb || h > pack.MaxSide/cb || w*h > pack.MaxCells/(cb*cb) {
			return fmt.Errorf("a background plane of %dx%d chunks: want 1 to %d chunks a side, %d chunks in all", w, h, pack.MaxSide/cb, pack.MaxCells/(cb*cb))
		}
		nb = &layers.Plane{W: w, H: h, Layout: make([]layers.ChunkID, w*h)}
		if old != nil {
			for y := 0; y < min(h, old.H); y++ {
				for x := 0; x < min(w, old.W); x++ {
					nb.Layout[y*w+x] = old.Layout[y*old.W+x]
				}
			}
		}
	}
	if (old == nil) == (nb == nil) && (old == nil || (old.W == nb.W && old.H == nb.H)) {
		return nil
	}
	picBefore, picAfter := l.Picture, l.Picture
	if a, ok := l.Picture.(*mdart.LevelArt); ok && a != nil {
		replaceArt(l, func(na *mdart.LevelArt) {
			na.BGChunkAt = nil
			if nb != nil {
				na.BGChunkAt = pack.BackgroundChunkAt(l)
			}
		})
		picAfter = l.Picture
		l.Picture = picBefore
	}
	desc := fmt.Sprintf("background plane %dx%d chunks", w, h)
	if nb == nil {
		desc = "remove the background plane"
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   desc,
		DoFn:   func() { l.Background, l.Picture = nb, picAfter },
		UndoFn: func() { l.Background, l.Picture = old, picBefore },
	})
	m.notify()
	return nil
}

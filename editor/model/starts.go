package model

import (
	"fmt"
	"slices"

	"loopwright/layers"
	"loopwright/sonlvl"
)

// Start positions (docs/editor.md "Start positions"): a SonLVL project
// level lists every start of its startpos= key (each character's, the
// demos') in its sonlvl.PropStartPositions property, the first being the
// level's start; each can be moved, and saving writes them back.

// StartPositions returns the selected level's start positions (nil for a
// level without the property: its one start is Level.Start).
func (m *Model) StartPositions() []sonlvl.StartPos {
	l := m.Level()
	if l == nil {
		return nil
	}
	return sonlvl.StartPositionsOf(l)
}

// SetStartPositions moves the selected level's start positions to pts, in
// order (as many as StartPositions lists), the first also the level's
// start, as one undo step.
func (m *Model) SetStartPositions(pts []layers.Point) error {
	l := m.Level()
	ps := m.StartPositions()
	if l == nil || len(ps) == 0 {
		return fmt.Errorf("this level lists no start positions (a SonLVL project level's startpos= does)")
	}
	if len(pts) != len(ps) {
		return fmt.Errorf("%d positions for %d start positions", len(pts), len(ps))
	}
	for i, p := range pts {
		if p.X < 0 || p.X > 0xFFFF || p.Y < 0 || p.Y > 0xFFFF {
			return fmt.Errorf("%s: %d,%d does not fit in the start file's 16 bits", ps[i].Name, p.X, p.Y)
		}
	}
	e := m.beginEdit(l, "move the start positions")
	l.Start = pts[0]
	for i := range ps {
		ps[i].X, ps[i].Y = pts[i].X, pts[i].Y
	}
	l.Props = slices.Clone(l.Props)
	sonlvl.SetStartPositions(l, ps)
	m.commitEdit(e)
	return nil
}

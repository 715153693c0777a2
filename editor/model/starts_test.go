package model

import (
	"testing"

	"loopwright/layers"
	"loopwright/sonlvl"
)

// TestModel_SetStartPositions: every start position of a project level
// moves (the first is the level's start) as one undo step; a level
// without the list, or positions past 16 bits, are errors.
func TestModel_SetStartPositions(t *testing.T) {
	m, l := toolModel(t)
	if err := m.SetStartPositions([]layers.Point{{X: 1, Y: 2}}); err == nil {
		t.Error("a level without start positions took some")
	}
	sonlvl.SetStartPositions(l, []sonlvl.StartPos{{Character: "Sonic", Name: "Level Start", X: 10, Y: 20}, {Character: "Knuckles", Name: "Knuckles Start", X: 30, Y: 40}})
	if err := m.SetStartPositions([]layers.Point{{X: 100, Y: 200}, {X: 300, Y: 400}}); err != nil {
		t.Fatal(err)
	}
	ps := m.StartPositions()
	if l.Start != (layers.Point{X: 100, Y: 200}) || ps[1].X != 300 || ps[1].Y != 400 || ps[1].Name != "Knuckles Start" {
		t.Errorf("start %v, positions %+v", l.Start, ps)
	}
	m.Undo()
	if ps := m.StartPositions(); ps[1].X != 30 || ps[0].X != 10 {
		t.Errorf("undo: %+v", ps)
	}
	if err := m.SetStartPositions([]layers.Point{{X: 1, Y: 2}, {X: 70000, Y: 0}}); err == nil {
		t.Error("x 70000 taken")
	}
	if err := m.SetStartPositions([]layers.Point{{X: 1, Y: 2}}); err == nil {
		t.Error("one position for two starts taken")
	}
}

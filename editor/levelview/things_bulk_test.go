package levelview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/layers"
)

// TestLevelView_ThingsInBulk: Ctrl-click with the Object tool adds objects
// to the selection, the arrow keys nudge them all (Shift: 16 px) as one
// undo step each, Delete deletes them all; the Select tool's rubber band
// selects the objects inside it.
func TestLevelView_ThingsInBulk(t *testing.T) {
	m := edittest.LevelModel(t)
	l := m.Level()
	l.Objects = []layers.Object{{ID: 901, Class: "ring", X: 40, Y: 40}, {ID: 902, Class: "ring", X: 100, Y: 40}, {ID: 903, Class: "spring", X: 300, Y: 200}}
	v := newTestView(t, m)
	v.SetTool(ToolObject)
	test.TapAt(v, pxPos(40, 40))
	v.mods = func() fyne.KeyModifier { return fyne.KeyModifierControl }
	test.TapAt(v, pxPos(100, 40))
	v.mods = func() fyne.KeyModifier { return 0 }
	if got := m.SelectedThings(); len(got) != 2 {
		t.Fatalf("Ctrl-click: %v selected", got)
	}
	v.HandleKey(fyne.KeyRight, false)
	v.HandleKey(fyne.KeyDown, true)
	if l.Objects[0].X != 41 || l.Objects[1].X != 101 || l.Objects[0].Y != 56 || l.Objects[2].X != 300 {
		t.Errorf("nudge: %+v", l.Objects)
	}
	m.Undo()
	if l.Objects[0].Y != 40 || l.Objects[0].X != 41 {
		t.Errorf("undo of one nudge: %+v", l.Objects[0])
	}
	v.DeleteSelection()
	if len(l.Objects) != 1 || l.Objects[0].ID != 903 {
		t.Errorf("delete: %+v", l.Objects)
	}
	m.Undo()
	v.SetTool(ToolSelect)
	edittest.Drag(v, pxPos(200, 150), pxPos(400, 260), 4)
	if got := m.SelectedThings(); len(got) != 1 || got[0] != (model.Thing{Kind: model.ThingObject, Index: 2}) {
		t.Errorf("rubber band: %v", got)
	}
}

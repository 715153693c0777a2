package editor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/levelview"
	"loopwright/editor/widgets"
	"loopwright/preview"
)

// waterEntry returns the Level tab's "Water level y" entry (placeholder
// "none"; nil if absent).
func waterEntry(e *Editor) *widgets.Entry {
	for _, o := range test.LaidOutObjects(e.level.content) {
		if en, ok := o.(*widgets.Entry); ok && en.PlaceHolder == "none" && en.Visible() {
			return en
		}
	}
	return nil
}

// TestEditor_WaterLineDrag: the water height is a level
// property and a line the designer drags in the level view: dragging
// the line with the Inspect tool shows its y on the pointer line, and the
// release sets water_level as the Properties entry does: the entry
// follows, and undo and redo move both.
func TestEditor_WaterLineDrag(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	e.showLevelTab()
	v := e.LevelView
	v.SetTool(levelview.ToolInspect)
	o := v.Options()
	o.Overlays |= preview.OverlayWater
	v.SetOptions(o)
	en := waterEntry(e)
	if en == nil {
		t.Fatal("no Water level y entry in the Level tab's Properties")
	}
	en.SetText("200")
	en.OnSubmitted("200")
	if m.LevelProp("water_level") != "200" {
		t.Fatalf("the entry set water_level %q", m.LevelProp("water_level"))
	}
	from := screenOf(v, 60, 200)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.AddXY(0, 1)}, Dragged: fyne.NewDelta(0, 1)})
	to := screenOf(v, 60, 232)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(0, to.Y-from.Y-1)})
	if got := e.level.cursor.Text; !strings.HasPrefix(got, WaterDragText(232)) {
		t.Errorf("pointer line while dragging: %q, want the water y 232 first", got)
	}
	v.DragEnd()
	if m.LevelProp("water_level") != "232" || waterEntry(e).Text != "232" {
		t.Fatalf("after the drag: water_level %q, entry %q; want 232", m.LevelProp("water_level"), waterEntry(e).Text)
	}
	m.Undo()
	if m.LevelProp("water_level") != "200" || waterEntry(e).Text != "200" {
		t.Errorf("undo: water_level %q, entry %q; want 200", m.LevelProp("water_level"), waterEntry(e).Text)
	}
	m.Redo()
	if m.LevelProp("water_level") != "232" || waterEntry(e).Text != "232" {
		t.Errorf("redo: water_level %q, entry %q; want 232", m.LevelProp("water_level"), waterEntry(e).Text)
	}
}

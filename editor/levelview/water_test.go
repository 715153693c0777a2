package levelview

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/preview"
)

// waterView returns a test view (Inspect tool, Water overlay on) of a
// level whose water_level is y ("" for no water), with an empty history.
func waterView(t *testing.T, y string) (*LevelView, *model.Model) {
	t.Helper()
	m := edittest.LevelModel(t)
	v := newTestView(t, m)
	v.SetTool(ToolInspect)
	o := v.Options()
	o.Overlays |= preview.OverlayWater
	v.SetOptions(o)
	if y != "" {
		m.SetLevelProp("water_level", "int", y)
	}
	m.History.Clear()
	return v, m
}

// TestLevelView_WaterDrag: the water height is a line
// the designer drags in the level view: with the Inspect tool, a drag
// that starts on the water line moves it; the release is one undoable
// edit of water_level, the Properties entry's path (SetLevelProp).
func TestLevelView_WaterDrag(t *testing.T) {
	v, m := waterView(t, "200")
	var cur [2]int
	v.OnCursor = func(x, y int) { cur = [2]int{x, y} }
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pxPos(100, 202)}})
	if c := v.Cursor(); c != desktop.VResizeCursor {
		t.Errorf("cursor over the water line %v, want the vertical resize cursor", c)
	}
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pxPos(100, 240)}})
	if c := v.Cursor(); c != desktop.DefaultCursor {
		t.Errorf("cursor away from the water line %v, want the default", c)
	}
	before := m.Level().Clone()
	edittest.Drag(v, pxPos(100, 203), pxPos(100, 260), 4) // 3 px below the line
	if got := m.LevelProp("water_level"); got != "260" {
		t.Fatalf("water_level %q after the drag, want 260", got)
	}
	if cur[1] != 260 {
		t.Errorf("pointer line saw y %d, want 260", cur[1])
	}
	if _, ok := v.WaterDrag(); ok {
		t.Error("the drag is still under way after DragEnd")
	}
	if m.History.UndoLen() != 1 {
		t.Fatalf("%d undo steps, want 1", m.History.UndoLen())
	}
	checkUndoRedo(t, m, before, "Undo set level water_level")
	if d := m.Level().Diff(before); d == "" {
		t.Error("redo did not bring the water line back")
	}
}

// TestLevelView_WaterDragZoomed: the line is picked within a few device
// pixels at every zoom (8x: 6 device px is under one level px; 1/4x: 24
// level px), and a press away from it pans as the Inspect tool does.
func TestLevelView_WaterDragZoomed(t *testing.T) {
	for _, c := range []struct {
		vp     preview.Viewport
		off    float32 // device px from the line
		picked bool
	}{
		{preview.Viewport{Zoom: 8, Y: 180}, 5, true},
		{preview.Viewport{Zoom: 8, Y: 180}, 16, false},
		{preview.Viewport{Zoom: 1, Shrink: 4}, 5, true},
		{preview.Viewport{Zoom: 1, Shrink: 4}, 12, false},
	} {
		t.Run(fmt.Sprint(c.vp.Zoom, "x", c.vp.Shrink, "+", c.off), func(t *testing.T) {
			v, m := waterView(t, "200")
			v.SetViewport(c.vp)
			_, sy := v.vp.LevelToScreen(0, 200)
			k := v.Scale()
			at := fyne.NewPos(50, (float32(sy)+c.off)/k)
			edittest.Drag(v, at, at.AddXY(0, 40), 4)
			moved := m.LevelProp("water_level") != "200"
			if moved != c.picked {
				t.Fatalf("press %v device px from the line: moved %v (water_level %s), want %v", c.off, moved, m.LevelProp("water_level"), c.picked)
			}
		})
	}
}

// TestLevelView_WaterDragNoEdit: Escape during the drag, or a drag that
// ends where it started, makes no edit; a level without water has no line
// to drag, nor has the view while playing or with another tool.
func TestLevelView_WaterDragNoEdit(t *testing.T) {
	v, m := waterView(t, "200")
	from := pxPos(100, 200)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.AddXY(0, 30)}, Dragged: fyne.NewDelta(0, 30)})
	if y, ok := v.WaterDrag(); !ok || y != 230 {
		t.Fatalf("drag under way %v at y %d, want 230", ok, y)
	}
	v.HandleKey(fyne.KeyEscape, false)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.AddXY(0, 50)}, Dragged: fyne.NewDelta(0, 20)})
	v.DragEnd()
	if got := m.LevelProp("water_level"); got != "200" || m.History.CanUndo() {
		t.Fatalf("Escape: water_level %q, undo %v", got, m.History.CanUndo())
	}
	edittest.Drag(v, from, from.AddXY(0, 40), 2)
	edittest.Drag(v, pxPos(100, 240), pxPos(100, 200), 2)
	if m.History.UndoLen() != 2 {
		t.Fatalf("a drag and back: %d undo steps, want 2 (the tool still works after Escape)", m.History.UndoLen())
	}
	m.History.Clear()
	edittest.Drag(v, from, from.AddXY(0, 20), 2)
	edittest.Drag(v, pxPos(100, 220), pxPos(100, 220), 1) // ends where it started
	if m.History.UndoLen() != 1 {
		t.Errorf("a drag ending where it started: %d undo steps, want 1", m.History.UndoLen())
	}

	v.SetTool(ToolBrush)
	edittest.Drag(v, pxPos(100, 220), pxPos(100, 300), 2)
	if m.LevelProp("water_level") != "220" {
		t.Errorf("the Brush moved the water line to %s", m.LevelProp("water_level"))
	}
	v.SetTool(ToolInspect)
	v.SetPlaying(true)
	edittest.Drag(v, pxPos(100, 220), pxPos(100, 300), 2)
	v.SetPlaying(false)
	if m.LevelProp("water_level") != "220" {
		t.Errorf("playing: the water line moved to %s", m.LevelProp("water_level"))
	}

	dry, dm := waterView(t, "")
	dry.SetViewport(preview.Viewport{Zoom: 1})
	edittest.Drag(dry, pxPos(100, 0), pxPos(100, 100), 2)
	if _, ok := dry.WaterDrag(); ok || dm.LevelProp("water_level") != "" || dm.History.CanUndo() {
		t.Errorf("a level without water got a water line: %q", dm.LevelProp("water_level"))
	}
}

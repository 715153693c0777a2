package levelview

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/physics"
	"loopwright/preview"
)

// This file holds the water line's drag (the level's
// water height is "a level property, and a line the designer drags in the
// level view").

// waterLineAt reports whether p is on the level's water line as the view
// draws it: the Inspect tool while editing, the Water overlay on, the
// level with a water_level (physics.LevelWater), and p within pickPx
// device pixels of the line at any zoom. It returns the line's y.
func (v *LevelView) waterLineAt(p fyne.Position) (int, bool) {
	if v.playing || v.tool != ToolInspect || !v.opt.Overlays.Has(preview.OverlayWater) {
		return 0, false
	}
	wy, ok := physics.LevelWater(v.model.Level())
	if !ok {
		return 0, false
	}
	_, y := v.levelAt(p)
	tol := max(1, (pickPx*v.vp.S()+v.vp.Z()-1)/v.vp.Z())
	return wy, abs(y-wy) <= tol
}

// WaterDrag returns the y the water line is being dragged to and whether
// a drag of it is under way (the pointer line shows it).
func (v *LevelView) WaterDrag() (int, bool) {
	return v.waterY, v.drag == dragWater
}

// dragWaterTo moves the dragged water line to the pointer's level y and
// reports the pointer to OnCursor (no MouseMoved comes during a drag).
func (v *LevelView) dragWaterTo(p fyne.Position) {
	x, y := v.levelAt(p)
	v.waterY = y
	if v.OnCursor != nil {
		v.OnCursor(x, y)
	}
}

// endWater commits the dragged water line as one undoable edit of the
// level's water_level property (the path the Properties entry takes); a
// drag that ends where it started makes no edit.
func (v *LevelView) endWater() {
	if v.waterY != v.waterFrom {
		v.model.SetLevelProp("water_level", "int", strconv.Itoa(v.waterY))
	}
}

// cancelDrag ends a water line drag without an edit (Escape); it reports
// whether there was one. The rest of the drag is ignored.
func (v *LevelView) cancelDrag() bool {
	if v.drag != dragWater {
		return false
	}
	v.drag, v.cancelled = dragNone, true
	if v.OnCursor != nil && v.hovering {
		x, y := v.levelAt(v.hover)
		v.OnCursor(x, y)
	}
	v.Refresh()
	return true
}

// Cursor implements desktop.Cursorable: the vertical resize cursor over
// the water line the Inspect tool can drag, and while dragging it.
func (v *LevelView) Cursor() desktop.Cursor {
	if v.drag == dragWater {
		return desktop.VResizeCursor
	}
	if v.hovering && v.drag == dragNone {
		if _, ok := v.waterLineAt(v.hover); ok {
			return desktop.VResizeCursor
		}
	}
	return desktop.DefaultCursor
}

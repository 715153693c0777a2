package levelview

import (
	"fyne.io/fyne/v2"

	"loopwright/editor/model"
)

// Objects in bulk in the level view (docs/editor.md "Objects in bulk"):
// Ctrl-click adds a switcher or object to the selection or takes it out;
// the arrow keys nudge the selected switchers and objects (1 px, Shift 16)
// while the Object or Switcher tool is chosen; the selection is outlined.

// selectThing selects t alone, or with Ctrl (or Cmd) toggles it in the
// selection.
func (v *LevelView) selectThing(t model.Thing) {
	if v.modifiers()&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0 {
		v.model.ToggleThing(t)
		return
	}
	v.model.SelectThing(t)
}

// nudge moves the selected switchers and objects with an arrow key while
// the Object or Switcher tool is chosen; it reports whether it did.
func (v *LevelView) nudge(k fyne.KeyName, shift bool) bool {
	if v.playing || (v.tool != ToolObject && v.tool != ToolSwitcher) || len(v.model.SelectedThings()) == 0 {
		return false
	}
	d := 1
	if shift {
		d = 16
	}
	switch k {
	case fyne.KeyLeft:
		v.model.MoveThings(-d, 0)
	case fyne.KeyRight:
		v.model.MoveThings(d, 0)
	case fyne.KeyUp:
		v.model.MoveThings(0, -d)
	case fyne.KeyDown:
		v.model.MoveThings(0, d)
	default:
		return false
	}
	v.Refresh()
	return true
}

package editor

import (
	"fyne.io/fyne/v2"

	"loopwright/editor/model"
)

// The Objects menu (docs/editor.md "Objects in bulk"): what the model does
// to many switchers and objects at once (editor/model things_bulk.go).

// objectsMenu returns the Objects menu.
func (e *Editor) objectsMenu() *fyne.Menu {
	m := e.Model
	align := func(label string, d model.Direction) *fyne.MenuItem {
		return fyne.NewMenuItem(label, func() { m.AlignThings(d) })
	}
	return fyne.NewMenu("Objects",
		menuItem("Select all of this kind", func() { m.SelectAllOfKind(m.SelectedThing()) }, shortcut(fyne.KeyA, fyne.KeyModifierShift)),
		fyne.NewMenuItem("Select none", func() { m.SelectThing(model.Thing{}) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Copy selected", m.CopyThings),
		fyne.NewMenuItem("Paste", e.pasteThings),
		fyne.NewMenuItem("Delete selected", m.DeleteThings),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Snap to 8 px grid", func() { m.SnapThings(8) }),
		fyne.NewMenuItem("Snap to 16 px grid", func() { m.SnapThings(16) }),
		fyne.NewMenuItemSeparator(),
		align("Align to floor", model.Down),
		align("Align to ceiling", model.Up),
		align("Align to left wall", model.Left),
		align("Align to right wall", model.Right),
	)
}

// pasteThings pastes the copied switchers and objects in the level view
// (under the pointer, else near the view's top-left corner).
func (e *Editor) pasteThings() {
	if e.LevelView != nil && e.Model.ThingsCopiedLast() {
		e.LevelView.PasteHere()
	}
}

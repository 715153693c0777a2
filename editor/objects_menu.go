package editor

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/layers"
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
		fyne.NewMenuItem("Set kind (by name)…", e.SetKindDialog),
		fyne.NewMenuItem("Start positions…", e.StartPositionsDialog),
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

const dlgKind = "kind" // Objects > Set kind

// kindChoices returns the definitions as the Set kind dialog lists them
// ("41 Spring") and each subtype list ("10 Yellow, up").
func kindChoices(defs []model.ObjectDef) (names []string, subs [][]string) {
	for _, d := range defs {
		names = append(names, fmt.Sprintf("%02X %s", d.ID, d.Name))
		var ss []string
		for _, st := range d.Subtypes {
			ss = append(ss, fmt.Sprintf("%02X %s", st.Value, st.Name))
		}
		subs = append(subs, ss)
	}
	return names, subs
}

// SetKindDialog sets the object id, subtype and flips of the selected
// objects, chosen by name from the project's object definitions (a
// subtype the definition does not list can be typed in hex).
func (e *Editor) SetKindDialog() {
	if e.Win == nil {
		return
	}
	defs := e.Model.ObjectDefs()
	if len(defs) == 0 {
		e.showError(fmt.Errorf("this level has no object definitions (a SonLVL project's objlst= gives them)"))
		return
	}
	names, subs := kindChoices(defs)
	sub := widget.NewSelectEntry(nil)
	sub.SetText("00")
	kind := widget.NewSelect(names, func(s string) {
		for i, n := range names {
			if n == s {
				sub.SetOptions(subs[i])
				if len(subs[i]) > 0 {
					sub.SetText(subs[i][0])
				}
			}
		}
	})
	kind.SetSelectedIndex(0)
	xf, yf := widget.NewCheck("X flip", nil), widget.NewCheck("Y flip", nil)
	items := []*widget.FormItem{{Text: "Object", Widget: kind}, {Text: "Subtype", Widget: sub, HintText: "a listed subtype, or hex"}, {Text: "", Widget: xf}, {Text: "", Widget: yf}}
	e.showOnce(dlgKind, dialog.NewForm("Set the kind of the selected objects", "Set", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		i := kind.SelectedIndex()
		f := strings.Fields(sub.Text)
		if i < 0 || len(f) == 0 {
			return
		}
		v, err := strconv.ParseUint(strings.TrimPrefix(strings.ToLower(f[0]), "0x"), 16, 8)
		if err != nil {
			e.showError(fmt.Errorf("subtype %q: want a hex byte (00..FF)", sub.Text))
			return
		}
		e.Model.SetObjectsKind(defs[i].ID, uint8(v), xf.Checked, yf.Checked)
	}, e.Win))
}

// StartPositionsDialog edits every start position of a SonLVL project
// level (each character's and demo's), by their x and y.
func (e *Editor) StartPositionsDialog() {
	if e.Win == nil {
		return
	}
	ps := e.Model.StartPositions()
	if len(ps) == 0 {
		e.showError(fmt.Errorf("this level lists no start positions: its one start is moved with the Player start tool (P)"))
		return
	}
	xs, ys := make([]*widget.Entry, len(ps)), make([]*widget.Entry, len(ps))
	var items []*widget.FormItem
	for i, p := range ps {
		xs[i], ys[i] = widget.NewEntry(), widget.NewEntry()
		xs[i].SetText(strconv.Itoa(p.X))
		ys[i].SetText(strconv.Itoa(p.Y))
		label := p.Name
		if p.Character != "" {
			label = p.Character + ": " + p.Name
		}
		items = append(items, &widget.FormItem{Text: label, Widget: container.NewGridWithColumns(2, xs[i], ys[i])})
	}
	e.showOnce(dlgKind, dialog.NewForm("Start positions (x, y)", "Set", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		pts := make([]layers.Point, len(ps))
		for i := range ps {
			x, err1 := strconv.Atoi(strings.TrimSpace(xs[i].Text))
			y, err2 := strconv.Atoi(strings.TrimSpace(ys[i].Text))
			if err1 != nil || err2 != nil {
				e.showError(fmt.Errorf("%s: %q, %q: want whole numbers", ps[i].Name, xs[i].Text, ys[i].Text))
				return
			}
			pts[i] = layers.Point{X: x, Y: y}
		}
		if err := e.Model.SetStartPositions(pts); err != nil {
			e.showError(err)
		}
	}, e.Win))
}

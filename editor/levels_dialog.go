package editor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
)

// This file holds the level management dialogs: New
// level (a name and a size), Rename, Resize, Delete and Move. The model
// refuses what would make the pack unsaveable; the forms check the same
// rules as the user types, so OK is only enabled for values that work.

// levelForm is the name and size fields of the New, Rename and Resize
// dialogs; a nil field is not asked.
type levelForm struct {
	name, w, h *widgets.Entry
	except     int // the level being renamed (-1: none)
	m          *model.Model
}

func (f *levelForm) items() []*widget.FormItem {
	var items []*widget.FormItem
	if f.name != nil {
		f.name.Validator = func(s string) error { return f.m.CheckLevelName(strings.TrimSpace(s), f.except) }
		items = append(items, widget.NewFormItem("Name", f.name))
	}
	if f.w != nil {
		f.w.Validator = func(string) error { _, _, err := f.size(); return err }
		f.h.Validator = f.w.Validator
		items = append(items, widget.NewFormItem("Width (blocks)", f.w), widget.NewFormItem("Height (blocks)", f.h))
		f.w.OnChanged = func(string) { _ = f.h.Validate() } // the entry shows its own error
		f.h.OnChanged = func(string) { _ = f.w.Validate() }
	}
	return items
}

// size parses the width and height fields.
func (f *levelForm) size() (w, h int, err error) {
	w, err1 := strconv.Atoi(strings.TrimSpace(f.w.Text))
	h, err2 := strconv.Atoi(strings.TrimSpace(f.h.Text))
	if err1 != nil || err2 != nil {
		return 0, 0, errors.New("width and height are whole numbers of blocks (16 px)")
	}
	return w, h, model.CheckLevelSize(w, h)
}

func numEntry(v int) *widgets.Entry {
	e := widgets.NewEntry()
	e.SetText(strconv.Itoa(v))
	return e
}

func textEntry(s string) *widgets.Entry {
	e := widgets.NewEntry()
	e.SetText(s)
	return e
}

// showLevelForm shows f in a form dialog; apply runs on OK.
func (e *Editor) showLevelForm(title, ok string, f *levelForm, apply func() error) *dialog.FormDialog {
	d := dialog.NewForm(title, ok, "Cancel", f.items(), func(yes bool) {
		if !yes {
			return
		}
		if err := apply(); err != nil {
			e.showError(err)
		}
		e.afterLevelChange()
	}, e.Win)
	d.Resize(fyne.NewSize(420, 0))
	e.showOnce(dlgLevel, d)
	e.dlg.level = d
	return d
}

// afterLevelChange shows the selected level after it was added, resized,
// deleted or moved.
func (e *Editor) afterLevelChange() {
	if e.LevelView != nil {
		e.LevelView.Recentre()
		e.LevelView.Refresh()
	}
}

// newLevelForm returns the New level form, the name suggested unused.
func (e *Editor) newLevelForm() (*levelForm, func() error) {
	f := &levelForm{m: e.Model, except: -1, name: textEntry(e.Model.NewLevelName()),
		w: numEntry(model.DefaultLevelW), h: numEntry(model.DefaultLevelH)}
	return f, func() error {
		w, h, err := f.size()
		if err != nil {
			return err
		}
		return e.Model.CreateLevel(strings.TrimSpace(f.name.Text), w, h)
	}
}

// NewLevelDialog asks for a new level's name and size and adds it.
func (e *Editor) NewLevelDialog() {
	f, apply := e.newLevelForm()
	e.showLevelForm("New level", "Create", f, apply)
}

// RenameLevelDialog asks for a new name for the selected level.
func (e *Editor) RenameLevelDialog() {
	l := e.Model.Level()
	if l == nil {
		return
	}
	i := e.Model.LevelIndex()
	f := &levelForm{m: e.Model, except: i, name: textEntry(l.Name)}
	e.showLevelForm("Rename level "+l.Name, "Rename", f, func() error {
		return e.Model.RenameLevel(i, strings.TrimSpace(f.name.Text))
	})
}

// ResizeLevelDialog asks for the selected level's new size.
func (e *Editor) ResizeLevelDialog() {
	l := e.Model.Level()
	if l == nil {
		return
	}
	i := e.Model.LevelIndex()
	f := &levelForm{m: e.Model, except: i, w: numEntry(l.Width), h: numEntry(l.Height)}
	e.showLevelForm("Resize level "+l.Name, "Resize", f, func() error {
		w, h, err := f.size()
		if err != nil {
			return err
		}
		return e.Model.ResizeLevel(i, w, h)
	})
}

// DeleteLevelDialog asks before deleting the selected level (undo brings
// it back).
func (e *Editor) DeleteLevelDialog() {
	l := e.Model.Level()
	if l == nil {
		return
	}
	if len(e.Model.Pack.Levels) == 1 {
		e.showError(fmt.Errorf("level %q is the pack's only level: add another before deleting it", l.Name))
		return
	}
	i := e.Model.LevelIndex()
	e.showOnce(dlgLevel, dialog.NewConfirm("Delete level "+l.Name,
		fmt.Sprintf("Delete level %q (%dx%d blocks)? Edit > Undo brings it back.", l.Name, l.Width, l.Height),
		func(yes bool) {
			if yes {
				if err := e.Model.DeleteLevel(i); err != nil {
					e.showError(err)
				}
				e.afterLevelChange()
			}
		}, e.Win))
}

// MoveLevelBy moves the selected level delta places in the pack's order.
func (e *Editor) MoveLevelBy(delta int) {
	i := e.Model.LevelIndex()
	j := i + delta
	if j < 0 || j >= len(e.Model.Pack.Levels) {
		return
	}
	if err := e.Model.MoveLevel(i, j); err != nil {
		e.showError(err)
	}
}

// levelButtons is the row of level management buttons under the level
// list. Those that need a level (or a place to move it to) are enabled by
// refreshLevelButtons: a button that does nothing when clicked (Rename in a
// pack with no level) reads as a broken control.
type levelButtons struct {
	content                       fyne.CanvasObject
	rename, resize, del, up, down *widget.Button
}

func (e *Editor) newLevelButtons() *levelButtons {
	b := &levelButtons{
		rename: widget.NewButton("Rename…", e.RenameLevelDialog),
		resize: widget.NewButton("Resize…", e.ResizeLevelDialog),
		del:    widget.NewButton("Delete…", e.DeleteLevelDialog),
		up:     widget.NewButton("Move up", func() { e.MoveLevelBy(-1) }),
		down:   widget.NewButton("Move down", func() { e.MoveLevelBy(1) }),
	}
	b.content = container.NewVBox(
		container.NewGridWithColumns(2,
			widget.NewButton("New level…", e.NewLevelDialog),
			b.rename, b.resize, b.del, b.up, b.down,
		),
	)
	return b
}

// refresh enables what applies to the selected level i of n (i < 0: none).
func (b *levelButtons) refresh(i, n int) {
	enable := func(w *widget.Button, on bool) {
		if on && w.Disabled() {
			w.Enable()
		} else if !on && !w.Disabled() {
			w.Disable()
		}
	}
	has := i >= 0 && i < n
	enable(b.rename, has)
	enable(b.resize, has)
	enable(b.del, has)
	enable(b.up, has && i > 0)
	enable(b.down, has && i < n-1)
}

package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// Dialog kinds for showOnce: a dialog replaces a showing one of its kind.
const (
	dlgFile   = "file"   // open, save and export file dialogs (Fyne's fallback)
	dlgLevel  = "level"  // New level, Rename, Resize, Delete level
	dlgDelete = "delete" // deleting a tile or chunk in use
	dlgLegend = "legend" // Help > Colour legend
	dlgHelp   = "help"   // Help > Keyboard shortcuts
	dlgArt    = "art"    // View > Level art opacity
	dlgGIF    = "gif"    // File > Export an animated GIF
)

// showOnce shows d as the only dialog of its kind: one of that kind still
// showing is hidden first (its answer is Cancel: its action never runs).
// Shortcuts and menus reach the window under a dialog, so Ctrl+O, Ctrl+L
// or a menu item used twice stacked two dialogs, and answering both ran
// the first one's stale action after the second's (the "Unsaved changes"
// prompt and the Generate dialog do the same on their own).
func (e *Editor) showOnce(kind string, d dialog.Dialog) {
	if e.dialogs == nil {
		e.dialogs = map[string]dialog.Dialog{}
	}
	if old := e.dialogs[kind]; old != nil {
		old.Hide()
	}
	e.dialogs[kind] = d
	order := e.dialogOrder[:0]
	for _, k := range e.dialogOrder {
		if k != kind && e.dialogs[k] != nil {
			order = append(order, k)
		}
	}
	e.dialogOrder = append(order, kind)
	d.SetOnClosed(func() {
		if e.dialogs[kind] == d {
			delete(e.dialogs, kind)
		}
	})
	d.Show()
}

// installEscape makes Escape cancel the newest dialog (Fyne's dialogs, its
// file dialog among them, ignore the key): the window gets the key when no
// field of the dialog has the focus. The handler chains onto
// any the window had.
func (e *Editor) installEscape() {
	c := e.Win.Canvas()
	prev := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape && e.cancelNewestDialog() {
			return
		}
		if prev != nil {
			prev(ev)
		}
	})
}

// cancelNewestDialog cancels the newest dialog still showing and reports
// whether there was one: the "Unsaved changes" prompt first (it comes over
// whatever asked for it), then showOnce's dialogs, newest first, then the
// Generate dialog.
func (e *Editor) cancelNewestDialog() bool {
	if d := e.unsaved; d != nil {
		e.unsaved = nil
		d.Hide() // Cancel: the action waiting for the answer never runs
		return true
	}
	for len(e.dialogOrder) > 0 {
		kind := e.dialogOrder[len(e.dialogOrder)-1]
		e.dialogOrder = e.dialogOrder[:len(e.dialogOrder)-1]
		if d := e.dialogs[kind]; d != nil {
			d.Hide()
			return true
		}
	}
	if d := e.genDlg; d != nil {
		d.Hide() // its OnClosed forgets it
		return true
	}
	return false
}

// showingDialog returns the dialog of kind showing, or nil.
func (e *Editor) showingDialog(kind string) dialog.Dialog { return e.dialogs[kind] }

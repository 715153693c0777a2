package editor

import (
	"time"

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

// dialogSet is the editor's bookkeeping of its dialogs: those showing,
// one per kind (show), the order they were shown in (Escape cancels the
// newest), and the prompts kept apart from the kinds.
type dialogSet struct {
	byKind map[string]dialog.Dialog
	order  []string
	// level is the last level form shown (levels_dialog.go).
	level *dialog.FormDialog
	// loading is the modal progress dialog while an OpenAsync runs.
	loading dialog.Dialog
	// unsaved is the "Unsaved changes" prompt showing (nil: none).
	unsaved dialog.Dialog
	// gen is the Generate dialog showing (nil: none).
	gen dialog.Dialog
	// nativeOpen is set while a desktop file dialog shows (chooseFile);
	// nativeSince is when it was asked for (the editor's clock), and
	// nativeGen counts the native dialogs asked for, so that the answer of
	// one given up as stuck is dropped.
	nativeOpen  bool
	nativeSince time.Duration
	nativeGen   int
}

// show shows d as the only dialog of its kind: one of that kind still
// showing is hidden first (its answer is Cancel: its action never runs).
// Shortcuts and menus reach the window under a dialog, so Ctrl+O, Ctrl+L
// or a menu item used twice stacked two dialogs, and answering both ran
// the first one's stale action after the second's (the "Unsaved changes"
// prompt and the Generate dialog do the same on their own).
func (ds *dialogSet) show(kind string, d dialog.Dialog) {
	if ds.byKind == nil {
		ds.byKind = map[string]dialog.Dialog{}
	}
	if old := ds.byKind[kind]; old != nil {
		old.Hide()
	}
	ds.byKind[kind] = d
	order := ds.order[:0]
	for _, k := range ds.order {
		if k != kind && ds.byKind[k] != nil {
			order = append(order, k)
		}
	}
	ds.order = append(order, kind)
	d.SetOnClosed(func() {
		if ds.byKind[kind] == d {
			delete(ds.byKind, kind)
		}
	})
	d.Show()
}

// cancelNewest cancels the newest dialog still showing and reports
// whether there was one: the "Unsaved changes" prompt first (it comes over
// whatever asked for it), then the dialogs of a kind, newest first, then
// the Generate dialog.
func (ds *dialogSet) cancelNewest() bool {
	if d := ds.unsaved; d != nil {
		ds.unsaved = nil
		d.Hide() // Cancel: the action waiting for the answer never runs
		return true
	}
	for len(ds.order) > 0 {
		kind := ds.order[len(ds.order)-1]
		ds.order = ds.order[:len(ds.order)-1]
		if d := ds.byKind[kind]; d != nil {
			d.Hide()
			return true
		}
	}
	if d := ds.gen; d != nil {
		d.Hide() // its OnClosed forgets it
		return true
	}
	return false
}

// showing returns the dialog of kind showing, or nil.
func (ds *dialogSet) showing(kind string) dialog.Dialog { return ds.byKind[kind] }

// showOnce shows d as the only dialog of its kind (dialogSet.show).
func (e *Editor) showOnce(kind string, d dialog.Dialog) { e.dlg.show(kind, d) }

// cancelNewestDialog cancels the newest dialog showing
// (dialogSet.cancelNewest).
func (e *Editor) cancelNewestDialog() bool { return e.dlg.cancelNewest() }

// showingDialog returns the dialog of kind showing, or nil.
func (e *Editor) showingDialog(kind string) dialog.Dialog { return e.dlg.showing(kind) }

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

package editor

import "fyne.io/fyne/v2/dialog"

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
	d.SetOnClosed(func() {
		if e.dialogs[kind] == d {
			delete(e.dialogs, kind)
		}
	})
	d.Show()
}

// showingDialog returns the dialog of kind showing, or nil.
func (e *Editor) showingDialog(kind string) dialog.Dialog { return e.dialogs[kind] }

package editor

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"loopwright/internal/editor/model"
)

// fileState is the editor's file side: the recent files list and the
// autosave (recover_autosave.go).
type fileState struct {
	recentMenu *fyne.MenuItem
	autosave   *autosaver
	// keepRecovery keeps the recovery files at shut down (QuitNow wrote
	// them): the next start offers them.
	keepRecovery bool
}

// MaxRecent is the number of files Open Recent lists.
const MaxRecent = 10

// recentKey is the preferences key of the recent files list.
const recentKey = "recent_files"

// Recent returns the recent files, newest first.
func (e *Editor) Recent() []string {
	a := fyne.CurrentApp()
	if a == nil {
		return nil
	}
	return a.Preferences().StringList(recentKey)
}

// addRecent puts path first in the recent files list (kept in the app's
// preferences) and rebuilds the Open Recent menu.
func (e *Editor) addRecent(path string) {
	a := fyne.CurrentApp()
	if a == nil || path == "" {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := slices.DeleteFunc(slices.Clone(a.Preferences().StringList(recentKey)), func(s string) bool { return s == path })
	list = append([]string{path}, list...)
	if len(list) > MaxRecent {
		list = list[:MaxRecent]
	}
	a.Preferences().SetStringList(recentKey, list)
	e.refreshRecentMenu()
}

// ClearRecent empties the recent files list.
func (e *Editor) ClearRecent() {
	if a := fyne.CurrentApp(); a != nil {
		a.Preferences().SetStringList(recentKey, nil)
	}
	e.refreshRecentMenu()
}

// OpenRecent opens the i-th recent file (0 = newest), after asking about
// unsaved changes.
func (e *Editor) OpenRecent(i int) {
	r := e.Recent()
	if i < 0 || i >= len(r) {
		return
	}
	path := r[i]
	e.whenSaved("open another pack", func() { e.OpenPath(path) })
}

func (e *Editor) recentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for i, p := range e.Recent() {
		i := i
		items = append(items, fyne.NewMenuItem(fmt.Sprintf("%d  %s", i+1, p), func() { e.OpenRecent(i) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("(no recent files)", nil)
		none.Disabled = true
		items = append(items, none)
	}
	items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Clear list", e.ClearRecent))
	return items
}

func (e *Editor) refreshRecentMenu() {
	if e.files == nil || e.files.recentMenu == nil {
		return
	}
	e.files.recentMenu.ChildMenu.Items = e.recentItems()
	if e.menu != nil {
		e.menu.Refresh()
	}
}

// fileMenu builds the File menu. item and short are buildMenu's helpers.
func (e *Editor) fileMenu(quit *fyne.MenuItem) *fyne.Menu {
	if e.files == nil {
		e.files = &fileState{}
	}
	short := func(k fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | mod}
	}
	item := func(label string, f func(), sc fyne.Shortcut) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, f)
		it.Shortcut = sc
		return it
	}
	recent := fyne.NewMenuItem("Open Recent", nil)
	recent.ChildMenu = fyne.NewMenu("", e.recentItems()...)
	e.files.recentMenu = recent
	export := fyne.NewMenuItem("Export", nil)
	export.ChildMenu = fyne.NewMenu("",
		item("View as PNG…", e.ExportPNGDialog, short(fyne.KeyE, 0)),
		item("Animated GIF…", e.ExportGIFDialog, nil),
		item("Trace as JSON lines…", func() { e.ExportTraceDialog(false) }, nil),
		item("Trace as CSV…", func() { e.ExportTraceDialog(true) }, nil),
		item("Recorded inputs…", e.SaveRecordingDialog, nil),
	)
	return fyne.NewMenu("File",
		item("New", e.NewPack, short(fyne.KeyN, 0)),
		item("Open…", e.OpenDialog, short(fyne.KeyO, 0)),
		recent,
		fyne.NewMenuItemSeparator(),
		item("Save", e.Save, short(fyne.KeyS, 0)),
		item("Save As…", e.SaveAsDialog, short(fyne.KeyS, fyne.KeyModifierShift)),
		fyne.NewMenuItemSeparator(),
		item("Import .tmx…", e.ImportDialog, short(fyne.KeyI, 0)),
		item("Export .tmx…", e.ExportDialog, nil),
		item("Export level pack (.zip)…", e.ExportZipDialog, nil),
		export,
		fyne.NewMenuItemSeparator(),
		quit,
	)
}

var zipFilters = []fileFilter{{"Level packs (.zip)", []string{"zip"}}}

// ExportZipDialog asks where to write the pack as a .zip. The open pack
// keeps its own file.
func (e *Editor) ExportZipDialog() {
	name := "pack.zip"
	if e.Model.Pack.Name != "" {
		name = safeName(e.Model.Pack.Name) + ".zip"
	}
	e.chooseFile("Export the level pack", true, name, zipFilters, func(p string) {
		if !strings.EqualFold(filepath.Ext(p), ".zip") {
			p += ".zip"
		}
		if err := e.ExportZip(p); err != nil {
			e.showError(err)
		}
	})
}

// ExportZip writes the pack to path as a .zip (atomically).
func (e *Editor) ExportZip(path string) error {
	e.Model.EndStroke()
	return model.SavePack(e.Model.Pack, path)
}

// safeName turns a pack name into a file name.
func safeName(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return '-'
	}, s)
	if s == "" {
		return "pack"
	}
	return s
}

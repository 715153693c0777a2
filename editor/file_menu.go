package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"loopwright/editor/model"
	"loopwright/editor/recent"
)

// fileState is the editor's file side: the recent files list and the
// autosave (recover_autosave.go).
type fileState struct {
	recentMenu *fyne.MenuItem
	autosave   *autosaver
	// keepRecovery keeps the recovery files at shut down (QuitNow wrote
	// them): the next start offers them.
	keepRecovery bool
	// recoveryAsked is set while the recovery question waits for an
	// answer; afterRecovery runs once it is answered (recovered: the user
	// chose Recover), so a project's level picker comes after it.
	recoveryAsked bool
	afterRecovery []func(recovered bool)
	recent        *recent.List // Open Recent (recentList)
	recentErr     string       // the last recent list error printed
}

// MaxRecent is the number of files Open Recent lists.
const MaxRecent = recent.DefaultMax

// recentList is the editor's Open Recent list: Options.RecentFile, or one
// in memory (tests, no configuration directory).
func (e *Editor) recentList() *recent.List {
	if e.files == nil {
		e.files = &fileState{}
	}
	if e.files.recent == nil {
		e.files.recent = &recent.List{File: e.opts.RecentFile, Max: MaxRecent}
	}
	return e.files.recent
}

// Recent returns the recent files, newest first, as the list's file holds
// them now (another editor may have changed it).
func (e *Editor) Recent() []string {
	r, err := e.recentList().Paths()
	if err != nil {
		e.recentError(err)
	}
	return r
}

// recentError reports a recent list that cannot be read or written on
// stderr, once: the editor works without it.
func (e *Editor) recentError(err error) {
	if e.files.recentErr == err.Error() {
		return
	}
	e.files.recentErr = err.Error()
	fmt.Fprintln(os.Stderr, "loopwright:", err)
}

// addRecent puts path first in the recent files list and rebuilds the
// Open Recent menu.
func (e *Editor) addRecent(path string) {
	if path == "" {
		return
	}
	if err := e.recentList().Add(path); err != nil {
		e.recentError(err)
	}
	e.refreshRecentMenu()
}

// ClearRecent empties the recent files list.
func (e *Editor) ClearRecent() {
	if err := e.recentList().Clear(); err != nil {
		e.recentError(err)
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
	e.OpenRecentPath(r[i])
}

// OpenRecentPath opens path from the Open Recent menu, after asking about
// unsaved changes. Menu items hold their path, not their place in the
// list, which another instance may have changed since.
func (e *Editor) OpenRecentPath(path string) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		// Moved or deleted since: say so and drop it from the list, as
		// the next start would list it again otherwise.
		if err := e.recentList().Remove(path); err != nil {
			e.recentError(err)
		}
		e.refreshRecentMenu()
		e.showError(fmt.Errorf("%s no longer exists: removed from Open Recent", path))
		return
	}
	e.whenSaved("open another pack", func() { e.OpenAsync(path) })
}

func (e *Editor) recentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for i, p := range e.Recent() {
		p := p
		items = append(items, fyne.NewMenuItem(fmt.Sprintf("%d  %s", i+1, strings.ToValidUTF8(p, "\uFFFD")), func() { e.OpenRecentPath(p) }))
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

// fileMenu builds the File menu.
func (e *Editor) fileMenu(quit *fyne.MenuItem) *fyne.Menu {
	if e.files == nil {
		e.files = &fileState{}
	}
	recent := fyne.NewMenuItem("Open Recent", nil)
	recent.ChildMenu = fyne.NewMenu("", e.recentItems()...)
	e.files.recentMenu = recent
	export := fyne.NewMenuItem("Export", nil)
	export.ChildMenu = fyne.NewMenu("",
		menuItem("View as PNG…", e.ExportPNGDialog, shortcut(fyne.KeyE, 0)),
		menuItem("Animated GIF…", e.ExportGIFDialog, nil),
		menuItem("Trace as JSON lines…", func() { e.ExportTraceDialog(false) }, nil),
		menuItem("Trace as CSV…", func() { e.ExportTraceDialog(true) }, nil),
		menuItem("Recorded inputs…", e.SaveRecordingDialog, nil),
	)
	return fyne.NewMenu("File",
		menuItem("New", e.NewPack, shortcut(fyne.KeyN, 0)),
		menuItem("Open…", e.OpenDialog, shortcut(fyne.KeyO, 0)),
		recent,
		fyne.NewMenuItemSeparator(),
		menuItem("Save", e.Save, shortcut(fyne.KeyS, 0)),
		menuItem("Save As…", e.SaveAsDialog, shortcut(fyne.KeyS, fyne.KeyModifierShift)),
		fyne.NewMenuItemSeparator(),
		menuItem("Import .tmx…", e.ImportDialog, shortcut(fyne.KeyI, 0)),
		menuItem("Export .tmx…", e.ExportDialog, nil),
		menuItem("Export level pack (.zip)…", e.ExportZipDialog, nil),
		export,
		fyne.NewMenuItemSeparator(),
		quit,
	)
}

var zipFilters = []fileFilter{{"Level packs (.zip)", []string{"zip"}}}

// ExportZipDialog asks where to write the pack as a .zip. The open pack
// keeps its own file.
func (e *Editor) ExportZipDialog() {
	name := "pack"
	if e.Model.Pack.Name != "" {
		name = safeName(e.Model.Pack.Name)
	}
	e.chooseFile("Export the level pack", true, e.startPath(name), zipFilters, func(p string) {
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

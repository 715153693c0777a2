package editor

import (
	"encoding/base64"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"

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
	var out []string
	for _, s := range a.Preferences().StringList(recentKey) {
		if p := decodeRecent(s); p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// recentRawPrefix marks a recent path stored as base64 because it is not
// UTF-8 (preferences are JSON strings, which would replace its bytes with
// U+FFFD: issue 14 point 13).
const recentRawPrefix = "base64:"

func encodeRecent(p string) string {
	if utf8.ValidString(p) && !strings.HasPrefix(p, recentRawPrefix) {
		return p
	}
	return recentRawPrefix + base64.StdEncoding.EncodeToString([]byte(p))
}

func decodeRecent(s string) string {
	if !strings.HasPrefix(s, recentRawPrefix) {
		return s
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, recentRawPrefix))
	if err != nil {
		return ""
	}
	return string(b)
}

// recentPath is the one name of the pack at path in the recent list: the
// absolute, clean path, a pack.json standing for its pack directory, so
// that a pack opened two ways is listed once.
func recentPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	path = filepath.Clean(path)
	if filepath.Base(path) == "pack.json" {
		path = filepath.Dir(path)
	}
	return path
}

// addRecent puts path first in the recent files list (kept in the app's
// preferences) and rebuilds the Open Recent menu.
func (e *Editor) addRecent(path string) {
	a := fyne.CurrentApp()
	if a == nil || path == "" {
		return
	}
	path = recentPath(path)
	list := slices.DeleteFunc(e.Recent(), func(s string) bool { return recentPath(s) == path })
	list = append([]string{path}, list...)
	if len(list) > MaxRecent {
		list = list[:MaxRecent]
	}
	enc := make([]string, len(list))
	for i, p := range list {
		enc[i] = encodeRecent(p)
	}
	a.Preferences().SetStringList(recentKey, enc)
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
	e.OpenRecentPath(r[i])
}

// OpenRecentPath opens path from the Open Recent menu, after asking about
// unsaved changes. Menu items hold their path, not their place in the
// list, which another instance may have changed since.
func (e *Editor) OpenRecentPath(path string) {
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

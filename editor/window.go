package editor

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/checkspanel"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/playpanel"
	"loopwright/editor/specialtab"
	"loopwright/editor/widgets"
)

// Title is the main window's title.
// Editor is the main window: a mode switch (tabs; "Tiles" now, chunk and
// level editors later), each mode laid out as a resizable left panel,
// centre view and right panel, with the File and Edit menus.
const Title = "Loopwright"

type Editor struct {
	Model *model.Model
	Win   fyne.Window
	app   fyne.App // the app New was given
	// loadPack reads a pack for OpenAsync (model.LoadPack; tests
	// replace it).
	loadPack func(path string) (*model.Pack, error)
	openDone chan struct{} // closed when the last OpenAsync finished
	// origin is the file the open pack was imported from when it has no
	// file of its own yet (a .tmx, a SonLVL project), for the status line.
	origin string

	Heights, Widths *widgets.Painter
	library         *panels.LibraryPanel
	props           *panels.PropsPanel
	tabs            *container.AppTabs
	tilesTab        *container.TabItem // the tabs, found by identity
	chunksTab       *container.TabItem
	levelTab        *container.TabItem
	specialTab      *container.TabItem          // the special stages (specialtab)
	stale           map[*container.TabItem]bool // hidden tabs the model changed under: refreshed when selected
	special         *specialtab.Tab
	heightText      *widget.Label
	ceiling         *widgets.Check
	fromLeft        *widgets.Check
	status          *widget.Label
	undoItem        *fyne.MenuItem
	redoItem        *fyne.MenuItem
	menu            *fyne.MainMenu
	play            *playpanel.Panel   // the embedded preview (play.go)
	checks          *checkspanel.Panel // checks, ghosts and lint (play.go initChecks)
	files           *fileState         // recent files, autosave (file_menu.go, recover_autosave.go)

	// LevelView is the Level tab's view of the selected level.
	LevelView *levelview.LevelView
	// levelBottom is the area under the Level tab's view and panels (play
	// controls, timeline); levelRight the right panel (the properties of
	// the selected switcher, object or start on top; more may be
	// appended).
	levelBottom, levelRight *fyne.Container
	level                   *levelTab
	chunkEd                 *chunkTab
	lastGen                 *genForm // the Generate dialog last opened
	lastShape               string   // its shape (Ctrl+G opens it again)
	// genParams are each shape's values when its dialog last closed.
	genParams map[string]model.GenParams
	closed    bool // shutDown ran
	// dlg keeps the dialogs showing (dialog_once.go).
	dlg      dialogSet
	opts     Options
	loop     *fyne.Animation // drives playback and autosave (options.go)
	buildRun *buildRunState  // the Build menu (build_run.go)
	// lastLayoutReport is the Layout menu's last report (layout_tools.go).
	lastLayoutReport string
}

// DefaultModel returns a model on the built-in example pack.
func DefaultModel() (*model.Model, error) {
	p, err := model.DefaultPack()
	if err != nil {
		return model.NewModel(model.FallbackPack(), ""), err
	}
	return model.NewModel(p, ""), nil
}

// New builds the editor for m in a new window of a (not shown yet),
// configured by o (main passes DefaultOptions()).
func New(a fyne.App, m *model.Model, o Options) *Editor {
	e := &Editor{Model: m, Win: a.NewWindow(Title), opts: o, files: &fileState{}}
	e.Win.SetContent(e.build())
	e.initPlay()
	e.initChecks()
	e.Win.SetMainMenu(e.buildMenu())
	e.Win.SetOnClosed(e.shutDown)
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.Win.SetCloseIntercept(e.confirmQuit)
	ctrlShiftZ := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	e.Win.Canvas().AddShortcut(ctrlShiftZ, func(fyne.Shortcut) { m.Redo() })
	e.installEscape()
	m.OnChange(e.refresh)
	// Another Loopwright window may have changed Open Recent meanwhile:
	// the menu is rebuilt from the list's file when this one comes back.
	e.app = a
	a.Lifecycle().SetOnEnteredForeground(e.refreshRecentMenu)
	e.refresh()
	e.initRecovery()
	e.startLoop()
	return e
}

// build returns the window content.
func (e *Editor) build() fyne.CanvasObject {
	m := e.Model
	e.Heights = widgets.NewHeightPainter(m)
	e.Widths = widgets.NewWidthPainter(m)
	e.library = panels.NewLibraryPanel(m)
	e.library.Confirm = e.confirmDelete
	e.library.ShowError = e.showError
	e.props = panels.NewPropsPanel(m)
	e.heightText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	// Cut, not widening: sixteen "-16"s are wider than the column, and
	// the window widened itself after such a tile was painted.
	e.heightText.Truncation = fyne.TextTruncateEllipsis
	e.ceiling = widgets.NewCheck("Ceiling mode", func(on bool) { m.Ceiling = on })
	e.fromLeft = widgets.NewCheck("Widths from left", func(on bool) { m.WidthsFromLeft = on })
	e.status = widget.NewLabel("")

	tools := container.NewHBox(
		e.ceiling, e.fromLeft,
		widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), m.ClearTile),
		widget.NewButton("Flip X", func() { m.FlipTile(true, false) }),
		widget.NewButton("Flip Y", func() { m.FlipTile(false, true) }),
	)
	bold := fyne.TextStyle{Bold: true}
	heightTitle := widget.NewLabelWithStyle("Heights (drag; right-click clears)", fyne.TextAlignLeading, bold)
	heightBox := container.NewBorder(heightTitle, nil, nil, nil, e.Heights)
	widthBox := container.NewBorder(
		widget.NewLabelWithStyle("Widths (paint for custom)", fyne.TextAlignLeading, bold),
		nil, nil, nil, e.Widths)
	centre := container.NewBorder(tools, nil, nil, nil,
		container.New(&widgets.PaintersColumn{Title: heightTitle},
			container.New(&widgets.PaintersLayout{}, heightBox, widthBox), e.heightText))

	right := container.NewHSplit(centre, e.props.Content)
	right.Offset = 0.7
	main := container.NewHSplit(e.library.Content, right)
	main.Offset = 0.18
	e.tilesTab = container.NewTabItemWithIcon("Tiles", theme.GridIcon(), main)
	e.tabs = container.NewAppTabs(e.tilesTab)
	e.addLevelTabs()
	return container.NewBorder(nil, e.status, nil, nil, e.tabs)
}

// shortcut is Ctrl (Cmd on macOS) with mod and k.
func shortcut(k fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | mod}
}

// menuItem returns a menu item showing its shortcut sc (nil: none).
func menuItem(label string, f func(), sc fyne.Shortcut) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, f)
	it.Shortcut = sc
	return it
}

func (e *Editor) buildMenu() *fyne.MainMenu {
	m := e.Model
	quit := menuItem("Quit", e.confirmQuit, shortcut(fyne.KeyQ, 0))
	quit.IsQuit = true
	file := e.fileMenu(quit)
	e.undoItem = menuItem("Undo", func() { m.Undo() }, &fyne.ShortcutUndo{})
	e.redoItem = menuItem("Redo", func() { m.Redo() }, &fyne.ShortcutRedo{})
	edit := fyne.NewMenu("Edit", append([]*fyne.MenuItem{e.undoItem, e.redoItem}, e.levelMenuItems()...)...)
	e.menu = fyne.NewMainMenu(append([]*fyne.Menu{file, edit, e.objectsMenu(), e.layoutMenu(), e.artMenu(), e.buildRunMenu()}, e.extraMenus()...)...)
	return e.menu
}

// refresh brings every view up to date with the model: the menus, the
// status line and the shown tab now; a hidden Tiles, Chunks, Level or
// Special tab when it is next selected (refreshShown), so a paint stroke
// on the Level tab does not redraw the others on every step (they cost ~0.45 and ~0.65 ms a step), nor an edit on another
// tab the Level tab and its Play and Checks panels (which follow the
// model themselves while shown: playpanel and checkspanel RefreshIfStale).
func (e *Editor) refresh() {
	m := e.Model
	if e.stale == nil {
		e.stale = map[*container.TabItem]bool{}
	}
	for _, t := range []*container.TabItem{e.tilesTab, e.chunksTab, e.levelTab} { // the Special tab follows the model itself (specialtab.Host.Shown)
		if t != nil {
			e.stale[t] = true
		}
	}
	e.refreshShown()
	if e.undoItem != nil {
		e.undoItem.Label = m.History.UndoLabel()
		e.undoItem.Disabled = !m.History.CanUndo()
		e.redoItem.Label = m.History.RedoLabel()
		e.redoItem.Disabled = !m.History.CanRedo()
		e.menu.Refresh()
	}
	e.status.SetText(e.statusText())
}

// refreshShown refreshes the selected tab if the model changed while it
// was hidden (refresh marks it stale).
func (e *Editor) refreshShown() {
	t := e.tabs.Selected()
	if t != nil && t == e.specialTab && e.special != nil {
		e.special.RefreshIfStale()
	}
	if t != nil && t == e.levelTab {
		// The panels registered their model hooks before the tab's: the
		// same order as when shown.
		if e.play != nil {
			e.play.RefreshIfStale()
		}
		if e.checks != nil {
			e.checks.RefreshIfStale()
		}
	}
	if t == nil || !e.stale[t] {
		return
	}
	e.stale[t] = false
	switch t {
	case e.tilesTab:
		e.refreshTiles()
	case e.chunksTab:
		if e.chunkEd != nil {
			e.chunkEd.refresh()
		}
	case e.levelTab:
		if e.level != nil {
			e.level.refresh()
		}
	}
}

// catchUpLevelTab refreshes the Level tab if the model changed while it
// was hidden: its view's viewport follows the level shown (an export from
// another tab must not use the previous level's).
func (e *Editor) catchUpLevelTab() {
	if e.level != nil && e.stale[e.levelTab] {
		e.stale[e.levelTab] = false
		e.level.refresh()
	}
}

// refreshTiles brings the Tiles tab up to date with the model.
func (e *Editor) refreshTiles() {
	m := e.Model
	e.Heights.Refresh()
	e.Widths.Refresh()
	e.library.Refresh()
	e.props.Refresh()
	if t := m.Tile(); t != nil {
		e.heightText.SetText(fmt.Sprintf("heights %s\nwidths  %s", int8s(t.Heights[:]), int8s(t.Widths[:])))
	} else {
		e.heightText.SetText("")
	}
	e.ceiling.SetChecked(m.Ceiling)
	e.fromLeft.SetChecked(m.WidthsFromLeft)
}

func (e *Editor) statusText() string {
	m := e.Model
	name := m.Pack.Name
	if name == "" {
		name = "untitled"
	}
	// Where the pack is from (an imported .tmx read
	// "built-in example").
	where := "built-in example"
	switch {
	case m.Path != "":
		where = m.Path
	case e.origin != "":
		where = "from " + e.origin + ", not saved yet"
	case m.Pack.Name == model.Untitled:
		where = "not saved yet"
	}
	s := fmt.Sprintf("Pack %q (%s), %s, %s", name, where, model.Count(len(m.Lib().Tiles)-1, "tile"), model.Count(len(m.Pack.Levels), "level"))
	if n := len(m.Pack.Specials); n > 0 {
		s += ", " + model.Count(n, "special stage")
	}
	if m.Dirty() {
		s += " — modified"
	}
	return s
}

func int8s(v []int8) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// whenSaved runs f now if there are no unsaved changes, and otherwise after
// the user chose to save them (and the save worked) or to discard them.
func (e *Editor) whenSaved(action string, f func()) {
	if !e.Model.Dirty() {
		f()
		return
	}
	// One prompt at a time: a second request (Ctrl+N pressed again, Ctrl+O
	// while it shows: shortcuts reach the window under a dialog) replaces
	// the first, whose action is dropped. Stacked prompts each ran their
	// action when answered: Discard on the top one, then on the one under
	// it, threw away what the first had just opened.
	if e.dlg.unsaved != nil {
		e.dlg.unsaved.Hide()
	}
	var d dialog.Dialog
	hide := func() {
		d.Hide()
		if e.dlg.unsaved == d {
			e.dlg.unsaved = nil
		}
	}
	msg := widget.NewLabel(fmt.Sprintf("The pack has unsaved changes. Save them before you %s?", action))
	save := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() {
		hide()
		e.saveThen(f)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Discard changes", func() { hide(); f() })
	cancel := widget.NewButton("Cancel", hide)
	d = dialog.NewCustomWithoutButtons("Unsaved changes", container.NewVBox(msg, container.NewHBox(cancel, discard, save)), e.Win)
	e.dlg.unsaved = d
	d.Show()
}

// confirmDelete asks before a delete that empties what levels use (a tile
// chunks place, a chunk levels place); do runs on Delete.
func (e *Editor) confirmDelete(msg string, do func()) {
	d := dialog.NewConfirm("Delete", msg, func(ok bool) {
		if ok {
			do()
		}
	}, e.Win)
	d.SetConfirmText("Delete")
	d.SetDismissText("Cancel")
	e.showOnce(dlgDelete, d)
}

func (e *Editor) confirmQuit() { e.whenSaved("quit", e.Win.Close) }

// NewPack replaces the open pack with an empty one.
func (e *Editor) NewPack() {
	e.whenSaved("start a new pack", func() { e.origin = ""; e.Model.Replace(nil, "") })
}

var packFilters = []fileFilter{{"Loopwright packs (pack.json, .zip), Tiled maps and SonLVL projects (.ini)", []string{"json", "zip", "tmx", "ini"}}}
var saveFilters = []fileFilter{{"Loopwright packs (a folder, or .zip)", []string{"json", "zip"}}}
var tmxFilters = []fileFilter{{"Tiled maps", []string{"tmx"}}}

// OpenDialog asks for a pack or .tmx to open.
func (e *Editor) OpenDialog() {
	e.whenSaved("open another pack", func() {
		e.chooseFile("Open a pack", false, e.startPath(""), packFilters, func(p string) { e.OpenAsync(p) })
	})
}

// OpenPath opens the pack or map at path. On error it shows a dialog and
// keeps the open pack.
func (e *Editor) OpenPath(path string) error {
	if model.IsProject(path) {
		return e.openProject(path) // project_open.go: a level picker
	}
	p, err := model.LoadPack(path)
	return e.finishOpen(path, p, err)
}

// finishOpen shows the pack p loaded from path, or the error.
func (e *Editor) finishOpen(path string, p *model.Pack, err error) error {
	if err != nil {
		e.showError(err)
		return err
	}
	e.addRecent(path)
	e.origin = ""
	if strings.EqualFold(filepath.Ext(path), ".tmx") {
		// A map is imported: saving writes a native pack, not over the map.
		e.origin = path
		e.Model.Replace(p, "")
	} else {
		e.Model.Replace(p, path)
	}
	return nil
}

// ImportDialog asks for a Tiled map and opens it as a new, unsaved pack.
func (e *Editor) ImportDialog() {
	e.whenSaved("import a map", func() {
		e.chooseFile("Import a Tiled map", false, e.startPath(""), tmxFilters, func(p string) { e.OpenAsync(p) })
	})
}

// ExportDialog asks where to write the level in view as a Tiled map,
// suggesting the level's name.
func (e *Editor) ExportDialog() {
	l := e.Model.Level()
	if l == nil {
		e.showError(errors.New("the pack has no level to export"))
		return
	}
	name := "level"
	if strings.TrimSpace(l.Name) != "" {
		name = safeName(l.Name)
	}
	e.chooseFile("Export "+l.Name+" as a Tiled map", true, e.startPath(name), tmxFilters, func(p string) {
		if !strings.EqualFold(filepath.Ext(p), ".tmx") {
			p += ".tmx"
		}
		if err := e.ExportTMX(p); err != nil {
			e.showError(err)
		}
	})
}

// ExportTMX writes the level in view (not the pack's first) to path as a
// Tiled map.
func (e *Editor) ExportTMX(path string) error {
	e.Model.EndStroke()
	l := e.Model.Level()
	if l == nil {
		return errors.New("the pack has no level to export")
	}
	return model.ExportLevel(l, path)
}

// Save writes the pack to its file, asking for one if it has none.
func (e *Editor) Save() { e.saveThen(nil) }

func (e *Editor) saveThen(then func()) {
	if e.Model.Path == "" {
		e.saveAsThen(then)
		return
	}
	if e.SavePath(e.Model.Path) == nil && then != nil {
		then()
	}
}

// SaveAsDialog asks for a file and saves the pack there.
func (e *Editor) SaveAsDialog() { e.saveAsThen(nil) }

func (e *Editor) saveAsThen(then func()) {
	name := "pack"
	if e.Model.Pack.Name != "" {
		name = safeName(e.Model.Pack.Name)
	}
	e.chooseFile("Save the pack (a folder is created)", true, e.startPath(name), saveFilters, func(p string) {
		if e.saveAsPath(packDir(p)) == nil && then != nil {
			then()
		}
	})
}

// saveAsPath saves the pack to path, as Save As does: a new pack (never
// saved, still "Untitled") takes the name of the file or folder chosen, as
// a new document takes its file's name (the status line and pack.json kept
// "Untitled" for a pack saved as "mypack"). A .tmx export names nothing.
func (e *Editor) saveAsPath(path string) error {
	m := e.Model
	old := m.Pack.Name
	if name := packNameOf(path); m.Path == "" && e.origin == "" && old == model.Untitled && name != "" {
		m.Pack.Name = name
	}
	err := e.SavePath(path)
	if err != nil {
		m.Pack.Name = old
	}
	e.status.SetText(e.statusText())
	return err
}

// packNameOf is the pack name a save path suggests: the folder's name for
// ".../name" or ".../name/pack.json", the file's for ".../name.zip"; ""
// for a .tmx (an export, not the pack's file).
func packNameOf(path string) string {
	switch ext := filepath.Ext(path); {
	case strings.EqualFold(ext, ".tmx"):
		return ""
	case filepath.Base(path) == "pack.json":
		path = filepath.Dir(path)
	case strings.EqualFold(ext, ".zip"):
		path = strings.TrimSuffix(path, ext)
	}
	return filepath.Base(path)
}

// packDir turns the file name chosen in a save dialog into the pack
// directory to write: ".../name.json" becomes ".../name" (a pack is a
// directory holding pack.json), ".../dir/pack.json" stays "dir"'s
// pack.json, and ".zip" and ".tmx" names are kept.
func packDir(p string) string {
	ext := strings.ToLower(filepath.Ext(p))
	switch {
	case ext == ".zip" || ext == ".tmx":
		return p
	case filepath.Base(p) == "pack.json":
		return p
	case ext == ".json":
		return strings.TrimSuffix(p, filepath.Ext(p))
	}
	return p
}

// SavePath writes the pack to path (a .tmx path exports a map and keeps the
// pack's own file). On error it shows a dialog.
func (e *Editor) SavePath(path string) error {
	m := e.Model
	m.EndStroke()
	if _, err := m.Save(path); err != nil {
		e.showError(err)
		return err
	}
	if !strings.EqualFold(filepath.Ext(path), ".tmx") {
		m.Path = path
		m.History.MarkSaved()
		e.addRecent(path)
	}
	return nil
}

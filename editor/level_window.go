package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"loopwright/editor/levelview"
	"loopwright/editor/specialtab"
)

// addLevelTabs adds the Chunks and Level tabs after Tiles.
func (e *Editor) addLevelTabs() {
	e.chunkEd = newChunkTab(e.Model)
	e.chunkEd.confirm = e.confirmDelete
	e.chunkEd.showError = e.showError
	e.level = newLevelTab(e)
	e.chunksTab = container.NewTabItemWithIcon("Chunks", theme.ViewFullScreenIcon(), e.chunkEd.content)
	e.levelTab = container.NewTabItemWithIcon("Level", theme.MediaPlayIcon(), e.level.content)
	e.tabs.Append(e.chunksTab)
	e.tabs.Append(e.levelTab)
	e.special = specialtab.New(specialtab.Host{Window: e.Win, Model: e.Model, Clock: e.opts.Clock, ShowError: e.showError,
		Shown: func() bool { return e.specialTab != nil && e.tabs.Selected() == e.specialTab },
		ChooseFile: func(title string, save bool, name string, cb func(string)) {
			e.chooseFile(title, save, e.startPath(name), []fileFilter{{"Special stage", []string{"ss"}}}, cb)
		}})
	e.specialTab = container.NewTabItemWithIcon("Special", theme.ViewRefreshIcon(), e.special.Content())
	e.tabs.Append(e.specialTab)
	e.tabs.OnSelected = func(t *container.TabItem) {
		e.refreshShown()
		if t == e.levelTab {
			e.Win.Canvas().Focus(e.LevelView)
		}
		if t == e.specialTab {
			e.Win.Canvas().Focus(e.special.Grid())
		}
	}
}

// showLevelTab selects the Level tab.
func (e *Editor) showLevelTab() {
	if e.levelTab != nil {
		e.tabs.Select(e.levelTab)
	}
}

// levelShown reports whether the Level tab is selected.
func (e *Editor) levelShown() bool {
	return e.tabs != nil && e.levelTab != nil && e.tabs.Selected() == e.levelTab
}

// forwardShortcut gives a clipboard shortcut to the focused widget (an
// entry) unless the level view has the focus; it reports whether it did.
func (e *Editor) forwardShortcut(sc fyne.Shortcut) bool {
	f := e.Win.Canvas().Focused()
	if f == nil || f == fyne.Focusable(e.LevelView) {
		return false
	}
	if s, ok := f.(fyne.Shortcutable); ok {
		s.TypedShortcut(sc)
		return true
	}
	return false
}

// levelMenuItems returns the Edit menu's level editing items: the Generate
// and Level view submenus, clipboard and tools, each showing its shortcut.
func (e *Editor) levelMenuItems() []*fyne.MenuItem {
	key := func(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }
	shiftKey := func(k fyne.KeyName) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShift}
	}
	clip := func(sc fyne.Shortcut, f func()) func() {
		return func() {
			if e.forwardShortcut(sc) || !e.levelShown() {
				return
			}
			f()
		}
	}
	cb := fyne.CurrentApp().Clipboard()
	items := []*fyne.MenuItem{
		fyne.NewMenuItemSeparator(),
		menuItem("Cut blocks", clip(&fyne.ShortcutCut{Clipboard: cb}, func() { e.LevelView.Cut() }), &fyne.ShortcutCut{}),
		menuItem("Copy blocks", clip(&fyne.ShortcutCopy{Clipboard: cb}, func() { e.LevelView.Copy() }), &fyne.ShortcutCopy{}),
		menuItem("Paste blocks", clip(&fyne.ShortcutPaste{Clipboard: cb}, func() { e.LevelView.PasteHere() }), &fyne.ShortcutPaste{}),
		menuItem("Delete selection", func() { e.LevelView.DeleteSelection() }, key(fyne.KeyDelete)),
		menuItem("Fill selection", func() { e.LevelView.FillSelection() }, nil),
		fyne.NewMenuItemSeparator(),
	}
	for t := levelview.Tool(0); t < levelview.ToolCount; t++ {
		t := t
		items = append(items, menuItem(t.String()+" tool", func() {
			e.showLevelTab()
			e.LevelView.SetTool(t)
		}, key(t.Key())))
	}
	v := func(f func(v *levelview.LevelView)) func() { return func() { e.showLevelTab(); f(e.LevelView) } }
	view := fyne.NewMenu("",
		menuItem("Zoom in", v(func(lv *levelview.LevelView) { lv.ZoomIn() }), key(fyne.KeyPlus)),
		menuItem("Zoom out", v(func(lv *levelview.LevelView) { lv.ZoomOut() }), key(fyne.KeyMinus)),
		menuItem("Fit level to window", v(func(lv *levelview.LevelView) { lv.FitLevel() }), key(fyne.Key0)),
		menuItem("Zoom 1x … 8x", v(func(lv *levelview.LevelView) { lv.SetZoom(1) }), key(fyne.Key1)),
		menuItem("Block grid", v(func(lv *levelview.LevelView) { lv.HandleKey(fyne.KeyG, false) }), key(fyne.KeyG)),
		menuItem("Chunk grid", v(func(lv *levelview.LevelView) { lv.HandleKey(fyne.KeyG, true) }), shiftKey(fyne.KeyG)),
		menuItem("Paths: both / A / B", v(func(lv *levelview.LevelView) { lv.CyclePaths() }), key(fyne.KeyTab)),
		menuItem("Centre on the start", v(func(lv *levelview.LevelView) { lv.HandleKey(fyne.KeyHome, false) }), key(fyne.KeyHome)),
	)
	viewItem := fyne.NewMenuItem("Level view", nil)
	viewItem.ChildMenu = view
	// The submenus come first: at the end of this long menu they opened
	// at the window's bottom edge and their last items were cut off
	// (Fyne's in-window menus; at the default 1280x800 "Centre on the
	// start" was half hidden).
	return append([]*fyne.MenuItem{fyne.NewMenuItemSeparator(), e.genMenu(), viewItem}, items...)
}

package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/playback"
)

// playShortcuts are the embedded preview's keys (package playpanel).
var playShortcuts = []ShortcutInfo{
	{"Ctrl+P, F5", "Play / pause (after an edit, Play restarts with it)", "Play"},
	{"Ctrl+Left, F6", "Step back one frame", "Play"},
	{"Ctrl+Right, F7", "Step forward one frame", "Play"},
	{"Ctrl+Shift+R, F8", "Restart from frame 0", "Play"},
	{"Ctrl+Shift+P, F9", "Resume from here with the edits", "Play"},
	{"F1, F5-F9", "Work everywhere, also while a text field, a check box or a list has the focus", "Everywhere"},
	{"Arrows", "Hold left / right / up / down while playing (paused, they pan the view)", "Play (Level tab)"},
	{"Z, X, C, Space", "Jump while playing (paused, C is the Chunk tool)", "Play (Level tab)"},
	{"Click timeline / graph", "Jump to that frame", "Play"},
	{"Click block (paused)", "Inspect the block", "Play"},
}

// specialShortcuts are the Special tab's keys and mouse actions (package
// specialtab; the grid has the keys once the tab is selected or clicked).
var specialShortcuts = []ShortcutInfo{
	{"Left click / drag", "Paint the selected block (a drag is one undo step)", "Special tab"},
	{"Right click / drag", "Erase (empty)", "Special tab"},
	{"Return, F5", "Play / pause the special stage", "Special tab"},
	{", F6 / . F7", "Step back / forward one frame", "Special tab"},
	{"F8", "Restart from frame 0", "Special tab"},
	{"Left, Right, Space (Z, X, C)", "Move, jump while playing", "Special tab"},
}

// fileShortcuts are the File and Edit menus' keys.
var fileShortcuts = []ShortcutInfo{
	{"Ctrl+N", "New pack", "File"},
	{"Ctrl+O", "Open", "File"},
	{"Ctrl+S", "Save", "File"},
	{"Ctrl+Shift+S", "Save As", "File"},
	{"Ctrl+E", "Export the view as PNG", "File"},
	{"Ctrl+Q", "Quit", "File"},
	{"Ctrl+Z", "Undo", "Edit"},
	{"Ctrl+Y, Ctrl+Shift+Z", "Redo", "Edit"},
	{"F1", "This help", "Help"},
}

// painterShortcuts are the tile painter's mouse actions.
var painterShortcuts = []ShortcutInfo{
	{"Drag", "Paint heights (or widths) column by column", "Tiles"},
	{"Right-click", "Clear a column", "Tiles"},
}

// AllShortcuts returns every shortcut the help lists: files, tiles,
// level editing and play.
func AllShortcuts() []ShortcutInfo {
	var all []ShortcutInfo
	all = append(all, fileShortcuts...)
	all = append(all, painterShortcuts...)
	all = append(all, levelShortcuts...)
	all = append(all, playShortcuts...)
	all = append(all, specialShortcuts...)
	return all
}

// helpContent is the help overlay's table.
func helpContent() fyne.CanvasObject {
	grid := container.NewGridWithColumns(3,
		widget.NewLabelWithStyle("Key", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Action", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle("Where", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, s := range AllShortcuts() {
		grid.Add(widget.NewLabelWithStyle(s.Key, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}))
		grid.Add(widget.NewLabel(s.Action))
		grid.Add(widget.NewLabel(s.Where))
	}
	sc := container.NewVScroll(grid)
	sc.SetMinSize(fyne.NewSize(760, 520))
	return sc
}

// ShowHelp shows every shortcut in a dialog (F1).
func (e *Editor) ShowHelp() {
	if e.Win == nil {
		return
	}
	e.showOnce(dlgHelp, dialog.NewCustom("Keyboard shortcuts", "Close", helpContent(), e.Win))
}

// extraMenus returns the Play and Help menus.
func (e *Editor) extraMenus() []*fyne.Menu {
	// The key is shown in the menu; the play panel's key handler handles
	// it (Fyne only triggers shortcuts with a modifier).
	key := func(label string, k fyne.KeyName, f func()) *fyne.MenuItem {
		return menuItem(label, f, &shortcutLabel{k})
	}
	ctrl := func(label string, k fyne.KeyName, mod fyne.KeyModifier, f func()) *fyne.MenuItem {
		return menuItem(label, f, shortcut(k, mod))
	}
	c := func(f func(*playback.PlayController)) func() {
		return func() {
			if e.play != nil {
				f(e.playCtl())
			}
		}
	}
	play := fyne.NewMenu("Play",
		ctrl("Play / Pause (F5)", fyne.KeyP, 0, func() {
			if e.play != nil {
				e.play.TogglePlay()
			}
		}),
		ctrl("Step back (F6)", fyne.KeyLeft, 0, c((*playback.PlayController).StepBack)),
		ctrl("Step forward (F7)", fyne.KeyRight, 0, c((*playback.PlayController).StepForward)),
		ctrl("Restart (F8)", fyne.KeyR, fyne.KeyModifierShift, c((*playback.PlayController).Restart)),
		ctrl("Resume from here (F9)", fyne.KeyP, fyne.KeyModifierShift, c((*playback.PlayController).ResumeHere)),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Load input script…", e.LoadScriptDialog),
		fyne.NewMenuItem("Save recorded inputs…", e.SaveRecordingDialog),
		fyne.NewMenuItem("Unload script", c((*playback.PlayController).UnloadScript)),
	)
	help := fyne.NewMenu("Help", key("Keyboard shortcuts", fyne.KeyF1, e.ShowHelp),
		fyne.NewMenuItem("Colour legend (every view)", e.ShowColourLegend),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("About Loopwright", e.ShowAbout))
	return []*fyne.Menu{e.viewMenu(), play, help}
}

// shortcutLabel is a key shown beside a menu item (the key itself is
// handled elsewhere).
type shortcutLabel struct{ k fyne.KeyName }

// ShortcutName implements fyne.Shortcut.
func (s *shortcutLabel) ShortcutName() string { return "Key:" + string(s.k) }

// Key and Mod let the menu print the key.
func (s *shortcutLabel) Key() fyne.KeyName     { return s.k }
func (s *shortcutLabel) Mod() fyne.KeyModifier { return 0 }

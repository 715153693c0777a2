package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/pack"
	"loopwright/tmx"
)

// TestEditor_ExportTMXLevelInView: File > Export .tmx exports the level in
// view, not the pack's first.
func TestEditor_ExportTMXLevelInView(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	m.SelectLevel(1)
	p := filepath.Join(t.TempDir(), "out", "b.tmx")
	if err := e.ExportTMX(p); err != nil {
		t.Fatal(err)
	}
	l, err := tmx.Import(p)
	if err != nil {
		t.Fatal(err)
	}
	if want := m.Pack.Levels[1]; l.Width != want.Width || l.Height != want.Height {
		t.Errorf("exported %dx%d, want level b's %dx%d", l.Width, l.Height, want.Width, want.Height)
	}
}

// TestEditor_StartPath: file dialogs open in the open pack's folder and
// suggest names without an extension.
func TestEditor_StartPath(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	dir := t.TempDir()
	m.Path = filepath.Join(dir, "packs", "mine")
	if got := e.startPath("mine"); got != filepath.Join(dir, "packs", "mine") {
		t.Errorf("startPath = %q", got)
	}
	m.Path = filepath.Join(dir, "x.zip")
	if got := e.startPath(""); got != dir+string(filepath.Separator) {
		t.Errorf("startPath(\"\") = %q", got)
	}
	m.Path = ""
	wd, _ := os.Getwd()
	if got := e.startPath("a"); got != filepath.Join(wd, "a") || strings.Contains(got, ".zip") {
		t.Errorf("new pack: startPath = %q", got)
	}
	// A .tmx opened (imported: the pack has no path of its own yet): Save
	// As starts beside the map, not in the working folder.
	tmxPath := filepath.Join(dir, "maps", "loop.tmx")
	if err := e.finishOpen(tmxPath, edittest.LevelModel(t).Pack, nil); err != nil {
		t.Fatal(err)
	}
	if e.Model.Path != "" {
		t.Fatalf("an imported map gave the pack the path %q", e.Model.Path)
	}
	if got := e.startPath("loop"); got != filepath.Join(dir, "maps", "loop") {
		t.Errorf("after opening %s: startPath = %q, want in the map's folder", tmxPath, got)
	}
}

// TestEditor_LevelDialogs: New level asks for a name (an unused one
// suggested) and a size; OK is disabled while either is invalid; Rename,
// Resize, Move and Delete act on the selected level.
func TestEditor_LevelDialogs(t *testing.T) {
	m := edittest.LevelModel(t)
	if err := m.RenameLevel(1, "level3"); err != nil { // the next default would have been level3
		t.Fatal(err)
	}
	e := newTestEditorOn(t, m)
	e.NewLevelDialog()
	d := e.dlg.level
	f, _ := e.newLevelForm()
	if f.name.Text == "level3" || m.CheckLevelName(f.name.Text, -1) != nil {
		t.Fatalf("suggested name %q is taken", f.name.Text)
	}
	// Type a taken name: OK is disabled, Submit does nothing.
	items := dialogEntries(t, e)
	items[0].SetText("LEVEL3")
	d.Submit()
	if len(m.Pack.Levels) != 2 {
		t.Fatalf("a taken name was accepted: %d levels", len(m.Pack.Levels))
	}
	items[0].SetText("mine")
	items[1].SetText("0")
	d.Submit()
	if len(m.Pack.Levels) != 2 {
		t.Fatal("a 0-block-wide level was accepted")
	}
	items[1].SetText("90")
	d.Submit()
	if l := m.Level(); len(m.Pack.Levels) != 3 || l.Name != "mine" || l.Width != 90 || l.Height != 48 {
		t.Fatalf("new level: %d levels, %q %dx%d", len(m.Pack.Levels), l.Name, l.Width, l.Height)
	}
	e.RenameLevelDialog()
	dialogEntries(t, e)[0].SetText("ours")
	e.dlg.level.Submit()
	e.ResizeLevelDialog()
	es := dialogEntries(t, e)
	es[0].SetText("20")
	es[1].SetText("10")
	e.dlg.level.Submit()
	e.MoveLevelBy(-2)
	if got := levelList(m); got != "ours:20x10 a:64x32 level3:32x16" || m.LevelIndex() != 0 {
		t.Fatalf("levels %s, selected %d", got, m.LevelIndex())
	}
	if _, err := pack.Files(m.Pack); err != nil {
		t.Fatal(err)
	}
}

func levelList(m *model.Model) string {
	var s []string
	for _, l := range m.Pack.Levels {
		s = append(s, fmt.Sprintf("%s:%dx%d", l.Name, l.Width, l.Height))
	}
	return strings.Join(s, " ")
}

// dialogEntries returns the entries of the level form on top of the window.
func dialogEntries(t *testing.T, e *Editor) []*widgets.Entry {
	t.Helper()
	var out []*widgets.Entry
	ov := e.Win.Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no dialog shown")
	}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widgets.Entry:
			out = append(out, w)
			return
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			r := test.TempWidgetRenderer(t, w)
			for _, c := range r.Objects() {
				walk(c)
			}
		}
	}
	walk(ov)
	return out
}

// TestEditor_OpenAsyncTakesNoInput: while a pack loads, a progress dialog
// covers the window and a click on the level view goes to it, not to the
// level; then the new pack shows, unedited.
func TestEditor_OpenAsyncTakesNoInput(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.showLevelTab()
	e.LevelView.SetTool(levelview.ToolBrush)
	next := edittest.LevelModel(t).Pack
	before := next.Levels[0].Clone()
	old := m.Level()
	oldBefore := old.Clone()
	release, shown := make(chan struct{}), make(chan struct{})
	e.loadPack = func(string) (*model.Pack, error) {
		<-release
		return next, nil
	}
	signalled := false
	m.OnChange(func() {
		if m.Pack == next && !signalled {
			signalled = true
			close(shown)
		}
	})
	e.OpenAsync("big.zip")
	if !e.Loading() || e.Win.Canvas().Overlays().Top() == nil {
		t.Fatal("no progress dialog while loading")
	}
	// Clicks on the view, through the canvas as the driver sends them, go
	// to the dialog while loading.
	c := e.Win.Canvas()
	v := e.LevelView
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(v).Add(fyne.NewPos(v.Size().Width/2, v.Size().Height/2))
	test.TapCanvas(c, pos)
	test.TapCanvas(c, pos.AddXY(16, 0))
	close(release)
	<-shown
	if e.Loading() || c.Overlays().Top() != nil {
		t.Fatal("the progress dialog stays after loading")
	}
	if d := next.Levels[0].Diff(before); d != "" {
		t.Fatalf("a click given while loading edited the new level: %s", d)
	}
	if d := old.Diff(oldBefore); d != "" {
		t.Fatalf("a click given while loading went through the dialog to the old level: %s", d)
	}
	// The control: after loading, the same click paints.
	e.LevelView.SetTool(levelview.ToolBrush)
	test.TapCanvas(c, pos)
	if m.Level().Diff(before) == "" {
		t.Fatal("a click after loading does not reach the view: the test proves nothing")
	}
}

// TestEditor_StatusNamesTheSource: a .tmx opened from disk is not labelled
// "(built-in example)"; counts are singular or plural as they should be.
func TestEditor_StatusNamesTheSource(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	p := filepath.Join(t.TempDir(), "map.tmx")
	if err := e.ExportTMX(p); err != nil {
		t.Fatal(err)
	}
	if err := e.OpenPath(p); err != nil {
		t.Fatal(err)
	}
	s := e.statusText()
	if strings.Contains(s, "built-in") || !strings.Contains(s, p) || !strings.Contains(s, "1 level") || strings.Contains(s, "1 levels") {
		t.Errorf("status %q", s)
	}
}

// TestEditor_RecentHoldsPaths: Open Recent's items open the path they show
// even after another instance changed the list (two editors share the
// list's file: each sees the other's additions); paths that are not UTF-8
// are kept byte for byte; a pack opened as its folder and as its pack.json
// is listed once; an item whose file is gone says so and leaves the list.
func TestEditor_RecentHoldsPaths(t *testing.T) {
	file := filepath.Join(t.TempDir(), "recent.json")
	e := newTestEditorWith(t, edittest.LevelModel(t), Options{RecentFile: file})
	e.ClearRecent()
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "c")
	for _, p := range []string{a, b, c} {
		if err := os.Mkdir(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	e.addRecent(a)
	e.addRecent(b)
	items := e.recentItems() // the menu as built now: b, a
	// Another instance (another editor on the same file) puts c first.
	other := newTestEditorWith(t, edittest.LevelModel(t), Options{RecentFile: file})
	other.addRecent(c)
	if r := e.Recent(); !slices.Equal(r, []string{c, b, a}) {
		t.Fatalf("this editor reads %q after the other added c", r)
	}
	// Back in this window, its menu lists c too.
	e.app.Lifecycle().(interface{ OnEnteredForeground() func() }).OnEnteredForeground()()
	if got := e.files.recentMenu.ChildMenu.Items[0].Label; !strings.HasSuffix(got, c) {
		t.Fatalf("Open Recent's first item %q after the window came back, want %s", got, c)
	}
	var opened []string
	e.loadPack = func(p string) (*model.Pack, error) { opened = append(opened, p); return nil, errors.New("stop") }
	items[0].Action()
	e.waitOpen()
	if len(opened) != 1 || opened[0] != b {
		t.Fatalf("the item showing %s opened %v", b, opened)
	}
	odd := filepath.Join(dir, "caf\xe9")
	e.addRecent(odd)
	e.addRecent(filepath.Join(a, "pack.json"))
	e.addRecent(a + string(filepath.Separator))
	r := e.Recent()
	if r[0] != a || r[1] != odd || slices.Index(r[2:], a) >= 0 {
		t.Fatalf("recent %q", r)
	}
	if got := other.Recent(); !slices.Equal(got, r) {
		t.Fatalf("the other editor reads %q, this one %q", got, r)
	}
	raw, err := os.ReadFile(file)
	if err != nil || !utf8.Valid(raw) {
		t.Fatalf("the list's file is not UTF-8 JSON: %q %v", raw, err)
	}
	// A pack deleted since: its item says so and leaves the list.
	n := len(e.Win.Canvas().Overlays().List())
	e.OpenRecentPath(odd)
	if slices.Contains(e.Recent(), odd) {
		t.Fatal("a missing pack stays in Open Recent")
	}
	if len(e.Win.Canvas().Overlays().List()) != n+1 {
		t.Fatal("no error shown for a missing pack")
	}
}

package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"loopwright/editor/model"
	"loopwright/pack"
)

// TestEditor_NewPackSaysWhatToDo: after File > New the pack has no level;
// the Level tab says how to make one over its empty view, and the level
// buttons that need a level are disabled instead of doing nothing when
// clicked (found walking the editor as a new designer:
// controls that did not respond). Move up/down follow the selected level's place.
func TestEditor_NewPackSaysWhatToDo(t *testing.T) {
	e := newTestEditor(t)
	e.NewPack()
	e.showLevelTab()
	lt := e.level
	b := lt.levelBtns
	if !lt.empty.Visible() || !strings.Contains(lt.empty.Text, "New level") {
		t.Errorf("no level: hint visible=%v %q, want it shown naming New level", lt.empty.Visible(), lt.empty.Text)
	}
	for name, w := range map[string]interface{ Disabled() bool }{"Rename": b.rename, "Resize": b.resize, "Delete": b.del, "Move up": b.up, "Move down": b.down} {
		if !w.Disabled() {
			t.Errorf("no level: %s is enabled (clicking it does nothing)", name)
		}
	}

	if err := e.Model.CreateLevel("first", 16, 8); err != nil {
		t.Fatal(err)
	}
	if lt.empty.Visible() {
		t.Error("a level was made: the no-level hint still covers the view")
	}
	if b.rename.Disabled() || b.resize.Disabled() || b.del.Disabled() {
		t.Error("a level is selected: Rename/Resize/Delete still disabled")
	}
	if !b.up.Disabled() || !b.down.Disabled() {
		t.Errorf("the only level: Move up disabled=%v, Move down disabled=%v; want both disabled", b.up.Disabled(), b.down.Disabled())
	}
	if err := e.Model.CreateLevel("second", 16, 8); err != nil {
		t.Fatal(err)
	}
	e.Model.SelectLevel(1)
	if b.up.Disabled() || !b.down.Disabled() {
		t.Errorf("last of two selected: Move up disabled=%v, Move down disabled=%v; want up enabled, down disabled", b.up.Disabled(), b.down.Disabled())
	}
	e.MoveLevelBy(-1)
	if e.Model.LevelIndex() != 0 || !b.up.Disabled() || b.down.Disabled() {
		t.Errorf("moved to the top: index %d, Move up disabled=%v, Move down disabled=%v", e.Model.LevelIndex(), b.up.Disabled(), b.down.Disabled())
	}
}

// TestEditor_ChunkCountExcludesTheEmptyChunk: the Chunks tab counts the
// chunks one can edit as the Tiles tab counts tiles ("1 chunks" counted
// the empty chunk 0 of a new pack; "Chunk 1 of 2" when there was one).
func TestEditor_ChunkCountExcludesTheEmptyChunk(t *testing.T) {
	e := newTestEditor(t)
	e.NewPack()
	e.tabs.Select(e.chunksTab)
	info := func() string { return e.chunkEd.info.Text }
	if got := info(); !strings.HasPrefix(got, "0 chunks of ") || !strings.Contains(got, "chunk 0, the empty chunk") {
		t.Errorf("new pack: %q, want 0 chunks and chunk 0 named as the empty one", got)
	}
	e.Model.AddChunk()
	if got := info(); !strings.HasPrefix(got, "Chunk 1 of 1 ") {
		t.Errorf("one chunk added: %q, want \"Chunk 1 of 1 …\"", got)
	}
}

// TestEditor_SaveAsNamesANewPack: a new pack saved as "mypack" is named
// mypack (in pack.json and the status line), not "Untitled" (found walking
// the editor: File > New, Save As mypack, the status still read "Untitled");
// a pack that has a name keeps it, and a save that fails names nothing.
func TestEditor_SaveAsNamesANewPack(t *testing.T) {
	e := newTestEditor(t)
	e.NewPack()
	dir := t.TempDir()
	if err := e.saveAsPath(filepath.Join(dir, "mypack")); err != nil {
		t.Fatal(err)
	}
	if e.Model.Pack.Name != "mypack" || !strings.Contains(e.status.Text, `"mypack"`) {
		t.Errorf("saved as mypack: name %q, status %q", e.Model.Pack.Name, e.status.Text)
	}
	p, err := pack.Load(filepath.Join(dir, "mypack"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "mypack" {
		t.Errorf("pack.json names the pack %q, want mypack", p.Name)
	}
	// Saved again elsewhere: the name stays.
	if err := e.saveAsPath(filepath.Join(dir, "copy.zip")); err != nil {
		t.Fatal(err)
	}
	if e.Model.Pack.Name != "mypack" {
		t.Errorf("a named pack saved as copy.zip renamed itself %q", e.Model.Pack.Name)
	}

	// A failed first save leaves "Untitled".
	e.NewPack()
	e.Model.History.MarkSaved()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = e.saveAsPath(filepath.Join(blocker, "sub", "zip.zip"))
	if e.Model.Pack.Name != model.Untitled {
		t.Errorf("a failed save renamed the pack %q", e.Model.Pack.Name)
	}
	for _, c := range []struct{ path, want string }{
		{"/a/b/name", "name"}, {"/a/b/name/pack.json", "name"}, {"/a/x.zip", "x"}, {"/a/x.ZIP", "x"}, {"/a/x.tmx", ""},
	} {
		if got := packNameOf(c.path); got != c.want {
			t.Errorf("packNameOf(%q) = %q, want %q", c.path, got, c.want)
		}
	}
}

// loopDialogOnNewLevel is the walk File > New, New level (160x48 blocks),
// Generate > Loop: the editor and the Loop dialog it shows.
func loopDialogOnNewLevel(t *testing.T) (*Editor, *genForm) {
	t.Helper()
	e := newTestEditor(t)
	e.NewPack()
	if err := e.Model.CreateLevel("first", 160, 48); err != nil {
		t.Fatal(err)
	}
	e.showLevelTab()
	f := e.showGenDialog("loop")
	if f == nil {
		t.Fatal("no dialog")
	}
	return e, f
}

// TestGenDialog_WarnsWhenItBuriesTheStart: a loop generated over a new
// level's player start (the walk: File > New, New level, Generate > Loop
// at its default origin) put the start inside solid ground and Play began
// there; the dialog says so before Insert (still allowed: the start can be
// moved after), and says nothing when the start stays clear.
func TestGenDialog_WarnsWhenItBuriesTheStart(t *testing.T) {
	e, f := loopDialogOnNewLevel(t)
	st := e.Model.Level().Start
	set := func(bx, by int) {
		f.entries["Origin X"].SetText(fmt.Sprint(bx))
		f.entries["Origin Y"].SetText(fmt.Sprint(by))
	}
	set(10, 18) // the walk's default: the loop's wall covers 64,64
	if !strings.Contains(f.status.Text, "buries the player start") || !f.ok {
		t.Errorf("loop over the start (%d,%d): status %q ok=%v; want the warning and Insert still allowed", st.X, st.Y, f.status.Text, f.ok)
	}
	set(60, 30)
	if strings.Contains(f.status.Text, "buries") || !f.ok {
		t.Errorf("loop far from the start: status %q ok=%v", f.status.Text, f.ok)
	}
}

// TestGenDialog_WarnsWhenASwitcherFallsOutside: a loop placed as far left
// as its blocks fit put its entry switcher (32 px before the loop) outside
// the level, where no player crosses it, and said nothing (lint's
// outside-level found it only after Insert); the dialog now says so, and
// not once the origin moves inward.
func TestGenDialog_WarnsWhenASwitcherFallsOutside(t *testing.T) {
	_, f := loopDialogOnNewLevel(t)
	f.entries["Origin Y"].SetText("30")
	bx := 0
	for ; bx < 40; bx++ { // the first origin where the blocks fit
		f.entries["Origin X"].SetText(fmt.Sprint(bx))
		if f.ok {
			break
		}
	}
	if !f.ok || !strings.Contains(f.status.Text, "switchers fall outside the level") {
		t.Errorf("loop at the left edge (origin %d,30): status %q ok=%v; want the switcher warning", bx, f.status.Text, f.ok)
	}
	f.entries["Origin X"].SetText(fmt.Sprint(bx + 4))
	if strings.Contains(f.status.Text, "outside") || !f.ok {
		t.Errorf("loop 4 blocks in (origin %d,30): status %q ok=%v", bx+4, f.status.Text, f.ok)
	}
}

// TestEditor_PlaceChunkCount: the Level tab's chunk to place is counted as
// the Chunks tab counts (chunk 0 apart): "chunk 1 of 1" for a library with
// one chunk besides the empty one, not "of 2".
func TestEditor_PlaceChunkCount(t *testing.T) {
	e := newTestEditor(t)
	e.NewPack()
	if err := e.Model.CreateLevel("first", 32, 16); err != nil {
		t.Fatal(err)
	}
	e.showLevelTab()
	if got := e.level.chunkInfo.Text; !strings.HasPrefix(got, "chunk 0, the empty chunk") || !strings.Contains(got, "0 chunks besides") {
		t.Errorf("no chunk yet: %q", got)
	}
	e.Model.AddChunk()
	e.Model.SetPlaceChunk(1)
	if got := e.level.chunkInfo.Text; !strings.HasPrefix(got, "chunk 1 of 1 ") {
		t.Errorf("one chunk, placing it: %q, want \"chunk 1 of 1 …\"", got)
	}
}

// TestEditor_OneUnsavedPrompt: asking again while the "Unsaved changes"
// prompt shows (Ctrl+N twice, then Ctrl+O: shortcuts reach the window
// under a dialog) shows one prompt, for the last request; answering it
// leaves no older prompt behind whose Discard would run an older action
// (found walking the editor: three prompts stacked).
func TestEditor_OneUnsavedPrompt(t *testing.T) {
	e := newTestEditor(t)
	e.Model.AddTile()
	if !e.Model.Dirty() {
		t.Fatal("not dirty")
	}
	ov := e.Win.Canvas().Overlays()
	before := len(ov.List())
	e.NewPack()
	e.NewPack()
	e.confirmQuit()
	if n := len(ov.List()) - before; n != 1 {
		t.Fatalf("%d prompts showing, want 1", n)
	}
	if b := findButton(ov.Top(), "Cancel"); b == nil {
		t.Fatal("no Cancel on the prompt")
	} else {
		test.Tap(b)
	}
	if n := len(ov.List()) - before; n != 0 {
		t.Fatalf("after Cancel %d prompts still show", n)
	}
	if len(e.Model.Pack.Levels) == 0 {
		t.Fatal("a dropped New ran")
	}
	// Asked once more after it was answered: one prompt again, and its
	// Discard runs that action.
	e.NewPack()
	if n := len(ov.List()) - before; n != 1 {
		t.Fatalf("%d prompts, want 1", n)
	}
	test.Tap(findButton(ov.Top(), "Discard changes"))
	if len(e.Model.Pack.Levels) != 0 || len(ov.List()) != before {
		t.Fatalf("Discard: %d levels, %d overlays", len(e.Model.Pack.Levels), len(ov.List())-before)
	}
}

// TestEditor_DeleteUsedTileAsks: Delete on a tile that chunks place (the
// tour's full block: one click emptied the floor of every level) or on a
// chunk levels place asks first, saying what goes; Cancel keeps it, the
// dialog's Delete deletes. An unused tile or chunk goes at once.
func TestEditor_DeleteUsedTileAsks(t *testing.T) {
	e := newTestEditor(t)
	m := e.Model
	ov := e.Win.Canvas().Overlays()
	m.Select(1)
	if b, _ := m.TileUses(1); b == 0 {
		t.Fatal("the tour does not use tile 1")
	}
	n := len(m.Lib().Tiles)
	test.Tap(findButton(e.library.Content, "Delete"))
	if ov.Top() == nil || len(m.Lib().Tiles) != n {
		t.Fatalf("used tile: no question (overlay %v), %d tiles of %d", ov.Top() != nil, len(m.Lib().Tiles), n)
	}
	test.Tap(findButton(ov.Top(), "Cancel"))
	if ov.Top() != nil || len(m.Lib().Tiles) != n {
		t.Fatal("Cancel deleted the tile or left the question")
	}
	test.Tap(findButton(e.library.Content, "Delete"))
	test.Tap(findButton(ov.Top(), "Delete"))
	if len(m.Lib().Tiles) != n-1 {
		t.Fatalf("the question's Delete: %d tiles, want %d", len(m.Lib().Tiles), n-1)
	}
	m.AddTile() // unused: at once
	test.Tap(findButton(e.library.Content, "Delete"))
	if ov.Top() != nil || len(m.Lib().Tiles) != n-1 {
		t.Fatalf("unused tile: overlay %v, %d tiles", ov.Top() != nil, len(m.Lib().Tiles))
	}

	// A chunk the levels place.
	e.tabs.Select(e.chunksTab)
	m.SelectChunk(1)
	if m.ChunkUses(1) == 0 {
		t.Fatal("the tour places no chunk 1")
	}
	nc := len(m.Lib().Chunks)
	test.Tap(findButton(e.chunkEd.content, "Delete"))
	if ov.Top() == nil || len(m.Lib().Chunks) != nc {
		t.Fatal("used chunk: no question")
	}
	test.Tap(findButton(ov.Top(), "Cancel"))
	if len(m.Lib().Chunks) != nc {
		t.Fatal("Cancel deleted the chunk")
	}
}

// TestEditor_EditSubmenusFit: the Edit menu's submenus (Generate, Level
// view) open where all their items fit in the default 1280x800 window:
// listed last, they opened at its bottom edge and their last items were
// cut off (seen under Xvfb). Each submenu's top sits at its item's row;
// rows are counted at Fyne's item height and must leave the submenu room.
func TestEditor_EditSubmenusFit(t *testing.T) {
	e := newTestEditor(t)
	var edit *fyne.Menu
	for _, m := range e.Win.MainMenu().Items {
		if m.Label == "Edit" {
			edit = m
		}
	}
	if edit == nil {
		t.Fatal("no Edit menu")
	}
	const rows = 800/40 - 1 // ~40 units an item at the default theme, below the menu bar
	for i, it := range edit.Items {
		if it.ChildMenu == nil {
			continue
		}
		if end := i + len(it.ChildMenu.Items); end > rows {
			t.Errorf("Edit > %s at row %d with %d items ends at row %d, past the %d rows of a 1280x800 window", it.Label, i, len(it.ChildMenu.Items), end, rows)
		}
	}
}

// TestGenDialog_OneAtATime: Generate again (Ctrl+G, or another Generate
// button) while a Generate dialog shows replaces it: one dialog, and the
// view keeps marking where the shape goes (stacked, closing the old one
// cleared the mark of the one still open).
func TestGenDialog_OneAtATime(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	ov := e.Win.Canvas().Overlays()
	before := len(ov.List())
	e.showGenDialog("loop")
	e.showGenDialog("slope")
	if n := len(ov.List()) - before; n != 1 {
		t.Fatalf("%d Generate dialogs showing, want 1", n)
	}
	if e.LevelView.Placement() == nil {
		t.Fatal("the open dialog's placement is not marked in the view")
	}
	test.Tap(findButton(ov.Top(), "Cancel"))
	if len(ov.List()) != before || e.LevelView.Placement() != nil {
		t.Fatalf("after Cancel: %d dialogs, placement %v", len(ov.List())-before, e.LevelView.Placement())
	}
}

// TestEditor_InspectorUnderTheProperties: in the Level tab's right panel
// the inspector (the sensor table a paused frame is read with) comes right
// after the properties, before Checks and Lint: below them it was out of
// sight at 1280x800, and their lists keep the mouse wheel, so the panel
// could not be wheeled down to it from there (seen under Xvfb).
func TestEditor_InspectorUnderTheProperties(t *testing.T) {
	e := newTestEditor(t)
	objs := e.levelRight.Objects
	at := func(o fyne.CanvasObject) int {
		for i, x := range objs {
			if x == o {
				return i
			}
		}
		return -1
	}
	play, checks := at(e.play.Right()), at(e.checks.Content())
	if play != 1 || checks <= play {
		t.Fatalf("right panel: inspector at %d, checks at %d of %d; want the inspector at 1 (after the properties), checks after it", play, checks, len(objs))
	}
}

// TestEditor_NoLevelHintReadable: the no-level hint over the Level tab's
// view is laid out as lines of text, below the toolbar, not one letter a
// line over it (found walking the editor as a new designer).
func TestEditor_NoLevelHintReadable(t *testing.T) {
	e := newTestEditor(t)
	e.Win.Resize(fyne.NewSize(1200, 800))
	e.NewPack()
	e.showLevelTab()
	lt := e.level
	lines := strings.Count(noLevelText, "\n") + 1
	line := fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{}).Height
	size := lt.empty.Size()
	if size.Height > float32(lines+2)*line*1.5 {
		t.Errorf("the hint is %.0f px tall for %d lines of %.0f px: it is wrapped a letter a line", size.Height, lines, line)
	}
	first, _, _ := strings.Cut(noLevelText, "\n")
	if w := fyne.MeasureText(first, theme.TextSize(), fyne.TextStyle{}).Width; size.Width < w {
		t.Errorf("the hint is %.0f px wide, narrower than its first line (%.0f px)", size.Width, w)
	}
	d := fyne.CurrentApp().Driver()
	hint := d.AbsolutePositionForObject(lt.empty)
	view := d.AbsolutePositionForObject(lt.view)
	if hint.Y < view.Y {
		t.Errorf("the hint starts at y %.0f, above the level view (y %.0f): over the toolbar", hint.Y, view.Y)
	}
}

package editor

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/layers"
)

// The Layout menu (docs/editor.md "Layout tools"): the model's layout
// tools (editor/model layout_tools.go) behind small forms.

const dlgLayoutTool = "layouttool" // the Layout menu's forms and reports

// layoutMenu returns the Layout menu.
func (e *Editor) layoutMenu() *fyne.Menu {
	bg := fyne.NewMenuItem("Edit the background plane", nil)
	bg.Action = func() {
		bg.Checked = e.ToggleBackground()
		if e.menu != nil {
			e.menu.Refresh()
		}
	}
	return fyne.NewMenu("Layout",
		bg,
		fyne.NewMenuItem("Background plane size…", e.BackgroundSizeDialog),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Insert rows…", func() { e.ShiftDialog(true, true) }),
		fyne.NewMenuItem("Delete rows…", func() { e.ShiftDialog(true, false) }),
		fyne.NewMenuItem("Insert columns…", func() { e.ShiftDialog(false, true) }),
		fyne.NewMenuItem("Delete columns…", func() { e.ShiftDialog(false, false) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Save selection as section…", e.SaveSectionDialog),
		fyne.NewMenuItem("Insert section…", e.InsertSectionDialog),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Replace chunk…", func() { e.ReplaceDialog(false) }),
		fyne.NewMenuItem("Replace tile…", func() { e.ReplaceDialog(true) }),
		fyne.NewMenuItem("Replace the selected block with the brush", func() {
			n, err := e.ReplaceSelectedBlock()
			if err != nil {
				e.showError(err)
				return
			}
			e.lastLayoutReport = fmt.Sprintf("Replaced the block in %d places (Edit > Undo takes it back).", n)
			if e.Win != nil {
				e.showOnce(dlgLayoutTool, dialog.NewInformation("Replace block", e.lastLayoutReport, e.Win))
			}
		}),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Delete unused chunks", func() { e.chunkTool(e.Model.DeleteUnusedChunks, "unused chunk") }),
		fyne.NewMenuItem("Remove duplicate chunks", func() { e.chunkTool(e.Model.RemoveDuplicateChunks, "duplicate chunk") }),
		fyne.NewMenuItem("Delete unused tiles", func() { e.tileTool(e.Model.DeleteUnusedTiles, "unused tile") }),
		fyne.NewMenuItem("Remove duplicate tiles", func() { e.tileTool(e.Model.RemoveDuplicateTiles, "duplicate tile") }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Usage counts…", e.UsageDialog),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Import collision image (_col.png)…", e.ImportCollisionDialog),
		fyne.NewMenuItem("Export collision image (_col.png)…", e.ExportCollisionDialog),
		fyne.NewMenuItem("Export art and collision (PNG, _col.png)…", e.ExportSectionDialog),
	)
}

// artMenu returns the Art menu: a SonLVL project level's palette, 16x16
// art blocks and 8x8 patterns.
func (e *Editor) artMenu() *fyne.Menu {
	return fyne.NewMenu("Art",
		fyne.NewMenuItem("Palette…", e.PaletteDialog),
		fyne.NewMenuItem("Block art…", e.BlockArtDialog),
		fyne.NewMenuItem("Pattern (8x8 art)…", e.PatternDialog),
		fyne.NewMenuItem("Import patterns from PNG…", e.ImportPatternsDialog),
		fyne.NewMenuItem("Export patterns as PNG…", e.ExportPatternsDialog),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Import picture as section…", e.ImportPictureDialog),
		fyne.NewMenuItem("New level from picture…", e.NewLevelFromPictureDialog),
		fyne.NewMenuItem("Export art and collision (PNG, _col.png)…", e.ExportSectionDialog),
	)
}

// chunkTool runs a tool renumbering chunks and reports it; the levels'
// art is renumbered with the chunks. On a SonLVL project's level the
// levels sharing its chunk files count as users of their chunks, and the
// report names those whose layouts Save rewrites with the renumbering;
// a Sonic 1 project's level renumbers its loop chunks with their chunks
// and says which chunks keep their numbers (model.S1FixedChunks), as a
// level sharing only a chunk file part pins that part's chunks
// (model.PartPinnedChunks).
func (e *Editor) chunkTool(f func() int, what string) {
	for _, l := range e.Model.Pack.Levels {
		if !model.ArtFollowsChunks(l) && !e.Model.S1Project() {
			err := fmt.Errorf("level %q numbers its art's chunks apart from its collision's (a Sonic 1 project's): renumbering them would put them out of step", l.Name)
			e.lastLayoutReport = err.Error()
			e.showError(err)
			return
		}
	}
	if err := e.Model.ChunkToolError(); err != nil {
		e.lastLayoutReport = err.Error()
		e.showError(err)
		return
	}
	msg := reportText(f(), what)
	if pins := e.Model.S1FixedChunks(); len(pins) > 0 {
		msg += " Kept at their numbers (the game's code or the project names them): " + model.S1PinnedText(pins) + "."
	}
	if pin, names := e.Model.PartPinnedChunks(); pin > 0 {
		msg += fmt.Sprintf(" Chunks 0-%d keep their numbers (pinned): they are in a chunk file part %s also name (the primary chunks), whose layouts are not renumbered.", pin-1, strings.Join(names, ", "))
	}
	if names := e.Model.ChunkRenumberSharers(); len(names) > 0 {
		msg += fmt.Sprintf(" Save also rewrites the layouts of %s, which share these chunk files, with the new numbers.", strings.Join(names, ", "))
	}
	e.showReport(msg)
}

// tileTool runs a tool renumbering tiles and reports it; on a SonLVL
// project's level whose collision arrays other levels share, the report
// names those whose collision indexes Save rewrites with the new
// numbers, and when they cannot be read it refuses, saying why
// (model.TileToolError).
func (e *Editor) tileTool(f func() int, what string) {
	if err := e.Model.TileToolError(); err != nil {
		e.lastLayoutReport = err.Error()
		e.showError(err)
		return
	}
	msg := reportText(f(), what)
	if names := e.Model.TileRenumberSharers(); len(names) > 0 {
		msg += " " + sharersText(names)
	}
	e.showReport(msg)
}

// sharersText says that Save rewrites the collision indexes of the levels
// names, naming at most four of them.
func sharersText(names []string) string {
	list := strings.Join(names, ", ")
	if len(names) > 4 {
		list = fmt.Sprintf("%s and %d other levels", strings.Join(names[:4], ", "), len(names)-4)
	}
	return fmt.Sprintf("Save also rewrites the collision indexes of %s, which share the collision arrays, with the new numbers.", list)
}

// ToggleBackground turns the level view's background editing on or off
// (choosing the Chunk tool when on); it reports whether it is on. A level
// without a background plane says so.
func (e *Editor) ToggleBackground() bool {
	v := e.LevelView
	if v == nil {
		return false
	}
	if v.BackgroundMode() {
		return v.SetBackgroundMode(false)
	}
	if !e.Model.HasBackground() {
		if e.Model.Level() != nil && !model.IsProject(e.Model.Path) {
			// A pack level: give it a plane first, then edit it.
			e.BackgroundSizeDialog()
			return false
		}
		e.showError(fmt.Errorf("this level has no background plane"))
		return false
	}
	e.showLevelTab()
	v.SetTool(levelview.ToolChunk)
	return v.SetBackgroundMode(true)
}

// BackgroundSizeDialog asks the size in chunks of the selected pack
// level's background plane (Layout > Background plane size…; 0 x 0
// removes it) and turns its editing on.
func (e *Editor) BackgroundSizeDialog() {
	l := e.Model.Level()
	if e.Win == nil || l == nil {
		return
	}
	if model.IsProject(e.Model.Path) {
		e.showError(fmt.Errorf("a SonLVL project's level keeps the background plane its files hold"))
		return
	}
	w0, h0 := l.LayoutW, l.LayoutH
	if bg := l.Background; bg != nil {
		w0, h0 = bg.W, bg.H
	}
	w, h := widget.NewEntry(), widget.NewEntry()
	w.SetText(strconv.Itoa(w0))
	h.SetText(strconv.Itoa(h0))
	items := []*widget.FormItem{
		{Text: "Width (chunks)", Widget: w, HintText: "the plane repeats across the level; 0 x 0 removes it"},
		{Text: "Height (chunks)", Widget: h},
	}
	e.showOnce(dlgLayoutTool, dialog.NewForm("Background plane", "Set", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		a, err1 := strconv.Atoi(strings.TrimSpace(w.Text))
		b, err2 := strconv.Atoi(strings.TrimSpace(h.Text))
		if err1 != nil || err2 != nil {
			e.showError(fmt.Errorf("%q and %q: want whole numbers", w.Text, h.Text))
			return
		}
		if err := e.SetBackgroundSize(a, b); err != nil {
			e.showError(err)
		}
	}, e.Win))
}

// SetBackgroundSize gives the selected pack level a background plane of
// w x h chunks (0 x 0: none) and turns its editing on (off without one).
func (e *Editor) SetBackgroundSize(w, h int) error {
	if err := e.Model.SetBackgroundSize(w, h); err != nil {
		return err
	}
	if v := e.LevelView; v != nil {
		if !e.Model.HasBackground() {
			v.SetBackgroundMode(false)
		} else if !v.BackgroundMode() {
			e.ToggleBackground()
		}
	}
	return nil
}

// report shows how many things a tool removed.
func (e *Editor) report(n int, what string) { e.showReport(reportText(n, what)) }

// reportText says how many things a tool removed.
func reportText(n int, what string) string {
	msg := fmt.Sprintf("Removed %d %ss (Edit > Undo brings them back).", n, what)
	if n == 1 {
		msg = fmt.Sprintf("Removed 1 %s (Edit > Undo brings it back).", what)
	}
	if n == 0 {
		msg = fmt.Sprintf("No %ss: nothing removed.", what)
	}
	return msg
}

// showReport shows a layout tool's report (and keeps it for tests).
func (e *Editor) showReport(msg string) {
	e.lastLayoutReport = msg
	if e.Win != nil {
		e.showOnce(dlgLayoutTool, dialog.NewInformation("Layout", msg, e.Win))
	}
}

// shiftDefaults returns the row or column (in chunks) and count a shift
// form starts with: the Level tab's selection's, else 0 and 1.
func (e *Editor) shiftDefaults(rows bool) (int, int) {
	l := e.Model.Level()
	if l == nil || e.LevelView == nil {
		return 0, 1
	}
	r := e.LevelView.Selection()
	if r.Empty() {
		return 0, 1
	}
	cb := l.Lib.ChunkBlocks
	lo, hi := r.Min.X, r.Max.X
	if rows {
		lo, hi = r.Min.Y, r.Max.Y
	}
	at := lo / cb
	return at, max(1, (hi+cb-1)/cb-at)
}

// ShiftDialog asks where and how many rows (or columns) of chunks to
// insert or delete in the selected level, starting from the selection.
func (e *Editor) ShiftDialog(rows, insert bool) {
	if e.Win == nil || e.Model.Level() == nil {
		return
	}
	what := "column"
	if rows {
		what = "row"
	}
	verb := "Insert"
	if !insert {
		verb = "Delete"
	}
	at0, n0 := e.shiftDefaults(rows)
	at := widget.NewEntry()
	at.SetText(strconv.Itoa(at0))
	n := widget.NewEntry()
	n.SetText(strconv.Itoa(n0))
	hint := "things at or past it move with the " + what + "s"
	if !insert {
		hint = "things inside are deleted; what lies past moves back"
	}
	items := []*widget.FormItem{
		{Text: strings.ToUpper(what[:1]) + what[1:] + " (chunks)", Widget: at, HintText: hint},
		{Text: "Count", Widget: n},
	}
	e.showOnce(dlgLayoutTool, dialog.NewForm(fmt.Sprintf("%s %ss", verb, what), verb, "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		a, err1 := strconv.Atoi(strings.TrimSpace(at.Text))
		c, err2 := strconv.Atoi(strings.TrimSpace(n.Text))
		if err1 != nil || err2 != nil {
			e.showError(fmt.Errorf("%q and %q: want whole numbers", at.Text, n.Text))
			return
		}
		if err := e.ShiftLayout(rows, insert, a, c); err != nil {
			e.showError(err)
		}
	}, e.Win))
}

// ShiftLayout inserts or deletes c rows (or columns) of chunks at a in the
// selected level (in its background plane when the level view edits it).
func (e *Editor) ShiftLayout(rows, insert bool, a, c int) error {
	m := e.Model
	if e.LevelView != nil && e.LevelView.BackgroundMode() {
		return m.ShiftBackground(rows, insert, a, c)
	}
	switch {
	case rows && insert:
		return m.InsertRows(a, c)
	case rows:
		return m.DeleteRows(a, c)
	case insert:
		return m.InsertColumns(a, c)
	}
	return m.DeleteColumns(a, c)
}

// ReplaceSelectedBlock replaces, in every chunk, the block at the Level
// tab's selection's top-left corner (both paths, as it is) with what the
// brush paints over it (its tile, flips and solidity on the brush's
// paths); it returns the blocks changed.
func (e *Editor) ReplaceSelectedBlock() (int, error) {
	l := e.Model.Level()
	if l == nil || e.LevelView == nil || e.LevelView.Selection().Empty() {
		return 0, fmt.Errorf("select the block to replace first (the Select tool, R)")
	}
	at := e.LevelView.Selection().Min
	from, ok := l.Block(at.X, at.Y)
	if !ok {
		return 0, fmt.Errorf("block %d,%d is outside the level", at.X, at.Y)
	}
	return e.Model.ReplaceBlock(from, e.Model.BrushBlock(from)), nil
}

// ReplaceDialog asks which chunk (in the layout) or tile (in the chunks)
// to replace with which, and does it.
func (e *Editor) ReplaceDialog(tiles bool) {
	if e.Win == nil || e.Model.Level() == nil {
		return
	}
	what := "chunk"
	if tiles {
		what = "tile"
	}
	from, to := widget.NewEntry(), widget.NewEntry()
	all := widget.NewCheck("in every level", nil)
	items := []*widget.FormItem{{Text: "Find " + what, Widget: from}, {Text: "Replace with", Widget: to}}
	if !tiles {
		items = append(items, &widget.FormItem{Text: "", Widget: all})
	}
	e.showOnce(dlgLayoutTool, dialog.NewForm("Replace "+what, "Replace", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		f, err1 := strconv.Atoi(strings.TrimSpace(from.Text))
		t, err2 := strconv.Atoi(strings.TrimSpace(to.Text))
		if err1 != nil || err2 != nil || f < 0 || t < 0 {
			e.showError(fmt.Errorf("%q and %q: want %s numbers", from.Text, to.Text, what))
			return
		}
		n, err := e.Replace(tiles, f, t, all.Checked)
		if err != nil {
			e.showError(err)
			return
		}
		e.lastLayoutReport = fmt.Sprintf("Replaced %s %d with %d in %d places.", what, f, t, n)
		e.showOnce(dlgLayoutTool, dialog.NewInformation("Replace "+what, e.lastLayoutReport, e.Win))
	}, e.Win))
}

// Replace replaces chunk (or tile) f with t (a chunk in the background
// plane when the level view edits it); it returns the places changed, or
// an error naming a number the library does not hold.
func (e *Editor) Replace(tiles bool, f, t int, allLevels bool) (int, error) {
	lib := e.Model.Lib()
	if tiles {
		if f >= len(lib.Tiles) || t >= len(lib.Tiles) {
			return 0, fmt.Errorf("the library has tiles 0..%d", len(lib.Tiles)-1)
		}
		return e.Model.ReplaceTile(layers.TileID(f), layers.TileID(t)), nil
	}
	if f >= len(lib.Chunks) || t >= len(lib.Chunks) {
		return 0, fmt.Errorf("the library has chunks 0..%d", len(lib.Chunks)-1)
	}
	if e.LevelView != nil && e.LevelView.BackgroundMode() {
		return e.Model.ReplaceBackgroundChunk(layers.ChunkID(f), layers.ChunkID(t), allLevels), nil
	}
	return e.Model.ReplaceChunk(layers.ChunkID(f), layers.ChunkID(t), allLevels), nil
}

// UsageText lists the chunks by how many layout cells use them and the
// tiles by how many chunk cells do, most used first, the unused named.
func (e *Editor) UsageText() string {
	var b strings.Builder
	list := func(title string, use []int) {
		type u struct{ id, n int }
		var us []u
		var unused []string
		for id, n := range use {
			if id == 0 {
				continue
			}
			if n == 0 {
				unused = append(unused, strconv.Itoa(id))
				continue
			}
			us = append(us, u{id, n})
		}
		sort.SliceStable(us, func(i, j int) bool { return us[i].n > us[j].n })
		fmt.Fprintf(&b, "%s (%d, %d unused)\n", title, len(use)-1, len(unused))
		for _, x := range us {
			fmt.Fprintf(&b, "  %4d: %d\n", x.id, x.n)
		}
		if len(unused) > 0 {
			fmt.Fprintf(&b, "  unused: %s\n", strings.Join(unused, " "))
		}
	}
	title, chunks := "Chunks: layout cells using each, every level", e.Model.ChunkUsage()
	if shared, names, err := e.Model.SharedChunkUsage(); err == nil && len(names) > 0 {
		// A project level's sharers place its chunks too.
		for id, n := range shared {
			if id < len(chunks) {
				chunks[id] += n
			}
		}
		title = fmt.Sprintf("Chunks: layout cells using each, this level and %s (sharing its chunk files)", strings.Join(names, ", "))
	}
	list(title, chunks)
	list("Tiles: chunk cells using each", e.Model.TileUsage())
	return b.String()
}

// UsageDialog shows UsageText.
func (e *Editor) UsageDialog() {
	if e.Win == nil {
		return
	}
	l := widget.NewLabel(e.UsageText())
	l.TextStyle = fyne.TextStyle{Monospace: true}
	s := container.NewVScroll(l)
	s.SetMinSize(fyne.NewSize(420, 420))
	e.showOnce(dlgLayoutTool, dialog.NewCustom("Usage counts", "Close", s, e.Win))
}

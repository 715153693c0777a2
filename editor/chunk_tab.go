package editor

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/sonlvl"
)

// chunkTab is the Chunks tab: the chunk list with add, duplicate and
// delete on the left; the selected chunk's paths A and B side by side in
// the centre, edited with the tool bar's tools; the brush (tile, flips,
// solidity) on the right.
type chunkTab struct {
	m        *model.Model
	updating bool
	tool     model.ChunkTool
	paths    model.PathSet

	list    *widgets.GridWrap
	info    *widget.Label
	tools   *widget.RadioGroup
	pathSel *widgets.Select
	a, b    *widgets.ChunkCanvas
	brush   *panels.BrushControls
	del     *widget.Button
	dup     *widget.Button
	// ids are the chunk numbers the list shows, in order (ChunkList).
	ids []int
	// The Art block tool's brush: the art block's number, its flips and
	// its picture (chunkart.go); artBox is hidden on levels without art.
	artNum     *widgets.Entry
	artX, artY *widgets.Check
	artPreview *canvas.Image
	// artBlocks is the art block picker: every art block's picture, a
	// click picks it for the brush.
	artBlocks *widgets.GridWrap
	artBox    *fyne.Container
	artNote   *widget.Label
	content   fyne.CanvasObject
	// confirm, when set, is asked before deleting a chunk levels place
	// (see panels.LibraryPanel.Confirm).
	confirm func(msg string, do func())
	// showError, when set, shows why a chunk cannot be deleted (or
	// added).
	showError func(error)
	// lastError is the last such error's text (for tests).
	lastError string
}

func newChunkTab(m *model.Model) *chunkTab {
	ct := &chunkTab{m: m}
	// The list: every chunk, or a Sonic 1 project's chunks each with its
	// placed loop form (model.ChunkList), numbered in hex there.
	ct.ids = m.ChunkList()
	at := func(i int) int {
		if i < len(ct.ids) {
			return ct.ids[i]
		}
		return 0
	}
	label := func(id int) string {
		if m.S1Project() {
			return fmt.Sprintf("$%02X", id)
		}
		return strconv.Itoa(id)
	}
	ct.list = panels.NewListedPaletteGrid(func() int { return len(ct.ids) }, at, label, 56, func(id int) image.Image {
		var pic layers.Picture
		if l := m.Level(); l != nil {
			pic = l.Picture
		}
		return widgets.ChunkThumbArt(m.Lib(), pic, layers.ChunkID(id), 56)
	}, func() int { return int(m.SelectedChunk()) })
	ct.list.OnSelected = func(i widget.GridWrapItemID) {
		if !ct.updating {
			m.SelectChunk(layers.ChunkID(at(i)))
		}
	}
	add := widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), func() { ct.addChunk(m.AddChunk) })
	ct.dup = widget.NewButtonWithIcon("Duplicate", theme.ContentCopyIcon(), func() { ct.addChunk(m.DuplicateChunk) })
	ct.del = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), ct.deleteChunk)
	ct.info = widget.NewLabel("")
	ct.info.Wrapping = fyne.TextWrapWord
	bold := fyne.TextStyle{Bold: true}
	left := container.NewBorder(
		container.NewVBox(widget.NewLabelWithStyle("Chunks", fyne.TextAlignLeading, bold), ct.info),
		container.NewGridWithColumns(3, add, ct.dup, ct.del), nil, nil, ct.list)

	var names []string
	for t := model.ChunkTool(0); t < model.ChunkToolCount; t++ {
		names = append(names, t.String())
	}
	ct.tools = widgets.NewRadioGroup(names, func(s string) {
		for t := model.ChunkTool(0); t < model.ChunkToolCount; t++ {
			if t.String() == s {
				ct.tool = t
			}
		}
	})
	ct.tools.SetSelected(ct.tool.String())
	ct.pathSel = widgets.NewSelect([]string{chunkBothPaths, chunkOnePath}, func(s string) {
		ct.paths = model.PathSetBoth
		if s == chunkOnePath {
			ct.paths = model.PathSetA // the clicked grid's path only
		}
	})
	ct.pathSel.SetSelected(chunkBothPaths)

	toolFn := func() (model.ChunkTool, model.PathSet) { return ct.tool, ct.paths }
	ct.a = widgets.NewChunkCanvas(m, layers.PathA)
	ct.b = widgets.NewChunkCanvas(m, layers.PathB)
	ct.a.Tool, ct.b.Tool = toolFn, toolFn
	ct.a.OnKey, ct.b.OnKey = ct.key, ct.key
	pane := func(title string, c *widgets.ChunkCanvas) fyne.CanvasObject {
		return container.NewBorder(widget.NewLabelWithStyle(title, fyne.TextAlignCenter, bold), nil, nil, nil, c)
	}
	grids := container.NewGridWithColumns(2, pane("Path A", ct.a), pane("Path B", ct.b))
	help := widget.NewLabel("Click or drag blocks to apply the tool. A click changes both paths, or only the path of the grid clicked (Tab switches).\n" +
		"A violet bar on a block's top edge marks an X flip, on its left edge a Y flip. Each grid shows the other path's solids faintly underneath.")
	help.Wrapping = fyne.TextWrapWord
	centre := container.New(&widgets.GridsAndHelp{}, grids, help)

	// The art brush.
	ct.artNum = widgets.NewEntry()
	ct.artX, ct.artY = widgets.NewCheck("X flip", nil), widgets.NewCheck("Y flip", nil)
	ct.artPreview = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 16, 16)))
	ct.artPreview.ScaleMode = canvas.ImageScalePixels
	ct.artPreview.SetMinSize(fyne.NewSize(48, 48))
	ct.artNote = widget.NewLabel("")
	setArt := func() {
		if ct.updating {
			return
		}
		i, err := strconv.Atoi(strings.TrimSpace(ct.artNum.Text))
		if err != nil || i < 0 || i > 0xFFFF {
			ct.artNote.SetText("a block number, please")
			return
		}
		m.SetArtBrush(mdart.BlockRef{Block: uint16(i), XFlip: ct.artX.Checked, YFlip: ct.artY.Checked})
		ct.setTool(model.ChunkArtBlock)
	}
	ct.artNum.OnChanged = func(string) { setArt() }
	ct.artX.OnChanged = func(bool) { setArt() }
	ct.artY.OnChanged = func(bool) { setArt() }
	ct.artBlocks = panels.NewPaletteGrid(func() int { nb, _, _ := m.ArtBlocks(); return nb }, 32, func(id int) image.Image {
		return m.ArtBlockImage(mdart.BlockRef{Block: uint16(id)})
	}, func() int { return int(m.ArtBrush().Block) })
	ct.artBlocks.OnSelected = func(id widget.GridWrapItemID) {
		if !ct.updating {
			ct.artNum.SetText(strconv.Itoa(id))
		}
	}
	ct.artBox = container.NewVBox(widget.NewLabelWithStyle("Art block", fyne.TextAlignLeading, bold),
		container.NewHBox(ct.artPreview, container.NewGridWrap(fyne.NewSize(70, 36), ct.artNum), container.NewVBox(ct.artX, ct.artY)), ct.artNote,
		panels.FixedHeight(ct.artBlocks, 110))

	// Brush.
	ct.brush = panels.NewBrushControls(m, func() { ct.setTool(model.ChunkBrush) })
	right := container.NewBorder(
		container.NewVBox(widget.NewLabelWithStyle("Tools", fyne.TextAlignLeading, bold), ct.tools,
			widget.NewLabel("A click edits (Tab)"), ct.pathSel, ct.artBox,
			widget.NewLabelWithStyle("Brush tile", fyne.TextAlignLeading, bold)),
		container.NewVBox(ct.brush.GoTo.Content, ct.brush.Flags), nil, nil, ct.brush.Tiles)

	r := container.NewHSplit(centre, right)
	r.Offset = 0.78
	mainSplit := container.NewHSplit(left, r)
	mainSplit.Offset = 0.2
	ct.content = mainSplit
	ct.refresh()
	return ct
}

func (ct *chunkTab) setTool(t model.ChunkTool) {
	ct.tool = t
	ct.tools.SetSelected(t.String())
}

const (
	chunkBothPaths = "both paths"
	chunkOnePath   = "the clicked path only"
)

// key handles the chunk editor's keys.
func (ct *chunkTab) key(k fyne.KeyName) {
	switch k {
	case fyne.KeyB:
		ct.setTool(model.ChunkBrush)
	case fyne.KeyE:
		ct.setTool(model.ChunkErase)
	case fyne.KeyX:
		ct.setTool(model.ChunkFlipX)
	case fyne.KeyY:
		ct.setTool(model.ChunkFlipY)
	case fyne.KeyT:
		ct.setTool(model.ChunkSolidTop)
	case fyne.KeyW:
		ct.setTool(model.ChunkSolidSides)
	case fyne.KeyA:
		ct.setTool(model.ChunkSolidAll)
	case fyne.KeyN:
		ct.setTool(model.ChunkSolidNone)
	case fyne.KeyK:
		ct.setTool(model.ChunkArtBlock)
	case fyne.KeyTab:
		if ct.paths == model.PathSetBoth {
			ct.pathSel.SetSelected(chunkOnePath)
		} else {
			ct.pathSel.SetSelected(chunkBothPaths)
		}
	}
}

// deleteChunk deletes the selected chunk, asking confirm first when levels
// place it (one click emptied every place it was used).
func (ct *chunkTab) deleteChunk() {
	m := ct.m
	id := m.SelectedChunk()
	if err := m.DeleteChunkError(id); err != nil {
		if ct.showError != nil {
			ct.showError(err)
		}
		return
	}
	ids := []layers.ChunkID{id}
	if m.S1Project() && id < 0x80 {
		ids = append(ids, 0x80|id) // its loop form's places empty with it
	}
	n := 0
	shared, _, err := m.SharedChunkUsage()
	for _, c := range ids {
		n += m.ChunkUses(c)
		if err == nil && int(c) < len(shared) {
			n += shared[c] // levels sharing a project level's chunk files
		}
	}
	if n == 0 || ct.confirm == nil {
		m.DeleteChunk()
		return
	}
	ct.confirm(fmt.Sprintf("Delete chunk %d? The levels place it %s: those places become empty.\nEdit > Undo brings it back.",
		id, strings.Replace(model.Count(n, "time"), "1 time", "once", 1)), m.DeleteChunk)
}

// refresh brings the tab up to date with the model.
func (ct *chunkTab) refresh() {
	m := ct.m
	ct.updating = true
	defer func() { ct.updating = false }()
	id := m.SelectedChunk()
	ct.ids = m.ChunkList()
	ct.list.Refresh()
	if i := slices.Index(ct.ids, int(id)); i >= 0 {
		panels.SelectGridItem(ct.list, i)
	}
	if id == 0 {
		// Counted as the Tiles tab counts tiles: the chunks one can edit,
		// chunk 0 apart ("1 chunks" counted the empty chunk too).
		ct.info.SetText(fmt.Sprintf("%s of %dx%d blocks (and chunk 0, the empty chunk, which cannot be edited: pick or add one).",
			model.Count(len(m.Lib().Chunks)-1, "chunk"), m.Lib().ChunkBlocks, m.Lib().ChunkBlocks))
		ct.del.Disable()
	} else {
		uses := "not placed in any level"
		switch n := m.ChunkUses(id); n {
		case 0:
		case 1:
			uses = "placed once in the levels"
		default:
			uses = fmt.Sprintf("placed %d times in the levels", n)
		}
		info := fmt.Sprintf("Chunk %d of %d (%dx%d blocks), %s.",
			id, len(m.Lib().Chunks)-1, m.Lib().ChunkBlocks, m.Lib().ChunkBlocks, uses)
		if m.S1Project() {
			// Sonic 1's numbers are layout bytes, in hex as its hacks
			// name them; from $80 on a chunk's loop form.
			info = fmt.Sprintf("Chunk $%02X (%d), %s.", int(id), id, uses)
			if id >= 0x80 {
				k := int(id & 0x7F)
				info = fmt.Sprintf("Loop chunk $%02X: chunk $%02X on path A, $%02X on path B; %s.", int(id), k, sonlvl.S1AltChunk(k), uses)
			}
			if why := m.S1FixedChunks()[int(id&0x7F)]; why != "" {
				info += " Pinned: " + why + "."
			}
		}
		if pin, names := m.PartPinnedChunks(); int(id) < pin {
			info += " Pinned: in a chunk file part " + strings.Join(names, ", ") + " also name."
		}
		ct.info.SetText(info)
		ct.del.Enable()
	}
	ct.refreshArt()
	ct.brush.Refresh()
	ct.a.Refresh()
	ct.b.Refresh()
}

// refreshArt shows the art brush on a level with art, hidden otherwise.
func (ct *chunkTab) refreshArt() {
	m := ct.m
	nb, _, ok := m.ArtBlocks()
	if !ok || nb == 0 {
		ct.artBox.Hide()
		return
	}
	ct.artBox.Show()
	r := m.ArtBrush()
	if n := strconv.Itoa(int(r.Block)); ct.artNum.Text != n {
		if _, err := strconv.Atoi(strings.TrimSpace(ct.artNum.Text)); err == nil || ct.artNum.Text == "" {
			ct.artNum.SetText(n)
		}
	}
	ct.artX.SetChecked(r.XFlip)
	ct.artY.SetChecked(r.YFlip)
	if img := m.ArtBlockImage(r); img != nil {
		ct.artPreview.Image = img
		ct.artNote.SetText(fmt.Sprintf("of blocks 0..%d; the Art block tool (K) places it.", nb-1))
	} else {
		ct.artPreview.Image = image.NewRGBA(image.Rect(0, 0, 16, 16))
		ct.artNote.SetText(fmt.Sprintf("the level has blocks 0..%d", nb-1))
	}
	ct.artPreview.Refresh()
	ct.artBlocks.Refresh()
	panels.SelectGridItem(ct.artBlocks, int(r.Block))
}

// addChunk runs Add or Duplicate, or says why no chunk can be made
// (model.ChunkAddError: a Sonic 1 project's numbers all taken).
func (ct *chunkTab) addChunk(f func()) {
	if err := ct.m.ChunkAddError(); err != nil {
		ct.lastError = err.Error()
		if ct.showError != nil {
			ct.showError(err)
		}
		return
	}
	f()
}

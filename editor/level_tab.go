package editor

import (
	"fmt"
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/widgets"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/preview"
)

// levelTab is the Level tab: the tool palette (tools, brush, chunk and
// object pickers, generators) on the left, the LevelView in the centre,
// the properties of the selected switcher, object or start on the right,
// the cursor status under the view and the play controls' area at the
// bottom.
type levelTab struct {
	e        *Editor
	m        *model.Model
	view     *levelview.LevelView
	updating bool

	levels    *widgets.Select
	newLevel  *widget.Button
	levelBtns *levelButtons
	empty     *widget.Label // over the view while the pack has no level
	tools     *widget.RadioGroup
	brush     *panels.BrushControls
	paths     *widgets.Select
	chunks    *widgets.GridWrap
	chunkInfo *widget.Label
	classes   *widgets.Select
	viewPaths *widgets.Select
	blockGrid *widgets.Check
	chunkGrid *widgets.Check
	zoom      *widget.Label
	cursor    *widget.Label
	pointer   *[2]int // the level pixel last under the pointer (nil: none yet)
	props     *panels.ThingProps
	shown     *layers.Level // the level last shown (another one re-centres)

	content fyne.CanvasObject
}

func toolLabel(t levelview.Tool) string { return fmt.Sprintf("%s (%s)", t, t.Key()) }

func newLevelTab(e *Editor) *levelTab {
	m := e.Model
	lt := &levelTab{e: e, m: m}
	v := levelview.NewLevelView(m)
	lt.view = v
	e.LevelView = v

	// Tools.
	var labels []string
	for t := levelview.Tool(0); t < levelview.ToolCount; t++ {
		labels = append(labels, toolLabel(t))
	}
	lt.tools = widgets.NewRadioGroup(labels, func(s string) {
		if lt.updating {
			return
		}
		for t := levelview.Tool(0); t < levelview.ToolCount; t++ {
			if toolLabel(t) == s {
				v.SetTool(t)
			}
		}
	})
	v.OnToolChanged = func(levelview.Tool) { lt.refreshTools() }

	// Levels.
	lt.levels = widgets.NewSelect(nil, func(s string) {
		if lt.updating {
			return
		}
		for i, l := range m.Pack.Levels {
			if levelLabel(i, l) == s {
				m.SelectLevel(i)
				v.Recentre()
				v.Refresh()
			}
		}
	})
	lt.newLevel = widget.NewButton("New level…", e.NewLevelDialog) // levels_dialog.go
	lt.levelBtns = e.newLevelButtons()

	// Brush.
	lt.brush = panels.NewBrushControls(m, func() {
		if v.Tool() != levelview.ToolBrush && v.Tool() != levelview.ToolFill {
			v.SetTool(levelview.ToolBrush)
		}
	})
	lt.paths = widgets.NewSelect([]string{"A+B", "A", "B"}, func(s string) {
		if !lt.updating {
			b := m.Brush()
			b.Paths = map[string]model.PathSet{"A+B": model.PathSetBoth, "A": model.PathSetA, "B": model.PathSetB}[s]
			m.SetBrush(b)
		}
	})

	// Chunks.
	thumbs := &chunkThumbs{m: m}
	lt.chunks = panels.NewPaletteGrid(func() int { return len(m.Lib().Chunks) }, 48,
		thumbs.thumb, func() int { return int(m.PlaceChunkID()) })
	lt.chunks.OnSelected = func(id widget.GridWrapItemID) {
		if lt.updating {
			return
		}
		m.SetPlaceChunk(layers.ChunkID(id))
		if v.Tool() != levelview.ToolChunk {
			v.SetTool(levelview.ToolChunk)
		}
	}
	lt.chunkInfo = widget.NewLabel("")
	lt.chunkInfo.Wrapping = fyne.TextWrapWord

	// Objects.
	lt.classes = widgets.NewSelect(model.ClassNames(), func(s string) {
		if !lt.updating {
			m.SetObjectClass(s)
			v.SetTool(levelview.ToolObject)
		}
	})

	gens := container.NewGridWithColumns(2)
	for _, g := range genKinds {
		g := g
		gens.Add(widget.NewButton(g.label, func() { e.showGenDialog(g.shape) }))
	}

	bold := fyne.TextStyle{Bold: true}
	head := func(s string) fyne.CanvasObject { return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, bold) }
	// The palettes scroll themselves (no scroll inside the panel's
	// scroll: the wheel scrolls what it is over, no row is clipped).
	chunkGoTo := panels.NewGoTo("chunk", func() int { return len(m.Lib().Chunks) }, lt.chunks, func(id int) {
		lt.chunks.Select(id)
	})
	left := container.NewVScroll(container.NewVBox(
		head("Level"), lt.levels, lt.levelBtns.content,
		head("Tools"), lt.tools,
		head("Brush tile"), panels.FixedHeight(lt.brush.Tiles, 170), lt.brush.GoTo.Content,
		lt.brush.Flags,
		container.NewGridWithColumns(2, widget.NewLabel("Paths"), lt.paths),
		head("Chunk to place"), panels.FixedHeight(lt.chunks, 170), chunkGoTo.Content, lt.chunkInfo,
		head("Object class"), lt.classes,
		head("Generate"), gens,
	))

	// View bar.
	lt.viewPaths = widgets.NewSelect([]string{"both", "A", "B"}, func(s string) {
		if lt.updating {
			return
		}
		o := v.Options()
		o.Paths = map[string]preview.Paths{"both": preview.PathsBoth, "A": preview.PathsA, "B": preview.PathsB}[s]
		v.SetOptions(o)
	})
	lt.blockGrid = widgets.NewCheck("Block grid (G)", func(on bool) {
		if !lt.updating {
			o := v.Options()
			o.BlockGrid = on
			v.SetOptions(o)
		}
	})
	lt.chunkGrid = widgets.NewCheck("Chunks (Shift+G)", func(on bool) {
		if !lt.updating {
			o := v.Options()
			o.ChunkGrid = on
			v.SetOptions(o)
		}
	})
	lt.zoom = widget.NewLabel("")
	zoomOut := widget.NewButton("−", v.ZoomOut)
	zoomIn := widget.NewButton("+", v.ZoomIn)
	fit := widget.NewButton("Fit", v.FitLevel)
	bar := container.NewHBox(widget.NewLabel("Paths (Tab)"), lt.viewPaths, lt.blockGrid, lt.chunkGrid, zoomOut, lt.zoom, zoomIn, fit)
	v.OnViewChanged = lt.refreshViewBar

	lt.cursor = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	// Long (both paths' masks): cut, or the window would widen.
	lt.cursor.Truncation = fyne.TextTruncateEllipsis
	v.OnCursor = lt.showCursor

	// A pack with no level (File > New) showed an empty black view and
	// nothing saying what to do: say it where one looks.
	// Not wrapped: centred, a wrapping label is given its minimum width,
	// one letter, and was drawn a letter a line over the toolbar. Its
	// lines are short and broken by hand.
	lt.empty = widget.NewLabelWithStyle(noLevelText, fyne.TextAlignCenter, fyne.TextStyle{})
	centre := container.NewBorder(bar, lt.cursor, nil, nil, container.NewStack(v, container.NewCenter(lt.empty)))

	lt.props = panels.NewThingProps(m)
	e.levelRight = container.NewVBox(lt.props.Content)
	e.levelBottom = container.NewVBox()

	rightScroll := container.NewVScroll(e.levelRight)
	rightScroll.SetMinSize(fyne.NewSize(340, 100))
	right := container.NewHSplit(centre, rightScroll)
	right.Offset = 0.75
	main := container.NewHSplit(left, right)
	main.Offset = 0.17
	vs := container.NewVSplit(main, container.NewVScroll(e.levelBottom))
	vs.Offset = 0.82
	lt.content = vs
	lt.refresh()
	return lt
}

// placeChunkText describes the chunk the Chunk tool places, of a library
// of n chunks counted as the Chunks tab counts them: chunk 0, the empty
// chunk, apart ("chunk 1 of 2" when there was one to place).
func placeChunkText(id layers.ChunkID, n int) string {
	if id == 0 {
		return fmt.Sprintf("chunk 0, the empty chunk: it clears (%s besides; right-click in the level picks one)", model.Count(n-1, "chunk"))
	}
	return fmt.Sprintf("chunk %d of %d (right-click in the level picks one)", id, n-1)
}

// noLevelText is shown over the level view while the pack has no level.
const noLevelText = "This pack has no level yet.\nNew level… (top left) makes one:\na name and a size in blocks."

func levelLabel(i int, l *layers.Level) string {
	return fmt.Sprintf("%d: %s (%dx%d blocks)", i+1, l.Name, l.Width, l.Height)
}

// showCursor writes the pixel, block, chunk and mask under the pointer;
// while the water line is dragged, the y it will get first.
func (lt *levelTab) showCursor(x, y int) {
	lt.pointer = &[2]int{x, y}
	t := CursorText(lt.m.Level(), x, y)
	if wy, ok := lt.view.WaterDrag(); ok {
		t = WaterDragText(wy) + t
	}
	lt.cursor.SetText(t)
}

// WaterDragText is the pointer line's prefix while the water line is
// dragged to y.
func WaterDragText(y int) string {
	return fmt.Sprintf("water line y %d (release to set, Esc cancels)  ", y)
}

// refreshCursor describes the pixel last under the pointer again: an edit
// (a block painted under a pointer that has not moved since), an undo or
// another level changes what is there (the line said
// "A: empty" on a block just painted).
func (lt *levelTab) refreshCursor() {
	if lt.pointer == nil {
		return
	}
	if t := CursorText(lt.m.Level(), lt.pointer[0], lt.pointer[1]); t != lt.cursor.Text {
		lt.cursor.SetText(t)
	}
}

// CursorText describes level pixel (x, y): the pixel, block and chunk on
// one line, the tile each path places there on the next.
func CursorText(l *layers.Level, x, y int) string {
	if l == nil {
		return ""
	}
	bx, by := levelview.FloorDivInt(x, 16), levelview.FloorDivInt(y, 16)
	n := max(l.Lib.ChunkBlocks, 1)
	cx, cy := levelview.FloorDivInt(bx, n), levelview.FloorDivInt(by, n)
	s := fmt.Sprintf("pixel %d,%d  block %d,%d  chunk %d,%d", x, y, bx, by, cx, cy)
	if bx < 0 || by < 0 || bx >= l.Width || by >= l.Height {
		return s + "  (outside the level)"
	}
	s += fmt.Sprintf(" (id %d", l.Layout[cy*l.LayoutW+cx])
	if bg := l.Background; bg != nil && bg.W > 0 && bg.H > 0 && len(bg.Layout) >= bg.W*bg.H {
		s += fmt.Sprintf(", background %d", bg.Layout[cy%bg.H*bg.W+cx%bg.W]) // the plane repeats
	}
	s += ")\n"
	// The paths on a line of their own: on one line with the position,
	// path B was cut off at the default window width.
	for p := layers.PathA; p <= layers.PathB; p++ {
		if p == layers.PathB {
			s += "   "
		}
		c, mk := l.Cell(p, bx, by)
		if c.Tile == 0 {
			s += fmt.Sprintf("%s: empty", p)
			continue
		}
		fl := ""
		if c.XFlip {
			fl += "X"
		}
		if c.YFlip {
			fl += "Y"
		}
		if fl != "" {
			fl = " flip " + fl
		}
		ix, iy := x-bx*16, y-by*16
		h := mk.Sense(heightmask.Down, c.XFlip, c.YFlip, ix)
		w := mk.Sense(heightmask.Right, c.XFlip, c.YFlip, iy)
		a := heightmask.FlipAngle(mk.TileAngle(), c.XFlip, c.YFlip)
		s += fmt.Sprintf("%s: tile %d%s %s h=%d w=%d angle 0x%02X", p, c.Tile, fl, c.Solidity, h, w, a)
	}
	return s
}

func (lt *levelTab) refreshTools() {
	lt.updating = true
	lt.tools.SetSelected(toolLabel(lt.view.Tool()))
	lt.updating = false
}

func (lt *levelTab) refreshViewBar() {
	v := lt.view
	o := v.Options()
	lt.updating = true
	lt.viewPaths.SetSelected(o.Paths.String())
	lt.blockGrid.SetChecked(o.BlockGrid)
	lt.chunkGrid.SetChecked(o.ChunkGrid)
	lt.zoom.SetText(levelview.ZoomText(v.Viewport()))
	lt.updating = false
}

// refresh brings the tab up to date with the model.
// setSelected selects v in s unless it is selected already.
func setSelected(s *widgets.Select, v string) {
	if s.Selected != v {
		s.SetSelected(v)
	}
}

func (lt *levelTab) refresh() {
	m := lt.m
	lt.updating = true
	var names []string
	for i, l := range m.Pack.Levels {
		names = append(names, levelLabel(i, l))
	}
	// Set only what changed: every model change (each step of a paint
	// stroke) refreshes the tab, and re-laying out a select's text costs
	// more than the paint (BenchmarkEditor_PaintStroke).
	if !slices.Equal(lt.levels.Options, names) {
		lt.levels.SetOptions(names)
	}
	if l := m.Level(); l != nil {
		setSelected(lt.levels, levelLabel(m.LevelIndex(), l))
		lt.levelBtns.refresh(m.LevelIndex(), len(m.Pack.Levels))
		if lt.empty.Visible() {
			lt.empty.Hide()
		}
	} else {
		lt.levels.PlaceHolder = "(no level: New level)"
		lt.levels.ClearSelected()
		lt.levelBtns.refresh(-1, len(m.Pack.Levels))
		if !lt.empty.Visible() {
			lt.empty.Show()
		}
	}
	if l := m.Level(); l != lt.shown {
		// Another level (selected, or in a pack just opened): forget the
		// selection and show its start.
		lt.shown = l
		lt.view.LevelChanged()
	}
	lt.brush.Refresh()
	setSelected(lt.paths, m.Brush().Paths.String())
	lt.chunks.Refresh()
	if int(m.PlaceChunkID()) < len(m.Lib().Chunks) {
		panels.SelectGridItem(lt.chunks, int(m.PlaceChunkID()))
	}
	lt.chunkInfo.SetText(placeChunkText(m.PlaceChunkID(), len(m.Lib().Chunks)))
	setSelected(lt.classes, m.ObjectClass())
	lt.updating = false
	lt.refreshTools()
	lt.refreshViewBar()
	lt.props.Refresh()
	lt.refreshCursor()
	lt.view.Refresh()
}

// chunkThumbs caches the chunk palette's thumbnails: the palette refreshes
// at every model change (each step of a paint stroke), and drawing every
// visible chunk again cost more than the paint. A thumbnail is drawn again
// when its chunk's blocks changed, and all are after any change that was
// not a paint (tiles edited, another pack).
type chunkThumbs struct {
	m      *model.Model
	rev    uint64
	lib    *layers.Library
	blocks map[int][]layers.Block
	imgs   map[int]image.Image
	// pic is the level's picture the thumbnails show (a new one, after
	// an art edit, draws them again).
	pic layers.Picture
}

func (c *chunkThumbs) thumb(id int) image.Image {
	m := c.m
	lib := m.Lib()
	var pic layers.Picture
	if l := m.Level(); l != nil {
		pic = l.Picture
	}
	if _, only := m.BlocksChangedSince(c.rev, m.Level()); !only || lib != c.lib || c.imgs == nil || pic != c.pic {
		c.blocks, c.imgs, c.lib, c.pic = map[int][]layers.Block{}, map[int]image.Image{}, lib, pic
	}
	c.rev = m.Revision()
	if id < 0 || id >= len(lib.Chunks) {
		return nil
	}
	cur := lib.Chunks[id].Blocks
	if img, ok := c.imgs[id]; ok && slices.Equal(c.blocks[id], cur) {
		return img
	}
	img := widgets.ChunkThumbArt(lib, pic, layers.ChunkID(id), 48)
	c.blocks[id], c.imgs[id] = slices.Clone(cur), img
	return img
}

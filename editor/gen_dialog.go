package editor

import (
	"fmt"
	"image"
	"maps"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/widgets"
	"loopwright/heightmask"
	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/preview"
)

// genKind is one of the Generate buttons.
type genKind struct{ label, shape string }

var genKinds = []genKind{
	{"Loop…", "loop"}, {"Slope…", "slope"}, {"Curve…", "curve"}, {"Half-pipe…", "halfpipe"}, {"Path…", "path"},
}

// genForm is the generator dialog's content: the shape's settings, the
// block to place its origin at, a live preview and the problem, if any.
type genForm struct {
	m       *model.Model
	params  model.GenParams
	entries map[string]*widgets.Entry // the number and text entries by label
	bx, by  *widgets.Entry
	preview *canvas.Image
	where   *canvas.Image // the level around the placement, marked
	status  *widget.Label
	content fyne.CanvasObject
	ok      bool
	bad     map[string]string // entries whose text is not a value, by label
	// insertBtn is the dialog's Insert button: enabled only while ok.
	insertBtn *widget.Button
	// place, when set, is told where the shape would go (nil: nowhere)
	// after every change: the level view marks it.
	place  func(*levelview.Placement)
	placed *levelview.Placement
}

// genOrigin returns where an inserted shape goes by default: the
// selection's top-left block, else the block at the view's centre.
func (e *Editor) genOrigin() (int, int) {
	v := e.LevelView
	if s := v.Selection(); !s.Empty() {
		return s.Min.X, s.Max.Y - 1
	}
	w, h := v.PixelSize()
	x, y := v.Viewport().ScreenToLevel(w/2, h/2)
	return levelview.FloorDivInt(x, 16), levelview.FloorDivInt(y, 16)
}

// newGenForm returns the form for shape with the parameters p (the
// defaults when nil) and the origin at block (bx, by).
func newGenForm(m *model.Model, shape string, bx, by int, p0 *model.GenParams) *genForm {
	f := &genForm{m: m, params: model.DefaultGenParams(shape), bad: map[string]string{}}
	if p0 != nil && p0.Shape == shape {
		f.params = *p0
	}
	p := &f.params
	// num is a number entry for *v: text that is not a number marks the
	// entry bad (Insert stays disabled) and keeps *v as it was.
	num := func(label string, v *float64) *widget.FormItem {
		en := widgets.NewEntry()
		en.SetText(strconv.FormatFloat(*v, 'g', -1, 64))
		en.OnChanged = func(s string) {
			if x, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil {
				*v = x
				delete(f.bad, label)
			} else {
				f.bad[label] = fmt.Sprintf("%s: %q is not a number", strings.TrimSuffix(label, " (px)"), s)
			}
			f.update()
		}
		return widget.NewFormItem(label, en)
	}
	items := []*widget.FormItem{}
	f.entries = map[string]*widgets.Entry{}
	defer func() {
		for _, it := range items {
			if en, ok := it.Widget.(*widgets.Entry); ok {
				f.entries[it.Text] = en
			}
		}
		f.entries["Origin X"], f.entries["Origin Y"] = f.bx, f.by
	}()
	switch shape {
	case "loop":
		items = append(items, num("Radius (px)", &p.Radius))
	case "slope":
		ang := widgets.NewEntry()
		ang.SetText(fmt.Sprintf("%02X", p.Angle))
		ang.OnChanged = func(s string) {
			if x, err := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(s), "0x"), 16, 8); err == nil {
				p.Angle = int(x)
				delete(f.bad, "angle")
			} else {
				f.bad["angle"] = fmt.Sprintf("Angle: %q is not a hex angle 00-FF", s)
			}
			f.update()
		}
		items = append(items, widget.NewFormItem("Angle (hex: E0 rises right 45°, 20 falls)", ang),
			num("Length (px)", &p.Length))
	case "curve":
		convex := widgets.NewCheck("Convex (else a quarter pipe)", func(on bool) { p.Convex = on; f.update() })
		convex.SetChecked(p.Convex)
		items = append(items, num("Radius (px)", &p.Radius), widget.NewFormItem("", convex))
	case "halfpipe":
		items = append(items, num("Radius (px)", &p.Radius), num("Bottom width (px)", &p.Width))
	case "path":
		pts := widgets.NewEntry()
		pts.SetText(p.Points)
		pts.OnChanged = func(s string) { p.Points = s; f.update() }
		paths := widgets.NewSelect([]string{"A+B", "A", "B"}, func(s string) {
			p.Paths = map[string]model.PathSet{"A+B": model.PathSetBoth, "A": model.PathSetA, "B": model.PathSetB}[s]
			f.update()
		})
		paths.SetSelected(map[model.PathSet]string{model.PathSetBoth: "A+B", model.PathSetA: "A", model.PathSetB: "B"}[p.Paths])
		sol := widgets.NewSelect(panels.SolidityOptions(), func(s string) {
			if sol, err := heightmask.ParseSolidity(s); err == nil {
				p.Solidity = sol
			}
			f.update()
		})
		sol.SetSelected(p.Solidity.String())
		items = append(items, widget.NewFormItem("Points (x,y …; Bezier)", pts),
			num("Thickness (px)", &p.Thickness),
			widget.NewFormItem("Paths", paths), widget.NewFormItem("Solidity", sol))
	}
	f.bx, f.by = widgets.NewEntry(), widgets.NewEntry()
	f.bx.SetText(strconv.Itoa(bx))
	f.by.SetText(strconv.Itoa(by))
	f.bx.OnChanged = func(string) { f.update() }
	f.by.OnChanged = func(string) { f.update() }
	items = append(items, widget.NewFormItem("Origin block X, Y", container.NewGridWithColumns(2, f.bx, f.by)))
	f.preview = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	f.preview.FillMode = canvas.ImageFillContain
	f.preview.ScaleMode = canvas.ImageScalePixels
	f.preview.SetMinSize(fyne.NewSize(290, 260))
	f.where = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	f.where.FillMode = canvas.ImageFillContain
	f.where.ScaleMode = canvas.ImageScalePixels
	f.where.SetMinSize(fyne.NewSize(290, 260))
	f.status = widget.NewLabel("")
	f.status.Wrapping = fyne.TextWrapWord
	bold := fyne.TextStyle{Bold: true}
	pics := container.NewGridWithColumns(2,
		container.NewBorder(widget.NewLabelWithStyle("The shape", fyne.TextAlignCenter, bold), nil, nil, nil, f.preview),
		container.NewBorder(widget.NewLabelWithStyle("Where it goes", fyne.TextAlignCenter, bold), nil, nil, nil, f.where))
	f.content = container.NewBorder(widget.NewForm(items...), f.status, nil, nil, pics)
	f.update()
	return f
}

// origin returns the block entries' values.
func (f *genForm) origin() (int, int, error) {
	x, err1 := strconv.Atoi(strings.TrimSpace(f.bx.Text))
	y, err2 := strconv.Atoi(strings.TrimSpace(f.by.Text))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("the origin block must be two whole numbers")
	}
	return x, y, nil
}

// update rebuilds the preview, checks every value and that the shape fits
// the level where its origin is, enables Insert only then, and tells
// place where the shape would go.
func (f *genForm) update() {
	if f.status == nil || f.bx == nil {
		return
	}
	f.ok = false
	f.placed = nil
	defer func() {
		if f.insertBtn != nil {
			if f.ok {
				f.insertBtn.Enable()
			} else {
				f.insertBtn.Disable()
			}
		}
		if f.place != nil {
			f.place(f.placed)
		}
	}()
	for _, k := range slices.Sorted(maps.Keys(f.bad)) {
		f.status.SetText("⚠ " + f.bad[k])
		return
	}
	sh, err := f.params.Build()
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	img, pl, err := model.GenPreviewAt(f.m.Lib(), sh)
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	markOrigin(img, pl.Origin)
	f.preview.Image = img
	f.preview.Refresh()
	bx, by, err := f.origin()
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	b := sh.Bounds()
	blocks := pl.Blocks.Add(image.Pt(bx, by))
	f.placed = &levelview.Placement{Origin: image.Pt(bx*16, by*16), Blocks: blocks}
	if l := f.m.Level(); l != nil {
		f.where.Image = whereImage(l, f.placed)
		f.where.Refresh()
	}
	msg := fmt.Sprintf("%s: %.0fx%.0f px, %d switchers; its origin (+, the entry point: a loop's bottom centre) goes at block %d,%d (pixel %d,%d).",
		sh.Name, b.Max.X-b.Min.X, b.Max.Y-b.Min.Y, len(sh.Switchers), bx, by, bx*16, by*16)
	if l := f.m.Level(); l != nil && !blocks.In(image.Rect(0, 0, l.Width, l.Height)) {
		f.status.SetText(msg + fmt.Sprintf("\n⚠ It does not fit: it covers blocks %d,%d to %d,%d of the %dx%d-block level. Move the origin or make it smaller.",
			blocks.Min.X, blocks.Min.Y, blocks.Max.X-1, blocks.Max.Y-1, l.Width, l.Height))
		return
	}
	if out := f.m.ShapeSwitchersOutside(sh, bx, by); len(out) > 0 {
		msg += fmt.Sprintf("\n⚠ %d of its %d switchers fall outside the level (the first at %d,%d): no player crosses them, so the player never changes path there. Move the origin inward.",
			len(out), len(sh.Switchers), out[0].X, out[0].Y)
	}
	if f.m.ShapeBuriesStart(sh, bx, by, blocks) {
		s := f.m.Level().Start
		msg += fmt.Sprintf("\n⚠ It buries the player start (%d,%d) in solid ground: move the origin, or move the start (P) after inserting.", s.X, s.Y)
	}
	f.status.SetText(msg)
	f.ok = true
}

// whereImage draws the level around placement p at 1x (four blocks of
// margin), the blocks the shape will cover outlined and its origin
// marked, as the level view marks them (the dialog covers the view).
func whereImage(l *layers.Level, p *levelview.Placement) *image.RGBA {
	r := image.Rect(p.Blocks.Min.X*16, p.Blocks.Min.Y*16, p.Blocks.Max.X*16, p.Blocks.Max.Y*16).Inset(-64)
	if r.Dx() > 2048 || r.Dy() > 2048 { // a huge shape: its middle
		c := r.Min.Add(r.Max).Div(2)
		r = image.Rect(c.X-1024, c.Y-1024, c.X+1024, c.Y+1024)
	}
	img := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	var rd preview.Renderer
	opt := preview.Options{BlockGrid: true, Overlays: preview.OverlayCollision | preview.OverlayPicture | preview.OverlaySwitchers}
	rd.Render(img, l, preview.Viewport{X: r.Min.X, Y: r.Min.Y, Zoom: 1}, nil, opt)
	col := palette.Colour(palette.Placement)
	b := image.Rect(p.Blocks.Min.X*16, p.Blocks.Min.Y*16, p.Blocks.Max.X*16, p.Blocks.Max.Y*16).Sub(r.Min)
	for _, e := range []image.Rectangle{
		{b.Min, image.Pt(b.Max.X, b.Min.Y+2)}, {image.Pt(b.Min.X, b.Max.Y-2), b.Max},
		{b.Min, image.Pt(b.Min.X+2, b.Max.Y)}, {image.Pt(b.Max.X-2, b.Min.Y), b.Max},
	} {
		widgets.FillRect(img, e, col)
	}
	markOrigin(img, p.Origin.Sub(r.Min))
	return img
}

// markOrigin draws a cross at pixel p of the dialog's preview: the
// shape's origin, as the level view marks it.
func markOrigin(img *image.RGBA, p image.Point) {
	col := palette.Colour(palette.Placement)
	widgets.FillRect(img, image.Rect(p.X-7, p.Y-1, p.X+8, p.Y+1), col)
	widgets.FillRect(img, image.Rect(p.X-1, p.Y-7, p.X+1, p.Y+8), col)
}

// insert places the shape the form describes in the selected level as
// one undoable edit (the dialog's Insert button).
func (f *genForm) insert() error {
	sh, err := f.params.Build()
	if err != nil {
		return err
	}
	x, y, err := f.origin()
	if err != nil {
		return err
	}
	return f.m.InsertShape(sh, x, y)
}

// showGenDialog opens the generator dialog for shape, with the values it
// had when last closed; while it is open the level view marks where the
// shape goes. Insert (enabled only while every value works and the shape
// fits) places it in the selected level as one undoable edit, closes the
// dialog and scrolls the view to it; a failed Insert keeps the dialog and
// its values. It returns the dialog's form (nil without a level).
func (e *Editor) showGenDialog(shape string) *genForm {
	if e.Model.Level() == nil {
		dialog.ShowInformation("Generate", "Add a level first (New level).", e.Win)
		return nil
	}
	e.showLevelTab()
	// One Generate dialog at a time (Ctrl+G or a Generate button again
	// while one shows): the old one closes first. Stacked, closing either
	// cleared the view's placement mark of the other, and each could
	// insert.
	if e.dlg.gen != nil {
		e.dlg.gen.Hide()
	}
	bx, by := e.genOrigin()
	var saved *model.GenParams
	if p, ok := e.genParams[shape]; ok {
		saved = &p
	}
	f := newGenForm(e.Model, shape, bx, by, saved)
	e.lastGen, e.lastShape = f, shape
	// Where the default origin would put the shape outside the level,
	// move it in (the view's centre of a short level is too low for a
	// loop, for one).
	if l := e.Model.Level(); f.placed != nil && !f.ok {
		if dx, dy := fitShift(f.placed.Blocks, l.Width, l.Height); dx != 0 || dy != 0 {
			f.bx.SetText(strconv.Itoa(bx + dx))
			f.by.SetText(strconv.Itoa(by + dy))
		}
	}
	title := "Insert " + strings.TrimSuffix(shape, "pipe")
	for _, g := range genKinds {
		if g.shape == shape {
			title = "Insert " + strings.TrimSuffix(g.label, "…")
		}
	}
	v := e.LevelView
	var d *dialog.CustomDialog
	keep := func() {
		if e.genParams == nil {
			e.genParams = map[string]model.GenParams{}
		}
		e.genParams[shape] = f.params
	}
	f.insertBtn = widget.NewButton("Insert", func() {
		if !f.ok {
			return
		}
		pl := f.placed
		if err := f.insert(); err != nil {
			dialog.ShowError(err, e.Win)
			return
		}
		keep()
		d.Hide()
		if pl != nil {
			v.SetSelection(pl.Blocks)
			v.ShowBlocks(pl.Blocks)
		}
	})
	f.insertBtn.Importance = widget.HighImportance
	cancel := widget.NewButton("Cancel", func() { keep(); d.Hide() })
	d = dialog.NewCustomWithoutButtons(title, f.content, e.Win)
	d.SetButtons([]fyne.CanvasObject{cancel, f.insertBtn})
	d.SetOnClosed(func() {
		f.place = nil
		v.SetPlacement(nil)
		if e.dlg.gen == d {
			e.dlg.gen = nil
		}
	})
	e.dlg.gen = d
	f.place = v.SetPlacement
	f.update()
	d.Resize(fyne.NewSize(640, 620))
	d.Show()
	return f
}

// fitShift returns how far to move blocks r so that it lies inside a w x h
// level, where it fits at all (0 on an axis where it is too big).
func fitShift(r image.Rectangle, w, h int) (dx, dy int) {
	shift := func(lo, hi, n int) int {
		switch {
		case hi-lo > n:
			return 0
		case lo < 0:
			return -lo
		case hi > n:
			return n - hi
		}
		return 0
	}
	return shift(r.Min.X, r.Max.X, w), shift(r.Min.Y, r.Max.Y, h)
}

// genMenu is Edit > Generate: each shape's dialog; Ctrl+G opens the last
// shape generated (a loop at first).
func (e *Editor) genMenu() *fyne.MenuItem {
	var items []*fyne.MenuItem
	again := menuItem("Generate again…", func() {
		s := e.lastShape
		if s == "" {
			s = "loop"
		}
		e.showGenDialog(s)
	}, shortcut(fyne.KeyG, 0))
	items = append(items, again, fyne.NewMenuItemSeparator())
	for _, g := range genKinds {
		items = append(items, fyne.NewMenuItem(g.label, func() { e.showGenDialog(g.shape) }))
	}
	it := fyne.NewMenuItem("Generate", nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

package editor

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/heightmask"
	"loopwright/internal/editor/levelview"
	"loopwright/internal/editor/model"
	"loopwright/internal/editor/panels"
	"loopwright/internal/editor/widgets"
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
	status  *widget.Label
	content fyne.CanvasObject
	ok      bool
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

func newGenForm(m *model.Model, shape string, bx, by int) *genForm {
	f := &genForm{m: m, params: model.DefaultGenParams(shape)}
	p := &f.params
	num := func(v *float64) *widgets.Entry {
		en := widgets.NewEntry()
		en.SetText(strconv.FormatFloat(*v, 'g', -1, 64))
		en.OnChanged = func(s string) {
			if x, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil {
				*v = x
			}
			f.update()
		}
		return en
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
		items = append(items, widget.NewFormItem("Radius (px)", num(&p.Radius)))
	case "slope":
		ang := widgets.NewEntry()
		ang.SetText(fmt.Sprintf("%02X", p.Angle))
		ang.OnChanged = func(s string) {
			if x, err := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(s), "0x"), 16, 8); err == nil {
				p.Angle = int(x)
			}
			f.update()
		}
		items = append(items, widget.NewFormItem("Angle (hex: E0 rises right 45°, 20 falls)", ang),
			widget.NewFormItem("Length (px)", num(&p.Length)))
	case "curve":
		convex := widgets.NewCheck("Convex (else a quarter pipe)", func(on bool) { p.Convex = on; f.update() })
		items = append(items, widget.NewFormItem("Radius (px)", num(&p.Radius)), widget.NewFormItem("", convex))
	case "halfpipe":
		items = append(items, widget.NewFormItem("Radius (px)", num(&p.Radius)), widget.NewFormItem("Bottom width (px)", num(&p.Width)))
	case "path":
		pts := widgets.NewEntry()
		pts.SetText(p.Points)
		pts.OnChanged = func(s string) { p.Points = s; f.update() }
		paths := widgets.NewSelect([]string{"A+B", "A", "B"}, func(s string) {
			p.Paths = map[string]model.PathSet{"A+B": model.PathSetBoth, "A": model.PathSetA, "B": model.PathSetB}[s]
			f.update()
		})
		paths.SetSelected("A+B")
		sol := widgets.NewSelect(panels.SolidityOptions(), func(s string) {
			if sol, err := heightmask.ParseSolidity(s); err == nil {
				p.Solidity = sol
			}
			f.update()
		})
		sol.SetSelected("all")
		items = append(items, widget.NewFormItem("Points (x,y …; Bezier)", pts),
			widget.NewFormItem("Thickness (px)", num(&p.Thickness)),
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
	f.preview.SetMinSize(fyne.NewSize(420, 260))
	f.status = widget.NewLabel("")
	f.status.Wrapping = fyne.TextWrapWord
	f.content = container.NewBorder(widget.NewForm(items...), f.status, nil, nil, f.preview)
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

// update rebuilds the preview and checks that the shape fits.
func (f *genForm) update() {
	if f.status == nil || f.bx == nil {
		return
	}
	f.ok = false
	sh, err := f.params.Build()
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	img, err := model.GenPreview(f.m.Lib(), sh)
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	f.preview.Image = img
	f.preview.Refresh()
	bx, by, err := f.origin()
	if err != nil {
		f.status.SetText("⚠ " + err.Error())
		return
	}
	b := sh.Bounds()
	msg := fmt.Sprintf("%s: %.0fx%.0f px, %d switchers; its origin (the entry point) goes at block %d,%d (pixel %d,%d).",
		sh.Name, b.Max.X-b.Min.X, b.Max.Y-b.Min.Y, len(sh.Switchers), bx, by, bx*16, by*16)
	if l := f.m.Level(); l != nil {
		x0, y0 := bx+int(b.Min.X)/16-1, by+int(b.Min.Y)/16-1
		x1, y1 := bx+int(b.Max.X)/16+1, by+int(b.Max.Y)/16+1
		if x0 < 0 || y0 < 0 || x1 > l.Width || y1 > l.Height {
			msg += fmt.Sprintf("\n⚠ It may not fit in the %dx%d-block level here.", l.Width, l.Height)
		}
	}
	f.status.SetText(msg)
	f.ok = true
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

// showGenDialog opens the generator dialog for shape; Insert places it in
// the selected level as one undoable edit. It returns the dialog's form
// (nil without a level).
func (e *Editor) showGenDialog(shape string) *genForm {
	if e.Model.Level() == nil {
		dialog.ShowInformation("Generate", "Add a level first (New level).", e.Win)
		return nil
	}
	bx, by := e.genOrigin()
	f := newGenForm(e.Model, shape, bx, by)
	e.lastGen = f
	title := "Insert " + strings.TrimSuffix(shape, "pipe")
	for _, g := range genKinds {
		if g.shape == shape {
			title = "Insert " + strings.TrimSuffix(g.label, "…")
		}
	}
	d := dialog.NewCustomConfirm(title, "Insert", "Cancel", f.content, func(ok bool) {
		if !ok {
			return
		}
		if err := f.insert(); err != nil {
			dialog.ShowError(err, e.Win)
		}
	}, e.Win)
	d.Resize(fyne.NewSize(640, 620))
	d.Show()
	return f
}

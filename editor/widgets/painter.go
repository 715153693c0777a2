package widgets

import (
	"image"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
)

// painterCellMin is the smallest on-screen size of one tile pixel.
const painterCellMin = 18

// Painter is the large 16x16 view of the selected tile, painted with the
// mouse. As a height painter (NewHeightPainter) a tap or drag sets the
// height of each column it touches to reach the pointer's row (a ceiling
// column in the model's ceiling mode); as a width painter
// (NewWidthPainter) it sets the width of each row to reach the pointer's
// column. A secondary tap clears the column or row.
//
// The grid is the largest square fitting the widget beside its value
// labels (the heights below the columns, the widths right of the rows), at
// its top-left corner; one tile pixel is cell() units.
type Painter struct {
	widget.BaseWidget
	model  *model.Model
	widths bool

	dragging bool
	// press is where the primary button went down, while it is down: the
	// desktop driver's first drag event only comes after the pointer moved
	// on, and the stroke starts here.
	press   fyne.Position
	pressed bool
}

var _ fyne.Widget = (*Painter)(nil)
var _ fyne.Tappable = (*Painter)(nil)
var _ fyne.SecondaryTappable = (*Painter)(nil)
var _ fyne.Draggable = (*Painter)(nil)
var _ desktop.Mouseable = (*Painter)(nil)

// NewHeightPainter returns a painter of m's selected tile's heights.
func NewHeightPainter(m *model.Model) *Painter {
	p := &Painter{model: m}
	p.ExtendBaseWidget(p)
	return p
}

// NewWidthPainter returns a painter of m's selected tile's widths.
func NewWidthPainter(m *model.Model) *Painter {
	p := &Painter{model: m, widths: true}
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer implements fyne.Widget.
func (p *Painter) CreateRenderer() fyne.WidgetRenderer {
	r := &painterRenderer{p: p}
	r.raster = canvas.NewRaster(r.draw)
	r.raster.ScaleMode = canvas.ImageScalePixels
	r.objs = append(r.objs, r.raster)
	for i := range r.labels {
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextStyle.Monospace = true
		t.TextSize = theme.TextSize() * 0.85
		r.labels[i] = t
		r.objs = append(r.objs, t)
	}
	r.update()
	return r
}

// Room for the value labels: below the columns of a height painter, right
// of the rows of a width painter.
const (
	LabelBelow = 22
	labelRight = 34
)

func (p *Painter) extra() (w, h float32) {
	if p.widths {
		return labelRight, 0
	}
	return 0, LabelBelow
}

// cell returns the size of one tile pixel in units.
func (p *Painter) cell() float32 {
	s := p.Size()
	ew, eh := p.extra()
	return max(0, min(s.Width-ew, s.Height-eh)) / 16
}

// at returns the tile column and row under pos (possibly outside 0..15).
func (p *Painter) at(pos fyne.Position) (col, row int) {
	c := p.cell()
	if c <= 0 {
		return -1, -1
	}
	return floorDiv(pos.X, c), floorDiv(pos.Y, c)
}

func floorDiv(v, c float32) int {
	return int(math.Floor(float64(v / c)))
}

// paint applies the pointer at (col, row).
func (p *Painter) paint(col, row int) {
	if p.widths {
		p.model.PaintRow(row, p.model.RowValue(col))
	} else {
		p.model.PaintColumn(col, p.model.ColumnValue(row))
	}
}

// Tapped sets the column (or row) under the pointer.
func (p *Painter) Tapped(ev *fyne.PointEvent) {
	col, row := p.at(ev.Position)
	if col < 0 || col > 15 || row < 0 || row > 15 {
		return
	}
	p.paint(col, row)
}

// TappedSecondary clears the column (or row) under the pointer.
func (p *Painter) TappedSecondary(ev *fyne.PointEvent) {
	col, row := p.at(ev.Position)
	if col < 0 || col > 15 || row < 0 || row > 15 {
		return
	}
	if p.widths {
		p.model.PaintRow(row, 0)
	} else {
		p.model.PaintColumn(col, 0)
	}
}

// Dragged paints every column (or row) the pointer crossed since the last
// event, interpolating the other coordinate, so fast drags leave no gaps.
// ev.Position is the pointer now and ev.Dragged the step since the last
// event, as the desktop driver sends them.
func (p *Painter) Dragged(ev *fyne.DragEvent) {
	cur := ev.Position
	prev := cur.Subtract(ev.Dragged)
	if !p.dragging {
		p.dragging = true
		p.model.BeginStroke()
		if p.pressed {
			prev = p.press
		}
	}
	c := p.cell()
	if c <= 0 {
		return
	}
	// Along the painted axis (x for heights, y for widths), visit every
	// index between prev and cur.
	a0, a1, b0, b1 := prev.X, cur.X, prev.Y, cur.Y
	if p.widths {
		a0, a1, b0, b1 = prev.Y, cur.Y, prev.X, cur.X
	}
	i0, i1 := floorDiv(a0, c), floorDiv(a1, c)
	step := 1
	if i1 < i0 {
		step = -1
	}
	for i := i0; ; i += step {
		// The other coordinate where the pointer crossed index i: at the
		// end points their own, in between interpolated at the cell centre.
		b := b1
		switch {
		case i == i1:
		case i == i0:
			b = b0
		default:
			mid := (float32(i) + 0.5) * c
			b = b0 + (b1-b0)*(mid-a0)/(a1-a0)
		}
		j := floorDiv(b, c)
		if i >= 0 && i <= 15 {
			if p.widths {
				p.paint(j, i)
			} else {
				p.paint(i, j)
			}
		}
		if i == i1 {
			break
		}
	}
}

// MouseDown records where a drag may start.
func (p *Painter) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button == desktop.MouseButtonPrimary {
		p.press, p.pressed = ev.Position, true
	}
}

// MouseUp forgets the press position.
func (p *Painter) MouseUp(*desktop.MouseEvent) { p.pressed = false }

// DragEnd finishes the stroke: the whole drag is one undo step.
func (p *Painter) DragEnd() {
	p.dragging, p.pressed = false, false
	p.model.EndStroke()
}

type painterRenderer struct {
	p      *Painter
	raster *canvas.Raster
	labels [16]*canvas.Text
	objs   []fyne.CanvasObject
}

func (r *painterRenderer) draw(w, h int) image.Image {
	if r.p.widths {
		return paintWidths(r.p.model.Tile(), w, h)
	}
	return paintHeights(r.p.model.Tile(), w, h)
}

func (r *painterRenderer) Layout(s fyne.Size) {
	c := r.p.cell()
	r.raster.Resize(fyne.NewSquareSize(16 * c))
	r.raster.Move(fyne.NewPos(0, 0))
	for i, t := range r.labels {
		ts := t.MinSize()
		if r.p.widths {
			t.Move(fyne.NewPos(16*c+4, (float32(i)+0.5)*c-ts.Height/2))
		} else {
			t.Move(fyne.NewPos((float32(i)+0.5)*c-ts.Width/2, 16*c+2))
		}
		t.Resize(ts)
	}
}

// update sets the value labels from the model.
func (r *painterRenderer) update() {
	t := r.p.model.Tile()
	fg := theme.Color(theme.ColorNameForeground)
	var bad []int
	if r.p.widths {
		bad = r.p.model.WidthConflicts()
	}
	for i, l := range r.labels {
		l.Color = fg
		switch {
		case t == nil:
			l.Text = ""
		case r.p.widths:
			l.Text = strconv.Itoa(int(t.Widths[i]))
			if slices.Contains(bad, i) {
				l.Color = theme.Color(theme.ColorNameError)
			}
		default:
			l.Text = strconv.Itoa(int(t.Heights[i]))
		}
	}
}

func (r *painterRenderer) MinSize() fyne.Size {
	ew, eh := r.p.extra()
	return fyne.NewSize(16*painterCellMin+ew, 16*painterCellMin+eh)
}

func (r *painterRenderer) Refresh() {
	r.update()
	r.Layout(r.p.Size())
	for _, l := range r.labels {
		l.Refresh()
	}
	r.raster.Refresh()
}

func (r *painterRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *painterRenderer) Destroy()                     {}

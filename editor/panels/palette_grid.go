package panels

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/internal/palette"
)

// The brush palettes: the tile and chunk grids show
// each item's id under its thumbnail and frame the item in use; a "Go to"
// entry picks an item by id and scrolls to it. A palette is one scroller
// (never a scroll inside a scroll, which clipped its last row and took the
// wheel from the panel): give it a height with FixedHeight.

// NewPaletteGrid returns a grid of n() thumbnails of size units, each
// with its id under it; thumb(id) draws item id, and the item selected()
// returns is framed in the selection colour.
func NewPaletteGrid(n func() int, size float32, thumb func(id int) image.Image, selected func() int) *widgets.GridWrap {
	return NewListedPaletteGrid(n, func(i int) int { return i }, strconv.Itoa, size, thumb, selected)
}

// NewListedPaletteGrid is NewPaletteGrid listing items by position: the
// grid's item i (of n()) is item id(i), labelled label(id) (OnSelected
// and Select speak of positions).
func NewListedPaletteGrid(n func() int, id func(i int) int, label func(id int) string, size float32, thumb func(id int) image.Image, selected func() int) *widgets.GridWrap {
	return widgets.NewGridWrap(n,
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(nil)
			img.ScaleMode = canvas.ImageScalePixels
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSquareSize(size))
			id := canvas.NewText("0000", palette.Colour(palette.Text))
			id.Alignment = fyne.TextAlignCenter
			id.TextSize = 11
			frame := canvas.NewRectangle(color.Transparent)
			frame.StrokeColor = palette.Colour(palette.Selection)
			frame.StrokeWidth = 3
			frame.Hide()
			return container.NewStack(container.NewBorder(nil, id, nil, nil, img), frame)
		},
		func(i widget.GridWrapItemID, o fyne.CanvasObject) {
			if i < 0 || i >= n() {
				return
			}
			id := id(i)
			st := o.(*fyne.Container)
			cell, frame := st.Objects[0].(*fyne.Container), st.Objects[1].(*canvas.Rectangle)
			for _, obj := range cell.Objects {
				switch v := obj.(type) {
				case *canvas.Image:
					v.Image = thumb(id)
					v.Refresh()
				case *canvas.Text:
					v.Text = label(id)
					v.Refresh()
				}
			}
			if id == selected() {
				frame.Show()
			} else {
				frame.Hide()
			}
		})
}

// FixedHeight returns o with at least height units of height (and no
// less than its own minimum width): a grid that scrolls itself, given
// room without another scroller around it.
func FixedHeight(o fyne.CanvasObject, height float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, height))
	return container.NewStack(r, o)
}

// GoTo is a "Go to" entry for a palette: an id typed and Enter (or Go)
// picks that item and scrolls the grid to it; a bad id is said beside it.
type GoTo struct {
	// Content is the entry, its Go button and the message line.
	Content fyne.CanvasObject
	Entry   *widgets.Entry
	Status  *widget.Label

	what   string
	n      func() int
	grid   *widgets.GridWrap
	choose func(id int)
}

// NewGoTo returns a Go to control for grid, whose items are what ("tile",
// "chunk") 0 to n()-1; choose is called with the id chosen.
func NewGoTo(what string, n func() int, grid *widgets.GridWrap, choose func(id int)) *GoTo {
	g := &GoTo{what: what, n: n, grid: grid, choose: choose}
	g.Entry = widgets.NewEntry()
	g.Entry.SetPlaceHolder(what + " id")
	g.Entry.OnSubmitted = func(string) { g.Go() }
	g.Status = widget.NewLabel("")
	g.Status.Wrapping = fyne.TextWrapWord
	g.Status.Hide()
	btn := widget.NewButton("Go", g.Go)
	g.Content = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel("Go to "+what), btn, g.Entry),
		g.Status)
	return g
}

// Go picks the item the entry names and scrolls to it.
func (g *GoTo) Go() {
	s := strings.TrimPrefix(strings.TrimSpace(g.Entry.Text), "#")
	id, err := strconv.Atoi(s)
	if err != nil || id < 0 || id >= g.n() {
		g.Status.SetText(fmt.Sprintf("No %s %q: ids go from 0 to %d.", g.what, g.Entry.Text, g.n()-1))
		g.Status.Show()
		return
	}
	g.Status.Hide()
	g.choose(id)
	g.grid.ScrollTo(id)
	g.grid.Refresh()
}

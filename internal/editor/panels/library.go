package panels

import (
	"image"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/editor/model"
	"loopwright/internal/editor/widgets"
)

// thumbSize is the side of a library thumbnail in units.
const thumbSize = 48

// libraryPanel is the browsable grid of the library's tiles with add,
// duplicate and delete buttons.
type LibraryPanel struct {
	model   *model.Model
	grid    *widgets.GridWrap
	syncing bool
	add     *widget.Button
	dup     *widget.Button
	del     *widget.Button
	count   *widget.Label
	Content fyne.CanvasObject
}

func NewLibraryPanel(m *model.Model) *LibraryPanel {
	lp := &LibraryPanel{model: m}
	lp.grid = NewThumbGrid(func() int { return len(m.Lib().Tiles) }, thumbSize, func(id int) image.Image {
		if tiles := m.Lib().Tiles; id < len(tiles) {
			return widgets.MaskImage(&tiles[id], 3)
		}
		return widgets.MaskImage(nil, 3)
	})
	lp.grid.OnSelected = func(id widget.GridWrapItemID) {
		if lp.syncing {
			return
		}
		m.Select(id)
	}
	lp.add = widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), m.AddTile)
	lp.dup = widget.NewButtonWithIcon("Duplicate", theme.ContentCopyIcon(), m.DuplicateTile)
	lp.del = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), m.DeleteTile)
	lp.count = widget.NewLabel("")
	title := widget.NewLabelWithStyle("Tile library", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := container.NewGridWithColumns(3, lp.add, lp.dup, lp.del)
	lp.Content = container.NewBorder(container.NewVBox(title, lp.count), buttons, nil, nil, lp.grid)
	lp.Refresh()
	return lp
}

// Refresh redraws the thumbnails and selects the model's tile.
func (lp *LibraryPanel) Refresh() {
	m := lp.model
	lp.count.SetText(model.Count(len(m.Lib().Tiles)-1, "tile") + " (and tile 0, the empty tile)")
	lp.grid.Refresh()
	lp.syncing = true
	SelectGridItem(lp.grid, m.Selected)
	lp.syncing = false
	if m.Tile() == nil {
		lp.dup.Disable()
		lp.del.Disable()
	} else {
		lp.dup.Enable()
		lp.del.Enable()
	}
}

// selectGridItem selects item id of g. A grid not laid out yet (size 0)
// would scroll past the item (Fyne computes the scroll with a zero
// height): it stays at the top instead.
func SelectGridItem(g *widgets.GridWrap, id int) {
	g.Select(id)
	if g.Size().Height <= 0 {
		g.ScrollToTop()
	}
}

// NewThumbGrid returns a grid of n() numbered thumbnails of size units,
// thumb(id) drawing the image of item id (the tile library, the chunk
// list).
func NewThumbGrid(n func() int, size float32, thumb func(id int) image.Image) *widgets.GridWrap {
	return widgets.NewGridWrap(n,
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(nil)
			img.ScaleMode = canvas.ImageScalePixels
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSquareSize(size))
			l := widget.NewLabel("000")
			l.Alignment = fyne.TextAlignCenter
			return container.NewBorder(nil, l, nil, nil, img)
		},
		func(id widget.GridWrapItemID, o fyne.CanvasObject) {
			if id < 0 || id >= n() {
				return
			}
			for _, obj := range o.(*fyne.Container).Objects {
				switch v := obj.(type) {
				case *canvas.Image:
					v.Image = thumb(id)
					v.Refresh()
				case *widget.Label:
					v.SetText(strconv.Itoa(id))
				}
			}
		})
}

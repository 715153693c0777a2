package panels

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
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
	// Confirm, when set, is asked before deleting a tile that chunks
	// place (one click emptied the floor of every level): msg says what
	// goes, do deletes. Unused tiles are deleted at once.
	Confirm func(msg string, do func())
	// ShowError, when set, shows why the tile cannot be deleted
	// (model.DeleteTileError).
	ShowError func(error)
}

func NewLibraryPanel(m *model.Model) *LibraryPanel {
	lp := &LibraryPanel{model: m}
	lp.grid = NewPaletteGrid(func() int { return len(m.Lib().Tiles) }, thumbSize, func(id int) image.Image {
		if tiles := m.Lib().Tiles; id < len(tiles) {
			return widgets.MaskImage(&tiles[id], 3)
		}
		return widgets.MaskImage(nil, 3)
	}, func() int { return m.Selected })
	lp.grid.OnSelected = func(id widget.GridWrapItemID) {
		if lp.syncing {
			return
		}
		m.Select(id)
	}
	lp.add = widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), m.AddTile)
	lp.dup = widget.NewButtonWithIcon("Duplicate", theme.ContentCopyIcon(), m.DuplicateTile)
	lp.del = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), lp.deleteTile)
	lp.count = widget.NewLabel("")
	title := widget.NewLabelWithStyle("Tile library", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := container.NewGridWithColumns(3, lp.add, lp.dup, lp.del)
	lp.Content = container.NewBorder(container.NewVBox(title, lp.count), buttons, nil, nil, lp.grid)
	lp.Refresh()
	return lp
}

// deleteTile deletes the selected tile, asking Confirm first when chunks
// place it.
func (lp *LibraryPanel) deleteTile() {
	m := lp.model
	if err := m.DeleteTileError(m.Selected); err != nil {
		if lp.ShowError != nil {
			lp.ShowError(err)
		}
		return
	}
	blocks, chunks := m.TileUses(m.Selected)
	if blocks == 0 || lp.Confirm == nil {
		m.DeleteTile()
		return
	}
	lp.Confirm(fmt.Sprintf("Delete tile %d? %s in %s place it: they become empty, in every level that uses them.\nEdit > Undo brings it back.",
		m.Selected, model.Count(blocks, "block"), model.Count(chunks, "chunk")), m.DeleteTile)
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

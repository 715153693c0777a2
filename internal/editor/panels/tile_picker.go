package panels

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/editor/model"
	"loopwright/internal/editor/widgets"
	"loopwright/layers"
)

// newTilePicker returns the brush tile grid the Chunks and Level tabs share:
// a thumbnail of every library tile; choosing one sets the model's brush
// tile (and its solidity) and then calls picked. Selections made while
// *updating is set (programmatic refreshes) are ignored.
func NewTilePicker(m *model.Model, updating *bool, picked func()) *widgets.GridWrap {
	g := widgets.NewGridWrap(
		func() int { return len(m.Lib().Tiles) },
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(widgets.MaskImage(nil, 2))
			img.ScaleMode = canvas.ImageScalePixels
			img.SetMinSize(fyne.NewSquareSize(32))
			return img
		},
		func(id widget.GridWrapItemID, o fyne.CanvasObject) {
			tiles := m.Lib().Tiles
			if id >= 0 && id < len(tiles) {
				o.(*canvas.Image).Image = widgets.MaskImage(&tiles[id], 2)
				o.(*canvas.Image).Refresh()
			}
		})
	g.OnSelected = func(id widget.GridWrapItemID) {
		if *updating {
			return
		}
		b := m.Brush()
		b.Tile = layers.TileID(id)
		if id > 0 && id < len(m.Lib().Tiles) {
			b.Solidity = m.Lib().Tiles[id].Solidity
		}
		m.SetBrush(b)
		picked()
	}
	return g
}

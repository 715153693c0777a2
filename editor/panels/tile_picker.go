package panels

import (
	"image"

	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/layers"
)

// newTilePicker returns the brush tile grid the Chunks and Level tabs share:
// a thumbnail of every library tile; choosing one sets the model's brush
// tile (and its solidity) and then calls picked. Selections made while
// *updating is set (programmatic refreshes) are ignored.
func NewTilePicker(m *model.Model, updating *bool, picked func()) *widgets.GridWrap {
	g := NewPaletteGrid(func() int { return len(m.Lib().Tiles) }, 32,
		func(id int) image.Image { return widgets.MaskImage(&m.Lib().Tiles[id], 2) },
		func() int { return int(m.Brush().Tile) })
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

package panels

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/heightmask"
)

// BrushControls are the brush settings the Chunks and Level tabs share:
// the tile picker, X and Y flip and the solidity, all editing the model's
// brush.
type BrushControls struct {
	// Tiles is the tile picker; Flags the flips and solidity, laid out;
	// GoTo picks a tile by id.
	Tiles *widgets.GridWrap
	Flags fyne.CanvasObject
	GoTo  *GoTo

	m            *model.Model
	xflip, yflip *widgets.Check
	solidity     *widgets.Select
	updating     bool
}

// NewBrushControls returns the brush controls for m; picked runs after a
// tile is chosen in the picker.
func NewBrushControls(m *model.Model, picked func()) *BrushControls {
	b := &BrushControls{m: m}
	set := func(f func(br *model.Brush)) {
		if b.updating {
			return
		}
		br := m.Brush()
		f(&br)
		m.SetBrush(br)
	}
	b.Tiles = NewTilePicker(m, &b.updating, picked)
	b.GoTo = NewGoTo("tile", func() int { return len(m.Lib().Tiles) }, b.Tiles, func(id int) {
		b.Tiles.Select(id) // through OnSelected: the brush, then picked
	})
	b.xflip = widgets.NewCheck("X flip", func(on bool) { set(func(br *model.Brush) { br.XFlip = on }) })
	b.yflip = widgets.NewCheck("Y flip", func(on bool) { set(func(br *model.Brush) { br.YFlip = on }) })
	b.solidity = widgets.NewSelect(SolidityOptions(), func(s string) {
		set(func(br *model.Brush) {
			if sol, err := heightmask.ParseSolidity(s); err == nil {
				br.Solidity = sol
			}
		})
	})
	b.Flags = container.NewVBox(
		container.NewGridWithColumns(2, b.xflip, b.yflip),
		container.NewGridWithColumns(2, widget.NewLabel("Solidity"), b.solidity))
	return b
}

// Refresh shows the model's brush.
func (b *BrushControls) Refresh() {
	b.updating = true
	defer func() { b.updating = false }()
	br := b.m.Brush()
	b.Tiles.Refresh()
	if int(br.Tile) < len(b.m.Lib().Tiles) {
		SelectGridItem(b.Tiles, int(br.Tile))
	}
	b.xflip.SetChecked(br.XFlip)
	b.yflip.SetChecked(br.YFlip)
	b.solidity.SetSelected(br.Solidity.String())
}

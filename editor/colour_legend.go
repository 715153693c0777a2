package editor

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/palette"
	"loopwright/preview"
)

// legendViews are the Colour legend's sections: each view and what it
// draws.
var legendViews = []struct {
	title string
	view  palette.View
}{
	{"Tiles tab", palette.ViewTiles},
	{"Chunks tab", palette.ViewChunks},
	{"Level view (editing)", palette.ViewLevel},
	{"Level view and preview (playing)", palette.ViewPlay},
	{"Checks: ghosts and lint", palette.ViewChecks},
}

// colourLegend returns the Colour legend's content: for every view, each
// colour it draws and what it means (package palette: one colour, one
// meaning, in every view).
func colourLegend() fyne.CanvasObject {
	box := container.NewVBox()
	for _, s := range legendViews {
		ms := palette.In(s.view)
		sz := preview.MeaningsLegendSize(ms)
		img := image.NewRGBA(image.Rect(0, 0, max(sz.X, 1), max(sz.Y, 1)))
		preview.DrawMeaningsLegend(img, 0, 0, ms)
		ci := canvas.NewImageFromImage(img)
		ci.FillMode = canvas.ImageFillOriginal
		ci.ScaleMode = canvas.ImageScalePixels
		box.Add(widget.NewLabelWithStyle(s.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(container.NewHBox(ci))
	}
	sc := container.NewVScroll(box)
	sc.SetMinSize(fyne.NewSize(520, 560))
	return sc
}

// ShowColourLegend shows the Colour legend (Help menu).
func (e *Editor) ShowColourLegend() {
	if e.Win == nil {
		return
	}
	e.showOnce(dlgLegend, dialog.NewCustom("Colour legend", "Close", colourLegend(), e.Win))
}

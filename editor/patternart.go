package editor

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/mdart"
)

// The pattern window (docs/editor.md "Block art"): one 8x8 pattern's
// pixels drawn with a colour of a palette line, flipped, and set.

const dlgPattern = "pattern"

// patternEdit is the pattern window's state: the pattern being drawn (a
// copy, set into the level by Set), the line and colour drawing.
type patternEdit struct {
	p      mdart.Pattern
	line   int
	colour uint8
}

// paint sets pixel (x, y) to the drawing colour.
func (pe *patternEdit) paint(x, y int) { pe.p[y*8+x] = pe.colour }

// flip mirrors the pattern left to right (x) or top to bottom.
func (pe *patternEdit) flip(x bool) {
	var q mdart.Pattern
	for y := 0; y < 8; y++ {
		for i := 0; i < 8; i++ {
			if x {
				q[y*8+i] = pe.p[y*8+7-i]
			} else {
				q[y*8+i] = pe.p[(7-y)*8+i]
			}
		}
	}
	pe.p = q
}

// PatternDialog draws the selected level's 8x8 art patterns.
func (e *Editor) PatternDialog() {
	if e.Win == nil {
		return
	}
	_, np, ok := e.Model.ArtBlocks()
	if !ok || np == 0 {
		e.showError(fmt.Errorf("this level has no art patterns (a SonLVL project's level has)"))
		return
	}
	pe := &patternEdit{colour: 1}
	num := widget.NewEntry()
	num.SetText("1")
	status := widget.NewLabel("")
	pal := func() mdart.Palette { p, _ := e.Model.Palette(); return p }
	col := func(c uint8) color.Color {
		if c == 0 {
			return color.RGBA{0x30, 0x30, 0x38, 0xFF}
		}
		return pal()[pe.line][c].RGBA()
	}
	var cells [64]*canvas.Rectangle
	grid := container.NewGridWithColumns(8)
	var swatches [16]*canvas.Rectangle
	sw := container.NewGridWithColumns(16)
	refresh := func() {
		for i, r := range cells {
			r.FillColor = col(pe.p[i])
			r.Refresh()
		}
		for c, r := range swatches {
			r.FillColor = col(uint8(c))
			r.StrokeWidth = 0
			if uint8(c) == pe.colour {
				r.StrokeColor, r.StrokeWidth = color.White, 2
			}
			r.Refresh()
		}
	}
	for i := range cells {
		i := i
		cells[i] = canvas.NewRectangle(col(0))
		cells[i].SetMinSize(fyne.NewSize(28, 28))
		grid.Add(container.NewStack(widget.NewButton("", func() { pe.paint(i%8, i/8); refresh() }), cells[i]))
	}
	for c := range swatches {
		c := c
		swatches[c] = canvas.NewRectangle(col(uint8(c)))
		swatches[c].SetMinSize(fyne.NewSize(20, 20))
		sw.Add(container.NewStack(widget.NewButton("", func() { pe.colour = uint8(c); refresh() }), swatches[c]))
	}
	line := widget.NewSelect([]string{"0", "1", "2", "3"}, func(s string) { pe.line, _ = strconv.Atoi(s); refresh() })
	load := func() {
		i, err := strconv.Atoi(strings.TrimSpace(num.Text))
		p, ok := e.Model.ArtPattern(i)
		if err != nil || !ok {
			status.SetText(fmt.Sprintf("patterns are 0..%d", np-1))
			return
		}
		pe.p = p
		refresh()
		status.SetText(fmt.Sprintf("pattern %d of 0..%d", i, np-1))
	}
	set := widget.NewButton("Set", func() {
		i, err := strconv.Atoi(strings.TrimSpace(num.Text))
		if err != nil {
			status.SetText("the pattern: a number")
			return
		}
		if err := e.Model.SetArtPattern(i, pe.p); err != nil {
			status.SetText(err.Error())
			return
		}
		status.SetText(fmt.Sprintf("pattern %d set (Edit > Undo takes it back)", i))
	})
	top := container.NewVBox(
		container.NewHBox(widget.NewLabel("Pattern"), container.NewGridWrap(fyne.NewSize(80, 36), num), widget.NewButton("Show", load),
			widget.NewLabel("Palette line"), line),
		sw)
	bottom := container.NewVBox(container.NewHBox(widget.NewButton("Flip X", func() { pe.flip(true); refresh() }),
		widget.NewButton("Flip Y", func() { pe.flip(false); refresh() }), set), status)
	line.SetSelectedIndex(0)
	load()
	e.showOnce(dlgPattern, dialog.NewCustom("Pattern (8x8 art)", "Close", container.NewBorder(top, bottom, nil, nil, grid), e.Win))
}

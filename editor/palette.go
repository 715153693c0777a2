package editor

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/mdart"
	"loopwright/pack"
)

// The palette window (docs/editor.md "Palette"): the level's four lines of
// sixteen colours as swatches; a click edits a colour's three 3-bit levels;
// Import and Export read and write palette .bin files (colour words).

const dlgPalette = "palette"

var binFilters = []fileFilter{{"Palette files (.bin)", []string{"bin"}}}

// PaletteDialog shows the selected level's palette for editing.
func (e *Editor) PaletteDialog() {
	if e.Win == nil {
		return
	}
	if _, ok := e.Model.Palette(); !ok {
		e.showError(fmt.Errorf("this level has no art with a palette (a SonLVL project's level has)"))
		return
	}
	grid := container.NewGridWithColumns(16)
	var fill func()
	fill = func() {
		p, _ := e.Model.Palette()
		grid.RemoveAll()
		for line := 0; line < 4; line++ {
			for i := 0; i < 16; i++ {
				line, i := line, i
				sw := canvas.NewRectangle(p[line][i].RGBA())
				sw.SetMinSize(fyne.NewSize(22, 22))
				b := widget.NewButton("", func() { e.colourDialog(line, i, fill) })
				grid.Add(container.NewStack(b, sw))
			}
		}
		grid.Refresh()
	}
	fill()
	imp := widget.NewButton("Import .bin…", func() {
		e.chooseFile("Import a palette", false, e.startPath(""), binFilters, func(path string) {
			if err := e.ImportPaletteFile(path); err != nil {
				e.showError(err)
			}
			fill()
		})
	})
	exp := widget.NewButton("Export .bin…", func() {
		e.chooseFile("Export the palette", true, e.startPath("palette.bin"), binFilters, func(path string) {
			if err := e.ExportPaletteFile(path); err != nil {
				e.showError(err)
			}
		})
	})
	content := container.NewBorder(widget.NewLabel("Lines 0-3, colours 0-15 (colour 0 of line 0 is the backdrop). Click a colour to edit it."), container.NewHBox(imp, exp), nil, nil, grid)
	e.showOnce(dlgPalette, dialog.NewCustom("Palette", "Close", content, e.Win))
}

// colourDialog edits colour i of palette line as its red, green and blue
// levels (0-7, the Mega Drive's 9-bit colour), then calls done.
func (e *Editor) colourDialog(line, i int, done func()) {
	p, ok := e.Model.Palette()
	if !ok {
		return
	}
	c := p[line][i]
	levels := []string{"0", "1", "2", "3", "4", "5", "6", "7"}
	r, g, b := widget.NewSelect(levels, nil), widget.NewSelect(levels, nil), widget.NewSelect(levels, nil)
	r.SetSelectedIndex(int(c >> 1 & 7))
	g.SetSelectedIndex(int(c >> 5 & 7))
	b.SetSelectedIndex(int(c >> 9 & 7))
	items := []*widget.FormItem{{Text: "Red", Widget: r}, {Text: "Green", Widget: g}, {Text: "Blue", Widget: b}}
	dialog.ShowForm(fmt.Sprintf("Line %d, colour %d", line, i), "Set", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		nc := mdart.Colour(r.SelectedIndex())<<1 | mdart.Colour(g.SelectedIndex())<<5 | mdart.Colour(b.SelectedIndex())<<9
		e.Model.SetPaletteColour(line, i, nc)
		done()
	}, e.Win)
}

// ImportPaletteFile reads a palette .bin (colour words, up to 64) into the
// palette from colour 0 on, as one undo step.
func (e *Editor) ImportPaletteFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if _, err := e.Model.ImportPalette(data, 0); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// ExportPaletteFile writes the whole palette (64 colour words) to path.
func (e *Editor) ExportPaletteFile(path string) error {
	data, err := e.Model.ExportPalette(0, 3)
	if err != nil {
		return err
	}
	return pack.WriteFileAtomic(path, data)
}

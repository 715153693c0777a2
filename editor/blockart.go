package editor

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/mdart"
)

// The block art window (docs/editor.md "Block art"): one art block's four
// quarters, each an 8x8 pattern with its palette line, priority and flips,
// edited with a preview.

const dlgBlockArt = "blockart"

// blockImage draws art block b with the level's patterns and palette, 16x16.
func blockImage(pats []mdart.Pattern, pal *mdart.Palette, b mdart.Block) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	rgba := pal.RGBA()
	for k, w := range b {
		ox, oy := k%2*8, k/2*8
		if w.Index() >= len(pats) {
			continue
		}
		p := &pats[w.Index()]
		for y := 0; y < 8; y++ {
			for x := 0; x < 8; x++ {
				sx, sy := x, y
				if w.XFlip() {
					sx = 7 - x
				}
				if w.YFlip() {
					sy = 7 - y
				}
				if c := p[sy*8+sx]; c != 0 {
					img.SetRGBA(ox+x, oy+y, rgba[w.Palette()][c])
				}
			}
		}
	}
	return img
}

// parseQuarter reads one quarter's fields into a pattern word.
func parseQuarter(pattern string, line int, pri, xf, yf bool) (mdart.PatternWord, error) {
	n, err := strconv.Atoi(strings.TrimSpace(pattern))
	if err != nil || n < 0 || n > 0x7FF {
		return 0, fmt.Errorf("pattern %q: want 0..2047", pattern)
	}
	return mdart.MakePatternWord(n, line, pri, xf, yf), nil
}

// BlockArtDialog edits the selected level's art blocks.
func (e *Editor) BlockArtDialog() {
	if e.Win == nil {
		return
	}
	nb, _, ok := e.Model.ArtBlocks()
	if !ok || nb == 0 {
		e.showError(fmt.Errorf("this level has no art blocks (a SonLVL project's level has)"))
		return
	}
	num := widget.NewEntry()
	num.SetText("1")
	preview := canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 16, 16)))
	preview.ScaleMode = canvas.ImageScalePixels
	preview.FillMode = canvas.ImageFillContain // square, however tall the rows
	preview.SetMinSize(fyne.NewSize(128, 128))
	names := []string{"top left", "top right", "bottom left", "bottom right"}
	lines := []string{"0", "1", "2", "3"}
	var pat [4]*widget.Entry
	var line [4]*widget.Select
	var pri, xf, yf [4]*widget.Check
	rows := container.NewVBox()
	for k := range names {
		pat[k] = widget.NewEntry()
		line[k] = widget.NewSelect(lines, nil)
		pri[k], xf[k], yf[k] = widget.NewCheck("priority", nil), widget.NewCheck("X flip", nil), widget.NewCheck("Y flip", nil)
		rows.Add(container.NewHBox(widget.NewLabel(names[k]), container.NewGridWrap(fyne.NewSize(70, 36), pat[k]), widget.NewLabel("line"), line[k], pri[k], xf[k], yf[k]))
	}
	status := widget.NewLabel("")
	current := func() (int, bool) {
		i, err := strconv.Atoi(strings.TrimSpace(num.Text))
		return i, err == nil
	}
	load := func() {
		i, ok := current()
		b, ok2 := e.Model.ArtBlock(i)
		if !ok || !ok2 {
			status.SetText(fmt.Sprintf("blocks are 0..%d", nb-1))
			return
		}
		for k, w := range b {
			pat[k].SetText(strconv.Itoa(w.Index()))
			line[k].SetSelectedIndex(w.Palette())
			pri[k].SetChecked(w.Priority())
			xf[k].SetChecked(w.XFlip())
			yf[k].SetChecked(w.YFlip())
		}
		if a := e.Model.Level().Picture.(*mdart.LevelArt); a != nil {
			img := blockImage(a.Patterns, &a.Palette, b)
			// Over the backdrop colour, as the level draws it.
			bd := a.Palette.RGBA()[a.Backdrop/16%4][a.Backdrop%16]
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] == 0 {
					img.Pix[i-3], img.Pix[i-2], img.Pix[i-1], img.Pix[i] = bd.R, bd.G, bd.B, 255
				}
			}
			preview.Image = img
			preview.Refresh()
		}
		status.SetText(fmt.Sprintf("block %d of 0..%d", i, nb-1))
	}
	apply := widget.NewButton("Set", func() {
		i, ok := current()
		if !ok {
			status.SetText("the block: a number")
			return
		}
		var b mdart.Block
		for k := range b {
			w, err := parseQuarter(pat[k].Text, max(line[k].SelectedIndex(), 0), pri[k].Checked, xf[k].Checked, yf[k].Checked)
			if err != nil {
				status.SetText(names[k] + ": " + err.Error())
				return
			}
			b[k] = w
		}
		if err := e.Model.SetArtBlock(i, b); err != nil {
			status.SetText(err.Error())
			return
		}
		load()
	})
	top := container.NewHBox(widget.NewLabel("Block"), container.NewGridWrap(fyne.NewSize(80, 36), num), widget.NewButton("Show", load), apply)
	load()
	content := container.NewBorder(top, status, nil, preview, rows)
	e.showOnce(dlgBlockArt, dialog.NewCustom("Block art", "Close", content, e.Win))
}

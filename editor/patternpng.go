package editor

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/pack"
)

// Pattern sheets (docs/editor.md "Block art"): Art > Import and Export
// patterns as a PNG, 8x8 cells row by row in one palette line.

// ImportPatternsFile reads the PNG at path into the level's patterns from
// first on, with palette line; it returns the number written.
func (e *Editor) ImportPatternsFile(path string, first, line int) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.Width*cfg.Height > 4096*4096 {
		return 0, fmt.Errorf("%s: %dx%d pixels is more art than a level holds", path, cfg.Width, cfg.Height)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	n, err := e.Model.ImportPatternSheet(img, first, line)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}

// ExportPatternsFile writes n patterns from first, 16 a row, in palette
// line, as a PNG at path.
func (e *Editor) ExportPatternsFile(path string, first, n, line int) error {
	img, err := e.Model.PatternSheet(first, n, 16, line)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return pack.WriteFileAtomic(path, buf.Bytes())
}

// patternsForm asks for the first pattern, a count (export only) and the
// palette line, then calls done.
func (e *Editor) patternsForm(title string, export bool, done func(first, n, line int)) {
	_, np, ok := e.Model.ArtBlocks()
	if e.Win == nil {
		return
	}
	if !ok || np == 0 {
		e.showError(fmt.Errorf("this level has no art patterns (a SonLVL project's level has)"))
		return
	}
	first, count := widget.NewEntry(), widget.NewEntry()
	first.SetText("0")
	count.SetText(strconv.Itoa(np))
	line := widget.NewSelect([]string{"0", "1", "2", "3"}, nil)
	line.SetSelectedIndex(0)
	items := []*widget.FormItem{{Text: "First pattern", Widget: first, HintText: fmt.Sprintf("0..%d", np-1)}}
	if export {
		items = append(items, &widget.FormItem{Text: "Patterns", Widget: count})
	}
	items = append(items, &widget.FormItem{Text: "Palette line", Widget: line})
	e.showOnce(dlgPattern, dialog.NewForm(title, "Choose file…", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		f, err1 := strconv.Atoi(strings.TrimSpace(first.Text))
		n, err2 := strconv.Atoi(strings.TrimSpace(count.Text))
		if err1 != nil || err2 != nil {
			e.showError(fmt.Errorf("%q, %q: want whole numbers", first.Text, count.Text))
			return
		}
		done(f, n, line.SelectedIndex())
	}, e.Win))
}

// ImportPatternsDialog imports a PNG sheet into the patterns.
func (e *Editor) ImportPatternsDialog() {
	e.patternsForm("Import patterns from a PNG", false, func(first, _, line int) {
		e.chooseFile("Import patterns from a PNG", false, e.startPath(""), pngFilters, func(p string) {
			if _, err := e.ImportPatternsFile(p, first, line); err != nil {
				e.showError(err)
			}
		})
	})
}

// ExportPatternsDialog exports patterns as a PNG sheet.
func (e *Editor) ExportPatternsDialog() {
	e.patternsForm("Export patterns as a PNG", true, func(first, n, line int) {
		e.chooseFile("Export patterns as a PNG", true, e.startPath("patterns.png"), pngFilters, func(p string) {
			if !strings.HasSuffix(strings.ToLower(p), ".png") {
				p += ".png"
			}
			if err := e.ExportPatternsFile(p, first, n, line); err != nil {
				e.showError(err)
			}
		})
	})
}

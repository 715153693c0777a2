package editor

import (
	"fmt"
	"image"
	"os"
	"strings"

	"loopwright/pack"
)

// Saved layout sections (docs/editor.md "Layout sections"): the Layout
// menu saves the Level tab's selection (blocks, switchers, objects) to a
// .section.json file and inserts such a file at the selection's corner.

var sectionFilters = []fileFilter{{"Layout sections (.section.json)", []string{"json"}}}

// maxSectionFile bounds a section file read (a 256x256-block area with
// every mask different is well under it).
const maxSectionFile = 64 << 20

// SaveSectionFile writes the selection as a section file at path.
func (e *Editor) SaveSectionFile(path string) error {
	if e.LevelView == nil || e.LevelView.Selection().Empty() {
		return fmt.Errorf("select the blocks to save first (the Select tool, R)")
	}
	data, err := e.Model.SectionJSON(e.LevelView.Selection())
	if err != nil {
		return err
	}
	return pack.WriteFileAtomic(path, data)
}

// InsertSectionFile inserts the section file at path at the selection's
// top-left block (else at the level's origin) and selects it.
func (e *Editor) InsertSectionFile(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if st.Size() > maxSectionFile {
		return fmt.Errorf("%s: %d bytes is more than a section holds", path, st.Size())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	at := image.Point{}
	if e.LevelView != nil && !e.LevelView.Selection().Empty() {
		at = e.LevelView.Selection().Min
	}
	return e.Model.PasteSection(path, data, at.X, at.Y)
}

// SaveSectionDialog asks where to save the selection as a section.
func (e *Editor) SaveSectionDialog() {
	e.chooseFile("Save the selection as a layout section", true, e.startPath("section.section.json"), sectionFilters, func(p string) {
		if !strings.HasSuffix(strings.ToLower(p), ".json") {
			p += ".section.json"
		}
		if err := e.SaveSectionFile(p); err != nil {
			e.showError(err)
		}
	})
}

// InsertSectionDialog asks for a section file and inserts it.
func (e *Editor) InsertSectionDialog() {
	e.chooseFile("Insert a layout section", false, e.startPath(""), sectionFilters, func(p string) {
		if err := e.InsertSectionFile(p); err != nil {
			e.showError(err)
		}
	})
}

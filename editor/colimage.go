package editor

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"

	"loopwright/colpng"
	"loopwright/layers"
	"loopwright/pack"
)

// Collision images (docs/editor.md "Collision images"): the Layout menu
// imports a SonLVL _col image into the level (at the selection's top-left
// corner, else at the level's origin) and exports the selection's (else
// the level's) path A collision as one.

// ImportCollisionFile imports the _col image at path into the selected
// level at the selection's top-left block (or 0,0): path A from it, and
// path B from the NAME_col2.png beside a NAME_col1.png when there is one
// (else path A's on both). It returns the blocks set.
func (e *Editor) ImportCollisionFile(path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	a, w, h, err := colpng.ReadPNG(path, data)
	if err != nil {
		return 0, err
	}
	var b []colpng.Block
	if base, ok := strings.CutSuffix(path, "_col1.png"); ok {
		if d2, err := os.ReadFile(base + "_col2.png"); err == nil {
			b2, w2, h2, err := colpng.ReadPNG(base+"_col2.png", d2)
			if err != nil {
				return 0, err
			}
			if w2 != w || h2 != h {
				return 0, fmt.Errorf("%s_col2.png is %dx%d blocks, %s %dx%d", base, w2, h2, path, w, h)
			}
			b = b2
		}
	}
	at := image.Point{}
	if e.LevelView != nil && !e.LevelView.Selection().Empty() {
		at = e.LevelView.Selection().Min
	}
	return e.Model.ImportCollision(a, b, w, h, at.X, at.Y), nil
}

// ExportCollisionFile writes path A's collision of the selection (else
// the whole level) as a _col image at path, whole or not at all.
func (e *Editor) ExportCollisionFile(path string) error {
	l := e.Model.Level()
	if l == nil {
		return fmt.Errorf("no level is open")
	}
	r := image.Rect(0, 0, l.Width, l.Height)
	if e.LevelView != nil && !e.LevelView.Selection().Empty() {
		r = e.LevelView.Selection()
	}
	img, err := e.Model.CollisionImage(r, layers.PathA)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return pack.WriteFileAtomic(path, buf.Bytes())
}

// ImportCollisionDialog asks for a _col image and imports it.
func (e *Editor) ImportCollisionDialog() {
	e.chooseFile("Import a collision image (_col.png)", false, e.startPath(""), pngFilters, func(p string) {
		n, err := e.ImportCollisionFile(p)
		if err != nil {
			e.showError(err)
			return
		}
		e.lastLayoutReport = fmt.Sprintf("Imported %d blocks of collision from %s.", n, p)
	})
}

// ExportCollisionDialog asks where to write the collision image.
func (e *Editor) ExportCollisionDialog() {
	name := "level_col.png"
	if l := e.Model.Level(); l != nil {
		name = safeName(l.Name) + "_col.png"
	}
	e.chooseFile("Export the collision as an image (_col.png)", true, e.startPath(name), pngFilters, func(p string) {
		if !strings.HasSuffix(strings.ToLower(p), ".png") {
			p += ".png"
		}
		if err := e.ExportCollisionFile(p); err != nil {
			e.showError(err)
		}
	})
}

// ExportSectionFiles writes the selection's (else the whole level's) art
// as NAME.png, one pixel a level pixel, both priority planes over the
// backdrop, and its path A collision as NAME_col.png beside it, as
// SonLVL's export of a layout section writes them; a level without art
// writes the collision only. base is NAME (with or without .png). It
// returns the files written.
func (e *Editor) ExportSectionFiles(base string) ([]string, error) {
	l := e.Model.Level()
	if l == nil {
		return nil, fmt.Errorf("no level is open")
	}
	base = strings.TrimSuffix(base, ".png")
	r := image.Rect(0, 0, l.Width, l.Height)
	if e.LevelView != nil && !e.LevelView.Selection().Empty() {
		r = e.LevelView.Selection()
	}
	var files []string
	if l.Picture != nil {
		px := image.Rect(r.Min.X*16, r.Min.Y*16, r.Max.X*16, r.Max.Y*16)
		img := image.NewRGBA(image.Rect(0, 0, px.Dx(), px.Dy()))
		l.Picture.DrawPicture(img, image.Point{}, px, 1, true, true)
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return nil, err
		}
		if err := pack.WriteFileAtomic(base+".png", buf.Bytes()); err != nil {
			return nil, err
		}
		files = append(files, base+".png")
	}
	if err := e.ExportCollisionFile(base + "_col.png"); err != nil {
		return files, err
	}
	return append(files, base+"_col.png"), nil
}

// ExportSectionDialog asks for the art PNG's name and writes the section.
func (e *Editor) ExportSectionDialog() {
	name := "section.png"
	if l := e.Model.Level(); l != nil {
		name = safeName(l.Name) + ".png"
	}
	e.chooseFile("Export the level (or the selection) as PNG, with its _col.png", true, e.startPath(name), pngFilters, func(p string) {
		files, err := e.ExportSectionFiles(p)
		if err != nil {
			e.showError(err)
			return
		}
		e.lastLayoutReport = "Wrote " + strings.Join(files, ", ")
	})
}

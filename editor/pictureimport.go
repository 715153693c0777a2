package editor

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"

	"loopwright/colpng"
	"loopwright/editor/model"
)

// Picture import (docs/editor.md "Importing a picture"): Art > Import
// picture as section reads a PNG with the NAME_col.png (or NAME_col1.png
// and NAME_col2.png) and NAME_pri.png beside it into the level at the
// selection's top-left chunk; Art > New level from picture makes a level
// of the picture's size and imports it there.

// readPNG reads the PNG at path, refusing one larger than
// model.MaxPictureSide a side before decoding its pixels.
func readPNG(path string) (image.Image, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.Width > model.MaxPictureSide || cfg.Height > model.MaxPictureSide {
		return nil, fmt.Errorf("%s: %dx%d pixels; a picture may be at most %d a side", path, cfg.Width, cfg.Height, model.MaxPictureSide)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// pictureFiles reads the picture at path and the _col and _pri images
// beside it (NAME_col.png, else NAME_col1.png with NAME_col2.png for path
// B; NAME_pri.png), each optional.
func pictureFiles(path string) (model.PictureImport, []string, error) {
	var in model.PictureImport
	img, err := readPNG(path)
	if err != nil {
		return in, nil, err
	}
	in.Picture = img
	used := []string{path}
	base := strings.TrimSuffix(strings.TrimSuffix(path, ".png"), ".PNG")
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	readCol := func(p string) ([]colpng.Block, int, int, error) {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, 0, 0, err
		}
		b, w, h, err := colpng.ReadPNG(p, data)
		if err != nil {
			return nil, 0, 0, err
		}
		used = append(used, p)
		return b, w, h, nil
	}
	switch {
	case exists(base + "_col.png"):
		if in.ColA, in.ColW, in.ColH, err = readCol(base + "_col.png"); err != nil {
			return in, nil, err
		}
	case exists(base + "_col1.png"):
		if in.ColA, in.ColW, in.ColH, err = readCol(base + "_col1.png"); err != nil {
			return in, nil, err
		}
		if exists(base + "_col2.png") {
			b, w, h, err := readCol(base + "_col2.png")
			if err != nil {
				return in, nil, err
			}
			if w != in.ColW || h != in.ColH {
				return in, nil, fmt.Errorf("%s_col2.png is %dx%d blocks, %s_col1.png %dx%d", base, w, h, base, in.ColW, in.ColH)
			}
			in.ColB = b
		}
	}
	if exists(base + "_pri.png") {
		if in.Priority, err = readPNG(base + "_pri.png"); err != nil {
			return in, nil, err
		}
		used = append(used, base+"_pri.png")
	}
	return in, used, nil
}

// ImportPictureFile imports the picture at path (with its _col and _pri
// images) into the selected level at the selection's top-left chunk (or
// the level's origin), as one undo step; errors name the file.
func (e *Editor) ImportPictureFile(path string) (model.PictureReport, error) {
	in, used, err := pictureFiles(path)
	if err != nil {
		return model.PictureReport{}, err
	}
	if e.LevelView != nil && !e.LevelView.Selection().Empty() {
		in.At = e.LevelView.Selection().Min
	}
	rep, err := e.Model.ImportPicture(in)
	if err != nil {
		return rep, fmt.Errorf("%s: %w", path, err)
	}
	e.lastLayoutReport = pictureReport(rep, used)
	return rep, nil
}

// NewLevelFromPictureFile adds a level of the picture's size (in blocks)
// and imports the picture at path into it; a picture that cannot be
// imported leaves no level behind.
func (e *Editor) NewLevelFromPictureFile(path string) (model.PictureReport, error) {
	in, used, err := pictureFiles(path)
	if err != nil {
		return model.PictureReport{}, err
	}
	b := in.Picture.Bounds()
	w, h := (b.Dx()+15)/16, (b.Dy()+15)/16
	if err := model.CheckLevelSize(w, h); err != nil {
		return model.PictureReport{}, fmt.Errorf("%s: a level of %dx%d blocks: %w", path, w, h, err)
	}
	name := e.Model.NewLevelName()
	if err := e.Model.CreateLevel(name, w, h); err != nil {
		return model.PictureReport{}, fmt.Errorf("%s: %w", path, err)
	}
	rep, err := e.Model.ImportPicture(in)
	if err != nil {
		e.Model.Undo()
		return rep, fmt.Errorf("%s: %w", path, err)
	}
	e.lastLayoutReport = fmt.Sprintf("New level %q: ", name) + pictureReport(rep, used)
	return rep, nil
}

// pictureReport says what an import made, from which files.
func pictureReport(rep model.PictureReport, used []string) string {
	return fmt.Sprintf("Imported %s at block %d,%d: %d new patterns, %d new blocks, %d new chunks (Edit > Undo takes it back).",
		strings.Join(used, ", "), rep.Area.Min.X, rep.Area.Min.Y, rep.Patterns, rep.Blocks, rep.Chunks)
}

// ImportPictureDialog asks for a PNG and imports it as a layout section.
func (e *Editor) ImportPictureDialog() {
	e.chooseFile("Import a picture as a layout section (PNG, with NAME_col.png and NAME_pri.png beside it)", false, e.startPath(""), pngFilters, func(p string) {
		if _, err := e.ImportPictureFile(p); err != nil {
			e.showError(err)
		}
	})
}

// NewLevelFromPictureDialog asks for a PNG and makes a new level of it.
func (e *Editor) NewLevelFromPictureDialog() {
	e.chooseFile("New level from a picture (PNG, with NAME_col.png and NAME_pri.png beside it)", false, e.startPath(""), pngFilters, func(p string) {
		if _, err := e.NewLevelFromPictureFile(p); err != nil {
			e.showError(err)
		}
	})
}

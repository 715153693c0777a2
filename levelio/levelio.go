// Package levelio loads and saves level packs by path, whatever their form:
// a native pack directory, its pack.json, a .zip of a pack, a Tiled .tmx
// map (a one-level pack), or a SonLVL project's .ini (one of its levels,
// chosen by name: package sonlvl).
package levelio

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"loopwright/layers"
	"loopwright/objdef"
	"loopwright/pack"
	"loopwright/sonlvl"
	"loopwright/tmx"
)

// Load reads the pack at path: a pack directory, a pack.json inside one, a
// .zip pack, a .tmx map (which becomes a one-level pack named after the
// file), or a SonLVL project .ini (a one-level pack of its first level that
// opens; LoadNamed chooses the level).
func Load(path string) (*pack.Pack, error) {
	return LoadNamed(path, "")
}

// IsProject reports whether path names a SonLVL project (.ini), whose
// levels are chosen by name.
func IsProject(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".ini")
}

// LoadNamed is Load, with name choosing the level of a SonLVL project (a
// section name or displayname; "" is the first level that opens). For
// other forms name is ignored: the whole pack is returned.
func LoadNamed(path, name string) (*pack.Pack, error) {
	if IsProject(path) {
		l, err := loadProjectLevel(path, name)
		if err != nil {
			return nil, err
		}
		return pack.FromLevel(l), nil
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx":
		l, warns, err := tmx.ImportWarnings(path)
		if err != nil {
			return nil, err
		}
		p := pack.FromLevel(l)
		p.Warnings = warns
		return p, nil
	case ".zip":
		p, err := pack.LoadZip(path)
		return p, located(err, path)
	case ".json":
		if !strings.EqualFold(filepath.Base(path), pack.PackFile) {
			return nil, fmt.Errorf("%s: not a pack's %s (give the pack's directory or its %s)", fullPath(path), pack.PackFile, pack.PackFile)
		}
		p, err := pack.Load(filepath.Dir(path))
		return p, located(err, filepath.Dir(path))
	}
	fi, err := os.Stat(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %w", fullPath(path), pe.Err)
		}
		return nil, fmt.Errorf("%s: %w", fullPath(path), err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a pack directory, pack.json, .zip, .tmx or SonLVL project .ini", fullPath(path))
	}
	if _, err := os.Stat(filepath.Join(path, pack.PackFile)); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: not a pack directory (it has no %s)", fullPath(path), pack.PackFile)
	}
	p, err := pack.Load(path)
	return p, located(err, path)
}

// located makes the files a pack's load errors name full paths, so that
// the message says which pack's file is wrong wherever it is read: a
// pack folder's files are named relative to it ("tiles.json"), a .zip's
// as "ZIP: entry" with the .zip as given (path: the folder or the .zip
// the pack was read from). Other errors are returned as they are.
func located(err error, path string) error {
	var list pack.ErrorList
	var one *pack.Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = pack.ErrorList{one}
	default:
		return err
	}
	full := fullPath(path)
	zip := strings.EqualFold(filepath.Ext(path), ".zip")
	for _, e := range list {
		switch {
		case e.File == "" || filepath.IsAbs(e.File):
		case zip && (e.File == path || strings.HasPrefix(e.File, path+": ")):
			e.File = full + e.File[len(path):]
		case !zip:
			e.File = filepath.Join(full, filepath.FromSlash(e.File))
		}
	}
	return err
}

// LoadLevel reads the pack at path and returns its level called name, or
// its first level when name is "".
func LoadLevel(path, name string) (*layers.Level, error) {
	if IsProject(path) {
		return loadProjectLevel(path, name)
	}
	p, err := Load(path)
	if err != nil {
		return nil, err
	}
	if l := p.Level(name); l != nil {
		return l, nil
	}
	if name == "" {
		return nil, fmt.Errorf("%s: the pack has no levels", fullPath(path))
	}
	names := make([]string, len(p.Levels))
	for i, l := range p.Levels {
		names[i] = l.Name
	}
	return nil, fmt.Errorf("%s: no level %q (the pack has: %s)", fullPath(path), name, strings.Join(names, ", "))
}

// Save writes p to path: a .zip file, a .tmx map (the first level only), a
// SonLVL project .ini (each level into the project's own files for the
// level of that name: sonlvl.SaveModel), or otherwise a pack directory.
// Every form is written atomically.
func Save(p *pack.Pack, path string) error {
	if IsProject(path) {
		// A SonLVL project: each level is written back into the files
		// its section names (sonlvl.SaveModel); the project must have it.
		if p == nil || len(p.Levels) == 0 {
			return fmt.Errorf("%s: the pack has no level to save", fullPath(path))
		}
		for _, l := range p.Levels {
			if err := sonlvl.SaveModel(path, l); err != nil {
				return err
			}
		}
		return nil
	}
	ext := strings.ToLower(filepath.Ext(path))
	switch ext {
	case ".tmx":
		if p == nil || len(p.Levels) == 0 {
			return fmt.Errorf("%s: the pack has no level to export", fullPath(path))
		}
		if len(p.Levels) > 1 {
			// Writing only the first level would lose the others silently.
			return fmt.Errorf("%s: a .tmx map holds one level and the pack has %d; save the pack as a directory or .zip, or export each level as a map", fullPath(path), len(p.Levels))
		}
		return tmx.Export(p.Levels[0], path)
	case ".zip":
		return pack.SaveZip(p, path)
	case ".json":
		if !strings.EqualFold(filepath.Base(path), pack.PackFile) {
			return fmt.Errorf("%s: a pack is saved as a directory, its %s, a .zip or a .tmx, not as %s", fullPath(path), pack.PackFile, filepath.Base(path))
		}
		return pack.Save(p, filepath.Dir(path))
	}
	if notPackExts[ext] {
		return fmt.Errorf("%s: a pack is saved as a directory, its %s, a .zip or a .tmx, not as a %s file", fullPath(path), pack.PackFile, ext)
	}
	return pack.Save(p, path)
}

// notPackExts are file name extensions of other kinds of file: a path
// ending in one is refused by Save rather than made a pack directory of
// that name (`gen --out loop.png` wrote a directory called loop.png).
var notPackExts = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".bmp": true,
	".txt": true, ".csv": true, ".jsonl": true, ".xml": true, ".tsx": true,
	".tar": true, ".gz": true, ".tgz": true, ".7z": true, ".rar": true,
	".bin": true, ".ss": true, ".asm": true,
}

// loadProjectLevel opens level name of the SonLVL project at path, or the
// first level that opens when name is "".
func loadProjectLevel(path, name string) (*layers.Level, error) {
	p, err := sonlvl.Open(path)
	if err != nil {
		return nil, err
	}
	if name != "" {
		l, err := p.Load(name)
		if err != nil {
			return nil, err
		}
		objdef.Attach(l)
		return l.Model, nil
	}
	var first error
	for _, n := range p.Names() {
		l, err := p.Load(n)
		if err == nil {
			objdef.Attach(l)
			return l.Model, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		return nil, fmt.Errorf("%s: the project has no levels", fullPath(path))
	}
	return nil, fmt.Errorf("%s: no level of the project opens; the first: %w", fullPath(path), first)
}

// fullPath returns path made absolute, for messages: an error names the
// file wherever its reader is (a bare "my-tour" said little in a dialog).
func fullPath(path string) string {
	if a, err := filepath.Abs(path); err == nil {
		return a
	}
	return path
}

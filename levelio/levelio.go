// Package levelio loads and saves level packs by path, whatever their form:
// a native pack directory, its pack.json, a .zip of a pack, or a Tiled .tmx
// map (a one-level pack).
package levelio

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"loopwright/layers"
	"loopwright/pack"
	"loopwright/tmx"
)

// Load reads the pack at path: a pack directory, a pack.json inside one, a
// .zip pack, or a .tmx map (which becomes a one-level pack named after the
// file).
func Load(path string) (*pack.Pack, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx":
		l, err := tmx.Import(path)
		if err != nil {
			return nil, err
		}
		return pack.FromLevel(l), nil
	case ".zip":
		return pack.LoadZip(path)
	case ".json":
		return pack.Load(filepath.Dir(path))
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("levelio: %v", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("levelio: %s: not a pack directory, pack.json, .zip or .tmx", path)
	}
	return pack.Load(path)
}

// LoadLevel reads the pack at path and returns its level called name, or
// its first level when name is "".
func LoadLevel(path, name string) (*layers.Level, error) {
	p, err := Load(path)
	if err != nil {
		return nil, err
	}
	if l := p.Level(name); l != nil {
		return l, nil
	}
	if name == "" {
		return nil, fmt.Errorf("levelio: %s: the pack has no levels", path)
	}
	names := make([]string, len(p.Levels))
	for i, l := range p.Levels {
		names[i] = l.Name
	}
	return nil, fmt.Errorf("levelio: %s: no level %q (the pack has: %s)", path, name, strings.Join(names, ", "))
}

// Save writes p to path: a .zip file, a .tmx map (the first level only), or
// otherwise a pack directory. Every form is written atomically.
func Save(p *pack.Pack, path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx":
		if p == nil || len(p.Levels) == 0 {
			return fmt.Errorf("levelio: %s: the pack has no level to export", path)
		}
		return tmx.Export(p.Levels[0], path)
	case ".zip":
		return pack.SaveZip(p, path)
	case ".json":
		return pack.Save(p, filepath.Dir(path))
	}
	return pack.Save(p, path)
}

package model

// This file connects the editor to the pack, levelio and examples
// packages.

import (
	"fmt"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/sonlvl"
	"loopwright/tmx"
)

// Pack is a level pack: a name, a shared tile library and its levels.
type Pack = pack.Pack

// defaultPack returns the built-in example pack (examples.Default); on
// error, the tiny in-code fallbackPack and the error.
func DefaultPack() (*Pack, error) {
	p, err := examples.Default()
	if err != nil || p == nil || p.Lib == nil {
		if err == nil {
			err = fmt.Errorf("editor: the built-in example pack is empty")
		}
		return FallbackPack(), err
	}
	return p, nil
}

// loadPack reads a pack directory, its pack.json, a .zip pack or a .tmx map.
func LoadPack(path string) (*Pack, error) { return levelio.Load(path) }

// IsProject reports whether path is a SonLVL project (.ini), whose
// levels are opened one at a time by name (docs/disasm.md).
func IsProject(path string) bool { return levelio.IsProject(path) }

// ProjectLevels returns the names of a SonLVL project's levels, and what
// opening it did to a save of it that was interrupted ("" when none:
// sonlvl.Project.Recovered).
func ProjectLevels(path string) (names []string, recovered string, err error) {
	p, err := sonlvl.Open(path)
	if err != nil {
		return nil, "", err
	}
	return p.Names(), p.Recovered, nil
}

// LoadProjectLevel reads level name of the SonLVL project at path as a
// one-level pack; saving it to path writes it back into the project.
func LoadProjectLevel(path, name string) (*Pack, error) { return levelio.LoadNamed(path, name) }

// savePack writes p to path: a .tmx map, a .zip, or a pack directory.
func SavePack(p *Pack, path string) error { return levelio.Save(p, path) }

// ExportLevel writes level l (with its library) to path as a Tiled map.
func ExportLevel(l *layers.Level, path string) error { return tmx.Export(l, path) }

// fallbackPack is a tiny in-code library used when no example pack is
// available: a flat floor, a full block, two slopes and a ceiling.
func FallbackPack() *Pack {
	lib := layers.NewLibrary(8)
	add := func(h [16]int8, flagged bool) {
		m := heightmask.Mask{Heights: h, Flagged: flagged}
		m.Recompute()
		lib.Tiles = append(lib.Tiles, m)
	}
	var full, half, slope, gentle, ceil [16]int8
	for i := range full {
		full[i] = 16
		half[i] = 8
		slope[i] = int8(i + 1)
		gentle[i] = int8(i / 2)
		ceil[i] = -4
	}
	add([16]int8{0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}, false)
	add(full, true)
	add(half, false)
	add(slope, false)
	add(gentle, false)
	add(ceil, false)
	return &Pack{Name: "Example", Description: "A few example tiles", Version: pack.FormatVersion, Lib: lib}
}

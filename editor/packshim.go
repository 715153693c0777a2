package editor

// This file isolates the editor from the pack, levelio and examples
// packages, which are being written in parallel. When they land, Pack
// becomes an alias of pack.Pack and the three functions call
// examples.Default, levelio.Load and levelio.Save.

import (
	"fmt"

	"loopwright/heightmask"
	"loopwright/layers"
)

// Pack is a level pack: a name, a shared tile library and its levels. It
// mirrors pack.Pack.
type Pack struct {
	Name        string
	Description string
	Version     string
	Lib         *layers.Library
	Levels      []*layers.Level
}

// defaultPack returns the built-in example pack.
func defaultPack() (*Pack, error) { return fallbackPack(), nil }

// loadPack reads a pack directory or file, or a .tmx map.
func loadPack(path string) (*Pack, error) {
	return nil, fmt.Errorf("editor: %s: cannot open packs yet (levelio is not built in)", path)
}

// savePack writes p to path; the extension chooses the format (.tmx for
// Tiled, anything else the native pack).
func savePack(p *Pack, path string) error {
	return fmt.Errorf("editor: %s: cannot save packs yet (levelio is not built in)", path)
}

// fallbackPack is a tiny in-code library used when no example pack is
// available: a flat floor, a full block, two slopes and a ceiling.
func fallbackPack() *Pack {
	lib := layers.NewLibrary(8)
	add := func(h [16]int8, flagged bool) {
		m := heightmask.Mask{Heights: h, Flagged: flagged}
		recompute(&m)
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
	return &Pack{Name: "Example", Description: "A few example tiles", Version: "0.1.0", Lib: lib}
}

// Package pack reads, writes and validates Loopwright's native level pack: a
// directory (or a .zip of one) of versioned, human-diffable JSON files
// holding a tile library, its chunks and the levels built from them
// (docs/pack-format.md).
//
// Every loader validates everything it reads and reports every problem it
// finds as an ErrorList, each entry naming the file and the place in it
// ("pack: levels/a.json: chunk 12: block 3: tile 99 does not exist"). Bad
// input never panics and never makes a loader allocate more than the limits
// below allow.
package pack

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// FormatVersion is the pack format version this package writes and reads.
const FormatVersion = 1

// Limits on what a pack may hold. They are checked before anything of that
// size is allocated.
const (
	// MaxSide is the largest level width or height, in blocks.
	MaxSide = 65536
	// MaxCells is the largest level area, in blocks (width x height).
	MaxCells = 1 << 24
	// MaxTiles is the largest tile library, the empty tile included.
	MaxTiles = 65535
	// MaxChunks is the largest chunk list, the empty chunk included.
	MaxChunks = 65535
	// MaxLevels is the largest number of levels in a pack.
	MaxLevels = 4096
	// MaxObjects is the largest number of objects (or switchers) in a level.
	MaxObjects = 1 << 20
	// MaxFileSize is the largest single file a loader reads, in bytes.
	MaxFileSize = 64 << 20
	// MaxPackSize is the most a loader reads for a whole pack, in bytes.
	MaxPackSize = 256 << 20
	// MaxCoord bounds every pixel coordinate (positions, bounds).
	MaxCoord = MaxSide * 16 * 4
)

// Pack is a set of levels sharing one tile library. The zero value is an
// empty pack with no library; New makes a usable one.
type Pack struct {
	Name        string
	Description string
	// Version is the format version the pack was read with; Save always
	// writes FormatVersion.
	Version int
	// Lib is the tile library and chunks every level uses.
	Lib *layers.Library
	// Levels share Lib (each Level.Lib == Lib).
	Levels []*layers.Level
	// Specials are the pack's special stages (pack/special.go).
	Specials []*Special
	// Warnings are the likely mistakes the loader found that did not stop
	// it (pack/warn.go): text that is not UTF-8, a start outside the
	// level, a misspelt property. Save ignores them.
	Warnings ErrorList
}

// New returns an empty pack named name with chunks of chunkBlocks (8 or 16)
// blocks a side.
func New(name string, chunkBlocks int) *Pack {
	return &Pack{Name: name, Version: FormatVersion, Lib: layers.NewLibrary(chunkBlocks)}
}

// Level returns the level called name, or the first level when name is "",
// or nil.
func (p *Pack) Level(name string) *layers.Level {
	for _, l := range p.Levels {
		if name == "" || l.Name == name {
			return l
		}
	}
	return nil
}

// FromLevel returns a one-level pack holding l and its library.
func FromLevel(l *layers.Level) *Pack {
	return &Pack{Name: l.Name, Description: l.Description, Version: FormatVersion, Lib: l.Lib, Levels: []*layers.Level{l}}
}

// AutoAngle is the angle computed for a mask that gives none: the
// heightmask package's AutoAngle.
func AutoAngle(m *heightmask.Mask) uint8 { return heightmask.AutoAngle(m) }

// Clone returns a deep copy of p that shares nothing the editor changes:
// the library, every level (onto the copied library), every special
// stage and the warnings list. A copy handed to another goroutine (the
// autosave's encoder) can be read there while the original is edited.
func (p *Pack) Clone() *Pack {
	cp := *p
	if p.Lib != nil {
		cp.Lib = p.Lib.Clone()
	}
	cp.Levels = nil
	for _, l := range p.Levels {
		cp.Levels = append(cp.Levels, l.CloneOnto(cp.Lib))
	}
	cp.Specials = nil
	for _, s := range p.Specials {
		c := &Special{Name: s.Name}
		if s.Stage != nil {
			c.Stage = s.Stage.Clone()
		}
		cp.Specials = append(cp.Specials, c)
	}
	if p.Warnings != nil {
		cp.Warnings = make(ErrorList, len(p.Warnings))
		for i, w := range p.Warnings {
			c := *w
			cp.Warnings[i] = &c
		}
	}
	return &cp
}

package pack

import (
	"fmt"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
)

// Files the validators name in their errors.
const (
	TilesFile  = "tiles.json"
	ChunksFile = "chunks.json"
	PackFile   = "pack.json"
	LevelsDir  = "levels"
)

// LevelFile returns the file a level is stored in: levels/<name>.json.
func LevelFile(name string) string { return LevelsDir + "/" + name + ".json" }

// Validate checks every rule of the format on p and returns every problem
// found, or nil.
func Validate(p *Pack) error {
	var errs ErrorList
	validatePack(p, &errs)
	return errs.Err()
}

func validatePack(p *Pack, errs *ErrorList) {
	if p == nil {
		errs.Add("pack", PackFile, "", "no pack")
		return
	}
	if p.Lib == nil {
		errs.Add("pack", PackFile, "", "no tile library")
		return
	}
	ValidateLibrary(p.Lib, "pack", errs)
	validateSpecials(p, errs)
	if len(p.Levels) > MaxLevels {
		errs.Add("pack", PackFile, "levels", "%d levels, more than the limit %d", len(p.Levels), MaxLevels)
	}
	seen := map[string]bool{}
	folded := map[string]string{} // lower case -> the first level's name
	for i, l := range p.Levels {
		if l == nil {
			errs.Add("pack", PackFile, fmt.Sprintf("level %d", i), "missing")
			continue
		}
		if err := CheckName(l.Name); err != nil {
			errs.Add("pack", PackFile, fmt.Sprintf("level %d", i), "%v", err)
			continue
		}
		if seen[l.Name] {
			errs.Add("pack", PackFile, fmt.Sprintf("level %d", i), "duplicate level name %q", l.Name)
		} else if first, ok := folded[strings.ToLower(l.Name)]; ok {
			// Windows' and macOS' file names ignore case: one file for both.
			errs.Add("pack", PackFile, fmt.Sprintf("level %d", i), "level names %q and %q differ only in case (on Windows and macOS they are one file, %s)", first, l.Name, LevelFile(first))
		} else {
			folded[strings.ToLower(l.Name)] = l.Name
		}
		seen[l.Name] = true
		if l.Lib != p.Lib {
			errs.Add("pack", LevelFile(l.Name), "", "level does not use the pack's tile library")
			continue
		}
		ValidateLevel(l, "pack", LevelFile(l.Name), errs)
	}
}

// windowsDevices are the names Windows keeps for devices in every folder,
// with any extension: levels/con.json is the console, not a file.
var windowsDevices = [...]string{"con", "prn", "aux", "nul",
	"com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
	"lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9"}

// CheckName reports whether name can name a level file: 1 to 64 letters,
// digits, '-', '_' or '.', not starting with '.', and not a name Windows
// keeps for a device (con, nul, com1, ... in any case, before its first
// '.'), which no file on Windows can have.
func CheckName(name string) error {
	if name == "" {
		return fmt.Errorf("empty level name")
	}
	if len(name) > 64 {
		return fmt.Errorf("level name %.20q... is longer than 64 characters", name)
	}
	if name[0] == '.' {
		return fmt.Errorf("level name %q starts with '.'", name)
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return fmt.Errorf("level name %q has %q (use letters, digits, '-', '_', '.')", name, r)
		}
	}
	stem, _, _ := strings.Cut(name, ".")
	for _, d := range windowsDevices {
		if strings.EqualFold(stem, d) {
			return fmt.Errorf("level name %q is a device name on Windows (%s), which no file there can have", name, strings.ToUpper(d))
		}
	}
	return nil
}

// ValidateMask appends the problems of one tile mask to errs.
func ValidateMask(m *heightmask.Mask, pkg, file, place string, errs *ErrorList) {
	for i, h := range m.Heights {
		if h < -16 || h > 16 {
			errs.Add(pkg, file, place, "heights[%d] = %d is outside -16..16", i, h)
		}
	}
	for i, w := range m.Widths {
		if w < -16 || w > 16 {
			errs.Add(pkg, file, place, "widths[%d] = %d is outside -16..16", i, w)
		}
	}
	if !m.CustomWidths && len(m.WidthConflicts()) > 0 {
		errs.Add(pkg, file, place, "widths do not match the heights (mark them custom or leave them out)")
	}
	if m.Solidity > heightmask.SolidNone {
		errs.Add(pkg, file, place, "bad solidity %d", m.Solidity)
	}
}

// ValidateLibrary appends the problems of a tile library and its chunks to
// errs (files tiles.json and chunks.json).
func ValidateLibrary(lib *layers.Library, pkg string, errs *ErrorList) {
	if lib.ChunkBlocks != 8 && lib.ChunkBlocks != 16 {
		errs.Add(pkg, ChunksFile, "", "chunk size %d blocks is not 8 or 16", lib.ChunkBlocks)
		return
	}
	if len(lib.Tiles) == 0 {
		errs.Add(pkg, TilesFile, "", "no tiles (tile 0, the empty tile, is required)")
	} else if lib.Tiles[0] != (heightmask.Mask{}) {
		errs.Add(pkg, TilesFile, "tile 0", "tile 0 must be the empty tile")
	}
	if len(lib.Tiles) > MaxTiles {
		errs.Add(pkg, TilesFile, "", "%d tiles, more than the limit %d", len(lib.Tiles), MaxTiles)
	}
	for i := range lib.Tiles {
		ValidateMask(&lib.Tiles[i], pkg, TilesFile, fmt.Sprintf("tile %d", i), errs)
	}
	if len(lib.Chunks) == 0 {
		errs.Add(pkg, ChunksFile, "", "no chunks (chunk 0, the empty chunk, is required)")
	}
	if len(lib.Chunks) > MaxChunks {
		errs.Add(pkg, ChunksFile, "", "%d chunks, more than the limit %d", len(lib.Chunks), MaxChunks)
	}
	n := lib.ChunkBlocks * lib.ChunkBlocks
	for ci := range lib.Chunks {
		ch := &lib.Chunks[ci]
		place := fmt.Sprintf("chunk %d", ci)
		if len(ch.Blocks) != n {
			errs.Add(pkg, ChunksFile, place, "%d blocks, want %d", len(ch.Blocks), n)
			continue
		}
		for bi, b := range ch.Blocks {
			if ci == 0 && b != (layers.Block{}) {
				errs.Add(pkg, ChunksFile, fmt.Sprintf("%s: block %d", place, bi), "chunk 0 must be empty")
				break
			}
			for p, c := range b {
				if int(c.Tile) >= len(lib.Tiles) {
					errs.Add(pkg, ChunksFile, fmt.Sprintf("%s: block %d: path %s", place, bi, layers.Path(p)), "tile %d does not exist", c.Tile)
				}
				if c.Solidity > heightmask.SolidNone {
					errs.Add(pkg, ChunksFile, fmt.Sprintf("%s: block %d: path %s", place, bi, layers.Path(p)), "bad solidity %d", c.Solidity)
				}
			}
		}
	}
}

// CheckSize reports whether a level of w x h blocks is within the limits.
func CheckSize(w, h int) error {
	if w < 1 || h < 1 {
		return fmt.Errorf("size %dx%d blocks: width and height must be at least 1", w, h)
	}
	if w > MaxSide || h > MaxSide {
		return fmt.Errorf("size %dx%d blocks: more than %d blocks a side", w, h, MaxSide)
	}
	if w*h > MaxCells {
		return fmt.Errorf("size %dx%d blocks: %d blocks, more than the limit %d", w, h, w*h, MaxCells)
	}
	return nil
}

func badCoord(v int) bool { return v < -MaxCoord || v > MaxCoord }

// ValidateLevel appends the problems of one level (on its library) to errs,
// naming file.
func ValidateLevel(l *layers.Level, pkg, file string, errs *ErrorList) {
	if l.Lib == nil {
		errs.Add(pkg, file, "", "no tile library")
		return
	}
	if err := CheckSize(l.Width, l.Height); err != nil {
		errs.Add(pkg, file, "size", "%v", err)
		return
	}
	cb := l.Lib.ChunkBlocks
	if cb != 8 && cb != 16 {
		return // reported by ValidateLibrary
	}
	lw, lh := (l.Width+cb-1)/cb, (l.Height+cb-1)/cb
	if l.LayoutW != lw || l.LayoutH != lh || len(l.Layout) != lw*lh {
		errs.Add(pkg, file, "layout", "layout is %dx%d chunks (%d ids), want %dx%d for %dx%d blocks",
			l.LayoutW, l.LayoutH, len(l.Layout), lw, lh, l.Width, l.Height)
	} else {
		for i, id := range l.Layout {
			if int(id) >= len(l.Lib.Chunks) {
				errs.Add(pkg, file, fmt.Sprintf("layout row %d column %d", i/lw, i%lw), "chunk %d does not exist", id)
			}
		}
	}
	validateBackground(l, pkg, file, errs)
	if len(l.Switchers) > MaxObjects || len(l.Objects) > MaxObjects {
		errs.Add(pkg, file, "", "too many objects (limit %d)", MaxObjects)
		return
	}
	ids := map[int]string{}
	useID := func(id int, place string) {
		if id == 0 {
			return
		}
		if id < 0 {
			errs.Add(pkg, file, place, "negative id %d", id)
			return
		}
		if prev, ok := ids[id]; ok {
			errs.Add(pkg, file, place, "id %d is also used by %s", id, prev)
			return
		}
		ids[id] = place
	}
	for i := range l.Switchers {
		s := &l.Switchers[i]
		place := fmt.Sprintf("switcher %d", i)
		if s.ID != 0 {
			place = fmt.Sprintf("switcher %d (id %d)", i, s.ID)
		}
		useID(s.ID, place)
		if err := s.Validate(); err != nil {
			errs.Add(pkg, file, place, "%v", err)
		}
		if badCoord(s.X) || badCoord(s.Y) {
			errs.Add(pkg, file, place, "position %d,%d is out of range", s.X, s.Y)
		}
	}
	for i := range l.Objects {
		o := &l.Objects[i]
		place := fmt.Sprintf("object %d", i)
		if o.ID != 0 {
			place = fmt.Sprintf("object %d (id %d)", i, o.ID)
		}
		useID(o.ID, place)
		if o.Class == "" {
			errs.Add(pkg, file, place, "object has no class")
		}
		if badCoord(o.X) || badCoord(o.Y) || o.W < 0 || o.H < 0 || o.W > MaxCoord || o.H > MaxCoord {
			errs.Add(pkg, file, place, "position %d,%d size %dx%d is out of range", o.X, o.Y, o.W, o.H)
		}
		for j, p := range o.Props {
			if err := checkProp(p); err != nil {
				errs.Add(pkg, file, fmt.Sprintf("%s: property %d", place, j), "%v", err)
			}
		}
	}
	if badCoord(l.Start.X) || badCoord(l.Start.Y) {
		errs.Add(pkg, file, "start", "player start %d,%d is out of range", l.Start.X, l.Start.Y)
	}
	b := l.Bounds
	if badCoord(b.Min.X) || badCoord(b.Min.Y) || badCoord(b.Max.X) || badCoord(b.Max.Y) || b.Min.X >= b.Max.X || b.Min.Y >= b.Max.Y {
		errs.Add(pkg, file, "bounds", "bounds %d,%d..%d,%d are empty or out of range", b.Min.X, b.Min.Y, b.Max.X, b.Max.Y)
	}
	for i, a := range l.Art {
		if len(a.Cells) != l.Width*l.Height {
			errs.Add(pkg, file, fmt.Sprintf("art layer %d (%q)", i, a.Name), "%d cells, want %d", len(a.Cells), l.Width*l.Height)
		}
	}
	for j, p := range l.Props {
		if err := checkProp(p); err != nil {
			errs.Add(pkg, file, fmt.Sprintf("property %d", j), "%v", err)
		}
	}
}

// PropTypes returns the property types a Prop may have ("" means string).
func PropTypes() []string {
	return []string{"", "string", "int", "bool", "float", "color", "file", "class", "object"}
}

func checkProp(p layers.Prop) error {
	if p.Name == "" {
		return fmt.Errorf("property has no name")
	}
	for _, t := range PropTypes() {
		if p.Type == t {
			return nil
		}
	}
	return fmt.Errorf("property %q has unknown type %q", p.Name, p.Type)
}

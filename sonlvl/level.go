package sonlvl

import (
	"encoding/binary"
	"fmt"
	"os"
	"strconv"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/pack"
)

// Level is one level of a project, read from its files: the model and the
// files it came from, kept so that Save writes back only what changed.
type Level struct {
	Project *Project
	// Name is the level's section name.
	Name string
	// Model is the level as Loopwright's model has it.
	Model *layers.Level

	// The files read, nil where the INI names none.
	ColArr1, ColArr2, Angles *File
	ColInd                   [2]*File // colind1/colind2, or colind twice (S1, S3K: one file holds both)
	Blocks, Chunks, Layout   *File
	Objects, Rings, Start    *File
	// Bumpers is Sonic 2's bumpers= file (Casino Night's bumpers that
	// are part of the level, not objects), nil where the INI names none.
	Bumpers *File
	// TileParts are the tiles= key's parts, each placed at byte At of the
	// whole art: Save writes the picture's edited patterns back into the
	// part that shows them. tilesRead is the whole art as the parts made
	// it, tilesShown as drawn (the animated tiles' first frames placed).
	TileParts             []TilePart
	tilesRead, tilesShown []byte
	// PaletteParts are the palette= key's parts, as read: Save writes the
	// picture's palette (an edit of it) back into their files.
	PaletteParts []PalettePart
	// BGLayout is Sonic 1's bglayout= file (Sonic 2's background rows are
	// in Layout), when its background plane was read.
	BGLayout *File
	// BlockParts are the blocks= key's files when it names several (S3K's
	// primary and secondary blocks) or places one at an offset
	// ("file:0x980"): Blocks then holds their contents joined as SonLVL
	// joins them (each File's At), and Save writes each part back into
	// its own file.
	BlockParts []*File
	// ChunkParts are likewise the chunks= key's files when it names
	// several (S3K's primary and secondary chunks).
	ChunkParts []*File

	// StartPositions are the startpos key's parts (file:character:name),
	// each with the position its file holds; the first is also
	// Model.Start. Save writes each back (the first from Model.Start).
	StartPositions []StartPos

	// Entries are the object layout's entries in file order; Model's
	// objects and switchers refer to them by ID (index + 1).
	Entries []ObjectEntry
	// RingGroups are the ring layout's entries (S2).
	RingGroups []RingGroup
	// ArtErr is why the level has no picture (Model.Picture nil) when its
	// art files could not be read; the collision level opens regardless.
	ArtErr error

	// ChunkWords are the chunk mappings' words, as read.
	chunkWords []uint16
	// ind are the collision indexes of paths A and B, a mask number a
	// block, as read (S3K's one file decoded; S1's path B nil).
	ind [2][]byte
	// s3kLay is the S3K layout's header, as read.
	s3kLay s3kLayout
	// origLayout is the model's layout as read (Replace keeps the
	// chunks that the layouts sharing them use).
	origLayout []layers.ChunkID
	// cutChunks, when not 0, is the number of chunks the chunk mappings
	// are cut to on saving (the editor's chunk tools removed the rest:
	// SaveModelRemap).
	cutChunks int
}

// TilePart is one part of a tiles= key: File's patterns placed at byte At
// of the level's art.
type TilePart struct {
	File *File
	At   int
}

// PalettePart is one file:src:dst:len part of a palette= key: N colours
// of File from colour Src, placed in the palette from colour Dst.
type PalettePart struct {
	File        *File
	Src, Dst, N int
}

// StartPos is one part of a level's startpos key: the file, the
// character it is for and the start's name ("Level Start", "Sonic Start",
// "Credits Demo 1"), and the position the file holds (X, Y: the player's
// centre).
type StartPos struct {
	File, Character, Name string
	// Offset is where in the file the start is (SonLVL's fourth field,
	// file:character:name:offset, hex): 0 when the part has none.
	Offset int
	X, Y   int
	// Missing is set for a start after the first whose file does not
	// exist (the samples lack the credits demos' starts): it has no
	// position and is not saved.
	Missing bool
	f       *File
}

// ObjectEntry is one 6-byte entry of an object layout, as stored.
type ObjectEntry struct {
	X     uint16
	YWord uint16 // y (bits 0-11) and the flag bits
	ID    uint8  // S1: bit 7 is the respawn flag
	Sub   uint8
}

// RingGroup is one entry of Sonic 2's ring layout: a row or column of
// Count rings 24 px apart.
type RingGroup struct {
	X, Word uint16 // Word: bit 15 column, bits 12-14 count-1, bits 0-11 y
}

// Load reads the level called name (a section name or a displayname).
// Every problem with its files is returned as one pack.ErrorList naming
// the level, the file and the place.
func (p *Project) Load(name string) (*Level, error) {
	s := p.INI.Section(name)
	if s == nil {
		return nil, fmt.Errorf("sonlvl: %s: no level %q (the project has: %s)", p.Path, name, strings.Join(p.Names(), ", "))
	}
	ld := &loader{p: p, s: s, level: s.Name}
	l := &Level{Project: p, Name: s.Name}
	l.ColArr1 = ld.file("colarr1", true)
	l.ColArr2 = ld.file("colarr2", true)
	l.Angles = ld.file("angles", true)
	switch p.Version {
	case S1:
		l.ColInd[0] = ld.file("colind", true)
		l.ColInd[1] = l.ColInd[0]
		l.Layout = ld.file("fglayout", true)
	case S3K:
		l.ColInd[0] = ld.file("colind", true)
		l.ColInd[1] = l.ColInd[0]
		l.Layout = ld.file("layout", true)
	default:
		l.ColInd[0] = ld.file("colind1", true)
		l.ColInd[1] = ld.file("colind2", false)
		if l.ColInd[1] == nil {
			l.ColInd[1] = l.ColInd[0]
		}
		if _, _, ok := p.key(s, "layout"); ok {
			l.Layout = ld.file("layout", true)
		} else {
			l.Layout = ld.file("fglayout", true)
		}
	}
	l.Blocks, l.BlockParts = ld.joined("blocks")
	l.Chunks, l.ChunkParts = ld.joined("chunks")
	ld.checkExists("tiles")
	l.Objects = ld.file("objects", false)
	if p.Version != S1 {
		l.Rings = ld.file("rings", false)
		l.Bumpers = ld.file("bumpers", false)
	}
	if parts, line, ok := ld.parts("startpos"); ok {
		// file:character:name parts; the first is the level start (the
		// model's Start); others (credits demos) are listed only.
		for i, part := range parts {
			f := strings.Split(part, ":")
			sp := StartPos{File: ld.p.resolve(f[0]), Character: "Sonic", Name: "Level Start"}
			if len(f) > 1 && f[1] != "" {
				sp.Character = f[1]
			}
			if len(f) > 2 && f[2] != "" {
				sp.Name = f[2]
			}
			if len(f) > 3 {
				// SonLVL's StartPositionInfo: a fourth field is the
				// start's offset in the file, in hex.
				v, err := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(f[3]), "0x"), 16, 16)
				if err != nil {
					ld.fail(ld.p.Path, fmt.Sprintf("line %d", line), "startpos part %d %q: offset %q is not a hex number", i+1, part, f[3])
					break
				}
				sp.Offset = int(v)
			}
			if len(f) > 4 || f[0] == "" {
				ld.fail(ld.p.Path, fmt.Sprintf("line %d", line), "startpos part %d %q is not file:character:name[:offset]", i+1, part)
				break
			}
			l.StartPositions = append(l.StartPositions, sp)
		}
		for i := range l.StartPositions {
			name, _, _ := strings.Cut(parts[i], ":")
			if i > 0 && ld.p.readFile == nil {
				// Other starts (the credits demos') whose file is missing
				// are listed without a position, not an error.
				if _, err := statFile(l.StartPositions[i].File); err != nil {
					l.StartPositions[i].Missing = true
					continue
				}
			}
			// Starts in one file (at their offsets) share its File.
			for j := 0; j < i; j++ {
				if l.StartPositions[j].File == l.StartPositions[i].File && l.StartPositions[j].f != nil {
					l.StartPositions[i].f = l.StartPositions[j].f
				}
			}
			if l.StartPositions[i].f == nil {
				l.StartPositions[i].f = ld.read("startpos", name, line)
			}
		}
		if len(l.StartPositions) > 0 {
			l.Start = l.StartPositions[0].f
		}
	}
	if len(ld.errs) > 0 {
		return nil, ld.errs
	}
	ld.build(l)
	if len(ld.errs) > 0 {
		return nil, ld.errs
	}
	ld.buildArt(l)
	return l, nil
}

// checkExists reports a missing file named by key (its every |-part).
func (ld *loader) checkExists(key string) {
	parts, line, _ := ld.parts(key)
	for _, part := range parts {
		name, _, _ := strings.Cut(part, ":")
		path := ld.p.resolve(name)
		if ld.p.readFile != nil {
			continue
		}
		if _, err := statFile(path); err != nil {
			ld.fail(path, fmt.Sprintf("%s= (%s line %d)", key, baseName(ld.p.Path), line), "%v", trimPathPrefix(err, path))
		}
	}
}

// LoadAll reads every level of the project. Levels that fail are left out
// and their errors returned together; the others are returned.
func (p *Project) LoadAll() ([]*Level, error) {
	var out []*Level
	var errs pack.ErrorList
	for _, s := range p.INI.Sections {
		l, err := p.Load(s.Name)
		if err != nil {
			if el, ok := err.(pack.ErrorList); ok {
				errs = append(errs, el...)
			} else {
				errs.Add("sonlvl", p.Path, "level "+strconv.Quote(s.Name), "%v", err)
			}
			continue
		}
		out = append(out, l)
	}
	return out, errs.Err()
}

// Chunk and layout geometry of the two engines.
const (
	s2ChunkBlocks = 8
	s1ChunkBlocks = 16
	s2LayoutW     = 128 // chunks per row of Sonic 2's layout
	s2LayoutH     = 16
	s2LayoutSize  = 0x1000
)

// s1AltChunk returns the chunk Sonic 1 reads for path B of loop chunk k
// (1-based): k+1, except that $28 reads $51 (FindNearestTile's special
// case for the chunk after $28).
func s1AltChunk(k int) int {
	if k+1 == 0x29 {
		return 0x51
	}
	return k + 1
}

func (ld *loader) build(l *Level) {
	p := ld.p
	m := &layers.Level{Name: l.Name}
	l.Model = m
	lib := &layers.Library{}
	m.Lib = lib
	// Masks: collision arrays and angle map.
	h, w, a := l.ColArr1.Data, l.ColArr2.Data, l.Angles.Data
	if len(h)%16 != 0 || len(h) == 0 {
		ld.fail(l.ColArr1.Path, "colarr1", "%d bytes is not a whole number of 16-byte masks", len(h))
		return
	}
	// SonLVL reads 256 masks (LoadLevelColArr): an index entry is a
	// byte. Sonic 3's arrays (Height Maps S3.bin) are padded with empty
	// masks to 512; the padding is kept as it is when saving.
	n := min(len(h)/16, 256)
	if len(w) != len(h) {
		ld.fail(l.ColArr2.Path, "colarr2", "%d bytes, but colarr1 has %d (both hold 16 bytes a mask)", len(w), len(h))
		return
	}
	if len(a) < n {
		ld.fail(l.Angles.Path, "angles", "%d bytes for %d masks (one angle a mask)", len(a), n)
		return
	}
	lib.Tiles = make([]heightmask.Mask, n)
	for i := range lib.Tiles {
		if i == 0 {
			// Index 0 is "no collision" (FindFloor branches on it before
			// reading the arrays): the model's empty tile, whatever the
			// arrays hold there (the angle maps hold $FF).
			continue
		}
		lib.Tiles[i] = maskFrom(h[i*16:i*16+16], w[i*16:i*16+16], a[i])
		if msg := lib.Tiles[i].Valid(); msg != "" {
			ld.fail(l.ColArr1.Path, fmt.Sprintf("mask %d (offset %#x)", i, i*16), "%s", msg)
			return
		}
	}
	// Chunks.
	cb := s2ChunkBlocks
	if p.Version == S1 {
		cb = s1ChunkBlocks
	}
	lib.ChunkBlocks = cb
	size := cb * cb * 2
	cd := l.Chunks.Data
	if len(cd)%size != 0 && !(p.Version == S3K && len(cd)%2 == 0) {
		// S3K's chunk files are decompressed one after the other into
		// the chunk table; the last chunk may be partial (SOZ's is), the
		// rest of it whatever the table held: read as empty.
		ld.fail(l.Chunks.Path, fmt.Sprintf("offset %#x", len(cd)/size*size), "truncated: %d bytes is not a whole number of %d-byte chunks", len(cd), size)
		return
	}
	l.chunkWords = make([]uint16, len(cd)/2)
	for i := range l.chunkWords {
		l.chunkWords[i] = binary.BigEndian.Uint16(cd[i*2:])
	}
	switch p.Version {
	case S1:
		l.ind = [2][]byte{l.ColInd[0].Data, nil}
		ld.buildS1(l)
	case S3K:
		var ok bool
		if l.ind, ok = ld.s3kIndexes(l.ColInd[0]); !ok {
			return
		}
		ld.buildS3K(l)
	default:
		l.ind = [2][]byte{l.ColInd[0].Data, l.ColInd[1].Data}
		ld.buildS2(l)
	}
	if len(ld.errs) > 0 {
		return
	}
	l.origLayout = append([]layers.ChunkID(nil), m.Layout...)
	if za := zoneAct(l.Name); za != "" {
		// The physics runs the zone's own level events by this name
		// (objects/sonic1's events.go; objects/sonic2's camera for Sonic 2).
		key := "s2_zone_act"
		if p.Version == S1 {
			key = "s1_zone_act"
		}
		m.Props = append(m.Props, layers.Prop{Name: key, Type: "string", Value: za})
		water := s2Water
		if p.Version == S1 {
			water = s1Water
		}
		if y, ok := water[za]; ok {
			m.Props = append(m.Props, layers.Prop{Name: "water_level", Type: "int", Value: strconv.Itoa(y)})
		}
	}
	ld.buildBumpers(l)
	if p.Version == S1 {
		ld.buildS1Heightmaps(l)
	}
	ld.buildObjects(l)
	for i := range l.StartPositions {
		sp := &l.StartPositions[i]
		f := sp.f
		if f == nil {
			continue
		}
		if len(f.Data) < sp.Offset+4 {
			ld.fail(f.Path, "startpos", "truncated: %d bytes (want 4 at offset %#x: x, y)", len(f.Data), sp.Offset)
			return
		}
		sp.X, sp.Y = int(binary.BigEndian.Uint16(f.Data[sp.Offset:])), int(binary.BigEndian.Uint16(f.Data[sp.Offset+2:]))
		if i == 0 {
			m.Start = layers.Point{X: sp.X, Y: sp.Y}
		}
	}
	var known []StartPos
	for _, sp := range l.StartPositions {
		if sp.f != nil {
			known = append(known, sp)
		}
	}
	if len(known) > 1 {
		SetStartPositions(m, known)
	}
}

// maskFrom builds a tile mask from a mask's 16 heights, 16 widths and its
// angle, as the games store them: widths that differ from those derived
// from the heights are kept as custom widths; angle 0xFF is the flagged
// angle.
func maskFrom(h, w []byte, angle uint8) heightmask.Mask {
	var m heightmask.Mask
	for i := 0; i < 16; i++ {
		m.Heights[i] = int8(h[i])
		m.Widths[i] = int8(w[i])
	}
	m.CustomWidths = len(m.WidthConflicts()) > 0
	m.ManualAngle = true
	if angle == 0xFF {
		m.Flagged = true
	} else {
		m.Angle = angle
	}
	return m
}

// solidity returns the solidity of a chunk word's top-solid and
// left/right/bottom-solid bits.
func solidity(top, lrb bool) heightmask.Solidity {
	switch {
	case top && lrb:
		return heightmask.SolidAll
	case top:
		return heightmask.SolidTop
	case lrb:
		return heightmask.SolidSides
	}
	return heightmask.SolidNone
}

// solidBits is the inverse of solidity.
func solidBits(s heightmask.Solidity) (top, lrb bool) {
	switch s {
	case heightmask.SolidAll:
		return true, true
	case heightmask.SolidTop:
		return true, false
	case heightmask.SolidSides:
		return false, true
	}
	return false, false
}

func indexOf(ind []byte, block int) layers.TileID {
	if block < len(ind) {
		return layers.TileID(ind[block])
	}
	return 0
}

// s2Cells decodes one Sonic 2 chunk word (ssttyxbbbbbbbbbb: path B's and
// path A's solidity bits, Y and X flip, block) into its two cells.
//
// Block 0 and mask 0 are blank whatever the other bits say (FindFloor
// branches on them before anything else): such a path's cell is the
// model's zero Cell.
func s2Cells(w uint16, ind [2][]byte) layers.Block {
	b := int(w & 0x3FF)
	xf, yf := w&0x400 != 0, w&0x800 != 0
	return layers.Block{
		blank(layers.Cell{Tile: indexOf(ind[0], b), XFlip: xf, YFlip: yf, Solidity: solidity(w&0x1000 != 0, w&0x2000 != 0)}, b),
		blank(layers.Cell{Tile: indexOf(ind[1], b), XFlip: xf, YFlip: yf, Solidity: solidity(w&0x4000 != 0, w&0x8000 != 0)}, b),
	}
}

// blank returns the zero Cell for block 0 or mask 0, else c.
func blank(c layers.Cell, block int) layers.Cell {
	if block == 0 || c.Tile == 0 {
		return layers.Cell{}
	}
	return c
}

// s1Cell decodes one Sonic 1 chunk word (0lty xbbbbbbbbbbb: lrb and top
// solidity, Y and X flip, block; FindFloor).
func s1Cell(w uint16, ind []byte) layers.Cell {
	b := int(w & 0x7FF)
	return blank(layers.Cell{Tile: indexOf(ind, b), XFlip: w&0x800 != 0, YFlip: w&0x1000 != 0, Solidity: solidity(w&0x2000 != 0, w&0x4000 != 0)}, b)
}

// s2Chunks builds the library's chunks from Sonic 2 (and S3K) chunk words:
// 8x8 blocks a chunk, paths A and B from the two indexes.
func (ld *loader) s2Chunks(l *Level) {
	lib := l.Model.Lib
	ind := l.ind
	nc := len(l.chunkWords) / 64
	if nc == 0 {
		nc = 1
	}
	lib.Chunks = make([]layers.Chunk, nc)
	for c := range lib.Chunks {
		bl := make([]layers.Block, 64)
		for i := range bl {
			if j := c*64 + i; j < len(l.chunkWords) {
				bl[i] = s2Cells(l.chunkWords[j], ind)
			}
		}
		lib.Chunks[c].Blocks = bl
	}
}

func (ld *loader) buildS2(l *Level) {
	m := l.Model
	ld.s2Chunks(l)
	lay := l.Layout.Data
	if len(lay) != s2LayoutSize {
		ld.fail(l.Layout.Path, "layout", "%d bytes (Sonic 2's layout is %d: 16 rows of 128 foreground and 128 background chunks)", len(lay), s2LayoutSize)
		return
	}
	fg := func(cx, cy int) layers.ChunkID { return layers.ChunkID(lay[cy*256+cx]) }
	w, h := extent(s2LayoutW, s2LayoutH, fg)
	m.Bounds = levelBounds(l.Name, S2)
	w, h = coverBounds(w, h, m.Bounds, s2ChunkBlocks*16, s2LayoutW, s2LayoutH)
	setLayout(m, w, h, fg)
	if m.Bounds.Max.X == 0 {
		m.Bounds = layers.Rect{Max: layers.Point{X: m.Width * 16, Y: m.Height * 16}}
	}
}

func (ld *loader) buildS1(l *Level) {
	m, lib := l.Model, l.Model.Lib
	ind := l.ind[0]
	nf := len(l.chunkWords) / 256 // file chunks; layout id k is file chunk k-1
	fileCell := func(k, i int) layers.Cell {
		if k < 1 || k > nf {
			return layers.Cell{}
		}
		return s1Cell(l.chunkWords[(k-1)*256+i], ind)
	}
	lay := l.Layout.Data
	if len(lay) < 2 {
		ld.fail(l.Layout.Path, "fglayout", "truncated: %d bytes (want the width and height bytes first)", len(lay))
		return
	}
	lw, lh := int(lay[0])+1, int(lay[1])+1
	if len(lay) < 2+lw*lh {
		// LevelLayoutLoad2 copies width x height bytes whatever the
		// file's length: the Ending's layout (15x3 in its header, two
		// rows in the file) reads its last row from what follows it in
		// the ROM, byte_6A320's four zero bytes and then art, below the
		// ending's camera. Read as empty chunks (docs/assumptions.md);
		// saving keeps the file as short as it was while those stay empty.
		if len(lay) < 2+lw*(lh-1) {
			ld.fail(l.Layout.Path, fmt.Sprintf("offset %#x", len(lay)), "truncated: a %dx%d layout needs %d bytes, the file has %d (at most its last row may be missing, as the Ending's is)", lw, lh, 2+lw*lh, len(lay))
			return
		}
		lay = append(append([]byte(nil), lay...), make([]byte, 2+lw*lh-len(lay))...)
	}
	if p := ld.p; (p.LevelWidthMax > 0 && lw > p.LevelWidthMax) || (p.LevelHeightMax > 0 && lh > p.LevelHeightMax) {
		ld.fail(l.Layout.Path, "offset 0", "a %dx%d layout is larger than the project's levelwidthmax x levelheightmax (%dx%d)", lw, lh, p.LevelWidthMax, p.LevelHeightMax)
		return
	}
	// Model chunk ids are layout values: 1..$7F are chunks 1..$7F on both
	// paths; $80|k is chunk k's loop form, path B being the chunk after
	// it (FindNearestTile).
	nm := nf + 1
	for _, v := range lay[2 : 2+lw*lh] {
		if int(v)+1 > nm {
			nm = int(v) + 1
		}
	}
	lib.Chunks = make([]layers.Chunk, nm)
	for id := range lib.Chunks {
		bl := make([]layers.Block, 256)
		k, alt := id&0x7F, id&0x7F
		if id >= 0x80 {
			alt = s1AltChunk(k)
		}
		for i := range bl {
			bl[i] = layers.Block{fileCell(k, i), fileCell(alt, i)}
		}
		lib.Chunks[id].Blocks = bl
	}
	fg := func(cx, cy int) layers.ChunkID { return layers.ChunkID(lay[2+cy*lw+cx]) }
	setLayout(m, lw*s1ChunkBlocks, lh*s1ChunkBlocks, fg)
	m.Bounds = levelBounds(l.Name, S1)
	if m.Bounds.Max.X == 0 {
		m.Bounds = layers.Rect{Max: layers.Point{X: m.Width * 16, Y: m.Height * 16}}
	}
	m.Loops = s1Loops(l.Name)
	if lc := m.Loops; lc != nil {
		// Carried by packs and .tmx maps, which have no field for it
		// (physics.LoopsProp).
		m.Props = append(m.Props, layers.Prop{Name: "s1_loop_chunks", Type: "string",
			Value: fmt.Sprintf("0x%02X,0x%02X,0x%02X,0x%02X", lc.Loop[0], lc.Loop[1], lc.Roll[0], lc.Roll[1])})
	}
}

// extent returns the size in blocks of the smallest top-left box of whole
// chunks holding every non-empty foreground chunk.
func extent(lw, lh int, at func(cx, cy int) layers.ChunkID) (int, int) {
	w, h := 1, 1
	for cy := 0; cy < lh; cy++ {
		for cx := 0; cx < lw; cx++ {
			if at(cx, cy) != 0 {
				w, h = max(w, cx+1), max(h, cy+1)
			}
		}
	}
	return w * s2ChunkBlocks, h * s2ChunkBlocks
}

// coverBounds grows a size in blocks to cover the level's bounds, within
// the layout's lw x lh chunks.
func coverBounds(w, h int, b layers.Rect, chunkPx, lw, lh int) (int, int) {
	cw := min((b.Max.X+chunkPx-1)/chunkPx, lw)
	ch := min((b.Max.Y+chunkPx-1)/chunkPx, lh)
	n := chunkPx / 16
	return max(w, cw*n), max(h, ch*n)
}

func setLayout(m *layers.Level, w, h int, at func(cx, cy int) layers.ChunkID) {
	n := m.Lib.ChunkBlocks
	m.Width, m.Height = w, h
	m.LayoutW, m.LayoutH = (w+n-1)/n, (h+n-1)/n
	m.Layout = make([]layers.ChunkID, m.LayoutW*m.LayoutH)
	for cy := 0; cy < m.LayoutH; cy++ {
		for cx := 0; cx < m.LayoutW; cx++ {
			m.Layout[cy*m.LayoutW+cx] = at(cx, cy)
		}
	}
}

// buildBumpers puts Sonic 2's bumpers= file (SpecialCNZBumpers_Act1/2:
// 6-byte entries, bumper_id, bumper_x and bumper_y words, sorted by x,
// ended by an x of $FFFF) into the level property s2_cnz_bumpers as
// "id,x,y" triples in hex, separated by spaces (docs/disasm.md).
func (ld *loader) buildBumpers(l *Level) {
	f := l.Bumpers
	if f == nil {
		return
	}
	d := f.Data
	if len(d)%6 != 0 {
		ld.fail(f.Path, "bumpers", "%d bytes: not whole 6-byte entries (id, x, y)", len(d))
		return
	}
	var b strings.Builder
	for i := 0; i+6 <= len(d); i += 6 {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%X,%X,%X", binary.BigEndian.Uint16(d[i:]), binary.BigEndian.Uint16(d[i+2:]), binary.BigEndian.Uint16(d[i+4:]))
	}
	l.Model.Props = append(l.Model.Props, layers.Prop{Name: "s2_cnz_bumpers", Type: "string", Value: b.String()})
}

// s1Heightmaps are the surface height arrays Sonic 1's objects read
// (sonic.asm binclude's them from misc/: Marble Zone's grassy platforms,
// Green Hill's collapsing ledge and bridge bends, Star Light's seesaw), by the names the
// Sonic 1 object engine knows them.
var s1Heightmaps = [...]struct{ name, file string }{
	{"mz_pfm1", "misc/mz_pfm1.bin"}, {"mz_pfm2", "misc/mz_pfm2.bin"}, {"mz_pfm3", "misc/mz_pfm3.bin"},
	{"ghz_ledge", "misc/GHZ Collapsing Ledge Heightmap.bin"},
	{"slzssaw1", "misc/slzssaw1.bin"}, {"slzssaw2", "misc/slzssaw2.bin"},
	{"ghzbend1", "misc/ghzbend1.bin"}, {"ghzbend2", "misc/ghzbend2.bin"},
	// Labyrinth's conveyor platforms (ObjPosLZPlatform_Index: count less
	// one, then x, y, subtype words), which its spawners lay out.
	{"lz1pf1", "objpos/lz1pf1.bin"}, {"lz1pf2", "objpos/lz1pf2.bin"},
	{"lz2pf1", "objpos/lz2pf1.bin"}, {"lz2pf2", "objpos/lz2pf2.bin"},
	{"lz3pf1", "objpos/lz3pf1.bin"}, {"lz3pf2", "objpos/lz3pf2.bin"},
	// Scrap Brain's spin-platform conveyors' lists
	// (ObjPosSBZPlatform_Index, the same layout), which SpinConvey's
	// spawners lay out.
	{"sbz1pf1", "objpos/sbz1pf1.bin"}, {"sbz1pf2", "objpos/sbz1pf2.bin"},
	{"sbz1pf3", "objpos/sbz1pf3.bin"}, {"sbz1pf4", "objpos/sbz1pf4.bin"},
	{"sbz1pf5", "objpos/sbz1pf5.bin"}, {"sbz1pf6", "objpos/sbz1pf6.bin"},
}

// buildS1Heightmaps reads the s1Heightmaps found beside the project
// (the disassembly's misc folder, one level above the INI's) into the
// level property s1_heightmaps as "name:hex" words separated by spaces
// (docs/disasm.md). Missing files are left out: the objects reading them
// then stand flat.
func (ld *loader) buildS1Heightmaps(l *Level) {
	var b strings.Builder
	for _, h := range s1Heightmaps {
		d, err := os.ReadFile(ld.p.resolve("../" + h.file))
		if err != nil || len(d) == 0 || len(d) > 1024 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%X", h.name, d)
	}
	if b.Len() > 0 {
		l.Model.Props = append(l.Model.Props, layers.Prop{Name: "s1_heightmaps", Type: "string", Value: b.String()})
	}
}

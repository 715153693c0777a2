package sonlvl

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/mdcomp"
	"loopwright/objcatalog"
	"loopwright/pack"
)

// Export writes Loopwright level l as a new SonLVL project of engine v in
// folder dir, laid out as the disassembly lays out its files (s2disasm:
// collision/, mappings/16x16 and 128x128/, level/layout, objects and
// rings/, startpos/; s1disasm: collide/, map16/, map256/, levels/, objpos/,
// startpos/), with "SonLVL INI Files/SonLVL.ini" naming them. Blocks are
// made from the level's distinct mask pairs (their art left blank);
// switchers become object 03 and rings the ring layout (Sonic 2); objects
// carrying obj_id are written as they are, and springs, monitors, spikes,
// bridges and badniks as the Sonic 2 objects they came from. It returns
// the INI's path. Anything the engine cannot hold is an error naming the
// place; nothing is written then.
func Export(l *layers.Level, v Version, dir string) (string, error) {
	return ExportAll([]*layers.Level{l}, v, dir)
}

// ExportAll is Export for several levels at once (a pack's), into one
// project whose INI has a section for each. The levels must share one
// tile library (the collision arrays are the project's, global).
func ExportAll(levels []*layers.Level, v Version, dir string) (string, error) {
	var files []outFile
	var errs pack.ErrorList
	names := map[string]bool{}
	for i, l := range levels {
		if i > 0 && l.Lib != levels[0].Lib {
			return "", fmt.Errorf("sonlvl: export: level %q has a tile library of its own; a project's collision arrays are shared", l.Name)
		}
		if names[fileName(l.Name)] {
			return "", fmt.Errorf("sonlvl: export: two levels make the file name %q", fileName(l.Name))
		}
		names[fileName(l.Name)] = true
		ex := &exporter{l: l, v: v}
		fs := ex.build()
		errs = append(errs, ex.errs...)
		if len(ex.errs) > 0 {
			continue
		}
		if len(files) == 0 {
			files = fs // the first level that exports (an earlier one may have failed)
			continue
		}
		// The INI gets the level's section; the global files are the
		// first level's.
		files[0].data = append(files[0].data, fs[0].data[bytes.IndexByte(fs[0].data, '['):]...)
		for _, f := range fs[1:] {
			if !globalKey(f.key) {
				files = append(files, f)
			}
		}
	}
	if len(errs) > 0 {
		return "", errs
	}
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.name))
		if err := pack.MakeDirs(filepath.Dir(p)); err != nil {
			return "", fmt.Errorf("sonlvl: export: %w", err)
		}
		data := f.data
		if f.format != mdcomp.Uncompressed {
			var err error
			if data, err = mdcomp.EncodeSega(f.format, data); err != nil {
				return "", fmt.Errorf("sonlvl: export: %s: %w", f.name, err)
			}
		}
		if err := writeAtomic(p, data); err != nil {
			return "", err
		}
	}
	return filepath.Join(dir, "SonLVL INI Files", "SonLVL.ini"), nil
}

func globalKey(k string) bool { return k == "colarr1" || k == "colarr2" || k == "angles" }

type outFile struct {
	key    string // the INI key naming it
	name   string // slash-separated, relative to the project folder
	format mdcomp.Format
	data   []byte
}

type exporter struct {
	l    *layers.Level
	v    Version
	errs pack.ErrorList
}

func (ex *exporter) fail(place, format string, args ...any) {
	ex.errs.Add("sonlvl", "", "export "+ex.v.String()+": level "+fmt.Sprintf("%q", ex.l.Name)+": "+place, format, args...)
}

// fileName makes a level name a file name: letters, digits, '_' and '-'.
func fileName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "level"
	}
	return b.String()
}

func (ex *exporter) build() []outFile {
	l, v := ex.l, ex.v
	if l.Lib == nil {
		ex.fail("", "no tile library")
		return nil
	}
	want := s2ChunkBlocks
	if v == S1 {
		want = s1ChunkBlocks
	}
	if l.Lib.ChunkBlocks != want {
		ex.fail("chunks", "chunks of %d blocks; %s's are %d", l.Lib.ChunkBlocks, v, want)
		return nil
	}
	tiles := l.Lib.Tiles
	if len(tiles) > 256 {
		ex.fail("tiles", "%d masks; the collision index holds mask numbers 0-255", len(tiles))
		return nil
	}
	var h, w, a []byte
	for i := range tiles {
		m := &tiles[i]
		if msg := m.Valid(); msg != "" {
			ex.fail(fmt.Sprintf("tile %d", i), "%s", msg)
			return nil
		}
		for j := 0; j < 16; j++ {
			h = append(h, byte(m.Heights[j]))
			w = append(w, byte(m.Widths[j]))
		}
		if m.Flagged || i == 0 {
			// Mask 0 is "no collision"; the games' angle maps hold $FF
			// there (the flagged angle), so an unedited level exports
			// its map byte for byte.
			a = append(a, 0xFF)
		} else {
			a = append(a, m.Angle)
		}
	}
	for len(a) < 256 { // the games' arrays hold 256 masks
		h = append(h, make([]byte, 16)...)
		w = append(w, make([]byte, 16)...)
		a = append(a, 0)
	}
	// Blocks: one per distinct mask pair (one mask for Sonic 1).
	blockOf := map[[2]layers.TileID]int{{0, 0}: 0}
	ind := [2][]byte{{0}, {0}}
	limit := s2BlockMax
	if v == S1 {
		limit = s1BlockMax
	}
	block := func(t [2]layers.TileID, place string) int {
		if b, ok := blockOf[t]; ok {
			return b
		}
		b := len(ind[0])
		if b >= limit {
			ex.fail(place, "more than %d distinct blocks", limit)
			return 0
		}
		blockOf[t] = b
		ind[0] = append(ind[0], byte(t[0]))
		ind[1] = append(ind[1], byte(t[1]))
		return b
	}
	var words []uint16
	chunks := l.Lib.Chunks
	first := 0
	if v == S1 {
		first = 1 // Sonic 1's chunk 0 is implicit: the file starts at chunk 1
		if len(chunks) > 0x100 {
			ex.fail("chunks", "%d chunks; Sonic 1's layout holds chunk numbers 1-$7F (and their loop forms $80-$FF)", len(chunks)-1)
			return nil
		}
		// Loop forms ($80|k) are not stored: they must be chunk k on path
		// A and the chunk after it on path B, as the game reads them.
		for c := 0x80; c < len(chunks); c++ {
			k, alt := c&0x7F, s1AltChunk(c&0x7F)
			for i, blk := range chunks[c].Blocks {
				var a, b layers.Cell
				if k < len(chunks) && i < len(chunks[k].Blocks) {
					a = chunks[k].Blocks[i][0]
				}
				if alt < len(chunks) && i < len(chunks[alt].Blocks) {
					b = chunks[alt].Blocks[i][0]
				}
				if blk[0] != a || blk[1] != b {
					ex.fail(fmt.Sprintf("chunk $%02X block %d", c, i), "a loop chunk must be chunk $%02X on path A and chunk $%02X on path B (Sonic 1's FindNearestTile)", k, alt)
					return nil
				}
			}
		}
		chunks = chunks[:min(len(chunks), 0x80)]
	} else if len(chunks) > 256 {
		ex.fail("chunks", "%d chunks; the layout holds chunk numbers 0-255", len(chunks))
		return nil
	}
	for c := first; c < len(chunks); c++ {
		bl := chunks[c].Blocks
		for i := 0; i < want*want; i++ {
			var blk layers.Block
			if i < len(bl) {
				blk = bl[i]
			}
			place := fmt.Sprintf("chunk %d block %d", c, i)
			if v == S1 {
				if blk[0] != blk[1] {
					ex.fail(place, "paths A and B differ; Sonic 1 has one path (only its loop chunks have a second): export to s2disasm")
					return nil
				}
				cell := blk[0]
				wd := s1Word(uint16(block([2]layers.TileID{cell.Tile, cell.Tile}, place)), cell)
				words = append(words, wd)
				continue
			}
			wd, ok := s2Word(uint16(block([2]layers.TileID{blk[0].Tile, blk[1].Tile}, place)), blk)
			if !ok {
				ex.fail(place, "paths A and B are flipped differently; Sonic 2 keeps one flip per block")
				return nil
			}
			words = append(words, wd)
		}
		if len(ex.errs) > 0 {
			return nil
		}
	}
	blocks := make([]byte, 8*len(ind[0]))
	pats, artBlocks, artOK := collisionArt(tiles, ind)
	if artOK {
		blocks = artBlocks
	}
	art := func(tilesName string, f mdcomp.Format, palName string) []outFile {
		if !artOK {
			return nil
		}
		return []outFile{{"tiles", tilesName, f, pats}, {"palette", palName, mdcomp.Uncompressed, artPalette()}}
	}
	objs, rings := ex.objects()
	if len(ex.errs) > 0 {
		return nil
	}
	start := binary.BigEndian.AppendUint16(binary.BigEndian.AppendUint16(nil, uint16(l.Start.X)), uint16(l.Start.Y))
	name := fileName(l.Name)
	if v == S1 {
		if l.LayoutW > 64 || l.LayoutH > 8 {
			ex.fail("layout", "%dx%d chunks; Sonic 1's layout holds at most 64x8", l.LayoutW, l.LayoutH)
			return nil
		}
		lay := []byte{byte(l.LayoutW - 1), byte(l.LayoutH - 1)}
		for _, id := range l.Layout {
			lay = append(lay, byte(id))
		}
		objs = append(objs, 0xFF, 0xFF, 0, 0, 0, 0)
		return withINI(l.Name, "version=S1\r\nlevelwidthmax=64\r\nlevelheightmax=8\r\n", append(art("artnem/8x8 - "+name+".nem", mdcomp.Nemesis, "palette/"+name+".bin"), []outFile{
			{"colarr1", "collide/Collision Array (Normal).bin", mdcomp.Uncompressed, h},
			{"colarr2", "collide/Collision Array (Rotated).bin", mdcomp.Uncompressed, w},
			{"angles", "collide/Angle Map.bin", mdcomp.Uncompressed, a},
			{"blocks", "map16/" + name + ".eni", mdcomp.Enigma, blocks},
			{"chunks", "map256/" + name + ".kos", mdcomp.Kosinski, wordsBytes(words)},
			{"fglayout", "levels/" + name + ".bin", mdcomp.Uncompressed, lay},
			{"objects", "objpos/" + name + ".bin", mdcomp.Uncompressed, objs},
			{"startpos", "startpos/" + name + ".bin", mdcomp.Uncompressed, start},
			{"colind", "collide/" + name + ".bin", mdcomp.Uncompressed, ind[0]},
		}...))
	}
	if v == S3K {
		return ex.s3kFiles(h, w, a, ind, blocks, words, objs, rings, start, art)
	}
	if l.LayoutW > s2LayoutW || l.LayoutH > s2LayoutH {
		ex.fail("layout", "%dx%d chunks; Sonic 2's layout holds at most %dx%d", l.LayoutW, l.LayoutH, s2LayoutW, s2LayoutH)
		return nil
	}
	lay := make([]byte, s2LayoutSize)
	for cy := 0; cy < l.LayoutH; cy++ {
		for cx := 0; cx < l.LayoutW; cx++ {
			lay[cy*256+cx] = byte(l.Layout[cy*l.LayoutW+cx])
		}
	}
	rings = append(rings, 0xFF, 0xFF)
	return withINI(l.Name, "version=S2\r\n", append(art("art/kosinski/"+name+".kos", mdcomp.Kosinski, "art/palettes/"+name+".bin"), []outFile{
		{"colarr1", "collision/Collision array - Vertical.bin", mdcomp.Uncompressed, h},
		{"colarr2", "collision/Collision array - Horizontal.bin", mdcomp.Uncompressed, w},
		{"angles", "collision/Curve and resistance mapping.bin", mdcomp.Uncompressed, a},
		{"blocks", "mappings/16x16/" + name + ".kos", mdcomp.Kosinski, blocks},
		{"chunks", "mappings/128x128/" + name + ".kos", mdcomp.Kosinski, wordsBytes(words)},
		{"layout", "level/layout/" + name + ".kos", mdcomp.Kosinski, lay},
		{"objects", "level/objects/" + name + ".bin", mdcomp.Uncompressed, objs},
		{"rings", "level/rings/" + name + ".bin", mdcomp.Uncompressed, rings},
		{"startpos", "startpos/" + name + ".bin", mdcomp.Uncompressed, start},
		{"colind1", "collision/" + name + " primary 16x16 collision index.kos", mdcomp.Kosinski, ind[0]},
		{"colind2", "collision/" + name + " secondary 16x16 collision index.kos", mdcomp.Kosinski, ind[1]},
	}...))
}

// withINI returns files with, first, the SonLVL INI that names them: the
// global keys (head, then the collision arrays and angle map) and level's
// section with the others, paths relative to "SonLVL INI Files".
func withINI(level, head string, files []outFile) []outFile {
	var g, sec strings.Builder
	g.WriteString(head)
	fmt.Fprintf(&sec, "[%s]\r\n", escapeINI(level))
	for _, f := range files {
		b := &sec
		if globalKey(f.key) {
			b = &g
		}
		v := "../" + f.name
		if f.key == "colindsz" {
			fmt.Fprintf(b, "colindsz=2\r\n")
			continue
		}
		switch f.key {
		case "startpos":
			v += ":Sonic:Level Start"
		case "palette":
			v += ":0:0:64"
		}
		fmt.Fprintf(b, "%s=%s\r\n", f.key, v)
	}
	ini := outFile{"", "SonLVL INI Files/SonLVL.ini", mdcomp.Uncompressed, []byte(g.String() + sec.String())}
	out := []outFile{ini}
	for _, f := range files {
		if f.name != "" {
			out = append(out, f)
		}
	}
	return out
}

// objects encodes the switchers and objects (sorted by x, as the object
// managers need) and, for Sonic 2, the rings (one entry a ring).
func (ex *exporter) objects() (objs, rings []byte) {
	l, v := ex.l, ex.v
	type ent struct {
		x, y uint16
		id   uint8
		sub  uint8
	}
	var ents []ent
	pos := func(x, y int, place string) (uint16, uint16, bool) {
		if x < 0 || x > 0x7FFF || y < 0 || y > 0xFFF {
			ex.fail(place, "position (%d,%d) is outside the object layout's range (x 0-32767, y 0-4095)", x, y)
			return 0, 0, false
		}
		return uint16(x), uint16(y), true
	}
	for i := range l.Switchers {
		sw := &l.Switchers[i]
		place := fmt.Sprintf("switcher %d", i)
		if switcherID(v) < 0 {
			ex.fail(place, "Sonic 1 has no layer switcher object: export to s2disasm")
			return
		}
		if err := sw.Validate(); err != nil {
			ex.fail(place, "%v", err)
			return
		}
		sub, xf := switcherSubtype(sw)
		x, y, ok := pos(sw.X, sw.Y, place)
		if !ok {
			return
		}
		if xf {
			y |= 0x2000
		}
		ents = append(ents, ent{x, y, uint8(switcherID(v)), sub})
	}
	for i := range l.Objects {
		o := &l.Objects[i]
		place := fmt.Sprintf("object %d (%s)", o.ID, o.Class)
		x, y, ok := pos(o.X, o.Y, place)
		if !ok {
			return
		}
		if o.Class == "ring" && v != S1 {
			rings = binary.BigEndian.AppendUint16(rings, x)
			rings = binary.BigEndian.AppendUint16(rings, y)
			continue
		}
		var id, sub uint8
		if s, ok := prop(o, PropObjID); ok {
			var err error
			if id, err = parseByte(s); err != nil {
				ex.fail(place, "%s %q is not an object id", PropObjID, s)
				return
			}
			if s, ok := prop(o, PropSubtype); ok {
				sub, _ = parseByte(s)
			}
			flag := func(name string) bool { s, _ := prop(o, name); return s == "true" }
			yw, idBit := entryFlags(v, flag(PropXFlip), flag(PropYFlip), flag(PropRespawn))
			y |= yw
			id |= idBit
		} else if v == S2 {
			var xf, yf bool
			id, sub, xf, yf, ok = s2ObjectFor(o)
			if !ok {
				ex.fail(place, "Sonic 2 has no object for class %q (give it an obj_id property)", o.Class)
				return
			}
			yw, _ := entryFlags(v, xf, yf, false)
			y |= yw
		} else {
			ex.fail(place, "no obj_id property: which %s object is it?", v)
			return
		}
		ents = append(ents, ent{x, y, id, sub})
	}
	// Stable: objects at the same x keep the level's order.
	for i := 1; i < len(ents); i++ {
		for j := i; j > 0 && ents[j].x < ents[j-1].x; j-- {
			ents[j], ents[j-1] = ents[j-1], ents[j]
		}
	}
	for _, e := range ents {
		objs = binary.BigEndian.AppendUint16(objs, e.x)
		objs = binary.BigEndian.AppendUint16(objs, e.y)
		objs = append(objs, e.id, e.sub)
	}
	return objs, rings
}

// s2ObjectFor is classify's inverse: the Sonic 2 object (id, subtype,
// flips) for a Loopwright class.
func s2ObjectFor(o *layers.Object) (id, sub uint8, xf, yf bool, ok bool) {
	// Absent properties take the physics' object table defaults.
	class, _ := objcatalog.ClassByName(o.Class)
	def := func(name string) string {
		p, _ := class.Prop(name)
		return p.Default
	}
	get := func(name string) string {
		if s, ok := prop(o, name); ok {
			return s
		}
		return def(name)
	}
	getInt := func(name string) int {
		n, err := strconv.Atoi(strings.TrimSpace(get(name)))
		if err != nil {
			n, _ = strconv.Atoi(def(name))
		}
		return n
	}
	switch o.Class {
	case "spring":
		if get("strength") == "yellow" {
			sub = 2
		}
		switch get("direction") {
		case "up":
		case "right":
			sub |= 0x10
		case "left":
			sub, xf = sub|0x10, true
		case "down":
			sub |= 0x20
		case "up_right":
			sub |= 0x30
		case "up_left":
			sub, xf = sub|0x30, true
		case "down_right":
			sub |= 0x40
		case "down_left":
			sub, xf = sub|0x40, true
		default:
			return
		}
		return 0x41, sub, xf, false, true
	case "monitor":
		m := map[string]uint8{"life": 1, "rings": 4, "speed": 5, "shield": 6, "invincibility": 7}
		s, ok := m[get("contents")]
		return 0x26, s, false, false, ok
	case "spikes":
		n := getInt("count")
		t := (n+3)/4 - 1
		if t < 0 || t > 3 {
			return
		}
		switch get("direction") {
		case "up":
			return 0x36, uint8(t << 4), false, false, true
		case "down":
			return 0x36, uint8(t << 4), false, true, true
		case "right":
			return 0x36, uint8((t + 4) << 4), false, false, true
		case "left":
			return 0x36, uint8((t + 4) << 4), true, false, true
		}
	case "bridge":
		n := getInt("segments")
		return 0x11, uint8(n), false, false, n >= 1 && n <= 128
	case "buzz_bomber":
		return 0x4B, 0, get("direction") == "right", false, true
	case "chomper":
		return 0x5C, 0, false, false, true
	}
	return
}

// s3kFiles lays an S3K export out as skdisasm does (Levels/NAME/...,
// Levels/Misc/ for the collision arrays): one collision index file with
// both paths as words (colindsz=2), the layout in S3K's format (the
// foreground; an empty background), rings one entry each after the 0,0
// entry, objects ended by $FFFF.
func (ex *exporter) s3kFiles(h, w, a []byte, ind [2][]byte, blocks []byte, words []uint16, objs, rings, start []byte, art func(string, mdcomp.Format, string) []outFile) []outFile {
	l := ex.l
	if l.LayoutH > s3kRows {
		ex.fail("layout", "%d rows of chunks; S3K's layout has %d", l.LayoutH, s3kRows)
		return nil
	}
	// The background plane, when the level has one, goes into the
	// layout's background rows.
	bgW, bgH := 0, 0
	var bgAt func(cx, cy int) byte
	if bg := l.Background; bg != nil && bg.W > 0 && bg.H > 0 && len(bg.Layout) >= bg.W*bg.H {
		if bg.H > s3kRows {
			ex.fail("background", "%d rows of chunks; S3K's layout has %d", bg.H, s3kRows)
			return nil
		}
		for i, id := range bg.Layout[:bg.W*bg.H] {
			if id > 0xFF {
				ex.fail(fmt.Sprintf("background chunk (%d,%d)", i%bg.W, i/bg.W), "chunk %d: the layout holds chunk numbers 0-255", id)
				return nil
			}
		}
		bgW, bgH = bg.W, bg.H
		bgAt = func(cx, cy int) byte { return byte(bg.Layout[cy*bg.W+cx]) }
	}
	lay := s3kLayoutFile(l.LayoutW, l.LayoutH, func(cx, cy int) byte { return byte(l.Layout[cy*l.LayoutW+cx]) },
		bgW, bgH, bgAt)
	if len(lay) > s3kLayoutRAM {
		ex.fail("layout", "%dx%d chunks make a %d-byte layout; the game's buffer holds %d", l.LayoutW, l.LayoutH, len(lay), s3kLayoutRAM)
		return nil
	}
	col := make([]byte, 4*s3kIndexBlocks)
	col = s3kIndexFile(col, ind)
	// Rings in order of x (Load_Rings searches them so).
	type pt struct{ x, y uint16 }
	var rs []pt
	for i := 0; i+4 <= len(rings); i += 4 {
		rs = append(rs, pt{binary.BigEndian.Uint16(rings[i:]), binary.BigEndian.Uint16(rings[i+2:])})
	}
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j].x < rs[j-1].x; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	rd := []byte{0, 0, 0, 0}
	for _, r := range rs {
		if r.x == 0 {
			ex.fail("rings", "a ring at x 0: S3K's ring manager never reaches it")
			return nil
		}
		rd = binary.BigEndian.AppendUint16(binary.BigEndian.AppendUint16(rd, r.x), r.y)
	}
	rd = append(rd, 0xFF, 0xFF)
	objs = append(objs, 0xFF, 0xFF, 0, 0, 0, 0)
	dir := "Levels/" + fileName(l.Name) + "/"
	return withINI(l.Name, "version=S3K\r\n", append(art(dir+"Tiles/Act 1.kosm", mdcomp.KosinskiModuled, dir+"Palettes/1.bin"), []outFile{
		{"colarr1", "Levels/Misc/Height Maps.bin", mdcomp.Uncompressed, h},
		{"colarr2", "Levels/Misc/Height Maps Rotated.bin", mdcomp.Uncompressed, w},
		{"angles", "Levels/Misc/angles.bin", mdcomp.Uncompressed, a},
		{"blocks", dir + "Blocks/Act 1.kos", mdcomp.Kosinski, blocks},
		{"chunks", dir + "Chunks/Act 1.kos", mdcomp.Kosinski, wordsBytes(words)},
		{"layout", dir + "Layout/1.bin", mdcomp.Uncompressed, lay},
		{"objects", dir + "Object Pos/1.bin", mdcomp.Uncompressed, objs},
		{"rings", dir + "Ring Pos/1.bin", mdcomp.Uncompressed, rd},
		{"startpos", dir + "Start Location/Sonic/1.bin", mdcomp.Uncompressed, start},
		{"colind", dir + "Collision/1.bin", mdcomp.Uncompressed, col},
		{"colindsz", "", mdcomp.Uncompressed, nil},
	}...))
}

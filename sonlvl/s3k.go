package sonlvl

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
)

// Sonic 3 & Knuckles' level files, as sonic3k.asm (and s3.asm) read them.

// joined reads the files of key's every |-part and returns one File
// holding their contents together (the part files themselves when there
// are several, so that saving can split it again), as SonLVL's
// MultiFileIndexer joins them: a part "file:offset" is placed at that
// byte of the whole, a part without an offset right after the end of the
// parts before it, and where parts overlap the later one is seen. S3K's
// blocks= names the zone's primary and the act's secondary blocks; Sonic
// 2's Hill Top puts its own blocks over Emerald Hill's from $980
// ("HTZ.kos:0x980", as the game loads them: LevelArtPointers' HTZ
// entry decompresses them after EHZ's).
func (ld *loader) joined(key string) (*File, []*File) {
	parts, line, ok := ld.parts(key)
	if !ok {
		ld.fail(ld.p.Path, fmt.Sprintf("line %d", ld.s.Line), "no %s= key", key)
		return nil, nil
	}
	if len(parts) == 1 && !strings.Contains(parts[0], ":") {
		return ld.read(key, parts[0], line), nil
	}
	var files []*File
	end := 0
	for _, part := range parts {
		name, pos, hasPos := strings.Cut(part, ":")
		at := end
		if hasPos {
			v, ok := partOffset(pos)
			if !ok || v > maxDecoded(key) {
				ld.fail(ld.p.Path, fmt.Sprintf("%s= (line %d)", key, line), "part %q: %q is not a byte offset 0..%#x (decimal, or hex after 0x)", part, pos, maxDecoded(key))
				return nil, nil
			}
			at = v
		}
		f := ld.read(key, name, line)
		if f == nil {
			return nil, nil
		}
		f.At = at
		end = max(end, at+len(f.Data))
		files = append(files, f)
	}
	if end > maxDecoded(key) {
		ld.fail(files[0].Path, key, "the parts hold %d bytes, more than the game's %d", end, maxDecoded(key))
		return nil, nil
	}
	all := &File{Key: key, Path: files[0].Path, Format: files[0].Format, Data: joinParts(files)}
	return all, files
}

// partOffset parses a part's offset as SonLVL's FileInfo does: hex after
// "0x", else decimal.
func partOffset(s string) (int, bool) {
	s = strings.TrimSpace(s)
	base := 10
	if rest, ok := strings.CutPrefix(s, "0x"); ok {
		s, base = rest, 16
	}
	v, err := strconv.ParseInt(s, base, 32)
	if err != nil || v < 0 {
		return 0, false
	}
	return int(v), true
}

// joinParts lays the parts' contents out at their offsets, later parts
// over earlier ones, gaps zero.
func joinParts(parts []*File) []byte {
	end := 0
	for _, f := range parts {
		end = max(end, f.At+len(f.Data))
	}
	all := make([]byte, end)
	for _, f := range parts {
		copy(all[f.At:], f.Data)
	}
	return all
}

// splitParts returns each part's new contents from the whole's new
// contents data: a part keeps its bytes that a later part hides and
// takes every byte it shows from data. Bytes past the old end go to the
// part that ends there and is seen there (the last file, as the game
// loads it); ok is false when no part does.
func splitParts(parts []*File, data []byte) (out [][]byte, ok bool) {
	oldEnd := 0
	for _, f := range parts {
		oldEnd = max(oldEnd, f.At+len(f.Data))
	}
	// shown[i] is the index of the part seen at byte i.
	shown := make([]int, max(oldEnd, len(data)))
	for i := range shown {
		shown[i] = -1
	}
	for n, f := range parts {
		for i := f.At; i < f.At+len(f.Data); i++ {
			shown[i] = n
		}
	}
	grow := -1
	if oldEnd > 0 {
		grow = shown[oldEnd-1]
		if f := parts[grow]; f.At+len(f.Data) != oldEnd {
			grow = -1
		}
	}
	if len(data) > oldEnd && grow < 0 {
		return nil, false
	}
	out = make([][]byte, len(parts))
	for n, f := range parts {
		d := append([]byte(nil), f.Data...)
		if n == grow && len(data) > oldEnd {
			d = append(d, data[oldEnd:]...)
		}
		for j := range d {
			if i := f.At + j; i < oldEnd && shown[i] == n {
				if i < len(data) {
					d[j] = data[i]
				} else {
					d[j] = 0
				}
			}
		}
		if n == grow && len(data) < oldEnd {
			// The whole shrank: the part seen at its end loses what is gone.
			d = d[:max(0, len(data)-f.At)]
		}
		out[n] = d
	}
	return out, true
}

// S3K's collision index file (LoadSolids): Sonic 3's levels (SonLVL's
// colindsz=2) hold $300 words of path A then $300 words of path B, the
// second at $600 (LoadSolids: Secondary_collision_addr = primary + $600;
// FindFloor reads a word a block); Sonic & Knuckles' levels (colindsz 1,
// the default) interleave the two paths' bytes, A at 2n and B at 2n+1
// (LoadSolids_SK_Interleaved_Format: secondary = primary + 1).
const (
	s3kIndexBlocks = 0x300
)

// s3kWordIndex reports whether the level's colindsz is 2.
func (ld *loader) s3kWordIndex() (bool, bool) {
	v, line, ok := ld.p.key(ld.s, "colindsz")
	if !ok {
		return false, true
	}
	switch strings.TrimSpace(v) {
	case "1":
		return false, true
	case "2":
		return true, true
	}
	ld.fail(ld.p.Path, fmt.Sprintf("line %d", line), "colindsz=%q is not 1 or 2", v)
	return false, false
}

// s3kIndexes decodes the one collision index file into the two paths'
// mask numbers.
func (ld *loader) s3kIndexes(f *File) ([2][]byte, bool) {
	words, ok := ld.s3kWordIndex()
	if !ok {
		return [2][]byte{}, false
	}
	d := f.Data
	var ind [2][]byte
	if words {
		if len(d) != 4*s3kIndexBlocks {
			ld.fail(f.Path, "colind", "%d bytes; with colindsz=2 the file holds $300 words of path A then $300 of path B (%d bytes)", len(d), 4*s3kIndexBlocks)
			return ind, false
		}
		for p := 0; p < 2; p++ {
			ind[p] = make([]byte, s3kIndexBlocks)
			for b := range ind[p] {
				off := p*2*s3kIndexBlocks + 2*b
				v := binary.BigEndian.Uint16(d[off:])
				if v > 0xFF {
					ld.fail(f.Path, fmt.Sprintf("offset %#x", off), "mask number %#x for block %d: the collision arrays hold 256 masks", v, b)
					return ind, false
				}
				ind[p][b] = byte(v)
			}
		}
		return ind, true
	}
	if len(d) != 2*s3kIndexBlocks {
		ld.fail(f.Path, "colind", "%d bytes; the interleaved index (colindsz=1) holds a byte of path A and one of path B for $300 blocks (%d bytes)", len(d), 2*s3kIndexBlocks)
		return ind, false
	}
	for p := 0; p < 2; p++ {
		ind[p] = make([]byte, s3kIndexBlocks)
		for b := range ind[p] {
			ind[p][b] = d[2*b+p]
		}
	}
	return ind, true
}

// s3kIndexFile encodes the two paths' mask numbers into the index file
// (the inverse of s3kIndexes), starting from its old contents.
func s3kIndexFile(old []byte, ind [2][]byte) []byte {
	d := append([]byte(nil), old...)
	words := len(d) == 4*s3kIndexBlocks
	for p := 0; p < 2; p++ {
		for b := 0; b < s3kIndexBlocks && b < len(ind[p]); b++ {
			if words {
				binary.BigEndian.PutUint16(d[p*2*s3kIndexBlocks+2*b:], uint16(ind[p][b]))
			} else {
				d[2*b+p] = ind[p][b]
			}
		}
	}
	return d
}

// s3kLayout is the header of an S3K layout file (Level_layout_header):
// the foreground and background widths and heights in chunks, then for
// each of 32 rows a word pointing at the foreground row and one at the
// background row, RAM addresses $8000 + the row's offset in the file
// (Find_Tile_FG reads 8(a1,row*4), Find_Tile_BG $A(a1,row*4)); 0 where
// there is no row.
type s3kLayout struct {
	FGW, BGW, FGH, BGH int
	FG, BG             [s3kRows]int // file offsets of the rows
}

const (
	s3kRows       = 32     // Layout_row_index_mask $7C: 32 rows of 128 px
	s3kLayoutHead = 0x88   // 8 bytes of sizes, 32 pairs of row pointers
	s3kLayoutRAM  = 0x1000 // Level_layout_header .. the chunk table
	s3kRowBase    = 0x8000 // the row pointers' RAM base
)

// parseS3KLayout reads an S3K layout file's header, checking every row
// lies in the file.
func parseS3KLayout(d []byte) (s3kLayout, string) {
	var h s3kLayout
	if len(d) < s3kLayoutHead {
		return h, fmt.Sprintf("truncated: %d bytes (the header alone is %d)", len(d), s3kLayoutHead)
	}
	if len(d) > s3kLayoutRAM {
		return h, fmt.Sprintf("%d bytes: the game's layout buffer holds %d", len(d), s3kLayoutRAM)
	}
	w := func(off int) int { return int(binary.BigEndian.Uint16(d[off:])) }
	h.FGW, h.BGW, h.FGH, h.BGH = w(0), w(2), w(4), w(6)
	for _, c := range []struct {
		n    int
		what string
	}{{h.FGW, "foreground width"}, {h.BGW, "background width"}, {h.FGH, "foreground height"}, {h.BGH, "background height"}} {
		if c.n > 0x1000 {
			return h, fmt.Sprintf("offset 0: %s %d chunks is absurd", c.what, c.n)
		}
	}
	if h.FGH > s3kRows || h.BGH > s3kRows {
		return h, fmt.Sprintf("offset 4: %d foreground / %d background rows; the game has %d", h.FGH, h.BGH, s3kRows)
	}
	if h.FGW == 0 || h.FGH == 0 {
		return h, "offset 0: the foreground is empty (width or height 0)"
	}
	for r := 0; r < s3kRows; r++ {
		for k, rows := range []*[s3kRows]int{&h.FG, &h.BG} {
			at := 8 + 4*r + 2*k
			p := w(at)
			wd, ht := h.FGW, h.FGH
			if k == 1 {
				wd, ht = h.BGW, h.BGH
			}
			if r >= ht {
				rows[r] = -1
				continue
			}
			off := p - s3kRowBase
			if p < s3kRowBase || off < s3kLayoutHead || off+wd > len(d) {
				return h, fmt.Sprintf("offset %#x: row %d's pointer $%04X is not a row of %d chunks within the file's %d bytes", at, r, p, wd, len(d))
			}
			rows[r] = off
		}
	}
	return h, ""
}

// s3kLayoutFile writes an S3K layout: the header, then the foreground rows,
// then the background rows (as the disassembly's files and SonLVL lay
// them out), padded to an even length.
func s3kLayoutFile(fgW, fgH int, fg func(cx, cy int) byte, bgW, bgH int, bg func(cx, cy int) byte) []byte {
	d := make([]byte, s3kLayoutHead)
	binary.BigEndian.PutUint16(d[0:], uint16(fgW))
	binary.BigEndian.PutUint16(d[2:], uint16(bgW))
	binary.BigEndian.PutUint16(d[4:], uint16(fgH))
	binary.BigEndian.PutUint16(d[6:], uint16(bgH))
	for k, plane := range []struct {
		w, h int
		at   func(cx, cy int) byte
	}{{fgW, fgH, fg}, {bgW, bgH, bg}} {
		for r := 0; r < plane.h; r++ {
			binary.BigEndian.PutUint16(d[8+4*r+2*k:], uint16(s3kRowBase+len(d)))
			for c := 0; c < plane.w; c++ {
				d = append(d, plane.at(c, r))
			}
		}
	}
	if len(d)%2 != 0 {
		d = append(d, 0)
	}
	return d
}

// buildS3K builds an S3K level: 128x128 chunks as Sonic 2's (the chunk
// word's bits are the same: FindFloor tests top_solid_bit $C/$E), the
// foreground of the layout, its size the foreground's.
func (ld *loader) buildS3K(l *Level) {
	m := l.Model
	ld.s2Chunks(l)
	d := l.Layout.Data
	h, msg := parseS3KLayout(d)
	if msg != "" {
		ld.fail(l.Layout.Path, "layout", "%s", msg)
		return
	}
	l.s3kLay = h
	fg := func(cx, cy int) layers.ChunkID { return layers.ChunkID(d[h.FG[cy]+cx]) }
	setLayout(m, h.FGW*s2ChunkBlocks, h.FGH*s2ChunkBlocks, fg)
	m.Bounds = layers.Rect{Max: layers.Point{X: m.Width * 16, Y: m.Height * 16}}
	ld.s3kActProps(l)
}

// s3kBG returns an S3K level's background plane as chunk ids (w x h,
// row by row).
func (l *Level) s3kBG() (w, h int, ids []int) {
	lay, d := l.s3kLay, l.Layout.Data
	ids = make([]int, lay.BGW*lay.BGH)
	for r := 0; r < lay.BGH; r++ {
		for c := 0; c < lay.BGW; c++ {
			ids[r*lay.BGW+c] = int(d[lay.BG[r]+c])
		}
	}
	return lay.BGW, lay.BGH, ids
}

// s3kLayoutSave writes the model's layout into the S3K layout file: in
// place when it fits the file's foreground, else a new file with the
// foreground grown (the background kept).
func (sv *saver) s3kLayoutSave() []byte {
	l := sv.l
	m := l.Model
	h, d := l.s3kLay, l.Layout.Data
	// The background plane: the model's when it was read (the picture's),
	// as the file has it otherwise; its size is the file's.
	bgAt := func(cx, cy int) byte { return d[h.BG[cy]+cx] }
	if bg := m.Background; bg != nil {
		if bg.W != h.BGW || bg.H != h.BGH || len(bg.Layout) < bg.W*bg.H {
			sv.fail(l.Layout.Path, "background", "%dx%d chunks: the file's background is %dx%d", bg.W, bg.H, h.BGW, h.BGH)
			return nil
		}
		for i, id := range bg.Layout[:bg.W*bg.H] {
			if id > 0xFF {
				sv.fail(l.Layout.Path, fmt.Sprintf("background chunk (%d,%d)", i%bg.W, i/bg.W), "chunk %d: the layout holds chunk numbers 0-255", id)
				return nil
			}
		}
		bgAt = func(cx, cy int) byte { return byte(bg.Layout[cy*bg.W+cx]) }
	}
	if m.LayoutW <= h.FGW && m.LayoutH <= h.FGH {
		out := append([]byte(nil), d...)
		// Rows may share bytes (row pointers into one place): a byte
		// written twice must get one value.
		set := map[int]string{}
		put := func(off int, v byte, place string) bool {
			if was, ok := set[off]; ok && out[off] != v {
				sv.fail(l.Layout.Path, place, "its byte (offset %#x) is also %s, which holds another chunk: the file's rows share it", off, was)
				return false
			}
			out[off] = v
			set[off] = place
			return true
		}
		for cy := 0; cy < h.FGH; cy++ {
			for cx := 0; cx < h.FGW; cx++ {
				v := d[h.FG[cy]+cx]
				if cx < m.LayoutW && cy < m.LayoutH {
					v = byte(m.Layout[cy*m.LayoutW+cx])
				}
				if !put(h.FG[cy]+cx, v, fmt.Sprintf("foreground chunk (%d,%d)", cx, cy)) {
					return nil
				}
			}
		}
		for cy := 0; cy < h.BGH; cy++ {
			for cx := 0; cx < h.BGW; cx++ {
				if !put(h.BG[cy]+cx, bgAt(cx, cy), fmt.Sprintf("background chunk (%d,%d)", cx, cy)) {
					return nil
				}
			}
		}
		return out
	}
	fw, fh := max(m.LayoutW, h.FGW), max(m.LayoutH, h.FGH)
	if fh > s3kRows {
		sv.fail(l.Layout.Path, "layout", "%d rows of chunks: the game's layout has %d", fh, s3kRows)
		return nil
	}
	out := s3kLayoutFile(fw, fh, func(cx, cy int) byte {
		if cx < m.LayoutW && cy < m.LayoutH {
			return byte(m.Layout[cy*m.LayoutW+cx])
		}
		if cx < h.FGW && cy < h.FGH {
			return d[h.FG[cy]+cx]
		}
		return 0
	}, h.BGW, h.BGH, bgAt)
	if len(out) > s3kLayoutRAM {
		sv.fail(l.Layout.Path, "layout", "a %dx%d foreground and %dx%d background make %d bytes; the game's layout buffer holds %d", fw, fh, h.BGW, h.BGH, len(out), s3kLayoutRAM)
		return nil
	}
	return out
}

// S3K ring layout (Load_Rings): 4-byte entries, x then y, one ring each,
// in order of x, ended by x = $FFFF; the files begin with a 0,0 entry the
// manager never reaches (its search starts at x >= 1), kept as it is.

// s3kRings reads the ring layout into ring objects.
func (ld *loader) s3kRings(l *Level) {
	f := l.Rings
	d := f.Data
	off := 0
	if len(d) >= 4 && binary.BigEndian.Uint32(d) == 0 {
		off = 4
	}
	next := len(l.Entries) + 1
	for ; ; off += 4 {
		if off+2 > len(d) {
			ld.fail(f.Path, fmt.Sprintf("offset %#x", off), "the ring layout has no $FFFF terminator")
			return
		}
		x := binary.BigEndian.Uint16(d[off:])
		if x == 0xFFFF {
			break
		}
		if off+4 > len(d) {
			ld.fail(f.Path, fmt.Sprintf("offset %#x", off), "truncated ring entry (4 bytes: x, y)")
			return
		}
		y := binary.BigEndian.Uint16(d[off+2:])
		l.RingGroups = append(l.RingGroups, RingGroup{X: x, Word: y})
		l.Model.Objects = append(l.Model.Objects, layers.Object{ID: next, Class: "ring", X: int(x), Y: int(y)})
		next++
	}
}

// s3kRingsSave writes the ring objects as S3K's ring layout, sorted by x
// (stable) when they changed, the leading 0,0 entry and whatever followed
// the terminator kept.
func (sv *saver) s3kRingsSave() []byte {
	l := sv.l
	old := l.Rings.Data
	var d []byte
	head := 0
	if len(old) >= 4 && binary.BigEndian.Uint32(old) == 0 {
		d = append(d, 0, 0, 0, 0)
		head = 4
	}
	var rs []layers.Point
	for i := range l.Model.Objects {
		o := &l.Model.Objects[i]
		if o.Class != "ring" {
			continue
		}
		if o.X < 1 || o.X > 0x7FFF || o.Y < 0 || o.Y > 0xFFFF {
			sv.fail(l.Rings.Path, fmt.Sprintf("ring %d", o.ID), "position (%d,%d) is outside the ring layout's range (x 1-32767)", o.X, o.Y)
			return nil
		}
		rs = append(rs, layers.Point{X: o.X, Y: o.Y})
	}
	same := len(rs) == len(l.RingGroups)
	for i := 0; same && i < len(rs); i++ {
		same = rs[i] == layers.Point{X: int(l.RingGroups[i].X), Y: int(l.RingGroups[i].Word)}
	}
	for i := 1; i < len(rs) && !same; i++ { // unedited rings keep the file's order
		for j := i; j > 0 && rs[j].X < rs[j-1].X; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
	for _, r := range rs {
		d = binary.BigEndian.AppendUint16(d, uint16(r.X))
		d = binary.BigEndian.AppendUint16(d, uint16(r.Y))
	}
	end := head + 4*len(l.RingGroups)
	if end < len(old) {
		d = append(d, old[end:]...) // the terminator and anything after it
	} else {
		d = append(d, 0xFF, 0xFF)
	}
	return d
}

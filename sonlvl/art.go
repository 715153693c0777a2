package sonlvl

import (
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/mdart"
)

// buildArt reads the level's picture: the 8x8 art (tiles=, each |-part
// file[:byte offset], parts without an offset following the previous
// one, as SonLVL loads them), the 16x16 block mappings (blocks=), the chunk
// mappings (chunks=) and the palette (palette=file:src:dst:len parts), and
// sets the model's Picture, following the model's layout as it is edited.
// The picture is optional: a problem with the art leaves the level without
// one and is kept in l.ArtErr, the collision level still opens.
func (ld *loader) buildArt(l *Level) {
	al := &loader{p: ld.p, s: ld.s, level: ld.level}
	art := &mdart.LevelArt{Backdrop: mdart.LevelBackdrop}
	game := mdart.S2
	if ld.p.Version == S1 {
		game = mdart.S1
	}
	art.ChunkBlocks = game.ChunkBlocks()
	fail := func() {
		l.ArtErr = al.errs.Err()
	}
	// Tiles: every part, placed at its position or after the last.
	parts, line, ok := al.parts("tiles")
	if !ok {
		al.fail(ld.p.Path, fmt.Sprintf("line %d", ld.s.Line), "no tiles= key: the level has no art")
		fail()
		return
	}
	var pats []byte
	for _, part := range parts {
		// file[:byte offset]: SonLVL's FileInfo, placed as its
		// MultiFileIndexer does (a part without an offset after the
		// last byte so far, each file padded to whole patterns).
		name, pos, hasPos := strings.Cut(part, ":")
		f := al.read("tiles", name, line)
		if f == nil {
			continue
		}
		at := len(pats)
		if hasPos {
			v, ok := partOffset(pos)
			if !ok || v > maxDecoded("tiles") {
				al.fail(ld.p.Path, fmt.Sprintf("tiles= (line %d)", line), "part %q: %q is not a byte offset 0..%#x", part, pos, maxDecoded("tiles"))
				continue
			}
			at = v
		}
		d := f.Data
		if n := len(d) % mdart.PatternSize; n != 0 {
			d = append(append([]byte(nil), d...), make([]byte, mdart.PatternSize-n)...)
		}
		if need := at + len(d); need > len(pats) {
			pats = append(pats, make([]byte, need-len(pats))...)
		}
		copy(pats[at:], d)
		l.TileParts = append(l.TileParts, TilePart{File: f, At: at})
	}
	l.tilesRead = append([]byte(nil), pats...)
	pats = al.animTiles(pats)
	l.tilesShown = append([]byte(nil), pats...)
	if len(al.errs) > 0 {
		fail()
		return
	}
	var err error
	if art.Patterns, err = mdart.DecodePatterns(pats[:len(pats)/mdart.PatternSize*mdart.PatternSize]); err != nil {
		al.fail(ld.p.Path, "tiles", "%v", err)
	}
	if l.Blocks != nil {
		if art.Blocks, err = mdart.DecodeBlocks(l.Blocks.Data); err != nil {
			al.fail(l.Blocks.Path, "blocks", "%v", err)
		}
	}
	if l.Chunks != nil {
		cd := l.Chunks.Data
		if n := len(cd) % game.ChunkSize(); n != 0 && ld.p.Version == S3K {
			// S3K's last chunk may be partial (buildS3K): pad it empty.
			cd = append(append([]byte(nil), cd...), make([]byte, game.ChunkSize()-n)...)
		}
		if art.Chunks, err = mdart.DecodeChunks(cd, game); err != nil {
			al.fail(l.Chunks.Path, "chunks", "%v", err)
		}
	}
	// Palette parts: file:src:dst:len, numbers decimal or 0x hex.
	if pparts, pline, ok := al.parts("palette"); ok {
		for _, part := range pparts {
			fields := strings.Split(part, ":")
			nums := []int{0, 0, 16}
			for i := 1; i < len(fields) && i <= 3; i++ {
				v, err := strconv.ParseInt(strings.TrimSpace(fields[i]), 0, 32)
				if err != nil {
					al.fail(ld.p.Path, fmt.Sprintf("palette= (line %d)", pline), "%q in %q is not a number", fields[i], part)
					break
				}
				nums[i-1] = int(v)
			}
			f := al.read("palette", fields[0], pline)
			if f == nil {
				continue
			}
			n := nums[2]
			if len(fields) < 4 {
				n = len(f.Data)/2 - nums[0]
			}
			if err := art.Palette.Load(f.Data, nums[0], nums[1], n); err != nil {
				al.fail(f.Path, fmt.Sprintf("palette= (line %d)", pline), "%v", err)
			} else {
				l.PaletteParts = append(l.PaletteParts, PalettePart{File: f, Src: nums[0], Dst: nums[1], N: n})
			}
		}
	}
	if len(al.errs) > 0 {
		fail()
		return
	}
	m := l.Model
	s1 := ld.p.Version == S1
	// ChunkOf maps a model chunk id to the file's chunk: Sonic 1's
	// layout value k (1-based, bit 7 the loop form) is file chunk k-1, 0
	// empty; Sonic 2's ids are the file's. Ids past the file's chunks
	// are left to the drawer, which bounds them by its own chunks (an
	// imported picture adds chunks to the file's).
	art.ChunkOf = func(id int) int {
		if s1 {
			id = id&0x7F - 1
		}
		if id < 0 {
			return -1
		}
		return id
	}
	art.ChunkAt = func(cx, cy int) int {
		if cx >= m.LayoutW || cy >= m.LayoutH {
			return -1
		}
		return art.ChunkOf(int(m.Layout[cy*m.LayoutW+cx]))
	}
	if w, h, ids := al.background(l); w > 0 && h > 0 {
		// The background plane (Sonic 1's bglayout=, Sonic 2's and 3's
		// background rows) is the model's, edited there and saved back
		// (Level.Save); the picture follows it.
		bg := &layers.Plane{W: w, H: h, Layout: make([]layers.ChunkID, len(ids))}
		for i, id := range ids {
			bg.Layout[i] = layers.ChunkID(id)
		}
		m.Background = bg
		art.BGChunkAt = func(cx, cy int) int {
			b := m.Background
			if b == nil || b.W <= 0 || b.H <= 0 || len(b.Layout) < b.W*b.H {
				return -1
			}
			return art.ChunkOf(int(b.Layout[cy%b.H*b.W+cx%b.W]))
		}
	}
	m.Picture = art
}

// animTiles places the first frame of each animated-tile set the INI
// names (animtiles1=, animtiles2=, ...: file:first pattern in the file:
// pattern position:count, as the disassemblies' SonLVL INIs give them; a
// set whose file is missing is skipped) into the
// patterns, where the game's animation routines would write its frames:
// the level then shows those patterns as they first appear instead of
// blank. The later frames are not shown (docs/assumptions.md).
func (ld *loader) animTiles(pats []byte) []byte {
	for n := 1; n < 100; n++ {
		key := "animtiles" + strconv.Itoa(n)
		v, line, ok := ld.p.key(ld.s, key)
		if !ok {
			break
		}
		f := strings.Split(v, ":")
		var nums [3]int
		bad := len(f) != 4
		for i := 0; i < 3 && !bad; i++ {
			x, err := strconv.ParseInt(strings.TrimSpace(f[i+1]), 0, 32)
			bad = err != nil || x < 0 || x > 0x7FF
			nums[i] = int(x)
		}
		if bad {
			ld.fail(ld.p.Path, fmt.Sprintf("%s= (line %d)", key, line), "%q is not file:first:position:count (patterns, 0..0x7FF)", v)
			continue
		}
		if ld.p.readFile == nil {
			// An animated set whose art file is missing (the samples in
			// ../shared leave them out) is skipped: those patterns stay
			// as the level art has them.
			if _, err := statFile(ld.p.resolve(f[0])); err != nil {
				continue
			}
		}
		file := ld.read("animtiles", f[0], line) // SonLVL reads these uncompressed
		if file == nil {
			continue
		}
		src, dst, cnt := nums[0]*mdart.PatternSize, nums[1]*mdart.PatternSize, nums[2]*mdart.PatternSize
		if src+cnt > len(file.Data) || dst+cnt > 0x800*mdart.PatternSize {
			ld.fail(file.Path, fmt.Sprintf("%s= (line %d)", key, line), "patterns %d..%d are past the file's %d or the video memory", nums[0], nums[0]+nums[2], len(file.Data)/mdart.PatternSize)
			continue
		}
		if need := dst + cnt; need > len(pats) {
			pats = append(pats, make([]byte, need-len(pats))...)
		}
		copy(pats[dst:dst+cnt], file.Data[src:src+cnt])
	}
	return pats
}

// background returns the level's background plane as model chunk ids (w x
// h chunks, row by row), as its layout file has it: Sonic 2's background
// rows (the layout's odd 128-byte halves, up to the last non-empty chunk),
// Sonic 1's bglayout= file, S3K's background rows. None (w 0) when there is
// none or it cannot be read; the picture repeats it over the level.
func (ld *loader) background(l *Level) (w, h int, ids []int) {
	switch ld.p.Version {
	case S3K:
		return l.s3kBG()
	case S2:
		lay := l.Layout.Data
		if len(lay) != s2LayoutSize {
			return 0, 0, nil
		}
		at := func(cx, cy int) layers.ChunkID { return layers.ChunkID(lay[cy*256+128+cx]) }
		w, h = extent(s2LayoutW, s2LayoutH, at)
		w, h = w/s2ChunkBlocks, h/s2ChunkBlocks
		ids = make([]int, w*h)
		empty := true
		for cy := 0; cy < h; cy++ {
			for cx := 0; cx < w; cx++ {
				ids[cy*w+cx] = int(at(cx, cy))
				empty = empty && ids[cy*w+cx] == 0
			}
		}
		if empty {
			return 0, 0, nil
		}
		return w, h, ids
	case S1:
		f := ld.file("bglayout", false)
		if f == nil || len(f.Data) < 2 {
			return 0, 0, nil
		}
		l.BGLayout = f
		w, h = int(f.Data[0])+1, int(f.Data[1])+1
		if len(f.Data) < 2+w*h {
			return 0, 0, nil
		}
		ids = make([]int, w*h)
		for i := range ids {
			ids[i] = int(f.Data[2+i])
		}
		return w, h, ids
	}
	return 0, 0, nil
}

var _ layers.Picture = (*mdart.LevelArt)(nil)

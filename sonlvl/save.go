package sonlvl

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/mdcomp"
	"loopwright/pack"
)

// Save writes the level's model back into the project's files, in their
// own formats and compressions: masks and angles into the collision
// arrays and angle map, paths into the collision indexes, blocks into the
// chunk mappings (a block whose collision changed in some of its places
// only is copied, art and all, into a new block), the layout, the object
// layout (switchers and objects) and rings, and the start position. Files
// whose content did not change are not written; those that did are
// written all or none (journal.go: every file's new content is computed
// and compressed first, written beside its target, then a journal names
// the renames still to do, then the renames), so an error or a crash
// leaves the project's level as it was or as saved, never a mix.
func (l *Level) Save() error {
	out, err := l.encode()
	if err != nil {
		return err
	}
	if err := l.write(out); err != nil {
		return err
	}
	l.afterSave()
	return nil
}

// write compresses every changed file, then writes them all or none
// (commitFiles: beside their targets, a journal, the renames).
func (l *Level) write(out []output) error {
	files := make([]pendingFile, len(out))
	for i, o := range out {
		raw, err := mdcomp.EncodeSega(o.f.Format, o.data)
		if err != nil {
			return fmt.Errorf("sonlvl: %s: compressing %s: %w", o.f.Path, o.f.Format, err)
		}
		files[i] = pendingFile{o.f.Path, raw}
	}
	if err := commitFiles(l.Project.Path, files); err != nil {
		return err
	}
	for i, o := range out {
		o.f.Raw, o.f.Data = files[i].data, o.data
	}
	return nil
}

// Changed returns the files Save would write (their paths), in order.
func (l *Level) Changed() ([]string, error) {
	out, err := l.encode()
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, o := range out {
		paths = append(paths, o.f.Path)
	}
	return paths, nil
}

type output struct {
	f    *File
	data []byte
}

// saver computes the new contents of a level's files.
type saver struct {
	l    *Level
	errs pack.ErrorList
	// new contents by file
	colarr1, colarr2, angles []byte
	ind                      [2][]byte
	blocks                   []byte
	words                    []uint16
}

func (sv *saver) fail(file, place, format string, args ...any) {
	sv.errs.Add("sonlvl", file, "level "+strconv.Quote(sv.l.Name)+": "+place, format, args...)
}

// game returns the level's chunk mapping format.
func (l *Level) game() mdart.Game {
	if l.Project.Version == S1 {
		return mdart.S1
	}
	return mdart.S2
}

// picture returns the level's art when it is of the games' kind (the
// project's own, or grown by the editor), else nil.
func (l *Level) picture() *mdart.LevelArt {
	art, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok || art == nil || art.ChunkBlocks != l.game().ChunkBlocks() {
		return nil
	}
	return art
}

// artWords returns the chunk words as read with the picture's chunks
// written over them (an imported picture's new chunks appended, a chunk
// the editor placed other art blocks in patched): each place's block
// number and flips are the art's, its solidity bits as read (the
// collision pass sets them from the model). Unchanged art gives the words
// as read.
func (sv *saver) artWords(art *mdart.LevelArt) []uint16 {
	l := sv.l
	g := l.game()
	per := g.ChunkSize() / 2
	keep := uint16(0x3000 | 0xC000) // S2's solidity bits
	if g == mdart.S1 {
		keep = 0xE000
	}
	words := append([]uint16(nil), l.chunkWords...)
	for ai, c := range art.Chunks {
		for i, ref := range c.Blocks {
			if i >= per {
				break
			}
			wi := ai*per + i
			if wi >= len(words) {
				if ref == (mdart.BlockRef{}) {
					continue
				}
				words = append(words, make([]uint16, wi+1-len(words))...)
			}
			r := ref
			r.Solid, r.Extra = [2]uint8{}, 0
			if w := g.EncodeWord(r); words[wi]&^keep != w {
				words[wi] = words[wi]&keep | w
			}
		}
	}
	return words
}

// artFlips checks, after the collision pass, that every place of the
// picture's chunks keeps the art's flips: Sonic 1's and 2's chunk word
// has one flip for the art and the collision. A place holding the file's
// block whose collision has a mask keeps the collision's flips (an edit
// of the collision flips the art with it); any other place without solid
// collision takes the art's flips, and one whose solid collision is
// flipped otherwise is an error naming the chunk and the block.
func (sv *saver) artFlips(art *mdart.LevelArt) {
	l := sv.l
	g := l.game()
	per := g.ChunkSize() / 2
	flips := uint16(0x0C00)
	if g == mdart.S1 {
		flips = 0x1800
	}
	for ai, c := range art.Chunks {
		for i, ref := range c.Blocks {
			wi := ai*per + i
			if i >= per || wi >= len(sv.words) {
				break
			}
			w := sv.words[wi]
			r := ref
			r.Solid, r.Extra = [2]uint8{}, 0
			want := g.EncodeWord(r) & flips
			if w&flips == want {
				continue
			}
			if wi < len(l.chunkWords) && g.DecodeWord(l.chunkWords[wi]).Block == ref.Block {
				// The file's block, flipped: the collision's flips win
				// where it has a mask (its edit flips the art with it).
				if g == mdart.S1 && s1Cell(w, sv.ind[0]).Tile != 0 {
					continue
				}
				if c := s2Cells(w, sv.ind); g != mdart.S1 && (c[0].Tile != 0 || c[1].Tile != 0) {
					continue
				}
			}
			solid := false
			if g == mdart.S1 {
				c := s1Cell(w, sv.ind[0])
				solid = c.Tile != 0 && c.Solidity != heightmask.SolidNone
			} else {
				for _, c := range s2Cells(w, sv.ind) {
					solid = solid || (c.Tile != 0 && c.Solidity != heightmask.SolidNone)
				}
			}
			if solid {
				sv.fail(l.Chunks.Path, fmt.Sprintf("chunk mapping %d block %d", ai, i), "the art block is placed with other flips than its collision; the game keeps one flip per block (flip the art block or the collision to match)")
				return
			}
			sv.words[wi] = w&^flips | want
		}
	}
}

func (l *Level) encode() ([]output, error) {
	sv := &saver{l: l}
	sv.masks()
	sv.chunks()
	var lay, objs, rings []byte
	var starts map[*File][]byte
	if len(sv.errs) == 0 {
		lay = sv.layout()
		objs = sv.objects()
		if l.Project.Version == S3K {
			if l.Rings != nil {
				rings = sv.s3kRingsSave()
			}
		} else {
			rings = sv.rings()
		}
		starts = sv.starts()
	}
	if len(sv.errs) > 0 {
		return nil, sv.errs
	}
	var out []output
	seen := map[*File]bool{}
	add := func(f *File, data []byte) {
		if f == nil || data == nil || seen[f] {
			return
		}
		seen[f] = true
		if !bytes.Equal(f.Data, data) {
			out = append(out, output{f, data})
		}
	}
	add(l.ColArr1, sv.colarr1)
	add(l.ColArr2, sv.colarr2)
	add(l.Angles, sv.angles)
	if l.Project.Version == S3K {
		add(l.ColInd[0], s3kIndexFile(l.ColInd[0].Data, sv.ind))
	} else {
		add(l.ColInd[0], sv.ind[0])
		add(l.ColInd[1], sv.ind[1])
	}
	// Files of several parts give each part its own bytes back
	// (splitParts); what grew goes to the last.
	addParts := func(whole *File, parts []*File, data []byte) {
		if len(parts) == 0 {
			add(whole, data)
			return
		}
		split, ok := splitParts(parts, data)
		if !ok {
			sv.fail(whole.Path, whole.Key, "the %s grew, but no file of the key's parts ends where they end", whole.Key)
			return
		}
		for i, f := range parts {
			add(f, split[i])
		}
	}
	for _, o := range l.palettes() {
		add(o.f, o.data)
	}
	for _, o := range l.tiles(sv) {
		add(o.f, o.data)
	}
	if l.BGLayout != nil && l.Model.Background != nil && l.Project.Version == S1 {
		add(l.BGLayout, sv.s1Background())
	}
	addParts(l.Blocks, l.BlockParts, sv.blocks)
	addParts(l.Chunks, l.ChunkParts, wordsBytes(sv.words))
	if len(sv.errs) > 0 {
		return nil, sv.errs
	}
	add(l.Layout, lay)
	add(l.Objects, objs)
	add(l.Rings, rings)
	for _, sp := range l.StartPositions {
		if d, ok := starts[sp.f]; ok {
			add(sp.f, d)
		}
	}
	return out, nil
}

func wordsBytes(w []uint16) []byte {
	b := make([]byte, len(w)*2)
	for i, v := range w {
		binary.BigEndian.PutUint16(b[i*2:], v)
	}
	return b
}

// masks encodes the tile library into the collision arrays and angle
// map; masks beyond the stored count extend them (up to 256: an index
// entry is a byte).
func (sv *saver) masks() {
	l := sv.l
	tiles := l.Model.Lib.Tiles
	if len(tiles) > 256 {
		sv.fail(l.ColArr1.Path, "masks", "%d masks: the collision index holds mask numbers 0-255", len(tiles))
		return
	}
	n := len(l.ColArr1.Data) / 16
	h := append([]byte(nil), l.ColArr1.Data...)
	w := append([]byte(nil), l.ColArr2.Data...)
	a := append([]byte(nil), l.Angles.Data...)
	for i := range tiles {
		m := &tiles[i]
		if i == 0 {
			continue // "no collision": the arrays' entry 0 stays as it is
		}
		if msg := m.Valid(); msg != "" {
			sv.fail(l.ColArr1.Path, fmt.Sprintf("mask %d", i), "%s", msg)
			return
		}
		if i >= n {
			h = append(h, make([]byte, 16)...)
			w = append(w, make([]byte, 16)...)
		}
		for len(a) <= i {
			a = append(a, 0)
		}
		for j := 0; j < 16; j++ {
			h[i*16+j] = byte(m.Heights[j])
			wj := m.Widths[j]
			if !m.CustomWidths {
				wj = heightmask.DeriveWidths(m.Heights)[j]
				if old := int8(w[i*16+j]); i < n && normW(old) == normW(wj) {
					wj = old // keep the stored sign of a full row
				}
			}
			w[i*16+j] = byte(wj)
		}
		if m.Flagged {
			a[i] = 0xFF
		} else {
			a[i] = m.Angle
		}
	}
	// Masks the tools removed (the library is shorter than the arrays'
	// first 256) are written empty, the files keeping their length (the
	// game and SonLVL read 256): no index names them any more.
	for i := max(len(tiles), 1); i < min(n, 256); i++ {
		clear(h[i*16 : i*16+16])
		clear(w[i*16 : i*16+16])
		if i < len(a) {
			a[i] = 0
		}
	}
	sv.colarr1, sv.colarr2, sv.angles = h, w, a
}

func normW(w int8) int8 {
	if w == -16 {
		return 16
	}
	return w
}

// cellReq is one chunk place whose collision differs from what its block
// gives: it needs a block with masks tiles.
type cellReq struct {
	word  int // index into words
	block int
	tiles [2]byte
}

// chunks patches the chunk words (and collision indexes and blocks) with
// every cell of the model that differs from what was read.
func (sv *saver) chunks() {
	l := sv.l
	v := l.Project.Version
	lib := l.Model.Lib
	sv.ind = [2][]byte{append([]byte(nil), l.ind[0]...), nil}
	if l.ind[1] != nil {
		sv.ind[1] = append([]byte(nil), l.ind[1]...)
	}
	sv.blocks = append([]byte(nil), l.Blocks.Data...)
	art := l.picture()
	blockLimit := s2BlockMax
	if v == S1 {
		blockLimit = s1BlockMax
	}
	// The picture's blocks, when edited (the editor's block art) or grown
	// (an imported picture), are the mappings to write.
	if art != nil && len(art.Blocks)*mdart.BlockSize >= len(sv.blocks) {
		if len(art.Blocks) > blockLimit && len(art.Blocks)*mdart.BlockSize > len(sv.blocks) {
			sv.fail(l.Blocks.Path, "blocks", "%d art blocks: the game holds %d", len(art.Blocks), blockLimit)
			return
		}
		sv.blocks = mdart.EncodeBlocks(art.Blocks)
	}
	// The words to compare the collision with are the art's: the picture's
	// chunks over the file's.
	base := l.chunkWords
	if art != nil {
		base = sv.artWords(art)
	}
	if n := l.cutChunks * lib.ChunkBlocks * lib.ChunkBlocks; n > 0 && n < len(base) {
		base = base[:n] // the chunks the tools removed (SaveModelRemap)
	}
	sv.words = append([]uint16(nil), base...)
	origInd := l.ind
	if origInd[1] == nil {
		origInd[1] = origInd[0]
	}
	per := lib.ChunkBlocks * lib.ChunkBlocks
	var reqs []cellReq
	// set makes word index wi hold cell c (S1) or cells a, b (S2).
	setS2 := func(c, i int, blk layers.Block) {
		wi := c*per + i
		var w uint16
		if wi < len(sv.words) {
			w = sv.words[wi]
		}
		orig := s2Cells(w, origInd)
		if orig == blk {
			return // (a partial last chunk's missing words stay missing)
		}
		for len(sv.words) <= wi {
			sv.words = append(sv.words, 0)
		}
		a, b := blk[0], blk[1]
		nw, ok := s2Word(w, blk)
		if !ok {
			sv.fail(l.Chunks.Path, fmt.Sprintf("chunk %d block %d", c, i), "paths A and B are flipped differently; Sonic 2 keeps one flip per block")
			return
		}
		sv.words[wi] = nw
		bl := int(w & 0x3FF)
		if indexOf(origInd[0], bl) != a.Tile || indexOf(origInd[1], bl) != b.Tile {
			if a.Tile > 255 || b.Tile > 255 {
				sv.fail(l.Chunks.Path, fmt.Sprintf("chunk %d block %d", c, i), "mask %d/%d: the collision index holds 0-255", a.Tile, b.Tile)
				return
			}
			reqs = append(reqs, cellReq{word: wi, block: bl, tiles: [2]byte{byte(a.Tile), byte(b.Tile)}})
		}
	}
	// Chunks added past the file's end are written whole.
	padWords := func() {
		if n := len(sv.words); n > len(l.chunkWords) && n%per != 0 {
			sv.words = append(sv.words, make([]uint16, per-n%per)...)
		}
	}
	if v != S1 {
		for c := range lib.Chunks {
			for i, blk := range lib.Chunks[c].Blocks {
				setS2(c, i, blk)
			}
		}
		padWords()
		sv.allocBlocks(reqs, 0x3FF, s2BlockMax)
		if art != nil && len(sv.errs) == 0 {
			sv.artFlips(art)
		}
		return
	}
	// Sonic 1: model chunk k < $80 is file chunk k-1; $80|k writes path A
	// to chunk k and path B to its alternate. Only cells that differ from
	// what was read are written.
	nf := len(base) / 256
	fileCell := func(k, i int) layers.Cell {
		if k < 1 || k > nf {
			return layers.Cell{}
		}
		return s1Cell(base[(k-1)*256+i], origInd[0])
	}
	setS1 := func(k, i int, cell layers.Cell, place string) {
		if k < 1 {
			if cell != (layers.Cell{}) {
				sv.fail(l.Chunks.Path, place, "chunk 0 is Sonic 1's empty chunk")
			}
			return
		}
		orig := fileCell(k, i)
		if orig == cell {
			return
		}
		wi := (k-1)*256 + i
		for len(sv.words) <= wi {
			sv.words = append(sv.words, 0)
		}
		w := sv.words[wi]
		nw := s1Word(w, cell)
		sv.words[wi] = nw
		bl := int(w & 0x7FF)
		if indexOf(origInd[0], bl) != cell.Tile {
			if cell.Tile > 255 {
				sv.fail(l.Chunks.Path, place, "mask %d: the collision index holds 0-255", cell.Tile)
				return
			}
			reqs = append(reqs, cellReq{word: wi, block: bl, tiles: [2]byte{byte(cell.Tile), byte(cell.Tile)}})
		}
	}
	for id := range lib.Chunks {
		k := id & 0x7F
		for i, blk := range lib.Chunks[id].Blocks {
			place := fmt.Sprintf("chunk $%02X block %d", id, i)
			if id < 0x80 {
				if blk[0] != blk[1] && !(k > nf) {
					sv.fail(l.Chunks.Path, place, "paths A and B differ; Sonic 1 chunks have one path (loop chunks $80|k take path B from the chunk after k)")
					return
				}
				setS1(k, i, blk[0], place)
				continue
			}
			setS1(k, i, blk[0], place)
			setS1(s1AltChunk(k), i, blk[1], place)
		}
	}
	padWords()
	sv.allocBlocks(reqs, 0x7FF, s1BlockMax)
	if art != nil && len(sv.errs) == 0 {
		sv.artFlips(art)
	}
}

// The most blocks a collision index may describe: Sonic 2's index
// buffers hold $300 blocks; Sonic 1's block numbers have 11 bits.
const (
	s2BlockMax = 0x300
	s1BlockMax = 0x800
)

// allocBlocks gives each request a block with the masks it needs: the
// block itself when every place that uses it asks for the same masks
// (its index entries change), else a new block, a copy of the block's
// art, appended.
func (sv *saver) allocBlocks(reqs []cellReq, mask uint16, limit int) {
	if len(reqs) == 0 || len(sv.errs) > 0 {
		return
	}
	l := sv.l
	uses := map[int]int{}
	for _, w := range sv.words {
		uses[int(w&mask)]++
	}
	want := map[int][][2]byte{}
	count := map[int]int{}
	for _, r := range reqs {
		count[r.block]++
		want[r.block] = append(want[r.block], r.tiles)
	}
	fresh := map[[3]int]int{}
	// New blocks are numbers no chunk uses (Sonic 2's chunks also use
	// blocks that another zone's file loads after this one's), lowest
	// first; with several block files (S3K's primary, shared by a zone's
	// acts, and secondary) only in the last one's range.
	next := 1
	if n := len(l.BlockParts); n > 1 {
		next = l.BlockParts[n-1].At / 8
	}
	for _, r := range reqs {
		all := count[r.block] == uses[r.block]
		for _, t := range want[r.block] {
			all = all && t == want[r.block][0]
		}
		if all && r.block != 0 {
			sv.setIndex(r.block, r.tiles)
			continue
		}
		key := [3]int{r.block, int(r.tiles[0]), int(r.tiles[1])}
		nb, ok := fresh[key]
		if !ok {
			for next < limit && uses[next] > 0 {
				next++
			}
			nb = next
			if nb >= limit {
				sv.fail(l.Blocks.Path, fmt.Sprintf("chunk word %d", r.word), "a new block is needed for the changed collision of block %d, but all of the game's %d blocks are used", r.block, limit)
				return
			}
			uses[nb]++
			fresh[key] = nb
			art := make([]byte, 8)
			if r.block*8+8 <= len(sv.blocks) {
				copy(art, sv.blocks[r.block*8:])
			}
			for len(sv.blocks) < nb*8+8 {
				sv.blocks = append(sv.blocks, 0)
			}
			copy(sv.blocks[nb*8:], art)
			sv.setIndex(nb, r.tiles)
		}
		sv.words[r.word] = sv.words[r.word]&^mask | uint16(nb)
	}
}

func (sv *saver) setIndex(b int, t [2]byte) {
	for p := 0; p < 2; p++ {
		if sv.ind[p] == nil {
			continue
		}
		for len(sv.ind[p]) <= b {
			sv.ind[p] = append(sv.ind[p], 0)
		}
		sv.ind[p][b] = t[p]
	}
}

func (sv *saver) layout() []byte {
	l := sv.l
	m := l.Model
	for i, id := range m.Layout {
		if id > 0xFF {
			sv.fail(l.Layout.Path, fmt.Sprintf("chunk (%d,%d)", i%m.LayoutW, i/m.LayoutW), "chunk %d: the layout holds chunk numbers 0-255", id)
			return nil
		}
	}
	if l.Project.Version == S3K {
		return sv.s3kLayoutSave()
	}
	if l.Project.Version == S2 {
		if m.LayoutW > s2LayoutW || m.LayoutH > s2LayoutH {
			sv.fail(l.Layout.Path, "layout", "%dx%d chunks: Sonic 2's layout holds at most %dx%d", m.LayoutW, m.LayoutH, s2LayoutW, s2LayoutH)
			return nil
		}
		d := append([]byte(nil), l.Layout.Data...)
		for cy := 0; cy < m.LayoutH; cy++ {
			for cx := 0; cx < m.LayoutW; cx++ {
				d[cy*256+cx] = byte(m.Layout[cy*m.LayoutW+cx])
			}
		}
		// The background rows: the odd 128-byte halves.
		if bg := m.Background; bg != nil {
			if bg.W > s2LayoutW || bg.H > s2LayoutH || len(bg.Layout) < bg.W*bg.H {
				sv.fail(l.Layout.Path, "background", "%dx%d chunks: Sonic 2's background holds at most %dx%d", bg.W, bg.H, s2LayoutW, s2LayoutH)
				return nil
			}
			for i, id := range bg.Layout[:bg.W*bg.H] {
				if id > 0xFF {
					sv.fail(l.Layout.Path, fmt.Sprintf("background chunk (%d,%d)", i%bg.W, i/bg.W), "chunk %d: the layout holds chunk numbers 0-255", id)
					return nil
				}
				d[i/bg.W*256+128+i%bg.W] = byte(id)
			}
		}
		return d
	}
	p := l.Project
	if m.LayoutW > 256 || m.LayoutH > 256 || (p.LevelWidthMax > 0 && m.LayoutW > p.LevelWidthMax) || (p.LevelHeightMax > 0 && m.LayoutH > p.LevelHeightMax) {
		sv.fail(l.Layout.Path, "fglayout", "%dx%d chunks is larger than the project allows (%dx%d)", m.LayoutW, m.LayoutH, p.LevelWidthMax, p.LevelHeightMax)
		return nil
	}
	d := []byte{byte(m.LayoutW - 1), byte(m.LayoutH - 1)}
	for _, id := range m.Layout {
		d = append(d, byte(id))
	}
	old := l.Layout.Data
	if n := 2 + int(old[0]+1)*int(old[1]+1); n < len(old) && old[0] == d[0] && old[1] == d[1] {
		d = append(d, old[n:]...) // bytes after the layout stay
	} else if n > len(old) && old[0] == d[0] && old[1] == d[1] && !bytes.ContainsFunc(d[len(old):], func(r rune) bool { return r != 0 }) {
		d = d[:len(old)] // a short file (the Ending's) stays short while its missing row is empty
	}
	return d
}

// prop returns object o's property name.
func prop(o *layers.Object, name string) (string, bool) {
	for _, p := range o.Props {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

func parseByte(s string) (uint8, error) {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 0, 8)
	return uint8(v), err
}

// objects encodes the switchers and objects (not rings) into the object
// layout, in layout order (by ID; new objects after), sorted by X as the
// games' object managers need (a stable sort: an unchanged layout keeps
// its order).
func (sv *saver) objects() []byte {
	l := sv.l
	if l.Objects == nil {
		return nil
	}
	v := l.Project.Version
	type ent struct {
		id int
		e  ObjectEntry
	}
	var ents []ent
	orig := func(id int) (ObjectEntry, bool) {
		if id >= 1 && id <= len(l.Entries) {
			return l.Entries[id-1], true
		}
		return ObjectEntry{}, false
	}
	for i := range l.Model.Switchers {
		sw := &l.Model.Switchers[i]
		sid := switcherID(v)
		if sid < 0 {
			sv.fail(l.Objects.Path, fmt.Sprintf("switcher %d", sw.ID), "Sonic 1 has no layer switcher object")
			return nil
		}
		if err := sw.Validate(); err != nil {
			sv.fail(l.Objects.Path, fmt.Sprintf("switcher %d", sw.ID), "%v", err)
			return nil
		}
		sub, xf := switcherSubtype(sw)
		e := ObjectEntry{ID: uint8(sid), Sub: sub}
		if o, ok := orig(sw.ID); ok && int(o.ID) == sid {
			e.YWord = o.YWord &^ 0x2FFF // keep y flip, respawn and the spare bit
		}
		if xf {
			e.YWord |= 0x2000
		}
		if !sv.setPos(&e, sw.X, sw.Y, fmt.Sprintf("switcher %d", sw.ID)) {
			return nil
		}
		ents = append(ents, ent{sw.ID, e})
	}
	for i := range l.Model.Objects {
		o := &l.Model.Objects[i]
		if o.Class == "ring" && l.Rings != nil {
			continue
		}
		place := fmt.Sprintf("object %d (%s)", o.ID, o.Class)
		idStr, ok := prop(o, PropObjID)
		if !ok && v == S2 {
			// A Loopwright class placed in the editor: the Sonic 2
			// object it stands for (s2ObjectFor).
			if id, sub, xf, yf, ok := s2ObjectFor(o); ok {
				yw, _ := entryFlags(v, xf, yf, false)
				e := ObjectEntry{ID: id, Sub: sub, YWord: yw}
				if !sv.setPos(&e, o.X, o.Y, place) {
					return nil
				}
				ents = append(ents, ent{o.ID, e})
				continue
			}
		}
		if !ok {
			sv.fail(l.Objects.Path, place, "no %s property, and %s has no object for its class: which object is it?", PropObjID, v)
			return nil
		}
		oid, err := parseByte(idStr)
		if err != nil || (v == S1 && oid > 0x7F) {
			sv.fail(l.Objects.Path, place, "%s %q is not an object id", PropObjID, idStr)
			return nil
		}
		sub := uint8(0)
		if s, ok := prop(o, PropSubtype); ok {
			if sub, err = parseByte(s); err != nil {
				sv.fail(l.Objects.Path, place, "%s %q is not a byte", PropSubtype, s)
				return nil
			}
		}
		flag := func(name string) bool { s, _ := prop(o, name); return s == "true" }
		yw, idBit := entryFlags(v, flag(PropXFlip), flag(PropYFlip), flag(PropRespawn))
		e := ObjectEntry{ID: oid | idBit, Sub: sub, YWord: yw}
		if sp, ok := prop(o, PropYSpare); ok {
			n, err := strconv.ParseUint(sp, 0, 16)
			if err != nil || uint16(n)&^spareBits(v) != 0 {
				sv.fail(l.Objects.Path, place, "%s %q is not a set of spare y-word bits (%#04x)", PropYSpare, sp, spareBits(v))
				return nil
			}
			e.YWord |= uint16(n)
		}
		if !sv.setPos(&e, o.X, o.Y, place) {
			return nil
		}
		ents = append(ents, ent{o.ID, e})
	}
	sort.SliceStable(ents, func(i, j int) bool {
		a, b := ents[i].id, ents[j].id
		if a <= 0 || a > len(l.Entries) {
			a = 1 << 30
		}
		if b <= 0 || b > len(l.Entries) {
			b = 1 << 30
		}
		return a < b
	})
	// Sorted by x as the object managers need, unless the entries are
	// exactly the file's (some of the games' own layouts are not quite in
	// order; an unedited save keeps them byte for byte).
	same := len(ents) == len(l.Entries)
	for i := 0; same && i < len(ents); i++ {
		same = ents[i].e == l.Entries[i]
	}
	if !same {
		sort.SliceStable(ents, func(i, j int) bool { return ents[i].e.X < ents[j].e.X })
	}
	var d []byte
	for _, e := range ents {
		d = binary.BigEndian.AppendUint16(d, e.e.X)
		d = binary.BigEndian.AppendUint16(d, e.e.YWord)
		d = append(d, e.e.ID, e.e.Sub)
	}
	// Whatever followed the entries (Sonic 1's $FFFF terminator) stays.
	d = append(d, l.Objects.Data[min(len(l.Entries)*6, len(l.Objects.Data)):]...)
	return d
}

func (sv *saver) setPos(e *ObjectEntry, x, y int, place string) bool {
	if x < 0 || x > 0x7FFF || y < 0 || y > 0xFFF {
		sv.fail(sv.l.Objects.Path, place, "position (%d,%d) is outside the object layout's range (x 0-32767, y 0-4095)", x, y)
		return false
	}
	e.X = uint16(x)
	e.YWord = e.YWord&0xF000 | uint16(y)
	return true
}

// rings encodes the ring objects into the ring layout: the rings of one
// group (ring_group), still in a row or column $18 apart and at most 8,
// make one entry; any other ring is an entry of its own.
func (sv *saver) rings() []byte {
	l := sv.l
	if l.Rings == nil {
		return nil
	}
	var rs []*layers.Object
	for i := range l.Model.Objects {
		if o := &l.Model.Objects[i]; o.Class == "ring" {
			rs = append(rs, o)
		}
	}
	var d []byte
	for i := 0; i < len(rs); {
		g, _ := prop(rs[i], PropRingGrp)
		col := false
		n := 1
		if g != "" {
			if c, ok := prop(rs[i], PropRingCol); ok {
				col = c == "true"
			}
			for n < 8 && i+n < len(rs) {
				o := rs[i+n]
				if og, _ := prop(o, PropRingGrp); og != g {
					break
				}
				dx, dy := 0x18*n, 0
				if col {
					dx, dy = 0, 0x18*n
				}
				if o.X != rs[i].X+dx || o.Y != rs[i].Y+dy {
					break
				}
				n++
			}
		}
		o := rs[i]
		if o.X < 0 || o.X > 0x7FFF || o.Y < 0 || o.Y > 0xFFF {
			sv.fail(l.Rings.Path, fmt.Sprintf("ring %d", o.ID), "position (%d,%d) is outside the ring layout's range", o.X, o.Y)
			return nil
		}
		w := uint16(n-1)<<12 | uint16(o.Y)
		if col {
			w |= 0x8000
		}
		d = binary.BigEndian.AppendUint16(d, uint16(o.X))
		d = binary.BigEndian.AppendUint16(d, w)
		i += n
	}
	end := len(l.RingGroups) * 4
	d = append(d, l.Rings.Data[min(end, len(l.Rings.Data)):]...)
	return d
}

// starts encodes each start position into its file: the first from the
// model's Start, the others from StartPositions.
func (sv *saver) starts() map[*File][]byte {
	l := sv.l
	out := map[*File][]byte{}
	// The model's PropStartPositions holds the positions of the starts
	// whose files exist, in order (the first is Model.Start). Starts
	// sharing a file (at their own offsets) all write into its one copy.
	prop := StartPositionsOf(l.Model)
	k := 0
	for i, sp := range l.StartPositions {
		if sp.f == nil {
			continue
		}
		s := layers.Point{X: sp.X, Y: sp.Y}
		if k < len(prop) {
			s = layers.Point{X: prop[k].X, Y: prop[k].Y}
		}
		k++
		if i == 0 {
			s = l.Model.Start
		}
		if s.X < 0 || s.X > 0xFFFF || s.Y < 0 || s.Y > 0xFFFF {
			sv.fail(sp.f.Path, "startpos "+strconv.Quote(sp.Name), "start (%d,%d) does not fit in 16 bits", s.X, s.Y)
			return nil
		}
		d, ok := out[sp.f]
		if !ok {
			d = append([]byte(nil), sp.f.Data...)
			out[sp.f] = d
		}
		binary.BigEndian.PutUint16(d[sp.Offset:], uint16(s.X))
		binary.BigEndian.PutUint16(d[sp.Offset+2:], uint16(s.Y))
	}
	return out
}

// afterSave re-reads what was written into the level's own bookkeeping
// (entries, ring groups, chunk words), so that a second Save compares
// against the files as they now are.
func (l *Level) afterSave() {
	p := l.Project
	ld := &loader{p: p, s: p.INI.Section(l.Name), level: l.Name}
	for _, j := range []struct {
		whole *File
		parts []*File
	}{{l.Blocks, l.BlockParts}, {l.Chunks, l.ChunkParts}} {
		if len(j.parts) > 0 {
			j.whole.Data = joinParts(j.parts)
		}
	}
	nl := &Level{Project: p, Name: l.Name, ColArr1: l.ColArr1, ColArr2: l.ColArr2, Angles: l.Angles, ColInd: l.ColInd,
		Blocks: l.Blocks, BlockParts: l.BlockParts, Chunks: l.Chunks, ChunkParts: l.ChunkParts, Layout: l.Layout, Objects: l.Objects, Rings: l.Rings, Start: l.Start,
		StartPositions: append([]StartPos(nil), l.StartPositions...)}
	ld.build(nl)
	if len(ld.errs) == 0 {
		l.Entries, l.RingGroups, l.chunkWords, l.ind, l.s3kLay = nl.Entries, nl.RingGroups, nl.chunkWords, nl.ind, nl.s3kLay
		l.origLayout = nl.origLayout
		l.StartPositions = nl.StartPositions
		if ps := StartPositionsOf(nl.Model); ps != nil {
			SetStartPositions(l.Model, ps) // the first follows Model.Start
		}
		// IDs follow the new layout order; chunks are as the files now
		// have them (a block's index change shows wherever it is used, a
		// Sonic 1 loop chunk's path B in the chunk it comes from).
		l.Model.Objects, l.Model.Switchers = nl.Model.Objects, nl.Model.Switchers
		l.Model.Lib.Chunks = nl.Model.Lib.Chunks
	}
	l.refreshPicture(ld)
}

// refreshPicture puts into the level's picture the art as the files now
// have it: the patterns' parts, and the picture's blocks and chunks (the
// blocks the collision pass copied, allocBlocks, and the chunk words that
// now name them), so that a second save of the same model writes the same
// files.
func (l *Level) refreshPicture(ld *loader) {
	if len(l.TileParts) > 0 {
		l.tilesRead = joinTiles(l.TileParts)
		l.tilesShown = ld.animTiles(append([]byte(nil), l.tilesRead...))
	}
	if art := l.picture(); art != nil {
		g := l.game()
		cd := l.Chunks.Data
		if n := len(cd) % g.ChunkSize(); n != 0 {
			cd = append(append([]byte(nil), cd...), make([]byte, g.ChunkSize()-n)...)
		}
		blocks, err1 := mdart.DecodeBlocks(l.Blocks.Data)
		chunks, err2 := mdart.DecodeChunks(cd, g)
		if err1 == nil && err2 == nil {
			l.Model.Picture = &mdart.LevelArt{Patterns: art.Patterns, Blocks: blocks, Chunks: chunks, ChunkBlocks: art.ChunkBlocks,
				Palette: art.Palette, Backdrop: art.Backdrop, Layout: art.Layout, LayoutW: art.LayoutW, LayoutH: art.LayoutH,
				ChunkAt: art.ChunkAt, ChunkOf: art.ChunkOf, BGChunkAt: art.BGChunkAt}
		}
	}
}

// joinTiles places each tiles= part's patterns at its byte (as buildArt
// reads them, each file padded to whole patterns).
func joinTiles(parts []TilePart) []byte {
	var pats []byte
	for _, tp := range parts {
		d := tp.File.Data
		if n := len(d) % mdart.PatternSize; n != 0 {
			d = append(append([]byte(nil), d...), make([]byte, mdart.PatternSize-n)...)
		}
		if need := tp.At + len(d); need > len(pats) {
			pats = append(pats, make([]byte, need-len(pats))...)
		}
		copy(pats[tp.At:], d)
	}
	return pats
}

// writeAtomic writes data to path through a temporary file in the same
// folder, renamed over path, keeping path's permissions (pack.WriteFileAtomic:
// symbolic links are followed, devices written in place).
func writeAtomic(path string, data []byte) error {
	if err := pack.WriteFileAtomic(path, data); err != nil {
		return fmt.Errorf("sonlvl: writing %s: %w", path, err)
	}
	return nil
}

// SaveModel writes model m, a level of the project at iniPath (its Name
// naming the level), back into the project's files as Level.Save does,
// reading the files afresh first. m itself is not changed.
func SaveModel(iniPath string, m *layers.Level) error {
	p, err := Open(iniPath)
	if err != nil {
		return err
	}
	l, err := p.Load(m.Name)
	if err != nil {
		return err
	}
	l.Model = m
	out, err := l.encode()
	if err != nil {
		return err
	}
	if err := l.write(out); err != nil {
		return err
	}
	l.savedPicture()
	return nil
}

// savedPicture, after a write of model l.Model (SaveModel), puts the art
// as written into the model's picture (refreshPicture); the rest of the
// model is the caller's, left as it is.
func (l *Level) savedPicture() {
	for _, j := range []struct {
		whole *File
		parts []*File
	}{{l.Blocks, l.BlockParts}, {l.Chunks, l.ChunkParts}} {
		if len(j.parts) > 0 {
			j.whole.Data = joinParts(j.parts)
		}
	}
	p := l.Project
	l.refreshPicture(&loader{p: p, s: p.INI.Section(l.Name), level: l.Name})
}

// s1Background encodes Sonic 1's background plane as its bglayout= file
// has it (width-1, height-1, then the chunk bytes), the bytes after the
// plane kept when its size did not change.
func (sv *saver) s1Background() []byte {
	l := sv.l
	bg := l.Model.Background
	if bg.W < 1 || bg.H < 1 || bg.W > 256 || bg.H > 256 || len(bg.Layout) < bg.W*bg.H {
		sv.fail(l.BGLayout.Path, "bglayout", "%dx%d chunks is not a background Sonic 1 holds", bg.W, bg.H)
		return nil
	}
	d := []byte{byte(bg.W - 1), byte(bg.H - 1)}
	for i, id := range bg.Layout[:bg.W*bg.H] {
		if id > 0xFF {
			sv.fail(l.BGLayout.Path, fmt.Sprintf("background chunk (%d,%d)", i%bg.W, i/bg.W), "chunk %d: the layout holds chunk numbers 0-255", id)
			return nil
		}
		d = append(d, byte(id))
	}
	old := l.BGLayout.Data
	if n := 2 + int(old[0]+1)*int(old[1]+1); n < len(old) && old[0] == d[0] && old[1] == d[1] {
		d = append(d, old[n:]...)
	}
	return d
}

// palettes returns the palette files with the picture's palette written
// into their parts' colours (each file once, the parts naming the same
// path sharing it); none without a picture of the games' kind.
func (l *Level) palettes() []output {
	art, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok || art == nil {
		return nil
	}
	var out []output
	byPath := map[string]int{}
	for _, pp := range l.PaletteParts {
		i, ok := byPath[pp.File.Path]
		if !ok {
			i = len(out)
			byPath[pp.File.Path] = i
			out = append(out, output{pp.File, append([]byte(nil), pp.File.Data...)})
		}
		d := out[i].data
		for k := 0; k < pp.N; k++ {
			c, o := pp.Dst+k, 2*(pp.Src+k)
			if c >= 64 || o+2 > len(d) {
				break
			}
			w := art.Palette[c/16][c%16]
			d[o], d[o+1] = byte(w>>8), byte(w)
		}
	}
	return out
}

// tiles returns the art files with the picture's edited patterns written
// back: a byte the editor changed goes into the last part placed over it
// (the one the picture shows); bytes the animated tiles' frames cover, and
// every byte not edited, stay as the files have them. Patterns past the
// art's end (an imported picture's) are appended to the part that ends
// the art, the gap up to them (animated tiles' places) written as zeros.
func (l *Level) tiles(sv *saver) []output {
	art := l.picture()
	if art == nil || len(l.TileParts) == 0 {
		return nil
	}
	now := mdart.EncodePatterns(art.Patterns)
	shown := l.tilesShown
	if len(now) < len(shown) || bytes.Equal(now, shown) {
		return nil
	}
	owner := make([]int, len(shown))
	for i := range owner {
		owner[i] = -1
	}
	last, end := -1, 0 // the part ending the art as read
	for p, tp := range l.TileParts {
		for j := range tp.File.Data {
			if i := tp.At + j; i < len(owner) {
				owner[i] = p
			}
		}
		if e := tp.At + len(tp.File.Data); e >= end {
			last, end = p, e
		}
	}
	var out []output
	for p, tp := range l.TileParts {
		var d []byte
		for j := range tp.File.Data {
			i := tp.At + j
			if i >= len(shown) || owner[i] != p || now[i] == shown[i] || l.tilesRead[i] != shown[i] {
				continue
			}
			if d == nil {
				d = append([]byte(nil), tp.File.Data...)
			}
			d[j] = now[i]
		}
		if p == last && len(now) > len(shown) {
			if end%mdart.PatternSize != 0 {
				sv.fail(tp.File.Path, "tiles", "%d new patterns, but the art's last file does not end on a whole pattern", (len(now)-len(shown))/mdart.PatternSize)
				return nil
			}
			if d == nil {
				d = append([]byte(nil), tp.File.Data...)
			}
			d = append(d, make([]byte, len(shown)-end)...)
			d = append(d, now[len(shown):]...)
		}
		if d != nil {
			out = append(out, output{tp.File, d})
		}
	}
	return out
}

package sonlvl

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"loopwright/layers"
	"loopwright/mdart"
)

// Levels sharing chunk files (docs/disasm.md "Levels sharing chunks"). A
// zone's acts (and Sonic 2's two-player versions) name the same chunks=
// files: renumbering the chunks of one of them (deleting unused chunks,
// merging duplicates) must renumber every one of their layouts, or the
// others are put out of step. SonLVL only warns ("may break other levels
// that share part of the same chunk set"); here the sharers are found,
// their usage counted, and their layouts rewritten with the open level's
// files in one all-or-nothing save (commitFiles).

// chunkKey returns level s's chunks= files as resolved paths (their byte
// offsets kept), joined; "" when the key is missing.
func (p *Project) chunkKey(name string) string { return p.filesKey(name, "chunks") }

// filesKey returns level name's key k (a list of file[:offset] parts) as
// resolved paths (their byte offsets kept), joined; "" when the key is
// missing.
func (p *Project) filesKey(name, k string) string {
	s := p.INI.Section(name)
	if s == nil {
		return ""
	}
	v, _, ok := p.key(s, k)
	if !ok || v == "" {
		return ""
	}
	var out []string
	for _, part := range strings.Split(v, "|") {
		file, pos, _ := strings.Cut(part, ":")
		path := p.resolve(file)
		if p.readFile == nil {
			path = realPath(path)
			if real, err := filepath.EvalSymlinks(path); err == nil {
				path = real
			}
		}
		out = append(out, path+"\x00"+pos)
	}
	return strings.Join(out, "|")
}

// ChunkSharers returns the project's other levels whose chunks= key names
// the same files (resolved, in the same order and at the same offsets) as
// level name's, in the INI's order.
func (p *Project) ChunkSharers(name string) ([]string, error) {
	if p.INI.Section(name) == nil {
		return nil, fmt.Errorf("sonlvl: %s: no level %q (the project has: %s)", p.Path, name, strings.Join(p.Names(), ", "))
	}
	key := p.chunkKey(name)
	if key == "" {
		return nil, nil
	}
	var out []string
	for _, n := range p.Names() {
		if n != name && p.chunkKey(n) == key {
			out = append(out, n)
		}
	}
	return out, nil
}

// MaskSharers returns the project's other levels whose collision arrays
// (colarr1=, where the masks are numbered) are level name's, in the INI's
// order: renumbering the masks of one of them renumbers the masks every
// one of their collision indexes names.
func (p *Project) MaskSharers(name string) ([]string, error) {
	if p.INI.Section(name) == nil {
		return nil, fmt.Errorf("sonlvl: %s: no level %q (the project has: %s)", p.Path, name, strings.Join(p.Names(), ", "))
	}
	key := p.filesKey(name, "colarr1")
	if key == "" {
		return nil, nil
	}
	var out []string
	for _, n := range p.Names() {
		if n != name && p.filesKey(n, "colarr1") == key {
			out = append(out, n)
		}
	}
	return out, nil
}

// SharedChunkUsage returns how many layout cells (foreground and
// background) of the levels sharing level name's chunk files use each of
// n chunk numbers (model ids: a Sonic 1 loop chunk $80|k counts for k and
// for the chunk its path B reads, s1AltChunk), and those levels' names.
// Level name's own layout is not counted.
func (p *Project) SharedChunkUsage(name string, n int) ([]int, []string, error) {
	names, err := p.ChunkSharers(name)
	if err != nil {
		return nil, nil, err
	}
	use := make([]int, n)
	count := func(id layers.ChunkID) {
		if int(id) < n {
			use[id]++
		}
		if p.Version == S1 && id >= 0x80 {
			k := int(id & 0x7F)
			for _, c := range []int{k, s1AltChunk(k)} {
				if c < n {
					use[c]++
				}
			}
		}
	}
	for _, sn := range names {
		l, err := p.Load(sn)
		if err != nil {
			return nil, nil, err
		}
		for _, id := range l.Model.Layout {
			count(id)
		}
		if bg := l.Model.Background; bg != nil {
			for _, id := range bg.Layout {
				count(id)
			}
		}
	}
	return use, names, nil
}

// remapIDs applies newID (old chunk -> new chunk, -1: deleted, its cells
// becoming the empty chunk 0, as the editor's Delete chunk does) to ids.
func remapIDs(ids []layers.ChunkID, newID []int) {
	for i, id := range ids {
		if int(id) >= len(newID) {
			continue
		}
		if newID[id] < 0 {
			ids[i] = 0
			continue
		}
		ids[i] = layers.ChunkID(newID[id])
	}
}

// SaveModelRemap writes model m, a level of the project at iniPath, as
// SaveModel does, and with it the layouts of every level sharing its
// chunk files (ChunkSharers), each chunk number c of theirs (foreground
// and background) becoming newID[c] (-1: the empty chunk 0): all these files are written in one
// all-or-nothing save (commitFiles), so an error or a crash leaves every
// level as it was or every level saved. A layout file the sharers or m
// share is written once. A nil newID is SaveModel. It returns the names of
// the sharers whose layouts were rewritten.
func SaveModelRemap(iniPath string, m *layers.Level, newID []int) ([]string, error) {
	return SaveModelRemaps(iniPath, m, newID, nil)
}

// SaveModelRemaps is SaveModelRemap with, besides the chunk renumbering
// newID, the masks' renumbering newMask (old mask number -> new, -1:
// deleted, its index entries becoming mask 0, no collision; nil: none):
// the collision indexes (colind=, colind1=, colind2=) of level m and of
// every level sharing its collision arrays (MaskSharers) are renumbered
// with it in the same all-or-nothing save, each index file written once,
// so that every one of them names the masks it named before. It returns
// the names of the sharers whose files were rewritten.
func SaveModelRemaps(iniPath string, m *layers.Level, newID, newMask []int) ([]string, error) {
	p, err := Open(iniPath)
	if err != nil {
		return nil, err
	}
	l, err := p.Load(m.Name)
	if err != nil {
		return nil, err
	}
	l.Model = m
	if newID != nil {
		if err := p.checkPinned(m.Name, newID); err != nil {
			return nil, err
		}
		l.cutChunks = l.partsKept(newID)
	}
	if newMask != nil {
		l.remapMasks(newMask)
	}
	out, err := l.encode()
	if err != nil {
		return nil, err
	}
	var rewritten []string
	if newMask != nil {
		names, err := p.MaskSharers(m.Name)
		if err != nil {
			return nil, err
		}
		seen := map[string]bool{}
		for _, f := range l.ColInd {
			if f != nil {
				seen[f.Path] = true
			}
		}
		for _, sn := range names {
			sl, err := p.Load(sn)
			if err != nil {
				return nil, err
			}
			sl.remapMasks(newMask)
			if sib := sl.indexOutputs(seen); len(sib) > 0 {
				rewritten = append(rewritten, sn)
				out = append(out, sib...)
			}
		}
	}
	if newID != nil {
		names, err := p.ChunkSharers(m.Name)
		if err != nil {
			return nil, err
		}
		seen := map[string]bool{l.Layout.Path: true}
		if l.BGLayout != nil {
			seen[l.BGLayout.Path] = true
		}
		for _, sn := range names {
			sl, err := p.Load(sn)
			if err != nil {
				return nil, err
			}
			sib, err := sl.remapLayouts(newID, seen)
			if err != nil {
				return nil, err
			}
			if len(sib) > 0 && !slices.Contains(rewritten, sn) {
				rewritten = append(rewritten, sn)
			}
			out = append(out, sib...)
		}
	}
	if err := l.write(out); err != nil {
		return nil, err
	}
	l.savedPicture()
	return rewritten, nil
}

// remapLayouts returns level l's layout files (those not in seen, which it
// adds them to) with newID applied to its chunk numbers, when they change.
func (l *Level) remapLayouts(newID []int, seen map[string]bool) ([]output, error) {
	m := l.Model
	remapIDs(m.Layout, newID)
	if bg := m.Background; bg != nil {
		remapIDs(bg.Layout, newID)
	}
	sv := &saver{l: l}
	var out []output
	add := func(f *File, data []byte) {
		if f == nil || data == nil || seen[f.Path] {
			return
		}
		seen[f.Path] = true
		if string(f.Data) != string(data) {
			out = append(out, output{f, data})
		}
	}
	lay := sv.layout()
	var bg []byte
	if l.BGLayout != nil && m.Background != nil && l.Project.Version == S1 {
		bg = sv.s1Background()
	}
	if len(sv.errs) > 0 {
		return nil, sv.errs
	}
	add(l.Layout, lay)
	add(l.BGLayout, bg)
	return out, nil
}

// partsKept is chunksKept for a chunks= key of one file or several parts
// (Sonic 3 & Knuckles' primary and secondary chunks, decompressed one
// after the other into the chunk table): only the part the table ends
// with can be shortened, so the chunks kept reach at least its start
// (an earlier part, a zone's acts' shared primary, keeps its length:
// cutting it would move every chunk of the parts after it).
func (l *Level) partsKept(newID []int) int {
	n := l.chunksKept(newID)
	if n == 0 || len(l.ChunkParts) == 0 {
		return n
	}
	g := l.game()
	size := g.ChunkSize()
	end, last := 0, 0
	for _, f := range l.ChunkParts {
		if e := f.At + len(f.Data); e >= end {
			end, last = e, f.At
		}
	}
	n = max(n, (last+size-1)/size)
	if n*size >= end {
		return 0
	}
	return n
}

// chunksKept returns how many chunks the chunk mappings keep after the
// renumbering newID (old chunk number -> new, -1 deleted) of the
// editor's chunk tools, when fewer than the file holds (else 0): Sonic 2's
// and 3's are the model's chunks; Sonic 1's reach the highest chunk
// number (below $80) that holds collision or art, that this level places
// (a loop chunk $80|k placing k and its path B chunk), or that a chunk of
// the file was renumbered to (the levels sharing the file place those).
// The file's chunks past them are placed by no level.
func (l *Level) chunksKept(newID []int) int {
	m := l.Model
	g := l.game()
	per := g.ChunkBlocks() * g.ChunkBlocks()
	have := (len(l.chunkWords) + per - 1) / per
	n := len(m.Lib.Chunks)
	if l.Project.Version == S1 {
		n = 0
		for k := 1; k < min(len(m.Lib.Chunks), 0x80); k++ {
			for _, b := range m.Lib.Chunks[k].Blocks {
				if b != (layers.Block{}) {
					n = k
					break
				}
			}
		}
		if art := l.picture(); art != nil {
			for ai, c := range art.Chunks {
				for _, r := range c.Blocks {
					if r != (mdart.BlockRef{}) && ai+1 < 0x80 {
						n = max(n, ai+1)
						break
					}
				}
			}
		}
		place := func(id layers.ChunkID) {
			k := int(id & 0x7F)
			n = max(n, k)
			if id >= 0x80 {
				n = max(n, s1AltChunk(k))
			}
		}
		for _, id := range m.Layout {
			place(id)
		}
		if bg := m.Background; bg != nil {
			for _, id := range bg.Layout {
				place(id)
			}
		}
		for k := 1; k <= have && k < len(newID) && k < 0x80; k++ {
			if newID[k] > 0 {
				n = max(n, newID[k]&0x7F)
			}
		}
	}
	if n < have {
		return n
	}
	return 0
}

// MaskUsage returns how many collision index entries (blocks, either
// path) of the levels sharing level name's collision arrays (MaskSharers)
// name each of n mask numbers, and those levels' names. Level name's own
// index is not counted (a sharer naming the same index file counts it).
// A mask named by any block of a sharer's index is in use there, placed
// by its chunks or not.
func (p *Project) MaskUsage(name string, n int) ([]int, []string, error) {
	names, err := p.MaskSharers(name)
	if err != nil {
		return nil, nil, err
	}
	use := make([]int, n)
	for _, sn := range names {
		l, err := p.Load(sn)
		if err != nil {
			return nil, nil, err
		}
		for i, ind := range l.ind {
			if i == 1 && sameBytes(ind, l.ind[0]) {
				continue // one file for both paths
			}
			for _, v := range ind {
				if int(v) < n {
					use[v]++
				}
			}
		}
	}
	return use, names, nil
}

// sameBytes reports whether a and b are the same slice (one backing
// array, one length).
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// remapMasks applies newMask (old mask number -> new, -1: deleted, read
// as mask 0) to level l's collision indexes as read, into new slices (the
// files' bytes stay as read, for the save to compare with).
func (l *Level) remapMasks(newMask []int) {
	one := sameBytes(l.ind[0], l.ind[1])
	for i := range l.ind {
		if l.ind[i] == nil || (i == 1 && one) {
			continue
		}
		r := make([]byte, len(l.ind[i]))
		for b, v := range l.ind[i] {
			r[b] = v
			if int(v) < len(newMask) {
				r[b] = byte(max(newMask[v], 0))
			}
		}
		l.ind[i] = r
	}
	if one {
		l.ind[1] = l.ind[0]
	}
}

// indexOutputs returns level l's collision index files (those not in
// seen, which it adds them to) holding its indexes l.ind, when they
// change.
func (l *Level) indexOutputs(seen map[string]bool) []output {
	var out []output
	add := func(f *File, data []byte) {
		if f == nil || data == nil || seen[f.Path] {
			return
		}
		seen[f.Path] = true
		if string(f.Data) != string(data) {
			out = append(out, output{f, data})
		}
	}
	if l.Project.Version == S3K {
		add(l.ColInd[0], s3kIndexFile(l.ColInd[0].Data, l.ind))
		return out
	}
	add(l.ColInd[0], l.ind[0])
	add(l.ColInd[1], l.ind[1])
	return out
}

// PartPinnedChunks returns, for level name, how many chunks from chunk 0
// lie in the parts of its chunks= key up to the last part that another
// level names without naming the whole key as level name does (Sonic 3 &
// Knuckles' acts sharing the primary chunks, each with its own
// secondary), and those levels' names; 0 and nil when no such level. The
// chunk tools renumber the layouts of the levels sharing the whole key
// (ChunkSharers) but not of these: those chunks are pinned, never moved
// or deleted, so that the other levels draw and collide as before.
func (p *Project) PartPinnedChunks(name string) (int, []string, error) {
	full, err := p.ChunkSharers(name)
	if err != nil {
		return 0, nil, err
	}
	key := p.chunkKey(name)
	if key == "" {
		return 0, nil, nil
	}
	mine := strings.Split(key, "|")
	last := -1
	var names []string
	for _, n := range p.Names() {
		if n == name || slices.Contains(full, n) {
			continue
		}
		k := p.chunkKey(n)
		if k == "" {
			continue
		}
		shares := false
		for _, part := range strings.Split(k, "|") {
			if i := slices.Index(mine, part); i >= 0 {
				shares = true
				last = max(last, i)
			}
		}
		if shares {
			names = append(names, n)
		}
	}
	if last < 0 {
		return 0, nil, nil
	}
	l, err := p.Load(name)
	if err != nil {
		return 0, nil, err
	}
	end := 0
	switch {
	case len(l.ChunkParts) == 0 && l.Chunks != nil:
		end = len(l.Chunks.Data)
	case last < len(l.ChunkParts):
		f := l.ChunkParts[last]
		end = f.At + len(f.Data)
	}
	size := l.game().ChunkSize()
	return (end + size - 1) / size, names, nil
}

// checkPinned returns an error when newID (old chunk -> new, -1 deleted)
// moves or deletes a chunk PartPinnedChunks pins for level name.
func (p *Project) checkPinned(name string, newID []int) error {
	n, names, err := p.PartPinnedChunks(name)
	if err != nil {
		return err
	}
	for c := 0; c < n && c < len(newID); c++ {
		if newID[c] != c {
			return fmt.Errorf("sonlvl: %s: level %q: chunk $%02X would move or go, but it is in a chunk file part %s names too (pinned: that level's layout is not renumbered)", p.Path, name, c, strings.Join(names, ", "))
		}
	}
	return nil
}

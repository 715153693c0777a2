package model

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/sonlvl"
)

// The chunk tools on a Sonic 1 project's level (docs/editor.md "Layout
// tools", docs/assumptions.md "SonLVL's editing tools"). Sonic 1's chunk
// ids are layout bytes: 1..$7F is file chunk k-1, $80|k is chunk k's loop
// form, drawn and walked on path A as k and on path B as the chunk after
// it (FindNearestTile: $51 after $28). So the tools renumber chunk
// numbers 1..$7F only, and a loop form moves with its chunk: $80|k
// becomes $80|k' where k becomes k'. A loop form placed anywhere ties k
// and its path B chunk: they move together, staying neighbours (a loop
// form at $28, whose path B is $51, keeps both where they are; no other
// loop chunk is moved onto $28). The chunks the game's code or the
// project's INI name by number (sonlvl's S1FixedChunks) are pinned: never
// moved, merged or deleted. Every other chunk kept moves to the lowest
// free number that fits, chunks in their order, so chunks only ever move
// down.

// s1Project reports whether the model holds one level of a Sonic 1 SonLVL
// project (256x256 chunks: layout bytes for ids).
func (m *Model) s1Project() bool {
	return m.projectLevel() && m.Lib().ChunkBlocks == 16
}

// S1Project reports whether the model holds one level of a Sonic 1 SonLVL
// project, whose chunk numbers are layout bytes (loop chunks $80|k).
func (m *Model) S1Project() bool { return m.s1Project() }

// S1PinnedText lists pinned chunks (S1FixedChunks) as "$1F, $20, ...".
func S1PinnedText(pins map[int]string) string {
	ks := make([]int, 0, len(pins))
	for k := range pins {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	s := ""
	for i, k := range ks {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("$%02X", k)
	}
	return s
}

// s1Usage returns how often every chunk id 0..$FF is placed: the open
// level's foreground and background and the levels sharing its chunk
// files (SharedChunkUsage).
func (m *Model) s1Usage() ([]int, error) {
	shared, _, err := m.SharedChunkUsage()
	if err != nil {
		return nil, err
	}
	use := make([]int, 0x100)
	for id, u := range shared {
		if id < 0x100 {
			use[id] += u
		}
	}
	for _, l := range m.Pack.Levels {
		if l.Lib != m.Lib() {
			continue
		}
		ids := slices.Clone(l.Layout)
		if bg := l.Background; bg != nil {
			ids = append(ids, bg.Layout...)
		}
		for _, id := range ids {
			if int(id) < len(use) {
				use[id]++
			}
		}
	}
	return use, nil
}

// S1FixedChunks returns, for a Sonic 1 project's level, the chunks (1..$7F)
// the chunk tools keep at their numbers, each with why (sonlvl's
// S1FixedChunks, for this level and the levels sharing its chunk files);
// nil for any other level.
func (m *Model) S1FixedChunks() map[int]string {
	if !m.s1Project() {
		return nil
	}
	key := m.Path + "\x00" + m.Pack.Levels[0].Name
	if m.shared.pinsKey == key {
		return m.shared.pins
	}
	p, err := sonlvl.Open(m.Path)
	if err != nil {
		return nil
	}
	names := []string{m.Pack.Levels[0].Name}
	if sh, err := p.ChunkSharers(names[0]); err == nil {
		names = append(names, sh...)
	}
	out := map[int]string{}
	for _, n := range names {
		for k, why := range p.S1FixedChunks(n) {
			if _, ok := out[k]; !ok {
				out[k] = why + " in " + n
			}
		}
	}
	m.shared.pinsKey, m.shared.pins = key, out
	return out
}

// s1Pins returns S1FixedChunks below s1Top: the numbers past the last
// chunk are no chunk's, and the tools move chunks down only, so none
// comes to them.
func (m *Model) s1Pins() map[int]string {
	top := m.s1Top()
	pins := map[int]string{}
	for k, why := range m.S1FixedChunks() {
		if k < top {
			pins[k] = why
		}
	}
	return pins
}

// s1Plan returns Sonic 1's renumbering (old id -> new id over 0..$FF, -1:
// deleted, its places becoming 0) for target, the fate of every chunk
// 1..$7F (-1 deleted, k kept, j < k merged into j; target[0] is ignored),
// where loops[k] says loop form $80|k is still placed after the tool and
// pins are the numbers kept. An error says why the fate asked for breaks
// a pinned chunk or a placed loop form.
func s1Plan(target []int, loops []bool, pins map[int]string) ([]int, error) {
	kept := func(k int) bool { return k > 0 && k < 0x80 && k < len(target) && target[k] == k }
	pinned := map[int]bool{}
	for k := range pins {
		pinned[k] = true
	}
	for k := 1; k < 0x80 && k < len(target); k++ {
		if pinned[k] && target[k] != k {
			return nil, fmt.Errorf("chunk $%02X is pinned: %s", k, pins[k])
		}
	}
	link := make([]bool, 0x80) // link[k]: k+1 moves with k
	for k := 1; k < 0x80; k++ {
		if k >= len(loops) || !loops[k] || !kept(k) {
			continue
		}
		alt := sonlvl.S1AltChunk(k)
		if !kept(alt) {
			return nil, fmt.Errorf("chunk $%02X is path B of loop chunk $%02X, which is placed: it cannot go", alt, 0x80|k)
		}
		if alt != k+1 {
			pinned[k], pinned[alt] = true, true
			continue
		}
		link[k] = true
	}
	type unit struct {
		ids    []int
		pinned bool
	}
	var units []unit
	for k := 1; k < 0x80; k++ {
		if !kept(k) {
			continue
		}
		if k > 1 && link[k-1] && kept(k-1) {
			u := &units[len(units)-1]
			u.ids = append(u.ids, k)
			u.pinned = u.pinned || pinned[k]
			continue
		}
		units = append(units, unit{ids: []int{k}, pinned: pinned[k]})
	}
	newID := make([]int, 0x100)
	var taken [0x80]bool
	taken[0] = true
	for _, u := range units {
		if u.pinned {
			for _, k := range u.ids {
				newID[k], taken[k] = k, true
			}
		}
	}
	for _, u := range units {
		if u.pinned {
			continue
		}
		placed := false
		for p := 1; p+len(u.ids) <= 0x80 && p <= u.ids[0]; p++ {
			ok := true
			for o, k := range u.ids {
				// A loop chunk's path B is the chunk after it, except at
				// $28: no loop chunk goes there.
				if taken[p+o] || (p+o == 0x28 && link[k]) {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for o, k := range u.ids {
				newID[k], taken[p+o] = p+o, true
			}
			placed = true
			break
		}
		if !placed {
			return nil, fmt.Errorf("chunk $%02X finds no number", u.ids[0])
		}
	}
	for k := 1; k < 0x80; k++ {
		switch {
		case k >= len(target) || target[k] < 0:
			newID[k] = -1
		case target[k] != k:
			if j := target[k]; j > 0 && j < k && kept(j) {
				newID[k] = newID[j]
			} else {
				newID[k] = -1
			}
		}
	}
	for k := 0; k < 0x80; k++ {
		switch {
		case k == 0:
			newID[0x80] = 0x80
		case newID[k] > 0:
			newID[0x80|k] = 0x80 | newID[k]
		default:
			newID[0x80|k] = -1
		}
	}
	return newID, nil
}

// s1Apply renumbers the model's chunks, its levels' layouts, backgrounds,
// loop chunks and art by newID (s1Plan) and remembers it for the levels
// sharing the chunk files. Chunks merged into others are dropped; the
// loop forms are made again from the chunks they are drawn from (a loop
// form placed keeps its own, its chunks having moved with it).
func (m *Model) s1Apply(newID []int, loops []bool) {
	lib := m.Lib()
	old := lib.Chunks
	nb := min(len(old), 0x80)
	base := []layers.Chunk{{Blocks: make([]layers.Block, 256)}}
	if len(old) > 0 {
		base[0] = old[0]
	}
	from := map[int]int{} // new base id -> old id
	for k := 1; k < nb; k++ {
		n := newID[k]
		if n <= 0 {
			continue
		}
		if _, ok := from[n]; ok {
			continue // merged into an earlier chunk
		}
		from[n] = k
		for len(base) <= n {
			base = append(base, layers.Chunk{Blocks: make([]layers.Block, 256)})
		}
		base[n] = layers.Chunk{Blocks: slices.Clone(old[k].Blocks)}
	}
	top := len(base)
	for _, l := range m.Pack.Levels {
		if l.Lib != lib {
			continue
		}
		for i, id := range l.Layout {
			if int(id) < len(newID) {
				l.Layout[i] = layers.ChunkID(max(newID[id], 0))
			}
			top = max(top, int(l.Layout[i])+1)
		}
		if l.Loops != nil {
			for _, p := range []*layers.ChunkID{&l.Loops.Loop[0], &l.Loops.Loop[1], &l.Loops.Roll[0], &l.Loops.Roll[1]} {
				if int(*p) < len(newID) && newID[*p] >= 0 {
					*p = layers.ChunkID(newID[*p])
				}
			}
		}
		if bg := l.Background; bg != nil {
			lay := slices.Clone(bg.Layout)
			for i, id := range lay {
				if int(id) < len(newID) {
					lay[i] = layers.ChunkID(max(newID[id], 0))
				}
				top = max(top, int(lay[i])+1)
			}
			l.Background = &layers.Plane{W: bg.W, H: bg.H, Layout: lay}
		}
		m.s1RemapArt(l, newID)
	}
	chunks := base
	for len(chunks) < top {
		id := len(chunks)
		if id < 0x80 {
			chunks = append(chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
			continue
		}
		k := id & 0x7F
		if o, ok := from[k]; ok && o < len(loops) && loops[o] && 0x80|o < len(old) {
			chunks = append(chunks, layers.Chunk{Blocks: slices.Clone(old[0x80|o].Blocks)})
			continue
		}
		c := layers.Chunk{Blocks: make([]layers.Block, 256)}
		alt := sonlvl.S1AltChunk(k)
		for i := range c.Blocks {
			// As sonlvl reads them: path A chunk k's (none for $80),
			// path B the chunk after it's.
			if k > 0 && k < len(chunks) {
				c.Blocks[i][0] = chunks[k].Blocks[i][0]
			}
			if alt < len(chunks) {
				c.Blocks[i][1] = chunks[alt].Blocks[i][0]
			}
		}
		chunks = append(chunks, c)
	}
	lib.Chunks = chunks
	m.noteRemap(newID)
}

// s1RemapArt renumbers the chunks of level l's Sonic 1 picture (file
// chunk k-1 for chunk k) by newID.
func (m *Model) s1RemapArt(l *layers.Level, newID []int) {
	a, ok := l.Picture.(*mdart.LevelArt)
	if !ok || a == nil {
		return
	}
	var chunks []mdart.Chunk
	set := map[int]bool{}
	for k := 1; k < 0x80 && k-1 < len(a.Chunks); k++ {
		n := newID[k]
		if n <= 0 || set[n] {
			continue
		}
		set[n] = true
		for len(chunks) < n {
			chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, a.ChunkBlocks*a.ChunkBlocks)})
		}
		chunks[n-1] = mdart.Chunk{Blocks: slices.Clone(a.Chunks[k-1].Blocks)}
	}
	replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
}

// s1Loops returns which loop forms $80|k are placed, by use (s1Usage).
func s1Loops(use []int) []bool {
	loops := make([]bool, 0x80)
	for k := 1; k < 0x80; k++ {
		loops[k] = 0x80|k < len(use) && use[0x80|k] > 0
	}
	return loops
}

// s1Target returns every chunk 1..$7F of the model kept (target[k] = k)
// up to the last that is one (s1Top); the numbers past it are deleted.
func (m *Model) s1Target() []int {
	t := make([]int, 0x80)
	n := m.s1Top()
	for k := range t {
		t[k] = -1
		if k < n {
			t[k] = k
		}
	}
	return t
}

// s1Top returns one more than the last chunk number below $80 that holds
// a chunk: collision or art. The empty chunks after it up to $7F are
// only there because a loop form $80|k is placed (the library is
// indexed by layout byte); the tools neither count nor keep them.
func (m *Model) s1Top() int {
	lib := m.Lib()
	top := 1
	for k := 1; k < min(len(lib.Chunks), 0x80); k++ {
		blank := true
		for _, b := range lib.Chunks[k].Blocks {
			if b != (layers.Block{}) {
				blank = false
				break
			}
		}
		if !blank || m.chunkArtKey(k) != m.chunkArtKey(0) {
			top = k + 1
		}
	}
	return top
}

// s1DeleteUnused is DeleteUnusedChunks on a Sonic 1 project's level: a
// chunk is used when it, or its loop form, is placed, or a placed loop
// form reads path B from it, or it is pinned.
func (m *Model) s1DeleteUnused() (int, error) {
	use, err := m.s1Usage()
	if err != nil {
		return 0, err
	}
	pins := m.s1Pins()
	loops := s1Loops(use)
	target := m.s1Target()
	n := 0
	for k := 1; k < 0x80; k++ {
		if target[k] != k {
			continue
		}
		used := use[k] > 0 || loops[k] || pins[k] != ""
		if p := k - 1; p > 0 && loops[p] && sonlvl.S1AltChunk(p) == k {
			used = true
		}
		if k == 0x51 && loops[0x28] {
			used = true
		}
		if !used {
			target[k] = -1
			n++
		}
	}
	if n == 0 {
		return 0, nil
	}
	newID, err := s1Plan(target, loops, pins)
	if err != nil {
		return 0, err
	}
	return m.libEdit("delete %d unused chunks", func() int {
		m.s1Apply(newID, loops)
		return n
	}), nil
}

// s1RemoveDuplicates is RemoveDuplicateChunks on a Sonic 1 project's
// level: chunks with the same blocks and art merge into the first of
// them, except the pinned ones and those a placed loop form draws from.
func (m *Model) s1RemoveDuplicates() (int, error) {
	use, err := m.s1Usage()
	if err != nil {
		return 0, err
	}
	pins := m.s1Pins()
	loops := s1Loops(use)
	target := m.s1Target()
	lib := m.Lib()
	locked := func(k int) bool {
		if pins[k] != "" || loops[k] {
			return true
		}
		for p := 1; p < 0x80; p++ {
			if loops[p] && sonlvl.S1AltChunk(p) == k {
				return true
			}
		}
		return false
	}
	first := map[string]int{}
	n := 0
	for k := 0; k < m.s1Top(); k++ {
		key := fmt.Sprint(lib.Chunks[k].Blocks) + m.chunkArtKey(k)
		f, ok := first[key]
		if !ok {
			first[key] = k
			continue
		}
		if k == 0 || locked(k) {
			continue
		}
		if f == 0 {
			target[k] = -1 // the empty chunk: its places become 0
		} else {
			target[k] = f
		}
		n++
	}
	if n == 0 {
		return 0, nil
	}
	newID, err := s1Plan(target, loops, pins)
	if err != nil {
		return 0, err
	}
	return m.libEdit("remove %d duplicate chunks", func() int {
		m.s1Apply(newID, loops)
		return n
	}), nil
}

// S1DeleteChunkError returns why chunk id of a Sonic 1 project's level
// cannot be deleted (pinned, or path B of a placed loop form), else nil.
func (m *Model) S1DeleteChunkError(id layers.ChunkID) error {
	if !m.s1Project() || id == 0 {
		return nil
	}
	_, _, err := m.s1DeletePlan(id)
	return err
}

// s1DeletePlan returns DeleteChunk's renumbering of chunk del of a Sonic 1
// project's level and the loop forms placed after it.
func (m *Model) s1DeletePlan(del layers.ChunkID) ([]int, []bool, error) {
	use, err := m.s1Usage()
	if err != nil {
		return nil, nil, err
	}
	pins := m.s1Pins()
	if del >= 0x80 {
		if why := pins[int(del&0x7F)]; why != "" {
			return nil, nil, fmt.Errorf("chunk $%02X is the loop form of pinned chunk $%02X: %s", int(del), int(del&0x7F), why)
		}
		// A loop form is chunk k drawn with another path B: deleting it
		// empties its places and keeps the chunks.
		newID := make([]int, 0x100)
		for i := range newID {
			newID[i] = i
		}
		newID[del] = -1
		use[del] = 0
		return newID, s1Loops(use), nil
	}
	k := int(del)
	use[0x80|k] = 0 // its loop form's places empty with it
	loops := s1Loops(use)
	target := m.s1Target()
	target[k] = -1
	newID, err := s1Plan(target, loops, pins)
	return newID, loops, err
}

// s1DeleteChunk is DeleteChunk on a Sonic 1 project's level.
func (m *Model) s1DeleteChunk(del layers.ChunkID) error {
	newID, loops, err := m.s1DeletePlan(del)
	if err != nil {
		return err
	}
	before := m.saveLib()
	m.s1Apply(newID, loops)
	sel := int(del)
	if del < 0x80 {
		sel = min(int(del), len(m.Lib().Chunks)-1)
	}
	m.libStep(fmt.Sprintf("delete chunk $%02X", int(del)), before, int(del), sel)
	return nil
}

// s1DuplicateChunk is DuplicateChunk on a Sonic 1 project's level: the
// copy takes the first empty number after the last chunk (below $80; from
// $80 on the numbers are loop forms), with chunk id's art; a loop form's
// copy is its path A on both paths (a chunk has one path). Nothing
// happens when chunks 1..$7F are all taken.
func (m *Model) s1DuplicateChunk(id layers.ChunkID) {
	lib := m.Lib()
	slot := m.s1Top()
	if slot >= 0x80 || int(id) >= len(lib.Chunks) {
		return
	}
	before := m.saveLib()
	c := layers.Chunk{Blocks: slices.Clone(lib.Chunks[id].Blocks)}
	for i := range c.Blocks {
		c.Blocks[i][1] = c.Blocks[i][0]
	}
	for len(lib.Chunks) <= slot {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
	}
	lib.Chunks[slot] = c
	for _, l := range m.Pack.Levels {
		a, ok := l.Picture.(*mdart.LevelArt)
		src := int(id&0x7F) - 1
		if !ok || a == nil || l.Lib != lib || src < 0 || src >= len(a.Chunks) {
			continue
		}
		chunks := slices.Clone(a.Chunks)
		for len(chunks) < slot {
			chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, a.ChunkBlocks*a.ChunkBlocks)})
		}
		chunks[slot-1] = mdart.Chunk{Blocks: slices.Clone(a.Chunks[src].Blocks)}
		replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
	}
	m.libStep(fmt.Sprintf("duplicate chunk $%02X as $%02X", int(id), slot), before, int(id), slot)
}

// s1Sync, as an edit of a Sonic 1 project level's chunks ends, carries
// every cell it changed to the chunks that show the same cell: a loop
// form $80|k's path A is chunk k's, its path B the chunk after k's
// (FindNearestTile), and a chunk has one path. So a cell changed on a
// loop form's path A goes to chunk k, on its path B to the chunk after
// k; a chunk's changed cell (on either path) goes to both its paths and
// to the loop forms drawn from it. Cells the edit left alone stay, so
// what the edit changed is all that moves; the chunks changed this way
// are part of the edit (one undo step). Saving writes the same cells
// either way (sonlvl writes what differs from the files); this keeps the
// level's collision in the editor and the preview as the game will read
// it.
func (e *levelEdit) s1Sync() {
	if !e.m.s1Project() || len(e.chunkBefore) == 0 {
		return
	}
	lib := e.lib
	n := min(len(lib.Chunks), e.nChunks)
	set := func(id int, i, p int, c layers.Cell) {
		if id < 0 || id >= n || i >= len(lib.Chunks[id].Blocks) || lib.Chunks[id].Blocks[i][p] == c {
			return
		}
		e.touchChunk(layers.ChunkID(id))
		lib.Chunks[id].Blocks[i][p] = c
	}
	edited := func(loops bool) []int {
		var ids []int
		for id := range e.chunkBefore {
			if (int(id) >= 0x80) == loops && int(id) < n {
				ids = append(ids, int(id))
			}
		}
		sort.Ints(ids)
		return ids
	}
	for _, id := range edited(true) {
		k := id & 0x7F
		before, now := e.chunkBefore[layers.ChunkID(id)], lib.Chunks[id].Blocks
		for i := range now {
			if i >= len(before) {
				break
			}
			if a := now[i][0]; a != before[i][0] && k > 0 {
				set(k, i, 0, a)
				set(k, i, 1, a)
			}
			if b := now[i][1]; b != before[i][1] {
				alt := sonlvl.S1AltChunk(k)
				set(alt, i, 0, b)
				set(alt, i, 1, b)
			}
		}
	}
	for _, k := range edited(false) {
		if k == 0 {
			continue
		}
		before, now := e.chunkBefore[layers.ChunkID(k)], lib.Chunks[k].Blocks
		for i := range now {
			if i >= len(before) || now[i] == before[i] {
				continue
			}
			c := now[i][0]
			if c == before[i][0] {
				c = now[i][1] // only path B was changed
			}
			set(k, i, 0, c)
			set(k, i, 1, c)
			set(0x80|k, i, 0, c)
			for j := max(k-1, 0); j <= k; j++ {
				if sonlvl.S1AltChunk(j) == k {
					set(0x80|j, i, 1, c)
				}
			}
			if k == 0x51 {
				set(0xA8, i, 1, c) // $28's path B
			}
		}
	}
}

// s1SetBlock is setBlock's copy-on-write on a Sonic 1 project's level
// (layout cell li, block i of its chunk): a loop form ($80|k) is edited in
// place (it is chunk k and the chunk after it, which s1Sync carries the
// cell to; a copy could not keep its two paths), and where a chunk must
// be copied (the empty chunk, or one other cells place) the copy takes
// the first free number after the last chunk, below $80 (s1Top), not the
// library's end, whose numbers from $80 on are loop forms. done reports
// that it placed the block itself; ok false: no number is free.
func (e *levelEdit) s1SetBlock(li, i int, b layers.Block) (done, ok bool) {
	l, lib := e.lvl, e.lib
	id := l.Layout[li]
	if id >= 0x80 {
		if int(id) >= len(lib.Chunks) || i >= len(lib.Chunks[id].Blocks) {
			return false, false
		}
		lib.Chunks[id].Blocks[i] = b
		return true, true
	}
	refs := 0
	for _, o := range append([]*layers.Level{l}, e.m.others(l)...) {
		if o.Lib != lib {
			continue
		}
		for _, c := range o.Layout {
			if c == id {
				refs++
			}
		}
	}
	if id != 0 && refs <= 1 {
		return false, true // edited in place by SetBlock
	}
	slot := e.m.s1Top()
	if slot >= 0x80 {
		return false, false
	}
	if slot >= len(lib.Chunks) {
		return false, true // SetBlock appends the copy at slot
	}
	e.touchChunk(layers.ChunkID(slot))
	lib.Chunks[slot].Blocks = slices.Clone(lib.Chunks[id].Blocks)
	l.Layout[li] = layers.ChunkID(slot)
	if id != 0 {
		copyChunkArt(l, id, layers.ChunkID(slot))
	}
	lib.Chunks[slot].Blocks[i] = b
	return true, true
}

// ChunkList returns the chunk numbers the Chunks tab lists, in order: every
// chunk of the library; on a Sonic 1 project's level, chunk 0 and the
// chunks 1 up to the last one that holds something (the numbers past it,
// up to $7F, are free: Add takes the first), each chunk followed by its
// loop form $80|k when a level sharing the chunks places it (or the game
// or the project names it: LoopTileNums, loopchunks=), rather than the
// 128 loop numbers apart at the end.
func (m *Model) ChunkList() []int {
	lib := m.Lib()
	if !m.s1Project() {
		ids := make([]int, len(lib.Chunks))
		for i := range ids {
			ids[i] = i
		}
		return ids
	}
	use, err := m.s1Usage()
	if err != nil {
		use = make([]int, 0x100) // the sharers unread: the open level's
		for _, id := range m.Level().Layout {
			use[id]++
		}
	}
	pins := m.S1FixedChunks()
	top := m.s1Top()
	ids := []int{0}
	sel := int(m.SelectedChunk())
	for k := 1; k < min(max(top, sel&0x7F+1), 0x80, len(lib.Chunks)); k++ {
		ids = append(ids, k)
		l := 0x80 | k
		if l < len(lib.Chunks) && (use[l] > 0 || sel == l || strings.Contains(pins[k], fmt.Sprintf("loop chunk $%02X", l))) {
			ids = append(ids, l)
		}
	}
	return ids
}

// ChunkAddError returns why the Chunks tab's Add and Duplicate cannot
// make a chunk: on a Sonic 1 project's level, every number 1..$7F holds a
// chunk (a layout byte from $80 is a loop form); nil when they can.
func (m *Model) ChunkAddError() error {
	if !m.s1Project() || m.s1Top() < 0x80 {
		return nil
	}
	return fmt.Errorf("no free chunk number: a Sonic 1 layout byte names chunks 1..$7F ($80 up are loop forms), and all of them hold a chunk; delete unused chunks (Layout > Delete unused chunks) or empty one to free a number")
}

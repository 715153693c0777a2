package model

import (
	"fmt"

	"loopwright/sonlvl"
)

// Chunk tools on a SonLVL project's level (docs/editor.md "Layout
// tools"): a zone's other acts share its chunk files, so a chunk only
// they use is not unused, and the renumbering (deleted chunks, merged
// duplicates) is remembered and applied to their layouts when the level
// is saved (sonlvl.SaveModelRemap: one all-or-nothing save). Nothing is
// written before Save; undoing a tool undoes its renumbering of theirs.

// sharedChunks is what the model knows of the levels sharing the open
// project level's chunk files.
type sharedChunks struct {
	// remap maps chunk numbers as the sharers' layouts had them when the
	// level was opened to the model's (-1: deleted); nil: unchanged.
	remap []int
	// saved is remap as last saved (nil: as opened).
	saved []int
	// names and use are the sharers and their chunk usage on disk (in
	// saved's numbering), read by loadSharers.
	names  []string
	use    []int
	loaded bool
	// partPin and partNames are sonlvl's PartPinnedChunks: the chunks
	// below partPin lie in a chunk file part the levels partNames share
	// without sharing the whole chunks= key (their layouts are not
	// renumbered), read by loadSharers.
	partPin   int
	partNames []string
	// pinsKey and pins cache S1FixedChunks (the project's INI and level
	// they were read for).
	pinsKey string
	pins    map[int]string
	// masks is the same for the tile tools' renumbering of the masks,
	// for the levels sharing the project level's collision arrays.
	masks sharedMasks
}

// sharedMasks is what the model knows of the levels sharing the open
// project level's collision arrays (colarr1=): the tile tools'
// renumbering of the masks, remembered for their collision indexes.
type sharedMasks struct {
	// remap maps mask numbers as the sharers' indexes had them when the
	// level was opened to the model's tiles (-1: deleted); nil: unchanged.
	remap []int
	// saved is remap as last saved (nil: as opened).
	saved []int
	// names and use are the sharers and how many of their index entries
	// name each mask on disk (in saved's numbering).
	names  []string
	use    []int
	loaded bool
}

// projectLevel reports whether the model holds one level of a SonLVL
// project (its Path the project's INI).
func (m *Model) projectLevel() bool {
	return IsProject(m.Path) && len(m.Pack.Levels) == 1
}

// loadSharers reads the sharers' names and usage once per save.
func (m *Model) loadSharers() error {
	if m.shared.loaded || !m.projectLevel() {
		return nil
	}
	p, err := sonlvl.Open(m.Path)
	if err != nil {
		return err
	}
	n := len(m.Lib().Chunks)
	if len(m.shared.saved) > n {
		n = len(m.shared.saved)
	}
	if len(m.shared.remap) > n {
		n = len(m.shared.remap)
	}
	use, names, err := p.SharedChunkUsage(m.Pack.Levels[0].Name, n+0x100)
	if err != nil {
		return err
	}
	pin, pnames, err := p.PartPinnedChunks(m.Pack.Levels[0].Name)
	if err != nil {
		return err
	}
	m.shared.use, m.shared.names, m.shared.loaded = use, names, true
	m.shared.partPin, m.shared.partNames = pin, pnames
	return nil
}

// PartPinnedChunks returns, for a SonLVL project's level, how many chunks
// from chunk 0 the chunk tools keep where they are (pinned: never moved,
// merged away or deleted) because they lie in a chunk file part other
// levels share without sharing the whole chunks= key (Sonic 3 &
// Knuckles' acts sharing the primary chunks, each with its own
// secondary; docs/assumptions.md "SonLVL's editing tools"), and those
// levels' names; 0 for a pack, or when the sharers cannot be read
// (ChunkToolError says why, and the tools do nothing then).
func (m *Model) PartPinnedChunks() (int, []string) {
	if !m.projectLevel() || m.loadSharers() != nil {
		return 0, nil
	}
	return m.shared.partPin, m.shared.partNames
}

// relRemap returns the renumbering that takes chunk numbers of base's
// result to cur's (both from the same first numbering; nil is the
// identity): an error when cur is not base followed by more (a tool
// undone after its renumbering was saved).
func relRemap(base, cur []int) ([]int, error) { return relRemapOf("chunk", "chunks", base, cur) }

// relRemapOf is relRemap for things named what (one) and whats (more):
// chunks, or masks (the collision arrays').
func relRemapOf(what, whats string, base, cur []int) ([]int, error) {
	n := max(len(base), len(cur))
	at := func(r []int, i int) int {
		if r == nil || i >= len(r) {
			return i
		}
		return r[i]
	}
	rel := map[int]int{}
	top := -1
	for i := 0; i < n; i++ {
		b, c := at(base, i), at(cur, i)
		if b < 0 {
			if c >= 0 {
				return nil, fmt.Errorf("%s %d, deleted by a renumbering already saved into the levels sharing the %s, is back (undone after Save): redo it, or reopen the level", what, i, whats)
			}
			continue
		}
		if v, ok := rel[b]; ok && v != c {
			return nil, fmt.Errorf("%s merged by a renumbering already saved into the levels sharing the %s are apart again (undone after Save): redo it, or reopen the level", whats, whats)
		}
		rel[b] = c
		top = max(top, b)
	}
	out := make([]int, top+1)
	for i := range out {
		v, ok := rel[i]
		if !ok {
			v = i
		}
		out[i] = v
	}
	return out, nil
}

// composeRemap returns newID applied after r (nil: the identity).
func composeRemap(r, newID []int) []int {
	if r == nil {
		return append([]int(nil), newID...)
	}
	out := make([]int, len(r))
	for i, v := range r {
		switch {
		case v < 0:
			out[i] = -1
		case v < len(newID):
			out[i] = newID[v]
		default:
			out[i] = v
		}
	}
	return out
}

// noteRemap records newID, applied to the model's chunks, for the sharers.
func (m *Model) noteRemap(newID []int) {
	if m.projectLevel() {
		m.shared.remap = composeRemap(m.shared.remap, newID)
	}
}

// SharedChunkUsage returns, for a SonLVL project's level, how many layout
// cells of the levels sharing its chunk files use each of the model's
// chunks (as the model now numbers them), and those levels' names; nil
// for a pack. An error says why the sharers cannot be read, or that a
// renumbering saved into them was undone since.
func (m *Model) SharedChunkUsage() ([]int, []string, error) {
	if !m.projectLevel() {
		return nil, nil, nil
	}
	if err := m.loadSharers(); err != nil {
		return nil, nil, err
	}
	rel, err := relRemap(m.shared.saved, m.shared.remap)
	if err != nil {
		return nil, nil, err
	}
	n := len(m.Lib().Chunks)
	if m.s1Project() {
		n = max(n, 0x100) // Sonic 1's loop forms $80|k
	}
	use := make([]int, n)
	for d, u := range m.shared.use {
		c := d
		if d < len(rel) {
			c = rel[d]
		}
		if u > 0 && c >= 0 && c < len(use) {
			use[c] += u
		}
	}
	return use, m.shared.names, nil
}

// ChunkRenumberSharers returns the levels whose layouts Save will rewrite
// because of the chunk tools' renumbering since the last save (none for a
// pack, or when nothing was renumbered).
func (m *Model) ChunkRenumberSharers() []string {
	if !m.projectLevel() || (m.shared.remap == nil && m.shared.saved == nil) {
		return nil
	}
	rel, err := relRemap(m.shared.saved, m.shared.remap)
	if err != nil {
		return nil
	}
	same := true
	for i, v := range rel {
		same = same && v == i
	}
	if same || m.loadSharers() != nil {
		return nil
	}
	return m.shared.names
}

// Save writes the pack to path (SavePack); a SonLVL project's level saved
// to its own project also rewrites, in the same all-or-nothing save, the
// layouts of the levels sharing its chunk files with the chunk tools'
// renumbering (sonlvl.SaveModelRemap). It returns the names of those
// levels rewritten.
func (m *Model) Save(path string) ([]string, error) {
	sm := &m.shared.masks
	chunks := m.shared.remap != nil || m.shared.saved != nil
	masks := sm.remap != nil || sm.saved != nil
	if !m.projectLevel() || path != m.Path || (!chunks && !masks) {
		return nil, SavePack(m.Pack, path)
	}
	var rel, mrel []int
	var err error
	if chunks {
		if rel, err = relRemap(m.shared.saved, m.shared.remap); err != nil {
			return nil, err
		}
	}
	if masks {
		if mrel, err = relRemapOf("mask", "masks", sm.saved, sm.remap); err != nil {
			return nil, err
		}
		if mrel == nil {
			mrel = []int{}
		}
	}
	names, err := sonlvl.SaveModelRemaps(path, m.Pack.Levels[0], rel, mrel)
	if err != nil {
		return nil, err
	}
	m.shared.saved = append([]int(nil), m.shared.remap...)
	m.shared.loaded = false
	sm.saved = append([]int(nil), sm.remap...)
	sm.loaded = false
	return names, nil
}

// ChunkToolError returns why the chunk tools cannot renumber a SonLVL
// project level's chunks (the levels sharing its chunk files cannot be
// read, or a renumbering saved into them was undone since), else nil.
func (m *Model) ChunkToolError() error {
	_, _, err := m.SharedChunkUsage()
	return err
}

// loadMaskSharers reads the collision arrays' sharers' names and index
// usage once per save.
func (m *Model) loadMaskSharers() error {
	sm := &m.shared.masks
	if sm.loaded || !m.projectLevel() {
		return nil
	}
	p, err := sonlvl.Open(m.Path)
	if err != nil {
		return err
	}
	n := max(len(m.Lib().Tiles), len(sm.saved), len(sm.remap), 256)
	use, names, err := p.MaskUsage(m.Pack.Levels[0].Name, n)
	if err != nil {
		return err
	}
	sm.use, sm.names, sm.loaded = use, names, true
	return nil
}

// SharedTileUsage returns, for a SonLVL project's level, how many
// collision index entries of the levels sharing its collision arrays
// name each of the model's tiles (as the model now numbers them), and
// those levels' names; nil for a pack or a level sharing them with none.
// An error says why the sharers cannot be read, or that a renumbering
// saved into them was undone since.
func (m *Model) SharedTileUsage() ([]int, []string, error) {
	if !m.projectLevel() {
		return nil, nil, nil
	}
	if err := m.loadMaskSharers(); err != nil {
		return nil, nil, err
	}
	sm := &m.shared.masks
	if len(sm.names) == 0 {
		return nil, nil, nil
	}
	rel, err := relRemapOf("mask", "masks", sm.saved, sm.remap)
	if err != nil {
		return nil, nil, err
	}
	use := make([]int, len(m.Lib().Tiles))
	for d, u := range sm.use {
		c := d
		if d < len(rel) {
			c = rel[d]
		}
		if u > 0 && c >= 0 && c < len(use) {
			use[c] += u
		}
	}
	return use, sm.names, nil
}

// noteMaskRemap records newID, applied to the model's tiles, for the
// levels sharing the collision arrays.
func (m *Model) noteMaskRemap(newID []int) {
	if m.projectLevel() {
		m.shared.masks.remap = composeRemap(m.shared.masks.remap, newID)
	}
}

// TileRenumberSharers returns the levels whose collision indexes Save
// will rewrite because of the tile tools' renumbering since the last save
// (none for a pack, or when nothing was renumbered).
func (m *Model) TileRenumberSharers() []string {
	sm := &m.shared.masks
	if !m.projectLevel() || (sm.remap == nil && sm.saved == nil) {
		return nil
	}
	rel, err := relRemapOf("mask", "masks", sm.saved, sm.remap)
	if err != nil {
		return nil
	}
	same := true
	for i, v := range rel {
		same = same && v == i
	}
	if same || m.loadMaskSharers() != nil {
		return nil
	}
	return sm.names
}

// TileToolError returns why the tile tools that renumber tiles (Delete
// unused tiles, Remove duplicate tiles, the Tiles tab's Delete) cannot
// run on a SonLVL project's level whose collision arrays other levels
// share (every zone of the disassemblies'): those levels' collision
// indexes cannot be read (they are renumbered with the masks, on Save),
// or a renumbering saved into them was undone since; nil otherwise.
func (m *Model) TileToolError() error {
	_, _, err := m.SharedTileUsage()
	return err
}

// DeleteTileError returns why tile id cannot be deleted: TileToolError,
// or a level sharing the collision arrays names it in its collision
// index (the mask would go from under that level's blocks); nil when it
// can.
func (m *Model) DeleteTileError(id int) error {
	use, names, err := m.SharedTileUsage()
	if err != nil || id >= len(use) || use[id] == 0 {
		return err
	}
	others := names[0]
	if len(names) > 1 {
		others = fmt.Sprintf("one of %s and %d other levels", names[0], len(names)-1)
	}
	return fmt.Errorf("tile %d stays: %d collision index entries of %s, sharing the collision arrays (colarr1=), name it (Delete unused tiles keeps it too)", id, use[id], others)
}

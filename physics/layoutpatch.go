package physics

import "loopwright/layers"

// Layout patches: level code that rewrites the level's chunk layout as the
// act runs (Sonic 1's DLE_LZ3 and DynWater_LZ3 write a chunk of
// Labyrinth 3's layout RAM). The level itself is never changed: the
// chunks an engine writes are kept in the State (LayoutPatch), so Save
// and Restore copy them, a restart (spawn) clears them, and the terrain
// the sensors read (terrain.go) is the level's layout with them applied.
// The patched layout lives in a buffer of the Sim sized at spawn and
// SetLevel, so a frame allocates nothing.

// MaxLayoutPatches is the number of layout cells a run can rewrite
// (Sonic 2's ObjC2_Bust writes 12).
const MaxLayoutPatches = 16

// LayoutPatch is the chunks level code wrote into the layout this run:
// N cells, cell i at layout index At[i] (row * LayoutW + column) now
// holding chunk ID[i].
type LayoutPatch struct {
	N  int
	At [MaxLayoutPatches]int32
	ID [MaxLayoutPatches]layers.ChunkID
}

// SetLayoutChunk writes chunk id into the layout at chunk (cx, cy) for
// the rest of the run, as the games' level code writes their layout RAM;
// the terrain reads it from the next sensor on. It reports false (and
// writes nothing) outside the layout or when MaxLayoutPatches other
// cells are already written.
func (s *Sim) SetLayoutChunk(cx, cy int, id layers.ChunkID) bool {
	l := s.level
	if l == nil || cx < 0 || cy < 0 || cx >= l.LayoutW || cy >= l.LayoutH || cy*l.LayoutW+cx >= len(l.Layout) {
		return false
	}
	p := &s.st.Layout
	at := int32(cy*l.LayoutW + cx)
	i := 0
	for i < p.N && p.At[i] != at {
		i++
	}
	if i == MaxLayoutPatches {
		return false
	}
	if i == p.N {
		p.N++
	}
	p.At[i], p.ID[i] = at, id
	s.loadTerrain()
	return true
}

// LayoutChunk returns the chunk the terrain reads at chunk (cx, cy): the
// level's layout with the run's patches; 0 outside the layout (the games'
// layout RAM holds zeros there).
func (s *Sim) LayoutChunk(cx, cy int) layers.ChunkID {
	t := &s.terr
	if cx < 0 || cy < 0 || cx >= t.layoutW {
		return 0
	}
	i := cy*t.layoutW + cx
	if i >= len(t.layout) {
		return 0
	}
	return t.layout[i]
}

// loadTerrain points the terrain at the level and applies the run's
// layout patches (into patchBuf: no allocation once sizePatchBuf ran for
// the level).
func (s *Sim) loadTerrain() {
	s.terr.load(s.level)
	p := &s.st.Layout
	if p.N == 0 || s.level == nil {
		return
	}
	buf := append(s.patchBuf[:0], s.level.Layout...)
	for i := 0; i < p.N && i < MaxLayoutPatches; i++ {
		if k := int(p.At[i]); k >= 0 && k < len(buf) {
			buf[k] = p.ID[i]
		}
	}
	s.patchBuf = buf
	s.terr.layout = buf
}

// sizePatchBuf gives patchBuf room for the level's layout (spawn,
// SetLevel), so that patching it during a frame allocates nothing.
func (s *Sim) sizePatchBuf() {
	if s.level != nil && cap(s.patchBuf) < len(s.level.Layout) {
		s.patchBuf = make([]layers.ChunkID, 0, len(s.level.Layout))
	}
}

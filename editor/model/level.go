package model

import (
	"fmt"
	"slices"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/objcatalog"
)

// levelState is the part of Model that the level and chunk editors use:
// the selected level, chunk and thing, the brush, the open edit (a stroke
// or drag) and the clipboard.
type levelState struct {
	index    int // selected level in Pack.Levels
	chunk    int // selected chunk in the Chunks tab (0 = none)
	brush    Brush
	brushSet bool // brush was initialised (tile 1 by default)
	// artBrush is the art block the chunk editor's Art block tool places
	// (chunkart.go).
	artBrush mdart.BlockRef
	// artStroke is the Art block tool's drag, which the blocks it places
	// join as one undo step (chunkart.go).
	artStroke *artStroke
	// sel is the selected switcher, object or start (kind ThingNone when
	// nothing is selected).
	sel   Thing
	open  *levelEdit
	clip  *Clip
	place layers.ChunkID // chunk the Chunk tool places
	class string         // object class the Object tool places
	// multi are the switchers and objects selected together (rubber
	// band, Ctrl-click, select all of a kind: things_bulk.go), sorted.
	multi []Thing
	// thingClip are the copied switchers and objects (CopyThings).
	thingClip *ThingClip
	// thingsNewer: the last copy was CopyThings, not CopyRect.
	thingsNewer bool
	// bgOpen is the background drag's edit, which later cells merge into
	// (background.go).
	bgOpen *bgEdit
	// bgClip are the copied background chunks (background_tools.go).
	bgClip *BGClip
}

// Brush is what the Brush and Fill tools paint: a tile with its flips and
// solidity, on path A, B or both.
type Brush struct {
	Tile     layers.TileID
	XFlip    bool
	YFlip    bool
	Solidity heightmask.Solidity
	// Paths is the set of paths painted: PathSetA, PathSetB or PathSetBoth.
	Paths PathSet
}

// PathSet is a set of collision paths the brush paints.
type PathSet uint8

// Path sets. The zero value is both paths.
const (
	PathSetBoth PathSet = iota
	PathSetA
	PathSetB
)

// Has reports whether s includes path p.
func (s PathSet) Has(p layers.Path) bool {
	switch s {
	case PathSetA:
		return p == layers.PathA
	case PathSetB:
		return p == layers.PathB
	}
	return true
}

// String returns "A", "B" or "A+B".
func (s PathSet) String() string {
	switch s {
	case PathSetA:
		return "A"
	case PathSetB:
		return "B"
	}
	return "A+B"
}

// ThingKind is the kind of a selected level thing.
type ThingKind uint8

// Thing kinds.
const (
	ThingNone ThingKind = iota
	ThingSwitcher
	ThingObject
	ThingStart
)

// Thing names a switcher or object (by index) or the player start.
type Thing struct {
	Kind  ThingKind
	Index int
}

// Level returns the selected level, or nil when the pack has none.
func (m *Model) Level() *layers.Level {
	ls := m.Pack.Levels
	if len(ls) == 0 {
		return nil
	}
	i := min(max(m.lv.index, 0), len(ls)-1)
	return ls[i]
}

// LevelIndex returns the index of the selected level in Pack.Levels.
func (m *Model) LevelIndex() int {
	return min(max(m.lv.index, 0), max(len(m.Pack.Levels)-1, 0))
}

// SelectLevel selects level i (ignored when out of range). It is not an
// edit.
func (m *Model) SelectLevel(i int) {
	if i < 0 || i >= len(m.Pack.Levels) || i == m.lv.index {
		return
	}
	m.EndStroke()
	m.lv.index = i
	m.lv.sel = Thing{}
	m.lv.multi = nil
	m.notify()
}

// others returns the pack's levels other than l (they share the library,
// so copy-on-write must count their chunk uses).
func (m *Model) others(l *layers.Level) []*layers.Level {
	var r []*layers.Level
	for _, o := range m.Pack.Levels {
		if o != l {
			r = append(r, o)
		}
	}
	return r
}

// Brush returns the brush the Brush and Fill tools paint.
func (m *Model) Brush() Brush {
	if !m.lv.brushSet {
		m.lv.brushSet = true
		if len(m.Lib().Tiles) > 1 {
			m.lv.brush = Brush{Tile: 1, Solidity: m.Lib().Tiles[1].Solidity}
		}
	}
	if n := len(m.Lib().Tiles); int(m.lv.brush.Tile) >= n {
		// The brush's tile is gone (an added tile undone, another pack):
		// painting it would place a tile the pack cannot save.
		m.lv.brush.Tile = layers.TileID(max(n-1, 0))
	}
	return m.lv.brush
}

// SetBrush sets the brush (not an edit).
func (m *Model) SetBrush(b Brush) {
	if b == m.Brush() {
		return
	}
	m.lv.brush = b
	m.notify()
}

// PlaceChunkID returns the chunk the Chunk tool places.
func (m *Model) PlaceChunkID() layers.ChunkID { return m.lv.place }

// SetPlaceChunk selects the chunk the Chunk tool places.
func (m *Model) SetPlaceChunk(id layers.ChunkID) {
	if id == m.lv.place {
		return
	}
	m.lv.place = id
	m.notify()
}

// Selected returns the selected switcher, object or start.
func (m *Model) SelectedThing() Thing {
	l := m.Level()
	s := m.lv.sel
	switch {
	case l == nil:
		return Thing{}
	case s.Kind == ThingSwitcher && (s.Index < 0 || s.Index >= len(l.Switchers)):
		return Thing{}
	case s.Kind == ThingObject && (s.Index < 0 || s.Index >= len(l.Objects)):
		return Thing{}
	}
	return s
}

// SelectThing selects a switcher, object or the start for the properties
// panel (not an edit).
func (m *Model) SelectThing(t Thing) {
	if t == m.lv.sel && m.lv.multi == nil {
		return
	}
	m.lv.sel = t
	m.lv.multi = nil
	m.notify()
}

// levelEdit is the Action of an edit of the library's chunks (and tiles
// added for them) and of one level's layout, switchers, objects and start.
// It records only what changed: the chunks edited in place (before and
// after), the chunks and tiles appended (the library's lists only grow
// during an edit) and the layout cells rewritten, so that a paint stroke
// on a huge level stays small.
type levelEdit struct {
	m    *Model
	lib  *layers.Library
	lvl  *layers.Level // nil for an edit of chunks only
	desc string

	nTiles, nChunks int
	chunkBefore     map[layers.ChunkID][]layers.Block
	chunkAfter      map[layers.ChunkID][]layers.Block
	layoutBefore    map[int]layers.ChunkID
	layoutAfter     map[int]layers.ChunkID
	tilesAdded      []heightmask.Mask
	chunksAdded     []layers.Chunk
	blocks          map[[2]int]struct{} // blocks changed, for the description

	thingsBefore, thingsAfter things
	thingsChanged             bool
	// picBefore and picAfter are the edited level's picture: a chunk
	// copied on write takes the art of the chunk it copies.
	picBefore, picAfter layers.Picture
	selBefore, selAfter Thing
}

// things are a level's switchers, objects, start and properties.
type things struct {
	switchers []layers.Switcher
	objects   []layers.Object
	start     layers.Point
	props     []layers.Prop
}

func snapThings(l *layers.Level) things {
	if l == nil {
		return things{}
	}
	t := things{switchers: slices.Clone(l.Switchers), start: l.Start, props: slices.Clone(l.Props)}
	if l.Objects != nil {
		t.objects = make([]layers.Object, len(l.Objects))
		for i, o := range l.Objects {
			o.Props = slices.Clone(o.Props)
			t.objects[i] = o
		}
	}
	return t
}

func (t things) equal(o things) bool {
	if t.start != o.start || !slices.Equal(t.switchers, o.switchers) || len(t.objects) != len(o.objects) || !slices.Equal(t.props, o.props) {
		return false
	}
	for i := range t.objects {
		a, b := t.objects[i], o.objects[i]
		if a.ID != b.ID || a.Class != b.Class || a.Name != b.Name || a.X != b.X || a.Y != b.Y || a.W != b.W || a.H != b.H || !slices.Equal(a.Props, b.Props) {
			return false
		}
	}
	return true
}

func (t things) apply(l *layers.Level) {
	s := snapThings(&layers.Level{Switchers: t.switchers, Objects: t.objects, Start: t.start, Props: t.props})
	l.Switchers, l.Objects, l.Start, l.Props = s.switchers, s.objects, s.start, s.props
}

// beginEdit opens an edit of lvl (nil: chunks only) named desc. A "%d" in
// desc is replaced by the number of blocks changed. Call m.commitEdit (one
// shot) or leave it open as a stroke that m.EndStroke records.
func (m *Model) beginEdit(lvl *layers.Level, desc string) *levelEdit {
	m.EndStroke()
	lib := m.Lib()
	e := &levelEdit{m: m, lib: lib, lvl: lvl, desc: desc,
		nTiles: len(lib.Tiles), nChunks: len(lib.Chunks),
		chunkBefore:  map[layers.ChunkID][]layers.Block{},
		layoutBefore: map[int]layers.ChunkID{},
		blocks:       map[[2]int]struct{}{},
		thingsBefore: snapThings(lvl),
		selBefore:    m.lv.sel,
	}
	if lvl != nil {
		e.picBefore = lvl.Picture
	}
	m.lv.open = e
	return e
}

// endLevelStroke records the open level edit, if any, when it changed
// something. Model.EndStroke calls it.
func (m *Model) endLevelStroke() {
	e := m.lv.open
	if e == nil {
		return
	}
	m.lv.open = nil
	if e.finish() {
		m.History.Push(e)
	} else {
		m.notify()
	}
}

// commitEdit records the open edit e at once.
func (m *Model) commitEdit(e *levelEdit) {
	if m.lv.open == e {
		m.endLevelStroke()
	}
}

// touchChunk saves chunk id's blocks before they are edited in place.
func (e *levelEdit) touchChunk(id layers.ChunkID) {
	if int(id) >= e.nChunks || int(id) >= len(e.lib.Chunks) {
		return
	}
	if _, ok := e.chunkBefore[id]; !ok {
		e.chunkBefore[id] = slices.Clone(e.lib.Chunks[id].Blocks)
	}
}

// touchLayout saves layout cell i before it is rewritten.
func (e *levelEdit) touchLayout(i int) {
	if _, ok := e.layoutBefore[i]; !ok && e.lvl != nil && i < len(e.lvl.Layout) {
		e.layoutBefore[i] = e.lvl.Layout[i]
	}
}

// setBlock places b at block (bx, by) of the edited level, copy-on-write,
// recording what it changes. It reports whether the block changed.
func (e *levelEdit) setBlock(bx, by int, b layers.Block) bool {
	l := e.lvl
	old, ok := l.Block(bx, by)
	if !ok || old == b {
		return false
	}
	n := l.Lib.ChunkBlocks
	li := (by/n)*l.LayoutW + bx/n
	e.touchLayout(li)
	e.touchChunk(l.Layout[li])
	if e.m.s1Project() {
		// Sonic 1's chunk numbers are layout bytes (s1_chunks.go).
		done, ok := e.s1SetBlock(li, (by%n)*n+bx%n, b)
		if !ok {
			return false
		}
		if done {
			e.blocks[[2]int{bx, by}] = struct{}{}
			return true
		}
	}
	from := l.Layout[li]
	if err := l.SetBlock(bx, by, b, e.m.others(l)...); err != nil {
		return false
	}
	if to := l.Layout[li]; to != from && from != 0 {
		copyChunkArt(l, from, to) // the copy looks as the chunk it copies
	}
	e.blocks[[2]int{bx, by}] = struct{}{}
	return true
}

// copyChunkArt gives chunk to the art of chunk from in level l's picture
// (a chunk copied on write).
func copyChunkArt(l *layers.Level, from, to layers.ChunkID) {
	a, ok := l.Picture.(*mdart.LevelArt)
	if !ok || a == nil {
		return
	}
	src, dst := artIndex(a, int(from)), artIndex(a, int(to))
	if src < 0 || src >= len(a.Chunks) || dst < 0 {
		return
	}
	chunks := slices.Clone(a.Chunks)
	for len(chunks) <= dst {
		chunks = append(chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, a.ChunkBlocks*a.ChunkBlocks)})
	}
	chunks[dst] = mdart.Chunk{Blocks: slices.Clone(a.Chunks[src].Blocks)}
	replaceArt(l, func(na *mdart.LevelArt) { na.Chunks = chunks })
}

// setLayout places chunk id at layout cell (cx, cy).
func (e *levelEdit) setLayout(cx, cy int, id layers.ChunkID) bool {
	l := e.lvl
	if cx < 0 || cy < 0 || cx >= l.LayoutW || cy >= l.LayoutH || int(id) >= len(l.Lib.Chunks) {
		return false
	}
	i := cy*l.LayoutW + cx
	if l.Layout[i] == id {
		return false
	}
	e.touchLayout(i)
	l.Layout[i] = id
	e.blocks[[2]int{-1 - cx, cy}] = struct{}{}
	return true
}

// finish computes the after state; it reports whether anything changed.
func (e *levelEdit) finish() bool {
	e.s1Sync() // a Sonic 1 project's chunks that show the same cells (s1_chunks.go)
	lib := e.lib
	e.chunkAfter = map[layers.ChunkID][]layers.Block{}
	for id, before := range e.chunkBefore {
		if int(id) < len(lib.Chunks) && !slices.Equal(before, lib.Chunks[id].Blocks) {
			e.chunkAfter[id] = slices.Clone(lib.Chunks[id].Blocks)
		} else {
			delete(e.chunkBefore, id)
		}
	}
	e.layoutAfter = map[int]layers.ChunkID{}
	if e.lvl != nil {
		for i, before := range e.layoutBefore {
			if e.lvl.Layout[i] != before {
				e.layoutAfter[i] = e.lvl.Layout[i]
			} else {
				delete(e.layoutBefore, i)
			}
		}
	}
	if len(lib.Tiles) > e.nTiles {
		e.tilesAdded = slices.Clone(lib.Tiles[e.nTiles:])
	}
	if len(lib.Chunks) > e.nChunks {
		e.chunksAdded = cloneChunks(lib.Chunks[e.nChunks:])
	}
	e.thingsAfter = snapThings(e.lvl)
	e.thingsChanged = !e.thingsAfter.equal(e.thingsBefore)
	if e.lvl != nil {
		e.picAfter = e.lvl.Picture
	}
	e.selAfter = e.m.lv.sel
	if strings.Contains(e.desc, "%d") {
		e.desc = fmt.Sprintf(e.desc, len(e.blocks))
		e.desc = strings.Replace(e.desc, " 1 blocks", " 1 block", 1)
		e.desc = strings.Replace(e.desc, " 1 chunks", " 1 chunk", 1)
	}
	return len(e.chunkAfter) > 0 || len(e.layoutAfter) > 0 || len(e.tilesAdded) > 0 ||
		len(e.chunksAdded) > 0 || e.thingsChanged || e.picAfter != e.picBefore
}

func (e *levelEdit) Description() string { return e.desc }

func (e *levelEdit) Do() {
	lib := e.lib
	lib.Tiles = append(lib.Tiles[:min(e.nTiles, len(lib.Tiles))], e.tilesAdded...)
	lib.Chunks = append(lib.Chunks[:min(e.nChunks, len(lib.Chunks))], cloneChunks(e.chunksAdded)...)
	for id, b := range e.chunkAfter {
		if int(id) < len(lib.Chunks) {
			lib.Chunks[id].Blocks = slices.Clone(b)
		}
	}
	if e.lvl != nil {
		for i, id := range e.layoutAfter {
			e.lvl.Layout[i] = id
		}
		if e.thingsChanged {
			e.thingsAfter.apply(e.lvl)
		}
		if e.picAfter != e.picBefore {
			e.lvl.Picture = e.picAfter
		}
	}
	e.reselect(e.selAfter)
}

func (e *levelEdit) Undo() {
	lib := e.lib
	for id, b := range e.chunkBefore {
		if int(id) < len(lib.Chunks) {
			lib.Chunks[id].Blocks = slices.Clone(b)
		}
	}
	lib.Tiles = lib.Tiles[:min(e.nTiles, len(lib.Tiles))]
	lib.Chunks = lib.Chunks[:min(e.nChunks, len(lib.Chunks))]
	if e.lvl != nil {
		for i, id := range e.layoutBefore {
			e.lvl.Layout[i] = id
		}
		if e.thingsChanged {
			e.thingsBefore.apply(e.lvl)
		}
		if e.picAfter != e.picBefore {
			e.lvl.Picture = e.picBefore
		}
	}
	e.reselect(e.selBefore)
}

// reselect shows the edited level (and selected thing) again.
func (e *levelEdit) reselect(t Thing) {
	m := e.m
	if e.lvl != nil {
		if i := slices.Index(m.Pack.Levels, e.lvl); i >= 0 {
			m.lv.index = i
		}
	}
	m.lv.sel = t
}

// ObjectClass returns the class the Object tool places.
func (m *Model) ObjectClass() string {
	if m.lv.class == "" {
		return objcatalog.ClassNames()[0]
	}
	return m.lv.class
}

// SetObjectClass selects the class the Object tool places.
func (m *Model) SetObjectClass(c string) {
	m.lv.class = c
}

// BeginLevelStroke opens one undo step on the current level for a pointer
// stroke; desc (with %d for the count) names it. EndStroke closes it.
func (m *Model) BeginLevelStroke(desc string) { m.beginEdit(m.Level(), desc) }

package model

import (
	"fmt"
	"slices"

	"loopwright/heightmask"
	"loopwright/hexangle"
	"loopwright/layers"
	"loopwright/pack"
)

// Model is the editor's state: the open pack, the file it came from, the
// selected tile, the painting modes and the undo history. It is not a
// widget and needs no window, so every edit can be tested headless. Widgets
// call its methods and redraw when it notifies them.
//
// Every method that edits the pack records an Action on History. Methods
// must be called from the UI goroutine (use fyne.Do from others).
type Model struct {
	// Pack is the open pack; never nil after NewModel.
	Pack *Pack
	// Path is the file or directory Pack was loaded from or last saved to;
	// "" for a new pack or the built-in example.
	Path string
	// Selected is the index of the selected tile in Pack.Lib.Tiles; 0 (the
	// empty tile, which cannot be edited) when the library has no other.
	Selected int
	// Ceiling makes height painting produce ceiling columns (negative
	// heights hanging from the top edge).
	Ceiling bool
	// WidthsFromLeft makes width painting produce rows counted from the
	// left edge (negative widths).
	WidthsFromLeft bool
	// History is the undo stack of every edit.
	History History

	listeners []func()
	stroke    *tileEdit
	// lv is the level and chunk editors' state (level_model.go).
	lv levelState
	// dmg tells views what the last notifications changed (damage.go).
	dmg damage
	// shared is the chunk tools' renumbering for the levels sharing a
	// project level's chunk files (shared_chunks.go).
	shared sharedChunks
}

// NewModel returns a model editing p (a new empty pack if p is nil),
// loaded from path, with the first real tile selected.
func NewModel(p *Pack, path string) *Model {
	m := &Model{}
	m.History.OnChange = m.notify
	m.Replace(p, path)
	return m
}

// Untitled names a new pack (File > New) until its first Save As names it
// after the file chosen.
const Untitled = "Untitled"

// Replace makes p the open pack (a freshly opened file): it clears the
// history and selects the first real tile.
func (m *Model) Replace(p *Pack, path string) {
	if p == nil {
		p = pack.New(Untitled, 8)
	}
	if p.Lib == nil {
		p.Lib = layers.NewLibrary(8)
	}
	if len(p.Lib.Tiles) == 0 {
		p.Lib.Tiles = []heightmask.Mask{{}}
	}
	m.Pack, m.Path = p, path
	m.stroke = nil
	m.lv = levelState{}
	m.shared = sharedChunks{}
	m.Selected = 0
	if len(p.Lib.Tiles) > 1 {
		m.Selected = 1
	}
	m.History.Clear()
}

// OnChange registers f to be called after every change of the model.
func (m *Model) OnChange(f func()) { m.listeners = append(m.listeners, f) }

func (m *Model) notify() {
	m.bump()
	for _, f := range m.listeners {
		f()
	}
}

// Lib returns the open pack's tile library.
func (m *Model) Lib() *layers.Library { return m.Pack.Lib }

// Tile returns the selected tile, or nil when none can be edited.
func (m *Model) Tile() *heightmask.Mask {
	if m.Selected <= 0 || m.Selected >= len(m.Lib().Tiles) {
		return nil
	}
	return &m.Lib().Tiles[m.Selected]
}

// Select selects tile i (ignored when out of range). Selection is not an
// edit and is not recorded for undo.
func (m *Model) Select(i int) {
	if i < 0 || i >= len(m.Lib().Tiles) || i == m.Selected {
		return
	}
	m.Selected = i
	m.notify()
}

// Dirty reports whether the pack has unsaved changes.
func (m *Model) Dirty() bool { return m.History.Dirty() }

// Undo reverts the last edit.
func (m *Model) Undo() bool { m.EndStroke(); return m.History.Undo() }

// Redo re-applies the last undone edit.
func (m *Model) Redo() bool { m.EndStroke(); return m.History.Redo() }

// tileEdit is the Action of any edit of one tile's mask: it swaps the whole
// mask between before and after.
type tileEdit struct {
	m             *Model
	index         int
	before, after heightmask.Mask
	desc          string
}

func (a *tileEdit) set(v heightmask.Mask) {
	if a.index < len(a.m.Lib().Tiles) {
		a.m.Lib().Tiles[a.index] = v
	}
	a.m.Selected = a.index
}

func (a *tileEdit) Do()                 { a.set(a.after) }
func (a *tileEdit) Undo()               { a.set(a.before) }
func (a *tileEdit) Description() string { return a.desc }

// editTile applies f to a copy of the selected tile and records the result
// as one undoable edit named desc (with %d replaced by the tile's index).
// It does nothing when no tile is selected or f changes nothing.
func (m *Model) editTile(desc string, f func(t *heightmask.Mask)) {
	m.EndStroke()
	t := m.Tile()
	if t == nil {
		return
	}
	after := *t
	f(&after)
	recompute(&after)
	if after == *t {
		return
	}
	m.History.Do(&tileEdit{m: m, index: m.Selected, before: *t, after: after, desc: fmt.Sprintf(desc, m.Selected)})
}

// BeginStroke starts a paint stroke (a drag) on the selected tile: the
// PaintColumn and PaintRow calls until EndStroke change the tile live and
// are undone as one step.
func (m *Model) BeginStroke() {
	m.EndStroke()
	if t := m.Tile(); t != nil {
		m.stroke = &tileEdit{m: m, index: m.Selected, before: *t}
	}
}

// EndStroke finishes the current stroke, recording it if it changed
// anything. It is safe to call without a stroke.
func (m *Model) EndStroke() {
	m.endArtStroke()
	m.endLevelStroke()
	m.endBackgroundStroke()
	s := m.stroke
	m.stroke = nil
	if s == nil || s.index >= len(m.Lib().Tiles) {
		return
	}
	s.after = m.Lib().Tiles[s.index]
	if s.after == s.before {
		return
	}
	if s.desc == "" {
		s.desc = fmt.Sprintf("paint tile %d", s.index)
	}
	m.History.Push(s)
}

// stroked applies f to the selected tile, inside the current stroke or as
// a stroke of its own.
func (m *Model) stroked(desc string, f func(t *heightmask.Mask)) {
	own := m.stroke == nil
	if own {
		m.BeginStroke()
	}
	s := m.stroke
	if s == nil {
		return
	}
	t := &m.Lib().Tiles[s.index]
	old := *t
	f(t)
	recompute(t)
	if s.desc == "" {
		s.desc = fmt.Sprintf(desc, s.index)
	} else if s.desc != fmt.Sprintf(desc, s.index) {
		s.desc = fmt.Sprintf("paint tile %d", s.index)
	}
	if own {
		m.EndStroke()
	}
	if *t != old || own {
		m.notify()
	}
}

// ColumnValue returns the height a click in row (0 = top) paints in the
// current mode: 16-row for a floor, -(row+1) for a ceiling; clamped to
// the tile (rows above it give a full column, rows below it an empty one
// for floors and a full one for ceilings).
func (m *Model) ColumnValue(row int) int8 {
	if m.Ceiling {
		h := row + 1
		if h <= 0 {
			return 0
		}
		if h >= 16 {
			return 16
		}
		return int8(-h)
	}
	return int8(max(0, min(16, 16-row)))
}

// RowValue returns the width a click in column col (0 = left) paints in
// the current mode: 16-col counted from the right edge, or -(col+1) from
// the left edge; a full row is always 16.
func (m *Model) RowValue(col int) int8 {
	if m.WidthsFromLeft {
		w := col + 1
		if w <= 0 {
			return 0
		}
		if w >= 16 {
			return 16
		}
		return int8(-w)
	}
	return int8(max(0, min(16, 16-col)))
}

// PaintColumn sets the height of column col (0..15) of the selected tile to
// h (-16..16), within the current stroke or as an edit of its own.
func (m *Model) PaintColumn(col int, h int8) {
	if col < 0 || col >= 16 || h < -16 || h > 16 {
		return
	}
	m.stroked("paint heights of tile %d", func(t *heightmask.Mask) { t.Heights[col] = h })
}

// PaintRow sets the width of row row (0..15) of the selected tile to w
// (-16..16) and marks its widths custom.
func (m *Model) PaintRow(row int, w int8) {
	if row < 0 || row >= 16 || w < -16 || w > 16 {
		return
	}
	m.stroked("paint widths of tile %d", func(t *heightmask.Mask) {
		if !t.CustomWidths {
			t.CustomWidths = true
			t.Widths = heightmask.DeriveWidths(t.Heights)
		}
		t.Widths[row] = w
	})
}

// SetHeights replaces the selected tile's whole height array.
func (m *Model) SetHeights(h [16]int8) {
	m.editTile("set heights of tile %d", func(t *heightmask.Mask) { t.Heights = h })
}

// ResetWidths drops the selected tile's custom widths: they follow the
// heights again.
func (m *Model) ResetWidths() {
	m.editTile("derive widths of tile %d", func(t *heightmask.Mask) { t.CustomWidths = false })
}

// SetAngle gives the selected tile the manual angle a.
func (m *Model) SetAngle(a uint8) {
	m.editTile(fmt.Sprintf("set angle of tile %%d to 0x%02X", a), func(t *heightmask.Mask) {
		t.ManualAngle = true
		t.Angle = a
	})
}

// SetAngleDegrees gives the selected tile the manual angle nearest deg
// (counter-clockwise degrees).
func (m *Model) SetAngleDegrees(deg float64) { m.SetAngle(uint8(hexangle.FromDegrees(deg))) }

// SetAutoAngle switches the selected tile between a computed angle (auto)
// and a manual one that keeps its current value.
func (m *Model) SetAutoAngle(auto bool) {
	desc := "use manual angle on tile %d"
	if auto {
		desc = "use auto angle on tile %d"
	}
	m.editTile(desc, func(t *heightmask.Mask) { t.ManualAngle = !auto })
}

// SetFlagged sets or clears the selected tile's flagged bit (angle 0xFF).
func (m *Model) SetFlagged(f bool) {
	desc := "unflag tile %d"
	if f {
		desc = "flag tile %d"
	}
	m.editTile(desc, func(t *heightmask.Mask) { t.Flagged = f })
}

// SetSolidity sets the selected tile's solidity.
func (m *Model) SetSolidity(s heightmask.Solidity) {
	m.editTile(fmt.Sprintf("make tile %%d solid: %s", s), func(t *heightmask.Mask) { t.Solidity = s })
}

// ClearTile empties the selected tile.
func (m *Model) ClearTile() {
	m.editTile("clear tile %d", func(t *heightmask.Mask) { *t = heightmask.Mask{Solidity: t.Solidity} })
}

// FlipTile mirrors the selected tile in place, left to right (x) and/or
// top to bottom (y).
func (m *Model) FlipTile(x, y bool) {
	desc := "flip tile %d"
	switch {
	case x && !y:
		desc = "flip tile %d left to right"
	case y && !x:
		desc = "flip tile %d top to bottom"
	}
	m.editTile(desc, func(t *heightmask.Mask) {
		if x {
			*t = t.FlipX()
		}
		if y {
			*t = t.FlipY()
		}
	})
}

// libEdit is the Action of an edit of the library's tile list: it swaps the
// whole list (and the chunks, when the edit renumbered them).
type libEdit struct {
	m                         *Model
	tilesBefore, tilesAfter   []heightmask.Mask
	chunksBefore, chunksAfter []layers.Chunk // nil when the chunks did not change
	selBefore, selAfter       int
	desc                      string
	// remapBefore and remapAfter are the masks' renumbering remembered
	// for the levels sharing the collision arrays (sharedMasks), when
	// setRemap.
	remapBefore, remapAfter []int
	setRemap                bool
}

func (a *libEdit) Do() {
	a.apply(a.tilesAfter, a.chunksAfter, a.selAfter)
	if a.setRemap {
		a.m.shared.masks.remap = slices.Clone(a.remapAfter)
	}
}

func (a *libEdit) Undo() {
	a.apply(a.tilesBefore, a.chunksBefore, a.selBefore)
	if a.setRemap {
		a.m.shared.masks.remap = slices.Clone(a.remapBefore)
	}
}
func (a *libEdit) Description() string { return a.desc }

func (a *libEdit) apply(tiles []heightmask.Mask, chunks []layers.Chunk, sel int) {
	lib := a.m.Lib()
	lib.Tiles = slices.Clone(tiles)
	if chunks != nil {
		lib.Chunks = cloneChunks(chunks)
	}
	a.m.Selected = sel
}

func cloneChunks(cs []layers.Chunk) []layers.Chunk {
	r := make([]layers.Chunk, len(cs))
	for i, c := range cs {
		r[i].Blocks = slices.Clone(c.Blocks)
	}
	return r
}

// AddTile appends an empty tile to the library and selects it.
func (m *Model) AddTile() {
	m.EndStroke()
	lib := m.Lib()
	n := len(lib.Tiles)
	after := append(slices.Clone(lib.Tiles), heightmask.Mask{})
	m.History.Do(&libEdit{m: m, tilesBefore: slices.Clone(lib.Tiles), tilesAfter: after,
		selBefore: m.Selected, selAfter: n, desc: fmt.Sprintf("add tile %d", n)})
}

// DuplicateTile appends a copy of the selected tile and selects it.
func (m *Model) DuplicateTile() {
	m.EndStroke()
	t := m.Tile()
	if t == nil {
		return
	}
	lib := m.Lib()
	n := len(lib.Tiles)
	after := append(slices.Clone(lib.Tiles), *t)
	m.History.Do(&libEdit{m: m, tilesBefore: slices.Clone(lib.Tiles), tilesAfter: after,
		selBefore: m.Selected, selAfter: n, desc: fmt.Sprintf("duplicate tile %d", m.Selected)})
}

// DeleteTile removes the selected tile. Chunk blocks that placed it become
// empty and later tiles move down one id, so every other block keeps its
// shape; on a SonLVL project's level whose collision arrays other levels
// share, Save renumbers their collision indexes alike. It deletes nothing
// where DeleteTileError says why.
func (m *Model) DeleteTile() {
	m.EndStroke()
	if m.Tile() == nil || m.DeleteTileError(m.Selected) != nil {
		return
	}
	lib := m.Lib()
	del := m.Selected
	after := slices.Delete(slices.Clone(lib.Tiles), del, del+1)
	var chBefore, chAfter []layers.Chunk
	uses := false
	for _, c := range lib.Chunks {
		for _, b := range c.Blocks {
			if int(b[0].Tile) >= del || int(b[1].Tile) >= del {
				uses = true
			}
		}
	}
	if uses {
		chBefore = cloneChunks(lib.Chunks)
		chAfter = cloneChunks(lib.Chunks)
		for _, c := range chAfter {
			for i := range c.Blocks {
				for p := range c.Blocks[i] {
					cell := &c.Blocks[i][p]
					switch {
					case int(cell.Tile) == del:
						*cell = layers.Cell{}
					case int(cell.Tile) > del:
						cell.Tile--
					}
				}
			}
		}
	}
	sel := min(del, len(after)-1)
	// The brush follows its tile's new id; on the deleted tile it takes the
	// tile selected after the delete (it painted a tile the pack no longer
	// has, which Save then refused).
	if b := m.Brush(); int(b.Tile) == del && sel > 0 {
		m.lv.brush.Tile, m.lv.brush.Solidity = layers.TileID(sel), after[sel].Solidity
	} else if int(b.Tile) > del {
		m.lv.brush.Tile--
	}
	a := &libEdit{m: m, tilesBefore: slices.Clone(lib.Tiles), tilesAfter: after,
		chunksBefore: chBefore, chunksAfter: chAfter,
		selBefore: del, selAfter: sel, desc: fmt.Sprintf("delete tile %d", del)}
	if m.projectLevel() {
		newID := make([]int, len(lib.Tiles))
		for t := range newID {
			switch {
			case t == del:
				newID[t] = -1
			case t > del:
				newID[t] = t - 1
			default:
				newID[t] = t
			}
		}
		a.setRemap = true
		a.remapBefore = slices.Clone(m.shared.masks.remap)
		a.remapAfter = composeRemap(m.shared.masks.remap, newID)
	}
	m.History.Do(a)
}

// WidthConflicts returns the rows of the selected tile whose custom width
// contradicts its heights (nil when the widths are derived).
func (m *Model) WidthConflicts() []int {
	t := m.Tile()
	if t == nil || !t.CustomWidths {
		return nil
	}
	return widthConflicts(t)
}

// TileUses counts the chunk blocks (either path) and the chunks that
// place tile id: what deleting it would empty.
func (m *Model) TileUses(id int) (blocks, chunks int) {
	if id <= 0 {
		return 0, 0
	}
	for _, c := range m.Lib().Chunks {
		n := 0
		for _, b := range c.Blocks {
			if int(b[0].Tile) == id || int(b[1].Tile) == id {
				n++
			}
		}
		if n > 0 {
			blocks += n
			chunks++
		}
	}
	return blocks, chunks
}

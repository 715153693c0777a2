package model

import (
	"fmt"
	"image"
	"slices"

	"loopwright/layers"
)

// The foreground's layout tools on the background plane (docs/editor.md
// "Background plane"): select a rectangle of the plane's chunks, copy,
// cut, paste, fill with the Chunk tool's chunk, clear, insert and delete
// rows and columns, and find and replace a chunk. Each is one undo step;
// the plane keeps its size (a SonLVL project's is the file's), so an
// insert that would push chunks off the plane's edge refuses.

// BGClip is a copied rectangle of background chunks, row by row.
type BGClip struct {
	W, H   int
	Chunks []layers.ChunkID
}

// BackgroundClipboard returns the copied background chunks, or nil.
func (m *Model) BackgroundClipboard() *BGClip { return m.lv.bgClip }

// ClampBackground clips r (chunk cells) to the selected level's
// background plane (empty without one).
func (m *Model) ClampBackground(r image.Rectangle) image.Rectangle {
	if !m.HasBackground() {
		return image.Rectangle{}
	}
	bg := m.Level().Background
	return r.Canon().Intersect(image.Rect(0, 0, bg.W, bg.H))
}

// editBackground replaces the selected level's background layout with
// f's edit of a copy of it, as one undo step named desc (%d: the cells
// changed); it returns the cells changed.
func (m *Model) editBackground(desc string, f func(bg *layers.Plane)) int {
	if !m.HasBackground() {
		return 0
	}
	m.EndStroke()
	l := m.Level()
	old := l.Background
	nb := &layers.Plane{W: old.W, H: old.H, Layout: slices.Clone(old.Layout)}
	f(nb)
	n := 0
	for i := range nb.Layout {
		if nb.Layout[i] != old.Layout[i] {
			n++
		}
	}
	if n == 0 {
		return 0
	}
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf(desc, n),
		DoFn:   func() { l.Background = nb },
		UndoFn: func() { l.Background = old },
	})
	m.notify()
	return n
}

// CopyBackground copies the background chunks of r (chunk cells) to the
// background clipboard (not an edit).
func (m *Model) CopyBackground(r image.Rectangle) {
	r = m.ClampBackground(r)
	if r.Empty() {
		return
	}
	bg := m.Level().Background
	c := &BGClip{W: r.Dx(), H: r.Dy()}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		c.Chunks = append(c.Chunks, bg.Layout[y*bg.W+r.Min.X:y*bg.W+r.Max.X]...)
	}
	m.lv.bgClip = c
	m.notify()
}

// PasteBackground places the background clipboard with its top-left
// chunk at cell (cx, cy) of the plane; chunks falling outside it are
// dropped. It returns the cells changed.
func (m *Model) PasteBackground(cx, cy int) int {
	c := m.lv.bgClip
	if c == nil {
		return 0
	}
	return m.editBackground("paste %d background chunks", func(bg *layers.Plane) {
		for y := 0; y < c.H; y++ {
			for x := 0; x < c.W; x++ {
				if px, py := cx+x, cy+y; px >= 0 && py >= 0 && px < bg.W && py < bg.H {
					bg.Layout[py*bg.W+px] = c.Chunks[y*c.W+x]
				}
			}
		}
	})
}

// FillBackground puts chunk id in every background cell of r; it
// returns the cells changed.
func (m *Model) FillBackground(r image.Rectangle, id layers.ChunkID) int {
	r = m.ClampBackground(r)
	if r.Empty() || int(id) >= len(m.Lib().Chunks) {
		return 0
	}
	return m.editBackground("fill %d background chunks", func(bg *layers.Plane) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				bg.Layout[y*bg.W+x] = id
			}
		}
	})
}

// ClearBackground empties (chunk 0) every background cell of r; it
// returns the cells changed.
func (m *Model) ClearBackground(r image.Rectangle) int {
	r = m.ClampBackground(r)
	if r.Empty() {
		return 0
	}
	return m.editBackground("delete %d background chunks", func(bg *layers.Plane) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				bg.Layout[y*bg.W+x] = 0
			}
		}
	})
}

// ReplaceBackgroundChunk puts chunk to wherever chunk from is in the
// selected level's background plane (allLevels: every level's with the
// same library), as one undo step; it returns the cells changed.
func (m *Model) ReplaceBackgroundChunk(from, to layers.ChunkID, allLevels bool) int {
	lib := m.Lib()
	if from == to || int(from) >= len(lib.Chunks) || int(to) >= len(lib.Chunks) || m.Level() == nil {
		return 0
	}
	m.EndStroke()
	type change struct {
		l        *layers.Level
		old, new *layers.Plane
	}
	var cs []change
	n := 0
	for _, l := range m.Pack.Levels {
		if l.Lib != lib || l.Background == nil || (!allLevels && l != m.Level()) {
			continue
		}
		old := l.Background
		nb := &layers.Plane{W: old.W, H: old.H, Layout: slices.Clone(old.Layout)}
		k := 0
		for i, id := range nb.Layout {
			if id == from {
				nb.Layout[i] = to
				k++
			}
		}
		if k > 0 {
			n += k
			cs = append(cs, change{l, old, nb})
		}
	}
	if n == 0 {
		return 0
	}
	m.History.Do(&FuncAction{
		Desc: fmt.Sprintf("replace background chunk %d with %d in %d cells", from, to, n),
		DoFn: func() {
			for _, c := range cs {
				c.l.Background = c.new
			}
		},
		UndoFn: func() {
			for _, c := range cs {
				c.l.Background = c.old
			}
		},
	})
	m.notify()
	return n
}

// ShiftBackground inserts (insert) or deletes n rows (rows) or columns of
// the background plane at at, as one undo step: the plane keeps its size,
// so inserted rows push those below down (an error when chunks would be
// pushed off its edge: nothing changes) and deleted rows pull those below
// up, empty rows coming in at the edge.
func (m *Model) ShiftBackground(rows, insert bool, at, n int) error {
	if !m.HasBackground() {
		return fmt.Errorf("the level has no background plane")
	}
	bg := m.Level().Background
	side, what := bg.W, "column"
	if rows {
		side, what = bg.H, "row"
	}
	if n < 1 || at < 0 || at > side || (!insert && at+n > side) {
		return fmt.Errorf("%d %ss at %d: the background plane has %ss 0..%d", n, what, at, what, side-1)
	}
	cell := func(p *layers.Plane, line, i int) *layers.ChunkID {
		if rows {
			return &p.Layout[line*p.W+i]
		}
		return &p.Layout[i*p.W+line]
	}
	other := bg.H
	if rows {
		other = bg.W
	}
	if insert {
		for line := max(side-n, at); line < side; line++ {
			for i := 0; i < other; i++ {
				if *cell(bg, line, i) != 0 {
					return fmt.Errorf("inserting %d %ss at %d would push %s %d's chunks off the background plane (%d %ss): delete them first", n, what, at, what, line, side, what)
				}
			}
		}
	}
	desc := fmt.Sprintf("insert %d background %ss (%%d chunks moved)", n, what)
	if !insert {
		desc = fmt.Sprintf("delete %d background %ss (%%d chunks moved)", n, what)
	}
	m.editBackground(desc, func(p *layers.Plane) {
		src := func(line int) int {
			if insert {
				return line - n
			}
			return line + n
		}
		for line := at; line < side; line++ {
			s := src(line)
			for i := 0; i < other; i++ {
				v := layers.ChunkID(0)
				if s >= at && s < side {
					v = *cell(bg, s, i)
				}
				*cell(p, line, i) = v
			}
		}
	})
	return nil
}

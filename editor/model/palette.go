package model

import (
	"fmt"

	"loopwright/layers"
	"loopwright/mdart"
)

// Palette editing (docs/editor.md "Palette"): the selected level's picture
// (a SonLVL project's art, mdart.LevelArt) has four lines of sixteen Mega
// Drive colours (9-bit: three levels of 0..7 each); a colour changed, or a
// palette imported, is one undo step, the picture redrawn with it; saving
// writes the colours back into the project's palette files.

// levelArt returns the selected level's art, or nil.
func (m *Model) levelArt() *mdart.LevelArt {
	l := m.Level()
	if l == nil {
		return nil
	}
	a, _ := l.Picture.(*mdart.LevelArt)
	return a
}

// Palette returns the selected level's palette, or false when its picture
// has none (a pack level: no art of the games' kind).
func (m *Model) Palette() (mdart.Palette, bool) {
	a := m.levelArt()
	if a == nil {
		return mdart.Palette{}, false
	}
	return a.Palette, true
}

// setPalette gives level l a picture drawn with palette p.
func setPalette(l *layers.Level, p mdart.Palette) {
	replaceArt(l, func(a *mdart.LevelArt) { a.Palette = p })
}

// replaceArt gives level l a new picture: a copy of its LevelArt (the old
// one may be drawing on another goroutine) changed by f, its block images
// built afresh when first drawn.
func replaceArt(l *layers.Level, f func(a *mdart.LevelArt)) {
	a, ok := l.Picture.(*mdart.LevelArt)
	if !ok || a == nil {
		return
	}
	n := &mdart.LevelArt{Patterns: a.Patterns, Blocks: a.Blocks, Chunks: a.Chunks, ChunkBlocks: a.ChunkBlocks,
		Palette: a.Palette, Backdrop: a.Backdrop, Layout: a.Layout, LayoutW: a.LayoutW, LayoutH: a.LayoutH,
		ChunkAt: a.ChunkAt, ChunkOf: a.ChunkOf, BGChunkAt: a.BGChunkAt}
	f(n)
	l.Picture = n
}

// SetPalette replaces the selected level's palette with p as one undo step
// named desc; it reports whether anything changed.
func (m *Model) SetPalette(p mdart.Palette, desc string) bool {
	old, ok := m.Palette()
	if !ok || old == p {
		return false
	}
	l := m.Level()
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   desc,
		DoFn:   func() { setPalette(l, p) },
		UndoFn: func() { setPalette(l, old) },
	})
	return true
}

// SetPaletteColour sets colour i (0..15) of palette line (0..3) to c.
func (m *Model) SetPaletteColour(line, i int, c mdart.Colour) bool {
	p, ok := m.Palette()
	if !ok || line < 0 || line > 3 || i < 0 || i > 15 {
		return false
	}
	p[line][i] = c & 0x0EEE
	return m.SetPalette(p, fmt.Sprintf("set colour %d of palette line %d", i, line))
}

// ImportPalette reads colour words (big-endian, as a palette .bin holds
// them) into the palette from colour dst (0..63) on; it returns the
// number read, or an error when the data is not whole words or runs past
// the palette.
func (m *Model) ImportPalette(data []byte, dst int) (int, error) {
	p, ok := m.Palette()
	if !ok {
		return 0, fmt.Errorf("this level has no art with a palette (a SonLVL project's level has)")
	}
	n := len(data) / 2
	if len(data)%2 != 0 || n == 0 {
		return 0, fmt.Errorf("%d bytes is not a whole number of colour words", len(data))
	}
	if dst < 0 || dst+n > 64 {
		return 0, fmt.Errorf("%d colours from colour %d do not fit in the palette's 64", n, dst)
	}
	if err := p.Load(data, 0, dst, n); err != nil {
		return 0, err
	}
	m.SetPalette(p, fmt.Sprintf("import %d palette colours", n))
	return n, nil
}

// ExportPalette returns lines first..last (0..3) of the palette as colour
// words (big-endian), as a palette .bin holds them.
func (m *Model) ExportPalette(first, last int) ([]byte, error) {
	p, ok := m.Palette()
	if !ok {
		return nil, fmt.Errorf("this level has no art with a palette")
	}
	if first < 0 || last > 3 || first > last {
		return nil, fmt.Errorf("palette lines %d..%d: want 0..3", first, last)
	}
	var out []byte
	for l := first; l <= last; l++ {
		for _, c := range p[l] {
			out = append(out, byte(c>>8), byte(c))
		}
	}
	return out, nil
}

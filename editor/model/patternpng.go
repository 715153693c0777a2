package model

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"loopwright/mdart"
)

// Patterns as images (docs/editor.md "Block art"): a row-by-row sheet of
// 8x8 patterns drawn with one palette line (colour 0 transparent), and
// such a sheet, drawn in any paint program, read back into the level's
// patterns, each pixel the nearest colour of the line.

// PatternSheet draws n patterns from first, perRow a row, with palette
// line; colour 0 is transparent.
func (m *Model) PatternSheet(first, n, perRow, line int) (*image.RGBA, error) {
	a := m.levelArt()
	if a == nil {
		return nil, fmt.Errorf("this level has no art patterns (a SonLVL project's level has)")
	}
	if first < 0 || n < 1 || first+n > len(a.Patterns) || perRow < 1 || line < 0 || line > 3 {
		return nil, fmt.Errorf("patterns %d..%d, line %d: the level has patterns 0..%d and lines 0..3", first, first+n-1, line, len(a.Patterns)-1)
	}
	rows := (n + perRow - 1) / perRow
	img := image.NewRGBA(image.Rect(0, 0, min(n, perRow)*8, rows*8))
	rgba := a.Palette.RGBA()
	for k := 0; k < n; k++ {
		p := &a.Patterns[first+k]
		ox, oy := k%perRow*8, k/perRow*8
		for i, c := range p {
			if c != 0 {
				img.SetRGBA(ox+i%8, oy+i/8, rgba[line][c])
			}
		}
	}
	return img, nil
}

// nearest returns the index (1..15) of line's colour nearest to c, or 0
// for a pixel less than half opaque.
func nearest(c color.Color, line [16]color.RGBA) uint8 {
	r, g, b, al := c.RGBA()
	if al < 0x8000 {
		return 0
	}
	best, bd := uint8(1), int64(1<<62)
	for i := 1; i < 16; i++ {
		p := line[i]
		dr, dg, db := int64(r>>8)-int64(p.R), int64(g>>8)-int64(p.G), int64(b>>8)-int64(p.B)
		if d := dr*dr + dg*dg + db*db; d < bd {
			best, bd = uint8(i), d
		}
	}
	return best
}

// ImportPatternSheet reads img's 8x8 cells, row by row, into the level's
// patterns from first on, each pixel the nearest colour of palette line
// (transparent pixels colour 0), as one undo step; it returns the number
// of patterns written. The sheet must fit in the patterns the level has.
func (m *Model) ImportPatternSheet(img image.Image, first, line int) (int, error) {
	a := m.levelArt()
	if a == nil {
		return 0, fmt.Errorf("this level has no art patterns (a SonLVL project's level has)")
	}
	b := img.Bounds()
	w, h := b.Dx()/8, b.Dy()/8
	n := w * h
	if n < 1 {
		return 0, fmt.Errorf("the image is %dx%d pixels, smaller than one 8x8 pattern", b.Dx(), b.Dy())
	}
	if first < 0 || first+n > len(a.Patterns) || line < 0 || line > 3 {
		return 0, fmt.Errorf("%d patterns from %d, line %d: the level has patterns 0..%d and lines 0..3", n, first, line, len(a.Patterns)-1)
	}
	rgba := a.Palette.RGBA()
	pats := slices.Clone(a.Patterns)
	for k := 0; k < n; k++ {
		var p mdart.Pattern
		ox, oy := b.Min.X+k%w*8, b.Min.Y+k/w*8
		for i := range p {
			p[i] = nearest(img.At(ox+i%8, oy+i/8), rgba[line])
		}
		pats[first+k] = p
	}
	old := a.Patterns
	if slices.Equal(old, pats) {
		return n, nil
	}
	l := m.Level()
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("import %d patterns", n),
		DoFn:   func() { replaceArt(l, func(x *mdart.LevelArt) { x.Patterns = pats }) },
		UndoFn: func() { replaceArt(l, func(x *mdart.LevelArt) { x.Patterns = old }) },
	})
	return n, nil
}

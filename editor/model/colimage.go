package model

import (
	"fmt"
	"image"

	"loopwright/colpng"
	"loopwright/heightmask"
	"loopwright/layers"
)

// Collision images (docs/editor.md "Collision images"): a level section's
// collision exported as SonLVL's _col image, and such an image imported
// into the selected level, each 16x16 cell becoming a block whose tile is
// found in (or added to) the library.

// placed returns mask m as placed with flips xf, yf.
func placed(m heightmask.Mask, xf, yf bool) heightmask.Mask {
	var r heightmask.Mask
	for x := 0; x < 16; x++ {
		sx := x
		if xf {
			sx = 15 - x
		}
		h := m.Heights[sx]
		if yf {
			h = -h
		}
		r.Heights[x] = h
	}
	return r
}

// CollisionImage draws the collision of path p in blocks r of the
// selected level as a _col image (package colpng).
func (m *Model) CollisionImage(r image.Rectangle, p layers.Path) (*image.RGBA, error) {
	l := m.Level()
	r = m.ClampBlocks(r)
	if l == nil || r.Empty() {
		return nil, fmt.Errorf("no blocks to export")
	}
	return colpng.Write(r.Dx(), r.Dy(), func(bx, by int) (heightmask.Mask, heightmask.Solidity) {
		c, mask := l.Cell(p, r.Min.X+bx, r.Min.Y+by)
		if c.Tile == 0 || mask == nil {
			return heightmask.Mask{}, heightmask.SolidNone
		}
		return placed(*mask, c.XFlip, c.YFlip), c.Solidity
	}), nil
}

// ImportCollision places blocks read from a _col image (w x h, row by
// row) with their top-left at block (bx, by) of the selected level, on
// path A from a and path B from b (nil: a on both paths), as one undo
// step; cells outside the level are dropped. It returns the blocks set.
func (m *Model) ImportCollision(a, b []colpng.Block, w, h, bx, by int) int {
	l := m.Level()
	if l == nil || len(a) < w*h || (b != nil && len(b) < w*h) {
		return 0
	}
	e := m.beginEdit(l, "import %d blocks of collision")
	cell := func(c colpng.Block) layers.Cell {
		if c.Solidity == heightmask.SolidNone || c.Mask.Empty() {
			return layers.Cell{}
		}
		id, xf, yf := l.Lib.FindOrAddTile(c.Mask)
		return layers.Cell{Tile: id, XFlip: xf, YFlip: yf, Solidity: c.Solidity}
	}
	n := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			ca := cell(a[y*w+x])
			cb := ca
			if b != nil {
				cb = cell(b[y*w+x])
			}
			if _, ok := l.Block(bx+x, by+y); !ok {
				continue
			}
			e.setBlock(bx+x, by+y, layers.Block{ca, cb})
			n++
		}
	}
	m.commitEdit(e)
	return n
}

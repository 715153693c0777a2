package lint

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// surfaceAngle is the angle m's shape gives its surface: a plateau (every
// partial column, 1 to 15 px, the same height: a half-width step, a
// notch's floor) is flat, whatever the empty or full columns beside it
// make of a fit over the whole tile (heightmask.AutoAngle, which reads
// the step's edge as a slope); otherwise AutoAngle.
func surfaceAngle(m *heightmask.Mask) uint8 {
	h0, hanging := int8(0), false
	for _, h := range m.Heights {
		if h == 0 || h == 16 || h == -16 {
			continue
		}
		if h0 == 0 {
			h0, hanging = h, h < 0
			continue
		}
		if h != h0 {
			return heightmask.AutoAngle(m)
		}
	}
	switch {
	case h0 == 0:
		return heightmask.AutoAngle(m)
	case hanging:
		return 0x80
	}
	return 0
}

// blendUses is how many of a tile's placements blends reads.
const blendUses = 64

// blends reports whether tile t's angle, far from auto (its mask's),
// leans towards a neighbour's at each of its placements (the first
// blendUses): between the mask's angle and the angle of a sloped tile
// in one of the eight blocks round it, on the same path, strictly. The
// games end a curve with a sliver (Sonic 3's tile 148, 1 to 5 px high,
// where a ceiling turns into a wall) whose angle they set partway to the
// next tile's, so that the player's angle turns smoothly.
func (c *ctx) blends(t layers.TileID, auto uint8) bool {
	m := &c.l.Lib.Tiles[t]
	seen := 0
	for by := 0; by < c.l.Height && seen < blendUses; by++ {
		for bx := 0; bx < c.l.Width && seen < blendUses; bx++ {
			b, ok := c.l.Block(bx, by)
			if !ok {
				continue
			}
			for p, cell := range b {
				if cell.Tile != t || (p == 1 && cell == b[0]) {
					continue
				}
				seen++
				a := heightmask.FlipAngle(m.Angle, cell.XFlip, cell.YFlip)
				aa := heightmask.FlipAngle(auto, cell.XFlip, cell.YFlip)
				if !c.leans(layers.Path(p), bx, by, aa, a) {
					return false
				}
			}
		}
	}
	return seen > 0
}

// leans reports whether angle a lies strictly between auto and the angle
// of a sloped tile (not flagged, not full, not empty) in one of the
// eight blocks round (bx, by) on path p.
func (c *ctx) leans(p layers.Path, bx, by int, auto, a uint8) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if dx == 0 && dy == 0 {
				continue
			}
			cell, m := c.l.Cell(p, bx+dx, by+dy)
			if cell.Tile == 0 || m.Flagged || m.Empty() || isFull(m) {
				continue
			}
			nb := tileAngle(cell, m)
			if a != nb && a != auto && angleDist(auto, a)+angleDist(a, nb) == angleDist(auto, nb) {
				return true
			}
		}
	}
	return false
}

// interrupts reports whether the blocks of box b, on path p, lie across
// a run of terrain: on some pixel row the terrain is solid just left and
// just right of the box, or on some column just above and just below it.
// Solid blocks with empty masks there leave a hole in a wall or a floor
// (a floor block placed with the wrong tile); elsewhere (beside a wall,
// alone: Mystic Cave's tile 222) nothing is missing.
func (c *ctx) interrupts(p layers.Path, b box) bool {
	x0, y0, x1, y1 := b.px()
	for y := y0; y < y1; y++ {
		if c.solidAt(p, x0-1, y) && c.solidAt(p, x1, y) {
			return true
		}
	}
	for x := x0; x < x1; x++ {
		if c.solidAt(p, x, y0-1) && c.solidAt(p, x, y1) {
			return true
		}
	}
	return false
}

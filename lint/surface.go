package lint

import (
	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// orient is the way a surface faces: the ground mode a player running on
// it is in.
type orient uint8

const (
	oFloor     orient = iota // faces up; lines are pixel columns
	oCeiling                 // faces down; columns
	oRightWall               // faces left (solid to the player's right); lines are rows
	oLeftWall                // faces right; rows
)

var orientNames = [...]string{"floor", "ceiling", "right wall", "left wall"}

var orientMode = [...]physics.Mode{physics.Floor, physics.Ceiling, physics.RightWall, physics.LeftWall}

// vertical reports whether o's lines are pixel columns.
func (o orient) vertical() bool { return o == oFloor || o == oCeiling }

// seen reports whether a block of solidity s is solid for the ground
// sensors of a player running on a surface facing o: in every mode they
// read the floor (top-solid) bit, as the games' AnglePos does, so a
// top-solid loop quarter is run on from its floor round to its ceiling.
func (o orient) seen(s heightmask.Solidity) bool { return s.Floor() }

// surf is one surface point on a line: its position across the line and
// the block and tile it belongs to.
type surf struct {
	c      int // pixel across the line (y for columns, x for rows)
	bx, by int
	tile   layers.TileID
	walk   bool // the tile's angle puts a player on it in the line's mode
}

// span returns block (bx, by)'s solid run on path p along its line i (a
// column for vertical o, a row otherwise), in block coordinates [a, b),
// as sensors facing o see it; a == b when there is none.
func (c *ctx) span(o orient, p layers.Path, bx, by, i int) (a, b int, cell layers.Cell, m *heightmask.Mask) {
	cell, m = c.l.Cell(p, bx, by)
	if cell.Tile == 0 || !o.seen(cell.Solidity) {
		return 0, 0, cell, m
	}
	d := heightmask.Right
	if o.vertical() {
		d = heightmask.Down
	}
	h := m.Sense(d, cell.XFlip, cell.YFlip, i)
	switch {
	case h > 0:
		return 16 - h, 16, cell, m
	case h < 0:
		return 0, -h, cell, m
	}
	return 0, 0, cell, m
}

// tileAngle returns the angle sensors read from cell's tile, flips applied.
func tileAngle(cell layers.Cell, m *heightmask.Mask) uint8 {
	return heightmask.FlipAngle(m.TileAngle(), cell.XFlip, cell.YFlip)
}

// walkable reports whether a surface of the tile in cell, facing o, is one
// a player runs on in o's mode (flagged tiles: always).
func walkable(o orient, cell layers.Cell, m *heightmask.Mask) bool {
	a := tileAngle(cell, m)
	if a == 0xFF { // flagged: the snap keeps a floor a floor; walls and ceilings need angles
		return o == oFloor
	}
	if isFull(m) && o != oFloor {
		return false // a full block's sides and underside are not run on
	}
	return physics.GroundMode(a) == orientMode[o]
}

// surfaces appends to buf the surfaces facing o on path p along pixel line
// n (column x = n for vertical o, row y = n otherwise), in order.
func (c *ctx) surfaces(o orient, p layers.Path, n int, buf []surf) []surf {
	buf = buf[:0]
	nb := c.l.Width // blocks along a row
	if o.vertical() {
		nb = c.l.Height
	}
	if n < 0 {
		return buf
	}
	line, i := n>>4, n&15
	prevEnd := false // the pixel before this block is solid
	for k := 0; k < nb; k++ {
		bx, by := k, line
		if o.vertical() {
			bx, by = line, k
		}
		a, b, cell, m := c.span(o, p, bx, by, i)
		if a == b {
			prevEnd = false
			continue
		}
		switch o {
		case oFloor, oRightWall:
			// The surface is the run's start, when the pixel before it
			// is empty.
			if a > 0 || !prevEnd {
				buf = append(buf, surf{c: k*16 + a, bx: bx, by: by, tile: cell.Tile, walk: walkable(o, cell, m)})
			}
		case oCeiling, oLeftWall:
			// The surface is the run's end when the pixel after it is
			// empty: known once the next block is read, so the previous
			// candidate is dropped when this block continues it.
			if a == 0 && prevEnd && len(buf) > 0 && buf[len(buf)-1].c == k*16-1 {
				buf = buf[:len(buf)-1]
			}
			buf = append(buf, surf{c: k*16 + b - 1, bx: bx, by: by, tile: cell.Tile, walk: walkable(o, cell, m)})
		}
		prevEnd = b == 16
	}
	return buf
}

// nearest returns the surface of s nearest to c within lim pixels.
func nearest(s []surf, c, lim int) (surf, bool) {
	best, ok := surf{}, false
	for _, t := range s {
		d := intmath.Abs(t.c - c)
		if d <= lim && (!ok || d < intmath.Abs(best.c-c)) {
			best, ok = t, true
		}
	}
	return best, ok
}

// solidAt reports whether pixel (x, y) is solid on path p for any sensor.
func (c *ctx) solidAt(p layers.Path, x, y int) bool {
	if x < 0 || y < 0 {
		return false
	}
	cell, m := c.l.Cell(p, x>>4, y>>4)
	if cell.Tile == 0 || cell.Solidity == heightmask.SolidNone {
		return false
	}
	h := m.Sense(heightmask.Down, cell.XFlip, cell.YFlip, x&15)
	ly := y & 15
	switch {
	case h > 0:
		return ly >= 16-h
	case h < 0:
		return ly < -h
	}
	return false
}

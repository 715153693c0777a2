package sonic2

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// objWallCell is one block as an object's wall check sees it (FindWall
// with d5 = $D): solid when the chunk's path A left/right/bottom-solid bit
// is set, its width array from the collision index Collision_addr points
// at (objPath), as objCell does for floors.
func (s *engine) objWallCell(bx, by int) (layers.Cell, *heightmask.Mask, bool) {
	by = s.objRow(by) // mtz_ooz.go
	a, m := s.level.Cell(layers.PathA, bx, by)
	if a.Tile == 0 || !a.Solidity.Walls() {
		return a, m, false
	}
	c := a
	if s.objPath() == layers.PathB {
		c, m = s.level.Cell(layers.PathB, bx, by)
		if c.Tile == 0 {
			return c, m, false
		}
	}
	if m.Empty() {
		return c, m, false
	}
	return c, m, true
}

// objWallDist is ObjCheckRightWallDist (left false) or
// ObjCheckLeftWallDist (left true) at (x, y): FindWall's distance from x
// to the wall that way (negative: x is inside it). As in the game, the
// left check reads the block's column without mirroring it (the missing
// eori.w #$F,d3 the disassembly notes), so left walls are found as the
// game finds them, not where they are.
func (s *engine) objWallDist(x, y int, left bool) int {
	dir, step := heightmask.Right, 16
	if left {
		dir, step = heightmask.Left, -16
	}
	row := y & 15
	width := func(xx int) (int, bool) {
		c, m, ok := s.objWallCell(xx>>4, y>>4)
		if !ok {
			return 0, false
		}
		return m.Sense(dir, c.XFlip, c.YFlip, row), true
	}
	// second is FindWall2.
	second := func(a int) int {
		h, ok := width(a)
		if !ok || h == 0 {
			return 15 - (a & 15)
		}
		if h < 0 {
			if (a&15)+h >= 0 {
				return 15 - (a & 15)
			}
			return -1 - (a & 15)
		}
		return 15 - (h + a&15)
	}
	h, ok := width(x)
	switch {
	case !ok || h == 0 || (h < 0 && (x&15)+h >= 0):
		return second(x+step) + 16
	case h == 16 || h < 0:
		return second(x-step) - 16
	}
	return 15 - (h + x&15)
}

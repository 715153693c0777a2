package lint

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// pinchGap is the narrowest free space (px) in front of a walkable
// surface that pinch does not report: a standing player is 39 px tall
// and a rolling one 29 (docs/physics.md "Characters"), so a gap of a few
// pixels between a surface and the solid in front of it is a tile out of
// place (a block dropped into a slope, a loop's tile put a row off), not
// a tunnel.
const pinchGap = 5

// minPinch is the narrowest gap (px) pinch reports, per orientation: a
// 1 or 2 px crack over a floor is a seam between two masks the sensors
// step over, and a ceiling a few pixels over a floor is a slit no player
// is meant to enter (Casino Night's tables have them); ceilings are left
// to surface-step. Calibrated on the games' levels and the tile-mutation
// test (docs/lint.md).
var minPinch = [...]int{oFloor: 3, oCeiling: pinchGap, oRightWall: 2, oLeftWall: 2}

// solidFor reports whether pixel (x, y) on path p is solid for a sensor
// of a player looking from a surface facing o: walls and ceilings stop a
// player through their side and bottom bits (SolidAll, SolidSides); over a
// ceiling or a wall the solid a floor sensor finds (top-solid included)
// counts too.
func (c *ctx) solidFor(o orient, p layers.Path, x, y int) bool {
	if x < 0 || y < 0 || x >= c.l.Width*16 || y >= c.l.Height*16 {
		return false
	}
	cell, m := c.l.Cell(p, x>>4, y>>4)
	if cell.Tile == 0 {
		return false
	}
	if o == oFloor {
		if cell.Solidity != heightmask.SolidAll {
			// A player jumps up through a top-solid platform, and a
			// side-solid block over a floor is a wall across it (the
			// games bar path B so), not a tile out of place.
			return false
		}
	} else if cell.Solidity == heightmask.SolidNone {
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

// openGap is the free space (px) in front of a surface that a running
// player needs: his height, standing.
const openGap = 2 * standRadius

// gapAt returns the free space (px, up to limit) in front of surface
// point c of line n facing o on path p: how many pixels from the surface
// into the air are clear before the solid in front.
func (c *ctx) gapAt(o orient, p layers.Path, n, sc, limit int) int {
	step := -1 // from the surface into the air
	if o == oCeiling || o == oLeftWall {
		step = 1
	}
	for d := 1; d <= limit; d++ {
		a := sc + step*d
		x, y := n, a
		if !o.vertical() {
			x, y = a, n
		}
		if c.solidFor(o, p, x, y) {
			return d - 1
		}
	}
	return limit
}

// opens reports whether the surface through point sc of line n, followed
// line by line in direction dir (it may slope maxSlope+1 px a line), gets
// openGap px of free space in front within 32 lines.
func (c *ctx) opens(o orient, p layers.Path, n, sc, dir int) bool {
	var side []surf
	for d := 1; d <= 32; d++ {
		side = c.surfaces(o, p, n+dir*d, side)
		q, ok := nearest(side, sc, maxSlope+1)
		if !ok {
			return false
		}
		sc = q.c
		g := c.gapAt(o, p, n+dir*d, sc, openGap)
		if g == 0 {
			return false
		}
		if g >= openGap {
			return true
		}
	}
	return false
}

// pinchRule finds walkable surfaces with solid a few pixels in front of
// them (less than pinchGap) where the same surface is open a block before
// or after (a player's height free): a run along it meets a tile out of
// place. Slivers closed along their whole length (between two solid
// masses, where no player goes) are left alone.
func (c *ctx) pinchRule() {
	var buf []surf
	for p := layers.PathA; p <= layers.PathB; p++ {
		if p == layers.PathB && !c.hasPathB() {
			break
		}
		reported := map[[2]int]bool{}
		for o := oFloor; o <= oLeftWall; o++ {
			lines := c.l.Height * 16
			if o.vertical() {
				lines = c.l.Width * 16
			}
			for n := 0; n < lines; n++ {
				buf = c.surfaces(o, p, n, buf)
				for _, s := range buf {
					if !s.walk || reported[[2]int{s.bx, s.by}] || !c.inZone(s.bx, s.by) {
						continue
					}
					gap := c.gapAt(o, p, n, s.c, pinchGap)
					if gap < minPinch[o] || gap >= pinchGap {
						continue // open, or a side-solid block resting on the surface: nothing between
					}
					// A constriction on a way through: the surface opens
					// up on both sides. A wedge (a slope running into an
					// overhang, closing to nothing) is a dead end a player
					// is stopped by, as the designer meant.
					open := c.opens(o, p, n, s.c, -1) || c.opens(o, p, n, s.c, 1)
					if !open {
						continue
					}
					if !c.reachable(o, p, n, s.c) {
						continue // no floor leads onto this wall: nobody runs it
					}
					reported[[2]int{s.bx, s.by}] = true
					x, y := n, s.c
					if !o.vertical() {
						x, y = s.c, n
					}
					// Run the player along it (docs/lint.md "surface-step"):
					// when some runs get past, it is not always a break.
					// An error needs a run that breaks there: where no
					// run could be set on the surface either way (a wedge
					// between two slopes, Launch Base's girders), geometry
					// alone cannot tell a break, and it is a warning.
					sev := Error
					if v := c.tryPlace(o, p, n, s.c); v.someGetPast() || v.failed == 0 {
						sev = Warning
					}
					c.add(x, y, RulePinch, sev, "path %s: the %s of block %d,%d (tile %d) has solid %d px in front of it, where a block away there is room to run: no player fits there, and one running along it is stopped or thrown off",
						p, orientNames[o], s.bx, s.by, s.tile, gap)
				}
			}
		}
	}
}

// curvedZone marks the blocks in and around curved shapes: 8-connected
// groups of sloped tiles (angles at least 0x10 from every axis) whose
// angles put a player in at least two ground modes (a loop, a quarter or
// half pipe, a curve into a wall), grown by one block. Such shapes are run
// at speed and are smooth in the games; a discontinuity in them, even a
// large one, is a tile out of place.
func (c *ctx) curvedZone() []bool {
	if c.zone != nil {
		return c.zone
	}
	w, h := c.l.Width, c.l.Height
	sloped := func(bx, by int) bool {
		b, ok := c.l.Block(bx, by)
		if !ok {
			return false
		}
		for _, cell := range b {
			if cell.Tile == 0 || int(cell.Tile) >= len(c.l.Lib.Tiles) || cell.Solidity == heightmask.SolidNone {
				continue
			}
			m := &c.l.Lib.Tiles[cell.Tile]
			if m.Flagged || m.Empty() || isFull(m) {
				continue
			}
			a := tileAngle(cell, m)
			if t := int(a) & 0x3F; min(t, 0x40-t) >= 0x10 {
				return true
			}
		}
		return false
	}
	boxes, _ := c.components(sloped)
	zone := make([]bool, w*h)
	for _, b := range boxes {
		var modes [4]bool
		n := 0
		for by := b.y0; by <= b.y1; by++ {
			for bx := b.x0; bx <= b.x1; bx++ {
				if !sloped(bx, by) {
					continue
				}
				blk, _ := c.l.Block(bx, by)
				for _, cell := range blk {
					if cell.Tile == 0 || int(cell.Tile) >= len(c.l.Lib.Tiles) {
						continue
					}
					m := &c.l.Lib.Tiles[cell.Tile]
					if m.Flagged || m.Empty() || isFull(m) {
						continue
					}
					if md := physicsMode(tileAngle(cell, m)); !modes[md] {
						modes[md] = true
						n++
					}
				}
			}
		}
		if n < 2 {
			continue
		}
		for by := max(b.y0-zoneGrow, 0); by <= min(b.y1+zoneGrow, h-1); by++ {
			for bx := max(b.x0-zoneGrow, 0); bx <= min(b.x1+zoneGrow, w-1); bx++ {
				zone[by*w+bx] = true
			}
		}
	}
	c.zone = zone
	return zone
}

// zoneGrow is how many blocks a curved zone reaches beyond its shape's
// bounding box: the floor a player runs in on and out on.
const zoneGrow = 1

// inZone reports whether block (bx, by) is in a curved zone.
func (c *ctx) inZone(bx, by int) bool {
	if bx < 0 || by < 0 || bx >= c.l.Width || by >= c.l.Height {
		return false
	}
	return c.curvedZone()[by*c.l.Width+bx]
}

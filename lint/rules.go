package lint

import (
	"fmt"

	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
)

// Thresholds of the rules (docs/lint.md gives the reasons).
const (
	// AngleTolerance is how far (hex units) a tile's angle may be from
	// heightmask.AutoAngle of its mask: 0x10 is 22.5 degrees, more than
	// the hand-set angles of the original games differ from their masks.
	AngleTolerance = 0x10
	// StepMin is the smallest jump (px) between neighbouring tiles, out of
	// line with the slope on both sides, that surface-step reports;
	// StepError the smallest it calls an error.
	StepMin   = 4
	StepError = 11
	// stepSearch is how far across a line the surface is looked for on the
	// neighbouring line: further away it is a ledge or a wall, not a step.
	stepSearch = 12
	// ledgeMin is the largest jump (px) in a floor that surface-step
	// judges as a step: a whole block (16 px) or more is a ledge, a wall
	// to jump, unless the surface comes back a block later (a bump). A
	// jump of 13 to 15 px is a block set into a slope, sticking out of it
	// (the local runs decide).
	ledgeMin = 15
	// wallStepSearch is stepSearch on walls and ceilings, which a player
	// runs on only at speed, holding on: a jump of up to this much there
	// throws him off (a floor's higher ledge is a wall to jump).
	wallStepSearch = 24
	// SeamReach is how close (px) a layer switcher's threshold must be to
	// a seam between paths A and B for a player to be on the right path
	// when it meets it.
	SeamReach = 256
	// SwitcherSlack is how far (px) beyond a switcher's range a surface is
	// looked for: a player running there passes by the switcher.
	SwitcherSlack = 24
	// boundSlack is how close (px) a switcher's range end must be to a
	// surface for the surface to bound it on purpose.
	boundSlack = 8
	// maxSlope is the steepest slope (px per px) surface-step measures
	// along a line; steeper surfaces are measured across the other lines.
	maxSlope = 2
	// standRadius is the standing Height Radius of Sonic and Knuckles
	// (docs/physics.md "Characters"): a grounded player's centre is this far from the surface.
	standRadius = 19
	// objectReach is how close (px) an object must be to a jump to be
	// part of it: a spring set in a pit, a bridge over a gap, a platform
	// filling a notch, a breakable block.
	objectReach = 48
	// flatRun is how long (px) the surfaces on both sides of a jump must
	// stay flat for the jump to be a ledge between two flat stretches
	// (architecture: a raised floor, a lower ceiling), not a tile out of
	// place in a slope or a curve.
	flatRun = 16
	// bumpSlack is how close (px) a surface must come back to its line a
	// block after a jump for the jump to be a bump, not a ledge.
	bumpSlack = 6
	// minLoop is the smallest width and height (px) of a loop a player
	// runs round: the smallest `gen` makes (radius 64) is 128 px across
	// its inside alone.
	minLoop = 128
	// loopReach is how far apart (blocks) a loop's curved tiles may be.
	loopReach = 3
	// flaggedSlope is how far (hex units) from a multiple of 0x40 a flagged
	// tile's mask angle may be before the snap is unwanted.
	flaggedSlope = 0x0C
)

// deg returns hex angle a in degrees, anticlockwise as people read
// slopes ("45°" for 0xE0, a floor rising to the right).
func deg(a uint8) string { return fmt.Sprintf("%d°", (256-int(a))%256*360/256) }

func hex(a uint8) string { return fmt.Sprintf("0x%02X", a) }

func angleDist(a, b uint8) int {
	d := int(a - b)
	if d > 128 {
		d = 256 - d
	}
	return d
}

// tileUse is where a tile is first placed and how often.
type tileUse struct {
	n      int
	bx, by int
}

// tileUses counts the places of every tile (on either path), scanning
// blocks row by row.
func (c *ctx) tileUses() []tileUse {
	uses := make([]tileUse, len(c.l.Lib.Tiles))
	for by := 0; by < c.l.Height; by++ {
		for bx := 0; bx < c.l.Width; bx++ {
			b, ok := c.l.Block(bx, by)
			if !ok {
				continue
			}
			for p, cell := range b {
				if p == 1 && cell == b[0] {
					continue
				}
				if t := int(cell.Tile); t > 0 && t < len(uses) {
					if uses[t].n == 0 {
						uses[t].bx, uses[t].by = bx, by
					}
					uses[t].n++
				}
			}
		}
	}
	return uses
}

// tileRules runs the rules about tiles themselves (angle-mismatch,
// widths-mismatch, flagged-slope), once per tile the level uses, placed at
// its first use.
func (c *ctx) tileRules() {
	for t, u := range c.tileUses() {
		if u.n == 0 {
			continue
		}
		m := &c.l.Lib.Tiles[t]
		x, y := u.bx*16, u.by*16
		used := fmt.Sprintf("tile %d (first at block %d,%d, used %d times)", t, u.bx, u.by, u.n)
		if m.Empty() {
			continue
		}
		auto := surfaceAngle(m)
		full := !measurable(m)
		switch {
		case m.Flagged:
			if !full && (int(auto)+flaggedSlope)%0x40 > 2*flaggedSlope {
				c.add(x, y, RuleFlagged, Warning, "%s is flagged but its mask slopes at %s (%s): the player snaps to 90 degrees on it", used, hex(auto), deg(auto))
			}
		case !full && angleDist(m.Angle, auto) > AngleTolerance && !c.blends(layers.TileID(t), auto):
			c.add(x, y, RuleAngle, Warning, "%s has angle %s (%s) but its mask implies %s (%s)", used, hex(m.Angle), deg(m.Angle), hex(auto), deg(auto))
		}
		if rows := m.WidthConflicts(); rows != nil && !m.CustomWidths {
			c.add(x, y, RuleWidths, Error, "%s: widths of rows %v contradict its heights (walls are found at other places than floors); derive them or mark them custom", used, rows)
		}
	}
}

// measurable reports whether m's own shape says what its angle is: at
// least 8 partial columns (1..15 pixels), and for a top-solid tile a
// standing (floor) mask, whose top is what sensors see.
func measurable(m *heightmask.Mask) bool {
	partial, hanging := 0, 0
	for _, h := range m.Heights {
		if h != 0 && h != 16 && h != -16 {
			partial++
			if h < 0 {
				hanging++
			}
		}
	}
	if m.Solidity == heightmask.SolidTop && 2*hanging > partial {
		return false
	}
	return partial >= 8 && straight(m)
}

// chordSlack is how far (px) a mask's partial columns may stray from the
// straight line between its first and last ones for its shape to say one
// angle: a tile cut from a tight curve (a small quarter pipe's foot) bends
// through many angles, and the generator or the designer picks one of
// them.
const chordSlack = 3

// straight reports whether m's partial columns (1..15 px, either sign)
// lie within chordSlack px of the chord between the first and the last.
func straight(m *heightmask.Mask) bool {
	first, last := -1, -1
	for x, h := range m.Heights {
		if h != 0 && h != 16 && h != -16 {
			if first < 0 {
				first = x
			}
			last = x
		}
	}
	if first < 0 || last == first {
		return true
	}
	h0, h1 := int(m.Heights[first]), int(m.Heights[last])
	for x := first; x <= last; x++ {
		h := int(m.Heights[x])
		if h == 0 || h == 16 || h == -16 {
			continue
		}
		// The chord at x, times the span, against h times the span.
		span := last - first
		want := h0*span + (h1-h0)*(x-first)
		if intmath.Abs(h*span-want) > chordSlack*span {
			return false
		}
	}
	return true
}

func isFull(m *heightmask.Mask) bool {
	for _, h := range m.Heights {
		if h != 16 && h != -16 {
			return false
		}
	}
	return true
}

// stepRule finds surface-step: for every boundary between two block
// columns (floors, ceilings) or rows (walls), on each path, a walkable
// surface whose continuation on the other side jumps by StepMin or more
// beyond what the slopes on both sides predict.
func (c *ctx) stepRule() {
	var s0, s1, sl, sr []surf
	for p := layers.PathA; p <= layers.PathB; p++ {
		if p == layers.PathB && !c.hasPathB() {
			break
		}
		for o := oFloor; o <= oLeftWall; o++ {
			lines := c.l.Height
			if o.vertical() {
				lines = c.l.Width
			}
			for k := 1; k < lines; k++ {
				a0, a1 := k*16-1, k*16
				s0 = c.surfaces(o, p, a0, s0)
				if len(s0) == 0 {
					continue
				}
				s1 = c.surfaces(o, p, a1, s1)
				if len(s1) == 0 {
					continue
				}
				sides := false
				for _, s := range s0 {
					// On a floor, a jump beyond ledgeMin is a ledge (a
					// wall to jump) unless the surface comes back to its
					// line a block later: a bump or a dent, a block out
					// of place. Walls and ceilings are run on only at
					// speed, holding on: any jump within wallStepSearch
					// throws a player off.
					n, ok := nearest(s1, s.c, wallStepSearch)
					if ok && o == oFloor && intmath.Abs(n.c-s.c) > ledgeMin && !c.bump(o, p, a0, a1, s.c, n.c) {
						ok = false
					}
					if !ok || (!s.walk && !n.walk) || intmath.Abs(n.c-s.c) < StepMin-maxSlope {
						continue // no jump the slopes could fail to explain
					}
					if !sides {
						sl = c.surfaces(o, p, a0-1, sl)
						sr = c.surfaces(o, p, a1+1, sr)
						sides = true
					}
					slope0, slope1 := 0, 0
					q0, ok0 := nearest(sl, s.c, stepSearch)
					if ok0 {
						slope0 = s.c - q0.c
					}
					q1, ok1 := nearest(sr, n.c, stepSearch)
					if ok1 {
						slope1 = q1.c - n.c
					}
					if o != oFloor && (!ok0 || !ok1) {
						// A wall or a ceiling one line long on a side of the
						// jump is the corner of a sliver (Sonic 3's one-pixel
						// floor lips, tile 1 of Angel Island): no player runs
						// along it into the jump.
						continue
					}
					if intmath.Abs(slope0) > maxSlope || intmath.Abs(slope1) > maxSlope {
						continue // steeper than ~63 degrees: the other orientation's lines measure it
					}
					if slope0 == 0 && slope1 == 0 && c.flat(o, p, a0, s.c, -1) && c.flat(o, p, a1, n.c, 1) {
						continue // flat to flat: a ledge, the level's architecture
					}
					if o != oFloor && !c.runOn(s.bx, s.by) && !c.runOn(n.bx, n.by) {
						continue // a wall or a ceiling no curve leads onto: a player never runs on it
					}
					if jx, jy := placeOf(o, a1, s.c); c.objectNear(jx, jy, objectReach) {
						continue // an object there (a spring in a pit, a bridge over a gap) is part of the shape
					}
					step := n.c - s.c
					dev := step - (slope0+slope1)/2
					if intmath.Abs(dev) < StepMin {
						continue
					}
					sev := Warning
					if intmath.Abs(dev) >= StepError {
						sev = Error
					}
					if !c.reachable(o, p, a1, s.c) {
						continue // no floor leads onto this wall or ceiling: nobody runs it
					}
					if c.flatJoin(o, p, s, n) && intmath.Abs(step) >= 16 {
						continue // a whole block raised or sunk in plain ground: placed, a wall to jump, not a tile slipped
					}
					// Geometry says a player may be stopped or thrown off
					// here; run him through it to know (docs/lint.md
					// "Running the player through").
					v := c.tryPlace(o, p, a1, s.c)
					if v.clean() {
						continue // every run that came here got past
					}
					if v.someGetPast() {
						sev = Warning // some runs get past: it depends on speed and way
					}
					x, y := a1, s.c
					if !o.vertical() {
						x, y = s.c, a1
					}
					c.add(x, y, RuleStep, sev, "path %s: the %s jumps %d px between block %d,%d (tile %d) and block %d,%d (tile %d); the slopes beside it are %d and %d px per px",
						p, orientNames[o], step, s.bx, s.by, s.tile, n.bx, n.by, n.tile, slope0, slope1)
				}
			}
		}
	}
}

// placeOf returns the level pixel of surface point c on line n facing o.
func placeOf(o orient, n, c int) (x, y int) {
	if o.vertical() {
		return n, c
	}
	return c, n
}

// objectNear reports whether an object of the level lies within d px
// (Chebyshev) of (x, y).
func (c *ctx) objectNear(x, y, d int) bool {
	for i := range c.l.Objects {
		o := &c.l.Objects[i]
		if o.Class != "ring" && intmath.Abs(o.X-x) <= d && intmath.Abs(o.Y-y) <= d {
			return true
		}
	}
	return false
}

// flat reports whether the surface facing o on path p stays at c over the
// flatRun lines beyond line (in direction dir): a flat stretch.
func (c *ctx) flat(o orient, p layers.Path, line, at, dir int) bool {
	var buf []surf
	for k := 1; k <= flatRun; k++ {
		buf = c.surfaces(o, p, line+dir*k, buf)
		q, ok := nearest(buf, at, 1)
		if !ok || q.c != at {
			return false
		}
	}
	return true
}

// bump reports whether the jump from surface point c0 on line a0 to c1 on
// the next line a1 (facing o, on path p) is undone a block away: on line
// a1+16 the surface is back within bumpSlack px of c0's line, or on line
// a0-16 it was already at c1's (the jump seen from its other end).
func (c *ctx) bump(o orient, p layers.Path, a0, a1, c0, c1 int) bool {
	back := func(line, want int) bool {
		buf := c.surfaces(o, p, line, nil)
		q, ok := nearest(buf, want, wallStepSearch)
		return ok && intmath.Abs(q.c-want) <= bumpSlack
	}
	return back(a1+16, c0) || back(a0-16, c1)
}

// hasPathB reports whether any block's path B differs from its path A.
func (c *ctx) hasPathB() bool {
	for by := 0; by < c.l.Height; by++ {
		for bx := 0; bx < c.l.Width; bx++ {
			if c.differs(bx, by) {
				return true
			}
		}
	}
	return false
}

// differs reports whether paths A and B hold different collision at block
// (bx, by).
func (c *ctx) differs(bx, by int) bool {
	b, ok := c.l.Block(bx, by)
	if !ok || b[0] == b[1] {
		return false
	}
	solid := func(cell layers.Cell) bool {
		if cell.Tile == 0 || cell.Solidity == heightmask.SolidNone || int(cell.Tile) >= len(c.l.Lib.Tiles) {
			return false
		}
		return !c.l.Lib.Tiles[cell.Tile].Empty()
	}
	return solid(b[0]) || solid(b[1])
}

// floorSeams marks the blocks where both paths have a walkable floor
// within 16 px of each other but not at the same height: the same ground
// drawn twice, differently (an edit made on one path only).
func (c *ctx) floorSeams() []bool {
	w := c.l.Width
	out := make([]bool, w*c.l.Height)
	var sa, sb []surf
	for x := 0; x < w*16; x++ {
		bx := x >> 4
		if !c.columnDiffers(bx) {
			x |= 15
			continue
		}
		sa = c.surfaces(oFloor, layers.PathA, x, sa)
		sb = c.surfaces(oFloor, layers.PathB, x, sb)
		for _, s := range sa {
			if !s.walk {
				continue
			}
			n, ok := nearest(sb, s.c, 16)
			if !ok || intmath.Abs(n.c-s.c) < StepMin || !n.walk {
				continue // the same floor, or one a step the snap carries a player over
			}
			out[s.by*w+bx] = true
			out[n.by*w+bx] = true
		}
	}
	return out
}

// columnDiffers reports whether any block of column bx differs between
// the paths.
func (c *ctx) columnDiffers(bx int) bool {
	for by := 0; by < c.l.Height; by++ {
		if c.differs(bx, by) {
			return true
		}
	}
	return false
}

// box is a rectangle of blocks, inclusive.
type box struct{ x0, y0, x1, y1 int }

func (b box) px() (x0, y0, x1, y1 int) { return b.x0 * 16, b.y0 * 16, b.x1*16 + 16, b.y1*16 + 16 }

// components returns the 8-connected components of the blocks where in
// is true, as bounding boxes with their block counts, in scan order.
func (c *ctx) components(in func(bx, by int) bool) ([]box, []int) {
	return c.componentsWithin(in, 1)
}

// componentsWithin is components with blocks up to reach blocks apart
// (Chebyshev) counted as connected.
func (c *ctx) componentsWithin(in func(bx, by int) bool, reach int) ([]box, []int) {
	w, h := c.l.Width, c.l.Height
	seen := make([]bool, w*h)
	var boxes []box
	var counts []int
	var stack []int
	for by := 0; by < h; by++ {
		for bx := 0; bx < w; bx++ {
			if seen[by*w+bx] || !in(bx, by) {
				continue
			}
			b := box{bx, by, bx, by}
			n := 0
			seen[by*w+bx] = true
			stack = append(stack[:0], by*w+bx)
			for len(stack) > 0 {
				i := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				x, y := i%w, i/w
				n++
				b.x0, b.y0, b.x1, b.y1 = min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y)
				for dy := -reach; dy <= reach; dy++ {
					for dx := -reach; dx <= reach; dx++ {
						nx, ny := x+dx, y+dy
						if nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny*w+nx] || !in(nx, ny) {
							continue
						}
						seen[ny*w+nx] = true
						stack = append(stack, ny*w+nx)
					}
				}
			}
			boxes = append(boxes, b)
			counts = append(counts, n)
		}
	}
	return boxes, counts
}

// switcherDist returns the distance (px, Chebyshev) from switcher s's
// threshold to the pixel rectangle [x0,x1) x [y0,y1).
func switcherDist(s *layers.Switcher, x0, y0, x1, y1 int) int {
	// The threshold is a segment: vertical at X from Y-R to Y+R-1, or
	// horizontal at Y from X-R to X+R-1.
	sx0, sy0, sx1, sy1 := s.X, s.Y-s.Radius, s.X, s.Y+s.Radius-1
	if s.Horizontal {
		sx0, sy0, sx1, sy1 = s.X-s.Radius, s.Y, s.X+s.Radius-1, s.Y
	}
	gap := func(a0, a1, b0, b1 int) int { // [a0,a1] and [b0,b1] inclusive
		switch {
		case a1 < b0:
			return b0 - a1
		case b1 < a0:
			return a0 - b1
		}
		return 0
	}
	return max(gap(sx0, sx1, x0, x1-1), gap(sy0, sy1, y0, y1-1))
}

// s1Loop reports whether block (bx, by) lies in one of Sonic 1's loop
// chunks, whose paths the s1 physics switches without switchers.
func (c *ctx) s1Loop(bx, by int) bool {
	lc := c.l.Loops
	if lc == nil {
		return false
	}
	cb := c.l.Lib.ChunkBlocks
	cx, cy := bx/cb, by/cb
	if cx >= c.l.LayoutW || cy >= c.l.LayoutH {
		return false
	}
	id := c.l.Layout[cy*c.l.LayoutW+cx] &^ 0x80
	for _, l := range lc.Loop {
		if l != 0x7F && id == l&^0x80 {
			return true
		}
	}
	return false
}

// inLoop reports whether box b overlaps a loop (loops), grown by a block:
// inside a loop paths A and B differ by design, between its own
// switchers, however far apart a big loop puts them.
func (c *ctx) inLoop(b box) bool {
	for _, l := range c.loops() {
		if b.x1 >= l.x0-1 && b.x0 <= l.x1+1 && b.y1 >= l.y0-1 && b.y0 <= l.y1+1 {
			return true
		}
	}
	return false
}

// seamRules runs path-seam and loop-paths.
func (c *ctx) seamRules() {
	if !c.hasPathB() {
		c.loopRule(false)
		return
	}
	seam := c.floorSeams()
	boxes, counts := c.components(func(bx, by int) bool { return seam[by*c.l.Width+bx] })
	for i, b := range boxes {
		x0, y0, x1, y1 := b.px()
		if c.s1Loop(b.x0, b.y0) || c.inLoop(b) {
			continue
		}
		near := false
		for j := range c.l.Switchers {
			if switcherDist(&c.l.Switchers[j], x0, y0, x1, y1) <= SeamReach {
				near = true
				break
			}
		}
		if near {
			continue
		}
		if stopped, ok := c.seamBreaks(b); ok {
			c.addArea(x0, y0, x1, y1, RuleSeam, Warning, "the floors of paths A and B are at different heights over %d blocks (%d,%d to %d,%d px) and no layer switcher is within %d px: a player on path %s is stopped there, one on path %s runs on",
				counts[i], x0, y0, x1, y1, SeamReach, stopped, 1-stopped)
		}
	}
	c.loopRule(true)
}

// loops returns the loops of the level: groups of curved tiles (up to
// loopReach blocks apart) in ceiling and both wall modes, arranged as a
// loop's inside is (not as a round solid's outside), that are not Sonic
// 1's loop chunks (switched by the physics).
func (c *ctx) loops() []box {
	if c.loopBoxes != nil {
		return *c.loopBoxes
	}
	var out []box
	curved := func(bx, by int) bool {
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
			if a := tileAngle(cell, m); a > 0x20 && a < 0xE0 {
				return true
			}
		}
		return false
	}
	// A big loop's top can hold a flat or flagged block or two: tiles
	// up to loopReach blocks apart belong to the same shape.
	boxes, _ := c.componentsWithin(curved, loopReach)
	for _, b := range boxes {
		// Per mode (0 floor, 1 right wall, 2 ceiling, 3 left wall): how
		// many tiles, and the sums of their block coordinates.
		var n, sx, sy [4]int
		s1 := false
		for by := b.y0; by <= b.y1; by++ {
			for bx := b.x0; bx <= b.x1; bx++ {
				if !curved(bx, by) {
					continue
				}
				s1 = s1 || c.s1Loop(bx, by)
				blk, _ := c.l.Block(bx, by)
				for _, cell := range blk {
					if cell.Tile == 0 || int(cell.Tile) >= len(c.l.Lib.Tiles) {
						continue
					}
					m := &c.l.Lib.Tiles[cell.Tile]
					if m.Flagged || m.Empty() || isFull(m) {
						continue
					}
					md := physicsMode(tileAngle(cell, m))
					n[md]++
					sx[md] += bx
					sy[md] += by
				}
			}
		}
		if n[1] == 0 || n[2] == 0 || n[3] == 0 || s1 {
			continue
		}
		if x0, y0, x1, y1 := b.px(); x1-x0 < minLoop || y1-y0 < minLoop {
			continue // too small to run round inside: a pipe's bend, a rounded notch
		}
		// A loop is run on its inside: the side a player runs up moving
		// right (angles 0x21..0x5F) on its right, the side he comes down
		// (0xA1..0xDF) on its left, its ceiling above them. A solid round
		// shape (a rock, a mushroom's cap, a pipe's outside) has the same
		// modes the other way round, and is run over, not round.
		rightX, leftX := sx[3]*n[1], sx[1]*n[3] // mean x, cross-multiplied
		ceilY, wallY := sy[2]*(n[1]+n[3]), (sy[1]+sy[3])*n[2]
		if rightX <= leftX || ceilY >= wallY {
			continue
		}
		out = append(out, b)
	}
	c.loopBoxes = &out
	return out
}

// loopRule reports the loops (loops) whose paths are the same or that no
// switcher covers.
func (c *ctx) loopRule(hasB bool) {
	for _, b := range c.loops() {
		if c.looks(b) {
			continue // it works, or nobody runs into it
		}
		x0, y0, x1, y1 := b.px()
		differ := false
		for by := b.y0; by <= b.y1 && hasB && !differ; by++ {
			for bx := b.x0; bx <= b.x1; bx++ {
				if c.differs(bx, by) {
					differ = true
					break
				}
			}
		}
		if !differ {
			c.addArea(x0, y0, x1, y1, RuleLoop, Error, "the loop at %d,%d to %d,%d px has the same collision on paths A and B: a player cannot both run up its side and leave through it (put the crossing side on path B)", x0, y0, x1, y1)
			continue
		}
		inside := false
		for j := range c.l.Switchers {
			s := &c.l.Switchers[j]
			if switcherDist(s, x0, y0, x1, y1) == 0 {
				inside = true
				break
			}
		}
		if !inside {
			c.addArea(x0, y0, x1, y1, RuleLoop, Error, "no layer switcher covers the loop at %d,%d to %d,%d px, where its paths A and B cross: the player stays on one path and meets the loop's own wall", x0, y0, x1, y1)
		}
	}
}

// physicsMode returns the ground mode index (0 floor, 1 right wall, 2
// ceiling, 3 left wall) of angle a.
func physicsMode(a uint8) int {
	switch {
	case a <= 0x20 || a >= 0xE0:
		return 0
	case a <= 0x5F:
		return 3
	case a <= 0xA0:
		return 2
	}
	return 1
}

// blockRules runs solidity-without-mask and mask-without-solidity, once
// per connected group of blocks with the same problem on a path.
func (c *ctx) blockRules() {
	for p := layers.PathA; p <= layers.PathB; p++ {
		p := p
		noMask := func(bx, by int) bool {
			cell, m := c.l.Cell(p, bx, by)
			return cell.Tile != 0 && cell.Solidity != heightmask.SolidNone && m.Empty()
		}
		noSolid := func(bx, by int) bool {
			cell, m := c.l.Cell(p, bx, by)
			if p == layers.PathB {
				if a, _ := c.l.Cell(layers.PathA, bx, by); a == cell {
					return false // reported on path A
				}
			}
			return cell.Tile != 0 && cell.Solidity == heightmask.SolidNone && !m.Empty()
		}
		if p == layers.PathB {
			nm := noMask
			noMask = func(bx, by int) bool {
				if a, _ := c.l.Cell(layers.PathA, bx, by); b2(c, bx, by) == a {
					return false
				}
				return nm(bx, by)
			}
		}
		boxes, counts := c.components(noMask)
		for i, b := range boxes {
			if !c.interrupts(p, b) {
				continue // at the end of terrain, or alone: no surface runs through it
			}
			cell, _ := c.l.Cell(p, b.x0, b.y0)
			c.add(b.x0*16, b.y0*16, RuleSolidNoMask, Warning, "path %s: block %d,%d places tile %d, whose mask is empty, as %s-solid (%d such blocks here): it blocks nothing", p, b.x0, b.y0, cell.Tile, cell.Solidity, counts[i])
		}
		boxes, counts = c.components(noSolid)
		for i, b := range boxes {
			cell, _ := c.l.Cell(p, b.x0, b.y0)
			c.add(b.x0*16, b.y0*16, RuleMaskNoSolid, Info, "path %s: block %d,%d places tile %d with a mask but no solidity (%d such blocks here): the player passes through it", p, b.x0, b.y0, cell.Tile, counts[i])
		}
	}
}

func b2(c *ctx, bx, by int) layers.Cell {
	cell, _ := c.l.Cell(layers.PathB, bx, by)
	return cell
}

// terrainLike are the object classes that are solid themselves and may
// overlap the terrain on purpose (a ramp rising out of the ground).
var terrainLike = map[string]bool{"solid_box": true, "platform": true, "sloped_solid": true,
	"sloped_platform": true, "push_block": true, "bridge": true, "seesaw": true}

// classDisasm is the class of a disassembly's own objects (package
// sonlvl's ClassDisasm): the engine's object code, which Loopwright does
// not model. They may sit in walls on purpose (invisible solids,
// crushers, pistons, tube entries), so object-in-terrain leaves them
// alone.
const classDisasm = "disasm_object"

// buryReach is how far (px) from an object's centre the player still
// touches it: his half width (9) plus a ring's (6) across, his half
// height (19) plus a ring's (6) up and down, rounded down to what a
// monitor or spring half embedded in the ground still allows.
const (
	buryReachX = 14
	buryReachY = 22
)

// buried reports whether the point (x, y) and the places a player
// touching an object there stands (buryReachX to either side,
// buryReachY above and below) are all solid on both paths: nobody reaches
// it.
func (c *ctx) buried(x, y int) bool {
	for _, d := range [5][2]int{{0, 0}, {-buryReachX, 0}, {buryReachX, 0}, {0, -buryReachY}, {0, buryReachY}} {
		if !c.solidAt(layers.PathA, x+d[0], y+d[1]) || !c.solidAt(layers.PathB, x+d[0], y+d[1]) {
			return false
		}
	}
	return true
}

// objectRule finds objects whose centre is solid on both paths, and a
// player start that is: the player spawns inside the ground and is pushed
// out (or falls through) on the first frame, which nothing else reports.
func (c *ctx) objectRule() {
	if s := c.l.Start; c.solidAt(layers.PathA, s.X, s.Y) && c.solidAt(layers.PathB, s.X, s.Y) {
		c.add(s.X, s.Y, RuleObjectInSoil, Warning, "the player start %d,%d is inside solid terrain at block %d,%d (tile %d)", s.X, s.Y, s.X>>4, s.Y>>4, cellTile(c, s.X, s.Y))
	}
	for _, o := range c.l.Objects {
		if terrainLike[o.Class] || o.Class == classDisasm {
			continue
		}
		if c.buried(o.X, o.Y) && !c.engineNear(o.X, o.Y, engineReach) {
			name := o.Class
			if o.Name != "" {
				name += " " + o.Name
			}
			sev, costs := Warning, ""
			if o.Class == "ring" {
				// A buried ring costs a ring, never a run (Casino Night
				// act 2's, Sandopolis act 1's): worth a look only.
				sev, costs = Info, ": it cannot be collected"
			}
			c.add(o.X, o.Y, RuleObjectInSoil, sev, "%s (id %d) is inside solid terrain at block %d,%d (tile %d)%s", name, o.ID, o.X>>4, o.Y>>4, cellTile(c, o.X, o.Y), costs)
		}
	}
}

// outsideRule finds outside-level: a switcher whose threshold does not
// cross the level (a loop generated at the level's edge put its entry
// switcher at a negative x, and the loop never switched the player), or a
// player start outside the level's pixels. Objects are left alone: some
// start outside on purpose (Emerald Hill's Mashers wait below the level's
// bottom and jump up into it).
func (c *ctx) outsideRule() {
	w, h := c.l.Width*16, c.l.Height*16
	in := func(x, y int) bool { return x >= 0 && x < w && y >= 0 && y < h }
	size := fmt.Sprintf("%dx%d px", w, h)
	if s := c.l.Start; !in(s.X, s.Y) {
		c.add(s.X, s.Y, RuleOutside, Warning, "the player start %d,%d is outside the %s level", s.X, s.Y, size)
	}
	// One finding for all the switchers outside: a level cut short (its
	// layout loaded shorter than its objects) puts dozens there, and one
	// line says it.
	var first *layers.Switcher
	more := 0
	for i := range c.l.Switchers {
		s := &c.l.Switchers[i]
		if !SwitcherOutside(s, c.l.Width, c.l.Height) {
			continue
		}
		if first == nil {
			first = s
		} else {
			more++
		}
	}
	if first != nil {
		also := ""
		if more > 0 {
			also = fmt.Sprintf(" (and %d more switchers outside it)", more)
		}
		c.add(first.X, first.Y, RuleOutside, Warning, "switcher %d at %d,%d (radius %d) is outside the %s level: no player crosses it%s", first.ID, first.X, first.Y, first.Radius, size, also)
	}
}

// SwitcherOutside reports whether switcher s's threshold misses a level of
// w x h blocks: the segment the player crosses (x = X for y in
// [Y-Radius, Y+Radius), or y = Y for x in that range when horizontal) has
// no pixel inside the level (the outside-level rule).
func SwitcherOutside(s *layers.Switcher, w, h int) bool {
	line, lo, hi, lineMax, alongMax := s.X, s.Y-s.Radius, s.Y+s.Radius, w*16, h*16
	if s.Horizontal {
		line, lo, hi, lineMax, alongMax = s.Y, s.X-s.Radius, s.X+s.Radius, h*16, w*16
	}
	return line < 0 || line >= lineMax || hi <= 0 || lo >= alongMax
}

func cellTile(c *ctx, x, y int) layers.TileID {
	cell, _ := c.l.Cell(layers.PathA, x>>4, y>>4)
	return cell.Tile
}

// flatJoin reports whether the jump from surface point s to n (facing
// o, on path p) joins two flat tiles (angles within flatAngle of o's
// flat angle, or flagged) outside any curved shape: a raised or lowered
// block in plain ground, which the ground sensor's snap may carry a
// player over or not (a local run decides). A jump in or at a slope or a
// curve is judged by its geometry: there a player needs all his speed,
// and a run from just before the place cannot know how much he has.
func (c *ctx) flatJoin(o orient, p layers.Path, s, n surf) bool {
	if c.inZone(s.bx, s.by) || c.inZone(n.bx, n.by) {
		return false
	}
	for _, t := range [2]surf{s, n} {
		cell, m := c.l.Cell(p, t.bx, t.by)
		a := tileAngle(cell, m)
		if a != 0xFF && angleDist(a, modeAngle[o]) > flatAngle {
			return false
		}
	}
	return true
}

// flatAngle is how far (hex units) from flat a tile's angle may be for
// flatJoin to call it flat.
const flatAngle = 0x08

// runOn reports whether a player may run on the walls and ceilings of
// block (bx, by): it lies in a curved shape's zone (curvedZone) or inside
// a loop (loops: a big loop's top is flat for blocks on end). Elsewhere no
// curve leads a player onto a wall or a ceiling.
func (c *ctx) runOn(bx, by int) bool {
	return c.inZone(bx, by) || c.inLoopBox(bx, by)
}

// inLoopBox reports whether block (bx, by) lies inside a loop (loops).
func (c *ctx) inLoopBox(bx, by int) bool {
	for _, l := range c.loops() {
		if bx >= l.x0 && bx <= l.x1 && by >= l.y0 && by <= l.y1 {
			return true
		}
	}
	return false
}

// looks reports whether loop-paths should leave loop b alone although
// geometry finds fault with its paths or switchers: a player run into it
// goes round (goesRound: the physics has the last word), or no floor
// leads into it (a round shape no run enters).
func (c *ctx) looks(b box) bool {
	x0, y0, x1, y1 := b.px()
	differ := false
	for by := b.y0; by <= b.y1 && !differ; by++ {
		for bx := b.x0; bx <= b.x1; bx++ {
			if c.differs(bx, by) {
				differ = true
				break
			}
		}
	}
	covered := false
	for j := range c.l.Switchers {
		if switcherDist(&c.l.Switchers[j], x0, y0, x1, y1) == 0 {
			covered = true
			break
		}
	}
	if differ && covered {
		return false
	}
	if !c.floored(b) {
		return true // pipes' bends side by side, not a loop a player runs round
	}
	round, runIn := c.goesRound(b)
	return round || !runIn
}

// loopFloor is how far (px) from a loop's box's bottom edge (its
// curved tiles') the floor under it may lie.
const loopFloor = 32

// floored reports whether loop b has a floor along its whole bottom, on
// path A or B: every column across it, from a block before to a block
// after, has a floor within loopFloor px of its bottom edge. A player
// runs into a loop along that floor and out of it again; two pipes'
// bends set side by side (Launch Base's and Lava Reef's tubes, which
// objects carry a player through) have curved tiles in all the loop's
// modes but no floor under them.
func (c *ctx) floored(b box) bool {
	x0, _, x1, y1 := b.px()
	var buf []surf
	for p := layers.PathA; p <= layers.PathB; p++ {
		ok := true
		for x := x0 - 16; x < x1+16 && ok; x += 4 {
			buf = c.surfaces(oFloor, p, x, buf)
			_, ok = nearest(buf, y1, loopFloor)
		}
		if ok {
			return true
		}
	}
	return false
}

// engineReach is how close (px) one of a disassembly's own objects must be
// to a buried object for object-in-terrain to leave it alone: the games'
// engines open terrain (breakable walls, sliding blocks, collapsing
// floors, sand that drains) that the level's collision alone keeps shut.
const engineReach = 128

// engineNear reports whether a disassembly object (classDisasm) lies
// within d px (Chebyshev) of (x, y).
func (c *ctx) engineNear(x, y, d int) bool {
	for i := range c.l.Objects {
		o := &c.l.Objects[i]
		if o.Class == classDisasm && intmath.Abs(o.X-x) <= d && intmath.Abs(o.Y-y) <= d {
			return true
		}
	}
	return false
}

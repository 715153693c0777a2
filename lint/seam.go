package lint

import (
	"loopwright/internal/intmath"
	"loopwright/layers"
)

// A path seam (path-seam) is the same ground drawn twice, differently:
// paths A and B both have a floor, a few pixels apart, over a stretch,
// and agree on both sides of it. Two things look alike and are not
// seams. A fork: the two paths' floors part there for good (a ramp on
// path B rising off the floor of path A, two ramps crossing), each a
// route of its own, reached by switchers or objects elsewhere. And a
// difference the player runs over on either path (a slope's foot drawn
// a few pixels longer on one path): geometry cannot tell it from one that
// stops him, so lint runs him through it.

// seamTrace is how far (px) lint follows both floors beyond a seam to
// see them meet again or part.
const seamTrace = 64

// seamFollow is how far (px) a floor may move from one pixel column to
// the next and still be the same floor.
const seamFollow = 4

// seamEnd is where a seam's two floors stand at its edge column: the
// column x, and the floors of paths A and B there.
type seamEnd struct {
	x, a, b int
	ok      bool
}

// seamEnds returns the first and the last pixel column of seam component
// b (floorSeams' test: walkable floors on both paths, StepMin to 16 px
// apart, on the component's blocks) with their floors.
func (c *ctx) seamEnds(b box) (first, last seamEnd) {
	var sa, sb []surf
	for x := b.x0 * 16; x < b.x1*16+16; x++ {
		sa = c.surfaces(oFloor, layers.PathA, x, sa)
		sb = c.surfaces(oFloor, layers.PathB, x, sb)
		for _, s := range sa {
			if !s.walk || s.by < b.y0 || s.by > b.y1 {
				continue
			}
			n, ok := nearest(sb, s.c, 16)
			if !ok || !n.walk || intmath.Abs(n.c-s.c) < StepMin {
				continue
			}
			e := seamEnd{x: x, a: s.c, b: n.c, ok: true}
			if !first.ok {
				first = e
			}
			last = e
			break
		}
	}
	return first, last
}

// fork follows paths A's and B's floors from seam edge e outwards (dir
// -1: left, 1: right), seamTrace px, and reports whether they part for
// good: they grow more than 16 px apart and do not meet again (less than
// StepMin apart) within the trace, or one of them ends. meet is the
// column and floor where they meet, when they do.
func (c *ctx) fork(e seamEnd, dir int) (parted bool, meet seamEnd) {
	var sa, sb []surf
	a, b := e.a, e.b
	apart := false
	for k := 1; k <= seamTrace; k++ {
		x := e.x + dir*k
		if x < 0 || x >= c.l.Width*16 {
			return apart, seamEnd{}
		}
		sa = c.surfaces(oFloor, layers.PathA, x, sa)
		sb = c.surfaces(oFloor, layers.PathB, x, sb)
		qa, oka := nearest(sa, a, seamFollow)
		qb, okb := nearest(sb, b, seamFollow)
		switch {
		case oka && okb && intmath.Abs(qa.c-qb.c) < StepMin:
			return false, seamEnd{x: x, a: qa.c, b: qb.c, ok: true}
		case oka && !okb:
			if q, ok := nearest(sb, qa.c, StepMin-1); ok {
				return false, seamEnd{x: x, a: qa.c, b: q.c, ok: true} // path B steps onto path A's floor
			}
		case okb && !oka:
			if q, ok := nearest(sa, qb.c, StepMin-1); ok {
				return false, seamEnd{x: x, a: q.c, b: qb.c, ok: true} // path A steps onto path B's floor
			}
		}
		if !oka || !okb {
			return true, seamEnd{}
		}
		a, b = qa.c, qb.c
		apart = apart || intmath.Abs(a-b) > 16
	}
	return apart, seamEnd{}
}

// seamBreaks reports whether seam component b is one a player breaks
// on, and on which path: the floors do not part at either end (a fork),
// and, run into it from where they meet, on path A and on path B, at 6
// and 10 px a frame, a run is stopped or knocked back on one path where
// the same run on the other path is not.
func (c *ctx) seamBreaks(b box) (layers.Path, bool) {
	first, last := c.seamEnds(b)
	if !first.ok {
		return 0, false
	}
	partedL, meetL := c.fork(first, -1)
	partedR, meetR := c.fork(last, 1)
	if partedL || partedR {
		return 0, false // a fork: two routes parting, each the ground of its path
	}
	for _, m := range [2]struct {
		at  seamEnd
		dir int
	}{{meetL, 1}, {meetR, -1}} {
		if !m.at.ok {
			continue
		}
		start, ok := c.runStart(oFloor, layers.PathA, m.at.x, m.at.a, m.dir)
		if !ok {
			continue
		}
		// Up to the seam's far column and the player's Width Radius: a
		// wall beyond it is one path's own (the games put path-B-only
		// walls where a player on path A never goes), not this seam's.
		reach := last.x - m.at.x + runClear
		if m.dir < 0 {
			reach = m.at.x - first.x + runClear
		}
		for _, sp := range loopSpeeds {
			a := c.runStops(oFloor, start, layers.PathA, m.at.x, m.dir, reach, false, sp)
			bb := c.runStops(oFloor, start, layers.PathB, m.at.x, m.dir, reach, false, sp)
			switch {
			case a && !bb:
				return layers.PathA, true
			case bb && !a:
				return layers.PathB, true
			}
		}
	}
	return 0, false
}

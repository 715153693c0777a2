package lint

import (
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// A layer switcher (s2.asm: Obj03; Sonic 3's s3.asm / sonic3k.asm:
// Obj_PathSwap, the same object) watches the side of its threshold each
// player is on. The frame a player is first found on the other side, it
// records the new side and, when his centre lies within the range along
// the threshold (subtype bits 0-1: a radius of $20 << n, so a range of
// $40 to $200 px) and he is grounded where bit 7 asks it, sets his
// collision path (bits 3 and 4) and priority; x-flipped, the priority
// only. A player who crosses outside the range keeps his path, and the
// switcher has recorded his side: it does not switch him later. Sonic 3
// adds one condition, that the player be within $40 px of the threshold
// across it when he crosses; a player crossing at his speed (at most 16
// px a frame) always is, so lint reads both games' switchers alike.

// switchRun is how far (px along the threshold's axis) beyond a switcher
// a break on the path it would have left the player on counts as its
// doing: the entry of a loop or a pipe it serves.
const switchRun = 256

// edgeMargin is how close (px) to the level's left or right edge a run
// ends: the level's limits hold a player there (docs/physics.md
// "Camera"), not its terrain.
const edgeMargin = 40

// switchFrames is how long a local run past a switcher lasts.
const switchFrames = 300

// switcherRule finds switcher-reach: a walkable surface across a
// switcher's threshold just beyond its range, where a player runs past
// the threshold outside the range and is not switched, and where that
// breaks his run (a local run on the path he keeps is stopped, one on
// the path the switcher would have given him is not).
func (c *ctx) switcherRule() {
	var buf []surf
	for i := range c.l.Switchers {
		s := &c.l.Switchers[i]
		if s.PriorityOnly {
			continue // x-flipped: it changes the priority only, never the path
		}
		lo, hi := s.Y-s.Radius, s.Y+s.Radius // range [lo, hi) along the threshold
		line := s.X
		ors := []orient{oFloor, oCeiling}
		if s.Horizontal {
			lo, hi = s.X-s.Radius, s.X+s.Radius
			line = s.Y
			ors = []orient{oRightWall, oLeftWall}
		}
		reported := false
		for p := layers.PathA; p <= layers.PathB && !reported; p++ {
			for _, o := range ors {
				buf = c.surfaces(o, p, line, buf)
				for _, sf := range buf {
					if !sf.walk && !c.nearLoop(sf.bx, sf.by) {
						continue // not run on (a loop's flat top is)
					}
					centre := sf.c - standRadius // floor, right wall: the player is before the surface
					if o == oCeiling || o == oLeftWall {
						centre = sf.c + standRadius
					}
					if centre >= lo && centre < hi {
						continue
					}
					if centre < lo-SwitcherSlack || centre >= hi+SwitcherSlack {
						continue
					}
					end := lo
					if centre >= hi {
						end = hi - 1
					}
					if c.rangeBounded(s, line, end) {
						// The range ends on terrain (the surface itself, a
						// shelf over it): the switcher covers the route on
						// the other side of it, as the games bound theirs.
						continue
					}
					if c.stacked(s, centre) {
						continue // another switcher on the same line takes him
					}
					if !c.room(o, p, line, sf.c) {
						continue // terrain where his body would be: nobody runs there
					}
					if !c.missed(s, o, p, line, sf.c) {
						continue // no run on the path he keeps breaks where the switch would have saved it
					}
					need := s.Radius
					for need < 256 && (centre < (lo+hi)/2-need || centre >= (lo+hi)/2+need) {
						need *= 2
					}
					x, y := s.X, centre // where the player passes
					if s.Horizontal {
						x, y = centre, s.Y
					}
					c.add(x, y, RuleSwitcher, Warning, "switcher %d (radius %d, range %d..%d) is passed by a player on the %s at %d on path %s (centre at %d), whose run then breaks on that path: make the radius %d or move it",
						s.ID, s.Radius, lo, hi-1, orientNames[o], sf.c, p, centre, need)
					reported = true
					break
				}
				if reported {
					break
				}
			}
		}
	}
}

// rangeBounded reports whether the end of switcher s's range at end
// (along its threshold, on line) lies within boundSlack px of terrain
// beginning or ending on either path: the designer ended it there.
func (c *ctx) rangeBounded(s *layers.Switcher, line, end int) bool {
	for p := layers.PathA; p <= layers.PathB; p++ {
		at := func(a int) bool {
			if s.Horizontal {
				return c.solidAt(p, a, line)
			}
			return c.solidAt(p, line, a)
		}
		prev := at(end - boundSlack - 1)
		for a := end - boundSlack; a <= end+boundSlack; a++ {
			now := at(a)
			if now != prev {
				return true
			}
			prev = now
		}
	}
	return false
}

// stacked reports whether another switcher on (nearly) the same line
// as s, setting the same paths, has the player's centre in its range:
// the games stack a small switcher under a big one to reach further.
func (c *ctx) stacked(s *layers.Switcher, centre int) bool {
	for i := range c.l.Switchers {
		t := &c.l.Switchers[i]
		if t == s || t.PriorityOnly || t.Horizontal != s.Horizontal || t.Layer != s.Layer {
			continue
		}
		line, tl, lo, hi := s.X, t.X, t.Y-t.Radius, t.Y+t.Radius
		if s.Horizontal {
			line, tl, lo, hi = s.Y, t.Y, t.X-t.Radius, t.X+t.Radius
		}
		if intmath.Abs(line-tl) <= stackSlack && centre >= lo && centre < hi {
			return true
		}
	}
	return false
}

// stackSlack is how far apart (px, across their thresholds) two
// switchers may be and still act as one.
const stackSlack = 16

// room reports whether a player standing on surface point sc of line
// (facing o, on path p) has his body clear of terrain on that path: the
// pixel 4 px off the surface and his centre are not solid.
func (c *ctx) room(o orient, p layers.Path, line, sc int) bool {
	for _, d := range [2]int{4, standRadius} {
		x, y := placeOf(o, line, sc)
		switch o {
		case oFloor:
			y -= d
		case oCeiling:
			y += d
		case oRightWall:
			x -= d
		case oLeftWall:
			x += d
		}
		if c.solidAt(p, x, y) {
			return false
		}
	}
	return true
}

// missed reports whether passing switcher s unswitched, on surface point
// sc of line (facing o) on path p, breaks a run: in a way where the
// switcher would have put him on the other path (whose ground is here
// too, with room for him), a run on path p from before the threshold is stopped or
// knocked back within switchRun px beyond it, at a speed where the same
// run on the other path is not.
func (c *ctx) missed(s *layers.Switcher, o orient, p layers.Path, line, sc int) bool {
	for _, dir := range [2]int{1, -1} {
		along := axisDir(o) * dir
		target := s.Layer[0]
		if along > 0 {
			target = s.Layer[1]
		}
		if target == p || !c.room(o, target, line, sc) {
			continue // no change, or one that would bury him
		}
		if _, ok := nearest(c.surfaces(o, target, line, nil), sc, maxSlope); !ok {
			continue // the other path has no ground here: the switch would drop him
		}
		start, ok := c.runStart(o, p, line, sc, dir)
		if !ok {
			continue
		}
		for _, sp := range loopSpeeds {
			if c.runStops(o, start, p, line, dir, switchRun, true, sp) && !c.runStops(o, start, target, line, dir, switchRun, true, sp) {
				return true
			}
		}
	}
	return false
}

// runStops runs the player from start at ground speed sp (signed by
// dir), held that way, puts him on path q where he crosses line (the
// switcher's doing, or his own path kept), and reports whether his run
// breaks after that, within reach px beyond it: he is stopped dead (his ground speed turned against the
// way he runs while he had speed that way) or knocked back (more than
// runKnock of ground speed lost in a frame). With leave (a switcher's
// route, which he must leave by), coming back counts too: thrown back
// (landing with speed the other way), or round to cross line again the
// same way near where he crossed it (caught in a loop he should have
// left), wherever on his way back he is. Without it, only what happens
// from his Width Radius before line on counts, and a run a slope turns
// back (a half-pipe's wall) ends there: nothing broke.
func (c *ctx) runStops(o orient, start runPoint, q layers.Path, line, dir, reach int, leave bool, sp physics.Fixed) bool {
	c.putAt(start, sp*physics.Fixed(dir))
	sim := c.runner().sim
	in := physics.Right
	if dir < 0 {
		in = physics.Left
	}
	along := axisDir(o) * dir
	prev := sim.Live().GSpeed
	before := true // on the side of line he starts on
	crossed, across := false, 0
	for f := 0; f < switchFrames; f++ {
		sim.Step(in)
		r := sim.Record()
		a, b := r.X.Pixel(), r.Y.Pixel()
		if !o.vertical() {
			a, b = b, a
		}
		if x := r.X.Pixel(); x < edgeMargin || x >= c.l.Width*16-edgeMargin {
			return false // the level's edge holds him, not its terrain
		}
		switch now := (a-line)*along < 0; {
		case before && !now && !crossed:
			crossed, across = true, b
			sim.Live().Path = q // switched, or not
		case leave && before && !now && intmath.Abs(b-across) <= standRadius:
			return true // round again, the same way, at the same place
		}
		before = (a-line)*along < 0
		if d := (a - line) * along; !crossed || d > reach || (!leave && d < -runClear) {
			prev = 0
			continue
		}
		if r.State == "dead" {
			return true
		}
		if !r.Grounded {
			prev = 0
			continue
		}
		g := r.GSpeed * physics.Fixed(dir)
		if prev != 0 && intmath.Abs(int(prev))-intmath.Abs(int(r.GSpeed)) > runKnock {
			return true // knocked back: a wall took his speed
		}
		switch {
		case g > 0:
		case leave && intmath.Abs(int(prev)) > runSlide:
			return true // stopped, or thrown back
		case !leave:
			// Stopped dead with speed on; or turned back by a slope (a
			// half-pipe's wall), which ends the run: nothing broke.
			return int(prev)*dir > runSlide
		}
		prev = r.GSpeed
	}
	return false
}

// nearLoop reports whether block (bx, by) lies in a loop (loops) or a
// block beside it: a loop's flat top is run on.
func (c *ctx) nearLoop(bx, by int) bool {
	return c.inLoop(box{bx, by, bx, by})
}

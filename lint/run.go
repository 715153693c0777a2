package lint

import (
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// Where geometry alone cannot decide whether a discontinuity in a
// surface breaks a run (a step the ground sensor's snap may carry a
// player over, or not), lint runs the player through it: a short local
// run from just before the place, on the surface's path, at the speeds a
// player reaches there, in both directions along the surface. The
// physics core decides; lint only reads where the player ends up.

// Thresholds of the local runs.
const (
	// runBack is how far before the place (px, along the surface) a run
	// starts: enough for the ground sensors to settle on the surface.
	runBack = 40
	// runPast is how far beyond the place (px) a run must get, grounded,
	// to pass it.
	runPast = 24
	// runAcross is how far (px) across the surface the player may be
	// beyond his Height Radius and the steepest slope lint follows, when he
	// gets past the place: further, he left the surface (thrown off a
	// ceiling, dropped down a ledge) and lost the route.
	runAcross = 12
	// runFrames is the longest a run lasts.
	runFrames = 90
	// runMinBack is the shortest run-up (px) a run starts with: where the
	// surface turns sooner (a loop's top seen along columns), no run.
	runMinBack = 8
	// runSlide is the ground speed (1/256 px a frame) below which a
	// player turned back slid down a slope; faster, a wall stopped him.
	runSlide = 0x180
	// runKnock is the most ground speed (1/256 px a frame) a frame may
	// take from a grounded player without a wall's doing: the slope
	// factor takes at most 0x50 (rolling), friction and deceleration less.
	runKnock = 0xC0
	// runClear is how far (px) from the place the run back starts: the
	// Width Radius (9) and a pixel.
	runClear = 10
)

// floorSpeeds are the ground speeds (1/256 px a frame) lint tries a floor
// at: a walk, the top running speed (docs/physics.md "Running": 6 px),
// and a roll down a hill's speed; wallSpeeds those on walls and ceilings,
// which a player runs only at speed (below 2.5 px a frame he falls off).
var (
	floorSpeeds = []physics.Fixed{0x200, 0x600, 0xA00}
	wallSpeeds  = []physics.Fixed{0x400, 0x600, 0xA00}
)

// modeAngle is the angle of a flat surface facing o.
var modeAngle = [...]uint8{oFloor: 0x00, oCeiling: 0x80, oRightWall: 0xC0, oLeftWall: 0x40}

// runner holds the simulation lint runs players with: one per Lint, on
// a copy of the level without objects (no engine runs them: lint judges
// the terrain; the rules leave the places near objects alone).
type runner struct {
	sim *physics.Sim
}

func (c *ctx) runner() *runner {
	if c.run == nil {
		lc := *c.l
		lc.Objects = nil
		v := physics.S2
		if c.l.Loops != nil {
			v = physics.S1 // Sonic 1's loop chunks switch paths in its physics
		}
		c.run = &runner{sim: physics.New(&lc, physics.Config{Variant: v}, c.l.Start)}
	}
	return c.run
}

// runVerdict is what the local runs through a place found.
type runVerdict struct {
	passed, failed int
}

// tryPlace runs the player through surface point sc of line n (facing o,
// on path p), from both sides, at every speed, and counts the runs that
// get past it and those that reach it and do not.
func (c *ctx) tryPlace(o orient, p layers.Path, n, sc int) runVerdict {
	var v runVerdict
	speeds := floorSpeeds
	if o != oFloor {
		speeds = wallSpeeds
	}
	for _, dir := range [2]int{1, -1} {
		start, ok := c.runStart(o, p, n, sc, dir)
		if !ok {
			continue // the surface does not go on that way: no run from there
		}
		passed, failed := 0, 0
		for _, sp := range speeds {
			switch c.runThrough(o, p, n, sc, dir, start, sp) {
			case runPassed:
				passed++
			case runFailed:
				failed++
			}
		}
		v.passed += passed
		v.failed += failed
	}
	return v
}

// runPoint is where a run starts: the player's centre, angle and path.
type runPoint struct {
	x, y  physics.Fixed
	angle uint8
	path  layers.Path
}

// axisDir is the way (+1 or -1 along the lines' axis: x for columns, y
// for rows) a player with a positive ground speed runs on a surface
// facing o: right on a floor, up a right wall, left on a ceiling, down a
// left wall.
func axisDir(o orient) int {
	if o == oFloor || o == oLeftWall {
		return 1
	}
	return -1
}

// backSpeed is the ground speed (1/256 px a frame) of the run back from
// the place that finds where a run to it starts.
const backSpeed = 0x600

// put places the player grounded on the surface point c of line n facing
// o (his centre a standing Height Radius off it), with angle a, ground
// speed g and path p.
func (c *ctx) put(o orient, n, sc int, a uint8, g physics.Fixed, p layers.Path) {
	x, y := placeOf(o, n, sc)
	switch o { // the player's centre is a standing Height Radius off the surface
	case oFloor:
		y -= standRadius
	case oCeiling:
		y += standRadius
	case oRightWall:
		x -= standRadius
	case oLeftWall:
		x += standRadius
	}
	c.putAt(runPoint{x: physics.FromPixels(x), y: physics.FromPixels(y), angle: a, path: p}, g)
}

// putAt places the player grounded at pt with ground speed g.
func (c *ctx) putAt(pt runPoint, g physics.Fixed) {
	sim := c.runner().sim
	sim.Respawn(layers.Point{X: pt.x.Pixel(), Y: pt.y.Pixel()})
	st := sim.Live()
	st.X, st.Y = pt.x, pt.y
	st.Angle = pt.angle
	st.Air, st.Rolling, st.Jumping = false, false, false
	st.GSpeed = g
	st.XSpeed, st.YSpeed = 0, 0
	st.Path = pt.path
	st.FacingLeft = g < 0
}

// runStart finds where a run through surface point sc of line n (facing
// o, on path p) with a ground speed of sign dir starts: the player is put
// on the surface just before the place and run back along it, the way
// the physics follows it (round a loop's turn, over a slope), until he is
// runBack px away. No start when the surface does not go on that way
// (he leaves it within runMinBack px).
func (c *ctx) runStart(o orient, p layers.Path, n, sc, dir int) (runPoint, bool) {
	step := -dir * axisDir(o) // line by line, back from the place
	// Clear of the place by the player's Width Radius, so that his
	// ground sensors start on this side of it (it lies between lines n-1
	// and n).
	line := n - 1 - runClear
	if step > 0 {
		line = n + runClear
	}
	var buf []surf
	buf = c.surfaces(o, p, line, buf)
	q, ok := nearest(buf, sc, wallStepSearch)
	if !ok {
		return runPoint{}, false
	}
	cell, m := c.l.Cell(p, q.bx, q.by)
	a := tileAngle(cell, m)
	if a == 0xFF || physicsMode(a) != physicsMode(modeAngle[o]) {
		a = modeAngle[o]
	}
	c.put(o, line, q.c, a, -physics.Fixed(dir)*backSpeed, p)
	sim := c.runner().sim
	in := physics.Left
	if dir < 0 {
		in = physics.Right
	}
	x0, y0 := sim.Live().X.Pixel(), sim.Live().Y.Pixel()
	var at runPoint
	far := 0
	for f := 0; f < 2*runBack; f++ {
		sim.Step(in)
		r := sim.Record()
		if !r.Grounded {
			break
		}
		at = runPoint{x: r.X, y: r.Y, angle: r.Angle, path: r.Path}
		far = intmath.Abs(r.X.Pixel()-x0) + intmath.Abs(r.Y.Pixel()-y0)
		if far >= runBack {
			break
		}
	}
	if far < runMinBack {
		return runPoint{}, false
	}
	return at, true
}

type runResult uint8

const (
	runUnreached runResult = iota // the player never came near the place
	runPassed
	runFailed
)

// runThrough runs the player from start at ground speed sp (signed by
// dir) held that way, and says whether he got runPast px beyond surface
// point sc of line n, grounded and near the surface.
func (c *ctx) runThrough(o orient, p layers.Path, n, sc, dir int, start runPoint, sp physics.Fixed) runResult {
	sim := c.runner().sim
	c.putAt(start, sp*physics.Fixed(dir))
	in := physics.Right
	if dir < 0 {
		in = physics.Left
	}
	along := axisDir(o) * dir   // the way the run goes along the axis
	opposite := orientMode[o^1] // floor and ceiling, right and left wall
	reached := false
	prev := sim.Live().GSpeed
	wasGround, takeoff := true, false
	for f := 0; f < runFrames; f++ {
		sim.Step(in)
		r := sim.Record()
		px, py := r.X.Pixel(), r.Y.Pixel()
		a, b := px, py // along the axis, across it
		if !o.vertical() {
			a, b = py, px
		}
		ahead := (a - n) * along
		near := ahead >= -runPast
		reached = reached || near
		if r.State == "dead" {
			break
		}
		switch {
		case !r.Grounded && wasGround:
			wasGround, takeoff = false, ahead >= -runPast && ahead <= runPast+16
			if takeoff && o != oFloor {
				return runFailed // thrown off a wall or a ceiling
			}
		case r.Grounded && !wasGround:
			// Landed: a hop over the place that cost a quarter of the
			// speed loses a loop or a pipe the speed it needs.
			wasGround = true
			if takeoff && 4*intmath.Abs(int(r.GSpeed)) < 3*intmath.Abs(int(prev)) {
				return runFailed
			}
		}
		g := r.GSpeed * physics.Fixed(dir)
		if r.Grounded && wasGround && near && ahead <= runPast && intmath.Abs(int(prev))-intmath.Abs(int(r.GSpeed)) > runKnock {
			return runFailed // knocked back: a wall took his speed (slopes take at most 0x50 a frame)
		}
		if r.Grounded && g <= 0 {
			if intmath.Abs(int(prev)) <= runSlide {
				return runUnreached // the slope turned him back before the place: not the place's doing
			}
			if near {
				return runFailed // stopped dead at it: a wall
			}
		}
		if r.Grounded {
			prev = r.GSpeed // the speed before a hop is the last one on the ground
		}
		if r.Grounded && ahead >= runPast && r.Mode != opposite &&
			intmath.Abs(b-sc) <= standRadius+maxSlope*min(ahead, 2*runPast)+runAcross {
			return runPassed
		}
	}
	if reached {
		return runFailed
	}
	return runUnreached
}

// loopSpeeds are the ground speeds lint runs into a loop at: the top
// running speed and a roll's.
var loopSpeeds = []physics.Fixed{0x600, 0xA00}

// loopFrames is how long a run round a loop may take.
const loopFrames = 300

// goesRound reports whether a player run into loop b (held that way, from
// the floor 48 px before it, on either path, at a loopSpeeds speed, from
// the left or from the right) runs grounded in all four ground modes and
// leaves it on the far side: the loop works, however its paths and
// switchers are drawn (Sonic 3's loops have their own conventions).
// runIn says whether a floor leads into it at all.
func (c *ctx) goesRound(b box) (round, runIn bool) {
	x0, y0, x1, y1 := b.px()
	var buf []surf
	for _, dir := range [2]int{1, -1} {
		x, goal := x0-48, x1+16
		if dir < 0 {
			x, goal = x1+47, x0-17
		}
		for p := layers.PathA; p <= layers.PathB; p++ {
			buf = c.surfaces(oFloor, p, x, buf)
			q, ok := nearest(buf, y1, y1-y0)
			if !ok || !q.walk {
				continue
			}
			if y1-q.c > loopRunIn {
				continue
			}
			runIn = true
			for _, sp := range loopSpeeds {
				c.put(oFloor, x, q.c, 0, sp*physics.Fixed(dir), p)
				if c.runRound(dir, goal) {
					return true, true
				}
			}
		}
	}
	return false, runIn
}

// loopRunIn is how far (px) above a loop's bottom edge the floor beside
// it may be for a player to run into it: higher, it is a round shape no
// run leads into (a balloon, a pipe's bend seen from outside).
const loopRunIn = 24

// runRound runs the player put by goesRound held dir-wards and reports
// whether he ran grounded in all four modes and got past goal.
func (c *ctx) runRound(dir, goal int) bool {
	sim := c.runner().sim
	in := physics.Right
	if dir < 0 {
		in = physics.Left
	}
	var modes [4]bool
	for f := 0; f < loopFrames; f++ {
		sim.Step(in)
		r := sim.Record()
		if r.State == "dead" {
			return false
		}
		if r.Grounded {
			modes[r.Mode] = true
			if (r.X.Pixel()-goal)*dir > 0 {
				return modes[0] && modes[1] && modes[2] && modes[3]
			}
		}
	}
	return false
}

// reachFrames is how long the run back from a wall or ceiling place may
// take to find the floor a player comes from.
const reachFrames = 64

// reachable reports whether a player can run onto the wall or ceiling
// through surface point sc of line n (facing o, on path p): run back
// from beside the place along the surface, either way, at the top running
// speed and more, he comes down onto a floor still grounded. A wall or a
// ceiling that no floor leads onto (a tunnel's roof, a loop-shaped rock's
// underside) is never run on, whatever its steps.
func (c *ctx) reachable(o orient, p layers.Path, n, sc int) bool {
	if o != oCeiling {
		return true // floors are walked onto; walls are judged in curved shapes only (runOn)
	}
	bx, by := placeOf(o, n, sc)
	if c.inLoopBox(bx>>4, by>>4) {
		return true // a loop's inside is run on
	}
	var buf []surf
	for _, dir := range [2]int{1, -1} {
		// A block and the Width Radius clear of the place: a tile out of
		// place there does not stop the run back.
		step := -dir * axisDir(o)
		line := n - 1 - runClear - 16
		if step > 0 {
			line = n + runClear + 16
		}
		buf = c.surfaces(o, p, line, buf)
		q, ok := nearest(buf, sc, wallStepSearch)
		if !ok {
			continue
		}
		cell, m := c.l.Cell(p, q.bx, q.by)
		a := tileAngle(cell, m)
		if a == 0xFF || physicsMode(a) != physicsMode(modeAngle[o]) {
			a = modeAngle[o]
		}
		for _, sp := range [2]physics.Fixed{0x600, 0xA00} {
			c.put(o, line, q.c, a, -physics.Fixed(dir)*sp, p)
			sim := c.runner().sim
			in := physics.Left
			if dir < 0 {
				in = physics.Right
			}
			for f := 0; f < reachFrames; f++ {
				sim.Step(in)
				r := sim.Record()
				if !r.Grounded {
					break
				}
				if r.Mode == physics.Floor {
					return true
				}
			}
		}
	}
	return false
}

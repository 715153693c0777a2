package lint

import (
	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/physics"
)

// Where geometry alone cannot decide whether a discontinuity in a
// surface breaks a run (a step the ground sensor's snap may carry a
// player over, or not), lint runs the player through it: short local
// runs from just before the place, on the surface's path, at the speeds a
// player reaches there, and a held run from the flat floor before it
// (the speed a player brings up a loop's side), in both directions along
// the surface. The physics core decides; lint only reads where the player
// ends up.

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
	// runLaunch is the longest (frames) a player put off the surface at
	// the place may stay in the air: longer, the place launched him
	// (a hop over a notch lasts a few frames).
	runLaunch = 8
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
		if art, ok := c.l.Picture.(*mdart.LevelArt); c.l.Loops != nil || ok && art != nil && art.ChunkBlocks == mdart.S1.ChunkBlocks() {
			// Sonic 1's loop chunks switch paths in its physics, and
			// its ground sensors snap a player down up to 14 px at any
			// speed (s1 Sonic_AnglePos), where Sonic 2's snap depends on
			// his speed: a level drawn in Sonic 1's chunks plays by it.
			v = physics.S1
		}
		c.run = &runner{sim: physics.New(&lc, physics.Config{Variant: v}, c.l.Start)}
	}
	return c.run
}

// runVerdict is what the local runs through a place found: how many got
// past it, how many got past only launched or sunk into the terrain
// (soft: a break for a held run that needs all its speed, not for a
// player who comes slower), and how many reached it and did not.
type runVerdict struct {
	passed, soft, failed int
}

// count adds a run's result to v.
func (v *runVerdict) count(r runResult) {
	switch r {
	case runPassed:
		v.passed++
	case runSoft:
		v.soft++
	case runFailed:
		v.failed++
	}
}

// clean reports whether no run that reached the place failed there or
// got past it only softly. Where no run could be set on the surface or
// reach the place (a slope turns every run back, the surface runs into a
// wall within a few pixels), no player comes to it at all: clean too.
func (v runVerdict) clean() bool { return v.soft == 0 && v.failed == 0 }

// someGetPast reports whether some run got past the place, even
// launched or sunk: it is not a break for every player.
func (v runVerdict) someGetPast() bool { return v.passed+v.soft > 0 }

// tryPlace runs the player through surface point sc of line n (facing o,
// on path p), from both sides: from just before the place at every speed
// of floorSpeeds (wallSpeeds off a floor), and held from the flat floor
// a player comes from (farSpeeds), and counts the runs that get past it
// and those that reach it and do not.
func (c *ctx) tryPlace(o orient, p layers.Path, n, sc int) runVerdict {
	var v runVerdict
	speeds := floorSpeeds
	if o != oFloor {
		speeds = wallSpeeds
	}
	convex := c.convex(o, p, n, sc)
	for _, dir := range [2]int{1, -1} {
		start, farStart, ok, farOK := c.runStarts(o, p, n, sc, dir, true)
		if !ok {
			continue // the surface does not go on that way: no run from there
		}
		for _, sp := range speeds {
			v.count(c.runThrough(o, p, n, sc, dir, start, sp, convex, runFrames))
		}
		if !farOK {
			continue
		}
		// A held run from the flat floor before the place brings the
		// speed a player has there (up a loop's side, onto its
		// ceiling), which a run from just before it does not know: the
		// slowest of farSpeeds that gets there, as a player who comes
		// with no more speed than he needs. A failure there is soft:
		// a faster player may get past.
		for _, fs := range farSpeeds {
			r := c.runThrough(o, p, n, sc, dir, farStart, fs, convex, runFrames+farFrames)
			if r == runUnreached {
				continue
			}
			if r == runFailed {
				r = runSoft
			}
			v.count(r)
			break
		}
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

// runStart returns the near start of runStarts: where a run through
// surface point sc of line n (facing o, on path p) with a ground speed of
// sign dir starts, runBack px before the place along the surface.
func (c *ctx) runStart(o orient, p layers.Path, n, sc, dir int) (runPoint, bool) {
	near, _, ok, _ := c.runStarts(o, p, n, sc, dir, false)
	return near, ok
}

// runStarts finds where runs through surface point sc of line n (facing
// o, on path p) with a ground speed of sign dir start: the player is put
// on the surface just before the place and run back along it, the way
// the physics follows it (round a loop's turn, over a slope). The near
// start is where he is runBack px away; no near start (nearOK false) when
// the surface does not go on that way (he leaves it within runMinBack
// px). Run on back (wantFar), the far start is where he has run farFlat
// frames on a flat floor: where a held run into the place comes from
// (farOK false when he leaves the surface or a slope turns him first).
func (c *ctx) runStarts(o orient, p layers.Path, n, sc, dir int, wantFar bool) (near, far runPoint, nearOK, farOK bool) {
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
		return
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
	dist := 0
	flatFrames := 0
	for f := 0; f < farFrames; f++ {
		sim.Step(in)
		r := sim.Record()
		if !r.Grounded || (r.GSpeed > 0) == (dir > 0) && r.GSpeed != 0 {
			break // off the surface, or turned back by a slope
		}
		at = runPoint{x: r.X, y: r.Y, angle: r.Angle, path: r.Path}
		dist = intmath.Abs(r.X.Pixel()-x0) + intmath.Abs(r.Y.Pixel()-y0)
		if !nearOK {
			if dist >= runBack || f == 2*runBack-1 {
				near, nearOK = at, dist >= runMinBack && c.fits(at)
				if !nearOK || !wantFar {
					break
				}
			}
			continue
		}
		// On past the near start to a flat floor: where a held run
		// comes from, at the top running speed.
		if r.Mode == physics.Floor && angleDist(r.Angle, 0) <= flatAngle {
			flatFrames++
			if flatFrames >= farFlat {
				return near, at, true, c.fits(at)
			}
		} else {
			flatFrames = 0
		}
	}
	if !nearOK && dist >= runMinBack {
		near, nearOK = at, c.fits(at)
	}
	return near, runPoint{}, nearOK, false
}

// farSpeeds are the ground speeds (1/256 px a frame) of a held run from
// the flat floor before a place: the top running speed, then what a run
// down a slope or a roll brings.
var farSpeeds = []physics.Fixed{0x600, 0x800, 0xA00, 0xC00}

// farFrames is how long the run back from a place to the flat floor a
// held run comes from may take; farFlat how many frames he must run on
// flat floor there.
const (
	farFrames = 128
	farFlat   = 4
)

type runResult uint8

const (
	runUnreached runResult = iota // the player never came near the place
	runPassed
	runSoft // got past, but the place launched him or let him into the terrain
	runFailed
)

// runThrough runs the player from start at ground speed sp (signed by
// dir) held that way for up to frames frames, and says whether he got
// runPast px beyond surface point sc of line n, grounded and near the
// surface (runPassed), or did so only after the place launched him or
// with him running inside the terrain (runSoft), or did not (runFailed).
// At a convex place (convex) leaving the surface is not the place's
// doing: such a run tells nothing.
func (c *ctx) runThrough(o orient, p layers.Path, n, sc, dir int, start runPoint, sp physics.Fixed, convex bool, frames int) runResult {
	sim := c.runner().sim
	c.putAt(start, sp*physics.Fixed(dir))
	in := physics.Right
	if dir < 0 {
		in = physics.Left
	}
	along := axisDir(o) * dir   // the way the run goes along the axis
	opposite := orientMode[o^1] // floor and ceiling, right and left wall
	reached, soft := false, false
	prev := sim.Live().GSpeed
	wasGround, takeoff := true, false
	air := 0
	for f := 0; f < frames; f++ {
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
		if !r.Grounded && !wasGround {
			air++
			if takeoff && air > runLaunch {
				soft = true // launched off the surface by the place
			}
		}
		switch {
		case !r.Grounded && wasGround:
			air = 0
			wasGround, takeoff = false, ahead >= -runPast && ahead <= runPast+16 &&
				intmath.Abs(b-sc) <= standRadius+maxSlope*intmath.Abs(ahead)+runAcross
			if takeoff && convex {
				return runUnreached // a convex turn throws a player at speed off, step or none
			}
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
		if f > 0 && r.Grounded && wasGround && near && ahead <= runPast && intmath.Abs(int(prev))-intmath.Abs(int(r.GSpeed)) > runKnock {
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
			if soft || c.embedded(r.Path, px, py, r.Mode) {
				// Past, but launched over the surface beyond, or
				// running inside the terrain: a flat block set into a
				// curve turned his sensors level, and they no longer
				// meet the curve.
				return runSoft
			}
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

// convexTurn is how far (hex units) the surface must turn away from the
// player across a place for convex to call it convex.
const convexTurn = 0x10

// convex reports whether the surface through point sc of line n (facing
// o, on path p) turns away from a player running on it, a block before
// the place to a block after it: a ledge's rounded edge, a hill's crest.
// There a player at speed leaves the surface whatever its steps (the
// ground sensors' snap cannot follow it), so leaving it is not the
// place's doing. The tiles a block away are read, not the place's own
// (a block dropped into a loop has the angle of a flat floor).
func (c *ctx) convex(o orient, p layers.Path, n, sc int) bool {
	var buf []surf
	angle := func(line int) (uint8, bool) {
		buf = c.surfaces(o, p, line, buf)
		q, ok := nearest(buf, sc, 2*wallStepSearch)
		if !ok {
			return 0, false
		}
		cell, m := c.l.Cell(p, q.bx, q.by)
		a := tileAngle(cell, m)
		if a == 0xFF {
			a = modeAngle[o]
		}
		return a, true
	}
	// A block away where the surface goes on so far; nearer where it
	// turns out of the lines sooner (a ledge's rounded edge seen along
	// rows).
	var lo, hi uint8
	ok0, ok1 := false, false
	for _, k := range [...]int{16, 8, 4} {
		if !ok0 {
			lo, ok0 = angle(n - 1 - k)
		}
		if !ok1 {
			hi, ok1 = angle(n + k)
		}
	}
	if !ok0 || !ok1 {
		return false
	}
	if axisDir(o) < 0 { // a positive ground speed runs from the higher line to the lower
		lo, hi = hi, lo
	}
	// With a positive ground speed a player's angle falls round a concave
	// turn (floor 0x00, right wall 0xC0, ceiling 0x80: a loop) and rises
	// round a convex one (floor 0x00 to left wall 0x40: off a ledge).
	if int(int8(hi-lo)) < convexTurn {
		return false
	}
	// A gentle crest (both sides within convexSteep of the surface's
	// flat angle) holds a player at speed: a step there throws him.
	return angleDist(lo, modeAngle[o]) >= convexSteep || angleDist(hi, modeAngle[o]) >= convexSteep
}

// convexSteep is how far (hex units) from its flat angle a convex turn
// must reach, a block from the place, to throw a player off whatever its
// steps.
const convexSteep = 0x28

// embedDepth is how far (px) into a grounded player, from his feet, an
// all-solid terrain may reach: deeper, he runs inside it. Through
// top-solid and side-solid terrain a player may run with his feet in it
// (Sandopolis's sand): only his centre inside it counts.
const embedDepth = 6

// embedded reports whether a grounded player at (x, y) in mode md on
// path p runs inside the terrain: his centre is in it, or all-solid
// terrain reaches embedDepth px above his feet (a flat block set into a
// curve turned his sensors level, and they no longer meet the curve).
func (c *ctx) embedded(p layers.Path, x, y int, md physics.Mode) bool {
	if c.solidAt(p, x, y) {
		return true
	}
	d := standRadius - embedDepth
	switch md {
	case physics.Floor:
		y += d
	case physics.Ceiling:
		y -= d
	case physics.RightWall:
		x += d
	case physics.LeftWall:
		x -= d
	}
	return c.allSolidAt(p, x, y)
}

// fitHead is how far (px) above a standing player's centre lint looks
// for room: his head.
const fitHead = 15

// fits reports whether a player put on a floor at pt has room there:
// neither his centre nor his head is in all-solid terrain. A floor
// squeezed into a sliver between two solid masses (the outside of Launch
// Base's tubes set in a wall, a path's floor drawn inside the other's
// ground) is no place a player comes from. Starts on walls and ceilings
// are left to the physics (a run back along a loop's thick top may cut
// into it, and still tells how a held run goes).
func (c *ctx) fits(pt runPoint) bool {
	if physics.GroundMode(pt.angle) != physics.Floor {
		return true
	}
	x, y := pt.x.Pixel(), pt.y.Pixel()
	return !c.allSolidAt(pt.path, x, y) && !c.allSolidAt(pt.path, x, y-fitHead)
}

// allSolidAt reports whether pixel (x, y) on path p is in all-solid
// terrain (a player passes through top-solid and side-solid terrain from
// some side).
func (c *ctx) allSolidAt(p layers.Path, x, y int) bool {
	if x < 0 || y < 0 {
		return false
	}
	if cell, _ := c.l.Cell(p, x>>4, y>>4); cell.Solidity != heightmask.SolidAll {
		return false
	}
	return c.solidAt(p, x, y)
}

// kinkAngle is how far (hex units) a grounded player's angle may turn
// in one frame inside a loop: a loop's tiles turn a few units each (a
// radius-64 loop's about 10), so a bigger turn is a flat block set into
// the curve, which the player's sensors meet and level him on.
const kinkAngle = 0x18

// kinkSpeeds are the ground speeds (1/256 px a frame) loopRunRule runs
// into a loop at: loopSpeeds and the speed a long run-up brings.
var kinkSpeeds = []physics.Fixed{0x600, 0xA00, 0xC00}

// loopRunRule runs the player held right into every loop with a floor
// under it (from the floor 48 px before it, on either path, at
// kinkSpeeds), and where a run does not go round (runRound's test)
// reports the first place in the loop where its angle turned by kinkAngle
// or more in one grounded frame (a run at another speed may go round: the
// block still breaks the faster or slower player's run): a block set into the foot of a big loop's climb meets
// the steep part of the curve without a jump, so surface-step measures
// no step there, but the player is levelled on it and launched off the
// curve (docs/lint.md "Running the player through").
func (c *ctx) loopRunRule() {
	var buf []surf
	for _, b := range c.loops() {
		if !c.floored(b) {
			continue
		}
		x0, y0, x1, y1 := b.px()
		x := x0 - 48
		found := false
		var kx, ky int
		var ka0, ka1 uint8
		var kp layers.Path
		for p := layers.PathA; p <= layers.PathB && !found; p++ {
			buf = c.surfaces(oFloor, p, x, buf)
			q, ok := nearest(buf, y1, y1-y0)
			if !ok || !q.walk || y1-q.c > loopRunIn {
				continue
			}
			for _, sp := range kinkSpeeds {
				c.put(oFloor, x, q.c, 0, sp, p)
				r, kinked, px, py, a0, a1 := c.runKink(x1+16, b)
				if kinked && !r && !found {
					found, kx, ky, ka0, ka1, kp = true, px, py, a0, a1, p
				}
			}
		}
		if !found {
			continue
		}
		c.add(kx, ky, RuleStep, Warning, "path %s: a player run right into the loop at %d,%d to %d,%d px does not go round it: his angle turns from %s to %s in one frame here, a block out of line with the curve",
			kp, x0, y0, x1, y1, hex(ka0), hex(ka1))
	}
}

// runKink runs the player put by loopRunRule held right and reports
// whether he went round (runRound's test, goal the x he must pass), and
// the first place inside loop b (his feet, px) where his grounded angle
// turned by kinkAngle or more in one frame, with the angles before and
// after.
func (c *ctx) runKink(goal int, b box) (round, kinked bool, kx, ky int, a0, a1 uint8) {
	sim := c.runner().sim
	x0, y0, x1, y1 := b.px()
	var modes [4]bool
	prev, wasGround := uint8(0), false
	for f := 0; f < loopFrames; f++ {
		sim.Step(physics.Right)
		r := sim.Record()
		if r.State == "dead" {
			return
		}
		if !r.Grounded {
			wasGround = false
			continue
		}
		px, py := r.X.Pixel(), r.Y.Pixel()
		if wasGround && !kinked && angleDist(prev, r.Angle) >= kinkAngle &&
			px >= x0 && px < x1 && py >= y0 && py < y1 {
			kinked, a0, a1 = true, prev, r.Angle
			kx, ky = px, py
			switch r.Mode {
			case physics.Floor:
				ky += standRadius
			case physics.Ceiling:
				ky -= standRadius
			case physics.RightWall:
				kx += standRadius
			case physics.LeftWall:
				kx -= standRadius
			}
		}
		prev, wasGround = r.Angle, true
		modes[r.Mode] = true
		if px > goal {
			round = modes[0] && modes[1] && modes[2] && modes[3]
			return
		}
	}
	return
}

// zoneRunRule runs the player held right, at the top running speed, from
// the floor 48 px before every curved shape's zone (curvedZone) that is
// not a loop, on either path, and reports the place in the zone where his
// grounded angle turned by kinkAngle or more in one frame when he then
// left the ground for more than runLaunch frames: a block set into a
// convex curve's crust levels him, and the curve beyond throws him off,
// where the curve drawn true holds him (a convex turn is exempt from the
// local runs' launch test: at speed it throws a player off, step or
// none).
func (c *ctx) zoneRunRule() {
	boxes, _ := c.components(c.inZone)
	var buf []surf
	for _, b := range boxes {
		if c.inLoop(b) {
			continue
		}
		x0, y0, x1, y1 := b.px()
		x := x0 - 48
		for p := layers.PathA; p <= layers.PathB; p++ {
			buf = c.surfaces(oFloor, p, x, buf)
			q, ok := nearest(buf, y0, y1-y0)
			if !ok || !q.walk {
				continue
			}
			c.put(oFloor, x, q.c, 0, 0x600, p)
			if kx, ky, a0, a1, ok := c.runLaunched(b); ok {
				c.add(kx, ky, RuleStep, Warning, "path %s: a player run right at 6 px a frame over the curved shape at %d,%d to %d,%d px is thrown off it: his angle turns from %s to %s in one frame here, a block out of line with the curve",
					p, x0, y0, x1, y1, hex(a0), hex(a1))
				break
			}
		}
	}
}

// runLaunched runs the player put by zoneRunRule held right until he is
// past zone b, and reports the first place in it (his feet, px) where his
// grounded angle turned by kinkAngle or more in one frame, when he then
// left the ground for more than runLaunch frames.
func (c *ctx) runLaunched(b box) (kx, ky int, a0, a1 uint8, launched bool) {
	sim := c.runner().sim
	x0, y0, x1, y1 := b.px()
	kinked := false
	prev, wasGround, air := uint8(0), false, 0
	for f := 0; f < runFrames+farFrames; f++ {
		sim.Step(physics.Right)
		r := sim.Record()
		px, py := r.X.Pixel(), r.Y.Pixel()
		if r.State == "dead" || px > x1+16 {
			return
		}
		if !r.Grounded {
			wasGround = false
			air++
			if kinked && air > runLaunch {
				launched = true
				return
			}
			continue
		}
		air = 0
		if wasGround && !kinked && angleDist(prev, r.Angle) >= kinkAngle &&
			px >= x0 && px < x1 && py >= y0 && py < y1 {
			kinked, a0, a1 = true, prev, r.Angle
			kx, ky = px, py+standRadius
		}
		if kinked && wasGround && angleDist(r.Angle, 0) > flatAngle && angleDist(prev, r.Angle) < kinkAngle {
			kinked = false // back on the curve after the kink: it held him
		}
		prev, wasGround = r.Angle, true
	}
	return
}

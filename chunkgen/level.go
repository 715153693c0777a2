package chunkgen

import (
	"fmt"
	"math"

	"loopwright/layers"
)

// Spec describes a ready-to-play generated level: a run-up floor, one
// shape, a run-out floor and a player start on the run-up.
type Spec struct {
	// Shape is "slope", "curve", "loop" or "halfpipe".
	Shape string
	// Angle is the slope's hex angle (a floor angle, see Slope).
	Angle int
	// Length is the slope's length along its surface, px.
	Length float64
	// Radius is the curve's, loop's or half-pipe's radius, px.
	Radius float64
	// Convex selects a convex curve (else concave, a quarter pipe).
	Convex bool
	// Width is the half-pipe's flat bottom width, px.
	Width float64
	// Variant (s1, s2, s3k, cd, mania; default s2) sets the chunk size:
	// 16 blocks (256 px) for s1, 8 (128 px) otherwise.
	Variant string
	// Character (sonic, tails, knuckles; default sonic) sets the start
	// height: the player's centre stands its height radius above the
	// run-up.
	Character string
	// Name is the level's name; default from the shape.
	Name string
	// Behind (loops only) makes the switcher before the loop set path B
	// for a player crossing it moving right, instead of A: a player
	// arriving from the left then passes behind the loop along the floor
	// instead of going round it (docs/chunkgen.md, loops).
	Behind bool
}

// Layout constants of generated levels.
const (
	RunUpFlat = 448 // flat run-up: enough to reach top speed 6
	RunOut    = 448 // flat run-out after the shape
	TopMargin = 128 // free space above the highest surface
	PreShape  = 64  // at least this much flat floor between a ramp and the shape
	// BeyondRight is how much run-out floor lies beyond the level's right
	// bound (the camera's limit): every game but CD holds the player 40 px
	// beyond it (Sonic_LevelBound: the limit + 320 - 24 + 64), so the
	// floor must go on under him there; 64 px keeps 24 px of floor past
	// his centre.
	BeyondRight = 64
)

// ChunkBlocksFor returns the chunk size in blocks for a variant: 16 for s1,
// 8 for the others.
func ChunkBlocksFor(variant string) (int, error) {
	switch variant {
	case "s1":
		return 16, nil
	case "", "s2", "s3k", "cd", "mania":
		return 8, nil
	}
	return 0, fmt.Errorf("unknown variant %q (want s1, s2, s3k, cd or mania)", variant)
}

func heightRadius(character string) (int, error) {
	switch character {
	case "", "sonic", "knuckles":
		return 19, nil
	case "tails":
		return 15, nil
	}
	return 0, fmt.Errorf("unknown character %q (want sonic, tails or knuckles)", character)
}

// LoopDrop returns how far above the loop's floor the run-up of a
// generated loop level starts, so that a player holding right from a
// standstill reaches the loop fast enough to go round: 0 for small loops,
// about 1.8 r - 64 px otherwise (see docs/chunkgen.md for the energy
// estimate).
func LoopDrop(r int) int {
	d := int(math.Ceil(1.8*float64(r))) - 64
	if d <= 0 {
		return 0
	}
	return (d + 15) / 16 * 16
}

// rampLen returns the horizontal length of a smoothstep ramp dropping d px:
// its steepest point is 30 degrees.
func rampLen(d int) int {
	if d == 0 {
		return 0
	}
	l := int(math.Ceil(1.5 * float64(d) / math.Tan(math.Pi/6)))
	return (l + 15) / 16 * 16
}

// ShapeFor builds the shape a Spec names.
func ShapeFor(sp Spec) (*Shape, error) {
	switch sp.Shape {
	case "slope":
		return Slope(sp.Angle, sp.Length)
	case "curve":
		if sp.Convex {
			return ConvexCurve(sp.Radius)
		}
		return QuarterPipe(sp.Radius, 32)
	case "loop":
		if sp.Radius != math.Trunc(sp.Radius) {
			return nil, fmt.Errorf("loop: radius %g is not a whole number of pixels", sp.Radius)
		}
		return Loop(int(sp.Radius))
	case "halfpipe":
		return HalfPipe(sp.Radius, sp.Width)
	}
	return nil, fmt.Errorf("unknown shape %q (want slope, curve, loop or halfpipe)", sp.Shape)
}

// Generated is a generated level and what tests and tools need to know
// about it.
type Generated struct {
	Lib   *layers.Library
	Level *layers.Level
	// Shape is the shape as placed (level pixel coordinates).
	Shape *Shape
	// All is the whole level's geometry (run-up, shape, run-out) as one
	// shape in level pixels.
	All *Shape
	// Raster is the rasterised level, before tile deduplication.
	Raster *Raster
	// Drop is how far above the shape's entry the run-up starts.
	Drop int
}

// Generate builds the level sp describes on a new library.
func Generate(sp Spec) (*Generated, error) {
	cb, err := ChunkBlocksFor(sp.Variant)
	if err != nil {
		return nil, err
	}
	hr, err := heightRadius(sp.Character)
	if err != nil {
		return nil, err
	}
	sh, err := ShapeFor(sp)
	if err != nil {
		return nil, err
	}
	if sp.Behind {
		if sp.Shape != "loop" {
			return nil, fmt.Errorf("%s: behind applies to loops only", sp.Shape)
		}
		if int(sp.Radius)%16 != 0 {
			return nil, fmt.Errorf("loop: behind needs a radius that is a multiple of 16 (the floor on a block edge), got %g", sp.Radius)
		}
		sh.Switchers[0].Layer[1] = layers.PathB
	}
	drop := 0
	align := sh.Entry // the local point that must fall on a block corner
	if sp.Shape == "loop" {
		drop = LoopDrop(int(sp.Radius))
		align = Pt{0, -sp.Radius} // the loop's centre
	}
	ramp := rampLen(drop)
	runUp := float64(RunUpFlat + ramp + PreShape)
	// Horizontal: the entry at least runUp from the left edge, align on a
	// block edge.
	dx := math.Ceil((runUp-sh.Entry.X+align.X)/16)*16 - align.X
	// Vertical: TopMargin above the highest point.
	b := sh.Bounds()
	top := math.Min(b.Min.Y, sh.Entry.Y-float64(drop))
	top = math.Min(top, sh.Exit.Y)
	dy := math.Ceil((TopMargin-top+align.Y)/16)*16 - align.Y
	sh.Translate(dx, dy)

	bottom := math.Max(sh.Bottom, math.Max(sh.Entry.Y, sh.Exit.Y)+DefaultDepth)
	bottom = math.Ceil(bottom/16) * 16
	width := math.Ceil((sh.Exit.X+RunOut)/16) * 16
	if b2 := sh.Bounds(); b2.Max.X > sh.Exit.X {
		width = math.Max(width, math.Ceil((b2.Max.X+RunOut)/16)*16)
	}
	w, h := int(width/16), int(bottom/16)

	entryY, runTop := sh.Entry.Y, sh.Entry.Y-float64(drop)
	rampX0 := float64(RunUpFlat)
	rampX1 := rampX0 + float64(ramp)
	runup := Graph{X0: 0, X1: sh.Entry.X, Bottom: bottom, F: func(x float64) float64 {
		switch {
		case ramp == 0:
			return entryY
		case x <= rampX0:
			return runTop
		case x >= rampX1:
			return entryY
		}
		s := (x - rampX0) / (rampX1 - rampX0)
		return runTop + float64(drop)*s*s*(3-2*s)
	}}
	exitY := sh.Exit.Y
	runout := Graph{X0: sh.Exit.X, X1: width, Bottom: bottom, F: func(float64) float64 { return exitY }}
	all := &Shape{Name: sh.Name + "-level", Entry: sh.Entry, Exit: sh.Exit, Bottom: bottom, Switchers: sh.Switchers}
	all.Parts = append(all.Parts,
		Part{Name: "run-up", Region: runup, Paths: OnBoth},
		Part{Name: "run-out", Region: runout, Paths: OnBoth})
	all.Parts = append(all.Parts, sh.Parts...)
	if sh.Bottom < bottom {
		sb := sh.Bounds()
		all.Parts = append(all.Parts, Part{Name: "base", Region: Box(sb.Min.X, sh.Bottom, sb.Max.X, bottom), Paths: OnBoth})
	}

	ras, err := all.Rasterize(0, 0, w, h, true)
	if err != nil {
		return nil, err
	}
	lib := layers.NewLibrary(cb)
	bld := NewBuilder(lib)
	name := sp.Name
	if name == "" {
		name = sh.Name
	}
	lvl := layers.New(name, lib, w, h)
	st := ras.stamp(bld, nil)
	setBlocks(bld, lvl, 0, 0, w, h, st.Blocks)
	for i, s := range sh.Switchers {
		s.ID = i + 1
		lvl.Switchers = append(lvl.Switchers, s)
	}
	// The right bound lies BeyondRight before the map's edge, so that the
	// player held at the boundary stands on the run-out in every variant.
	lvl.Bounds.Max.X = w*16 - BeyondRight
	lvl.Start = layers.Point{X: 64, Y: int(math.Floor(runTop)) - hr}
	lvl.Description = fmt.Sprintf("Generated by loopwright gen: %s, run-up %d px (drop %d px), run-out %d px.", sh.Name, int(sh.Entry.X), drop, RunOut)
	return &Generated{Lib: lib, Level: lvl, Shape: sh, All: all, Raster: ras, Drop: drop}, nil
}

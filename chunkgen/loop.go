package chunkgen

import (
	"fmt"
	"math"

	"loopwright/heightmask"
	"loopwright/layers"
)

// LoopLift is how far above the floor (px) the inner surface of a loop's
// lower quarter may be where it meets a player walking along the floor
// through the quarter's band: the ground sensors snap up at most 14 px
// (docs/physics.md "Slope Collision", ground sensors).
const LoopLift = 14

// LoopThickness returns the ring thickness used for a loop of radius r: at
// least 32 px, rounded up so that r + thickness is a multiple of 16 (the
// ring's outermost points lie on block edges).
func LoopThickness(r int) int { return 32 + (16-r%16)%16 }

// Loop returns a full loop of inner radius r (64..512) standing on a floor
// at y = 0, centred on (0, -r): a ring LoopThickness(r) px thick with
// empty space outside it, its lower quarters meeting the floor only near
// the bottom. The two lower quarters are on different paths and solid
// from the top only (heightmask.SolidTop): the right one (met first when
// running right; the climb) on A, the left one (the descent) on B. The
// upper half is on both paths and solid all round, so a jump inside the
// loop meets its ceiling. The floor's block row under the loop is
// top-only too. A player walking along the floor on the path of a lower
// quarter from outside walks into its band (push sensors do not see
// top-only tiles), is lifted onto the inner surface where it comes within
// LoopLift px of the floor and runs down it: it passes behind the loop.
//
// Three switchers go with it: before the loop (either side: A), at the
// top (grounded only: left side B, right side A) and after it (left side
// B, right side A). Spec.Behind makes the first one set B when crossed
// moving right; passing behind needs r to be a multiple of 16 (the floor
// on a block edge; other radii are not carved, see loopFoot). Place the loop with its centre on a block corner (Generate
// does): otherwise blocks at the centre's height hold both halves. See
// docs/chunkgen.md.
func Loop(r int) (*Shape, error) {
	if r < 64 || r > 512 {
		return nil, fmt.Errorf("loop: radius %d out of range (64..512)", r)
	}
	R := float64(r)
	c := Pt{0, -R}
	o := r + LoopThickness(r) // outer radius
	O := float64(o)
	ring := func(box Rect, from, to float64) Ring {
		return Ring{C: c, R: R, Outer: O, Box: box, From: from, To: to}
	}
	s := &Shape{
		Name:   fmt.Sprintf("loop-r%d", r),
		Entry:  Pt{-O, 0},
		Exit:   Pt{O, 0},
		Bottom: DefaultDepth,
		Parts: []Part{
			{Name: "upper half", Region: ring(Rect{Pt{-O, -R - O}, Pt{O, -R}}, -math.Pi, 0), Paths: OnBoth},
			{Name: "climb (lower right)", Region: loopFoot{ring(Rect{Pt{0, -R}, Pt{O, 0}}, 0, math.Pi/2)}, Paths: OnA, Solidity: heightmask.SolidTop},
			{Name: "descent (lower left)", Region: loopFoot{ring(Rect{Pt{-O, -R}, Pt{0, 0}}, math.Pi/2, math.Pi)}, Paths: OnB, Solidity: heightmask.SolidTop},
			{Name: "floor row", Region: Box(-O, 0, O, 16), Paths: OnBoth, Solidity: heightmask.SolidTop},
			{Name: "floor", Region: Box(-O, 16, O, DefaultDepth), Paths: OnBoth},
		},
		Switchers: []layers.Switcher{
			{X: -o - 32, Y: -48, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathA}},
			{X: 0, Y: -2*r + 16, Radius: 32, GroundedOnly: true, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
			{X: o + 32, Y: -48, Radius: 64, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
		},
	}
	return s, nil
}

// loopFoot is a lower quarter of a loop's ring (standing on the floor at
// the inner circle's bottom, its centre on a block corner) with its foot
// carved for walkers. A player walking along the floor through the band
// (its feet 1 px above the floor) must have its ground sensors find either
// the floor or a band surface within their reach (LoopLift px): a sensor
// inside the band regresses to the surface above it and, when that is out
// of reach, the player takes its angle without snapping to it and sinks.
// So, when r is a multiple of 16 (the floor on a block edge), with s the
// inner surface's height above the floor in a column:
//
//   - s <= LoopLift: the column is kept (a walker is lifted onto it);
//   - LoopLift < s < 16 (the surface is in the feet's block): it is
//     trimmed to LoopLift px above the floor (at most 2 px lower);
//   - otherwise, within 16 px above the floor only the top LoopLift px of
//     the band under the surface are kept.
//
// So a sensor covered by the band is at most LoopLift px under its surface
// and a sensor below the band finds the floor. A run of band left hanging
// in the feet's block (touching only its top edge) reads as a negative
// height (Hanging). The carved edges are not listed as surfaces: they are
// the undersides of a top-only band, and their blocks read as the
// surfaces above. Other radii are not carved.
type loopFoot struct{ Ring }

// Hanging tells the rasteriser that a column of this region touching only
// its block's top edge is a hanging run (a negative height), even in a
// block read as a floor.
func (loopFoot) Hanging() bool { return true }

// Inside implements Region.
func (f loopFoot) Inside(p Pt) bool {
	if !f.Ring.Inside(p) {
		return f.wedge(p)
	}
	floor := f.C.Y + f.R
	dx := p.X - f.C.X
	s := math.Inf(1) // the inner surface's height above the floor
	if h2 := f.R*f.R - dx*dx; h2 > 0 {
		s = floor - (f.C.Y + math.Sqrt(h2))
	}
	if off := math.Mod(f.R, 16); off != 0 {
		// The floor is inside a block: that block would have to hold
		// the floor and, above it, a band a walker's feet pass under
		// but a runner's sensors find, which one column cannot. Such a
		// loop is not carved (Spec.Behind refuses it).
		return true
	}
	switch {
	case s <= LoopLift:
		return true
	case s < 16:
		return p.Y >= floor-LoopLift
	case p.Y >= floor-16 && p.Y-(floor-s) >= LoopLift:
		return false
	}
	return true
}

// wedge reports whether p is in the gap under the ring's outer arc inside
// the floor's block, filled when the floor is not on a block edge (a
// height mask holds one run per column, so the floor and an overhang
// above it in one block cannot be represented).
func (f loopFoot) wedge(p Pt) bool {
	off := math.Mod(f.R, 16)
	floor := f.C.Y + f.R
	top := floor - off
	if off == 0 || !f.Box.Contains(p) || p.Y < top {
		return false
	}
	dx, dy := p.X-f.C.X, p.Y-f.C.Y
	if dx*dx+dy*dy <= f.R*f.R {
		return false
	}
	ty := top - f.C.Y
	return dx*dx+ty*ty <= f.Outer*f.Outer
}

// Surfaces implements Region: the ring's, and the filled gap's side
// (straight down from where the outer arc crosses into the floor's block).
func (f loopFoot) Surfaces() []Curve {
	cs := f.Ring.Surfaces()
	off := math.Mod(f.R, 16)
	if off == 0 {
		return cs
	}
	top := f.C.Y + f.R - off
	ty := top - f.C.Y
	w2 := f.Outer*f.Outer - ty*ty
	if w2 <= 0 {
		return cs
	}
	w := math.Sqrt(w2)
	bottom := f.C.Y + f.R
	// Left of the centre walked up, right of it walked down: the solid
	// is on the clockwise side.
	return append(cs, Curve{{f.C.X - w, bottom}, {f.C.X - w, top}}, Curve{{f.C.X + w, top}, {f.C.X + w, bottom}})
}

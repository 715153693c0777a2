package chunkgen

import (
	"math"
)

// Pt is a point in pixels (X grows right, Y grows down). Pixel (i, j) has
// its centre at (i+0.5, j+0.5).
type Pt struct{ X, Y float64 }

// Add returns p + q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sub returns p - q.
func (p Pt) Sub(q Pt) Pt { return Pt{p.X - q.X, p.Y - q.Y} }

// Scale returns p * k.
func (p Pt) Scale(k float64) Pt { return Pt{p.X * k, p.Y * k} }

// Len returns the length of p seen as a vector.
func (p Pt) Len() float64 { return math.Hypot(p.X, p.Y) }

// Rect is a pixel rectangle [Min, Max).
type Rect struct{ Min, Max Pt }

// Contains reports whether p is inside r.
func (r Rect) Contains(p Pt) bool {
	return p.X >= r.Min.X && p.X < r.Max.X && p.Y >= r.Min.Y && p.Y < r.Max.Y
}

// Union returns the smallest rectangle holding r and s.
func (r Rect) Union(s Rect) Rect {
	return Rect{
		Pt{math.Min(r.Min.X, s.Min.X), math.Min(r.Min.Y, s.Min.Y)},
		Pt{math.Max(r.Max.X, s.Max.X), math.Max(r.Max.Y, s.Max.Y)},
	}
}

// Overlaps reports whether r and s share any area.
func (r Rect) Overlaps(s Rect) bool {
	return r.Min.X < s.Max.X && s.Min.X < r.Max.X && r.Min.Y < s.Max.Y && s.Min.Y < r.Max.Y
}

// Curve is an oriented surface polyline: walking along it, the solid is on
// the clockwise side (on screen, with Y down: to the right hand of the
// direction of travel). A floor is walked left to right, a ceiling right to
// left, the outline of a solid clockwise. The hex angle of a surface is the
// direction of travel (hexangle convention: 0 floor, 0xE0 floor rising
// right, 0x40 surface facing right with the solid on its left, 0x80
// ceiling, 0xC0 surface facing left with the solid on its right).
type Curve []Pt

// Length returns the curve's length in pixels.
func (c Curve) Length() float64 {
	l := 0.0
	for i := 1; i < len(c); i++ {
		l += c[i].Sub(c[i-1]).Len()
	}
	return l
}

// Reverse returns c walked the other way (the solid moves to the other
// side).
func (c Curve) Reverse() Curve {
	r := make(Curve, len(c))
	for i, p := range c {
		r[len(c)-1-i] = p
	}
	return r
}

// Polyline returns the curve through pts, unchanged: a helper that names
// the free-path form taking straight segments.
func Polyline(pts ...Pt) Curve { return append(Curve(nil), pts...) }

// Bezier returns a chain of cubic Bezier segments flattened to a polyline
// with points at most about 1 px apart. pts is p0, c1, c2, p1, c3, c4, p2,
// ...: 3n+1 points for n segments. A shorter tail is ignored.
func Bezier(pts ...Pt) Curve {
	var out Curve
	for s := 0; s+3 < len(pts); s += 3 {
		p0, c1, c2, p1 := pts[s], pts[s+1], pts[s+2], pts[s+3]
		est := p0.Sub(c1).Len() + c1.Sub(c2).Len() + c2.Sub(p1).Len()
		n := int(math.Ceil(est)) + 1
		start := 0
		if s > 0 {
			start = 1
		}
		for i := start; i <= n; i++ {
			t := float64(i) / float64(n)
			u := 1 - t
			a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
			out = append(out, Pt{
				a*p0.X + b*c1.X + c*c2.X + d*p1.X,
				a*p0.Y + b*c1.Y + c*c2.Y + d*p1.Y,
			})
		}
	}
	return out
}

// Arc returns the arc of the circle of centre c and radius r from angle
// from to angle to (radians, measured on screen: 0 points right, pi/2
// down), with points about 0.5 px apart. Walking from a smaller to a larger
// angle is clockwise on screen and puts the solid inside the circle (a
// convex surface); the other way puts it outside (concave: loops, quarter
// pipes).
func Arc(c Pt, r, from, to float64) Curve {
	n := int(math.Ceil(math.Abs(to-from)*r/0.5)) + 1
	if n < 2 {
		n = 2
	}
	out := make(Curve, n+1)
	for i := 0; i <= n; i++ {
		a := from + (to-from)*float64(i)/float64(n)
		out[i] = Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

// Region is a solid area: a pixel is solid when its centre is inside.
type Region interface {
	// Bounds returns a rectangle outside which Inside is false.
	Bounds() Rect
	// Inside reports whether p is in the solid.
	Inside(p Pt) bool
	// Surfaces returns the region's outline as oriented curves (solid on
	// the clockwise side). Outline parts hidden by other solids are
	// dropped by the rasteriser.
	Surfaces() []Curve
}

// Poly is a solid polygon. Its points go clockwise on screen (with Y down),
// so that each edge has the solid on its clockwise side. Inside uses the
// even-odd rule.
type Poly []Pt

// Box returns the rectangle [x0, x1) x [y0, y1) as a clockwise Poly.
func Box(x0, y0, x1, y1 float64) Poly {
	return Poly{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// Bounds implements Region.
func (p Poly) Bounds() Rect {
	if len(p) == 0 {
		return Rect{}
	}
	r := Rect{p[0], p[0]}
	for _, q := range p[1:] {
		r = r.Union(Rect{q, q})
	}
	return r
}

// Inside implements Region.
func (p Poly) Inside(q Pt) bool {
	in := false
	j := len(p) - 1
	for i := range p {
		a, b := p[i], p[j]
		if (a.Y > q.Y) != (b.Y > q.Y) {
			x := a.X + (q.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
			if q.X < x {
				in = !in
			}
		}
		j = i
	}
	return in
}

// Surfaces implements Region: the closed outline.
func (p Poly) Surfaces() []Curve {
	if len(p) < 2 {
		return nil
	}
	c := make(Curve, 0, len(p)+1)
	c = append(c, p...)
	c = append(c, p[0])
	return []Curve{c}
}

// Disc is the part of a box that is inside (Outside false: a convex
// surface) or outside (Outside true: a concave surface, the inside of a
// loop or a quarter pipe) the circle of centre C and radius R. From and To
// (radians, screen angles, From < To) are the part of the circle that lies
// in the box and is a surface.
type Disc struct {
	C        Pt
	R        float64
	Outside  bool
	Box      Rect
	From, To float64
}

// Bounds implements Region.
func (d Disc) Bounds() Rect { return d.Box }

// Inside implements Region.
func (d Disc) Inside(p Pt) bool {
	if !d.Box.Contains(p) {
		return false
	}
	dx, dy := p.X-d.C.X, p.Y-d.C.Y
	in := dx*dx+dy*dy <= d.R*d.R
	return in != d.Outside
}

// Surfaces implements Region: the arc and the box outline.
func (d Disc) Surfaces() []Curve {
	arc := Arc(d.C, d.R, d.From, d.To)
	if d.Outside {
		arc = arc.Reverse()
	}
	b := Box(d.Box.Min.X, d.Box.Min.Y, d.Box.Max.X, d.Box.Max.Y)
	return append([]Curve{arc}, b.Surfaces()...)
}

// Graph is the solid between the graph of a function and a bottom edge:
// X0 <= x < X1, F(x) <= y < Bottom. Its surface is the graph walked left to
// right, plus the sides and bottom.
type Graph struct {
	X0, X1, Bottom float64
	F              func(x float64) float64
}

// Bounds implements Region.
func (g Graph) Bounds() Rect {
	top := g.Bottom
	for x := g.X0; x <= g.X1; x += 1 {
		top = math.Min(top, g.F(x))
	}
	return Rect{Pt{g.X0, top - 1}, Pt{g.X1, g.Bottom}}
}

// Inside implements Region.
func (g Graph) Inside(p Pt) bool {
	return p.X >= g.X0 && p.X < g.X1 && p.Y < g.Bottom && p.Y >= g.F(p.X)
}

// Surfaces implements Region.
func (g Graph) Surfaces() []Curve {
	var top Curve
	n := int(math.Ceil((g.X1-g.X0)/0.5)) + 1
	for i := 0; i <= n; i++ {
		x := g.X0 + (g.X1-g.X0)*float64(i)/float64(n)
		top = append(top, Pt{x, g.F(x)})
	}
	top = append(top, Pt{g.X1, g.Bottom}, Pt{g.X0, g.Bottom}, top[0])
	return []Curve{top}
}

// Band is a free path: the solid within Thickness pixels of Path on its
// clockwise side (below a path walked left to right).
type Band struct {
	Path      Curve
	Thickness float64
	bounds    Rect
	grid      map[[2]int][]int // 32 px cells -> segment indices
}

// NewBand returns the band of the given thickness along path.
func NewBand(path Curve, thickness float64) *Band {
	b := &Band{Path: path, Thickness: thickness, grid: map[[2]int][]int{}}
	if len(path) == 0 {
		return b
	}
	b.bounds = Rect{path[0], path[0]}
	for i := 1; i < len(path); i++ {
		p, q := path[i-1], path[i]
		r := Rect{Pt{math.Min(p.X, q.X) - thickness - 1, math.Min(p.Y, q.Y) - thickness - 1},
			Pt{math.Max(p.X, q.X) + thickness + 1, math.Max(p.Y, q.Y) + thickness + 1}}
		b.bounds = b.bounds.Union(r)
		for cy := int(math.Floor(r.Min.Y / 32)); cy <= int(math.Floor(r.Max.Y/32)); cy++ {
			for cx := int(math.Floor(r.Min.X / 32)); cx <= int(math.Floor(r.Max.X/32)); cx++ {
				k := [2]int{cx, cy}
				b.grid[k] = append(b.grid[k], i-1)
			}
		}
	}
	return b
}

// Bounds implements Region.
func (b *Band) Bounds() Rect { return b.bounds }

// Inside implements Region: the nearest point of the path is within
// Thickness and p is on the path's clockwise side of it.
func (b *Band) Inside(p Pt) bool {
	segs := b.grid[[2]int{int(math.Floor(p.X / 32)), int(math.Floor(p.Y / 32))}]
	best := math.Inf(1)
	side := 0.0
	for _, i := range segs {
		a, c := b.Path[i], b.Path[i+1]
		d := c.Sub(a)
		l2 := d.X*d.X + d.Y*d.Y
		t := 0.0
		if l2 > 0 {
			t = ((p.X-a.X)*d.X + (p.Y-a.Y)*d.Y) / l2
		}
		t = math.Max(0, math.Min(1, t))
		q := a.Add(d.Scale(t))
		dist := p.Sub(q).Len()
		if dist < best-1e-9 {
			best = dist
			// Clockwise side of d is (-d.Y, d.X).
			side = (p.X-q.X)*(-d.Y) + (p.Y-q.Y)*d.X
		}
	}
	return best <= b.Thickness && side >= 0
}

// Surfaces implements Region: the path, the far edge walked back, and the
// end caps.
func (b *Band) Surfaces() []Curve {
	if len(b.Path) < 2 {
		return nil
	}
	out := Curve(append(Curve(nil), b.Path...))
	var far Curve
	for i := range b.Path {
		var d Pt
		switch {
		case i == 0:
			d = b.Path[1].Sub(b.Path[0])
		case i == len(b.Path)-1:
			d = b.Path[i].Sub(b.Path[i-1])
		default:
			d = b.Path[i+1].Sub(b.Path[i-1])
		}
		l := d.Len()
		if l == 0 {
			continue
		}
		n := Pt{-d.Y / l, d.X / l}
		far = append(far, b.Path[i].Add(n.Scale(b.Thickness)))
	}
	out = append(out, far.Reverse()...)
	out = append(out, b.Path[0])
	return []Curve{out}
}

// Ring is the part of a box that lies between two concentric circles of
// centre C: outside the inner radius R and inside (or on) the outer
// radius Outer. From and To (radians, screen angles, From < To) are the
// part of both circles that lies in the box and is a surface: the inner
// arc is concave (the inside of a loop), the outer one convex.
type Ring struct {
	C        Pt
	R, Outer float64
	Box      Rect
	From, To float64
}

// Bounds implements Region.
func (g Ring) Bounds() Rect { return g.Box }

// Inside implements Region.
func (g Ring) Inside(p Pt) bool {
	if !g.Box.Contains(p) {
		return false
	}
	dx, dy := p.X-g.C.X, p.Y-g.C.Y
	d2 := dx*dx + dy*dy
	return d2 > g.R*g.R && d2 <= g.Outer*g.Outer
}

// Surfaces implements Region: the inner arc (walked counterclockwise),
// the outer arc (clockwise) and the box outline.
func (g Ring) Surfaces() []Curve {
	inner := Arc(g.C, g.R, g.From, g.To).Reverse()
	outer := Arc(g.C, g.Outer, g.From, g.To)
	b := Box(g.Box.Min.X, g.Box.Min.Y, g.Box.Max.X, g.Box.Max.Y)
	return append([]Curve{inner, outer}, b.Surfaces()...)
}

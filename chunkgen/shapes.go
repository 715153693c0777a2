package chunkgen

import (
	"fmt"
	"math"

	"loopwright/heightmask"
)

// DefaultDepth is how far below its lowest surface a shape fills solid.
const DefaultDepth = 32

// unit returns the direction of travel of hex angle a (float, Y down).
func unit(a int) Pt {
	r := float64(a&0xFF) * math.Pi / 128
	return Pt{math.Cos(r), math.Sin(r)}
}

// IsFloorAngle reports whether hex angle a is walked left to right with the
// solid below: 0xC0 (straight up) through 0 to 0x40 (straight down).
func IsFloorAngle(a int) bool {
	a &= 0xFF
	return a >= 0xC0 || a <= 0x40
}

// Slope returns a straight slope of hex angle angle (a floor angle:
// 0xC0..0xFF, 0..0x40; 0xE0 rises right at 45 degrees, 0x20 falls right)
// and length px measured along the surface. Its entry is (0, 0), its exit
// length px away along the slope; it is solid below down to Bottom.
func Slope(angle int, length float64) (*Shape, error) {
	if !IsFloorAngle(angle) {
		return nil, fmt.Errorf("slope: angle 0x%02X is not a floor angle (0xC0..0xFF or 0x00..0x40)", angle&0xFF)
	}
	if length <= 0 || length > 8192 {
		return nil, fmt.Errorf("slope: length %g out of range (1..8192)", length)
	}
	u := unit(angle)
	end := Pt{math.Round(u.X*length*16) / 16, math.Round(u.Y*length*16) / 16}
	bottom := math.Max(0, end.Y) + DefaultDepth
	s := &Shape{
		Name:   fmt.Sprintf("slope-%02X-%g", angle&0xFF, length),
		Entry:  Pt{},
		Exit:   end,
		Bottom: bottom,
		Parts: []Part{{
			Name:   "slope",
			Region: Poly{{0, 0}, end, {end.X, bottom}, {0, bottom}},
			Paths:  OnBoth,
		}},
	}
	return s, nil
}

func checkRadius(what string, r, lo, hi float64) error {
	if r < lo || r > hi || math.IsNaN(r) {
		return fmt.Errorf("%s: radius %g out of range (%g..%g)", what, r, lo, hi)
	}
	return nil
}

// QuarterPipe returns a concave quarter circle of radius r rising to the
// right from a floor (entry (0, 0), angle 0) to a vertical wall (exit
// (r, -r), angle 0xC0), thickness px thick at the wall.
func QuarterPipe(r, thickness float64) (*Shape, error) {
	if err := checkRadius("quarter pipe", r, 16, 2048); err != nil {
		return nil, err
	}
	c := Pt{0, -r}
	return &Shape{
		Name:   fmt.Sprintf("curve-concave-r%g", r),
		Exit:   Pt{r, -r},
		Bottom: DefaultDepth,
		Parts: []Part{
			{Name: "quarter", Region: Disc{C: c, R: r, Outside: true, Box: Rect{Pt{0, -r}, Pt{r + thickness, 0}}, From: 0, To: math.Pi / 2}, Paths: OnBoth},
			{Name: "base", Region: Box(0, 0, r+thickness, DefaultDepth), Paths: OnBoth},
		},
	}, nil
}

// ConvexCurve returns a convex quarter circle of radius r falling to the
// right from a floor (entry (0, 0), angle 0) to a vertical drop (at
// (r, r), angle 0x40), which turns into the lower floor (exit (2r, 2r),
// angle 0) through a concave quarter circle of the same radius. A drop
// meeting the floor in a sharp inner corner would trap a player running
// down it, as in the original games (docs/assumptions.md, chunkgen).
func ConvexCurve(r float64) (*Shape, error) {
	if err := checkRadius("convex curve", r, 16, 2048); err != nil {
		return nil, err
	}
	return &Shape{
		Name:   fmt.Sprintf("curve-convex-r%g", r),
		Exit:   Pt{2 * r, 2 * r},
		Bottom: 2*r + DefaultDepth,
		Parts: []Part{
			{Name: "quarter", Region: Disc{C: Pt{0, r}, R: r, Box: Rect{Pt{0, 0}, Pt{r, r}}, From: -math.Pi / 2, To: 0}, Paths: OnBoth},
			{Name: "base", Region: Box(0, r, r, 2*r+DefaultDepth), Paths: OnBoth},
			{Name: "foot", Region: Disc{C: Pt{2 * r, r}, R: r, Outside: true, Box: Rect{Pt{r, r}, Pt{2 * r, 2 * r}}, From: math.Pi / 2, To: math.Pi}, Paths: OnBoth},
			{Name: "foot-base", Region: Box(r, 2*r, 2*r, 2*r+DefaultDepth), Paths: OnBoth},
		},
	}, nil
}

// HalfPipe returns a U: a concave quarter of radius r falling from the
// left rim (entry (0, -r)), a flat bottom width px wide at y = 0 and a
// concave quarter rising to the right rim (exit (2r+width, -r)).
func HalfPipe(r, width float64) (*Shape, error) {
	if err := checkRadius("half-pipe", r, 16, 2048); err != nil {
		return nil, err
	}
	if width < 0 || width > 8192 {
		return nil, fmt.Errorf("half-pipe: width %g out of range (0..8192)", width)
	}
	e := 2*r + width
	return &Shape{
		Name:   fmt.Sprintf("halfpipe-r%g-w%g", r, width),
		Entry:  Pt{0, -r},
		Exit:   Pt{e, -r},
		Bottom: DefaultDepth,
		Parts: []Part{
			{Name: "left quarter", Region: Disc{C: Pt{r, -r}, R: r, Outside: true, Box: Rect{Pt{0, -r}, Pt{r, 0}}, From: math.Pi / 2, To: math.Pi}, Paths: OnBoth},
			{Name: "right quarter", Region: Disc{C: Pt{r + width, -r}, R: r, Outside: true, Box: Rect{Pt{r + width, -r}, Pt{e, 0}}, From: 0, To: math.Pi / 2}, Paths: OnBoth},
			{Name: "floor", Region: Box(0, 0, e, DefaultDepth), Paths: OnBoth},
		},
	}, nil
}

// Wall returns a solid rectangle [x0, x1) x [y0, y1) on both paths: a wall,
// a ceiling slab or a pillar.
func Wall(x0, y0, x1, y1 float64) *Shape {
	return &Shape{Name: "wall", Entry: Pt{x0, y0}, Exit: Pt{x1, y0}, Bottom: y1,
		Parts: []Part{{Name: "wall", Region: Box(x0, y0, x1, y1), Paths: OnBoth}}}
}

// Ceiling returns a slab [x0, x1) x [y0, y1) hanging from above: the same
// solid as Wall; its underside rasterises as ceiling masks (negative
// heights, angle 0x80).
func Ceiling(x0, y0, x1, y1 float64) *Shape {
	s := Wall(x0, y0, x1, y1)
	s.Name = "ceiling"
	return s
}

// Ledge returns a jump-through (top-solid) platform [x0, x0+length) x
// [y, y+thickness) on both paths.
func Ledge(x0, y, length, thickness float64) *Shape {
	return &Shape{Name: "ledge", Entry: Pt{x0, y}, Exit: Pt{x0 + length, y}, Bottom: y + thickness,
		Parts: []Part{{Name: "ledge", Region: Box(x0, y, x0+length, y+thickness), Paths: OnBoth, Solidity: heightmask.SolidTop}}}
}

// FreePath returns a surface following path (a Polyline or a Bezier, walked
// so that the solid is on its clockwise side: left to right for a floor)
// with the given thickness, on the given paths and solidity. S-curves are
// Bezier free paths.
func FreePath(path Curve, thickness float64, paths Paths, sol heightmask.Solidity) (*Shape, error) {
	if len(path) < 2 {
		return nil, fmt.Errorf("free path: need at least 2 points, got %d", len(path))
	}
	if thickness < 1 || thickness > 1024 {
		return nil, fmt.Errorf("free path: thickness %g out of range (1..1024)", thickness)
	}
	b := NewBand(path, thickness)
	bottom := b.Bounds().Max.Y
	return &Shape{Name: "free-path", Entry: path[0], Exit: path[len(path)-1], Bottom: bottom,
		Parts: []Part{{Name: "path", Region: b, Paths: paths, Solidity: sol}}}, nil
}

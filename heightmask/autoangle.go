package heightmask

import (
	"loopwright/hexangle"
	"loopwright/internal/intmath"
)

// AutoAngle returns a hex angle for m's surface, measured from its shape
// (its Heights only; Widths, Angle and Flagged are not read). The original
// games' angles were set by hand; this is an estimate designed to land
// close to them (docs/assumptions.md gives the method and its measured
// agreement). It is pure integer arithmetic, so its results are the same on
// every machine.
//
// Method:
//   - The mask is a floor (solid below the surface) when its partial columns
//     (heights 1..15) outnumber or equal its hanging ones (-15..-1), else a
//     ceiling; full columns (16 or -16) and empty ones count for neither.
//   - The surface points are the partial columns' surface pixels, plus any
//     empty or full column next to one of them (so that a step into a full
//     or empty column still counts), and a least-squares line is fitted to
//     them with y as a function of x.
//   - When that line is steeper than 45 degrees, or there is no partial
//     column, the mask is read as a wall instead: the same fit on its rows
//     (the solid runs touching the tile's right edge, or its left edge,
//     whichever more rows do), x as a function of y.
//   - The angle is the direction along the surface with the solid on the
//     clockwise side (hexangle.PointDirection of the fitted direction):
//     0 flat floor, 0xE0 a floor rising right at 45 degrees, 0x80 a flat
//     ceiling, 0xC0 a wall whose solid side is to the right.
//   - An odd result is rounded to the neighbouring multiple of 4 (the
//     hand-set angles are multiples of 4); this keeps the result
//     consistent with flips: AutoAngle of a flipped mask is FlipAngle of
//     AutoAngle of the mask.
//
// An empty mask, a full one, or one with no slope to measure returns 0.
func AutoAngle(m *Mask) uint8 {
	a, ok := rawAutoAngle(m)
	if !ok {
		return 0
	}
	return roundAngle(a)
}

// rawAutoAngle is AutoAngle before rounding: the fitted direction as a
// hex angle, or false when there is no slope to measure.
func rawAutoAngle(m *Mask) (int, bool) {
	floor, ceil := 0, 0
	for _, h := range m.Heights {
		switch {
		case h > 0 && h < Size:
			floor++
		case h < 0 && h > -Size:
			ceil++
		}
	}
	var fit lsq
	if floor > 0 || ceil > 0 {
		isCeil := ceil > floor
		for x := 0; x < Size; x++ {
			if v, ok := colSurface(m, x, isCeil); ok {
				fit.add(x, v)
			} else if v, ok := colClipped(m, x, isCeil); ok &&
				((x > 0 && colPartial(m, x-1, isCeil)) || (x < Size-1 && colPartial(m, x+1, isCeil))) {
				fit.add(x, v)
			}
		}
		sxx, sxy := fit.moments()
		if sxx > 0 && intmath.Abs(sxy) <= sxx {
			if isCeil {
				return hexangle.PointDirection(-sxx, -sxy), true
			}
			return hexangle.PointDirection(sxx, sxy), true
		}
	}
	// Wall: rows as runs from the right edge (solid on the right) or the
	// left edge.
	var rows [Size]uint16
	for y := 0; y < Size; y++ {
		var bits uint16
		for x := 0; x < Size; x++ {
			if m.Solid(x, y) {
				bits |= 1 << x
			}
		}
		rows[y] = bits
	}
	right, left := 0, 0
	for y := 0; y < Size; y++ {
		if n := runFromRight(rows[y]); n > 0 && n < Size {
			right++
		}
		if n := runFromLeft(rows[y]); n > 0 && n < Size {
			left++
		}
	}
	if right == 0 && left == 0 {
		return 0, false
	}
	onRight := right >= left
	edge := func(y int) (int, bool) { // x of the first air pixel beside the solid
		if onRight {
			n := runFromRight(rows[y])
			return Size - n, true
		}
		return runFromLeft(rows[y]), true
	}
	partial := func(y int) bool {
		if onRight {
			n := runFromRight(rows[y])
			return n > 0 && n < Size
		}
		n := runFromLeft(rows[y])
		return n > 0 && n < Size
	}
	var wf lsq
	for y := 0; y < Size; y++ {
		if partial(y) {
			v, _ := edge(y)
			wf.add(y, v)
			continue
		}
		clipped := rows[y] == 0 || rows[y] == 0xFFFF
		if clipped && ((y > 0 && partial(y-1)) || (y < Size-1 && partial(y+1))) {
			v, _ := edge(y)
			wf.add(y, v)
		}
	}
	syy, syx := wf.moments()
	if syy == 0 {
		return 0, false
	}
	if onRight {
		// Solid on the right: the surface runs upwards.
		return hexangle.PointDirection(-syx, -syy), true
	}
	return hexangle.PointDirection(syx, syy), true
}

// colSurface returns the y of column x's surface pixel row boundary: for a
// floor the top of the solid (16 - h), for a ceiling the bottom (-h), when
// the column is partial for that kind.
func colSurface(m *Mask, x int, ceil bool) (int, bool) {
	h := int(m.Heights[x])
	if ceil {
		if h < 0 && h > -Size {
			return -h, true
		}
		return 0, false
	}
	if h > 0 && h < Size {
		return Size - h, true
	}
	return 0, false
}

func colPartial(m *Mask, x int, ceil bool) bool {
	_, ok := colSurface(m, x, ceil)
	return ok
}

// colClipped returns the surface y of an empty or full column: the far edge
// for an empty one, the near edge for a full one.
func colClipped(m *Mask, x int, ceil bool) (int, bool) {
	h := int(m.Heights[x])
	switch {
	case h == 0:
		if ceil {
			return 0, true
		}
		return Size, true
	case h == Size || h == -Size:
		if ceil {
			return Size, true
		}
		return 0, true
	}
	return 0, false
}

func runFromRight(bits uint16) int {
	n := 0
	for x := Size - 1; x >= 0 && bits&(1<<x) != 0; x-- {
		n++
	}
	return n
}

func runFromLeft(bits uint16) int {
	n := 0
	for x := 0; x < Size && bits&(1<<x) != 0; x++ {
		n++
	}
	return n
}

// Where the games' hand-set angles sit against the fitted one: the
// designers leaned every slope towards the nearest axis (floor, wall or
// ceiling), by about one hex unit, and by two on slopes of 14 to 34 degrees
// from it (leanFrom to leanTo hex units). Measured on the partial masks of
// Sonic 1's and Sonic 2's own collision sets (TestAutoAngle_Games).
const (
	leanFrom = 10
	leanTo   = 24
)

// roundAngle settles the fitted hex angle a (any int, wrapped to a byte):
// its distance t from the nearest axis (a multiple of 0x40, so t <= 32) is
// leaned towards that axis as the games' angles are (t-1 for leanFrom <= t
// < leanTo), then made even, rounding towards the axis. Depending only on
// the distance from an axis, it commutes with flips: AutoAngle of a
// flipped mask is FlipAngle of AutoAngle of the mask.
func roundAngle(a int) uint8 {
	a &= 0xFF
	axis := (a + 0x20) &^ 0x3F
	t := a - axis
	neg := t < 0
	if neg {
		t = -t
	}
	if t >= leanFrom && t < leanTo {
		t--
	}
	t &^= 1
	if neg {
		t = -t
	}
	return uint8((axis + t) & 0xFF)
}

// lsq accumulates the sums of a least-squares line fit.
type lsq struct{ n, sx, sy, sxx, sxy int }

func (f *lsq) add(x, y int) {
	f.n++
	f.sx += x
	f.sy += y
	f.sxx += x * x
	f.sxy += x * y
}

// moments returns n*Var(x) and n*Cov(x, y), both scaled by n.
func (f *lsq) moments() (int, int) {
	return f.n*f.sxx - f.sx*f.sx, f.n*f.sxy - f.sx*f.sy
}

package heightmask

import (
	"math/rand"
	"slices"
	"testing"
)

// grid is an independent pixel-level model of a height array: grid[y][x]
// is true when pixel (x, y) is solid. Y grows down.
type grid [Size][Size]bool

func gridOf(h [Size]int8) grid {
	var g grid
	for x := 0; x < Size; x++ {
		v := int(h[x])
		for y := 0; y < Size; y++ {
			if v > 0 {
				g[y][x] = y >= Size-v
			} else if v < 0 {
				g[y][x] = y < -v
			}
		}
	}
	return g
}

// refWidths applies the rule of docs/physics.md "Solid Tiles" / docs/tiled.md
// sentence by sentence: for each row, top to bottom, the number of solid
// pixels; 0 when empty, 16 when full; otherwise negative when the row's
// leftmost pixel is solid, positive when not.
func refWidths(g grid) [Size]int8 {
	var w [Size]int8
	for y := 0; y < Size; y++ {
		n := 0
		for x := 0; x < Size; x++ {
			if g[y][x] {
				n++
			}
		}
		switch {
		case n == 0, n == Size:
		case g[y][0]:
			n = -n
		}
		w[y] = int8(n)
	}
	return w
}

func hs(v ...int) [Size]int8 {
	var h [Size]int8
	for i := range h {
		h[i] = int8(v[i])
	}
	return h
}

func fill(v int) [Size]int8 {
	var h [Size]int8
	for i := range h {
		h[i] = int8(v)
	}
	return h
}

var specHeights = hs(0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9)

// docs/physics.md "Solid Tiles", "Height Array": the example tile.
func TestDeriveWidths(t *testing.T) {
	cases := []struct {
		name    string
		heights [Size]int8
		want    [Size]int8
	}{
		{"spec example", specHeights, hs(0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14)},
		{"empty", fill(0), fill(0)},
		{"full", fill(16), fill(16)},
		{"full hanging", fill(-16), fill(16)},
		{"half floor", fill(8), hs(0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 16, 16, 16, 16, 16, 16)},
		{"half ceiling", fill(-8), hs(16, 16, 16, 16, 16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0)},
		// The spec example mirrored left to right: solid from the left edge.
		{"x flipped", hs(9, 9, 9, 8, 7, 6, 6, 5, 5, 4, 3, 2, 2, 1, 0, 0), hs(0, 0, 0, 0, 0, 0, 0, -3, -4, -5, -7, -9, -10, -11, -13, -14)},
		// Upside down: a ceiling mask.
		{"y flipped", hs(0, 0, -1, -2, -2, -3, -4, -5, -5, -6, -6, -7, -8, -9, -9, -9), hs(14, 13, 11, 10, 9, 7, 5, 4, 3, 0, 0, 0, 0, 0, 0, 0)},
		{"wall right", hs(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 16), fill(2)},
		{"wall left", hs(16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), fill(-3)},
	}
	for _, c := range cases {
		if got := DeriveWidths(c.heights); got != c.want {
			t.Errorf("%s: DeriveWidths = %v, want %v", c.name, got, c.want)
		}
	}
}

// docs/physics.md "Solid Tiles": the width rule, exhaustively for every single-column pattern
// at every column, every pair of values on two columns, and random masks,
// against the pixel-grid reference.
func TestDeriveWidths_Exhaustive(t *testing.T) {
	check := func(h [Size]int8) {
		t.Helper()
		if got, want := DeriveWidths(h), refWidths(gridOf(h)); got != want {
			t.Fatalf("DeriveWidths(%v) = %v, want %v", h, got, want)
		}
	}
	for x := 0; x < Size; x++ {
		for v := -Size; v <= Size; v++ {
			var h [Size]int8
			h[x] = int8(v)
			check(h)
		}
	}
	for _, cols := range [][2]int{{0, 15}, {0, 1}, {7, 8}, {3, 12}} {
		for a := -Size; a <= Size; a++ {
			for b := -Size; b <= Size; b++ {
				var h [Size]int8
				h[cols[0]], h[cols[1]] = int8(a), int8(b)
				check(h)
			}
		}
	}
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 20000; n++ {
		check(randomHeights(r))
	}
}

func randomHeights(r *rand.Rand) [Size]int8 {
	var h [Size]int8
	mode := r.Intn(3)
	for i := range h {
		switch mode {
		case 0:
			h[i] = int8(r.Intn(33) - 16)
		case 1:
			h[i] = int8(r.Intn(17))
		default:
			h[i] = -int8(r.Intn(17))
		}
	}
	return h
}

// docs/physics.md "Solid Tiles", "Height Array" and "Angles": the spec's example tile has the
// angle 33.75 degrees (232); hand-made shapes get their geometric angles.
func TestAutoAngle(t *testing.T) {
	ramp := func(step, of int) [Size]int8 { // rises step pixels every `of` columns
		var h [Size]int8
		for x := range h {
			h[x] = int8(1 + x/of*step)
		}
		return h
	}
	cases := []struct {
		name    string
		heights [Size]int8
		want    uint8
	}{
		{"spec example", specHeights, 232},
		{"empty", fill(0), 0},
		{"full", fill(16), 0},
		{"flat half", fill(8), 0},
		{"flat low", fill(1), 0},
		{"flat ceiling", fill(-5), 0x80},
		{"45 rising right", ramp(1, 1), 0xE0},
		{"45 falling right", hs(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1), 0x20},
		{"45 ceiling", hs(-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16), 0xA0},
		{"flat run", ramp(0, 1), 0},
		// A step from 15 into full columns: a very gentle rise (Sonic 2's
		// own tile 57, 15 15 15 16 ..., has 0xFE).
		{"step into full", hs(15, 15, 15, 15, 15, 15, 15, 15, 16, 16, 16, 16, 16, 16, 16, 16), 0xFE},
		// Walls: solid on the right (runs up, 0xC0), on the left (0x40).
		{"wall right", hs(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 16, 16), 0xC0},
		{"wall left", hs(16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 0x40},
		{"steep rise", hs(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 8, 12), 0xC8}, // atan(4) = 76 degrees, 0xCA, leaned towards the wall
	}
	for _, c := range cases {
		m := Mask{Heights: c.heights}
		if got := AutoAngle(&m); got != c.want {
			t.Errorf("%s: AutoAngle = %d (%#x), want %d (%#x)", c.name, got, got, c.want, c.want)
		}
	}
	// Gentle ramps land between flat and 45 degrees, steeper as they rise.
	prev := 256
	for _, r := range [][2]int{{1, 4}, {1, 2}, {1, 1}} {
		m := Mask{Heights: ramp(r[0], r[1])}
		a := int(AutoAngle(&m))
		if a >= prev || a < 0xE0 {
			t.Errorf("ramp %v: angle %d not in 0xE0..%d", r, a, prev-1)
		}
		prev = a
	}
}

// AutoAngle agrees with FlipAngle under flips for slope-shaped masks
// (monotonic height profiles, the tiles slopes are built from), and ignores
// every field but Heights.
func TestAutoAngle_Flips(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for n := 0; n < 5000; n++ {
		var h [Size]int8
		v := r.Intn(17)
		for i := range h {
			v += r.Intn(4) - 0
			if v > Size {
				v = Size
			}
			h[i] = int8(v)
		}
		if n%2 == 1 {
			slices.Reverse(h[:])
		}
		m := Mask{Heights: h}
		if h == fill(Size) {
			continue // nothing to measure
		}
		a := AutoAngle(&m)
		for _, f := range [][2]bool{{true, false}, {false, true}, {true, true}} {
			mm := m
			if f[0] {
				mm = mm.FlipX()
			}
			if f[1] {
				mm = mm.FlipY()
			}
			if got, want := AutoAngle(&mm), FlipAngle(a, f[0], f[1]); got != want {
				t.Fatalf("%v flips %v: AutoAngle = %d, want %d (unflipped %d)", h, f, got, want, a)
			}
		}
		m2 := m
		m2.Widths = fill(3)
		m2.Angle, m2.Flagged, m2.ManualAngle = 77, true, true
		if AutoAngle(&m2) != a {
			t.Fatalf("AutoAngle reads more than Heights")
		}
	}
}

// docs/physics.md "Solid Tiles", "Flagged Tiles" and the flip rules: an X flip turns angle a
// into (256 - a) mod 256, a Y flip into (128 - a) mod 256; 0xFF stays.
func TestFlipAngle(t *testing.T) {
	for a := 0; a < 256; a++ {
		want := []uint8{uint8(a), uint8(256 - a), uint8(128 - a), uint8(128 + a)}
		if a == 0xFF {
			want = []uint8{0xFF, 0xFF, 0xFF, 0xFF}
		}
		for i, f := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			if got := FlipAngle(uint8(a), f[0], f[1]); got != want[i] {
				t.Errorf("FlipAngle(%d, %v) = %d, want %d", a, f, got, want[i])
			}
		}
	}
}

func derived(h [Size]int8) Mask {
	m := Mask{Heights: h}
	m.Recompute()
	return m
}

// docs/physics.md "Solid Tiles": flips mirror the pixels, their widths are the widths derived
// from the flipped heights, their angles follow FlipAngle, flagged stays
// flagged, and a double flip is the identity.
func TestMask_FlipX(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 5000; n++ {
		m := derived(randomHeights(r))
		m.Flagged = n%3 == 0
		f := m.FlipX()
		g, gf := gridOf(m.Heights), gridOf(f.Heights)
		for y := 0; y < Size; y++ {
			for x := 0; x < Size; x++ {
				if g[y][x] != gf[y][Size-1-x] {
					t.Fatalf("%v: pixel %d,%d not mirrored", m.Heights, x, y)
				}
			}
		}
		if f.Widths != DeriveWidths(f.Heights) {
			t.Fatalf("%v: FlipX widths %v, derived %v", m.Heights, f.Widths, DeriveWidths(f.Heights))
		}
		if f.Angle != uint8(256-int(m.Angle)) && m.Angle != 0xFF {
			t.Fatalf("FlipX angle %d -> %d", m.Angle, f.Angle)
		}
		if f.Flagged != m.Flagged || f.TileAngle() != FlipAngle(m.TileAngle(), true, false) {
			t.Fatalf("FlipX flagged %v -> %v", m.Flagged, f.Flagged)
		}
		if back := f.FlipX(); back != m {
			t.Fatalf("FlipX twice: %+v, want %+v", back, m)
		}
	}
	// Custom widths are mirrored as the games do: negated, 16 kept.
	c := Mask{Widths: hs(0, 1, -2, 16, -16, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), CustomWidths: true}
	if got, want := c.FlipX().Widths, hs(0, -1, 2, 16, -16, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0); got != want {
		t.Errorf("FlipX custom widths = %v, want %v", got, want)
	}
}

func TestMask_FlipY(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for n := 0; n < 5000; n++ {
		m := derived(randomHeights(r))
		m.Flagged = n%3 == 0
		f := m.FlipY()
		g, gf := gridOf(m.Heights), gridOf(f.Heights)
		for y := 0; y < Size; y++ {
			for x := 0; x < Size; x++ {
				if g[y][x] != gf[Size-1-y][x] {
					t.Fatalf("%v: pixel %d,%d not mirrored", m.Heights, x, y)
				}
			}
		}
		if f.Widths != DeriveWidths(f.Heights) {
			t.Fatalf("%v: FlipY widths %v, derived %v", m.Heights, f.Widths, DeriveWidths(f.Heights))
		}
		if f.Angle != uint8(128-int(m.Angle)) && m.Angle != 0xFF {
			t.Fatalf("FlipY angle %d -> %d", m.Angle, f.Angle)
		}
		if f.Flagged != m.Flagged {
			t.Fatalf("FlipY flagged %v -> %v", m.Flagged, f.Flagged)
		}
		back := f.FlipY()
		// Full columns come back as 16 whichever way they were written.
		want := m
		for i, h := range want.Heights {
			if h == -Size {
				want.Heights[i] = Size
			}
		}
		if back != want {
			t.Fatalf("FlipY twice: %+v, want %+v", back, want)
		}
	}
	// A floor becomes a ceiling.
	f := derived(specHeights).FlipY()
	if f.Heights != hs(0, 0, -1, -2, -2, -3, -4, -5, -5, -6, -6, -7, -8, -9, -9, -9) || f.Angle != 128-232+256 {
		t.Errorf("FlipY of the spec example: %v angle %d", f.Heights, f.Angle)
	}
}

// line returns the solid pixels a sensor looking in direction d crosses at
// index i of a block placed with the given flips, in the sensor's order:
// line[p] is the pixel at distance p from the edge the sensor enters by.
func line(g grid, d Dir, i int) [Size]bool {
	var l [Size]bool
	for p := 0; p < Size; p++ {
		switch d {
		case Down:
			l[p] = g[p][i]
		case Up:
			l[p] = g[Size-1-p][i]
		case Right:
			l[p] = g[i][p]
		case Left:
			l[p] = g[i][Size-1-p]
		}
	}
	return l
}

func placed(m *Mask, xflip, yflip bool) grid {
	g := gridOf(m.Heights)
	var r grid
	for y := 0; y < Size; y++ {
		for x := 0; x < Size; x++ {
			sx, sy := x, y
			if xflip {
				sx = Size - 1 - x
			}
			if yflip {
				sy = Size - 1 - y
			}
			r[y][x] = g[sy][sx]
		}
	}
	return r
}

// refSense encodes a sensor line as the value Sense documents: 0 empty, 16
// full, +n for n pixels at the far end (the edge the sensor moves towards),
// -n for n pixels at the near end. ok is false for lines one number cannot
// describe (a row with solid runs at both edges, or none touching an edge).
func refSense(l [Size]bool) (int, bool) {
	n := 0
	for _, s := range l {
		if s {
			n++
		}
	}
	if n == 0 || n == Size {
		return n, true
	}
	far, near := true, true
	for p := 0; p < Size; p++ {
		if l[p] != (p >= Size-n) {
			far = false
		}
		if l[p] != (p < n) {
			near = false
		}
	}
	switch {
	case far:
		return n, true
	case near:
		return -n, true
	}
	return 0, false
}

// docs/physics.md "Solid Tiles", "Sensors" and solid-tiles.txt "Height Masks": Sense against
// the pixel-level reference, for every direction, flip and index.
func TestMask_Sense(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	masks := []Mask{derived(specHeights), derived(specHeights).FlipX(), derived(specHeights).FlipY(),
		derived(fill(16)), derived(fill(0)), derived(fill(-7))}
	for n := 0; n < 3000; n++ {
		masks = append(masks, derived(randomHeights(r)))
	}
	checked, skipped := 0, 0
	for _, m := range masks {
		for _, fl := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			g := placed(&m, fl[0], fl[1])
			for d := Down; d <= Left; d++ {
				for i := 0; i < Size; i++ {
					want, ok := refSense(line(g, d, i))
					if !ok {
						skipped++
						continue
					}
					checked++
					if got := m.Sense(d, fl[0], fl[1], i); got != want {
						t.Fatalf("%v flips %v: Sense(%v, %d) = %d, want %d", m.Heights, fl, d, i, got, want)
					}
				}
			}
		}
	}
	if d := Down; d.Vertical() {
		t.Logf("checked %d sensor lines, skipped %d not representable", checked, skipped)
	}
}

// Table cases for the spec example, written out by hand.
func TestMask_Sense_Table(t *testing.T) {
	m := derived(specHeights)
	cases := []struct {
		d            Dir
		xflip, yflip bool
		i, want      int
	}{
		{Down, false, false, 0, 0}, {Down, false, false, 2, 1}, {Down, false, false, 15, 9},
		{Down, true, false, 0, 9}, {Down, true, false, 13, 1},
		{Down, false, true, 15, -9}, {Up, false, true, 15, 9}, {Up, false, false, 15, -9},
		{Right, false, false, 15, 14}, {Right, false, false, 7, 3}, {Right, false, false, 0, 0},
		{Right, true, false, 15, -14}, {Left, true, false, 15, 14}, {Left, false, false, 15, -14},
		{Right, false, true, 0, 14}, {Right, false, true, 15, 0},
		{Down, false, false, 16 + 2, 1}, // only the low 4 bits of i count
	}
	for _, c := range cases {
		if got := m.Sense(c.d, c.xflip, c.yflip, c.i); got != c.want {
			t.Errorf("Sense(%v, %v, %v, %d) = %d, want %d", c.d, c.xflip, c.yflip, c.i, got, c.want)
		}
	}
}

// docs/physics.md "Solid Tiles", "Distance": the value lets a caller compute the original
// games' FindFloor/FindWall result. With p the sensor's position along its
// direction inside the block (y for Down, 15-y for Up, x for Right, 15-x
// for Left) and h = Sense: for 1 <= h <= 15 the distance to the surface is
// 15 - (h + p), i.e. the surface's first solid pixel is at p + distance +
// 1; for h < 0 the sensor is inside the solid exactly when p + h < 0.
func TestMask_Sense_Distance(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for n := 0; n < 500; n++ {
		m := derived(randomHeights(r))
		for _, fl := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			g := placed(&m, fl[0], fl[1])
			for d := Down; d <= Left; d++ {
				for i := 0; i < Size; i++ {
					l := line(g, d, i)
					if _, ok := refSense(l); !ok {
						continue
					}
					h := m.Sense(d, fl[0], fl[1], i)
					for p := 0; p < Size; p++ {
						switch {
						case h >= 1 && h <= 15:
							dist := 15 - (h + p)
							first := p + dist + 1
							if first < 0 || first >= Size || !l[first] || (first > 0 && l[first-1]) {
								t.Fatalf("%v %v %v i=%d p=%d: distance %d does not reach the surface", m.Heights, fl, d, i, p, dist)
							}
						case h < 0:
							if (p+h < 0) != l[p] {
								t.Fatalf("%v %v %v i=%d p=%d: h=%d inside=%v, pixel %v", m.Heights, fl, d, i, p, h, p+h < 0, l[p])
							}
						}
					}
				}
			}
		}
	}
}

// Recompute refreshes derived widths and the auto angle, and leaves custom
// widths, manual angles and flagged tiles alone.
func TestMask_Recompute(t *testing.T) {
	m := Mask{Heights: specHeights}
	m.Recompute()
	if m.Widths != DeriveWidths(specHeights) || m.Angle != 232 {
		t.Errorf("Recompute: widths %v angle %d", m.Widths, m.Angle)
	}
	c := Mask{Heights: specHeights, Widths: fill(3), CustomWidths: true, Angle: 9, ManualAngle: true}
	c.Recompute()
	if c.Widths != fill(3) || c.Angle != 9 {
		t.Errorf("Recompute changed custom data: %v %d", c.Widths, c.Angle)
	}
	f := Mask{Heights: specHeights, Angle: 5, Flagged: true}
	f.Recompute()
	if f.Angle != 5 || !f.Flagged || f.TileAngle() != 0xFF {
		t.Errorf("Recompute of a flagged mask: angle %d flagged %v", f.Angle, f.Flagged)
	}
}

func TestMask_WidthConflicts(t *testing.T) {
	m := derived(specHeights)
	if c := m.WidthConflicts(); c != nil {
		t.Errorf("derived widths conflict: %v", c)
	}
	m.CustomWidths = true
	m.Widths[3] = 5
	m.Widths[15] = -14
	m.Widths[8] = -16 // not a conflict if the row is full: it is not
	if got, want := m.WidthConflicts(), []int{3, 8, 15}; !slices.Equal(got, want) {
		t.Errorf("WidthConflicts = %v, want %v", got, want)
	}
	full := derived(fill(16))
	full.Widths[0] = -16
	if c := full.WidthConflicts(); c != nil {
		t.Errorf("-16 in a full row reported: %v", c)
	}
}

func TestMask_Valid(t *testing.T) {
	m := derived(specHeights)
	if s := m.Valid(); s != "" {
		t.Errorf("Valid = %q", s)
	}
	m.Heights[3] = 17
	if s := m.Valid(); s != "height 3 is 17, not in -16..16" {
		t.Errorf("Valid = %q", s)
	}
	m.Heights[3] = 0
	m.Widths[12] = -20
	if s := m.Valid(); s != "width 12 is -20, not in -16..16" {
		t.Errorf("Valid = %q", s)
	}
}

// FuzzAutoAngle: any height array (values clamped to -16..16) gives an
// angle without panicking, Recompute is idempotent, and an X flip keeps
// the pixels mirrored and the widths derived.
func FuzzAutoAngle(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9})
	f.Add([]byte{16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16})
	f.Add([]byte{0xF0, 0xF8, 0, 16, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		var h [Size]int8
		for i := 0; i < Size && i < len(b); i++ {
			v := int(int8(b[i])) % 17
			h[i] = int8(v)
		}
		m := Mask{Heights: h}
		m.Recompute()
		again := m
		again.Recompute()
		if again != m {
			t.Fatalf("Recompute not idempotent")
		}
		if got, want := m.Widths, refWidths(gridOf(h)); got != want {
			t.Fatalf("widths %v want %v", got, want)
		}
		x := m.FlipX()
		if x.Widths != DeriveWidths(x.Heights) {
			t.Fatalf("FlipX widths")
		}
		_ = AutoAngle(&x)
	})
}

package hexangle

import (
	"math"
	"testing"
)

// docs/physics.md "Calculations", "Sine and Cosine": table spot checks.
func TestSin(t *testing.T) {
	cases := []struct{ a, want int }{
		{0, 0}, {1, 6}, {16, 97}, {32, 181}, {63, 255}, {64, 256}, {96, 181},
		{128, 0}, {160, -181}, {192, -256}, {255, -6}, {256, 0}, {-64, -256}, {320, 256},
	}
	for _, c := range cases {
		if got := Sin(c.a); got != c.want {
			t.Errorf("Sin(%d) = %d, want %d", c.a, got, c.want)
		}
	}
}

// docs/physics.md "Calculations": cosine is the table read 64 steps on.
func TestCos(t *testing.T) {
	cases := []struct{ a, want int }{
		{0, 256}, {32, 181}, {64, 0}, {128, -256}, {192, 0}, {224, 181}, {0xE8, 212},
	}
	for _, c := range cases {
		if got := Cos(c.a); got != c.want {
			t.Errorf("Cos(%d) = %d, want %d", c.a, got, c.want)
		}
	}
}

// docs/physics.md "Calculations": the table's symmetries hold for every angle.
func TestSin_Symmetry(t *testing.T) {
	for a := 0; a < 256; a++ {
		if Sin(a) != -Sin(a+128) {
			t.Errorf("Sin(%d) = %d, Sin(%d+128) = %d", a, Sin(a), a, Sin(a+128))
		}
		if Sin(a) != Sin(128-a) {
			t.Errorf("Sin(%d) != Sin(128-%d)", a, a)
		}
		if Cos(a) != Cos(-a) {
			t.Errorf("Cos(%d) != Cos(-%d)", a, a)
		}
		if Cos(a) != Sin(a+64) {
			t.Errorf("Cos(%d) != Sin(%d+64)", a, a)
		}
		// Within a unit of the true sine (the table rounds).
		want := 256 * math.Sin(float64(a)*2*math.Pi/256)
		if d := math.Abs(float64(Sin(a)) - want); d > 1 {
			t.Errorf("Sin(%d) = %d, true %.2f", a, Sin(a), want)
		}
	}
}

// docs/physics.md "Calculations": ANGLELIST is round(atan(i/256) * 128 / pi).
func TestAtan(t *testing.T) {
	for i := 0; i <= 256; i++ {
		want := int(math.Floor(math.Atan(float64(i)/256)*128/math.Pi + 0.5))
		if got := Atan(i); got != want {
			t.Errorf("Atan(%d) = %d, want %d", i, got, want)
		}
	}
	if Atan(0) != 0 || Atan(256) != 32 {
		t.Errorf("Atan ends: %d %d", Atan(0), Atan(256))
	}
}

// docs/physics.md "Calculations", angleHexPointDirection.
func TestPointDirection(t *testing.T) {
	cases := []struct{ x, y, want int }{
		{0, 0, 64},
		{1, 0, 0}, {0, 1, 64}, {-1, 0, 128}, {0, -1, 192},
		{1, 1, 32}, {-1, 1, 96}, {-1, -1, 160}, {1, -1, 224},
		{5, 5, 32}, {100, -100, 224},
		{2, 1, 19}, {1, 2, 45}, {-2, 1, 109}, {2, -1, 237},
		{256, 1, 0}, {1000, -1, 0}, {-1000, -1, 128},
	}
	for _, c := range cases {
		if got := PointDirection(c.x, c.y); got != c.want {
			t.Errorf("PointDirection(%d, %d) = %d, want %d", c.x, c.y, got, c.want)
		}
	}
	// Mirror symmetries used by heightmask.AutoAngle's flip consistency.
	for x := -20; x <= 20; x++ {
		for y := -20; y <= 20; y++ {
			if x == 0 && y == 0 {
				continue
			}
			a := PointDirection(x, y)
			if b := PointDirection(x, -y); b != (256-a)&0xFF {
				t.Errorf("PointDirection(%d, %d) = %d, mirrored %d", x, y, a, b)
			}
			if b := PointDirection(-x, y); b != (128-a)&0xFF {
				t.Errorf("PointDirection(%d, %d) = %d, mirrored x %d", x, y, a, b)
			}
		}
	}
}

// docs/physics.md "Calculations", "Hex to Degrees": degrees = (256 - hex) * 360 / 256,
// counter-clockwise.
func TestToDegrees(t *testing.T) {
	cases := []struct {
		a    int
		want float64
	}{
		{0, 0}, {0xE8, 33.75}, {0x20, 315}, {0x40, 270}, {0x80, 180}, {0xC0, 90}, {0xE0, 45}, {0xFF, 1.40625},
	}
	for _, c := range cases {
		if got := ToDegrees(c.a); got != c.want {
			t.Errorf("ToDegrees(%#x) = %v, want %v", c.a, got, c.want)
		}
	}
}

// docs/physics.md "Calculations": degrees back to hex, rounding to the nearest step.
func TestFromDegrees(t *testing.T) {
	for a := 0; a < 256; a++ {
		if got := FromDegrees(ToDegrees(a)); got != a {
			t.Errorf("FromDegrees(ToDegrees(%d)) = %d", a, got)
		}
	}
	cases := []struct {
		d    float64
		want int
	}{{0, 0}, {45, 0xE0}, {-45, 0x20}, {360, 0}, {720 + 90, 0xC0}, {33.75, 0xE8}, {33, 0xE9}}
	for _, c := range cases {
		if got := FromDegrees(c.d); got != c.want {
			t.Errorf("FromDegrees(%v) = %#x, want %#x", c.d, got, c.want)
		}
	}
}

// docs/physics.md "Solid Tiles", "Flagged Tiles": snapping to the nearest right angle.
func TestSnap90(t *testing.T) {
	cases := []struct{ a, want int }{{0, 0}, {0x1F, 0}, {0x20, 0x40}, {0x5F, 0x40}, {0x60, 0x80}, {0xE0, 0}, {0xDF, 0xC0}, {0xFF, 0}}
	for _, c := range cases {
		if got := Snap90(c.a); got != c.want {
			t.Errorf("Snap90(%#x) = %#x, want %#x", c.a, got, c.want)
		}
	}
}

// PointDirection divides in 32 bits below 2^23: it must give the guide's
// formula (docs/physics.md "Calculations", angleHexPointDirection, in full-width integers) on
// both sides of that bound, every quadrant and the axes.
func TestPointDirection_ShortDivision(t *testing.T) {
	ref := func(x, y int) int {
		if x == 0 && y == 0 {
			return 64
		}
		xx, yy := max(x, -x), max(y, -y)
		var a int
		if yy >= xx {
			a = 64 - Atan(xx*256/yy)
		} else {
			a = Atan(yy * 256 / xx)
		}
		if x <= 0 {
			a = -a + 128
		}
		if y <= 0 {
			a = -a + 256
		}
		return a & 0xFF
	}
	vals := []int{0, 1, 2, 3, 7, 255, 256, 257, 0x7FF, 0x800, 0xFFF, 0x1000, 0x7FFF, 1<<23 - 1, 1 << 23, 1<<23 + 1, 1 << 40}
	for _, a := range vals {
		for _, b := range vals {
			for _, sx := range []int{1, -1} {
				for _, sy := range []int{1, -1} {
					x, y := a*sx, b*sy
					if got, want := PointDirection(x, y), ref(x, y); got != want {
						t.Errorf("PointDirection(%d, %d) = %d, want %d", x, y, got, want)
					}
				}
			}
		}
	}
	for x := -300; x <= 300; x += 7 {
		for y := -300; y <= 300; y += 3 {
			if got, want := PointDirection(x, y), ref(x, y); got != want {
				t.Errorf("PointDirection(%d, %d) = %d, want %d", x, y, got, want)
			}
		}
	}
}

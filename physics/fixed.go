package physics

import "strconv"

// Fixed is a position or speed in sub-pixels: 1/256 of a pixel (or of a
// pixel per frame), the original games' pixel:sub-pixel pair (physics
// docs/physics.md "Calculations", "Pixel and Subpixel") as one signed integer.
//
// Layout: the value v means v/256 pixels. The pixel part is v >> 8 (the
// floor, so -0.25 is pixel -1 with sub-pixel 192, as the guide says: the
// sub-pixel is always counted from the left of its pixel) and the
// sub-pixel part is v & 255. Range: -8388608 to 8388607.99609375 pixels
// (the int32 range divided by 256), far beyond any level. Arithmetic is
// ordinary integer arithmetic; decimals appear only in String.
type Fixed int32

// One is one pixel (or one pixel per frame) in sub-pixels.
const One Fixed = 256

// FromPixels returns the Fixed value of a whole number of pixels.
func FromPixels(px int) Fixed { return Fixed(px * 256) }

// Pixel returns the pixel part (floor(v / 256)).
func (f Fixed) Pixel() int { return int(f >> 8) }

// Sub returns the sub-pixel part, 0..255.
func (f Fixed) Sub() int { return int(f & 255) }

// String returns the exact decimal value, as short as possible and never
// rounded: 96.046875, -0.5, 6, 0.00390625.
func (f Fixed) String() string {
	var buf [24]byte
	return string(f.AppendText(buf[:0]))
}

// AppendText appends the exact decimal value of f (as String) to b. It
// allocates nothing when b has room.
func (f Fixed) AppendText(b []byte) []byte { return AppendDecimal(b, int64(f), 8) }

// AppendDecimal appends v / 2^shift (shift at most 16) as an exact
// decimal: v/2^shift = v * 5^shift / 10^shift has at most shift decimals.
func AppendDecimal(b []byte, v int64, shift uint) []byte {
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, v>>shift, 10)
	frac := v & (1<<shift - 1)
	if frac == 0 {
		return b
	}
	d := frac
	for i := uint(0); i < shift; i++ {
		d *= 5
	}
	var digits [16]byte
	for i := int(shift) - 1; i >= 0; i-- {
		digits[i] = byte('0' + d%10)
		d /= 10
	}
	n := int(shift)
	for n > 0 && digits[n-1] == '0' {
		n--
	}
	b = append(b, '.')
	return append(b, digits[:n]...)
}

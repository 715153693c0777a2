// Package intmath holds the small integer helpers several packages need:
// absolute value, division rounding toward minus or plus infinity, and
// clamping. It imports nothing, so model packages may use it.
package intmath

// Abs returns |v|.
func Abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// FloorDiv returns a / b rounded toward minus infinity (Go's / truncates
// toward zero). b must not be 0.
func FloorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// CeilDiv returns a / b rounded toward plus infinity. b must not be 0.
func CeilDiv(a, b int) int { return -FloorDiv(-a, b) }

// Clamp returns v limited to lo..hi; lo wins when lo > hi.
func Clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

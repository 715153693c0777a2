package generic

import "testing"

// docs/physics.md "Hitboxes": boxes overlap by whole pixels, each 2r+1
// wide.
func TestOverlap(t *testing.T) {
	// A ring (radius 6) at x: the player's right edge is X + 8.
	if !overlap(92, 700, 16, 32, 114, 716, 6, 6) || overlap(92, 700, 16, 32, 115, 716, 6, 6) {
		t.Error("right overlap edge")
	}
	if !overlap(92, 700, 16, 32, 86, 716, 6, 6) || overlap(92, 700, 16, 32, 85, 716, 6, 6) {
		t.Error("left overlap edge")
	}
}

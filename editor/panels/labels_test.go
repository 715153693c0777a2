package panels

import (
	"strings"
	"testing"

	"loopwright/heightmask"
)

// TestAngleText_Flagged: a flagged tile's angle reads as the flag, not as
// 0xFF's 1.41 degrees.
func TestAngleText_Flagged(t *testing.T) {
	got := angleText(&heightmask.Mask{Angle: 0xFF, Flagged: true})
	if !strings.Contains(got, "flagged") || strings.Contains(got, "1.41") {
		t.Errorf("flagged: %q", got)
	}
	if got := angleText(&heightmask.Mask{Angle: 0xE0}); !strings.Contains(got, "45.00°") {
		t.Errorf("0xE0: %q", got)
	}
}

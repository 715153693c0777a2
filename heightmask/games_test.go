package heightmask

import (
	"os"
	"testing"

	"loopwright/internal/sharedtest"
)

// TestAutoAngle_Games measures AutoAngle against the angles the original
// games set by hand, on every partial mask (at least one column of 1 to 15
// pixels, not flagged) of Sonic 1's and Sonic 2's collision sets
// (../shared/disasm): within 2 hex units of the game's angle for at least
// 80% of Sonic 1's and 70% of Sonic 2's, within 4 for at least 95% and
// 90% (docs/assumptions.md "Auto angle").
func TestAutoAngle_Games(t *testing.T) {
	for _, g := range []struct {
		name, heights, angles string
		within2, within4      int // percent, at least
	}{
		{"Sonic 1", "disasm/s1disasm/collide/Collision Array (Normal).bin", "disasm/s1disasm/collide/Angle Map.bin", 80, 95},
		{"Sonic 2", "disasm/s2disasm/collision/Collision array - Vertical.bin", "disasm/s2disasm/collision/Curve and resistance mapping.bin", 70, 90},
	} {
		hp := sharedtest.Path(t, g.heights)
		ap := sharedtest.Path(t, g.angles)
		h, err := os.ReadFile(hp)
		if err != nil {
			t.Fatal(err)
		}
		a, err := os.ReadFile(ap)
		if err != nil {
			t.Fatal(err)
		}
		n, w2, w4, exact := 0, 0, 0, 0
		for i := 0; i < len(a) && i*Size+Size <= len(h); i++ {
			if a[i] == 0xFF {
				continue // flagged: the game sets no angle
			}
			var m Mask
			partial := false
			for x := range Size {
				m.Heights[x] = int8(h[i*Size+x])
				if v := m.Heights[x]; v != 0 && v != Size && v != -Size {
					partial = true
				}
			}
			if !partial {
				continue
			}
			d := int(AutoAngle(&m) - a[i])
			if d > 128 {
				d = 256 - d
			}
			n++
			if d <= 2 {
				w2++
			}
			if d <= 4 {
				w4++
			}
			if d == 0 {
				exact++
			}
		}
		if n < 100 {
			t.Fatalf("%s: only %d partial masks in %s", g.name, n, hp)
		}
		t.Logf("%s: %d partial masks: %d%% within 2, %d%% within 4, %d%% exact", g.name, n, 100*w2/n, 100*w4/n, 100*exact/n)
		if 100*w2 < g.within2*n || 100*w4 < g.within4*n {
			t.Errorf("%s: within 2: %d of %d (want %d%%), within 4: %d (want %d%%)", g.name, w2, n, g.within2, w4, g.within4)
		}
	}
}

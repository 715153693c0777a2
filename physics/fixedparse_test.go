package physics

import "testing"

// TestParseFixed reads the exact decimals Fixed.String writes (docs/cli.md,
// trace: "exact decimal number, never rounded") and refuses the rest.
func TestParseFixed(t *testing.T) {
	for _, v := range []Fixed{0, 1, -1, 255, 256, -256, 24590, -0x600, 1<<31 - 1, -1 << 31} {
		got, err := ParseFixed(v.String())
		if err != nil || got != v {
			t.Errorf("ParseFixed(%q) = %v, %v; want %v", v.String(), got, err, v)
		}
	}
	for s, want := range map[string]Fixed{"96.046875": 96*256 + 12, "+2": 512, "1.50": 384, "0.00390625000": 1, "-0.5": -128} {
		if got, err := ParseFixed(s); err != nil || got != want {
			t.Errorf("ParseFixed(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "-", ".", "1.3", "1e3", "0x10", "1.2.3", "99999999999", "0.001", "1 "} {
		if _, err := ParseFixed(s); err == nil {
			t.Errorf("ParseFixed(%q): no error", s)
		}
	}
}

// FuzzParseFixed checks ParseFixed never panics and round-trips.
func FuzzParseFixed(f *testing.F) {
	f.Add("96.046875")
	f.Add("-0.5")
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseFixed(s)
		if err != nil {
			return
		}
		if w, err := ParseFixed(v.String()); err != nil || w != v {
			t.Fatalf("%q -> %v -> %v, %v", s, v, w, err)
		}
	})
}

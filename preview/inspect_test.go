package preview

import (
	"testing"
)

func TestDegrees(t *testing.T) {
	cases := map[uint8]string{0: "0", 0x20: "315", 0x40: "270", 0x80: "180", 0xC0: "90", 0xE8: "33.75", 0x01: "358.59375", 0xFF: "1.40625"}
	for a, want := range cases {
		if got := Degrees(a); got != want {
			t.Errorf("Degrees(%#x) = %s, want %s", a, got, want)
		}
	}
	if Hex(0xE0) != "0xE0" || Hex(5) != "0x05" {
		t.Errorf("Hex: %s %s", Hex(0xE0), Hex(5))
	}
}

func TestGraphFrame(t *testing.T) {
	for _, c := range []struct{ w, from, to int }{{600, 0, 599}, {600, 100, 399}, {1000, 5, 10}, {300, 0, 1199}, {2, 0, 1}} {
		// Every frame maps to an x that maps back to it when each frame
		// has its own column.
		if c.w-1 >= c.to-c.from {
			for f := c.from; f <= c.to; f++ {
				if got := GraphFrame(GraphX(f, c.w, c.from, c.to), c.w, c.from, c.to); got != f {
					t.Fatalf("%+v: frame %d -> x %d -> frame %d", c, f, GraphX(f, c.w, c.from, c.to), got)
				}
			}
		}
		if GraphFrame(0, c.w, c.from, c.to) != c.from || GraphFrame(c.w-1, c.w, c.from, c.to) != c.to {
			t.Errorf("%+v: the edges are not the window's ends", c)
		}
		if GraphFrame(-50, c.w, c.from, c.to) != c.from || GraphFrame(c.w+50, c.w, c.from, c.to) != c.to {
			t.Errorf("%+v: clicks outside are not clamped", c)
		}
		// Monotonic.
		prev := c.from
		for x := 0; x < c.w; x++ {
			f := GraphFrame(x, c.w, c.from, c.to)
			if f < prev {
				t.Fatalf("%+v: not monotonic at x %d", c, x)
			}
			prev = f
		}
	}
	if GraphFrame(10, 100, 7, 7) != 7 {
		t.Errorf("one-frame window")
	}
	from, to := GraphWindow(50, 600, 3000)
	if from != 0 || to != 599 {
		t.Errorf("GraphWindow at the start: %d..%d", from, to)
	}
	from, to = GraphWindow(1000, 600, 3000)
	if from != 700 || to != 1299 {
		t.Errorf("GraphWindow in the middle: %d..%d", from, to)
	}
	from, to = GraphWindow(2990, 600, 3000)
	if from != 2401 || to != 3000 {
		t.Errorf("GraphWindow at the end: %d..%d", from, to)
	}
	from, to = GraphWindow(10, 600, 100)
	if from != 0 || to != 100 {
		t.Errorf("GraphWindow longer than the run: %d..%d", from, to)
	}
}

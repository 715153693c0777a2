package editor

import (
	"image/color"
	"testing"

	"loopwright/mdart"
)

// TestBlockImage: a block's quarters drawn with their pattern, palette
// line and flips; colour 0 is transparent.
func TestBlockImage(t *testing.T) {
	pats := make([]mdart.Pattern, 2)
	pats[1][0] = 3 // top-left pixel
	var pal mdart.Palette
	pal[2][3] = 0x000E // red
	b := mdart.Block{mdart.MakePatternWord(1, 2, false, false, false), mdart.MakePatternWord(1, 2, false, true, false), 0, mdart.MakePatternWord(1, 2, false, false, true)}
	img := blockImage(pats, &pal, b)
	red := pal[2][3].RGBA()
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{0, 0, red}, {15, 0, red}, {8, 0, color.RGBA{}}, {8, 15, red}, {1, 0, color.RGBA{}}} {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("pixel %d,%d: %v, want %v", c.x, c.y, got, c.want)
		}
	}
	if w, err := parseQuarter("5", 1, true, false, true); err != nil || w.Index() != 5 || w.Palette() != 1 || !w.Priority() || !w.YFlip() {
		t.Errorf("quarter %#x %v", w, err)
	}
	if _, err := parseQuarter("3000", 0, false, false, false); err == nil {
		t.Error("pattern 3000 taken")
	}
}

// TestPatternEdit: pixels drawn with the chosen colour, flips mirror the
// pattern.
func TestPatternEdit(t *testing.T) {
	pe := &patternEdit{colour: 5}
	pe.paint(1, 2)
	if pe.p[2*8+1] != 5 {
		t.Fatal("paint")
	}
	pe.flip(true)
	if pe.p[2*8+6] != 5 || pe.p[2*8+1] != 0 {
		t.Error("flip x")
	}
	pe.flip(false)
	if pe.p[5*8+6] != 5 {
		t.Error("flip y")
	}
}

package editor

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
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

// TestEditor_PatternFiles: patterns exported as a PNG sheet and imported
// at another index are the same patterns; a file that is no PNG is an
// error naming it.
func TestEditor_PatternFiles(t *testing.T) {
	e := newTestEditor(t)
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 4)}
	for i := 1; i < 16; i++ {
		art.Palette[0][i] = mdart.Colour(i%8)<<1 | mdart.Colour(i/2)<<5
	}
	art.Patterns[1][10] = 9
	art.Patterns[1][63] = 2
	e.Model.Level().Picture = art
	f := filepath.Join(t.TempDir(), "p.png")
	if err := e.ExportPatternsFile(f, 1, 1, 0); err != nil {
		t.Fatal(err)
	}
	if n, err := e.ImportPatternsFile(f, 3, 0); err != nil || n != 1 {
		t.Fatalf("import: %d %v", n, err)
	}
	if p, _ := e.Model.ArtPattern(3); p != art.Patterns[1] {
		t.Errorf("pattern 3 %v, want %v", p, art.Patterns[1])
	}
	bad := filepath.Join(t.TempDir(), "bad.png")
	if err := os.WriteFile(bad, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ImportPatternsFile(bad, 0, 0); err == nil || !strings.Contains(err.Error(), "bad.png") {
		t.Errorf("bad file: %v", err)
	}
}

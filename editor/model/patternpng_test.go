package model

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"loopwright/mdart"
)

// TestModel_PatternSheetRoundTrip: a drawing of our own in a palette
// line's colours, imported as patterns and exported again, is the same
// picture; one undo step takes the import back.
func TestModel_PatternSheetRoundTrip(t *testing.T) {
	m, l := toolModel(t)
	art := &mdart.LevelArt{Patterns: make([]mdart.Pattern, 8)}
	for i := 1; i < 16; i++ {
		art.Palette[1][i] = mdart.Colour(i%8)<<1 | mdart.Colour(i/2)<<5 | mdart.Colour(7-i/2)<<9
	}
	l.Picture = art
	line := art.Palette.RGBA()[1]
	// Our drawing: two patterns side by side, a diagonal and a frame.
	draw := image.NewRGBA(image.Rect(0, 0, 16, 8))
	for y := 0; y < 8; y++ {
		for x := 0; x < 16; x++ {
			switch {
			case x < 8 && (x == y || x == 7-y):
				draw.SetRGBA(x, y, line[3])
			case x >= 8 && (x == 8 || x == 15 || y == 0 || y == 7):
				draw.SetRGBA(x, y, line[12])
			case x >= 8:
				draw.SetRGBA(x, y, line[5])
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, draw); err != nil {
		t.Fatal(err)
	}
	in, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := m.ImportPatternSheet(in, 3, 1); err != nil || n != 2 {
		t.Fatalf("import: %d %v", n, err)
	}
	out, err := m.PatternSheet(3, 2, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Pix, draw.Pix) {
		t.Error("exported picture differs from the drawing imported")
	}
	m.Undo()
	if p, _ := m.ArtPattern(3); p != (mdart.Pattern{}) {
		t.Error("undo left the import")
	}
	if _, err := m.ImportPatternSheet(in, 7, 1); err == nil {
		t.Error("two patterns from 7 of 8 taken")
	}
}

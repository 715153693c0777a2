package model

import (
	"bytes"
	"testing"

	"loopwright/mdart"
)

// TestModel_Palette: a level with art has its palette edited one colour at
// a time (the picture replaced, the old one untouched), imported and
// exported as colour words, each edit one undo step; a level without art
// has none.
func TestModel_Palette(t *testing.T) {
	m, l := toolModel(t)
	if _, ok := m.Palette(); ok || m.SetPaletteColour(0, 1, 0x0EEE) {
		t.Fatal("a level without art has a palette")
	}
	art := &mdart.LevelArt{}
	art.Palette[0][1] = 0x0222
	l.Picture = art
	if !m.SetPaletteColour(0, 1, 0x0FFF) {
		t.Fatal("no change")
	}
	p, _ := m.Palette()
	if p[0][1] != 0x0EEE || art.Palette[0][1] != 0x0222 || l.Picture == art {
		t.Errorf("colour %#x (masked to 9 bits), old picture %#x", p[0][1], art.Palette[0][1])
	}
	m.Undo()
	if p, _ := m.Palette(); p[0][1] != 0x0222 {
		t.Errorf("undo: %#x", p[0][1])
	}
	words := []byte{0x00, 0x0E, 0x0E, 0x00, 0x00, 0xE0}
	if n, err := m.ImportPalette(words, 16); err != nil || n != 3 {
		t.Fatalf("import: %d %v", n, err)
	}
	out, err := m.ExportPalette(1, 1)
	if err != nil || !bytes.Equal(out[:6], words) || len(out) != 32 {
		t.Errorf("export line 1: % x %v", out, err)
	}
	if _, err := m.ImportPalette([]byte{1, 2, 3}, 0); err == nil {
		t.Error("odd bytes imported")
	}
	if _, err := m.ImportPalette(make([]byte, 130), 0); err == nil {
		t.Error("65 colours imported")
	}
}

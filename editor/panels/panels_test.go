package panels

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
)

func TestLibraryPanel_Buttons(t *testing.T) {
	test.NewTempApp(t)
	m := edittest.TileModel()
	lib := NewLibraryPanel(m)
	test.NewTempWindow(t, lib.Content)
	n := len(m.Lib().Tiles)
	test.Tap(lib.add)
	if len(m.Lib().Tiles) != n+1 || m.Selected != n {
		t.Fatal("add")
	}
	test.Tap(lib.del)
	if len(m.Lib().Tiles) != n {
		t.Fatal("delete")
	}
	m.Select(1)
	test.Tap(lib.dup)
	if len(m.Lib().Tiles) != n+1 || m.Lib().Tiles[n] != m.Lib().Tiles[1] {
		t.Fatal("duplicate")
	}
	lib.grid.OnSelected(2)
	if m.Selected != 2 {
		t.Fatal("grid selection")
	}
}

func TestPropsPanel_Edits(t *testing.T) {
	test.NewTempApp(t)
	m := edittest.TileModel()
	m.Select(1)
	p := NewPropsPanel(m)
	test.NewTempWindow(t, p.Content)
	p.submitHex("0xE8")
	if m.Tile().Angle != 0xE8 || !m.Tile().ManualAngle || !p.manual.Checked {
		t.Fatal("hex angle")
	}
	p.submitDeg("90")
	if m.Tile().Angle != 0xC0 {
		t.Fatalf("degrees: %#x", m.Tile().Angle)
	}
	p.submitHex("zz") // ignored
	if m.Tile().Angle != 0xC0 {
		t.Fatal("bad hex applied")
	}
	p.manual.SetChecked(false)
	if m.Tile().ManualAngle {
		t.Fatal("auto angle")
	}
	p.solidity.SetSelected("sides")
	if m.Tile().Solidity.String() != "sides" {
		t.Fatal("solidity")
	}
	flagged := m.Tile().Flagged
	p.flagged.SetChecked(!flagged)
	if m.Tile().Flagged == flagged {
		t.Fatal("flag")
	}
	for m.Undo() {
	}
	if m.Dirty() {
		t.Fatal("undo all")
	}
}

// TestPropsPanel_FlaggedHex: a flagged tile shows FF in the Hex field, as
// its angle line says "0xFF flagged" (the field showed 00); typing FF
// flags a tile, another value unflags it and sets the angle.
func TestPropsPanel_FlaggedHex(t *testing.T) {
	test.NewTempApp(t)
	m := edittest.TileModel()
	m.Select(1)
	p := NewPropsPanel(m)
	test.NewTempWindow(t, p.Content)
	p.flagged.SetChecked(true)
	p.Refresh() // the editor refreshes its panels on every model change
	if !m.Tile().Flagged || p.hexEntry.Text != "FF" || !strings.HasPrefix(p.angle.Text, "0xFF") {
		t.Fatalf("flagged: Hex %q, angle line %q", p.hexEntry.Text, p.angle.Text)
	}
	p.submitHex("20")
	if m.Tile().Flagged || m.Tile().Angle != 0x20 || p.hexEntry.Text != "20" {
		t.Fatalf("hex 20 on a flagged tile: flagged %v angle %#x, Hex %q", m.Tile().Flagged, m.Tile().Angle, p.hexEntry.Text)
	}
	p.submitHex("ff")
	if !m.Tile().Flagged || p.hexEntry.Text != "FF" || !p.flagged.Checked {
		t.Fatalf("hex ff: flagged %v, Hex %q", m.Tile().Flagged, p.hexEntry.Text)
	}
}

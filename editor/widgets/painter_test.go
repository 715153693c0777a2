package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/heightmask"
)

// cellPx is the size of one tile pixel in the test painters.
const cellPx = 20

// newTestPainter returns a painter in a test window, sized so that one
// tile pixel is cellPx units.
func newTestPainter(t *testing.T, m *model.Model, widths bool) *Painter {
	t.Helper()
	test.NewTempApp(t)
	p := NewHeightPainter(m)
	if widths {
		p = NewWidthPainter(m)
	}
	w := test.NewTempWindow(t, p)
	w.SetPadded(false)
	ew, eh := p.extra()
	w.Resize(fyne.NewSize(16*cellPx+ew, 16*cellPx+eh))
	p.Resize(fyne.NewSize(16*cellPx+ew, 16*cellPx+eh))
	m.OnChange(p.Refresh)
	if got := p.cell(); got != cellPx {
		t.Fatalf("cell = %v, want %v", got, cellPx)
	}
	return p
}

// at returns the centre of tile pixel (col, row).
func at(col, row int) fyne.Position {
	return fyne.NewPos((float32(col)+0.5)*cellPx, (float32(row)+0.5)*cellPx)
}

func TestPainter_TapSetsColumn(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, false)
	// Row 3 from the top: a column of 13 pixels.
	test.TapAt(p, fyne.NewPos(5*cellPx+3, 3*cellPx+19))
	want := edittest.TileModel().Lib().Tiles[1].Heights
	want[5] = 13
	if m.Tile().Heights != want {
		t.Fatalf("heights %v, want %v", m.Tile().Heights, want)
	}
	test.TapAt(p, at(15, 15))
	if m.Tile().Heights[15] != 1 {
		t.Fatalf("bottom row: %d", m.Tile().Heights[15])
	}
	test.TapSecondaryAt(p, at(15, 4))
	if m.Tile().Heights[15] != 0 {
		t.Fatalf("secondary tap clears: %d", m.Tile().Heights[15])
	}
	// Outside the grid (on the labels): nothing.
	test.TapAt(p, fyne.NewPos(3*cellPx, 16*cellPx+5))
	if m.History.UndoLen() != 3 {
		t.Fatalf("%d edits", m.History.UndoLen())
	}
	m.Undo()
	m.Undo()
	m.Undo()
	if m.Tile().Heights != edittest.TileModel().Lib().Tiles[1].Heights {
		t.Fatal("undo taps")
	}
}

func TestPainter_DragSetsEveryColumnCrossed(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, false)
	// A fast drag from column 1 at row 12 to column 14 at row 12 in three
	// events: every column from 1 to 14 gets height 4.
	edittest.Drag(p, at(1, 12), at(14, 12), 3)
	for c := 0; c < 16; c++ {
		want := int8(8)
		if c >= 1 && c <= 14 {
			want = 4
		}
		if got := m.Tile().Heights[c]; got != want {
			t.Errorf("column %d: %d, want %d", c, got, want)
		}
	}
	if m.History.UndoLen() != 1 {
		t.Fatalf("a drag is %d undo steps, want 1", m.History.UndoLen())
	}
	// A diagonal drag paints a slope: column c reaches row 15-c.
	edittest.Drag(p, at(0, 15), at(15, 0), 5) // each event ends on a cell centre
	for c := 0; c < 16; c++ {
		if got := m.Tile().Heights[c]; got != int8(c+1) {
			t.Errorf("slope column %d: %d, want %d", c, got, c+1)
		}
	}
	m.Undo()
	if m.Tile().Heights[0] != 8 || m.Tile().Heights[3] != 4 {
		t.Fatalf("undo drag: %v", m.Tile().Heights)
	}
	m.Redo()
	if m.Tile().Heights[15] != 16 {
		t.Fatal("redo drag")
	}
}

func TestPainter_DragRightToLeftAndOffGrid(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, false)
	// From inside the grid to well past its left edge and below it: the
	// columns crossed inside the grid are painted, the rest ignored.
	edittest.Drag(p, at(5, 2), fyne.NewPos(-40, 2.5*cellPx), 2)
	for c := 0; c <= 5; c++ {
		if got := m.Tile().Heights[c]; got != 14 {
			t.Errorf("column %d: %d, want 14", c, got)
		}
	}
	if m.Tile().Heights[6] != 8 {
		t.Fatal("column 6 painted")
	}
}

func TestPainter_CeilingMode(t *testing.T) {
	m := edittest.TileModel()
	m.Ceiling = true
	p := newTestPainter(t, m, false)
	test.TapAt(p, at(2, 5))
	if got := m.Tile().Heights[2]; got != -6 {
		t.Fatalf("ceiling column: %d, want -6", got)
	}
	edittest.Drag(p, at(8, 0), at(10, 0), 2)
	for c := 8; c <= 10; c++ {
		if got := m.Tile().Heights[c]; got != -1 {
			t.Errorf("ceiling drag column %d: %d", c, got)
		}
	}
	// Derived widths of a ceiling row: from the left when it touches the
	// left edge (docs/physics.md "Solid Tiles": negative width).
	if m.Tile().Widths != heightmask.DeriveWidths(m.Tile().Heights) {
		t.Fatal("widths not derived")
	}
	m.Undo()
	m.Undo()
	if m.Tile().Heights[2] != 8 || m.Tile().Heights[9] != 8 {
		t.Fatal("undo ceiling edits")
	}
}

func TestPainter_WidthPainting(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, true)
	// Row 4, column 10: 6 pixels from the right edge.
	test.TapAt(p, at(10, 4))
	if !m.Tile().CustomWidths || m.Tile().Widths[4] != 6 {
		t.Fatalf("tap width: %v custom=%v", m.Tile().Widths, m.Tile().CustomWidths)
	}
	m.WidthsFromLeft = true
	edittest.Drag(p, at(2, 0), at(2, 3), 2)
	for r := 0; r <= 3; r++ {
		if got := m.Tile().Widths[r]; got != -3 {
			t.Errorf("row %d: %d, want -3", r, got)
		}
	}
	if c := m.WidthConflicts(); len(c) != 5 {
		t.Fatalf("conflicts %v", c)
	}
	if m.History.UndoLabel() != "Undo paint widths of tile 1" {
		t.Fatal(m.History.UndoLabel())
	}
	m.Undo()
	m.Undo()
	if m.Tile().CustomWidths || m.Tile().Widths != heightmask.DeriveWidths(m.Tile().Heights) {
		t.Fatal("undo width painting")
	}
}

func TestPainter_Golden(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, false)
	edittest.Drag(p, at(0, 15), at(15, 0), 8)
	m.Ceiling = true
	test.TapAt(p, at(0, 3))
	edittest.Golden(t, "painter_heights.png", fyne.CurrentApp().Driver().CanvasForObject(p).Capture())

	wp := newTestPainter(t, m, true)
	test.TapAt(wp, at(12, 8))
	edittest.Golden(t, "painter_widths.png", fyne.CurrentApp().Driver().CanvasForObject(wp).Capture())
}

func TestPainter_DragStartsAtPress(t *testing.T) {
	m := edittest.TileModel()
	p := newTestPainter(t, m, false)
	// The desktop driver reports the press, then the first drag event only
	// once the pointer has moved on (here to column 3): columns 0 to 2
	// count too.
	p.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at(0, 6)}, Button: desktop.MouseButtonPrimary})
	edittest.Drag(p, at(3, 6), at(5, 6), 2)
	for c := 0; c < 16; c++ {
		want := int8(8)
		if c <= 5 {
			want = 10
		}
		if got := m.Tile().Heights[c]; got != want {
			t.Errorf("column %d: %d, want %d", c, got, want)
		}
	}
}

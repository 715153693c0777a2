package model_test

import (
	"testing"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/heightmask"
)

func TestModel_PaintColumn(t *testing.T) {
	m := edittest.TileModel()
	m.PaintColumn(3, 12)
	tile := m.Tile()
	if tile.Heights[3] != 12 {
		t.Fatalf("height = %d", tile.Heights[3])
	}
	// docs/physics.md "Solid Tiles" (height array): the widths follow the heights.
	if tile.Widths != heightmask.DeriveWidths(tile.Heights) {
		t.Fatalf("widths not derived: %v", tile.Widths)
	}
	if got := m.History.UndoLabel(); got != "Undo paint heights of tile 1" {
		t.Fatalf("label %q", got)
	}
	m.Undo()
	if m.Tile().Heights[3] != 8 || m.Dirty() {
		t.Fatalf("undo: %v dirty=%v", m.Tile().Heights, m.Dirty())
	}
	m.Redo()
	if m.Tile().Heights[3] != 12 {
		t.Fatal("redo")
	}
}

func TestModel_ColumnValue(t *testing.T) {
	m := &model.Model{}
	for row, want := range map[int]int8{-3: 16, 0: 16, 1: 15, 15: 1, 16: 0, 40: 0} {
		if got := m.ColumnValue(row); got != want {
			t.Errorf("floor row %d: %d, want %d", row, got, want)
		}
	}
	m.Ceiling = true
	for row, want := range map[int]int8{-1: 0, 0: -1, 7: -8, 14: -15, 15: 16, 20: 16} {
		if got := m.ColumnValue(row); got != want {
			t.Errorf("ceiling row %d: %d, want %d", row, got, want)
		}
	}
}

func TestModel_RowValue(t *testing.T) {
	m := &model.Model{}
	for col, want := range map[int]int8{0: 16, 15: 1, 16: 0} {
		if got := m.RowValue(col); got != want {
			t.Errorf("from right col %d: %d, want %d", col, got, want)
		}
	}
	m.WidthsFromLeft = true
	for col, want := range map[int]int8{0: -1, 4: -5, 15: 16} {
		if got := m.RowValue(col); got != want {
			t.Errorf("from left col %d: %d, want %d", col, got, want)
		}
	}
}

func TestModel_Stroke(t *testing.T) {
	m := edittest.TileModel()
	m.BeginStroke()
	for c := 0; c < 16; c++ {
		m.PaintColumn(c, int8(c+1))
	}
	m.EndStroke()
	if m.History.UndoLen() != 1 {
		t.Fatalf("a stroke is %d undo steps", m.History.UndoLen())
	}
	m.Undo()
	if m.Tile().Heights[0] != 8 || m.Tile().Heights[15] != 8 {
		t.Fatalf("undo stroke: %v", m.Tile().Heights)
	}
	m.BeginStroke()
	m.EndStroke()
	if m.History.UndoLen() != 0 {
		t.Fatal("empty stroke recorded")
	}
}

func TestModel_PaintRow(t *testing.T) {
	m := edittest.TileModel()
	m.PaintRow(2, 5)
	tile := m.Tile()
	if !tile.CustomWidths || tile.Widths[2] != 5 {
		t.Fatalf("custom width: %v %v", tile.CustomWidths, tile.Widths)
	}
	if c := m.WidthConflicts(); len(c) != 1 || c[0] != 2 {
		t.Fatalf("conflicts %v", c)
	}
	// Custom widths are kept when the heights change.
	m.PaintColumn(0, 16)
	if m.Tile().Widths[2] != 5 || m.Tile().Widths[0] != 0 {
		t.Fatalf("custom widths overwritten: %v", m.Tile().Widths)
	}
	m.ResetWidths()
	if m.Tile().CustomWidths || m.WidthConflicts() != nil || m.Tile().Widths[0] != -1 {
		t.Fatalf("reset: %v", m.Tile().Widths)
	}
	m.Undo()
	m.Undo()
	m.Undo()
	if m.Tile().CustomWidths || m.Tile().Widths != heightmask.DeriveWidths(m.Tile().Heights) {
		t.Fatal("undo custom widths")
	}
}

func TestModel_Angle(t *testing.T) {
	m := edittest.TileModel()
	m.SetAngle(0xE8)
	if a := m.Tile(); a.Angle != 0xE8 || !a.ManualAngle {
		t.Fatalf("manual angle: %#x %v", a.Angle, a.ManualAngle)
	}
	m.PaintColumn(0, 1) // a manual angle survives painting
	if m.Tile().Angle != 0xE8 {
		t.Fatal("manual angle recomputed")
	}
	m.SetAutoAngle(true)
	if m.Tile().ManualAngle || m.Tile().Angle == 0xE8 {
		t.Fatalf("auto angle: %#x", m.Tile().Angle)
	}
	m.SetAngleDegrees(33.75)
	if m.Tile().Angle != 0xE8 {
		t.Fatalf("degrees: %#x", m.Tile().Angle)
	}
	m.SetFlagged(true)
	if !m.Tile().Flagged || m.Tile().TileAngle() != 0xFF {
		t.Fatal("flag")
	}
	if m.History.UndoLabel() != "Undo flag tile 1" {
		t.Fatal(m.History.UndoLabel())
	}
	for m.Undo() {
	}
	if *m.Tile() != edittest.TileModel().Lib().Tiles[1] {
		t.Fatalf("undo all: %+v", *m.Tile())
	}
}

func TestModel_SetSolidity(t *testing.T) {
	m := edittest.TileModel()
	m.SetSolidity(heightmask.SolidTop)
	if m.Tile().Solidity != heightmask.SolidTop || m.History.UndoLabel() != "Undo make tile 1 solid: top" {
		t.Fatalf("%v %q", m.Tile().Solidity, m.History.UndoLabel())
	}
	m.Undo()
	if m.Tile().Solidity != heightmask.SolidAll {
		t.Fatal("undo solidity")
	}
}

func TestModel_AddDuplicateDelete(t *testing.T) {
	m := edittest.TileModel()
	m.AddTile()
	if len(m.Lib().Tiles) != 4 || m.Selected != 3 || !m.Tile().Empty() {
		t.Fatalf("add: %d tiles, selected %d", len(m.Lib().Tiles), m.Selected)
	}
	m.Select(2)
	m.DuplicateTile()
	if len(m.Lib().Tiles) != 5 || m.Selected != 4 || m.Tile().Heights[0] != 16 {
		t.Fatal("duplicate")
	}
	m.Undo()
	m.Undo()
	if len(m.Lib().Tiles) != 3 {
		t.Fatal("undo add/duplicate")
	}
	// Deleting tile 1 empties the block that placed it and renumbers 2 to 1.
	m.Select(1)
	m.DeleteTile()
	ch := m.Lib().Chunks[1]
	if len(m.Lib().Tiles) != 2 || ch.Blocks[0][0].Tile != 0 || ch.Blocks[1][0].Tile != 1 || ch.Blocks[2][1].Tile != 1 {
		t.Fatalf("delete: %d tiles, blocks %v %v %v", len(m.Lib().Tiles), ch.Blocks[0], ch.Blocks[1], ch.Blocks[2])
	}
	if m.Tile().Heights[0] != 16 {
		t.Fatal("selection after delete")
	}
	m.Undo()
	ch = m.Lib().Chunks[1]
	if len(m.Lib().Tiles) != 3 || ch.Blocks[0][0].Tile != 1 || ch.Blocks[1][0].Tile != 2 || m.Selected != 1 {
		t.Fatal("undo delete")
	}
	m.Redo()
	if len(m.Lib().Tiles) != 2 {
		t.Fatal("redo delete")
	}
}

func TestModel_EmptyLibrary(t *testing.T) {
	m := model.NewModel(nil, "")
	if m.Tile() != nil {
		t.Fatal("tile 0 must not be editable")
	}
	m.PaintColumn(0, 16)
	m.SetAngle(3)
	m.DeleteTile()
	m.DuplicateTile()
	if m.History.CanUndo() || !m.Lib().Tiles[0].Empty() {
		t.Fatal("edited the empty tile")
	}
	m.AddTile()
	m.PaintColumn(0, 16)
	if m.Tile().Heights[0] != 16 {
		t.Fatal("paint new tile")
	}
}

package widgets

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/heightmask"
	"loopwright/layers"
)

// newTestChunkCanvas returns a chunk canvas of path p, 8 blocks of 32
// units.
func newTestChunkCanvas(t *testing.T, m *model.Model, p layers.Path) *ChunkCanvas {
	t.Helper()
	test.NewTempApp(t)
	c := NewChunkCanvas(m, p)
	w := test.NewTempWindow(t, c)
	w.SetPadded(false)
	w.Resize(fyne.NewSquareSize(256))
	c.Resize(fyne.NewSquareSize(256))
	m.OnChange(c.Refresh)
	return c
}

func chunkBlockPos(bx, by int) fyne.Position {
	return fyne.NewPos(float32(bx*32+16), float32(by*32+16))
}

// chunkModel returns a model whose library holds chunk 1 with a floor of
// tile 2 along row 6.
func chunkModel(t *testing.T) *model.Model {
	m := edittest.LevelModel(t)
	m.SelectChunk(1)
	if m.SelectedChunk() != 1 {
		t.Fatalf("selected chunk %d", m.SelectedChunk())
	}
	return m
}

func chunkCell(m *model.Model, bx, by int, p layers.Path) layers.Cell {
	lib := m.Lib()
	return lib.Chunks[m.SelectedChunk()].Blocks[by*lib.ChunkBlocks+bx][p]
}

func checkLibUndo(t *testing.T, m *model.Model, before *layers.Library, label string) {
	t.Helper()
	if got := m.History.UndoLabel(); got != label {
		t.Errorf("undo label %q, want %q", got, label)
	}
	after := m.Lib().Clone()
	m.Undo()
	if d := m.Lib().Diff(before); d != "" {
		t.Fatalf("after undo: %s", d)
	}
	m.Redo()
	if d := m.Lib().Diff(after); d != "" {
		t.Fatalf("after redo: %s", d)
	}
}

func TestChunkCanvas_Tools(t *testing.T) {
	m := chunkModel(t)
	c := newTestChunkCanvas(t, m, layers.PathA)
	tool, paths := model.ChunkBrush, model.PathSetBoth
	c.Tool = func() (model.ChunkTool, model.PathSet) { return tool, paths }
	m.SetBrush(model.Brush{Tile: 3, Solidity: heightmask.SolidTop})

	before := m.Lib().Clone()
	test.TapAt(c, chunkBlockPos(1, 1))
	if got := chunkCell(m, 1, 1, layers.PathB); got.Tile != 3 || got.Solidity != heightmask.SolidTop {
		t.Fatalf("cell %+v", got)
	}
	checkLibUndo(t, m, before, "Undo paint 1 block of chunk 1")

	// A drag is one step; path A only.
	paths = model.PathSetA
	before = m.Lib().Clone()
	edittest.Drag(c, chunkBlockPos(0, 3), chunkBlockPos(7, 3), 3)
	for bx := 0; bx < 8; bx++ {
		if chunkCell(m, bx, 3, layers.PathA).Tile != 3 || chunkCell(m, bx, 3, layers.PathB).Tile != 0 {
			t.Fatalf("block %d", bx)
		}
	}
	checkLibUndo(t, m, before, "Undo paint 8 blocks of chunk 1")

	// Flip X toggles each block once per drag, even when crossed twice.
	tool, paths = model.ChunkFlipX, model.PathSetBoth
	before = m.Lib().Clone()
	edittest.Drag(c, chunkBlockPos(0, 3), chunkBlockPos(2, 3), 4)
	if !chunkCell(m, 1, 3, layers.PathA).XFlip {
		t.Fatal("not flipped")
	}
	checkLibUndo(t, m, before, "Undo flip X of 3 blocks of chunk 1")

	tool = model.ChunkFlipY
	test.TapAt(c, chunkBlockPos(1, 1))
	if !chunkCell(m, 1, 1, layers.PathA).YFlip {
		t.Fatal("not Y flipped")
	}
	tool = model.ChunkSolidSides
	test.TapAt(c, chunkBlockPos(1, 1))
	if chunkCell(m, 1, 1, layers.PathB).Solidity != heightmask.SolidSides {
		t.Fatal("solidity not set")
	}
	tool = model.ChunkErase
	before = m.Lib().Clone()
	test.TapAt(c, chunkBlockPos(1, 1))
	if chunkCell(m, 1, 1, layers.PathA).Tile != 0 {
		t.Fatal("not erased")
	}
	checkLibUndo(t, m, before, "Undo erase 1 block of chunk 1")
}

func TestModel_ChunkList(t *testing.T) {
	m := chunkModel(t)
	lib := m.Lib()
	n := len(lib.Chunks)
	before := lib.Clone()
	m.AddChunk()
	if len(m.Lib().Chunks) != n+1 || int(m.SelectedChunk()) != n {
		t.Fatal("AddChunk")
	}
	checkLibUndo(t, m, before, "Undo add chunk "+strconv.Itoa(n))
	m.SelectChunk(1)
	before = m.Lib().Clone()
	m.DuplicateChunk()
	if d := lib.Chunks[n].Blocks; len(d) == 0 || d[0] != lib.Chunks[1].Blocks[0] {
		t.Fatal("DuplicateChunk")
	}
	checkLibUndo(t, m, before, "Undo duplicate chunk 1")
	// Deleting chunk 1 empties its layout cells and renumbers later ones.
	l := m.Level()
	floor := l.Layout[2*l.LayoutW]
	m.SelectChunk(floor)
	layBefore := append([]layers.ChunkID(nil), l.Layout...)
	lvBefore := l.Clone()
	m.DeleteChunk()
	if l.Layout[2*l.LayoutW] != 0 && floor != 0 {
		t.Fatalf("layout still places the deleted chunk: %d", l.Layout[2*l.LayoutW])
	}
	for i, id := range layBefore {
		if id > floor && l.Layout[i] != id-1 {
			t.Fatalf("cell %d: %d not renumbered", i, id)
		}
	}
	m.Undo()
	if d := l.Diff(lvBefore); d != "" {
		t.Fatal(d)
	}
}

func TestChunkCanvas_Golden(t *testing.T) {
	m := chunkModel(t)
	c := newTestChunkCanvas(t, m, layers.PathA)
	paths := model.PathSetA
	tool := model.ChunkBrush
	c.Tool = func() (model.ChunkTool, model.PathSet) { return tool, paths }
	m.SetBrush(model.Brush{Tile: 4})
	test.TapAt(c, chunkBlockPos(2, 2))
	m.SetBrush(model.Brush{Tile: 1, Solidity: heightmask.SolidTop})
	test.TapAt(c, chunkBlockPos(3, 2))
	tool = model.ChunkFlipX
	test.TapAt(c, chunkBlockPos(3, 2))
	tool = model.ChunkBrush
	m.SetBrush(model.Brush{Tile: 6, Solidity: heightmask.SolidSides, YFlip: true})
	b := newTestChunkCanvas(t, m, layers.PathB)
	b.Tool = c.Tool
	test.TapAt(b, chunkBlockPos(5, 1)) // path B only
	edittest.Golden(t, "chunk_pathA.png", c.Render(256, 256))
	edittest.Golden(t, "chunk_pathB.png", b.Render(256, 256))
	edittest.Golden(t, "chunk_thumb.png", ChunkThumb(m.Lib(), 1, 64))
}

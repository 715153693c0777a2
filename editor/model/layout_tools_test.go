package model

import (
	"reflect"
	"slices"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// toolModel returns a model whose selected level is 4x3 chunks, its layout
// numbered 1..12 over chunks 1..12 (each a different block), with a
// switcher, objects, the start and its bounds placed in known chunks.
func toolModel(t *testing.T) (*Model, *layers.Level) {
	t.Helper()
	p := FallbackPack()
	lib := p.Lib
	cb := lib.ChunkBlocks
	lib.Tiles = lib.Tiles[:1]
	for len(lib.Tiles) < 4 {
		lib.Tiles = append(lib.Tiles, heightmask.Mask{Heights: [16]int8{int8(len(lib.Tiles))}})
	}
	lib.Chunks = lib.Chunks[:1]
	for i := 1; i <= 12; i++ {
		c := layers.Chunk{Blocks: make([]layers.Block, cb*cb)}
		c.Blocks[i%len(c.Blocks)][0] = layers.Cell{Tile: layers.TileID(1 + i%3)}
		lib.Chunks = append(lib.Chunks, c)
	}
	l := layers.New("tools", lib, 4*cb, 3*cb)
	for i := range l.Layout {
		l.Layout[i] = layers.ChunkID(i + 1)
	}
	px := cb * 16 // a chunk in pixels
	l.Start = layers.Point{X: px/2 + 2*px, Y: px/2 + 2*px}
	l.Switchers = []layers.Switcher{{X: px / 2, Y: px + 10, Radius: 32}}
	l.Objects = []layers.Object{{ID: 1, Class: "ring", X: 10, Y: 10}, {ID: 2, Class: "spring", X: px + 5, Y: px + 5}, {ID: 3, Class: "ring", X: 3*px + 1, Y: 2*px + 1}}
	p.Levels = []*layers.Level{l}
	m := NewModel(p, "")
	m.SelectLevel(0)
	return m, l
}

// TestModel_InsertDeleteRows: rows of chunks inserted before row 1 push
// the layout and the things at or below the row's top down (SonLVL's
// Insert with "move objects"); deleting them gives the level back; undo
// and redo restore each state exactly.
func TestModel_InsertDeleteRows(t *testing.T) {
	m, l := toolModel(t)
	px := l.Lib.ChunkBlocks * 16
	orig := saveShape(l)
	if err := m.InsertRows(1, 2); err != nil {
		t.Fatal(err)
	}
	if l.LayoutH != 5 || l.Height != 5*l.Lib.ChunkBlocks || l.Bounds.Max.Y != 5*px {
		t.Fatalf("layout %dx%d, height %d, bounds %v", l.LayoutW, l.LayoutH, l.Height, l.Bounds)
	}
	want := []layers.ChunkID{1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 5, 6, 7, 8, 9, 10, 11, 12}
	if !slices.Equal(l.Layout, want) {
		t.Errorf("layout %v, want %v", l.Layout, want)
	}
	if l.Objects[0].Y != 10 || l.Objects[1].Y != 3*px+5 || l.Objects[2].Y != 4*px+1 || l.Switchers[0].Y != 3*px+10 || l.Start.Y != px/2+4*px {
		t.Errorf("things did not move with the rows: %+v %+v %+v", l.Objects, l.Switchers, l.Start)
	}
	after := saveShape(l)
	m.Undo()
	if !reflect.DeepEqual(saveShape(l), orig) {
		t.Error("undo did not restore the level")
	}
	m.Redo()
	if !reflect.DeepEqual(saveShape(l), after) {
		t.Error("redo differs from the insert")
	}
	if err := m.DeleteRows(1, 2); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(saveShape(l), orig) {
		t.Errorf("delete after insert: %+v, want %+v", saveShape(l), orig)
	}
	// Deleting row 1 deletes the spring and the switcher inside it.
	if err := m.DeleteRows(1, 1); err != nil {
		t.Fatal(err)
	}
	if len(l.Objects) != 2 || l.Objects[1].ID != 3 || l.Objects[1].Y != px+1 || len(l.Switchers) != 0 {
		t.Errorf("after deleting row 1: %+v %+v", l.Objects, l.Switchers)
	}
	for _, bad := range []func() error{
		func() error { return m.DeleteRows(0, 2) }, // would leave no level
		func() error { return m.InsertRows(5, 1) },
		func() error { return m.DeleteColumns(3, 2) },
		func() error { return m.InsertColumns(0, 0) },
	} {
		if err := bad(); err == nil {
			t.Error("want an error")
		}
	}
}

// TestModel_InsertDeleteColumns: columns move things right of the
// column's left edge, as rows do below.
func TestModel_InsertDeleteColumns(t *testing.T) {
	m, l := toolModel(t)
	px := l.Lib.ChunkBlocks * 16
	orig := saveShape(l)
	if err := m.InsertColumns(3, 1); err != nil {
		t.Fatal(err)
	}
	want := []layers.ChunkID{1, 2, 3, 0, 4, 5, 6, 7, 0, 8, 9, 10, 11, 0, 12}
	if !slices.Equal(l.Layout, want) || l.LayoutW != 5 {
		t.Errorf("layout %v, want %v", l.Layout, want)
	}
	if l.Objects[2].X != 4*px+1 || l.Objects[1].X != px+5 || l.Start.X != px/2+2*px {
		t.Errorf("things: %+v start %+v", l.Objects, l.Start)
	}
	if err := m.DeleteColumns(3, 1); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(saveShape(l), orig) {
		t.Error("delete after insert differs")
	}
}

// TestModel_ReplaceAndUsage: usage counts, chunk replace in the layout,
// tile replace in chunk cells (flips kept), each one undo step.
func TestModel_ReplaceAndUsage(t *testing.T) {
	m, l := toolModel(t)
	use := m.ChunkUsage()
	if use[0] != 0 || use[5] != 1 || len(use) != 13 {
		t.Errorf("chunk usage %v", use)
	}
	if n := m.ReplaceChunk(5, 7, false); n != 1 || l.Layout[4] != 7 {
		t.Errorf("replace chunk: %d, layout %v", n, l.Layout)
	}
	if use := m.ChunkUsage(); use[5] != 0 || use[7] != 2 {
		t.Errorf("usage after replace %v", use)
	}
	m.Undo()
	if l.Layout[4] != 5 {
		t.Error("undo of replace chunk")
	}
	tu := m.TileUsage()
	lib := l.Lib
	lib.Chunks[3].Blocks[3][0].XFlip = true // chunk 3's cell holds tile 1
	n := m.ReplaceTile(1, 2)
	if n != tu[1] || n == 0 {
		t.Errorf("replaced %d cells, tile 1 was used %d times", n, tu[1])
	}
	if c := lib.Chunks[3].Blocks[3][0]; c.Tile != 2 || !c.XFlip {
		t.Errorf("cell %+v, want tile 2 x-flipped", c)
	}
	if m.TileUsage()[1] != 0 {
		t.Error("tile 1 still used")
	}
	blk := lib.Chunks[3].Blocks[3]
	if n := m.ReplaceBlock(blk, layers.Block{}); n != 1 || lib.Chunks[3].Blocks[3] != (layers.Block{}) {
		t.Errorf("replace block: %d", n)
	}
}

// TestModel_DeleteUnusedAndDuplicates: unused chunks and tiles go with
// every reference renumbered; duplicates merge into the first; undo gives
// back the library and the layouts.
func TestModel_DeleteUnusedAndDuplicates(t *testing.T) {
	m, l := toolModel(t)
	lib := l.Lib
	// Chunk 13 unused; chunk 14 a copy of chunk 2, used at cell 0.
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, len(lib.Chunks[1].Blocks))})
	lib.Chunks[13].Blocks[0][0].Tile = 3
	lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: slices.Clone(lib.Chunks[2].Blocks)})
	l.Layout[0] = 14
	before := m.saveLib()
	// Chunk 1 is now unused too (cell 0 held it).
	if n := m.DeleteUnusedChunks(); n != 2 {
		t.Fatalf("deleted %d unused chunks, want 2 (1 and 13)", n)
	}
	if len(lib.Chunks) != 13 || l.Layout[0] != 12 || l.Layout[1] != 1 || l.Layout[11] != 11 {
		t.Errorf("after delete unused: %d chunks, layout %v", len(lib.Chunks), l.Layout)
	}
	if n := m.RemoveDuplicateChunks(); n != 1 {
		t.Fatalf("removed %d duplicates, want 1", n)
	}
	if len(lib.Chunks) != 12 || l.Layout[0] != 1 || l.Layout[1] != 1 {
		t.Errorf("after remove duplicates: %d chunks, layout %v", len(lib.Chunks), l.Layout)
	}
	m.Undo()
	m.Undo()
	if got := m.saveLib(); !reflect.DeepEqual(got, before) {
		t.Error("two undos did not give the library back")
	}
	// Tiles: tile 4 unused, tile 5 a copy of tile 2 used once.
	lib.Tiles = append(lib.Tiles, heightmask.Mask{Heights: [16]int8{9}}, lib.Tiles[2])
	lib.Chunks[1].Blocks[5][1].Tile = 5
	if n := m.DeleteUnusedTiles(); n != 1 || len(lib.Tiles) != 5 || lib.Chunks[1].Blocks[5][1].Tile != 4 {
		t.Errorf("delete unused tiles: %d, %d tiles, cell tile %d", n, len(lib.Tiles), lib.Chunks[1].Blocks[5][1].Tile)
	}
	if n := m.RemoveDuplicateTiles(); n != 1 || len(lib.Tiles) != 4 || lib.Chunks[1].Blocks[5][1].Tile != 2 {
		t.Errorf("remove duplicate tiles: %d, %d tiles, cell tile %d", n, len(lib.Tiles), lib.Chunks[1].Blocks[5][1].Tile)
	}
	if n := m.RemoveDuplicateTiles(); n != 0 {
		t.Errorf("a second pass removed %d", n)
	}
}

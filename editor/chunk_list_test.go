package editor

import (
	"slices"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// TestChunkTab_S1List: on a Sonic 1 project's level of our own, the
// Chunks tab lists chunk 0 and the chunks up to the last one used (not
// the free numbers up to $7F, nor the loop numbers from $80), selecting
// by its list; with every number 1..$7F taken, Add and Duplicate say why
// they make no chunk rather than doing nothing.
func TestChunkTab_S1List(t *testing.T) {
	lib := layers.NewLibrary(16)
	var m heightmask.Mask
	for i := range m.Heights {
		m.Heights[i] = 8
	}
	m.Recompute()
	lib.Tiles = append(lib.Tiles, m)
	for k := 1; k <= 3; k++ {
		c := layers.Chunk{Blocks: make([]layers.Block, 256)}
		cell := layers.Cell{Tile: 1, Solidity: heightmask.SolidAll}
		c.Blocks[8*16+k] = layers.Block{cell, cell}
		lib.Chunks = append(lib.Chunks, c)
	}
	l := layers.New("ours", lib, 3*16, 16)
	copy(l.Layout, []layers.ChunkID{1, 2, 3})
	l.Start = layers.Point{X: 64, Y: 64}
	ini, err := sonlvl.Export(l, sonlvl.S1, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t)
	if err := e.OpenProjectLevel(ini, "ours"); err != nil {
		t.Fatal(err)
	}
	ct := e.chunkEd
	ct.refresh()
	if !slices.Equal(ct.ids, []int{0, 1, 2, 3}) {
		t.Fatalf("the list shows %X, want 0..3", ct.ids)
	}
	ct.list.OnSelected(2)
	if got := e.Model.SelectedChunk(); got != 2 {
		t.Errorf("the list's third entry selects chunk %d", got)
	}
	ml := e.Model.Lib()
	for len(ml.Chunks) <= 0x7F {
		ml.Chunks = append(ml.Chunks, layers.Chunk{Blocks: make([]layers.Block, 256)})
	}
	ml.Chunks[0x7F].Blocks[0] = layers.Block{{Tile: 1, Solidity: heightmask.SolidAll}}
	n := len(ml.Chunks)
	ct.addChunk(e.Model.AddChunk)
	if len(ml.Chunks) != n || !strings.Contains(ct.lastError, "no free chunk number") {
		t.Errorf("Add with every number taken: %d chunks (were %d), said %q", len(ml.Chunks), n, ct.lastError)
	}
}

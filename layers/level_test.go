package layers

import (
	"testing"

	"loopwright/heightmask"
)

func testLevel() *Level {
	lib := NewLibrary(8)
	lib.Tiles = append(lib.Tiles, heightmask.Mask{Heights: [16]int8{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}})
	ch := Chunk{Blocks: make([]Block, 64)}
	ch.Blocks[3*8+3] = Block{{Tile: 1, XFlip: true}, {Tile: 1, YFlip: true, Solidity: heightmask.SolidTop}}
	lib.Chunks = append(lib.Chunks, ch)
	l := New("t", lib, 20, 12) // 3 x 2 chunks
	l.Layout[1*3+2] = 1        // chunk (2, 1): blocks 16..19 x 8..11 inside the level
	return l
}

// docs/physics.md "Solid Terrain", "Chunks" and "Layers": a block's cell per path, through the
// layout and the chunk.
func TestLevel_Cell(t *testing.T) {
	l := testLevel()
	c, m := l.Cell(PathA, 16+3, 8+3)
	if c != (Cell{Tile: 1, XFlip: true}) || m != &l.Lib.Tiles[1] {
		t.Errorf("path A: %+v %p", c, m)
	}
	c, _ = l.Cell(PathB, 19, 11)
	if c != (Cell{Tile: 1, YFlip: true, Solidity: heightmask.SolidTop}) {
		t.Errorf("path B: %+v", c)
	}
	if c, m := l.Cell(PathA, 5, 3); c != (Cell{}) || !m.Empty() {
		t.Errorf("empty chunk: %+v", c)
	}
	// Only the low bit of the path counts.
	if c, _ := l.Cell(Path(3), 19, 11); c.Tile != 1 || !c.YFlip {
		t.Errorf("path 3: %+v", c)
	}
}

// Reads outside the level, and of bad chunk or tile ids, are empty.
func TestLevel_Cell_Outside(t *testing.T) {
	l := testLevel()
	for _, p := range [][2]int{{-1, 0}, {0, -1}, {20, 0}, {0, 12}, {23, 11}, {-100000, 5}, {1 << 40, 1}} {
		if c, m := l.Cell(PathA, p[0], p[1]); c != (Cell{}) || m == nil || !m.Empty() {
			t.Errorf("Cell(%v) = %+v", p, c)
		}
	}
	l.Layout[0] = 99 // bad chunk id
	if c, m := l.Cell(PathA, 0, 0); c != (Cell{}) || !m.Empty() {
		t.Errorf("bad chunk: %+v", c)
	}
	l.Lib.Chunks[1].Blocks[0][0].Tile = 77 // bad tile id
	if c, m := l.Cell(PathA, 16, 8); c != (Cell{}) || !m.Empty() {
		t.Errorf("bad tile: %+v", c)
	}
	l.Lib.Chunks[1].Blocks = l.Lib.Chunks[1].Blocks[:2] // short chunk
	if c, _ := l.Cell(PathA, 19, 11); c != (Cell{}) {
		t.Errorf("short chunk: %+v", c)
	}
}

// Cell allocates nothing.
func TestLevel_Cell_Allocs(t *testing.T) {
	l := testLevel()
	n := testing.AllocsPerRun(100, func() {
		for y := -1; y < 13; y++ {
			for x := -1; x < 21; x++ {
				l.Cell(PathB, x, y)
			}
		}
	})
	if n != 0 {
		t.Errorf("Cell allocates %v times", n)
	}
}

func BenchmarkLevel_Cell(b *testing.B) {
	l := testLevel()
	b.ReportAllocs()
	b.ResetTimer()
	s := 0
	for i := 0; i < b.N; i++ {
		c, _ := l.Cell(Path(i&1), i%24-2, (i/24)%14-1)
		s += int(c.Tile)
	}
	_ = s
}

func TestPath_String(t *testing.T) {
	if PathA.String() != "A" || PathB.String() != "B" || Low.String() != "L" || High.String() != "H" {
		t.Error("names")
	}
}

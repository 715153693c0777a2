package layers

import (
	"strings"
	"testing"

	"loopwright/heightmask"
)

func slope() heightmask.Mask {
	m := heightmask.Mask{Heights: [16]int8{0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9}}
	m.Recompute()
	return m
}

// SetBlock on the empty chunk makes a new chunk; on a chunk used only once
// it edits in place; on a shared chunk it copies (copy-on-write), also
// across levels that share the library.
func TestLevel_SetBlock(t *testing.T) {
	lib := NewLibrary(8)
	l := New("a", lib, 32, 16) // 4 x 2 chunks
	b := Block{{Tile: 0, XFlip: true}, {Tile: 0, YFlip: true}}
	if err := l.SetBlock(9, 1, b); err != nil {
		t.Fatal(err)
	}
	if len(lib.Chunks) != 2 || l.Layout[1] != 1 || !blocksEqual(lib.Chunks[0].Blocks, make([]Block, 64)) {
		t.Fatalf("empty chunk not copied: %d chunks, layout %v", len(lib.Chunks), l.Layout)
	}
	if got, _ := l.Block(9, 1); got != b {
		t.Errorf("Block = %+v", got)
	}
	// In place: chunk 1 is used once.
	if err := l.SetCell(PathB, 10, 1, Cell{Tile: 0, Solidity: heightmask.SolidTop}); err != nil {
		t.Fatal(err)
	}
	if len(lib.Chunks) != 2 {
		t.Errorf("single-use chunk copied")
	}
	if c, _ := l.Cell(PathB, 10, 1); c.Solidity != heightmask.SolidTop {
		t.Errorf("SetCell: %+v", c)
	}
	if c, _ := l.Cell(PathA, 9, 1); !c.XFlip {
		t.Errorf("SetCell touched another block")
	}
	// Shared within the level.
	l.Layout[2] = 1
	if err := l.SetCell(PathA, 16+1, 1, Cell{YFlip: true}); err != nil {
		t.Fatal(err)
	}
	if len(lib.Chunks) != 3 || l.Layout[2] != 2 || l.Layout[1] != 1 {
		t.Fatalf("shared chunk not copied: layout %v", l.Layout)
	}
	if c, _ := l.Cell(PathA, 1, 1); c.YFlip {
		t.Errorf("edit leaked into the other cell")
	}
	if c, _ := l.Cell(PathA, 16+1, 1); !c.YFlip {
		t.Errorf("edit lost")
	}
	if c, _ := l.Cell(PathB, 16+10-8, 1); c.Solidity != heightmask.SolidTop {
		t.Errorf("copy lost the old blocks")
	}
	// Shared with another level on the same library.
	o := New("b", lib, 8, 8)
	o.Layout[0] = 2
	if err := l.SetCell(PathA, 16, 0, Cell{XFlip: true}, o); err != nil {
		t.Fatal(err)
	}
	if l.Layout[2] == 2 {
		t.Errorf("chunk shared with another level edited in place")
	}
	// Setting what is there changes nothing.
	n := len(lib.Chunks)
	if err := l.SetBlock(0, 0, Block{}); err != nil || len(lib.Chunks) != n {
		t.Errorf("no-op set made a chunk")
	}
	// Outside the level.
	for _, p := range [][2]int{{-1, 0}, {32, 0}, {0, 16}} {
		if err := l.SetBlock(p[0], p[1], b); err == nil || !strings.Contains(err.Error(), "outside") {
			t.Errorf("SetBlock(%v) = %v", p, err)
		}
	}
}

func TestLevel_Resize(t *testing.T) {
	lib := NewLibrary(8)
	l := New("a", lib, 20, 10) // 3 x 2 chunks
	if err := l.SetCell(PathA, 17, 9, Cell{XFlip: true}); err != nil {
		t.Fatal(err)
	}
	if err := l.SetCell(PathA, 0, 0, Cell{YFlip: true}); err != nil {
		t.Fatal(err)
	}
	l.Resize(40, 30)
	if l.Width != 40 || l.Height != 30 || l.LayoutW != 5 || l.LayoutH != 4 || len(l.Layout) != 20 {
		t.Fatalf("size %dx%d layout %dx%d", l.Width, l.Height, l.LayoutW, l.LayoutH)
	}
	if c, _ := l.Cell(PathA, 17, 9); !c.XFlip {
		t.Error("block lost growing")
	}
	if l.Bounds != (Rect{Max: Point{640, 480}}) {
		t.Errorf("bounds %v", l.Bounds)
	}
	l.Resize(9, 9)
	if c, _ := l.Cell(PathA, 0, 0); !c.YFlip || l.LayoutW != 2 || l.LayoutH != 2 {
		t.Error("shrinking")
	}
	if c, _ := l.Cell(PathA, 17, 9); c.XFlip {
		t.Error("block outside still read")
	}
	l.Bounds = Rect{Min: Point{1, 1}, Max: Point{50, 50}}
	l.Resize(0, -3)
	if l.Width != 1 || l.Height != 1 || l.Bounds.Max.X != 50 {
		t.Errorf("clamp/keep bounds: %dx%d %v", l.Width, l.Height, l.Bounds)
	}
}

// FindOrAddTile dedups, also by flipped variants, as sensors see them.
func TestLibrary_FindOrAddTile(t *testing.T) {
	lib := NewLibrary(8)
	s := slope()
	id, xf, yf := lib.FindOrAddTile(s)
	if id != 1 || xf || yf || len(lib.Tiles) != 2 {
		t.Fatalf("add: %d %v %v", id, xf, yf)
	}
	if id, xf, yf = lib.FindOrAddTile(s); id != 1 || xf || yf {
		t.Errorf("same: %d %v %v", id, xf, yf)
	}
	cases := []struct {
		m      heightmask.Mask
		xf, yf bool
	}{{s.FlipX(), true, false}, {s.FlipY(), false, true}, {s.FlipX().FlipY(), true, true}}
	for _, c := range cases {
		if id, xf, yf = lib.FindOrAddTile(c.m); id != 1 || xf != c.xf || yf != c.yf {
			t.Errorf("flip %v %v: got %d %v %v", c.xf, c.yf, id, xf, yf)
		}
	}
	// A different angle, solidity or flag is a different tile.
	d := s
	d.Angle = 0xE0
	if id, _, _ = lib.FindOrAddTile(d); id != 2 {
		t.Errorf("other angle: %d", id)
	}
	d = s
	d.Solidity = heightmask.SolidTop
	if id, _, _ = lib.FindOrAddTile(d); id != 3 {
		t.Errorf("other solidity: %d", id)
	}
	d = s
	d.Flagged = true
	if id, _, _ = lib.FindOrAddTile(d); id != 4 {
		t.Errorf("flagged: %d", id)
	}
	if id, _, _ = lib.FindOrAddTile(d.FlipX()); id != 4 {
		t.Errorf("flagged flipped: %d", id)
	}
	if id, xf, yf = lib.FindOrAddTile(heightmask.Mask{Angle: 3}); id != 0 || xf || yf {
		t.Errorf("empty: %d", id)
	}
}

func TestLibrary_FindOrAddChunk(t *testing.T) {
	lib := NewLibrary(8)
	if id := lib.FindOrAddChunk(Chunk{}); id != 0 {
		t.Errorf("empty chunk: %d", id)
	}
	c := Chunk{Blocks: make([]Block, 64)}
	c.Blocks[5][1].Tile = 1
	id := lib.FindOrAddChunk(c)
	if id != 1 || len(lib.Chunks) != 2 {
		t.Fatalf("add: %d", id)
	}
	c.Blocks[5][1].Tile = 2 // the library kept a copy
	if lib.Chunks[1].Blocks[5][1].Tile != 1 {
		t.Error("not copied")
	}
	c.Blocks[5][1].Tile = 1
	if id := lib.FindOrAddChunk(c); id != 1 {
		t.Errorf("dedup: %d", id)
	}
	short := Chunk{Blocks: c.Blocks[:6]}
	if id := lib.FindOrAddChunk(short); id != 1 {
		t.Errorf("short chunk padded: %d", id)
	}
	c.Blocks[63][0].XFlip = true
	if id := lib.FindOrAddChunk(c); id != 2 {
		t.Errorf("new: %d", id)
	}
}

func richLevel() *Level {
	lib := NewLibrary(8)
	lib.FindOrAddTile(slope())
	l := New("rich", lib, 16, 8)
	l.Description = "d"
	if err := l.SetCell(PathA, 3, 3, Cell{Tile: 1, XFlip: true}); err != nil {
		panic(err) // 3,3 is inside the 16x8 level
	}
	l.Switchers = []Switcher{{X: 5, Y: 6, Radius: 32}}
	l.Start = Point{10, 20}
	l.Objects = []Object{{ID: 1, Class: "spring", X: 3, Props: []Prop{{"power", "int", "10"}}}}
	l.Art = []ArtLayer{{Name: "fg", Cells: []uint32{1, 2, 3}}}
	l.Props = []Prop{{"music", "string", "ehz"}}
	return l
}

// Clone is deep: editing the copy leaves the original alone; Equal and
// Diff compare contents.
func TestLevel_Clone(t *testing.T) {
	l := richLevel()
	c := l.Clone()
	if !l.Equal(c) || l.Diff(c) != "" {
		t.Fatalf("clone differs: %s", l.Diff(c))
	}
	if c.Lib == l.Lib {
		t.Fatal("library shared")
	}
	edits := []func(*Level){
		func(x *Level) { x.Name = "z" },
		func(x *Level) { x.Layout[1] = 1 },
		func(x *Level) { x.Lib.Tiles[1].Heights[0] = 3 },
		func(x *Level) { x.Lib.Chunks[1].Blocks[0][1].YFlip = true },
		func(x *Level) { x.Switchers[0].Radius = 64 },
		func(x *Level) { x.Objects[0].Props[0].Value = "11" },
		func(x *Level) { x.Objects[0].X = 9 },
		func(x *Level) { x.Art[0].Cells[2] = 9 },
		func(x *Level) { x.Props[0].Value = "htz" },
		func(x *Level) { x.Start.X++ },
		func(x *Level) { x.Bounds.Max.Y-- },
		func(x *Level) { x.Resize(17, 8) },
		func(x *Level) { x.Lib.Tiles = append(x.Lib.Tiles, heightmask.Mask{}) },
	}
	for i, e := range edits {
		c := l.Clone()
		e(c)
		if l.Equal(c) {
			t.Errorf("edit %d not seen by Equal", i)
		}
		if !l.Equal(richLevel()) {
			t.Fatalf("edit %d reached the original: %s", i, l.Diff(richLevel()))
		}
	}
	// Nil and empty lists are equal.
	a, b := New("x", NewLibrary(8), 8, 8), New("x", NewLibrary(8), 8, 8)
	b.Objects, b.Props, b.Art, b.Switchers = []Object{}, []Prop{}, []ArtLayer{}, []Switcher{}
	if !a.Equal(b) {
		t.Errorf("nil vs empty: %s", a.Diff(b))
	}
	// CloneOnto shares one library copy between levels.
	lib2 := l.Lib.Clone()
	if c := l.CloneOnto(lib2); c.Lib != lib2 || !c.Equal(l) {
		t.Error("CloneOnto")
	}
}

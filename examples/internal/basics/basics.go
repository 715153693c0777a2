// Package basics generates the "basics" example pack: one level with a long
// floor, gentle and steep slopes up and down, a ledge to run off, a tunnel
// with a ceiling and a wall at the far right.
package basics

import (
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/pack"
)

// Tile ids of the basics library.
const (
	Full       = 1 // full block
	Steep      = 2 // 45 degrees, rising to the right: heights 1..16, angle 0xE0
	GentleLow  = 3 // 22.5 degrees, first half: heights 1,1,2,2..8,8, angle 0xF0
	GentleHigh = 4 // 22.5 degrees, second half: heights 9,9..16,16, angle 0xF0
	Hanging    = 5 // half block hanging from the top (a ceiling edge): heights -8
)

// Level size and landmarks, in blocks.
const (
	W, H   = 128, 32 // 2048 x 512 px
	Floor  = 26      // the main floor's top row
	StartX = 4       // the player start's block column
)

func mask(heights func(i int) int, angle uint8, manual bool) heightmask.Mask {
	var m heightmask.Mask
	for i := range m.Heights {
		m.Heights[i] = int8(heights(i))
	}
	m.Widths = heightmask.DeriveWidths(m.Heights)
	m.Angle = heightmask.AutoAngle(&m)
	if manual {
		m.Angle, m.ManualAngle = angle, true
	}
	return m
}

// Library returns the basics tile library (chunks of 8 blocks, no chunks
// yet).
func Library() *layers.Library {
	lib := layers.NewLibrary(8)
	lib.Tiles = append(lib.Tiles,
		mask(func(int) int { return 16 }, 0, false),
		mask(func(i int) int { return i + 1 }, 0xE0, true),
		mask(func(i int) int { return i/2 + 1 }, 0xF0, true),
		mask(func(i int) int { return i/2 + 9 }, 0xF0, true),
		mask(func(int) int { return -8 }, 0x80, true),
	)
	return lib
}

type grid struct {
	cells []layers.Cell
}

func (g *grid) set(x, y int, c layers.Cell) {
	if x >= 0 && x < W && y >= 0 && y < H {
		g.cells[y*W+x] = c
	}
}

// column puts tile t (flipped if xflip) at (x, top) and full blocks below
// it to the bottom of the level.
func (g *grid) column(x, top int, t layers.TileID, xflip bool) {
	g.set(x, top, layers.Cell{Tile: t, XFlip: xflip})
	for y := top + 1; y < H; y++ {
		g.set(x, y, layers.Cell{Tile: Full})
	}
}

// Build returns the basics pack.
func Build() *pack.Pack {
	lib := Library()
	g := &grid{cells: make([]layers.Cell, W*H)}
	x := 0
	flat := func(n, top int) {
		for i := 0; i < n; i++ {
			g.column(x, top, Full, false)
			x++
		}
	}
	// Long floor with the start.
	flat(16, Floor)
	// A tile whose surface rises from its bottom edge to its top edge
	// placed at row r joins a floor at row r+1 (left) to one at row r
	// (right). Sonic 2 keeps its angle when a new one differs by 0x20 or
	// more (it snaps to the nearest quarter), so the steep slopes start
	// and end with a gentle pair: the angle goes 0, 0xF0, 0xE0, 0xF0, 0.
	gentleUp := func(top int) {
		g.column(x, top, GentleLow, false)
		g.column(x+1, top, GentleHigh, false)
		x += 2
	}
	gentleDown := func(top int) {
		g.column(x, top, GentleHigh, true)
		g.column(x+1, top, GentleLow, true)
		x += 2
	}
	// Gentle slope up: one block of rise every two blocks, 4 blocks up.
	for top := Floor - 1; top >= Floor-4; top-- {
		gentleUp(top)
	}
	flat(8, Floor-4)
	// Steep slope up, 4 blocks: gentle, 2 steep, gentle.
	gentleUp(Floor - 5)
	for top := Floor - 6; top >= Floor-7; top-- {
		g.column(x, top, Steep, false)
		x++
	}
	gentleUp(Floor - 8)
	flat(12, Floor-8)
	// Steep slope down (the rising tile, X-flipped: angle 0x20).
	gentleDown(Floor - 8)
	for top := Floor - 7; top <= Floor-6; top++ {
		g.column(x, top, Steep, true)
		x++
	}
	gentleDown(Floor - 5)
	// Gentle slope down.
	for top := Floor - 4; top <= Floor-1; top++ {
		gentleDown(top)
	}
	flat(16, Floor)
	// Tunnel: a 4-block-thick roof over 16 blocks, with a row of hanging
	// half blocks as its ceiling: 72 px of headroom.
	for i := 0; i < 16; i++ {
		for y := Floor - 9; y < Floor-5; y++ {
			g.set(x, y, layers.Cell{Tile: Full})
		}
		g.set(x, Floor-5, layers.Cell{Tile: Hanging})
		g.column(x, Floor, Full, false)
		x++
	}
	flat(4, Floor)
	// A steep ramp up to a plateau that ends in a ledge (a 64 px drop).
	for top := Floor - 1; top > Floor-5; top-- {
		g.column(x, top, Steep, false)
		x++
	}
	flat(16, Floor-4)
	flat(W-4-x, Floor)
	// The wall at the far right, floor to ceiling.
	for ; x < W; x++ {
		for y := 0; y < H; y++ {
			g.set(x, y, layers.Cell{Tile: Full})
		}
	}

	l := Chunked("basics", lib, W, H, g.cells, g.cells)
	l.Description = "Floor, gentle and steep slopes, a ledge, a tunnel and a wall."
	l.Start = layers.Point{X: StartX*16 + 8, Y: Floor*16 - 20}
	l.Bounds = layers.Rect{Max: layers.Point{X: W * 16, Y: H * 16}}
	p := &pack.Pack{Name: "basics", Description: "The basics: one small level to try the physics on.",
		Version: pack.FormatVersion, Lib: lib, Levels: []*layers.Level{l}}
	return p
}

// Chunked builds a level of w x h blocks from per-path block grids (row by
// row), grouping them into the library's chunks, one chunk per distinct
// content (appended to lib).
func Chunked(name string, lib *layers.Library, w, h int, a, b []layers.Cell) *layers.Level {
	l := layers.New(name, lib, w, h)
	cb := lib.ChunkBlocks
	seen := map[string]layers.ChunkID{}
	for cy := 0; cy < l.LayoutH; cy++ {
		for cx := 0; cx < l.LayoutW; cx++ {
			blocks := make([]layers.Block, cb*cb)
			empty := true
			for y := 0; y < cb; y++ {
				for x := 0; x < cb; x++ {
					bx, by := cx*cb+x, cy*cb+y
					if bx < w && by < h {
						blk := layers.Block{a[by*w+bx], b[by*w+bx]}
						blocks[y*cb+x] = blk
						if blk != (layers.Block{}) {
							empty = false
						}
					}
				}
			}
			if empty {
				continue
			}
			key := pack.FormatBlock(blocks[0], lib)
			for _, blk := range blocks[1:] {
				key += " " + pack.FormatBlock(blk, lib)
			}
			id, ok := seen[key]
			if !ok {
				id = layers.ChunkID(len(lib.Chunks))
				lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: blocks})
				seen[key] = id
			}
			l.Layout[cy*l.LayoutW+cx] = id
		}
	}
	return l
}

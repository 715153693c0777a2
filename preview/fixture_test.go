package preview

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// Tile ids of the test library.
const (
	tFull   = 1 // full block, flagged
	tSlope  = 2 // 45 degrees rising right
	tHalf   = 3 // half height
	tLedge  = 4 // 4 px thick, hanging from the top (a jump-through ledge)
	tGentle = 5 // shallow slope
)

func mask(angle uint8, flagged bool, h func(i int) int) heightmask.Mask {
	var m heightmask.Mask
	for i := 0; i < 16; i++ {
		m.Heights[i] = int8(h(i))
	}
	m.Widths = heightmask.DeriveWidths(m.Heights)
	m.Angle, m.Flagged = angle, flagged
	return m
}

// testLevel builds a 40 x 16 block level (640 x 256 px, chunks of 8 blocks)
// with a floor, a slope, a top-only ledge, a sides-only block, a wall on
// path A only and one on path B only, a layer switcher, objects and art.
func testLevel() *layers.Level {
	lib := layers.NewLibrary(8)
	lib.Tiles = append(lib.Tiles,
		mask(0, true, func(int) int { return 16 }),
		mask(0xE0, false, func(i int) int { return i + 1 }),
		mask(0, false, func(int) int { return 8 }),
		mask(0, false, func(int) int { return -4 }),
		mask(0xF0, false, func(i int) int { return 1 + i/2 }),
	)
	lvl := layers.New("test", lib, 40, 16)
	// One chunk per layout cell, each its own copy so that blocks can be
	// set freely.
	for i := range lvl.Layout {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 64)})
		lvl.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	set := func(bx, by int, p layers.Path, c layers.Cell) {
		ch := &lib.Chunks[lvl.Layout[(by/8)*lvl.LayoutW+bx/8]]
		ch.Blocks[(by%8)*8+bx%8][p] = c
	}
	both := func(bx, by int, c layers.Cell) {
		set(bx, by, layers.PathA, c)
		set(bx, by, layers.PathB, c)
	}
	for bx := 0; bx < 40; bx++ {
		both(bx, 12, layers.Cell{Tile: tFull})
		both(bx, 13, layers.Cell{Tile: tFull})
		both(bx, 14, layers.Cell{Tile: tFull})
		both(bx, 15, layers.Cell{Tile: tFull})
	}
	// A slope up to a step, and its mirror image.
	both(14, 11, layers.Cell{Tile: tGentle})
	both(15, 11, layers.Cell{Tile: tSlope})
	both(16, 11, layers.Cell{Tile: tFull})
	both(16, 10, layers.Cell{Tile: tHalf})
	both(17, 11, layers.Cell{Tile: tSlope, XFlip: true})
	// A ceiling slope (Y flip).
	both(12, 6, layers.Cell{Tile: tSlope, YFlip: true})
	both(13, 6, layers.Cell{Tile: tFull})
	// A top-only ledge and a sides-only block.
	for bx := 4; bx < 8; bx++ {
		both(bx, 8, layers.Cell{Tile: tLedge, Solidity: heightmask.SolidTop})
	}
	both(10, 9, layers.Cell{Tile: tFull, Solidity: heightmask.SolidSides})
	both(11, 9, layers.Cell{Tile: tFull, Solidity: heightmask.SolidNone})
	// A wall on path A only and one on path B only.
	for by := 8; by < 12; by++ {
		set(22, by, layers.PathA, layers.Cell{Tile: tFull})
		set(26, by, layers.PathB, layers.Cell{Tile: tFull})
	}
	lvl.Switchers = []layers.Switcher{
		{ID: 1, X: 192, Y: 160, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB}, Priority: [2]layers.Priority{layers.Low, layers.High}},
		{ID: 2, X: 300, Y: 100, Horizontal: true, Radius: 64, Layer: [2]layers.Path{layers.PathB, layers.PathA}, Priority: [2]layers.Priority{layers.High, layers.Low}, GroundedOnly: true},
	}
	lvl.Start = layers.Point{X: 40, Y: 172}
	lvl.Objects = []layers.Object{
		{ID: 3, Class: "solid_box", X: 260, Y: 176},
		{ID: 4, Class: "ring", X: 150, Y: 150},
	}
	art := make([]uint32, 40*16)
	for bx := 0; bx < 40; bx++ {
		for by := 0; by < 12; by++ {
			if (bx/3+by/2)%4 == 0 {
				art[by*40+bx] = uint32(1 + (bx+by)%5)
			}
		}
	}
	lvl.Art = []layers.ArtLayer{{Name: "bg", Cells: art}}
	return lvl
}

// testScene is the player standing on the floor at (100, 172), moving
// right, with its sensors as the physics would report them, a hitbox per
// reaction type, a solid box, a platform and a trigger.
func testScene() *Scene {
	p := Player{X: 100, Y: 172, SubX: 12, WidthRadius: 9, HeightRadius: 19, PushRadius: 10,
		Grounded: true, State: "normal", Mode: "floor", XSpeed: 0x180, GroundSpeed: 0x180}
	sc := &Scene{Frame: 42, HasPlayer: true, Player: p}
	sc.Sensors = [6]Sensor{
		{Name: 'A', Active: true, X: 91, Y: 191, Dir: heightmask.Down, Distance: 1, Found: true, SurfaceX: 91, SurfaceY: 192, Winner: false},
		{Name: 'B', Active: true, X: 109, Y: 191, Dir: heightmask.Down, Distance: 1, Found: true, SurfaceX: 109, SurfaceY: 192, Winner: true},
		{Name: 'C', X: 91, Y: 153, Dir: heightmask.Up, Distance: 32},
		{Name: 'D', X: 109, Y: 153, Dir: heightmask.Up, Distance: 32},
		{Name: 'E', X: 90, Y: 180, Dir: heightmask.Left, Distance: 32},
		{Name: 'F', Active: true, X: 111, Y: 180, Dir: heightmask.Right, Distance: 5, Found: true, SurfaceX: 116, SurfaceY: 180},
	}
	sc.Hitboxes = []Hitbox{
		{X: 100, Y: 172, WidthRadius: 8, HeightRadius: 16, Player: true},
		{X: 150, Y: 150, WidthRadius: 6, HeightRadius: 6, Reaction: ReactItem, ObjectID: 4},
		{X: 60, Y: 176, WidthRadius: 16, HeightRadius: 12, Reaction: ReactAttack},
		{X: 30, Y: 120, WidthRadius: 8, HeightRadius: 8, Reaction: ReactHurt, Touching: true},
		{X: 230, Y: 120, WidthRadius: 4, HeightRadius: 4, Reaction: ReactIncrement},
		{X: 130, Y: 100, WidthRadius: 8, HeightRadius: 8, Reaction: ReactSpecial},
	}
	sc.Solids = []Solid{
		{ObjectID: 3, X: 260, Y: 176, WidthRadius: 16, HeightRadius: 16},
		{ObjectID: 5, X: 150, Y: 110, WidthRadius: 24, HeightRadius: 8, TopOnly: true},
	}
	sc.Triggers = []Trigger{{X: 200, Y: 130, W: 24, H: 40, ObjectID: 6}}
	return sc
}

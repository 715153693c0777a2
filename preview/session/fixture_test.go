package session

import (
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

// sessionLevel builds a 96 x 16 block level (1536 x 256 px) for session
// tests: a flat floor at block row 12 with hills (45 degree slopes up and
// down), a step, walls at both ends and a ledge, and a layer switcher.
func sessionLevel() *layers.Level {
	lib := layers.NewLibrary(8)
	mk := func(angle uint8, flagged bool, h func(i int) int) heightmask.Mask {
		var m heightmask.Mask
		for i := 0; i < 16; i++ {
			m.Heights[i] = int8(h(i))
		}
		m.Widths = heightmask.DeriveWidths(m.Heights)
		m.Angle, m.Flagged = angle, flagged
		return m
	}
	const (
		full   = 1
		up     = 2 // rising right, 45 degrees
		gentle = 3 // rising right, shallow
	)
	lib.Tiles = append(lib.Tiles,
		mk(0, true, func(int) int { return 16 }),
		mk(0xE0, false, func(i int) int { return i + 1 }),
		mk(0xF0, false, func(i int) int { return 1 + i/2 }),
	)
	lvl := layers.New("session", lib, 96, 16)
	for i := range lvl.Layout {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 64)})
		lvl.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	set := func(bx, by int, c layers.Cell) {
		ch := &lib.Chunks[lvl.Layout[(by/8)*lvl.LayoutW+bx/8]]
		ch.Blocks[(by%8)*8+bx%8] = layers.Block{c, c}
	}
	for bx := 0; bx < 96; bx++ {
		for by := 12; by < 16; by++ {
			set(bx, by, layers.Cell{Tile: full})
		}
	}
	for by := 0; by < 12; by++ {
		set(0, by, layers.Cell{Tile: full})
		set(95, by, layers.Cell{Tile: full})
	}
	// Hills: up, top, down.
	hill := func(bx int) {
		set(bx, 11, layers.Cell{Tile: up})
		set(bx+1, 11, layers.Cell{Tile: full})
		set(bx+1, 10, layers.Cell{Tile: up})
		set(bx+2, 11, layers.Cell{Tile: full})
		set(bx+2, 10, layers.Cell{Tile: full})
		set(bx+3, 11, layers.Cell{Tile: full})
		set(bx+3, 10, layers.Cell{Tile: up, XFlip: true})
		set(bx+4, 11, layers.Cell{Tile: up, XFlip: true})
	}
	hill(20)
	hill(60)
	for bx := 40; bx < 44; bx++ {
		set(bx, 11, layers.Cell{Tile: gentle})
	}
	set(44, 11, layers.Cell{Tile: full})
	set(45, 11, layers.Cell{Tile: gentle, XFlip: true})
	// A ledge (top solid only) above the floor.
	for bx := 30; bx < 34; bx++ {
		set(bx, 8, layers.Cell{Tile: full, Solidity: heightmask.SolidTop})
	}
	lvl.Switchers = []layers.Switcher{{X: 800, Y: 160, Radius: 64, Layer: [2]layers.Path{layers.PathA, layers.PathB}, Priority: [2]layers.Priority{layers.Low, layers.High}}}
	lvl.Start = layers.Point{X: 64, Y: 12*16 - 20}
	return lvl
}

// sessionInputs is a deterministic input pattern for frame f (1-based):
// runs right and left in turns with jumps, rolls and pauses.
func sessionInputs(f int) physics.Input {
	phase := (f / 150) % 6
	var in physics.Input
	switch phase {
	case 0, 1:
		in = physics.Right
	case 2:
		in = physics.Right | physics.Down
	case 3, 4:
		in = physics.Left
	case 5:
		in = 0
	}
	if f%97 < 12 {
		in |= physics.Jump
	}
	return in
}

// newTestSession returns a session on sessionLevel.
func newTestSession() *Session {
	lvl := sessionLevel()
	return New(lvl, physics.Config{}, lvl.Start)
}

// playInputs steps s n frames with sessionInputs as the live buttons.
func playInputs(s *Session, n int) {
	for i := 0; i < n; i++ {
		s.SetHeld(sessionInputs(s.Frame() + 1))
		s.StepForward()
	}
}

// sessionObjectsLevel is sessionLevel with objects on the player's way:
// rings, a spring, a monitor, a solid box and a moving platform.
func sessionObjectsLevel() *layers.Level {
	lvl := sessionLevel()
	prop := func(kv ...string) []layers.Prop {
		var ps []layers.Prop
		for i := 0; i+1 < len(kv); i += 2 {
			ps = append(ps, layers.Prop{Name: kv[i], Type: "string", Value: kv[i+1]})
		}
		return ps
	}
	id := 100
	add := func(class string, x, y int, props ...string) {
		id++
		lvl.Objects = append(lvl.Objects, layers.Object{ID: id, Class: class, X: x, Y: y, Props: prop(props...)})
	}
	for x := 200; x < 1400; x += 90 {
		add("ring", x, 170)
	}
	add("spring", 560, 184, "strength", "yellow", "direction", "up")
	add("monitor", 700, 177, "contents", "rings")
	add("solid_box", 1100, 176, "width_radius", "16", "height_radius", "16")
	add("platform", 900, 120, "width_radius", "24", "height_radius", "8", "move", "horizontal", "range", "48", "period", "180")
	return lvl
}

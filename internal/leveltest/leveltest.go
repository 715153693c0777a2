// Package leveltest builds small levels for the physics and object
// engines' tests: a grid of blocks on both collision paths, filled with
// full blocks or rasterised from a shape. It needs no simulator, so the
// physics core's own tests and the object engines' tests share it.
package leveltest

import (
	"loopwright/heightmask"
	"loopwright/layers"
	"strings"
)

// Level is a level being built: the level, its library, and the tiles
// made so far (one per distinct mask).
type Level struct {
	Lvl   *layers.Level
	Lib   *layers.Library
	tiles map[heightmask.Mask]layers.TileID
}

// New returns an empty level of wBlocks x hBlocks blocks, each chunk its
// own (8x8 blocks), so that setting a block changes only that place.
func New(wBlocks, hBlocks int) *Level {
	lib := layers.NewLibrary(8)
	l := layers.New("test", lib, wBlocks, hBlocks)
	for i := range l.Layout {
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, 64)})
		l.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	return &Level{Lvl: l, Lib: lib, tiles: map[heightmask.Mask]layers.TileID{}}
}

// Tile returns the library's tile for m, adding it the first time.
func (t *Level) Tile(m heightmask.Mask) layers.TileID {
	if id, ok := t.tiles[m]; ok {
		return id
	}
	t.Lib.Tiles = append(t.Lib.Tiles, m)
	id := layers.TileID(len(t.Lib.Tiles) - 1)
	t.tiles[m] = id
	return id
}

// The collision paths Set, Fill and Raster write (bits: 1 path A, 2 path B).
const (
	PathA  = 1
	PathB  = 2
	PathAB = 3
)

// Set puts mask m (flipped as asked, with solidity sol) at block bx, by
// on paths; outside the level it does nothing.
func (t *Level) Set(paths, bx, by int, m heightmask.Mask, xflip, yflip bool, sol heightmask.Solidity) {
	if bx < 0 || by < 0 || bx >= t.Lvl.Width || by >= t.Lvl.Height {
		return
	}
	id := t.Tile(m)
	if m.Empty() {
		id = 0
	}
	n := t.Lib.ChunkBlocks
	ch := &t.Lib.Chunks[t.Lvl.Layout[(by/n)*t.Lvl.LayoutW+bx/n]]
	b := &ch.Blocks[(by%n)*n+bx%n]
	for p := 0; p < 2; p++ {
		if paths&(1<<p) != 0 {
			b[p] = layers.Cell{Tile: id, XFlip: xflip, YFlip: yflip, Solidity: sol}
		}
	}
}

// FullMask is a full, flagged block.
func FullMask() heightmask.Mask {
	var m heightmask.Mask
	for i := range m.Heights {
		m.Heights[i] = 16
	}
	m.Widths = heightmask.DeriveWidths(m.Heights)
	m.Angle = 0xFF
	m.Flagged = true
	return m
}

// HeightsMask is a block of heights h and angle, its widths derived.
func HeightsMask(h [16]int8, angle uint8) heightmask.Mask {
	m := heightmask.Mask{Heights: h}
	m.Widths = heightmask.DeriveWidths(h)
	m.Angle = angle
	return m
}

// Fill puts full blocks over bx0..bx1-1, by0..by1-1 on paths.
func (t *Level) Fill(paths, bx0, by0, bx1, by1 int) {
	for by := by0; by < by1; by++ {
		for bx := bx0; bx < bx1; bx++ {
			t.Set(paths, bx, by, FullMask(), false, false, heightmask.SolidAll)
		}
	}
}

// Raster fills bx0..bx1-1, by0..by1-1 on paths from the shape solid (a
// pixel test): each block gets its columns' heights (from the bottom, or
// hanging from the top), its angle derived; full blocks are FullMask.
func (t *Level) Raster(paths, bx0, by0, bx1, by1 int, solid func(x, y int) bool) {
	for by := by0; by < by1; by++ {
		for bx := bx0; bx < bx1; bx++ {
			var h [16]int8
			full := true
			for c := 0; c < 16; c++ {
				x := bx*16 + c
				bottom, top := 0, 0
				for y := 15; y >= 0 && solid(x, by*16+y); y-- {
					bottom++
				}
				for y := 0; y < 16 && solid(x, by*16+y); y++ {
					top++
				}
				switch {
				case bottom == 16:
					h[c] = 16
				case bottom > 0:
					h[c] = int8(bottom)
				case top > 0:
					h[c] = int8(-top)
				}
				if h[c] != 16 {
					full = false
				}
			}
			if full {
				t.Set(paths, bx, by, FullMask(), false, false, heightmask.SolidAll)
				continue
			}
			m := HeightsMask(h, 0)
			m.Angle = heightmask.AutoAngle(&m)
			t.Set(paths, bx, by, m, false, false, heightmask.SolidAll)
		}
	}
}

// Flat is 256x56 blocks with ground whose top is at y = 736 (block rows
// 46 and below are solid).
func Flat() *Level {
	t := New(256, 56)
	t.Fill(PathAB, 0, 46, 256, 56)
	return t
}

// Slope has a 45-degree floor rising to the right between x 320 and
// x 640 (angle 0xE0), flat ground at y 736 before it and y 416 after it.
func Slope() *Level {
	tl := New(128, 56)
	tl.Raster(PathAB, 0, 20, 128, 56, func(x, y int) bool {
		top := 736
		switch {
		case x >= 640:
			top = 416
		case x >= 320:
			top = 736 - (x - 320)
		}
		return y >= top
	})
	return tl
}

// Gentle rises 1 px per 2 px between x 320 and x 960.
func Gentle() *Level {
	tl := New(128, 56)
	tl.Raster(PathAB, 0, 20, 128, 56, func(x, y int) bool {
		top := 736
		switch {
		case x >= 960:
			top = 416
		case x >= 320:
			top = 736 - (x-320)/2
		}
		return y >= top
	})
	return tl
}

// Loop is a loop of inner radius r standing on a floor whose top is
// at y 800, centred at x 1024, built like the games' loops: the lower
// right quarter on path A, the lower left on B, the upper half on both,
// with a grounded-only switcher at the top (left side B, right side A)
// and one after the loop (left B, right A).
func Loop(r int) *Level {
	const floorY, cx, thick = 800, 1024, 32
	cy := floorY - r
	tl := New(160, 64)
	ring := func(x, y int) bool {
		dx, dy := x-cx, y-cy
		d := dx*dx + dy*dy
		return d >= r*r && d <= (r+thick)*(r+thick)
	}
	solid := func(path int) func(x, y int) bool {
		return func(x, y int) bool {
			if y >= floorY {
				return true
			}
			if !ring(x, y) {
				return false
			}
			if y < cy {
				return true
			}
			if x >= cx {
				return path == PathA
			}
			return path == PathB
		}
	}
	bx0, by0 := (cx-r-thick)/16-1, (cy-r-thick)/16-1
	bx1, by1 := (cx+r+thick)/16+2, 64
	tl.Raster(PathA, 0, by0, 160, by1, solid(PathA))
	tl.Raster(PathB, bx0, by0, bx1, by1, solid(PathB))
	tl.Lvl.Switchers = []layers.Switcher{
		{X: cx, Y: cy - r, Radius: 32, GroundedOnly: true, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
		{X: cx + r + thick + 32, Y: floorY - 32, Radius: 64, Layer: [2]layers.Path{layers.PathB, layers.PathA}},
	}
	return tl
}

// Random builds a small level from data: random masks (heights,
// flips, solidity, angles) on both paths, and a switcher.
func Random(data []byte) *Level {
	tl := New(24, 16)
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	for by := 0; by < 16; by++ {
		for bx := 0; bx < 24; bx++ {
			k := next()
			if k&3 == 0 {
				continue
			}
			var h [16]int8
			base := int(next()%33) - 16
			slope := int(int8(next())) / 32
			for i := range h {
				v := base + slope*i/4
				if v > 16 {
					v = 16
				}
				if v < -16 {
					v = -16
				}
				h[i] = int8(v)
			}
			m := HeightsMask(h, next())
			m.Flagged = k&64 != 0
			if m.Flagged {
				m.Angle = 0xFF
			}
			tl.Set(int(k>>2&3)|1, bx, by, m, k&16 != 0, k&32 != 0, heightmask.Solidity(k>>6))
		}
	}
	tl.Lvl.Switchers = []layers.Switcher{{X: 192, Y: 128, Radius: 64, GroundedOnly: next()&1 == 0,
		Layer: [2]layers.Path{layers.PathA, layers.PathB}}}
	return tl
}

// Object is a level object with properties given as "name=value".
func Object(id int, class string, x, y int, props ...string) layers.Object {
	o := layers.Object{ID: id, Class: class, X: x, Y: y}
	for _, p := range props {
		n, v, _ := strings.Cut(p, "=")
		o.Props = append(o.Props, layers.Prop{Name: n, Type: "string", Value: v})
	}
	return o
}

package physics

import (
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// speedLevel is a level of chunks of n blocks whose blocks hold varied
// tiles (slopes both ways, half, hanging and empty-masked tiles, every
// flip and solidity), with a bad chunk id, a short chunk and a bad tile
// id: everything a sensor's block read can meet (also the level of
// TestTerrain_CellIsLevelCell).
func speedLevel(n int) *layers.Level {
	lib := layers.NewLibrary(n)
	for k := 0; k < 6; k++ {
		var h [16]int8
		for i := range h {
			switch k {
			case 0:
				h[i] = int8(i + 1)
			case 1:
				h[i] = int8(16 - i)
			case 2:
				h[i] = 8
			case 3:
				h[i] = -int8(i%5 + 1)
			case 4:
				h[i] = 16
			}
		}
		lib.Tiles = append(lib.Tiles, heightmask.Mask{Heights: h, Widths: heightmask.DeriveWidths(h), Angle: uint8(k * 0x1F), Flagged: k == 2})
	}
	l := layers.New("speed", lib, 5*n+1, 3*n-1)
	for i := range l.Layout {
		blocks := make([]layers.Block, n*n)
		if i == 4 {
			blocks = blocks[:n] // a short chunk
		}
		for k := range blocks {
			blocks[k][0] = layers.Cell{Tile: layers.TileID((i + k) % 8), XFlip: k%3 == 0, YFlip: k%5 == 1, Solidity: heightmask.Solidity(k % 4)}
			blocks[k][1] = layers.Cell{Tile: layers.TileID((i * k) % 7), YFlip: k%2 == 0, Solidity: heightmask.Solidity((k / 2) % 4)}
		}
		lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: blocks})
		l.Layout[i] = layers.ChunkID(len(lib.Chunks) - 1)
	}
	l.Layout[2] = 999 // a bad chunk id
	return l
}

// everySensorRead calls read for every path, direction, floor flag and
// anchor (every 5 px across, 3 px down, 40 px beyond each edge) of level
// l, which chunks of 8 and then 16 blocks build (speedLevel).
func everySensorRead(read func(l *layers.Level, n int, p layers.Path, dir heightmask.Dir, floor bool, x, y int)) {
	for _, n := range []int{8, 16} {
		l := speedLevel(n)
		for p := layers.PathA; p <= layers.PathB; p++ {
			for dir := heightmask.Dir(0); dir < 4; dir++ {
				for _, floor := range []bool{true, false} {
					for y := -40; y < l.Height*16+40; y += 3 {
						for x := -40; x < l.Width*16+40; x += 5 {
							read(l, n, p, dir, floor, x, y)
						}
					}
				}
			}
		}
	}
}

// senseInto reads blocks through an inlined copy of terrain.cell's usual
// case (shifts, indexes in range): it must give exactly what the general
// path gives (FindFloor/FindWall, docs/physics.md "Solid Tiles") for every anchor, direction,
// path and solidity, inside and outside the level, for chunks of 8 and
// 16 blocks.
func TestSense_InlinedCellIsCell(t *testing.T) {
	var fast, slow terrain
	last := -1
	everySensorRead(func(l *layers.Level, n int, p layers.Path, dir heightmask.Dir, floor bool, x, y int) {
		if n != last {
			fast.load(l)
			slow = fast
			slow.shift, slow.low = 0, 0 // cell's division path for every read
			last = n
		}
		var a, b Probe
		ba, bb := int16(-7), int16(-7)
		senseInto(&a, &fast, p, dir, x, y, floor, &ba)
		senseInto(&b, &slow, p, dir, x, y, floor, &bb)
		if a != b || ba != bb {
			t.Fatalf("n %d path %v dir %v floor %v at (%d,%d): %+v buf %d, general path %+v buf %d", n, p, dir, floor, x, y, a, ba, b, bb)
		}
	})
}

// Step resets only the sensor records written since the last reset
// (Sim.sensed): every record no sensor wrote this frame must still be
// the unused record, and a run restored from a saved state must give
// the same records, frame by frame, as the first run.
func TestStep_SensorRecordsReset(t *testing.T) {
	tl := flatLevel()
	tl.Fill(pathAB, 30, 20, 32, 46) // a wall to run into
	s := New(tl.Lvl, Config{}, layers.Point{X: 300, Y: 716})
	inputs := func(f int) Input {
		switch {
		case f%70 < 5:
			return 0 // standing: the balance check's edge sensor may run
		case f%70 < 8:
			return Right | Jump // jumping: air sensors
		case f%70 < 40:
			return Right
		}
		return Left | Down
	}
	const frames = 400
	saved := map[int]*State{}
	var recs []FrameRecord
	for f := 0; f < frames; f++ {
		if f%9 == 0 {
			saved[f] = new(State)
			s.Save(saved[f])
		}
		s.Step(inputs(f))
		r := s.Record()
		for i := range r.Sensors {
			if !r.Sensors[i].Active && r.Sensors[i] != unusedSensors[i] {
				t.Fatalf("frame %d: unused sensor %c record %+v", f, 'A'+i, r.Sensors[i])
			}
		}
		if !r.Edge.Active && r.Edge != (SensorRecord{Name: 'X'}) {
			t.Fatalf("frame %d: unused edge record %+v", f, r.Edge)
		}
		recs = append(recs, *r)
	}
	// Restore each saved state after a run that used other sensors.
	for k := 0; k < frames; k += 9 {
		s.Restore(saved[k])
		for f := k; f < min(k+40, frames); f++ {
			s.Step(inputs(f))
			if r := s.Record(); *r != recs[f] {
				t.Fatalf("frame %d restored at %d: %+v, first run %+v", f, k, *r, recs[f])
			}
		}
	}
}

// animDef reads a table computed once: for every variant, character,
// Super flag and animation it must give the rules' script (animDefOf:
// the game's own timing, Super Sonic's in s2 and s3k only, docs/physics.md "Animations").
func TestSim_AnimDefTable(t *testing.T) {
	for v := S2; v <= Mania; v++ {
		for c := Sonic; c <= Knuckles; c++ {
			s := New(flatLevel().Lvl, Config{Variant: v, Character: c}, layers.Point{X: 300, Y: 300})
			for _, super := range []bool{false, true} {
				s.st.P.Super = super
				for id := AnimID(0); id < animCount; id++ {
					want := animDefOf(v, c, super && c == Sonic && (v == S2 || v == S3K), id)
					if got := s.animDef(id); *got != *want {
						t.Fatalf("%v %v super %v %v: %+v, want %+v", v, c, super, id, *got, *want)
					}
				}
			}
		}
	}
}

// refSense is docs/physics.md "Solid Tiles"'s sensor as the guide tells it, written for
// reading rather than speed, over layers.Level.Cell and Mask.Sense: the
// anchor's block; an extension to the next block when the sensor sees no
// surface there (no tile it sees, height 0, or a negative height short of
// the anchor), distance +16; a regression to the previous block when the
// height is 16 or a negative height covers the anchor, distance -16,
// falling back to this block's edge when the previous block has no
// surface. Every tile the sensor sees writes its angle to buf.
func refSense(l *layers.Level, p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) (r SensorRecord) {
	r.Active, r.AnchorX, r.AnchorY, r.Dir = true, x, y, dir
	along, col, step := y, x, 16 // the coordinate along the sensor, the column across, the next block
	if !dir.Vertical() {
		along, col = x, y
	}
	if dir == heightmask.Up || dir == heightmask.Left {
		along, step = along^15, -16
	}
	lo := along & 15
	// read is the block holding coordinate a along the sensor: its
	// height at the anchor's column, 0 when the sensor sees no tile.
	read := func(a int) (h int, bx, by int, tile layers.TileID, ang uint8, seen bool) {
		bx, by = col>>4, a>>4
		if !dir.Vertical() {
			bx, by = a>>4, col>>4
		}
		c, m := l.Cell(p, bx, by)
		sees := c.Solidity.Walls()
		if floor {
			sees = c.Solidity.Floor()
		}
		if c.Tile == 0 || !sees || m.Empty() {
			return 0, bx, by, 0, 0, false
		}
		ang = heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip)
		if buf != nil {
			*buf = int16(ang)
		}
		h = m.Sense(dir, c.XFlip, c.YFlip, col)
		if h == -16 {
			h = 16
		}
		return h, bx, by, c.Tile, ang, true
	}
	noSurface := func(h int) bool { return h == 0 || (h < 0 && lo+h >= 0) }
	// second is FindFloor2: the distance within block at a.
	second := func(a int) (d int, found bool) {
		h, bx, by, tile, ang, _ := read(a)
		switch {
		case noSurface(h):
			return 15 - lo, false
		case h < 0:
			d = -1 - lo
		default:
			d = 15 - (h + lo)
		}
		r.BlockX, r.BlockY, r.Tile, r.TileAngle = bx, by, tile, ang
		return d, true
	}
	h, bx, by, tile, ang, _ := read(along)
	switch {
	case noSurface(h):
		r.Distance, r.Found = second(along + step)
		r.Distance += 16
	case h == 16 || h < 0:
		r.Distance, r.Found = second(along - step)
		r.Distance -= 16
		if !r.Found {
			r.Found = true
			r.BlockX, r.BlockY, r.Tile, r.TileAngle = bx, by, tile, ang
		}
	default:
		r.Distance, r.Found = 15-(h+lo), true
		r.BlockX, r.BlockY, r.Tile, r.TileAngle = bx, by, tile, ang
	}
	if !r.Found {
		return r
	}
	r.Flagged = r.TileAngle == 0xFF
	r.SurfaceX, r.SurfaceY = x, y
	switch dir {
	case heightmask.Down:
		r.SurfaceY += r.Distance + 1
	case heightmask.Up:
		r.SurfaceY -= r.Distance + 1
	case heightmask.Right:
		r.SurfaceX += r.Distance + 1
	default:
		r.SurfaceX -= r.Distance + 1
	}
	return r
}

// senseRecord is the guide's sensor (docs/physics.md "Solid Tiles", "Sensor Regression &
// Extension"; FindFloor, FindFloor2, FindWall, FindWall2): for every
// anchor, direction, path and solidity, inside and outside the level,
// over flipped, hanging, flagged and empty-masked tiles, its whole record
// and angle buffer must be refSense's. The record it writes over was left
// by another read (Sim.sense reuses the frame's records).
func TestSenseRecord_IsTheGuidesSensor(t *testing.T) {
	var ter terrain
	last := -1
	stale := SensorRecord{Name: 'C', BlockX: 99, BlockY: 98, Tile: 7, TileAngle: 0x40, SurfaceX: 5, SurfaceY: 6, Found: true, Flagged: true, Winner: true, Distance: 3}
	everySensorRead(func(l *layers.Level, n int, p layers.Path, dir heightmask.Dir, floor bool, x, y int) {
		if n != last {
			ter.load(l)
			last = n
		}
		got := stale
		bg, bw := int16(-7), int16(-7)
		senseRecord(&got, &ter, p, dir, x, y, floor, &bg)
		want := refSense(l, p, dir, x, y, floor, &bw)
		want.Name = stale.Name
		if got != want || bg != bw {
			t.Fatalf("n %d path %v dir %v floor %v at (%d,%d):\n got %+v buf %d\nwant %+v buf %d", n, p, dir, floor, x, y, got, bg, want, bw)
		}
	})
}

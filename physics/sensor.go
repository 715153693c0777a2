package physics

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// noAngle is the value the ground routine stores in an angle buffer before
// its sensors run (the games' 3: an odd value, read as flagged when no
// tile wrote the buffer).
const noAngle int16 = -1

// flaggedAngle reports whether an angle buffer value is flagged: a flagged
// tile (0xFF) or a buffer no tile wrote.
func flaggedAngle(a int16) bool { return a == 0xFF || a < 0 }

// Probe is one sensor read: the result of FindFloor or FindWall.
type Probe struct {
	Distance int
	Found    bool
	// Surface is the first solid pixel along the sensor's axis (valid when
	// Found): a Y for vertical sensors, an X for horizontal ones.
	Surface        int
	BlockX, BlockY int
	Tile           layers.TileID
	Angle          uint8 // the found tile's angle with flips (valid when Found)
}

// Sense runs one sensor at anchor pixel (x, y) looking in direction dir on
// path p of level l, exactly as the original games' FindFloor (vertical)
// and FindWall (horizontal) do (docs/physics.md "Solid Tiles", "Sensor Regression &
// Extension"): it reads the anchor's block and, when the block is empty or
// its height there is 0, extends to the next block along dir (distance
// +16); when the height is 16 (or a negative height covers the anchor) it
// regresses to the previous block (distance -16). Up and left sensors
// mirror the in-block coordinate (the games' "eori #$F"). floor selects
// which solidity the sensor sees (Solidity.Floor for downward ground
// sensors, Solidity.Walls for the rest). When buf is not nil, each tile
// read writes its angle there, as the games' angle buffers.
func Sense(l *layers.Level, p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) Probe {
	var t terrain
	t.load(l)
	var pr Probe
	senseInto(&pr, &t, p, dir, x, y, floor, buf)
	return pr
}

// senseInto is Sense on terrain t writing its result to *pr.
func senseInto(pr *Probe, t *terrain, p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) {
	var r SensorRecord
	senseRecord(&r, t, p, dir, x, y, floor, buf)
	*pr = Probe{Distance: r.Distance, Found: r.Found, BlockX: r.BlockX, BlockY: r.BlockY, Tile: r.Tile, Angle: r.TileAngle}
	// The surface pixel along the sensor's axis, found or not (Probe's).
	switch dir {
	case heightmask.Down:
		pr.Surface = y + r.Distance + 1
	case heightmask.Right:
		pr.Surface = x + r.Distance + 1
	case heightmask.Up:
		pr.Surface = y - r.Distance - 1
	default:
		pr.Surface = x - r.Distance - 1
	}
}

// senseRecord is the sensor itself: Sense on terrain t, writing every
// field of sensor record pr but Name (the anchor, the direction, Active,
// and the result: the surface, angle, block and tile are zero when nothing
// is found; Winner is false). Sim.sense has it write the frame's sensor
// record in place. It reads one block and, for an extension or a
// regression, a second (terrain.senseBlock); straight-line code with few
// live values: a loop over the two reads kept a dozen values live across
// it and spilled them on every sensor.
func senseRecord(pr *SensorRecord, t *terrain, p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) {
	pr.Active, pr.AnchorX, pr.AnchorY, pr.Dir, pr.Found, pr.Flagged, pr.Winner = true, x, y, dir, false, false, false
	// Down 0, Right 1, Up 2, Left 3: even directions are vertical; up
	// and left mirror the in-block coordinate (the games' "eori #$F").
	bx, by, step, lo := x>>4, y>>4, 1, y&15
	if dir&1 != 0 {
		lo = x & 15
	}
	if dir&2 != 0 {
		lo ^= 15
		step = -1
	}
	h := t.senseBlock(pr, p, dir, bx, by, floor, buf)
	d, found := 0, true
	switch {
	case h == 0 || (h < 0 && lo+h >= 0):
		// Extension: the next block (FindFloor2), distance +16.
		if dir&1 == 0 {
			by += step
		} else {
			bx += step
		}
		h = t.senseBlock(pr, p, dir, bx, by, floor, buf)
		d, found = secondRead(h, lo)
		d += 16
	case h == 16 || h < 0:
		// Regression: the previous block (FindFloor2), distance -16; when
		// that has no surface there, this block's edge.
		sbx, sby, stile, sang := pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle
		if dir&1 == 0 {
			by -= step
		} else {
			bx -= step
		}
		h = t.senseBlock(pr, p, dir, bx, by, floor, buf)
		d, found = secondRead(h, lo)
		d -= 16
		if !found {
			found = true
			pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle = sbx, sby, stile, sang
		}
	default:
		d = 15 - (h + lo)
	}
	pr.Distance = d
	if !found {
		pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle, pr.SurfaceX, pr.SurfaceY = 0, 0, 0, 0, 0, 0
		return
	}
	pr.Found = true
	pr.Flagged = pr.TileAngle == 0xFF
	switch dir {
	case heightmask.Down:
		pr.SurfaceX, pr.SurfaceY = x, y+d+1
	case heightmask.Right:
		pr.SurfaceX, pr.SurfaceY = x+d+1, y
	case heightmask.Up:
		pr.SurfaceX, pr.SurfaceY = x, y-d-1
	default:
		pr.SurfaceX, pr.SurfaceY = x-d-1, y
	}
}

// secondRead is FindFloor2's (FindWall2's) answer from the second block's
// height h at in-block coordinate lo, before the ±16: no surface there
// gives the block's far edge, not found.
func secondRead(h, lo int) (d int, found bool) {
	switch {
	case h == 0 || (h < 0 && lo+h >= 0):
		return 15 - lo, false
	case h < 0:
		return -1 - lo, true
	}
	return 15 - (h + lo), true
}

// senseBlock reads block (bx, by) of path p for a sensor looking in dir,
// anchored at pr's AnchorX, AnchorY: the tile's height under the anchor's
// column (row), as the sensor sees it (negative: solid from the far side;
// a full negative column reads 16), or 0 when the sensor sees no tile there
// (the games' solidity test fails, or the mask is empty: the games' tile 0).
// When it sees one it writes the block, the tile and its angle with flips
// to pr, and the angle to buf when buf is not nil (the games' angle
// buffers take every tile read).
func (t *terrain) senseBlock(pr *SensorRecord, p layers.Path, dir heightmask.Dir, bx, by int, floor bool, buf *int16) int {
	var c layers.Cell
	var m *heightmask.Mask
	// terrain.cell's usual case, inlined: chunks of 8 or 16 blocks and
	// every index in range; anything else goes through cell itself.
	// sh&63: a shift count the compiler knows is below 64 needs no
	// overflow fix-up (three instructions per shift otherwise).
	if sh := t.shift & 63; sh != 0 && uint(bx) < uint(t.width) && uint(by) < uint(t.height) {
		if ci := (by>>sh)*t.layoutW + bx>>sh; uint(ci) < uint(len(t.layout)) {
			if id := int(t.layout[ci]); id < len(t.chunks) {
				blocks := t.chunks[id].Blocks
				if bi := (by&t.low)<<sh | bx&t.low; bi < len(blocks) {
					c = blocks[bi][p&1]
					if c.Tile == 0 {
						return 0 // the usual read in the air: nothing there
					}
					if int(c.Tile) < len(t.tiles) {
						m = &t.tiles[c.Tile]
					}
				}
			}
		}
	}
	if m == nil {
		c, m = t.cell(p, bx, by)
	}
	if c.Tile == 0 {
		return 0
	}
	if floor {
		if c.Solidity != heightmask.SolidAll && c.Solidity != heightmask.SolidTop {
			return 0
		}
	} else if c.Solidity != heightmask.SolidAll && c.Solidity != heightmask.SolidSides {
		return 0
	}
	if m.Empty() {
		return 0
	}
	ang := heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip)
	if buf != nil {
		*buf = int16(ang)
	}
	pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle = bx, by, c.Tile, ang
	// heightmask.Mask.Sense, inlined: the column (row) under the anchor,
	// mirrored by the flip across it; negated for up and left sensors and
	// by the flip along it.
	i, cols, across, along := pr.AnchorX&15, &m.Heights, c.XFlip, c.YFlip
	if dir&1 != 0 {
		i, cols, across, along = pr.AnchorY&15, &m.Widths, c.YFlip, c.XFlip
	}
	if across {
		i ^= 15
	}
	h := int(cols[i])
	if along != (dir&2 != 0) {
		h = -h
	}
	if h == -heightmask.Size {
		h = heightmask.Size
	}
	return h
}

// Probe is Sense on the simulation's level, read through its terrain
// view (objects' floor sensors).
func (s *Sim) Probe(p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) Probe {
	var pr Probe
	senseInto(&pr, &s.terr, p, dir, x, y, floor, buf)
	return pr
}

// sensorNames indexes Sensors.
const (
	sA = iota
	sB
	sC
	sD
	sE
	sF
)

// sense runs a sensor for the player and records it in slot i (or the
// edge slot when i < 0).
func (s *Sim) sense(i int, dir heightmask.Dir, x, y int, floor bool, buf *int16) int {
	// Small enough to inline: the sensor's record is written in place by
	// senseRecord, every field but Name (a composite literal built the
	// record on the stack and copied it: a fifth of Step's time on a flat
	// run).
	r, bit := &s.st.Rec.Edge, uint8(1)<<len(unusedSensors)
	if i >= 0 {
		r, bit = &s.st.Rec.Sensors[i], 1<<i
	}
	s.sensed |= bit
	senseRecord(r, &s.terr, s.st.Path, dir, x, y, floor, buf)
	return r.Distance
}

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
// and FindWall (horizontal) do (section 5, "Sensor Regression &
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
// record in place: a Probe in between was zeroed, filled and copied field
// by field on every call. The one or two block reads run in one loop, without
// closures or calls but terrain.cell: closures, Level.Cell's divisions
// and Mask.Sense took a quarter of a flat run's frame.
func senseRecord(pr *SensorRecord, t *terrain, p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) {
	pr.Active, pr.AnchorX, pr.AnchorY, pr.Dir, pr.Found, pr.Flagged, pr.Winner = true, x, y, dir, false, false, false
	vertical := dir == heightmask.Down || dir == heightmask.Up
	along, across := y, x
	if !vertical {
		along, across = x, y
	}
	step := 16
	if dir == heightmask.Up || dir == heightmask.Left {
		along ^= 15
		step = -16
	}
	// negH is whether a tile's height reads negated without flips (up
	// and left sensors); col the column (row) of the tile read.
	negH := dir == heightmask.Up || dir == heightmask.Left
	col := across & 15
	a := along
	second, regress := false, false
	var sbx, sby int
	var stile layers.TileID
	var sang uint8
	for {
		// Read the block at a: its oriented height h, ok when it has a
		// tile this sensor sees (the games' solidity test, then an
		// empty mask reads as no tile).
		bx, by := across>>4, a>>4
		if !vertical {
			bx, by = a>>4, across>>4
		}
		h, ok := 0, false
		var c layers.Cell
		var m *heightmask.Mask
		// terrain.cell's usual case, inlined (the call spilled every live
		// value of this loop): chunks of 8 or 16 blocks and every index
		// in range; anything else goes through cell itself.
		// sh&63: a shift count the compiler knows is below 64 needs no
		// overflow fix-up (three instructions per shift otherwise).
		if sh := t.shift & 63; sh != 0 && uint(bx) < uint(t.width) && uint(by) < uint(t.height) {
			if ci := (by>>sh)*t.layoutW + bx>>sh; uint(ci) < uint(len(t.layout)) {
				if id := int(t.layout[ci]); id < len(t.chunks) {
					blocks := t.chunks[id].Blocks
					if bi := (by&t.low)<<sh | bx&t.low; bi < len(blocks) {
						c = blocks[bi][p&1]
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
		if c.Tile != 0 {
			if floor {
				ok = c.Solidity == heightmask.SolidAll || c.Solidity == heightmask.SolidTop
			} else {
				ok = c.Solidity == heightmask.SolidAll || c.Solidity == heightmask.SolidSides
			}
			ok = ok && !m.Empty()
		}
		if ok {
			ang := heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip)
			if buf != nil {
				*buf = int16(ang)
			}
			pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle = bx, by, c.Tile, ang
			// heightmask.Mask.Sense, inlined.
			i := col
			if vertical {
				if c.XFlip {
					i ^= 15
				}
				h = int(m.Heights[i])
				if c.YFlip != negH {
					h = -h
				}
			} else {
				if c.YFlip {
					i ^= 15
				}
				h = int(m.Widths[i])
				if c.XFlip != negH {
					h = -h
				}
			}
			if h == -heightmask.Size {
				h = heightmask.Size
			}
		}
		lo := a & 15
		if !second {
			switch {
			case !ok || h == 0 || (h < 0 && lo+h >= 0):
				// Extension: the next block (FindFloor2), distance +16.
				a += step
				second = true
				continue
			case h == 16 || h < 0:
				// Regression: the previous block, distance -16; when
				// that has no surface there, this block's edge.
				sbx, sby, stile, sang = pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle
				a -= step
				second, regress = true, true
				continue
			}
			pr.Found = true
			pr.Distance = 15 - (h + lo)
			break
		}
		// The second block (FindFloor2/FindWall2).
		var d int
		switch {
		case !ok || h == 0 || (h < 0 && lo+h >= 0):
			d = 15 - lo
		case h < 0:
			pr.Found = true
			d = -1 - lo
		default:
			pr.Found = true
			d = 15 - (h + lo)
		}
		if regress {
			d -= 16
			if !pr.Found {
				pr.Found = true
				pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle = sbx, sby, stile, sang
			}
		} else {
			d += 16
		}
		pr.Distance = d
		break
	}
	if !pr.Found {
		pr.BlockX, pr.BlockY, pr.Tile, pr.TileAngle, pr.SurfaceX, pr.SurfaceY = 0, 0, 0, 0, 0, 0
		return
	}
	pr.Flagged = pr.TileAngle == 0xFF
	switch dir {
	case heightmask.Down:
		pr.SurfaceX, pr.SurfaceY = x, y+pr.Distance+1
	case heightmask.Right:
		pr.SurfaceX, pr.SurfaceY = x+pr.Distance+1, y
	case heightmask.Up:
		pr.SurfaceX, pr.SurfaceY = x, y-pr.Distance-1
	default:
		pr.SurfaceX, pr.SurfaceY = x-pr.Distance-1, y
	}
}

// probe is Sense on the simulation's level, read through its terrain
// view (objects' floor sensors).
func (s *Sim) probe(p layers.Path, dir heightmask.Dir, x, y int, floor bool, buf *int16) Probe {
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

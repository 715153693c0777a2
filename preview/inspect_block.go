package preview

import (
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/physics"
)

// BlockInspection is what the inspector shows for a clicked block: its
// cell on both collision paths (tile, mask, flips, solidity) and the
// sensor reads of the current frame that found their surface in it.
type BlockInspection struct {
	// BX, BY is the block (level pixel / 16, rounding down).
	BX, BY int
	// Inside says whether the block is inside the level.
	Inside bool
	// Chunk is the chunk id holding the block, and ChunkX, ChunkY the
	// block's place in it.
	Chunk          layers.ChunkID
	ChunkX, ChunkY int
	// Paths holds path A and path B.
	Paths [2]PathCell
	// Reads are the current frame's sensors (A-F, then the edge sensor)
	// whose surface was found in this block, on either path.
	Reads []SensorRow
}

// PathCell is one path's cell of a block.
type PathCell struct {
	Path layers.Path
	// Cell is the tile id, flips and the solidity this path sees.
	Cell layers.Cell
	// Mask is the tile's height mask as stored (before flips).
	Mask heightmask.Mask
	// Empty is set for tile 0 or an empty mask.
	Empty bool
	// Solidity is the cell's solidity name; Floor and Walls say which
	// sensors see it (downward ground sensors; walls, ceilings).
	Solidity     string
	Floor, Walls bool
	// Angle is the tile's angle with the cell's flips (AngleHex "0xE0"),
	// Flagged set for a flagged tile (sensors read it as angle 0 or snap).
	Angle    uint8
	AngleHex string
	Flagged  bool
}

// InspectBlock inspects the block under level pixel (x, y) of lvl, with
// the sensor reads of rec (nil for none).
func InspectBlock(lvl *layers.Level, rec *physics.FrameRecord, x, y int) BlockInspection {
	bi := BlockInspection{BX: x >> 4, BY: y >> 4}
	if lvl == nil || lvl.Lib == nil {
		return bi
	}
	bi.Inside = bi.BX >= 0 && bi.BY >= 0 && bi.BX < lvl.Width && bi.BY < lvl.Height
	if n := lvl.Lib.ChunkBlocks; bi.Inside && n > 0 {
		cx, cy := bi.BX/n, bi.BY/n
		if i := cy*lvl.LayoutW + cx; cx < lvl.LayoutW && i < len(lvl.Layout) {
			bi.Chunk = lvl.Layout[i]
		}
		bi.ChunkX, bi.ChunkY = bi.BX-cx*n, bi.BY-cy*n
	}
	for p := range bi.Paths {
		path := layers.Path(p)
		c, m := lvl.Cell(path, bi.BX, bi.BY)
		pc := PathCell{Path: path, Cell: c, Mask: *m}
		pc.Empty = c.Tile == 0 || m.Empty()
		pc.Solidity = c.Solidity.String()
		pc.Floor, pc.Walls = !pc.Empty && c.Solidity.Floor(), !pc.Empty && c.Solidity.Walls()
		pc.Angle = heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip)
		pc.AngleHex = Hex(pc.Angle)
		pc.Flagged = m.Flagged
		bi.Paths[p] = pc
	}
	if rec != nil {
		hit := func(s *physics.SensorRecord) {
			if s.Active && s.Found && s.BlockX == bi.BX && s.BlockY == bi.BY {
				bi.Reads = append(bi.Reads, sensorRow(s))
			}
		}
		for i := range rec.Sensors {
			hit(&rec.Sensors[i])
		}
		hit(&rec.Edge)
	}
	return bi
}

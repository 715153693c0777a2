package sonlvl

import (
	"errors"
	"fmt"

	"loopwright/heightmask"
	"loopwright/layers"
)

// Replace writes level m (from a Tiled map or a pack: any chunk size,
// chunks and masks numbered its own way) into the project at ini as its
// level name, the Tiled-to-disassembly workflow of `pack export MAP.tmx
// --format s2disasm --out PROJECT.ini --target NAME`. It returns the
// files written (none when m is the level as the project has it).
//
// m's collision is laid onto the project's own chunks: each chunk-sized
// square of m that is, cell by cell (masks compared by their heights,
// widths and angle, not their numbers), a chunk the project already has
// takes that chunk, the one at that place first; any other square becomes
// a new chunk (no art: its blocks are copies of block 0), its masks the
// project's equal ones or new ones put into the collision arrays' empty
// slots. Chunks other levels use are never changed. The layout, objects,
// switchers and start are m's. The files are written as Save writes
// them: all or none.
func Replace(ini, name string, m *layers.Level) ([]string, error) {
	p, err := Open(ini)
	if err != nil {
		return nil, err
	}
	l, err := p.Load(name)
	if err != nil {
		return nil, err
	}
	nm, err := l.adopt(m)
	if err != nil {
		return nil, err
	}
	l.Model = nm
	out, err := l.encode()
	if err != nil {
		return nil, err
	}
	paths := make([]string, len(out))
	for i, o := range out {
		paths[i] = o.f.Path
	}
	if err := l.write(out); err != nil {
		return nil, err
	}
	return paths, nil
}

// maskKey is a mask's content as the collision arrays store it: heights,
// widths (derived ones when not custom; a full row's sign ignored) and
// the angle byte.
type maskKey [33]int8

func keyOf(m *heightmask.Mask) maskKey {
	var k maskKey
	w := m.Widths
	if !m.CustomWidths {
		w = heightmask.DeriveWidths(m.Heights)
	}
	for i := 0; i < 16; i++ {
		k[i] = m.Heights[i]
		k[16+i] = normW(w[i])
	}
	if m.Flagged {
		k[32] = -1
	} else {
		k[32] = int8(m.Angle)
	}
	return k
}

// appendCellKey appends a cell's content to a chunk's key: its mask's
// (nothing for mask 0), flips and solidity.
func appendCellKey(b []byte, c layers.Cell, tiles []heightmask.Mask) []byte {
	f := byte(c.Solidity) << 2
	if c.XFlip {
		f |= 1
	}
	if c.YFlip {
		f |= 2
	}
	if c.Tile == 0 || int(c.Tile) >= len(tiles) {
		return append(b, f)
	}
	k := keyOf(&tiles[c.Tile])
	b = append(b, f|0x80)
	for _, v := range k {
		b = append(b, byte(v))
	}
	return b
}

// adopt returns a copy of the level's model carrying m's collision on the
// project's chunks (Replace).
func (l *Level) adopt(m *layers.Level) (*layers.Level, error) {
	if m == nil || m.Lib == nil {
		return nil, fmt.Errorf("sonlvl: %s: no level to write as %q", l.Project.Path, l.Name)
	}
	cur := l.Model
	nm := cur.CloneOnto(cur.Lib.Clone())
	lib := nm.Lib
	cb := lib.ChunkBlocks
	per := cb * cb
	// Masks: m's tile t is the project's tile maskOf[t].
	byKey := map[maskKey]layers.TileID{}
	for i := len(lib.Tiles) - 1; i >= 1; i-- {
		byKey[keyOf(&lib.Tiles[i])] = layers.TileID(i)
	}
	used := map[int]bool{}
	for _, ind := range l.ind {
		for _, t := range ind {
			used[int(t)] = true
		}
	}
	nextFree := 1
	maskOf := make([]layers.TileID, len(m.Lib.Tiles))
	for t := 1; t < len(m.Lib.Tiles); t++ {
		mt := &m.Lib.Tiles[t]
		if msg := mt.Valid(); msg != "" {
			return nil, fmt.Errorf("sonlvl: %s: mask %d: %s", m.Name, t, msg)
		}
		k := keyOf(mt)
		if id, ok := byKey[k]; ok {
			maskOf[t] = id
			continue
		}
		// A new mask: an empty slot of the arrays that this level's
		// indexes do not name.
		var zero heightmask.Mask
		zk := keyOf(&zero)
		for nextFree < len(lib.Tiles) && (used[nextFree] || keyOf(&lib.Tiles[nextFree]) != zk) {
			nextFree++
		}
		if nextFree >= len(lib.Tiles) {
			if len(lib.Tiles) >= 256 {
				return nil, fmt.Errorf("sonlvl: %s: mask %d of %s is new, and the collision arrays have no empty mask left for it (256 masks)", l.Project.Path, t, m.Name)
			}
			lib.Tiles = append(lib.Tiles, heightmask.Mask{})
		}
		lib.Tiles[nextFree] = *mt
		lib.Tiles[nextFree].ManualAngle = true
		byKey[k] = layers.TileID(nextFree)
		maskOf[t] = layers.TileID(nextFree)
		used[nextFree] = true
	}
	// Chunks: the project's, by content.
	chunkKey := func(blocks []layers.Block, tiles []heightmask.Mask) string {
		b := make([]byte, 0, len(blocks)*70)
		for _, blk := range blocks {
			b = appendCellKey(appendCellKey(b, blk[0], tiles), blk[1], tiles)
		}
		return string(b)
	}
	byChunk := map[string]layers.ChunkID{}
	for id := len(lib.Chunks) - 1; id >= 0; id-- {
		if len(lib.Chunks[id].Blocks) == per {
			byChunk[chunkKey(lib.Chunks[id].Blocks, lib.Tiles)] = layers.ChunkID(id)
		}
	}
	inUse := l.chunksInUse()
	lw, lh := (m.Width+cb-1)/cb, (m.Height+cb-1)/cb
	layout := make([]layers.ChunkID, lw*lh)
	nf := len(l.chunkWords) / per // S1: file chunks (layout id k is file chunk k-1)
	for cy := 0; cy < lh; cy++ {
		for cx := 0; cx < lw; cx++ {
			blocks := make([]layers.Block, per)
			for i := range blocks {
				bx, by := cx*cb+i%cb, cy*cb+i/cb
				for p := layers.PathA; p <= layers.PathB; p++ {
					c, _ := m.Cell(p, bx, by)
					if int(c.Tile) < len(maskOf) {
						c.Tile = maskOf[c.Tile]
					} else {
						c.Tile = 0
					}
					blocks[i][p] = c
				}
			}
			key := chunkKey(blocks, lib.Tiles)
			id, ok := layers.ChunkID(0), false
			if cx < cur.LayoutW && cy < cur.LayoutH {
				// The chunk the project has at this place, first.
				if here := cur.Layout[cy*cur.LayoutW+cx]; int(here) < len(lib.Chunks) && len(lib.Chunks[here].Blocks) == per && chunkKey(lib.Chunks[here].Blocks, lib.Tiles) == key {
					id, ok = here, true
				}
			}
			if !ok {
				id, ok = byChunk[key]
			}
			if !ok {
				// A new chunk.
				n, err := l.newChunk(lib, &nf, inUse)
				if err != nil {
					return nil, fmt.Errorf("sonlvl: %s: %s needs a new chunk at (%d,%d), but %w", l.Project.Path, m.Name, cx, cy, err)
				}
				inUse[n] = true
				for len(lib.Chunks) <= n {
					lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, per)})
				}
				lib.Chunks[n] = layers.Chunk{Blocks: blocks}
				id = layers.ChunkID(n)
				byChunk[key] = id
			}
			layout[cy*lw+cx] = id
		}
	}
	nm.LayoutW, nm.LayoutH, nm.Layout = lw, lh, layout
	nm.Width, nm.Height = lw*cb, lh*cb
	nm.Objects = append([]layers.Object(nil), m.Objects...)
	nm.Switchers = append([]layers.Switcher(nil), m.Switchers...)
	nm.Start = m.Start
	if ps := StartPositionsOf(m); ps != nil {
		SetStartPositions(nm, ps) // else the project's others stay; the first is Start
	}
	return nm, nil
}

// newChunk returns the number of a chunk the level may fill: after the
// file's last (Sonic 1: below the loop forms $80|k), else one that no
// layout sharing the chunks uses (inUse).
func (l *Level) newChunk(lib *layers.Library, nf *int, inUse map[int]bool) (int, error) {
	if l.Project.Version == S1 {
		if *nf+1 < 0x80 {
			*nf++
			return *nf, nil
		}
		for k := 1; k < 0x80; k++ {
			if !inUse[k] {
				return k, nil
			}
		}
		return 0, errors.New("the layout holds chunks 1-$7F (Sonic 1) and every one is used")
	}
	if len(lib.Chunks) < 256 {
		return len(lib.Chunks), nil
	}
	for k := 1; k < 256; k++ {
		if !inUse[k] {
			return k, nil
		}
	}
	return 0, fmt.Errorf("the layout holds chunks 0-255 and every one is used")
}

// chunksInUse returns the chunks the layouts (foreground and background)
// of every level of the project whose chunks= names the same files as
// this level's use, this level's own as it was read among them (SonLVL
// edits such levels' layouts together: LevelData's AdditionalLayouts).
// Sonic 1's loop forms $80|k count as chunk k and the chunk after it.
func (l *Level) chunksInUse() map[int]bool {
	p := l.Project
	use := map[int]bool{0: true}
	add := func(id int) {
		use[id] = true
		if p.Version == S1 && id >= 0x80 {
			use[id&0x7F] = true
			use[s1AltChunk(id&0x7F)] = true
		}
	}
	mine, _, _ := p.key(p.INI.Section(l.Name), "chunks")
	for i := range p.INI.Sections {
		s := &p.INI.Sections[i]
		if v, _, _ := p.key(s, "chunks"); v != mine {
			continue
		}
		o := l
		if s.Name != l.Name {
			var err error
			if o, err = p.Load(s.Name); err != nil {
				continue
			}
		}
		for _, id := range o.origLayout {
			add(int(id))
		}
		ld := &loader{p: p, s: s, level: s.Name}
		_, _, bg := ld.background(o)
		for _, id := range bg {
			add(id)
		}
	}
	return use
}

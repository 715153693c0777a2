package sonlvl

import (
	"encoding/binary"

	"loopwright/heightmask"
	"loopwright/mdart"
)

// Exported levels get art of our own making (no game art), so that the
// project opens in SonLVL and Loopwright with a picture and builds: each
// block's 16x16 art draws its collision, path A's mask solid with its
// outline lit and path B's mask where it differs from A, over a dark
// backdrop (a dot marks each block's top-left corner); the chunk word's flips flip the art as they flip the
// collision. docs/disasm.md ("Export") shows the palette.

// The generated palette's colour indexes (line 0; the four lines are the
// same).
const (
	artBack    = 0 // transparent: the backdrop shows
	artSolid   = 1 // inside path A's mask
	artOutline = 2 // path A's mask's edge
	artPathB   = 3 // path B's mask where path A has none
	artPathBEd = 4 // path B's mask's edge there
	artGrid    = 5 // a dot at each block's top-left corner
)

// artPalette is the generated palette: 9-bit colours, 4 lines of 16.
func artPalette() []byte {
	line := [16]mdart.Colour{
		artBack:    mdart.MakeColour(0x24, 0x24, 0x48),
		artSolid:   mdart.MakeColour(0x24, 0x6C, 0x90),
		artOutline: mdart.MakeColour(0xD8, 0xFC, 0xFC),
		artPathB:   mdart.MakeColour(0x90, 0x48, 0x24),
		artPathBEd: mdart.MakeColour(0xFC, 0xB4, 0x48),
		artGrid:    mdart.MakeColour(0x48, 0x48, 0x6C),
	}
	var d []byte
	for l := 0; l < 4; l++ {
		for _, c := range line {
			d = binary.BigEndian.AppendUint16(d, uint16(c))
		}
	}
	return d
}

// collisionArt draws blocks whose path A and B masks are tiles[ind[0][b]]
// and tiles[ind[1][b]]: it returns the 8x8 patterns (pattern 0 blank,
// identical patterns shared) and the block mappings. ok is false when the
// patterns would pass the 11-bit pattern index.
func collisionArt(tiles []heightmask.Mask, ind [2][]byte) (patterns, blocks []byte, ok bool) {
	mask := func(p, b int) *heightmask.Mask {
		if b >= len(ind[p]) || int(ind[p][b]) >= len(tiles) || ind[p][b] == 0 {
			return nil
		}
		return &tiles[ind[p][b]]
	}
	solid := func(m *heightmask.Mask, x, y int) bool {
		return m != nil && x >= 0 && y >= 0 && x < 16 && y < 16 && m.Solid(x, y)
	}
	// An edge pixel has an empty neighbour inside the block (outside it
	// counts as solid, so that whole blocks join without a grid and the
	// lit line follows the mask's surface).
	in := func(m *heightmask.Mask, x, y int) bool {
		return x < 0 || y < 0 || x >= 16 || y >= 16 || m.Solid(x, y)
	}
	edge := func(m *heightmask.Mask, x, y int) bool {
		return !in(m, x-1, y) || !in(m, x+1, y) || !in(m, x, y-1) || !in(m, x, y+1)
	}
	pats := []mdart.Pattern{{}}
	index := map[mdart.Pattern]int{{}: 0}
	bs := make([]mdart.Block, len(ind[0]))
	for b := range bs {
		if b == 0 {
			continue // block 0: blank, as the games keep it
		}
		a, bm := mask(0, b), mask(1, b)
		var px [16][16]uint8
		for y := 0; y < 16; y++ {
			for x := 0; x < 16; x++ {
				switch {
				case solid(a, x, y):
					px[y][x] = artSolid
					if edge(a, x, y) {
						px[y][x] = artOutline
					}
				case solid(bm, x, y):
					px[y][x] = artPathB
					if edge(bm, x, y) {
						px[y][x] = artPathBEd
					}
				}
			}
		}
		if px[0][0] == artBack {
			px[0][0] = artGrid
		}
		for q := 0; q < 4; q++ {
			var p mdart.Pattern
			for y := 0; y < 8; y++ {
				for x := 0; x < 8; x++ {
					p[y*8+x] = px[y+q/2*8][x+q%2*8]
				}
			}
			i, seen := index[p]
			if !seen {
				i = len(pats)
				if i > 0x7FF {
					return nil, nil, false
				}
				index[p] = i
				pats = append(pats, p)
			}
			bs[b][q] = mdart.MakePatternWord(i, 0, false, false, false)
		}
	}
	return mdart.EncodePatterns(pats), mdart.EncodeBlocks(bs), true
}

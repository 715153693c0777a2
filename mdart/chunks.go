package mdart

import "fmt"

// Game selects a chunk mapping format.
type Game int

const (
	// S2 is Sonic 2's (and Sonic 3 & Knuckles') 128x128 chunks: 8x8 block
	// words, %SSTT YXII IIII IIII: bits 9-0 block, 10 x flip, 11 y flip,
	// 12-13 path A's top / left-right-bottom solidity, 14-15 path B's
	// (FindFloor in s2.asm tests bits $C/$D and $E/$F, flips $A and $B).
	S2 Game = iota
	// S1 is Sonic 1's 256x256 chunks: 16x16 block words, %0SSY XIII IIII
	// IIII: bits 10-0 block, 11 x flip, 12 y flip, 13 top solid, 14
	// left-right-bottom solid (FindFloor in s1disasm tests bits $D/$E,
	// flips $B and $C; the block index is masked with $7FF).
	S1
)

// String returns "s1" or "s2".
func (g Game) String() string {
	if g == S1 {
		return "s1"
	}
	return "s2"
}

// ChunkBlocks returns the chunk size in blocks: 16 for S1, 8 for S2.
func (g Game) ChunkBlocks() int {
	if g == S1 {
		return 16
	}
	return 8
}

// Solidity bits of BlockRef.Solid.
const (
	SolidTop  = 1 // top solid
	SolidLRB  = 2 // left, right and bottom solid
	SolidFull = SolidTop | SolidLRB
)

// BlockRef is one block placed in a chunk: the block index, its flips and
// its solidity on each collision path (Solid[1] is always 0 in Sonic 1,
// which has one path).
type BlockRef struct {
	Block        uint16
	XFlip, YFlip bool
	Solid        [2]uint8
	// Extra holds word bits the format gives no meaning (S1's bit 15),
	// kept so that encoding gives back the same bytes.
	Extra uint16
}

// Chunk is a chunk's blocks, row by row (8x8 or 16x16).
type Chunk struct {
	Blocks []BlockRef
}

// ChunkSize returns a chunk mapping's size in bytes for g.
func (g Game) ChunkSize() int { n := g.ChunkBlocks(); return 2 * n * n }

// DecodeWord decodes one chunk mapping word.
func (g Game) DecodeWord(w uint16) BlockRef {
	if g == S1 {
		return BlockRef{
			Block: w & 0x7FF,
			XFlip: w&0x0800 != 0,
			YFlip: w&0x1000 != 0,
			Solid: [2]uint8{uint8(w>>13) & 3, 0},
			Extra: w & 0x8000,
		}
	}
	return BlockRef{
		Block: w & 0x3FF,
		XFlip: w&0x0400 != 0,
		YFlip: w&0x0800 != 0,
		Solid: [2]uint8{uint8(w>>12) & 3, uint8(w>>14) & 3},
	}
}

// EncodeWord is the inverse of DecodeWord.
func (g Game) EncodeWord(b BlockRef) uint16 {
	if g == S1 {
		w := b.Block&0x7FF | uint16(b.Solid[0]&3)<<13 | b.Extra&0x8000
		if b.XFlip {
			w |= 0x0800
		}
		if b.YFlip {
			w |= 0x1000
		}
		return w
	}
	w := b.Block&0x3FF | uint16(b.Solid[0]&3)<<12 | uint16(b.Solid[1]&3)<<14
	if b.XFlip {
		w |= 0x0400
	}
	if b.YFlip {
		w |= 0x0800
	}
	return w
}

// DecodeChunks splits chunk mappings (big-endian words) into chunks. A
// length that is not a whole number of chunks is an error.
func DecodeChunks(data []byte, g Game) ([]Chunk, error) {
	size := g.ChunkSize()
	if len(data)%size != 0 {
		return nil, fmt.Errorf("mdart: %s chunks: %d bytes is not a whole number of %d-byte chunks", g, len(data), size)
	}
	cs := make([]Chunk, len(data)/size)
	for i := range cs {
		refs := make([]BlockRef, size/2)
		for k := range refs {
			o := i*size + 2*k
			refs[k] = g.DecodeWord(uint16(data[o])<<8 | uint16(data[o+1]))
		}
		cs[i].Blocks = refs
	}
	return cs, nil
}

// EncodeChunks is the inverse of DecodeChunks. A chunk with fewer blocks
// than the format's is padded with empty blocks, extra ones are dropped.
func EncodeChunks(cs []Chunk, g Game) []byte {
	n := g.ChunkSize() / 2
	out := make([]byte, 0, len(cs)*2*n)
	for _, c := range cs {
		for k := 0; k < n; k++ {
			var w uint16
			if k < len(c.Blocks) {
				w = g.EncodeWord(c.Blocks[k])
			}
			out = append(out, byte(w>>8), byte(w))
		}
	}
	return out
}

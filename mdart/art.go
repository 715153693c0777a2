// Package mdart reads the Mega Drive art of the Sonic disassemblies and
// draws it: 8x8 4bpp patterns, pattern words (priority, palette line,
// flips, pattern index), 16x16 block mappings, the 128x128 (Sonic 2 and
// 3) and 256x256 (Sonic 1) chunk mappings that place blocks, 9-bit
// palettes, and a level's picture (its two priority planes) drawn into an
// *image.RGBA from cached block images.
//
// Everything here works on decompressed bytes (see package
// loopwright/mdcomp for the compressions) and uses the standard library
// only.
package mdart

import "fmt"

// PatternSize is the size in bytes of one 8x8 pattern at 4 bits a pixel.
const PatternSize = 32

// Pattern is an 8x8 pattern's pixels, row by row, each a colour index
// 0..15 in its palette line; 0 is transparent.
type Pattern [64]uint8

// DecodePatterns splits 4bpp pattern data (32 bytes a pattern, each byte
// two pixels, the left one in the high nybble) into patterns. A length
// that is not a whole number of patterns is an error.
func DecodePatterns(data []byte) ([]Pattern, error) {
	if len(data)%PatternSize != 0 {
		return nil, fmt.Errorf("mdart: patterns: %d bytes is not a whole number of 32-byte patterns", len(data))
	}
	ps := make([]Pattern, len(data)/PatternSize)
	for i := range ps {
		src := data[i*PatternSize:]
		for j := 0; j < PatternSize; j++ {
			ps[i][2*j] = src[j] >> 4
			ps[i][2*j+1] = src[j] & 0xF
		}
	}
	return ps, nil
}

// EncodePatterns is the inverse of DecodePatterns.
func EncodePatterns(ps []Pattern) []byte {
	out := make([]byte, len(ps)*PatternSize)
	for i, p := range ps {
		for j := 0; j < PatternSize; j++ {
			out[i*PatternSize+j] = p[2*j]<<4 | p[2*j+1]&0xF
		}
	}
	return out
}

// PatternWord is a VDP pattern name word, as block mappings and plane
// maps store it: bit 15 priority, bits 14-13 palette line, bit 12 y flip,
// bit 11 x flip, bits 10-0 pattern index.
type PatternWord uint16

// Priority reports the high-priority bit.
func (w PatternWord) Priority() bool { return w&0x8000 != 0 }

// Palette returns the palette line, 0..3.
func (w PatternWord) Palette() int { return int(w>>13) & 3 }

// YFlip reports the vertical flip bit.
func (w PatternWord) YFlip() bool { return w&0x1000 != 0 }

// XFlip reports the horizontal flip bit.
func (w PatternWord) XFlip() bool { return w&0x0800 != 0 }

// Index returns the pattern index, 0..2047.
func (w PatternWord) Index() int { return int(w & 0x7FF) }

// MakePatternWord builds a pattern word.
func MakePatternWord(index int, palette int, priority, xflip, yflip bool) PatternWord {
	w := PatternWord(index&0x7FF) | PatternWord(palette&3)<<13
	if priority {
		w |= 0x8000
	}
	if yflip {
		w |= 0x1000
	}
	if xflip {
		w |= 0x0800
	}
	return w
}

// BlockSize is the size in bytes of one 16x16 block mapping.
const BlockSize = 8

// Block is a 16x16 block's art: four pattern words, top-left, top-right,
// bottom-left, bottom-right (the same in Sonic 1, 2 and 3; their 16x16
// mapping files differ only in compression: Enigma in Sonic 1, Kosinski
// in Sonic 2).
type Block [4]PatternWord

// DecodeBlocks splits 16x16 block mappings (four big-endian pattern words
// each) into blocks. A length that is not a whole number of blocks is an
// error.
func DecodeBlocks(data []byte) ([]Block, error) {
	if len(data)%BlockSize != 0 {
		return nil, fmt.Errorf("mdart: blocks: %d bytes is not a whole number of 8-byte block mappings", len(data))
	}
	bs := make([]Block, len(data)/BlockSize)
	for i := range bs {
		for k := 0; k < 4; k++ {
			o := i*BlockSize + 2*k
			bs[i][k] = PatternWord(data[o])<<8 | PatternWord(data[o+1])
		}
	}
	return bs, nil
}

// EncodeBlocks is the inverse of DecodeBlocks.
func EncodeBlocks(bs []Block) []byte {
	out := make([]byte, 0, len(bs)*BlockSize)
	for _, b := range bs {
		for _, w := range b {
			out = append(out, byte(w>>8), byte(w))
		}
	}
	return out
}

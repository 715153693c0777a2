// Package sprite reads the Sonic games' sprite mappings and draws them:
// the tables that place an object's 8x8 patterns as VDP sprite pieces,
// frame by frame, in each game's own binary format (Sonic 1: 5-byte
// pieces; Sonic 2: 8-byte pieces with the two-player pattern word; Sonic
// 3 & Knuckles: 6-byte pieces), or written in assembler syntax as the
// disassemblies keep them (AssembleASM: only the mapping macros and dc.*
// data lines, as SonLVL reads them). Render draws a frame with a set of
// patterns into an indexed Sprite, which Flip mirrors as an object placed
// flipped is mirrored and Draw paints into an *image.RGBA.
//
// Everything works on decompressed bytes (package loopwright/mdcomp) and
// uses the standard library only.
package sprite

import (
	"encoding/binary"
	"fmt"

	"loopwright/mdart"
)

// Format is a game's sprite mappings format.
type Format uint8

// The formats, as SonLVL's mapver names them.
const (
	S2  Format = iota // Sonic 2: word count, 8-byte pieces (y, size, pattern, 2P pattern, x word)
	S1                // Sonic 1: byte count, 5-byte pieces (y, size, pattern, x byte)
	S3K               // Sonic 3 & Knuckles: word count, 6-byte pieces (y, size, pattern, x word)
)

// String returns "S1", "S2" or "S3K".
func (f Format) String() string {
	switch f {
	case S1:
		return "S1"
	case S3K:
		return "S3K"
	}
	return "S2"
}

// PieceSize returns the size in bytes of one piece in format f.
func (f Format) PieceSize() int {
	switch f {
	case S1:
		return 5
	case S3K:
		return 6
	}
	return 8
}

// headerSize returns the size of a frame's piece count.
func (f Format) headerSize() int {
	if f == S1 {
		return 1
	}
	return 2
}

// Piece is one VDP sprite piece of a frame: its top-left corner relative
// to the object's position, its size in patterns (1..4 each way) and its
// pattern word (the first pattern; the others follow column by column).
type Piece struct {
	X, Y int
	W, H int
	Tile mdart.PatternWord
}

// Frame is one mapping frame: its pieces, drawn first to last (the first
// is on top, as the VDP's sprite order puts it).
type Frame []Piece

// MaxFrames bounds the frames a table may hold (the offset table's words
// are 16-bit: at most 32768 entries).
const MaxFrames = 1 << 15

// MaxPieces bounds the pieces of one frame (the VDP shows 80 sprites).
const MaxPieces = 256

// DecodeFrame decodes the one frame at offset off of data.
func DecodeFrame(data []byte, off int, f Format) (Frame, error) {
	if off < 0 || off+f.headerSize() > len(data) {
		return nil, fmt.Errorf("sprite: frame at offset %#x: past the end (%d bytes)", off, len(data))
	}
	var n int
	if f == S1 {
		n = int(data[off])
	} else {
		n = int(binary.BigEndian.Uint16(data[off:]))
	}
	off += f.headerSize()
	if n > MaxPieces {
		return nil, fmt.Errorf("sprite: frame at offset %#x: %d pieces (at most %d)", off-f.headerSize(), n, MaxPieces)
	}
	ps := f.PieceSize()
	if off+n*ps > len(data) {
		return nil, fmt.Errorf("sprite: frame at offset %#x: %d pieces of %d bytes run past the end (%d bytes)", off-f.headerSize(), n, ps, len(data))
	}
	fr := make(Frame, n)
	for i := range fr {
		d := data[off+i*ps:]
		p := Piece{Y: int(int8(d[0])), W: int(d[1]>>2&3) + 1, H: int(d[1]&3) + 1, Tile: mdart.PatternWord(binary.BigEndian.Uint16(d[2:]))}
		switch f {
		case S1:
			p.X = int(int8(d[4]))
		case S3K:
			p.X = int(int16(binary.BigEndian.Uint16(d[4:])))
		default:
			p.X = int(int16(binary.BigEndian.Uint16(d[6:])))
		}
		fr[i] = p
	}
	return fr, nil
}

// Decode decodes a whole mappings table: an offset table of 16-bit words
// (each frame's offset from the table's start), then the frames. As
// SonLVL reads it, the table ends where the nearest frame begins; a
// negative offset is skipped and an offset of 0 (an entry naming the
// table itself, as the disassemblies write an empty frame) is an empty
// frame. A frame that does not decode (files that hold two tables give
// the first one entries past its own) is nil, and the first such frame's
// error is returned with the frames; a table with no entry at all is an
// error alone.
func Decode(data []byte, f Format) ([]Frame, error) {
	offs, err := Offsets(data)
	if err != nil {
		return nil, err
	}
	frames := make([]Frame, len(offs))
	var first error
	for i, v := range offs {
		if v == 0 {
			continue
		}
		fr, err := DecodeFrame(data, v, f)
		if err != nil {
			if first == nil {
				first = fmt.Errorf("sprite: frame %d: %w", i, err)
			}
			continue
		}
		frames[i] = fr
	}
	return frames, first
}

// Offsets returns a mappings table's frame offsets (see Decode).
func Offsets(data []byte) ([]int, error) {
	end := len(data)
	var offs []int
	for i := 0; i+2 <= len(data) && i < end; i += 2 {
		v := int(int16(binary.BigEndian.Uint16(data[i:])))
		if v < 0 {
			continue
		}
		if len(offs) >= MaxFrames {
			return nil, fmt.Errorf("sprite: more than %d frames", MaxFrames)
		}
		if v > 0 {
			end = min(end, v)
		}
		offs = append(offs, v)
	}
	if len(offs) == 0 {
		return nil, fmt.Errorf("sprite: no frames (%d bytes)", len(data))
	}
	return offs, nil
}

// encodePiece appends piece p's bytes in format f.
func encodePiece(b []byte, p Piece, f Format) []byte {
	size := byte((p.W-1)&3)<<2 | byte((p.H-1)&3)
	b = append(b, byte(int8(p.Y)), size, byte(p.Tile>>8), byte(p.Tile))
	switch f {
	case S1:
		return append(b, byte(int8(p.X)))
	case S3K:
		return append(b, byte(uint16(p.X)>>8), byte(p.X))
	}
	// The two-player pattern word: the pattern index halved (the games'
	// interlaced two-player mode), the flags kept.
	t2 := p.Tile&0xF800 | p.Tile&0x7FF>>1
	return append(b, byte(t2>>8), byte(t2), byte(uint16(p.X)>>8), byte(p.X))
}

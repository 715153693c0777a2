package sprite

import (
	"encoding/binary"
	"fmt"

	"loopwright/mdart"
)

// DPLCEntry is one dynamic pattern load cue entry: Count patterns from
// pattern Tile of the object's art, loaded one after the other into the
// object's patterns in VRAM.
type DPLCEntry struct{ Tile, Count int }

// DPLC is one frame's cues: what its mappings' pattern indexes refer to.
type DPLC []DPLCEntry

// DecodeDPLCFrame decodes the cues at offset off of data in format f (as
// SonLVL's DPLCFrame reads them): Sonic 1 a byte count, Sonic 2 a word
// count, Sonic 3 & Knuckles a word count less one; then a word an entry,
// Sonic 1 and 2 the count less one in bits 12-15 and the pattern in bits
// 0-11, Sonic 3 & Knuckles the pattern in bits 4-15 and the count less
// one in bits 0-3.
func DecodeDPLCFrame(data []byte, off int, f Format) (DPLC, error) {
	if off < 0 || off+f.headerSize() > len(data) {
		return nil, fmt.Errorf("sprite: cues at offset %#x: past the end (%d bytes)", off, len(data))
	}
	var n int
	switch f {
	case S1:
		n = int(data[off])
	case S3K:
		n = int(binary.BigEndian.Uint16(data[off:])) + 1
	default:
		n = int(binary.BigEndian.Uint16(data[off:]))
	}
	start := off + f.headerSize()
	if n > MaxPieces || start+2*n > len(data) {
		return nil, fmt.Errorf("sprite: cues at offset %#x: %d entries run past the end (%d bytes)", off, n, len(data))
	}
	d := make(DPLC, n)
	for i := range d {
		w := int(binary.BigEndian.Uint16(data[start+2*i:]))
		if f == S3K {
			d[i] = DPLCEntry{Tile: w >> 4, Count: w&0xF + 1}
		} else {
			d[i] = DPLCEntry{Tile: w & 0xFFF, Count: w>>12 + 1}
		}
	}
	return d, nil
}

// DecodeDPLC decodes a whole cue table (an offset table as Decode reads
// it, then the frames' cues); a frame that does not decode is nil and
// the first such frame's error is returned with the others.
func DecodeDPLC(data []byte, f Format) ([]DPLC, error) {
	offs, err := Offsets(data)
	if err != nil {
		return nil, err
	}
	out := make([]DPLC, len(offs))
	var first error
	for i, v := range offs {
		if v == 0 {
			continue
		}
		d, err := DecodeDPLCFrame(data, v, f)
		if err != nil {
			if first == nil {
				first = fmt.Errorf("sprite: cues %d: %w", i, err)
			}
			continue
		}
		out[i] = d
	}
	return out, first
}

// Apply returns the patterns the cues load, in order (SonLVL's
// ProcessDPLC); patterns past the art are left empty.
func (d DPLC) Apply(art []mdart.Pattern) []mdart.Pattern {
	n := 0
	for _, e := range d {
		n += e.Count
	}
	out := make([]mdart.Pattern, 0, n)
	for _, e := range d {
		for k := 0; k < e.Count; k++ {
			var p mdart.Pattern
			if t := e.Tile + k; t < len(art) {
				p = art[t]
			}
			out = append(out, p)
		}
	}
	return out
}

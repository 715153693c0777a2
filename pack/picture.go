package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/mdart"
)

// A level's picture of the Mega Drive's kind (mdart.LevelArt: 8x8
// patterns, 16x16 blocks of pattern words, chunks of blocks and a
// palette), stored as the level file's "picture" key
// (docs/pack-format.md "picture"). The picture's chunks are numbered as
// the pack's chunks: the art of chunk id N is drawn wherever the layout
// places chunk N.

// pictureJSON is a level's "picture" key.
type pictureJSON struct {
	// Backdrop is the palette index (0..63) of the backdrop colour.
	Backdrop int `json:"backdrop"`
	// Palette is 4 lines of 16 Mega Drive colours, each 3 hex digits
	// (0BGR: blue, green, red, even digits 0..E), space separated.
	Palette []string `json:"palette"`
	// Patterns are 64 hex digits each, one colour index a pixel, row by
	// row.
	Patterns []string `json:"patterns"`
	// Blocks are four pattern words each, 4 hex digits, space separated:
	// top-left, top-right, bottom-left, bottom-right.
	Blocks []string `json:"blocks"`
	// Chunks are the chunks' art: rows of block tokens, a block number
	// with x and/or y for its flips.
	Chunks []chunkJSON `json:"chunks,omitempty"`
}

// Bounds of a stored picture: the Mega Drive's video memory holds $800
// patterns; block words address $800 blocks; chunk ids are a layout's.
const (
	MaxPicturePatterns = 0x800
	MaxPictureBlocks   = 0x800
)

// encodePicture returns the level's "picture" value, or nil when the
// level's picture is not of the Mega Drive's kind. A SonLVL project's
// art (its own chunk numbering) is written by the pack's chunk ids.
func encodePicture(l *layers.Level) []byte {
	a, ok := l.Picture.(*mdart.LevelArt)
	if !ok || a == nil || l.Lib == nil || a.ChunkBlocks != l.Lib.ChunkBlocks {
		return nil
	}
	var b bytes.Buffer
	q := func(s string) []byte { j, _ := json.Marshal(s); return j }
	fmt.Fprintf(&b, "{\n    \"backdrop\": %d,\n    \"palette\": [", a.Backdrop)
	for ln := range a.Palette {
		ws := make([]string, 16)
		for i, c := range a.Palette[ln] {
			ws[i] = fmt.Sprintf("%03X", uint16(c)&0xFFF)
		}
		if ln > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n      ")
		b.Write(q(strings.Join(ws, " ")))
	}
	b.WriteString("\n    ],\n    \"patterns\": [")
	for i, p := range a.Patterns {
		var s [64]byte
		for k, c := range p {
			s[k] = "0123456789ABCDEF"[c&15]
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n      ")
		b.Write(q(string(s[:])))
	}
	b.WriteString("\n    ],\n    \"blocks\": [")
	for i, blk := range a.Blocks {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n      \"%04X %04X %04X %04X\"", uint16(blk[0]), uint16(blk[1]), uint16(blk[2]), uint16(blk[3]))
	}
	b.WriteString("\n    ],\n    \"chunks\": [")
	cb := a.ChunkBlocks
	first := true
	for id := 1; id < len(l.Lib.Chunks); id++ {
		ci := id
		if a.ChunkOf != nil {
			ci = a.ChunkOf(id)
		}
		if ci < 0 || ci >= len(a.Chunks) {
			continue
		}
		refs := a.Chunks[ci].Blocks
		empty := true
		for _, r := range refs {
			empty = empty && r.Block == 0 && !r.XFlip && !r.YFlip
		}
		if empty {
			continue
		}
		if !first {
			b.WriteString(",")
		}
		first = false
		fmt.Fprintf(&b, "\n      {\"id\": %d, \"rows\": [", id)
		for y := 0; y < cb; y++ {
			toks := make([]string, cb)
			for x := 0; x < cb; x++ {
				var r mdart.BlockRef
				if k := y*cb + x; k < len(refs) {
					r = refs[k]
				}
				t := strconv.Itoa(int(r.Block))
				if r.XFlip {
					t += "x"
				}
				if r.YFlip {
					t += "y"
				}
				toks[x] = t
			}
			if y > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n        ")
			b.Write(q(strings.Join(toks, " ")))
		}
		b.WriteString("\n      ]}")
	}
	if !first {
		b.WriteString("\n    ")
	}
	b.WriteString("]\n  }")
	return b.Bytes()
}

// parsePicture checks and decodes a "picture" value for a level whose
// chunks are cb blocks a side and whose library has nChunks chunks. The
// error names the place in the value.
func parsePicture(pj *pictureJSON, cb, nChunks int) (*mdart.LevelArt, error) {
	a := &mdart.LevelArt{ChunkBlocks: cb, Backdrop: pj.Backdrop}
	if pj.Backdrop < 0 || pj.Backdrop > 63 {
		return nil, fmt.Errorf("backdrop %d: want a palette index 0..63", pj.Backdrop)
	}
	if len(pj.Palette) != 4 {
		return nil, fmt.Errorf("palette: %d lines, want 4", len(pj.Palette))
	}
	for ln, s := range pj.Palette {
		ws := strings.Fields(s)
		if len(ws) != 16 {
			return nil, fmt.Errorf("palette line %d: %d colours, want 16", ln, len(ws))
		}
		for i, w := range ws {
			v, err := strconv.ParseUint(w, 16, 16)
			if err != nil || len(w) > 4 || v&^0x0EEE != 0 {
				return nil, fmt.Errorf("palette line %d colour %d: %q is not a Mega Drive colour (hex 0BGR, even digits 0..E)", ln, i, w)
			}
			a.Palette[ln][i] = mdart.Colour(v)
		}
	}
	if len(pj.Patterns) > MaxPicturePatterns {
		return nil, fmt.Errorf("patterns: %d, at most %d", len(pj.Patterns), MaxPicturePatterns)
	}
	a.Patterns = make([]mdart.Pattern, len(pj.Patterns))
	for i, s := range pj.Patterns {
		if len(s) != 64 {
			return nil, fmt.Errorf("pattern %d: %d digits, want 64 (one hex digit a pixel)", i, len(s))
		}
		for k := 0; k < 64; k++ {
			v, err := strconv.ParseUint(s[k:k+1], 16, 8)
			if err != nil {
				return nil, fmt.Errorf("pattern %d pixel %d,%d: %q is not a hex digit", i, k%8, k/8, s[k:k+1])
			}
			a.Patterns[i][k] = uint8(v)
		}
	}
	if len(pj.Blocks) > MaxPictureBlocks {
		return nil, fmt.Errorf("blocks: %d, at most %d", len(pj.Blocks), MaxPictureBlocks)
	}
	a.Blocks = make([]mdart.Block, len(pj.Blocks))
	for i, s := range pj.Blocks {
		ws := strings.Fields(s)
		if len(ws) != 4 {
			return nil, fmt.Errorf("block %d: %d pattern words, want 4", i, len(ws))
		}
		for q, w := range ws {
			v, err := strconv.ParseUint(w, 16, 16)
			if err != nil {
				return nil, fmt.Errorf("block %d word %d: %q is not a hex word", i, q, w)
			}
			// A pattern past the picture's is drawn blank (a game's
			// blocks name patterns other art loads there).
			a.Blocks[i][q] = mdart.PatternWord(v)
		}
	}
	seen := map[int]bool{}
	for _, c := range pj.Chunks {
		place := fmt.Sprintf("chunk %d", c.ID)
		if c.ID < 1 || c.ID >= nChunks {
			return nil, fmt.Errorf("%s: the pack has chunks 1..%d", place, nChunks-1)
		}
		if seen[c.ID] {
			return nil, fmt.Errorf("%s: given twice", place)
		}
		seen[c.ID] = true
		if len(c.Rows) != cb {
			return nil, fmt.Errorf("%s: %d rows, want %d", place, len(c.Rows), cb)
		}
		refs := make([]mdart.BlockRef, cb*cb)
		for y, row := range c.Rows {
			toks := strings.Fields(row)
			if len(toks) != cb {
				return nil, fmt.Errorf("%s row %d: %d blocks, want %d", place, y, len(toks), cb)
			}
			for x, t := range toks {
				r, ok := parseArtRef(t)
				if !ok {
					return nil, fmt.Errorf("%s row %d block %d: %q is not a block number with optional x and y flips", place, y, x, t)
				}
				refs[y*cb+x] = r // a block past the picture's is drawn blank
			}
		}
		for len(a.Chunks) <= c.ID {
			a.Chunks = append(a.Chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, cb*cb)})
		}
		a.Chunks[c.ID] = mdart.Chunk{Blocks: refs}
	}
	return a, nil
}

// parseArtRef reads a chunk token: a block number, then x and/or y.
func parseArtRef(t string) (mdart.BlockRef, bool) {
	var r mdart.BlockRef
	num := strings.TrimRight(t, "xy")
	for _, f := range t[len(num):] {
		if f == 'x' {
			if r.XFlip {
				return r, false
			}
			r.XFlip = true
		} else {
			if r.YFlip {
				return r, false
			}
			r.YFlip = true
		}
	}
	v, err := strconv.ParseUint(num, 10, 16)
	if err != nil || v >= MaxPictureBlocks || (len(num) > 1 && num[0] == '0') {
		return r, false
	}
	r.Block = uint16(v)
	return r, true
}

// attachPicture makes a the picture of level l, following its layout as
// it is edited (the pack's chunk ids are the picture's).
func attachPicture(l *layers.Level, a *mdart.LevelArt) {
	a.ChunkOf = func(id int) int { return id }
	a.ChunkAt = func(cx, cy int) int {
		if cx >= l.LayoutW || cy >= l.LayoutH || cy*l.LayoutW+cx >= len(l.Layout) {
			return -1
		}
		return int(l.Layout[cy*l.LayoutW+cx])
	}
	if l.Background != nil {
		a.BGChunkAt = BackgroundChunkAt(l) // drawn behind the foreground
	}
	l.Picture = a
}

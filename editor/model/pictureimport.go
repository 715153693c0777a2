package model

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"slices"

	"loopwright/colpng"
	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/mdart"
)

// Picture import (docs/editor.md "Importing a picture"): a PNG picture
// cut into the level's art as SonLVL's layout-section import does
// (LevelData.cs: BitmapToTiles, BmpToTile): each 8x8 cell becomes a
// pattern in the palette line nearest to it, duplicate patterns merged
// with their flips, the 16x16 blocks and the chunks built and merged with
// the level's own, and the layout area filled; a _col image gives the
// blocks' collision and a _pri image their priority.

// MaxPictureSide bounds an imported picture's width and height in pixels.
const MaxPictureSide = 4096

// PictureImport is what ImportPicture places.
type PictureImport struct {
	// Picture is the art, one pixel a level pixel; pixels less than half
	// opaque are transparent (colour 0).
	Picture image.Image
	// ColA and ColB, when set, are the blocks' collision on paths A and
	// B (package colpng: ColW x ColH blocks, the picture's size in
	// blocks); ColB nil with ColA set gives both paths ColA's. Without
	// them the blocks keep the collision the level has there.
	ColA, ColB []colpng.Block
	ColW, ColH int
	// Priority, when set, is the _pri image (the picture's size): an 8x8
	// cell with any opaque pixel that is not black gets the priority bit.
	Priority image.Image
	// At is the level block of the picture's top-left corner, moved left
	// and up to the chunk holding it.
	At image.Point
}

// PictureReport says what ImportPicture made.
type PictureReport struct {
	// Patterns, Blocks and Chunks are the new ones added to the level.
	Patterns, Blocks, Chunks int
	// Area is the layout area filled, in blocks.
	Area image.Rectangle
}

// picCell is one 8x8 cell's pixels as RGBA, transparent ones zero.
type picCell [64]color.RGBA

// cellAt reads the 8x8 cell at picture pixel (x, y), outside the picture
// transparent.
func cellAt(img image.Image, x, y int) (c picCell) {
	b := img.Bounds()
	for i := range c {
		px, py := b.Min.X+x+i%8, b.Min.Y+y+i/8
		if px >= b.Max.X || py >= b.Max.Y {
			continue
		}
		r, g, bl, a := img.At(px, py).RGBA()
		if a >= 0x8000 {
			c[i] = color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 0xFF}
		}
	}
	return c
}

// lineFor returns the palette line whose colours 1..15 lie nearest to
// the cell's opaque pixels in total (the first of equals), as BmpToTile
// chooses it, and the pattern drawn with it.
func lineFor(c *picCell, pal *[4][16]color.RGBA) (int, mdart.Pattern) {
	best, bd := 0, int64(-1)
	for l := 0; l < 4; l++ {
		var tot int64
		for _, px := range c {
			if px.A != 0 {
				tot += nearestDist(px, &pal[l])
			}
		}
		if bd < 0 || tot < bd {
			best, bd = l, tot
		}
	}
	var p mdart.Pattern
	for i, px := range c {
		if px.A != 0 {
			p[i] = nearest(px, pal[best])
		}
	}
	return best, p
}

// nearestDist is the squared distance of c to line's nearest colour 1..15.
func nearestDist(c color.RGBA, line *[16]color.RGBA) int64 {
	bd := int64(1 << 62)
	for i := 1; i < 16; i++ {
		p := line[i]
		dr, dg, db := int64(c.R)-int64(p.R), int64(c.G)-int64(p.G), int64(c.B)-int64(p.B)
		bd = min(bd, dr*dr+dg*dg+db*db)
	}
	return bd
}

// flipPattern returns p flipped.
func flipPattern(p mdart.Pattern, xf, yf bool) mdart.Pattern {
	var r mdart.Pattern
	for i := range p {
		x, y := i%8, i/8
		if xf {
			x = 7 - x
		}
		if yf {
			y = 7 - y
		}
		r[y*8+x] = p[i]
	}
	return r
}

// paletteFor builds a palette for a level without one: every cell's
// colours (as the Mega Drive shows them) placed in the first line holding
// them all or with room for them, 15 a line; line 0's colour 0 is the
// backdrop, black.
func paletteFor(img image.Image, w, h int) (mdart.Palette, error) {
	var pal mdart.Palette
	var used [4]int
	for y := 0; y < h; y += 8 {
		for x := 0; x < w; x += 8 {
			c := cellAt(img, x, y)
			var set []mdart.Colour
			for _, px := range c {
				if px.A != 0 {
					if k := mdart.MakeColour(px.R, px.G, px.B); !slices.Contains(set, k) {
						set = append(set, k)
					}
				}
			}
			if len(set) > 15 {
				return pal, fmt.Errorf("the 8x8 cell at pixel %d,%d has %d colours; a pattern holds 15", x, y, len(set))
			}
			placed := false
			for l := 0; l < 4 && !placed; l++ {
				var missing []mdart.Colour
				for _, k := range set {
					if !slices.Contains(pal[l][1:1+used[l]], k) {
						missing = append(missing, k)
					}
				}
				if used[l]+len(missing) <= 15 {
					for _, k := range missing {
						used[l]++
						pal[l][used[l]] = k
					}
					placed = true
				}
			}
			if !placed {
				return pal, fmt.Errorf("the 8x8 cell at pixel %d,%d needs colours no palette line has room for (4 lines of 15)", x, y)
			}
		}
	}
	// Unused colours repeat the line's first, so that no pixel is drawn
	// with a colour the picture does not have.
	for l := range pal {
		for i := used[l] + 1; i < 16 && used[l] > 0; i++ {
			pal[l][i] = pal[l][1]
		}
	}
	return pal, nil
}

// hasPriority reports whether the 8x8 cell at (x, y) of the _pri image
// has an opaque pixel that is not black.
func hasPriority(img image.Image, x, y int) bool {
	for _, px := range cellAt(img, x, y) {
		if px.A != 0 && (px.R|px.G|px.B) != 0 {
			return true
		}
	}
	return false
}

// chunkKey is a chunk's art and collision as a map key.
func chunkKey(refs []mdart.BlockRef, col []layers.Block) string {
	b := make([]byte, 0, len(refs)*4+len(col)*16)
	for _, r := range refs {
		b = binary.BigEndian.AppendUint16(b, r.Block)
		f := byte(0)
		if r.XFlip {
			f |= 1
		}
		if r.YFlip {
			f |= 2
		}
		b = append(b, f, r.Solid[0]|r.Solid[1]<<2)
	}
	for _, blk := range col {
		for _, c := range blk {
			b = binary.BigEndian.AppendUint16(b, uint16(c.Tile))
			f := byte(c.Solidity) << 2
			if c.XFlip {
				f |= 1
			}
			if c.YFlip {
				f |= 2
			}
			b = append(b, f)
		}
	}
	return string(b)
}

// ImportPicture places in.Picture into the selected level as art: its 8x8
// cells become patterns (each in the palette line nearest to it, the
// level's patterns and their flips reused), its 16x16 cells blocks and its
// chunks chunks (both reused where the level has the same), filling the
// layout from in.At, with the collision of in.ColA/ColB and the priority
// of in.Priority, as one undo step. A level without art (a level of our
// own) gets art of its own, its palette made from the picture's colours.
// The picture must fit in the level; on any error nothing changes.
func (m *Model) ImportPicture(in PictureImport) (PictureReport, error) {
	var rep PictureReport
	l := m.Level()
	if l == nil || l.Lib == nil {
		return rep, fmt.Errorf("no level is open")
	}
	if in.Picture == nil {
		return rep, fmt.Errorf("no picture")
	}
	pw, ph := in.Picture.Bounds().Dx(), in.Picture.Bounds().Dy()
	if pw < 1 || ph < 1 || pw > MaxPictureSide || ph > MaxPictureSide {
		return rep, fmt.Errorf("the picture is %dx%d pixels; it must be 1..%d a side", pw, ph, MaxPictureSide)
	}
	bw, bh := (pw+15)/16, (ph+15)/16
	if in.ColA != nil && (in.ColW != bw || in.ColH != bh || len(in.ColA) < bw*bh || (in.ColB != nil && len(in.ColB) < bw*bh)) {
		return rep, fmt.Errorf("the collision image is %dx%d blocks, the picture %dx%d", in.ColW, in.ColH, bw, bh)
	}
	if in.Priority != nil && (in.Priority.Bounds().Dx() != pw || in.Priority.Bounds().Dy() != ph) {
		return rep, fmt.Errorf("the priority image is %dx%d pixels, the picture %dx%d", in.Priority.Bounds().Dx(), in.Priority.Bounds().Dy(), pw, ph)
	}
	n := l.Lib.ChunkBlocks
	if n <= 0 {
		return rep, fmt.Errorf("the level has no chunk size")
	}
	at := image.Pt(max(in.At.X, 0)/n*n, max(in.At.Y, 0)/n*n)
	cw, ch := (at.X%n+bw+n-1)/n, (at.Y%n+bh+n-1)/n
	if at.X+bw > l.Width || at.Y+bh > l.Height || at.X/n+cw > l.LayoutW || at.Y/n+ch > l.LayoutH {
		return rep, fmt.Errorf("the picture is %dx%d blocks at block %d,%d; the level is %dx%d blocks: enlarge it first", bw, bh, at.X, at.Y, l.Width, l.Height)
	}

	// The art to add to: the level's, or new art of our own.
	var art mdart.LevelArt
	oldPic := l.Picture
	own := false
	switch p := l.Picture.(type) {
	case *mdart.LevelArt:
		if p == nil {
			own = true
			break
		}
		art = mdart.LevelArt{Patterns: p.Patterns, Blocks: p.Blocks, Chunks: p.Chunks, ChunkBlocks: p.ChunkBlocks,
			Palette: p.Palette, Backdrop: p.Backdrop, Layout: p.Layout, LayoutW: p.LayoutW, LayoutH: p.LayoutH,
			ChunkAt: p.ChunkAt, ChunkOf: p.ChunkOf, BGChunkAt: p.BGChunkAt}
	case nil:
		own = true
	default:
		return rep, fmt.Errorf("this level's picture is not art of patterns and blocks")
	}
	if own {
		pal, err := paletteFor(in.Picture, pw, ph)
		if err != nil {
			return rep, err
		}
		art = mdart.LevelArt{Patterns: []mdart.Pattern{{}}, Blocks: []mdart.Block{{}}, ChunkBlocks: n, Palette: pal}
		art.ChunkOf = func(id int) int { return id }
		art.ChunkAt = func(cx, cy int) int {
			if cx >= l.LayoutW || cy >= l.LayoutH || cy*l.LayoutW+cx >= len(l.Layout) {
				return -1
			}
			return int(l.Layout[cy*l.LayoutW+cx])
		}
	}
	if art.ChunkBlocks != n {
		return rep, fmt.Errorf("the level's art has chunks of %d blocks, its collision %d", art.ChunkBlocks, n)
	}
	chunkOf := func(id int) int {
		if art.ChunkOf != nil {
			return art.ChunkOf(id)
		}
		return id
	}
	art.Patterns = slices.Clone(art.Patterns)
	art.Blocks = slices.Clone(art.Blocks)
	art.Chunks = slices.Clone(art.Chunks)
	lib := l.Lib.Clone()
	layout := slices.Clone(l.Layout)
	pal := art.Palette.RGBA()

	// Patterns: the level's, each first of its kind, found with flips.
	maxPatterns := 0x800
	pats := map[mdart.Pattern]int{}
	for i, p := range art.Patterns {
		if _, ok := pats[p]; !ok {
			pats[p] = i
		}
	}
	pattern := func(x, y int) (mdart.PatternWord, error) {
		c := cellAt(in.Picture, x, y)
		line, p := lineFor(&c, &pal)
		prio := in.Priority != nil && hasPriority(in.Priority, x, y)
		for _, f := range [4][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			if i, ok := pats[flipPattern(p, f[0], f[1])]; ok {
				return mdart.MakePatternWord(i, line, prio, f[0], f[1]), nil
			}
		}
		if len(art.Patterns) >= maxPatterns {
			return 0, fmt.Errorf("the picture needs more than the %d patterns a level holds (at pixel %d,%d)", maxPatterns, x, y)
		}
		art.Patterns = append(art.Patterns, p)
		pats[p] = len(art.Patterns) - 1
		rep.Patterns++
		return mdart.MakePatternWord(len(art.Patterns)-1, line, prio, false, false), nil
	}
	maxBlocks := 0x400
	if n == 16 {
		maxBlocks = 0x800
	}
	blocks := map[mdart.Block]int{}
	for i, b := range art.Blocks {
		if _, ok := blocks[b]; !ok {
			blocks[b] = i
		}
	}
	// Chunks: the level's, keyed by art and collision.
	chunks := map[string]int{}
	for id := range lib.Chunks {
		if ai := chunkOf(id); ai >= 0 && ai < len(art.Chunks) {
			k := chunkKey(art.Chunks[ai].Blocks, lib.Chunks[id].Blocks)
			if _, ok := chunks[k]; !ok {
				chunks[k] = id
			}
		}
	}
	colCell := func(c colpng.Block) layers.Cell {
		if c.Solidity == heightmask.SolidNone || c.Mask.Empty() {
			return layers.Cell{}
		}
		id, xf, yf := lib.FindOrAddTile(c.Mask)
		return layers.Cell{Tile: id, XFlip: xf, YFlip: yf, Solidity: c.Solidity}
	}
	for cy := 0; cy < ch; cy++ {
		for cx := 0; cx < cw; cx++ {
			li := (at.Y/n+cy)*l.LayoutW + at.X/n + cx
			oldID := int(layout[li])
			var oldRefs []mdart.BlockRef
			if ai := chunkOf(oldID); ai >= 0 && ai < len(art.Chunks) {
				oldRefs = art.Chunks[ai].Blocks
			}
			refs := make([]mdart.BlockRef, n*n)
			col := make([]layers.Block, n*n)
			if oldID < len(lib.Chunks) {
				copy(col, lib.Chunks[oldID].Blocks)
			}
			for k := range refs {
				if k < len(oldRefs) {
					refs[k] = oldRefs[k]
				}
				bx, by := cx*n+k%n, cy*n+k/n // picture block
				if bx >= bw || by >= bh {
					continue
				}
				var blk mdart.Block
				for q := range blk {
					w, err := pattern(bx*16+q%2*8, by*16+q/2*8)
					if err != nil {
						return PictureReport{}, err
					}
					blk[q] = w
				}
				if in.ColA != nil {
					a := colCell(in.ColA[by*bw+bx])
					b := a
					if in.ColB != nil {
						b = colCell(in.ColB[by*bw+bx])
					}
					col[k] = layers.Block{a, b}
				}
				// The games' chunk word flips the art and the collision
				// alike: the block is placed with its collision's flips,
				// its art stored flipped so that it draws as drawn.
				xf, yf := cellFlips(col[k])
				blk = FlipArtBlock(blk, xf, yf)
				bi, ok := blocks[blk]
				if !ok {
					if len(art.Blocks) >= maxBlocks {
						return PictureReport{}, fmt.Errorf("the picture needs more than the %d blocks a level holds (at block %d,%d)", maxBlocks, bx, by)
					}
					art.Blocks = append(art.Blocks, blk)
					bi = len(art.Blocks) - 1
					blocks[blk] = bi
					rep.Blocks++
				}
				refs[k] = mdart.BlockRef{Block: uint16(bi), XFlip: xf, YFlip: yf}
			}
			key := chunkKey(refs, col)
			id, ok := chunks[key]
			if !ok {
				// A new chunk: the next model id whose art place is free.
				id = len(lib.Chunks)
				for ai := chunkOf(id); ai >= 0 && ai < len(art.Chunks) && id < 0xFFFF; ai = chunkOf(id) {
					lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: make([]layers.Block, n*n)})
					id++
				}
				ai := chunkOf(id)
				if ai < 0 || id >= 0xFFFF {
					return PictureReport{}, fmt.Errorf("the level has no chunk ids left for the picture (at block %d,%d)", at.X+cx*n, at.Y+cy*n)
				}
				lib.Chunks = append(lib.Chunks, layers.Chunk{Blocks: col})
				for len(art.Chunks) < ai {
					art.Chunks = append(art.Chunks, mdart.Chunk{Blocks: make([]mdart.BlockRef, n*n)})
				}
				art.Chunks = append(art.Chunks, mdart.Chunk{Blocks: refs})
				chunks[key] = id
				rep.Chunks++
			}
			layout[li] = layers.ChunkID(id)
		}
	}
	rep.Area = image.Rect(at.X, at.Y, at.X+bw, at.Y+bh)

	oldLib := l.Lib.Clone()
	oldLayout := slices.Clone(l.Layout)
	newPic := &art
	set := func(lb *layers.Library, lay []layers.ChunkID, pic layers.Picture) {
		*l.Lib = *lb.Clone()
		copy(l.Layout, lay)
		if a, ok := pic.(*mdart.LevelArt); ok && a != nil {
			// A fresh drawer each time: its cached block images follow
			// the fields.
			pic = &mdart.LevelArt{Patterns: a.Patterns, Blocks: a.Blocks, Chunks: a.Chunks, ChunkBlocks: a.ChunkBlocks,
				Palette: a.Palette, Backdrop: a.Backdrop, Layout: a.Layout, LayoutW: a.LayoutW, LayoutH: a.LayoutH,
				ChunkAt: a.ChunkAt, ChunkOf: a.ChunkOf, BGChunkAt: a.BGChunkAt}
		}
		l.Picture = pic
	}
	m.EndStroke()
	m.History.Do(&FuncAction{
		Desc:   fmt.Sprintf("import a %dx%d picture", pw, ph),
		DoFn:   func() { set(lib, layout, newPic) },
		UndoFn: func() { set(oldLib, oldLayout, oldPic) },
	})
	return rep, nil
}

// cellFlips returns the flips of a block's collision: path A's when it
// has a tile, else path B's (the games' chunk word has one flip for both).
func cellFlips(b layers.Block) (xf, yf bool) {
	c := b[0]
	if c.Tile == 0 {
		c = b[1]
	}
	if c.Tile == 0 {
		return false, false
	}
	return c.XFlip, c.YFlip
}

// FlipArtBlock returns art block b flipped: its quarters swapped and each
// pattern word's flip toggled, so that b placed unflipped draws as the
// result placed with the flips.
func FlipArtBlock(b mdart.Block, xf, yf bool) mdart.Block {
	if xf {
		b = mdart.Block{b[1] ^ 0x0800, b[0] ^ 0x0800, b[3] ^ 0x0800, b[2] ^ 0x0800}
	}
	if yf {
		b = mdart.Block{b[2] ^ 0x1000, b[3] ^ 0x1000, b[0] ^ 0x1000, b[1] ^ 0x1000}
	}
	return b
}

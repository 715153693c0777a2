package mdart

import (
	"encoding/binary"
	"image"
	"sync"

	"loopwright/internal/intmath"
)

// LevelBackdrop is the CRAM index of the background colour the Sonic 1
// and 2 levels use: VDP register 7 = $8720 (line 2, colour 0), set in
// Level (sonic.asm) and Level (s2.asm).
const LevelBackdrop = 0x20

// Planes selects what Draw draws: the low-priority plane, the
// high-priority plane, and the backdrop colour where no drawn plane has an
// opaque pixel (without it those pixels of dst are left as they are).
type Planes uint8

// The planes.
const (
	PlaneLow Planes = 1 << iota
	PlaneHigh
	PlaneBackdrop
	// AllPlanes is the level's picture as the game shows its foreground.
	AllPlanes = PlaneLow | PlaneHigh | PlaneBackdrop
)

// LevelArt is a level's foreground picture: its patterns, 16x16 blocks,
// chunks, palette and the chunk layout. Fill the exported fields, then
// draw; the art is read-only once drawn (the block images are built on
// the first Draw and cached; call Reset after changing the fields). A
// LevelArt may be drawn from several goroutines at once.
type LevelArt struct {
	Patterns []Pattern
	Blocks   []Block
	Chunks   []Chunk
	// ChunkBlocks is the chunk size in blocks: 8 (S2) or 16 (S1).
	ChunkBlocks int
	Palette     Palette
	// Backdrop is the CRAM index (0..63) of the background colour:
	// LevelBackdrop for the games' levels.
	Backdrop int
	// Layout holds an index into Chunks per layout cell, row by row,
	// LayoutW x LayoutH; a negative or out of range index is empty.
	Layout           []int
	LayoutW, LayoutH int
	// ChunkAt, when set, replaces Layout: it returns the index into
	// Chunks of the chunk at layout cell (cx, cy) (cx, cy >= 0), or -1.
	// An importer sets it to follow the model's layout as it is edited.
	ChunkAt func(cx, cy int) int
	// ChunkOf, when set, maps a chunk id of the importer's own numbering
	// (e.g. the model's library) to an index into Chunks, or -1; ChunkImage
	// uses it. Unset, ids are indexes into Chunks.
	ChunkOf func(id int) int
	// BGChunkAt, when set, is the background plane: the index into Chunks
	// of the chunk at background layout cell (cx, cy) (cx, cy >= 0: the
	// importer wraps them over its background's size), or -1. DrawLayers
	// draws it under the foreground.
	BGChunkAt func(cx, cy int) int

	once   sync.Once
	bgOnce sync.Once
	bg     *LevelArt // the background plane's drawer, sharing cache
	cache  []uint32  // per block (blockCache words): the low plane, the high plane, both; RGBA little-endian, 0 transparent
	back   uint32
}

// Reset drops the cached block images, to be rebuilt from the fields on
// the next Draw.
func (a *LevelArt) Reset() {
	a.once = sync.Once{}
	a.bgOnce = sync.Once{}
	a.cache, a.bg = nil, nil
}

// blockCache is the cache's size per block: three 16x16 images.
const blockCache = 3 * 256

func pack(r, g, b uint8) uint32 {
	return uint32(r) | uint32(g)<<8 | uint32(b)<<16 | 0xFF<<24
}

// build renders every block's two planes into the cache.
func (a *LevelArt) build() {
	rgba := a.Palette.RGBA()
	var pal [4][16]uint32
	for l := range rgba {
		for i, c := range rgba[l] {
			pal[l][i] = pack(c.R, c.G, c.B)
		}
	}
	if a.Backdrop >= 0 && a.Backdrop < 64 {
		a.back = pal[a.Backdrop/16][a.Backdrop%16]
	}
	a.cache = make([]uint32, len(a.Blocks)*blockCache)
	for bi, b := range a.Blocks {
		img := a.cache[bi*blockCache:]
		for q, w := range b {
			plane := 0
			if w.Priority() {
				plane = 256
			}
			idx := w.Index()
			if idx >= len(a.Patterns) {
				continue
			}
			p := &a.Patterns[idx]
			line := &pal[w.Palette()]
			ox, oy := (q&1)*8, (q>>1)*8
			for y := 0; y < 8; y++ {
				sy := y
				if w.YFlip() {
					sy = 7 - y
				}
				for x := 0; x < 8; x++ {
					sx := x
					if w.XFlip() {
						sx = 7 - x
					}
					if c := p[sy*8+sx]; c != 0 {
						img[plane+(oy+y)*16+ox+x] = line[c]
					}
				}
			}
		}
		for k := 0; k < 256; k++ {
			px := img[256+k]
			if px == 0 {
				px = img[k]
			}
			img[512+k] = px
		}
	}
}

// blockAt returns the block placed at level block (bx, by), or nil.
func (a *LevelArt) blockAt(bx, by int) *BlockRef {
	n := a.ChunkBlocks
	if n <= 0 || bx < 0 || by < 0 {
		return nil
	}
	cx, cy := bx/n, by/n
	var ci int
	if a.ChunkAt != nil {
		ci = a.ChunkAt(cx, cy)
	} else {
		if cx >= a.LayoutW || cy >= a.LayoutH {
			return nil
		}
		i := cy*a.LayoutW + cx
		if i >= len(a.Layout) {
			return nil
		}
		ci = a.Layout[i]
	}
	if ci < 0 || ci >= len(a.Chunks) {
		return nil
	}
	refs := a.Chunks[ci].Blocks
	k := (by%n)*n + bx%n
	if k >= len(refs) || int(refs[k].Block) >= len(a.Blocks) {
		return nil
	}
	return &refs[k]
}

// Draw draws the level pixels of r (level coordinates) into dst, each
// level pixel as a zoom x zoom square (zoom < 1 counts as 1), r.Min
// landing on dst point at; what falls outside dst.Rect is skipped. planes
// selects the priority planes and the backdrop. It allocates nothing once
// the block images are built.
func (a *LevelArt) Draw(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, planes Planes) {
	a.once.Do(a.build)
	z := max(zoom, 1)
	// Clip r to what lands inside dst.
	vis := dst.Rect
	if at.X < vis.Min.X {
		d := (vis.Min.X - at.X) / z
		r.Min.X += d
		at.X += d * z
	}
	if at.Y < vis.Min.Y {
		d := (vis.Min.Y - at.Y) / z
		r.Min.Y += d
		at.Y += d * z
	}
	r.Max.X = min(r.Max.X, r.Min.X+(vis.Max.X-at.X+z-1)/z)
	r.Max.Y = min(r.Max.Y, r.Min.Y+(vis.Max.Y-at.Y+z-1)/z)
	if r.Empty() || planes&(PlaneLow|PlaneHigh|PlaneBackdrop) == 0 {
		return
	}
	plane := -1 // which cached image: 0 low, 1 high, 2 both
	switch planes & (PlaneLow | PlaneHigh) {
	case PlaneLow:
		plane = 0
	case PlaneHigh:
		plane = 1
	case PlaneLow | PlaneHigh:
		plane = 2
	}
	back := planes&PlaneBackdrop != 0
	pix := dst.Pix
	for ly := r.Min.Y; ly < r.Max.Y; ly++ {
		sy0 := at.Y + (ly-r.Min.Y)*z
		first := max(sy0, vis.Min.Y)
		last := min(sy0+z, vis.Max.Y)
		if first >= last {
			continue
		}
		rowOff := dst.PixOffset(vis.Min.X, first) - vis.Min.X*4 // + sx*4
		by, iy := intmath.FloorDiv(ly, 16), ly&15
		for lx := r.Min.X; lx < r.Max.X; {
			bx := intmath.FloorDiv(lx, 16)
			end := min((bx+1)*16, r.Max.X)
			var img []uint32
			xflip := false
			if plane >= 0 {
				if ref := a.blockAt(bx, by); ref != nil {
					my := iy
					if ref.YFlip {
						my = 15 - iy
					}
					o := int(ref.Block)*blockCache + plane*256 + my*16
					img = a.cache[o : o+16]
					xflip = ref.XFlip
				}
			}
			sx := at.X + (lx-r.Min.X)*z
			if z == 1 {
				o := rowOff + sx*4
				n := end - lx
				row := pix[o : o+4*n]
				switch {
				case img == nil:
					if back {
						for k := 0; k < n; k++ {
							binary.LittleEndian.PutUint32(row[4*k:], a.back)
						}
					}
				case xflip:
					src := img[:16]
					m := 15 - lx&15
					for k := 0; k < n; k++ {
						px := src[(m-k)&15]
						if px == 0 {
							if !back {
								continue
							}
							px = a.back
						}
						binary.LittleEndian.PutUint32(row[4*k:], px)
					}
				default:
					src := img[lx&15 : lx&15+n]
					for k, px := range src {
						if px == 0 {
							if !back {
								continue
							}
							px = a.back
						}
						binary.LittleEndian.PutUint32(row[4*k:], px)
					}
				}
				lx = end
				continue
			}
			for ; lx < end; lx, sx = lx+1, sx+z {
				var px uint32
				if img != nil {
					mx := lx & 15
					if xflip {
						mx = 15 - mx
					}
					px = img[mx]
				}
				if px == 0 {
					if !back {
						continue
					}
					px = a.back
				}
				for x := max(sx, vis.Min.X); x < min(sx+z, vis.Max.X); x++ {
					binary.LittleEndian.PutUint32(pix[rowOff+x*4:rowOff+x*4+4], px)
				}
			}
		}
		// Repeat the row zoom times.
		if last-first > 1 {
			x0 := max(at.X, vis.Min.X)
			x1 := min(at.X+(r.Max.X-r.Min.X)*z, vis.Max.X)
			src := pix[rowOff+x0*4 : rowOff+x1*4]
			for sy := first + 1; sy < last; sy++ {
				copy(pix[dst.PixOffset(x0, sy):], src)
			}
		}
	}
}

// DrawLayers is Draw with, when background is set and the art has a
// background plane (BGChunkAt), that plane's both priorities (over the
// backdrop, when planes has it) drawn first, the foreground's selected
// planes over it. The game's background scrolls at its own speed; here it
// lies in level coordinates, repeated as BGChunkAt wraps it.
func (a *LevelArt) DrawLayers(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, planes Planes, background bool) {
	if !background || a.BGChunkAt == nil {
		a.Draw(dst, at, r, zoom, planes)
		return
	}
	a.bgOnce.Do(func() {
		a.once.Do(a.build)
		bg := &LevelArt{Patterns: a.Patterns, Blocks: a.Blocks, Chunks: a.Chunks, ChunkBlocks: a.ChunkBlocks,
			Palette: a.Palette, Backdrop: a.Backdrop, ChunkAt: a.BGChunkAt}
		bg.once.Do(func() {}) // shares the built block images
		bg.cache, bg.back = a.cache, a.back
		a.bg = bg
	})
	bg := a.bg
	bg.Draw(dst, at, r, zoom, PlaneLow|PlaneHigh|planes&PlaneBackdrop)
	a.Draw(dst, at, r, zoom, planes&^PlaneBackdrop)
}

// DrawPictureBackground is DrawPicture with the background plane under
// the foreground (package layers' BackgroundPicture interface).
func (a *LevelArt) DrawPictureBackground(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool) {
	p := PlaneBackdrop
	if low {
		p |= PlaneLow
	}
	if high {
		p |= PlaneHigh
	}
	a.DrawLayers(dst, at, r, zoom, p, true)
}

// HasBackground reports whether the art has a background plane.
func (a *LevelArt) HasBackground() bool { return a.BGChunkAt != nil }

// DrawPicture draws the foreground as the preview wants it (package
// layers' Picture interface): the selected priority planes over the
// backdrop colour.
func (a *LevelArt) DrawPicture(dst *image.RGBA, at image.Point, r image.Rectangle, zoom int, low, high bool) {
	p := PlaneBackdrop
	if low {
		p |= PlaneLow
	}
	if high {
		p |= PlaneHigh
	}
	a.Draw(dst, at, r, zoom, p)
}

// BlockImage returns the 16x16 image of block i's selected planes
// (transparent where neither has a pixel), e.g. for a block picker.
func (a *LevelArt) BlockImage(i int, planes Planes) *image.RGBA {
	a.once.Do(a.build)
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	if i < 0 || i >= len(a.Blocks) {
		return img
	}
	c := a.cache[i*blockCache:]
	for k := 0; k < 256; k++ {
		var px uint32
		if planes&PlaneHigh != 0 {
			px = c[256+k]
		}
		if px == 0 && planes&PlaneLow != 0 {
			px = c[k]
		}
		if px == 0 && planes&PlaneBackdrop != 0 {
			px = a.back
		}
		img.Pix[4*k], img.Pix[4*k+1], img.Pix[4*k+2], img.Pix[4*k+3] = uint8(px), uint8(px>>8), uint8(px>>16), uint8(px>>24)
	}
	return img
}

// ChunkImage returns the art of chunk id (mapped by ChunkOf when set): a
// ChunkBlocks*16 pixel square, both planes over the backdrop, or nil when
// there is no such chunk.
func (a *LevelArt) ChunkImage(id int) *image.RGBA {
	ci := id
	if a.ChunkOf != nil {
		ci = a.ChunkOf(id)
	}
	n := a.ChunkBlocks
	if ci < 0 || ci >= len(a.Chunks) || n <= 0 {
		return nil
	}
	one := &LevelArt{Patterns: a.Patterns, Blocks: a.Blocks, Chunks: a.Chunks[ci : ci+1], ChunkBlocks: n,
		Palette: a.Palette, Backdrop: a.Backdrop, Layout: []int{0}, LayoutW: 1, LayoutH: 1}
	a.once.Do(a.build)
	one.once.Do(func() {}) // share the built block images
	one.cache, one.back = a.cache, a.back
	img := image.NewRGBA(image.Rect(0, 0, n*16, n*16))
	one.Draw(img, image.Point{}, img.Rect, 1, AllPlanes)
	return img
}

// BlockNumber returns the block number (BlockRef.Block, the games' 16x16
// block index) placed at cell i (row by row) of the chunk the importer
// numbers id (ChunkOf; unset, an index into Chunks), and whether there is
// such a cell. Sonic 1's objects read it (FindFloor's a1: Marble Zone's
// lava blocks); it allocates nothing.
func (a *LevelArt) BlockNumber(id, i int) (uint16, bool) {
	ci := id
	if a.ChunkOf != nil {
		ci = a.ChunkOf(id)
	}
	if ci < 0 || ci >= len(a.Chunks) || i < 0 || i >= len(a.Chunks[ci].Blocks) {
		return 0, false
	}
	return a.Chunks[ci].Blocks[i].Block, true
}

// Package preview draws a level and the physics' debug overlays into an
// *image.RGBA, with no UI toolkit: collision of path A, B or both coloured by
// solidity or angle, block and chunk grids, art layers, the player's box,
// sensors A-F as the physics guide draws them (docs/physics.md "Solid Tiles" and "Slope Collision"), hitboxes,
// solid boxes, trigger areas, layer switchers (docs/physics.md "Solid Terrain") and the 320x224
// camera view (docs/physics.md "Camera").
//
// Conventions: level coordinates are pixels with the origin at the level's
// top-left, X growing right and Y growing down. A Viewport maps them to the
// destination image (its Rect.Min is the screen origin). A radius r covers
// 2r+1 pixels (docs/physics.md "Basics", "Sizes"). Render reads the level and a Scene (a
// copy of one frame of simulation state) and never changes either.
//
// The debugger's simulation run (rewind, replay, exports, the game camera)
// is package [loopwright/preview/session], built on this one.
package preview

import (
	"image"
	"image/color"

	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// Renderer draws levels and scenes. It keeps scratch buffers between calls
// so that drawing a frame into a reused destination allocates nothing. The
// zero Renderer is ready to use; a Renderer is not safe for concurrent use.
type Renderer struct {
	row []uint8     // one screen row of level pixels
	pic *image.RGBA // one level row of the picture, zoomed out
	buf []byte      // text scratch
	// patched and patchedLayout are the level with the scene's layout
	// patches applied (Scene.Layout), rebuilt for each frame that has
	// any.
	patched       layers.Level
	patchedLayout []layers.ChunkID
	// drawn marks the objects drawn with a sprite this frame; live maps
	// a live object's id to its place in Scene.Live.
	drawn []bool
	live  map[int]int
}

// Render draws the level lvl as vp shows it into dst (the whole of
// dst.Rect), then the overlays of opt.Overlays for scene (which may be
// nil). Pixels outside the level are dark.
func (r *Renderer) Render(dst *image.RGBA, lvl *layers.Level, vp Viewport, scene *Scene, opt Options) {
	c := newCanvas(dst)
	if c.w == 0 {
		return
	}
	c.fill(0, 0, c.w, c.h, colVoid)
	if lvl == nil || lvl.Lib == nil {
		return
	}
	if scene != nil && scene.Layout.N > 0 {
		lvl = r.patchLevel(lvl, &scene.Layout)
	}
	r.drawLevel(&c, dst, lvl, vp, opt)
	r.drawGrids(&c, lvl, vp, opt)
	r.drawOverlays(&c, dst, lvl, vp, scene, opt)
}

// patchLevel returns lvl with the chunks the game's level code wrote
// into its layout this run (p: Sonic 1's Labyrinth 3), as the physics
// reads it: a copy in the Renderer's buffers, lvl itself untouched. The
// level's picture keeps drawing its own chunks.
func (r *Renderer) patchLevel(lvl *layers.Level, p *physics.LayoutPatch) *layers.Level {
	r.patched = *lvl
	r.patchedLayout = append(r.patchedLayout[:0], lvl.Layout...)
	for i := 0; i < p.N && i < physics.MaxLayoutPatches; i++ {
		if k := int(p.At[i]); k >= 0 && k < len(r.patchedLayout) {
			r.patchedLayout[k] = p.ID[i]
		}
	}
	r.patched.Layout = r.patchedLayout
	return &r.patched
}

// drawLevel draws the level area row by row: each level row's colours are
// computed once into a screen row that is copied Zoom times. A level
// picture is drawn first, straight into dst, and the rows are blended
// over it. Zoomed out (vp.Shrink), drawLevelShrunk samples instead.
func (r *Renderer) drawLevel(c *canvas, dst *image.RGBA, lvl *layers.Level, vp Viewport, opt Options) {
	if vp.S() > 1 {
		r.drawLevelShrunk(c, lvl, vp, opt)
		return
	}
	z := vp.Z()
	vis := vp.Visible(c.w, c.h)
	x0, y0 := max(vis.Min.X, 0), max(vis.Min.Y, 0)
	x1, y1 := min(vis.Max.X, lvl.Width*16), min(vis.Max.Y, lvl.Height*16)
	if x0 >= x1 || y0 >= y1 {
		return
	}
	sx0 := (x0 - vp.X) * z
	sx1 := min((x1-vp.X)*z, c.w)
	n := (x1 - x0) * z * 4
	if cap(r.row) < n {
		r.row = make([]uint8, n)
	}
	row := r.row[:n]
	lp := newLevelPaint(lvl, opt)
	if lp.pic {
		at := dst.Rect.Min.Add(image.Pt(sx0, (y0-vp.Y)*z))
		drawPicture(lvl.Picture, opt, dst, at, image.Rect(x0, y0, x1, y1), z)
	}
	for ly := y0; ly < y1; ly++ {
		by, iy := ly>>4, ly&15
		o := 0
		// The picture's pixels of this level row: the row's first screen
		// row, drawn above.
		picRow := c.pix[(ly-vp.Y)*z*c.stride:]
		for bx := x0 >> 4; bx<<4 < x1; bx++ {
			ix0, ix1 := 0, 16
			if bx<<4 < x0 {
				ix0 = x0 - bx<<4
			}
			if bx<<4+16 > x1 {
				ix1 = x1 - bx<<4
			}
			bp := lp.block(bx, by)
			if lp.pic && !bp.haveA && !bp.haveB && lp.picAlpha == 255 {
				// No collision here: the picture's pixels, as drawn.
				n := (ix1 - ix0) * z * 4
				if sx := (bx<<4 + ix0 - vp.X) * z; sx < c.w {
					copy(row[o:o+n], picRow[sx*4:min(sx*4+n, c.w*4)])
				}
				o += n
				continue
			}
			for ix := ix0; ix < ix1; ix++ {
				var pic []uint8
				if lp.pic {
					if sx := (bx<<4 + ix - vp.X) * z; sx < c.w {
						pic = picRow[sx*4 : sx*4+3]
					}
				}
				col := lp.pixel(&bp, ix, iy, bx<<4+ix+ly, pic)
				for k := 0; k < z; k++ {
					row[o], row[o+1], row[o+2], row[o+3] = col.R, col.G, col.B, 255
					o += 4
				}
			}
		}
		line := row[:(sx1-sx0)*4]
		for sy := (ly - vp.Y) * z; sy < (ly-vp.Y+1)*z; sy++ {
			if sy < 0 || sy >= c.h {
				continue
			}
			copy(c.pix[sy*c.stride+sx0*4:], line)
		}
	}
}

// drawLevelShrunk draws the level zoomed out: each screen pixel is the
// level pixel vp.ScreenToLevel gives it, coloured as drawLevel colours
// it. A level picture is drawn one sampled level row at a time.
func (r *Renderer) drawLevelShrunk(c *canvas, lvl *layers.Level, vp Viewport, opt Options) {
	s := vp.S()
	lw, lh := lvl.Width*16, lvl.Height*16
	sx0, sy0 := max(0, intmath.CeilDiv(-vp.X, s)), max(0, intmath.CeilDiv(-vp.Y, s))
	sx1, sy1 := min(c.w, intmath.CeilDiv(lw-vp.X, s)), min(c.h, intmath.CeilDiv(lh-vp.Y, s))
	if sx0 >= sx1 || sy0 >= sy1 {
		return
	}
	lp := newLevelPaint(lvl, opt)
	lx0 := vp.X + sx0*s
	var pic *image.RGBA
	if lp.pic {
		pw := (sx1-sx0-1)*s + 1
		if r.pic == nil || r.pic.Rect.Dx() != pw {
			r.pic = image.NewRGBA(image.Rect(0, 0, pw, 1))
		}
		pic = r.pic
	}
	for sy := sy0; sy < sy1; sy++ {
		ly := vp.Y + sy*s
		by, iy := ly>>4, ly&15
		if pic != nil {
			drawPicture(lvl.Picture, opt, pic, image.Point{}, image.Rect(lx0, ly, lx0+pic.Rect.Dx(), ly+1), 1)
		}
		out := c.pix[sy*c.stride:]
		var bp blockPaint
		lastBX := -1
		for sx := sx0; sx < sx1; sx++ {
			lx := vp.X + sx*s
			bx := lx >> 4
			if bx != lastBX {
				bp, lastBX = lp.block(bx, by), bx
			}
			var pp []uint8
			if pic != nil {
				k := (lx - lx0) * 4
				pp = pic.Pix[k : k+3]
			}
			col := lp.pixel(&bp, lx&15, iy, lx+ly, pp)
			o := sx * 4
			out[o], out[o+1], out[o+2], out[o+3] = col.R, col.G, col.B, 255
		}
	}
}

// levelPaint is what colouring the level's pixels needs of the options.
type levelPaint struct {
	lvl                *layers.Level
	opt                Options
	pic, art, col      bool // draw the picture, the art colours, the collision
	picAlpha, colAlpha int
}

func newLevelPaint(lvl *layers.Level, opt Options) levelPaint {
	lp := levelPaint{lvl: lvl, opt: opt}
	lp.pic = opt.Overlays.Has(OverlayPicture) && lvl.Picture != nil
	lp.art = opt.Overlays.Has(OverlayArt) && len(lvl.Art) > 0 && !lp.pic
	lp.col = opt.Overlays.Has(OverlayCollision)
	if lp.pic {
		lp.picAlpha = percent(opt.PictureOpacity, 100)
		lp.colAlpha = percent(opt.CollisionOpacity, DefaultCollisionOpacity)
	}
	return lp
}

// blockPaint is one block's part of the colouring: its background (art
// colour or the level's) and its cells on the paths shown.
type blockPaint struct {
	base         color.RGBA
	art          uint32
	ca, cb       layers.Cell
	ma, mb       *heightmask.Mask
	cola, colb   color.RGBA
	haveA, haveB bool
}

// block returns block (bx, by)'s colouring.
func (lp *levelPaint) block(bx, by int) blockPaint {
	b := blockPaint{base: colBackground}
	if lp.art {
		b.art = artGID(lp.lvl, bx, by)
		if b.art != 0 {
			b.base = artColour(b.art)
		}
	}
	if lp.col {
		if lp.opt.Paths != PathsB {
			b.ca, b.ma = lp.lvl.Cell(layers.PathA, bx, by)
			b.haveA = b.ca.Tile != 0
			if b.haveA {
				b.cola = tileColour(b.ca, b.ma, lp.opt.AngleColours)
			}
		}
		if lp.opt.Paths != PathsA {
			b.cb, b.mb = lp.lvl.Cell(layers.PathB, bx, by)
			b.haveB = b.cb.Tile != 0
			if b.haveB {
				b.colb = tileColour(b.cb, b.mb, lp.opt.AngleColours)
			}
		}
	}
	return b
}

// pixel returns the colour of pixel (ix, iy) of block b; diag is the level
// pixel's x + y (path B's stripes); pic is the picture's pixel there (RGB),
// nil when none is drawn.
func (lp *levelPaint) pixel(b *blockPaint, ix, iy, diag int, pic []uint8) color.RGBA {
	col := b.base
	if b.art != 0 && (ix == 0 || iy == 0) {
		col = dim(b.base, 4, 5)
	}
	if pic != nil {
		col = color.RGBA{pic[0], pic[1], pic[2], 255}
		if lp.picAlpha < 255 {
			col = mix(b.base, col, lp.picAlpha)
		}
	}
	myA, myB := iy, iy
	if b.ca.YFlip {
		myA = 15 - iy
	}
	if b.cb.YFlip {
		myB = 15 - iy
	}
	sa := b.haveA && b.ma.Solid(flipIdx(ix, b.ca.XFlip), myA)
	sb := b.haveB && b.mb.Solid(flipIdx(ix, b.cb.XFlip), myB)
	var sc color.RGBA
	switch {
	case sa && sb:
		sc = b.cola
	case sa:
		if lp.opt.Paths == PathsBoth {
			sc = dim(b.cola, 3, 5)
		} else {
			sc = b.cola
		}
	case sb && (lp.opt.Paths == PathsB || (diag>>1)&1 == 0):
		sc = b.colb
	default:
		return col
	}
	if lp.pic {
		return mix(col, sc, lp.colAlpha)
	}
	return sc
}

func flipIdx(i int, flip bool) int {
	if flip {
		return 15 - i
	}
	return i
}

// tileColour returns the fill of a placed tile: by angle (after the cell's
// flips) or by the cell's solidity.
func tileColour(c layers.Cell, m *heightmask.Mask, byAngle bool) color.RGBA {
	if byAngle {
		return AngleColour(heightmask.FlipAngle(m.TileAngle(), c.XFlip, c.YFlip))
	}
	return SolidityColour(c.Solidity)
}

// SolidityColour returns the collision fill of a solidity: all grey, top
// tan, sides violet, none dark.
func SolidityColour(s heightmask.Solidity) color.RGBA {
	switch s {
	case heightmask.SolidTop:
		return colSolidTop
	case heightmask.SolidSides:
		return colSolidSides
	case heightmask.SolidNone:
		return colSolidNone
	}
	return colSolidAll
}

// artGID returns the topmost non-empty art GID at block (bx, by), without
// its flip flags, or 0.
func artGID(lvl *layers.Level, bx, by int) uint32 {
	i := by*lvl.Width + bx
	for k := len(lvl.Art) - 1; k >= 0; k-- {
		cells := lvl.Art[k].Cells
		if i < len(cells) {
			if g := cells[i] & 0x0FFFFFFF; g != 0 {
				return g
			}
		}
	}
	return 0
}

// artColour is a muted flat colour per art tile id.
func artColour(gid uint32) color.RGBA {
	h := gid * 2654435761
	return color.RGBA{uint8(50 + h>>24%60), uint8(60 + h>>16%60), uint8(55 + h>>8%60), 255}
}

// minGridStep is the closest two grid lines are drawn, in screen pixels:
// zoomed out further, a grid is left out.
const minGridStep = 6

// drawGrids blends the block grid (every 16 px) and the chunk grid (every
// chunk) over the level area; zoomed out, only grids whose lines are at
// least minGridStep screen pixels apart.
func (r *Renderer) drawGrids(c *canvas, lvl *layers.Level, vp Viewport, opt Options) {
	if !opt.BlockGrid && !opt.ChunkGrid {
		return
	}
	z := vp.Z()
	lx0, ly0, lx1, ly1 := vp.pixRect(0, 0, lvl.Width*16-1, lvl.Height*16-1)
	vis := vp.Visible(c.w, c.h)
	cs := lvl.Lib.ChunkBlocks * 16
	if cs <= 0 {
		cs = 128
	}
	gridLine := func(step int, col color.RGBA, a, t int) {
		if step < minGridStep*vp.S() {
			return // zoomed out too far: the lines would hide the level
		}
		for x := max(0, intmath.FloorDiv(vis.Min.X, step)*step); x <= min(vis.Max.X, lvl.Width*16); x += step {
			sx, _ := vp.LevelToScreen(x, 0)
			c.blend(sx, max(ly0, 0), sx+t, min(ly1, c.h), col, a)
		}
		for y := max(0, intmath.FloorDiv(vis.Min.Y, step)*step); y <= min(vis.Max.Y, lvl.Height*16); y += step {
			_, sy := vp.LevelToScreen(0, y)
			c.blend(max(lx0, 0), sy, min(lx1, c.w), sy+t, col, a)
		}
	}
	if opt.BlockGrid {
		gridLine(16, colBlockGrid, 70, 1)
	}
	if opt.ChunkGrid {
		t := 1
		if z >= 4 {
			t = 2
		}
		gridLine(cs, colChunkGrid, 80, t)
	}
}

// drawPicture draws a level picture's selected planes, with its background
// plane under them unless opt hides it.
func drawPicture(p layers.Picture, opt Options, dst *image.RGBA, at image.Point, r image.Rectangle, z int) {
	pp := opt.PicturePlanes
	low, high := pp == PictureBoth || pp == PictureLow, pp == PictureBoth || pp == PictureHigh
	if bp, ok := p.(layers.BackgroundPicture); ok && !opt.PictureNoBackground && bp.HasBackground() {
		bp.DrawPictureBackground(dst, at, r, z, low, high)
		return
	}
	p.DrawPicture(dst, at, r, z, low, high)
}

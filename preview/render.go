// Package preview draws a level and the physics' debug overlays into an
// *image.RGBA, with no UI toolkit: collision of path A, B or both coloured by
// solidity or angle, block and chunk grids, art layers, the player's box,
// sensors A-F as the physics guide draws them (sections 5 and 7), hitboxes,
// solid boxes, trigger areas, layer switchers (section 6) and the 320x224
// camera view (section 20).
//
// Conventions: level coordinates are pixels with the origin at the level's
// top-left, X growing right and Y growing down. A Viewport maps them to the
// destination image (its Rect.Min is the screen origin). A radius r covers
// 2r+1 pixels (section 2, "Sizes"). Render reads the level and a Scene (a
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
)

// Renderer draws levels and scenes. It keeps scratch buffers between calls
// so that drawing a frame into a reused destination allocates nothing. The
// zero Renderer is ready to use; a Renderer is not safe for concurrent use.
type Renderer struct {
	row []uint8 // one screen row of level pixels
	buf []byte  // text scratch
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
	r.drawLevel(&c, dst, lvl, vp, opt)
	r.drawGrids(&c, lvl, vp, opt)
	r.drawOverlays(&c, lvl, vp, scene, opt)
}

// drawLevel draws the level area row by row: each level row's colours are
// computed once into a screen row that is copied Zoom times. A level
// picture is drawn first, straight into dst, and the rows are blended
// over it.
func (r *Renderer) drawLevel(c *canvas, dst *image.RGBA, lvl *layers.Level, vp Viewport, opt Options) {
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
	drawPic := opt.Overlays.Has(OverlayPicture) && lvl.Picture != nil
	drawArt := opt.Overlays.Has(OverlayArt) && len(lvl.Art) > 0 && !drawPic
	drawCol := opt.Overlays.Has(OverlayCollision)
	var picAlpha, colAlpha int
	if drawPic {
		at := dst.Rect.Min.Add(image.Pt(sx0, (y0-vp.Y)*z))
		lvl.Picture.DrawPicture(dst, at, image.Rect(x0, y0, x1, y1), z, opt.PicturePlanes != PictureHigh, opt.PicturePlanes != PictureLow)
		picAlpha = percent(opt.PictureOpacity, 100)
		colAlpha = percent(opt.CollisionOpacity, DefaultCollisionOpacity)
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
			base := colBackground
			var art uint32
			if drawArt {
				art = artGID(lvl, bx, by)
				if art != 0 {
					base = artColour(art)
				}
			}
			var ca, cb layers.Cell
			var ma, mb *heightmask.Mask
			var cola, colb color.RGBA
			haveA, haveB := false, false
			if drawCol {
				if opt.Paths != PathsB {
					ca, ma = lvl.Cell(layers.PathA, bx, by)
					haveA = ca.Tile != 0
					if haveA {
						cola = tileColour(ca, ma, opt.AngleColours)
					}
				}
				if opt.Paths != PathsA {
					cb, mb = lvl.Cell(layers.PathB, bx, by)
					haveB = cb.Tile != 0
					if haveB {
						colb = tileColour(cb, mb, opt.AngleColours)
					}
				}
			}
			if drawPic && !haveA && !haveB && picAlpha == 255 {
				// No collision here: the picture's pixels, as drawn.
				n := (ix1 - ix0) * z * 4
				if sx := (bx<<4 + ix0 - vp.X) * z; sx < c.w {
					copy(row[o:o+n], picRow[sx*4:min(sx*4+n, c.w*4)])
				}
				o += n
				continue
			}
			myA, myB := iy, iy
			if ca.YFlip {
				myA = 15 - iy
			}
			if cb.YFlip {
				myB = 15 - iy
			}
			for ix := ix0; ix < ix1; ix++ {
				col := base
				if art != 0 && (ix == 0 || iy == 0) {
					col = dim(base, 4, 5)
				}
				if drawPic {
					if sx := (bx<<4 + ix - vp.X) * z; sx < c.w {
						p := picRow[sx*4 : sx*4+3]
						col = color.RGBA{p[0], p[1], p[2], 255}
						if picAlpha < 255 {
							col = mix(base, col, picAlpha)
						}
					}
				}
				sa := haveA && ma.Solid(flipIdx(ix, ca.XFlip), myA)
				sb := haveB && mb.Solid(flipIdx(ix, cb.XFlip), myB)
				solid, sc := true, col
				switch {
				case sa && sb:
					sc = cola
				case sa:
					if opt.Paths == PathsBoth {
						sc = dim(cola, 3, 5)
					} else {
						sc = cola
					}
				case sb && (opt.Paths == PathsB || ((bx<<4+ix+ly)>>1)&1 == 0):
					sc = colb
				default:
					solid = false
				}
				if solid {
					if drawPic {
						col = mix(col, sc, colAlpha)
					} else {
						col = sc
					}
				}
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

// drawGrids blends the block grid (every 16 px) and the chunk grid (every
// chunk) over the level area.
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
		for x := max(0, intmath.FloorDiv(vis.Min.X, step)*step); x <= min(vis.Max.X, lvl.Width*16); x += step {
			sx := (x - vp.X) * z
			c.blend(sx, max(ly0, 0), sx+t, min(ly1, c.h), col, a)
		}
		for y := max(0, intmath.FloorDiv(vis.Min.Y, step)*step); y <= min(vis.Max.Y, lvl.Height*16); y += step {
			sy := (y - vp.Y) * z
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

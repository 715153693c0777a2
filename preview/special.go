package preview

import (
	"image"
	"image/color"
	"image/draw"

	"loopwright/hexangle"
	"loopwright/internal/intmath"
	"loopwright/specialstage"
)

// Special stage colours (our own; no game art).
var (
	specialEmpty   = color.RGBA{24, 24, 48, 255}
	specialOutside = color.RGBA{60, 60, 72, 255}
	specialPlayer  = color.RGBA{40, 90, 230, 255}
)

// SpecialColor returns the colour a special-stage block is drawn in (the
// editor's palette swatches use it too).
func SpecialColor(b specialstage.Block) color.RGBA {
	switch {
	case b == specialstage.Empty:
		return specialEmpty
	case b >= specialstage.Solid && b <= 0x24:
		return color.RGBA{150, 150, 170, 255}
	case b >= specialstage.Glass1 && b <= specialstage.Glass4:
		// Paler with each hit.
		k := uint8(b - specialstage.Glass1)
		return color.RGBA{120 + 30*k, 200 + 10*k, 230, 255}
	case b >= specialstage.Zone1 && b <= specialstage.Zone6:
		return color.RGBA{200, 140, 60, 255}
	case b >= specialstage.Emerald && b <= specialstage.Emerald6:
		return [...]color.RGBA{{60, 120, 240, 255}, {240, 240, 90, 255}, {230, 90, 200, 255},
			{80, 220, 90, 255}, {240, 70, 60, 255}, {200, 200, 220, 255}}[b-specialstage.Emerald]
	case b >= specialstage.RingSparkle && b < specialstage.GhostSwitch:
		return color.RGBA{255, 255, 200, 255}
	case b >= specialstage.GlassCrack && b <= specialstage.LastBlock:
		return color.RGBA{230, 250, 255, 255}
	}
	switch b {
	case specialstage.Bumper:
		return color.RGBA{230, 60, 160, 255}
	case specialstage.BumperHit1, specialstage.BumperHit2:
		return color.RGBA{255, 150, 220, 255}
	case specialstage.WBlock:
		return color.RGBA{110, 170, 110, 255}
	case specialstage.Goal:
		return color.RGBA{240, 240, 240, 255}
	case specialstage.OneUp:
		return color.RGBA{90, 160, 255, 255}
	case specialstage.Up:
		return color.RGBA{60, 200, 90, 255}
	case specialstage.Down:
		return color.RGBA{40, 110, 60, 255}
	case specialstage.Reverse:
		return color.RGBA{230, 80, 60, 255}
	case specialstage.ReverseFlash:
		return color.RGBA{255, 180, 160, 255}
	case specialstage.RedWhite:
		return color.RGBA{220, 120, 120, 255}
	case specialstage.Ring:
		return color.RGBA{250, 210, 40, 255}
	case specialstage.Ghost:
		return color.RGBA{120, 110, 150, 255}
	case specialstage.GhostSwitch:
		return color.RGBA{70, 60, 110, 255}
	case specialstage.InvisibleWall:
		return color.RGBA{50, 50, 80, 255}
	}
	return color.RGBA{255, 0, 255, 255}
}

// SpecialBlockImage draws block b into r of img as the views show it: a
// solid block fills r, an item (not solid) is a smaller square in the
// middle, glass has a frame, up/down carry an arrow, R a stripe.
func SpecialBlockImage(img draw.Image, r image.Rectangle, b specialstage.Block) {
	c := SpecialColor(b)
	bs := r.Dx()
	if !b.Solid() && b != specialstage.Empty {
		draw.Draw(img, r, &image.Uniform{specialEmpty}, image.Point{}, draw.Src)
		draw.Draw(img, r.Inset(bs/3), &image.Uniform{c}, image.Point{}, draw.Src)
		return
	}
	draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
	dark := color.RGBA{c.R / 2, c.G / 2, c.B / 2, 255}
	switch {
	case b >= specialstage.Glass1 && b <= specialstage.Glass4:
		outlineImg(img, r.Inset(bs/6), dark)
	case b == specialstage.Up || b == specialstage.Down:
		// A triangle pointing up or down.
		for i := 0; i < bs/3; i++ {
			y := r.Min.Y + bs/3 + i
			if b == specialstage.Down {
				y = r.Max.Y - bs/3 - i - 1
			}
			cx := r.Min.X + bs/2
			draw.Draw(img, image.Rect(cx-i, y, cx+i+1, y+1), &image.Uniform{dark}, image.Point{}, draw.Src)
		}
	case b == specialstage.Reverse || b == specialstage.Goal || b == specialstage.WBlock:
		draw.Draw(img, image.Rect(r.Min.X+bs/4, r.Min.Y+bs/2-bs/12, r.Max.X-bs/4, r.Min.Y+bs/2+bs/12+1), &image.Uniform{dark}, image.Point{}, draw.Src)
	case b == specialstage.Bumper:
		draw.Draw(img, r.Inset(bs/3), &image.Uniform{color.RGBA{255, 255, 255, 255}}, image.Point{}, draw.Src)
	case b == specialstage.InvisibleWall:
		outlineImg(img, r.Inset(1), color.RGBA{150, 150, 170, 255})
	}
}

// SpecialStage draws a special stage (docs/physics.md "Special Stage") as the physics
// sees it: the unrotated grid of blocks as they are in st (collected rings
// gone, up/down blocks swapped, glass cracking), the player's 2x2
// tile-check box (red while block_hitting), the current block outlined,
// the player's centre, and the gravity direction as a line from the
// centre (the stage's snapped angle). zoom is pixels per level pixel (1
// or more). Drawing changes nothing.
func SpecialStage(stage *specialstage.Stage, st *specialstage.State, zoom int) *image.RGBA {
	img := SpecialGrid(stage, st, zoom)
	SpecialOverlay(img, st, max(zoom, 1), image.Point{})
	return img
}

// SpecialGrid draws the unrotated grid of blocks as they are in st, at
// zoom, without the player's overlays.
func SpecialGrid(stage *specialstage.Stage, st *specialstage.State, zoom int) *image.RGBA {
	zoom = max(zoom, 1)
	bs := specialstage.BlockSize * zoom
	img := image.NewRGBA(image.Rect(0, 0, stage.W*bs, stage.H*bs))
	for y := 0; y < stage.H; y++ {
		for x := 0; x < stage.W; x++ {
			b := specialstage.Empty
			if i := y*stage.W + x; i < len(st.Blocks) {
				b = st.Blocks[i]
			}
			SpecialBlockImage(img, image.Rect(x*bs, y*bs, (x+1)*bs, (y+1)*bs), b)
		}
	}
	return img
}

// SpecialOverlay draws the player's overlays onto an unrotated stage
// image whose block (0, 0) is at origin: the tile-check box, the current
// block, the centre and the gravity line.
func SpecialOverlay(img *image.RGBA, st *specialstage.State, zoom int, origin image.Point) {
	bs := specialstage.BlockSize * zoom
	px, py := origin.X+int(st.X>>16)*zoom, origin.Y+int(st.Y>>16)*zoom
	if st.CurX >= 0 {
		r := image.Rect(st.CurX*bs, st.CurY*bs, (st.CurX+1)*bs, (st.CurY+1)*bs).Add(origin)
		outlineImg(img, r, color.RGBA{255, 230, 0, 255})
		outlineImg(img, r.Inset(1), color.RGBA{255, 230, 0, 255})
	}
	// The tile check's reach: 12 pixels each side of the centre.
	box := image.Rect(px-12*zoom, py-12*zoom, px+12*zoom, py+12*zoom)
	col := color.RGBA{255, 255, 255, 255}
	if st.Hitting {
		col = color.RGBA{255, 80, 80, 255}
	}
	outlineImg(img, box, col)
	draw.Draw(img, image.Rect(px-zoom, py-zoom, px+zoom+1, py+zoom+1), &image.Uniform{color.RGBA{255, 0, 0, 255}}, image.Point{}, draw.Src)
	// Gravity: (sin, cos) of the snapped angle (Obj09_Fall).
	a := int(st.Snapped())
	for i := 0; i < 20*zoom; i++ {
		x := px + hexangle.Sin(a)*i/256
		y := py + hexangle.Cos(a)*i/256
		if (image.Point{x, y}).In(img.Rect) {
			img.SetRGBA(x, y, color.RGBA{255, 255, 255, 255})
		}
	}
}

// SpecialStageRotated draws the stage as the game shows it (SS_ShowLayout):
// a w x h view (zoom pixels per stage pixel) centred on the player, the
// blocks turned around the player by the snapped stage angle (angle &
// $FC), so the gravity always points down the screen; the player is a
// ball at the centre. Blocks outside the grid (solid to the physics) are
// drawn grey; invisible walls ($FF) are not drawn, as in the game.
// Drawing changes nothing.
func SpecialStageRotated(stage *specialstage.Stage, st *specialstage.State, w, h, zoom int) *image.RGBA {
	zoom = max(zoom, 1)
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	a := int(st.Snapped())
	sin, cos := hexangle.Sin(a), hexangle.Cos(a)
	X, Y := int(st.X>>16), int(st.Y>>16)
	cx, cy := w/2, h/2
	den := 256 * zoom
	const bs = specialstage.BlockSize
	// One block drawn at 24x24 is the sample source: solid/item shapes.
	var tiles = map[specialstage.Block]*image.RGBA{}
	tile := func(b specialstage.Block) *image.RGBA {
		t, ok := tiles[b]
		if !ok {
			t = image.NewRGBA(image.Rect(0, 0, bs, bs))
			SpecialBlockImage(t, t.Rect, b)
			tiles[b] = t
		}
		return t
	}
	for py := 0; py < h; py++ {
		v := py - cy
		for px := 0; px < w; px++ {
			u := px - cx
			// Screen = R(angle) * (stage - player); invert R.
			sx := X + intmath.FloorDiv(cos*u+sin*v, den)
			sy := Y + intmath.FloorDiv(-sin*u+cos*v, den)
			gx, gy := intmath.FloorDiv(sx, bs), intmath.FloorDiv(sy, bs)
			var c color.RGBA
			if gx < 0 || gy < 0 || gx >= stage.W || gy >= stage.H || gy*stage.W+gx >= len(st.Blocks) {
				c = specialOutside
			} else {
				b := st.Blocks[gy*stage.W+gx]
				if b > specialstage.LastBlock { // SS_ShowLayout draws ids up to $4E
					b = specialstage.Empty
				}
				c = tile(b).RGBAAt(sx-gx*bs, sy-gy*bs)
			}
			img.SetRGBA(px, py, c)
		}
	}
	// The player: a ball of radius 12 (the tile check's reach).
	r := 12 * zoom
	ring := color.RGBA{255, 255, 255, 255}
	if st.Hitting {
		ring = color.RGBA{255, 80, 80, 255}
	}
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			d := dx*dx + dy*dy
			switch {
			case d <= (r-zoom)*(r-zoom):
				img.SetRGBA(cx+dx, cy+dy, specialPlayer)
			case d <= r*r:
				img.SetRGBA(cx+dx, cy+dy, ring)
			}
		}
	}
	return img
}

// outlineImg draws r's border in c, clipped to img.
func outlineImg(img draw.Image, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return
	}
	u := &image.Uniform{c}
	draw.Draw(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+1), u, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(r.Min.X, r.Max.Y-1, r.Max.X, r.Max.Y), u, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+1, r.Max.Y), u, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(r.Max.X-1, r.Min.Y, r.Max.X, r.Max.Y), u, image.Point{}, draw.Src)
}

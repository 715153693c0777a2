package sprite

import (
	"image"

	"loopwright/internal/intmath"
	"loopwright/mdart"
)

// Sprite is a rendered frame: W x H pixels, each a CRAM index (palette
// line * 16 + colour), 0 transparent, with its top-left corner at (X, Y)
// from the object's position.
type Sprite struct {
	X, Y, W, H int
	Pix        []uint8
}

// MaxSize bounds a sprite's width and height in pixels (a piece reaches
// at most 32 pixels past a 16-bit offset).
const MaxSize = 1024

// Render draws frame fr with patterns pats: each piece's patterns column
// by column from its pattern word's index, flipped as its word says, in
// palette line (the word's line + startPal) mod 4, as SonLVL's
// MapFrameToBmp draws them. A pattern index past pats is left
// transparent; the earlier piece is on top. An empty frame, or one larger
// than MaxSize, gives nil.
func Render(fr Frame, pats []mdart.Pattern, startPal int) *Sprite {
	if len(fr) == 0 {
		return nil
	}
	x0, y0, x1, y1 := fr[0].X, fr[0].Y, fr[0].X, fr[0].Y
	for _, p := range fr {
		x0, y0 = min(x0, p.X), min(y0, p.Y)
		x1, y1 = max(x1, p.X+p.W*8), max(y1, p.Y+p.H*8)
	}
	if x1-x0 > MaxSize || y1-y0 > MaxSize {
		return nil
	}
	s := &Sprite{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	s.Pix = make([]uint8, s.W*s.H)
	for i := len(fr) - 1; i >= 0; i-- { // the first piece drawn last, on top
		p := fr[i]
		line := uint8((p.Tile.Palette()+startPal)&3) * 16
		pw, ph := p.W*8, p.H*8
		for py := 0; py < ph; py++ {
			ty := py
			if p.Tile.YFlip() {
				ty = ph - 1 - py
			}
			row := s.Pix[(p.Y-y0+py)*s.W+p.X-x0:]
			for px := 0; px < pw; px++ {
				tx := px
				if p.Tile.XFlip() {
					tx = pw - 1 - px
				}
				idx := p.Tile.Index() + (tx>>3)*p.H + ty>>3
				if idx >= len(pats) {
					continue
				}
				if c := pats[idx][(ty&7)*8+tx&7]; c != 0 {
					row[px] = line | c
				}
			}
		}
	}
	return s
}

// Flip returns s mirrored about the object's position: left-right when x,
// top-bottom when y, as an object placed with its flip flags is drawn (a
// pixel dx right of the position lands at -1-dx). s is not changed.
func (s *Sprite) Flip(x, y bool) *Sprite {
	if s == nil || (!x && !y) {
		return s
	}
	r := &Sprite{X: s.X, Y: s.Y, W: s.W, H: s.H, Pix: make([]uint8, len(s.Pix))}
	if x {
		r.X = -(s.X + s.W)
	}
	if y {
		r.Y = -(s.Y + s.H)
	}
	for j := 0; j < s.H; j++ {
		sj := j
		if y {
			sj = s.H - 1 - j
		}
		for i := 0; i < s.W; i++ {
			si := i
			if x {
				si = s.W - 1 - i
			}
			r.Pix[j*s.W+i] = s.Pix[sj*s.W+si]
		}
	}
	return r
}

// Bounds returns the sprite's rectangle relative to the object's position.
func (s *Sprite) Bounds() image.Rectangle {
	return image.Rect(s.X, s.Y, s.X+s.W, s.Y+s.H)
}

// Draw paints s's opaque pixels into dst with palette pal (CRAM index to
// 32-bit RGBA, little-endian: R in the low byte), the object's position
// landing on dst pixel at, clipped to dst.Rect. Each sprite pixel is a
// zoom x zoom square; when shrink > 1 the sprite is zoomed out instead:
// dst pixel (at + k) shows sprite pixel k*shrink from the position, as a
// zoomed-out view samples the level. It allocates nothing.
func (s *Sprite) Draw(dst *image.RGBA, at image.Point, zoom, shrink int, pal *[64]uint32) {
	if s == nil {
		return
	}
	zoom = max(zoom, 1)
	if shrink > 1 {
		s.drawShrunk(dst, at, shrink, pal)
		return
	}
	r := image.Rect(at.X+s.X*zoom, at.Y+s.Y*zoom, at.X+(s.X+s.W)*zoom, at.Y+(s.Y+s.H)*zoom).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	for dy := r.Min.Y; dy < r.Max.Y; dy++ {
		j := intmath.FloorDiv(dy-at.Y, zoom) - s.Y
		src := s.Pix[j*s.W:]
		o := dst.PixOffset(r.Min.X, dy)
		for dx := r.Min.X; dx < r.Max.X; dx, o = dx+1, o+4 {
			c := src[intmath.FloorDiv(dx-at.X, zoom)-s.X]
			if c == 0 {
				continue
			}
			v := pal[c&63]
			dst.Pix[o], dst.Pix[o+1], dst.Pix[o+2], dst.Pix[o+3] = uint8(v), uint8(v>>8), uint8(v>>16), uint8(v>>24)
		}
	}
}

func (s *Sprite) drawShrunk(dst *image.RGBA, at image.Point, k int, pal *[64]uint32) {
	sx0, sy0 := intmath.CeilDiv(s.X, k), intmath.CeilDiv(s.Y, k)
	sx1, sy1 := intmath.CeilDiv(s.X+s.W, k), intmath.CeilDiv(s.Y+s.H, k)
	r := image.Rect(at.X+sx0, at.Y+sy0, at.X+sx1, at.Y+sy1).Intersect(dst.Rect)
	for dy := r.Min.Y; dy < r.Max.Y; dy++ {
		j := (dy-at.Y)*k - s.Y
		o := dst.PixOffset(r.Min.X, dy)
		for dx := r.Min.X; dx < r.Max.X; dx, o = dx+1, o+4 {
			c := s.Pix[j*s.W+(dx-at.X)*k-s.X]
			if c == 0 {
				continue
			}
			v := pal[c&63]
			dst.Pix[o], dst.Pix[o+1], dst.Pix[o+2], dst.Pix[o+3] = uint8(v), uint8(v>>8), uint8(v>>16), uint8(v>>24)
		}
	}
}

package preview

import (
	"image"
	"image/color"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// fontFace is a pre-rasterized monospace font: the printable ASCII glyphs of
// Go Mono Bold as alpha masks, each with a one-pixel dilated outline mask, so
// that drawing text costs a few table reads and allocates nothing.
type fontFace struct {
	cellW, cellH int // glyph cell (the advance and the line height)
	ascent       int
	glyph        [95][]uint8 // cellW*cellH alpha per printable rune
	outline      [95][]uint8 // (cellW+2)*(cellH+2) dilated alpha
}

var (
	faceOnce  sync.Once
	faceSmall *fontFace // labels (about 10 px)
	faceLarge *fontFace // labels at zoom 4 and more, the legend title
)

func faces() (small, large *fontFace) {
	faceOnce.Do(func() {
		f, err := opentype.Parse(gomonobold.TTF)
		if err != nil {
			panic("preview: embedded Go Mono Bold does not parse: " + err.Error())
		}
		faceSmall = rasterize(f, 9.5)
		faceLarge = rasterize(f, 13)
	})
	return faceSmall, faceLarge
}

func rasterize(f *opentype.Font, size float64) *fontFace {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("preview: font face: " + err.Error())
	}
	defer func() { _ = face.Close() }() // frees nothing that can fail
	m := face.Metrics()
	adv, _ := face.GlyphAdvance('M')
	ff := &fontFace{
		cellW:  adv.Ceil(),
		ascent: m.Ascent.Ceil(),
	}
	ff.cellH = ff.ascent + m.Descent.Ceil()
	img := image.NewAlpha(image.Rect(0, 0, ff.cellW, ff.cellH))
	d := &font.Drawer{Dst: img, Src: image.Opaque, Face: face}
	for r := rune(32); r < 127; r++ {
		draw.Draw(img, img.Bounds(), image.Transparent, image.Point{}, draw.Src)
		d.Dot = fixed.P(0, ff.ascent)
		d.DrawString(string(r))
		g := make([]uint8, ff.cellW*ff.cellH)
		copy(g, img.Pix)
		ff.glyph[r-32] = g
		ow, oh := ff.cellW+2, ff.cellH+2
		o := make([]uint8, ow*oh)
		for y := 0; y < ff.cellH; y++ {
			for x := 0; x < ff.cellW; x++ {
				a := g[y*ff.cellW+x]
				if a < 40 {
					continue
				}
				for dy := 0; dy < 3; dy++ {
					for dx := 0; dx < 3; dx++ {
						i := (y+dy)*ow + x + dx
						if o[i] < a {
							o[i] = a
						}
					}
				}
			}
		}
		ff.outline[r-32] = o
	}
	return ff
}

// textWidth returns the width in pixels of n characters.
func (f *fontFace) textWidth(n int) int { return n * f.cellW }

// drawText draws s with its top-left corner at (x, y) in colour col over a
// dark outline, and returns the width drawn. Characters outside printable
// ASCII are drawn as '?'.
func (c *canvas) drawText(f *fontFace, x, y int, s []byte, col color.RGBA) int {
	if c.w == 0 || y >= c.h || y+f.cellH+1 < 0 {
		return f.textWidth(len(s))
	}
	shadow := colShadow
	for pass := 0; pass < 2; pass++ {
		cx := x
		for _, ch := range s {
			if ch < 32 || ch > 126 {
				ch = '?'
			}
			if pass == 0 {
				c.alphaMask(cx-1, y-1, f.cellW+2, f.cellH+2, f.outline[ch-32], shadow, 200)
			} else {
				c.alphaMask(cx, y, f.cellW, f.cellH, f.glyph[ch-32], col, 255)
			}
			cx += f.cellW
		}
	}
	return f.textWidth(len(s))
}

// alphaMask blends col through a w x h alpha mask placed at (x, y), scaled
// by strength/255.
func (c *canvas) alphaMask(x, y, w, h int, mask []uint8, col color.RGBA, strength int) {
	x0, y0, x1, y1 := x, y, x+w, y+h
	if x0 < 0 {
		x0 = 0
	}
	if y0 < 0 {
		y0 = 0
	}
	if x1 > c.w {
		x1 = c.w
	}
	if y1 > c.h {
		y1 = c.h
	}
	if x0 >= x1 || y0 >= y1 {
		return
	}
	for py := y0; py < y1; py++ {
		row := mask[(py-y)*w:]
		p := c.pix[py*c.stride+x0*4:]
		for px := x0; px < x1; px, p = px+1, p[4:] {
			a := int(row[px-x]) * strength / 255
			if a == 0 {
				continue
			}
			blendPix(p, col, a)
		}
	}
}

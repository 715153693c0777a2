// Command icon draws Loopwright's application icon, Icon.png: a stylised
// loop on a track over a 16x16 tile grid, with the player as a dot on the
// loop. It uses only the standard library (4x4 supersampling for smooth
// edges).
//
//	go run ./scripts/icon -out Icon.png
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

const size = 512

type rgba struct{ r, g, b, a float64 }

var (
	bg     = rgba{0x1c, 0x20, 0x26, 255}
	grid   = rgba{0x2e, 0x36, 0x40, 255}
	track  = rgba{0x3f, 0xa7, 0xd6, 255}
	inner  = rgba{0x6c, 0xc0, 0x7a, 255}
	player = rgba{0xf2, 0xc9, 0x4c, 255}
)

// sample returns the colour at (x, y) in icon pixels, or a transparent
// colour outside the rounded square.
func sample(x, y float64) rgba {
	// Rounded square.
	const rad, m = 100.0, 16.0
	cx := math.Max(math.Max(m+rad-x, x-(size-m-rad)), 0)
	cy := math.Max(math.Max(m+rad-y, y-(size-m-rad)), 0)
	if x < m || y < m || x > size-m || y > size-m || cx*cx+cy*cy > rad*rad {
		return rgba{}
	}
	c := bg
	// A faint 16x16 tile grid.
	if math.Mod(x-m, 30) < 2 || math.Mod(y-m, 30) < 2 {
		c = grid
	}
	// The loop: a ring standing on the track.
	lx, ly := 256.0, 236.0
	d := math.Hypot(x-lx, y-ly)
	if d > 132 && d < 176 {
		c = track
	}
	// The loop's inner lane (path B), a thinner ring.
	if d > 118 && d < 128 && y < ly+60 {
		c = inner
	}
	// The track below, meeting the loop's bottom.
	if y > 372 && y < 412 && x > 40 && x < size-40 {
		c = track
	}
	// The player, a dot on the loop at 45 degrees up the right side.
	px, py := lx+154*math.Cos(-math.Pi/4), ly+154*math.Sin(-math.Pi/4)
	if math.Hypot(x-px, y-py) < 34 {
		c = player
	}
	return c
}

func draw() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var acc rgba
			for j := 0; j < ss; j++ {
				for i := 0; i < ss; i++ {
					s := sample(float64(x)+(float64(i)+0.5)/ss, float64(y)+(float64(j)+0.5)/ss)
					acc.r += s.r * s.a
					acc.g += s.g * s.a
					acc.b += s.b * s.a
					acc.a += s.a
				}
			}
			if acc.a == 0 {
				continue
			}
			img.SetNRGBA(x, y, color.NRGBA{
				R: uint8(acc.r/acc.a + 0.5), G: uint8(acc.g/acc.a + 0.5), B: uint8(acc.b/acc.a + 0.5),
				A: uint8(acc.a/(ss*ss) + 0.5),
			})
		}
	}
	return img
}

func main() {
	out := flag.String("out", "Icon.png", "where to write the icon")
	flag.Parse()
	f, err := os.Create(*out)
	if err == nil {
		err = png.Encode(f, draw())
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

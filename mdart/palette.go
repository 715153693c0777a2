package mdart

import (
	"fmt"
	"image/color"
)

// Colour is a Mega Drive CRAM colour word: %0000 BBB0 GGG0 RRR0.
type Colour uint16

// Levels is the 8-bit intensity of each 3-bit colour level: level n is
// n*36 (0, 36, 72, ... 252), the linear scale most tools and emulators use.
// The other common scale, 0x00, 0x22, ... 0xEE, reads each 4-bit nybble
// (whose low bit the VDP ignores) as a value times 0x11 and so never
// reaches the hardware's full brightness; n*36 keeps the eight levels
// evenly spaced from black to (nearly) full white.
var Levels = [8]uint8{0, 36, 72, 108, 144, 180, 216, 252}

// RGBA converts the colour word to 8-bit RGB, opaque.
func (c Colour) RGBA() color.RGBA {
	return color.RGBA{Levels[c>>1&7], Levels[c>>5&7], Levels[c>>9&7], 255}
}

// MakeColour returns the nearest colour word to 8-bit r, g, b.
func MakeColour(r, g, b uint8) Colour {
	lvl := func(v uint8) Colour { return Colour((int(v) + 18) / 36) }
	return lvl(r)<<1 | lvl(g)<<5 | lvl(b)<<9
}

// Palette is the four 16-colour palette lines of CRAM.
type Palette [4][16]Colour

// Load copies n colour words from data (big-endian), starting at colour
// src of data, into the palette from colour dst (0..63, line by line), as
// SonLVL's palette=file:src:dst:len parts do. It fails when the file is
// too short or the colours do not fit.
func (p *Palette) Load(data []byte, src, dst, n int) error {
	if src < 0 || dst < 0 || n < 0 || dst+n > 64 {
		return fmt.Errorf("mdart: palette: colours %d..%d do not fit in 64", dst, dst+n-1)
	}
	if 2*(src+n) > len(data) {
		return fmt.Errorf("mdart: palette: %d colours from %d need %d bytes, the file has %d", n, src, 2*(src+n), len(data))
	}
	for i := 0; i < n; i++ {
		o := 2 * (src + i)
		d := dst + i
		p[d/16][d%16] = Colour(data[o])<<8 | Colour(data[o+1])
	}
	return nil
}

// RGBA returns the palette as 8-bit colours, line by line.
func (p *Palette) RGBA() [4][16]color.RGBA {
	var out [4][16]color.RGBA
	for l := range p {
		for i, c := range p[l] {
			out[l][i] = c.RGBA()
		}
	}
	return out
}

// Package colpng reads and writes a level's collision as an image, in
// SonLVL's "_col" convention (SonLVL/MainForm.cs ImportImage and the
// export's ToBitmap4bpp; SonLVLAPI LevelData.GetColMap): each 16x16 cell
// of the image is one block, each pixel the nearest of four colours:
// magenta empty, white top-solid, yellow solid on the sides and bottom
// (left/right/bottom), black solid all round. A column solid at the
// cell's bottom pixel is a height counted up from the bottom (to the first
// empty pixel); one solid at its top pixel, a negative height counted
// down from the top; the block takes the solidity most of its solid
// pixels have. Alpha below one half is empty too.
//
// Read gives the masks (widths derived, angle computed as for a painted
// tile) and solidities; Write draws masks and solidities back, so that a
// level's collision exported and imported again is the same.
package colpng

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"loopwright/heightmask"
)

// The colours of SonLVL's _col images.
var (
	Empty = color.RGBA{0xFF, 0x00, 0xFF, 0xFF} // magenta
	Top   = color.RGBA{0xFF, 0xFF, 0xFF, 0xFF} // white: top solid
	Sides = color.RGBA{0xFF, 0xFF, 0x00, 0xFF} // yellow: left, right and bottom
	All   = color.RGBA{0x00, 0x00, 0x00, 0xFF} // black: all round
)

var palette = [4]color.RGBA{Empty, Top, Sides, All}

// class returns the nearest _col colour's index (0 empty).
func class(c color.Color) int {
	r, g, b, a := c.RGBA()
	if a < 0x8000 {
		return 0
	}
	best, bd := 0, uint64(1<<63)
	for i, p := range palette {
		dr, dg, db := int64(r>>8)-int64(p.R), int64(g>>8)-int64(p.G), int64(b>>8)-int64(p.B)
		if d := uint64(dr*dr + dg*dg + db*db); d < bd {
			best, bd = i, d
		}
	}
	return best
}

// Block is one block's collision read from an image.
type Block struct {
	Mask     heightmask.Mask
	Solidity heightmask.Solidity // SolidNone when the cell is empty
}

// MaxBlocks bounds the image Read takes (2^18 blocks: a Sonic 2 level's
// whole 128x16-chunk layout is 2^17), so that a huge file is refused before
// it is read into masks.
const MaxBlocks = 1 << 18

// Read returns the collision of each 16x16 cell of img, row by row, w x h
// cells (the image's size divided by 16, any rest ignored). An image
// smaller than one cell, or larger than MaxBlocks cells, is an error.
func Read(img image.Image) (blocks []Block, w, h int, err error) {
	b := img.Bounds()
	w, h = b.Dx()/16, b.Dy()/16
	if w < 1 || h < 1 {
		return nil, 0, 0, fmt.Errorf("colpng: the image is %dx%d pixels, smaller than one 16x16 block", b.Dx(), b.Dy())
	}
	if w*h > MaxBlocks {
		return nil, 0, 0, fmt.Errorf("colpng: the image is %dx%d blocks, more than %d", w, h, MaxBlocks)
	}
	blocks = make([]Block, w*h)
	var cls [16][16]int
	for by := 0; by < h; by++ {
		for bx := 0; bx < w; bx++ {
			for y := 0; y < 16; y++ {
				for x := 0; x < 16; x++ {
					cls[y][x] = class(img.At(b.Min.X+bx*16+x, b.Min.Y+by*16+y))
				}
			}
			blocks[by*w+bx] = readBlock(&cls)
		}
	}
	return blocks, w, h, nil
}

// readBlock reads one cell's classes (row by row) as GetColMap does.
func readBlock(cls *[16][16]int) Block {
	var m heightmask.Mask
	var count [4]int
	for x := 0; x < 16; x++ {
		switch {
		case cls[15][x] != 0: // solid from the bottom
			n := 0
			for y := 15; y >= 0 && cls[y][x] != 0; y-- {
				count[cls[y][x]]++
				n++
			}
			m.Heights[x] = int8(n)
		case cls[0][x] != 0: // solid from the top
			n := 0
			for y := 0; y < 16 && cls[y][x] != 0; y++ {
				count[cls[y][x]]++
				n++
			}
			m.Heights[x] = int8(-n)
		}
	}
	if count[1]+count[2]+count[3] == 0 {
		return Block{Solidity: heightmask.SolidNone}
	}
	sol := heightmask.SolidTop
	best := count[1]
	if count[2] > best {
		sol, best = heightmask.SolidSides, count[2]
	}
	if count[3] > best {
		sol = heightmask.SolidAll
	}
	m.Solidity = sol
	m.Recompute()
	return Block{Mask: m, Solidity: sol}
}

// Write draws w x h blocks of collision as a _col image: at(bx, by)
// returns block (bx, by)'s mask as placed (flips applied) and its
// solidity (SolidNone or an empty mask: drawn empty).
func Write(w, h int, at func(bx, by int) (heightmask.Mask, heightmask.Solidity)) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w*16, h*16))
	for by := 0; by < h; by++ {
		for bx := 0; bx < w; bx++ {
			m, sol := at(bx, by)
			c := All
			switch sol {
			case heightmask.SolidTop:
				c = Top
			case heightmask.SolidSides:
				c = Sides
			}
			for y := 0; y < 16; y++ {
				for x := 0; x < 16; x++ {
					p := Empty
					if sol != heightmask.SolidNone && m.Solid(x, y) {
						p = c
					}
					img.SetRGBA(bx*16+x, by*16+y, p)
				}
			}
		}
	}
	return img
}

// MaxPixels bounds the PNG ReadPNG decodes (MaxBlocks blocks' pixels, 2^26:
// 256 MiB decoded), checked from its header.
const MaxPixels = MaxBlocks * 256

// ReadPNG decodes a PNG file's bytes and reads its collision (Read); an
// image over MaxPixels is refused from its header, before decoding. name
// names the file in errors.
func ReadPNG(name string, data []byte) ([]Block, int, int, error) {
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, 0, 0, fmt.Errorf("colpng: %s: %w", name, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, 0, 0, fmt.Errorf("colpng: %s: %dx%d pixels is more than a level's collision (%d pixels)", name, cfg.Width, cfg.Height, MaxPixels)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, 0, 0, fmt.Errorf("colpng: %s: %w", name, err)
	}
	blocks, w, h, err := Read(img)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("%w (%s)", err, name)
	}
	return blocks, w, h, nil
}

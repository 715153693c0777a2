package widgets

import (
	"image"
	"image/color"

	"loopwright/internal/palette"
	"loopwright/layers"
	"loopwright/preview"
)

var colChunkBack = palette.Colour(palette.Empty)

// ChunkThumb draws chunk id of lib into a size x size image: path A's
// solid pixels in their solidity colour, pixels solid on path B only
// striped, nothing for an empty chunk.
func ChunkThumb(lib *layers.Library, id layers.ChunkID, size int) *image.RGBA {
	return chunkThumb(lib, id, size, nil)
}

// ChunkThumbArt is ChunkThumb over the chunk's art when pic (a level's
// picture) has art for it (layers.ChunkPicture): the art scaled to size,
// the collision blended over it as the chunk editor shows it. Chunk 0,
// the empty chunk, is drawn empty.
func ChunkThumbArt(lib *layers.Library, pic layers.Picture, id layers.ChunkID, size int) *image.RGBA {
	var art *image.RGBA
	if cp, ok := pic.(layers.ChunkPicture); ok && lib != nil && lib.ChunkBlocks > 0 && id != 0 {
		if a := cp.ChunkImage(int(id)); a != nil && a.Rect.Dx() == lib.ChunkBlocks*16 && a.Rect.Dy() == a.Rect.Dx() {
			art = a
		}
	}
	return chunkThumb(lib, id, size, art)
}

func chunkThumb(lib *layers.Library, id layers.ChunkID, size int, art *image.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	FillRect(img, img.Rect, colChunkBack)
	if lib == nil || int(id) >= len(lib.Chunks) || lib.ChunkBlocks <= 0 {
		return img
	}
	n := lib.ChunkBlocks
	ch := lib.Chunks[id]
	if len(ch.Blocks) != n*n {
		return img
	}
	cs := n * 16
	for ty := 0; ty < size; ty++ {
		py := ty * cs / size
		for tx := 0; tx < size; tx++ {
			px := tx * cs / size
			b := ch.Blocks[(py/16)*n+px/16]
			var col color.RGBA
			found := false
			for p := layers.PathA; p <= layers.PathB; p++ {
				c := b[p]
				if c.Tile == 0 || int(c.Tile) >= len(lib.Tiles) {
					continue
				}
				ix, iy := px&15, py&15
				if c.XFlip {
					ix = 15 - ix
				}
				if c.YFlip {
					iy = 15 - iy
				}
				if lib.Tiles[c.Tile].Solid(ix, iy) {
					if p == layers.PathB && (tx+ty)&2 != 0 {
						break
					}
					col, found = preview.SolidityColour(c.Solidity), true
					break
				}
			}
			if art != nil {
				a := art.RGBAAt(art.Rect.Min.X+px, art.Rect.Min.Y+py)
				if found {
					col = blendArt(a, col)
				} else {
					col, found = a, true
				}
			}
			if found {
				o := img.PixOffset(tx, ty)
				img.Pix[o], img.Pix[o+1], img.Pix[o+2] = col.R, col.G, col.B
			}
		}
	}
	return img
}

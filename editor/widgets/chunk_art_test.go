package widgets

import (
	"image"
	"image/color"
	"testing"

	"loopwright/layers"
	"loopwright/preview"
)

// chunkArt is a level picture whose every chunk is one colour.
type chunkArt struct {
	size int
	col  color.RGBA
}

func (a chunkArt) DrawPicture(*image.RGBA, image.Point, image.Rectangle, int, bool, bool) {}

func (a chunkArt) ChunkImage(id int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, a.size, a.size))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = a.col.R, a.col.G, a.col.B, 255
	}
	return img
}

// TestChunkCanvas_Art: a disassembly level's chunk art shows under the
// chunk's collision, which is blended over it.
func TestChunkCanvas_Art(t *testing.T) {
	m := chunkModel(t)
	art := chunkArt{size: m.Lib().ChunkBlocks * 16, col: color.RGBA{10, 200, 30, 255}}
	m.Level().Picture = art
	c := newTestChunkCanvas(t, m, layers.PathA)
	img := c.Render(256, 256)
	if got := img.RGBAAt(40, 40); got != art.col {
		t.Errorf("open pixel %v, want the art %v", got, art.col)
	}
	// Where the chunk is solid on path A: the collision blended over it.
	lib := m.Lib()
	n := lib.ChunkBlocks
	found := false
	for k, b := range lib.Chunks[m.SelectedChunk()].Blocks {
		cell := b[layers.PathA]
		if found || cell.Tile == 0 || cell.XFlip || cell.YFlip {
			continue
		}
		for iy := 2; iy < 14 && !found; iy++ {
			for ix := 2; ix < 14 && !found; ix++ {
				if !lib.Tiles[cell.Tile].Solid(ix, iy) {
					continue
				}
				found = true
				px, py := (k%n)*16+ix, (k/n)*16+iy
				want := blendArt(art.col, preview.SolidityColour(cell.Solidity))
				if got := img.RGBAAt(px*256/(n*16), py*256/(n*16)); got != want {
					t.Errorf("solid pixel (%d,%d) %v, want %v", px, py, got, want)
				}
			}
		}
	}
	if !found {
		t.Fatal("the test chunk has no solid pixel on path A")
	}
}

// TestChunkThumbArt: a chunk thumbnail of a level with art shows the art,
// the collision blended over it where solid; without art (or art of
// another size) it is the collision thumbnail.
func TestChunkThumbArt(t *testing.T) {
	m := chunkModel(t)
	lib := m.Lib()
	n := lib.ChunkBlocks
	id := m.SelectedChunk()
	art := chunkArt{size: n * 16, col: color.RGBA{10, 200, 30, 255}}
	size := n * 16 // one thumbnail pixel a level pixel
	img := ChunkThumbArt(lib, art, id, size)
	plain := ChunkThumb(lib, id, size)
	solid, open := 0, 0
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			b := lib.Chunks[id].Blocks[(y/16)*n+x/16]
			c := b[layers.PathA]
			got := img.RGBAAt(x, y)
			if c.Tile == 0 && b[layers.PathB].Tile == 0 {
				open++
				if got != art.col {
					t.Fatalf("open pixel %d,%d: %v, want the art %v", x, y, got, art.col)
				}
				continue
			}
			if c.Tile != 0 && !c.XFlip && !c.YFlip && lib.Tiles[c.Tile].Solid(x&15, y&15) {
				solid++
				if want := blendArt(art.col, preview.SolidityColour(c.Solidity)); got != want {
					t.Fatalf("solid pixel %d,%d: %v, want %v", x, y, got, want)
				}
			}
		}
	}
	if solid == 0 || open == 0 {
		t.Fatalf("%d solid and %d open pixels tested", solid, open)
	}
	if other := ChunkThumbArt(lib, chunkArt{size: 8, col: art.col}, id, size); string(other.Pix) != string(plain.Pix) {
		t.Error("art of another size was drawn")
	}
	if empty := ChunkThumbArt(lib, art, 0, size); string(empty.Pix) != string(ChunkThumb(lib, 0, size).Pix) {
		t.Error("the empty chunk drew art")
	}
	if none := ChunkThumbArt(lib, nil, id, size); string(none.Pix) != string(plain.Pix) {
		t.Error("no picture: not the collision thumbnail")
	}
}

package model

import (
	"image"
	"testing"

	"loopwright/colpng"
	"loopwright/examples"
	"loopwright/layers"
)

// TestModel_CollisionImageRoundTrip: an example level's collision on path
// A, exported as a _col image and imported into an empty level of a new
// pack, is the collision the image shows: every block's placed pixels and
// solidity as in the original; one undo step empties it again.
func TestModel_CollisionImageRoundTrip(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	src := p.Levels[0]
	m := NewModel(p, "")
	r := image.Rect(0, 0, src.Width, src.Height)
	img, err := m.CollisionImage(r, layers.PathA)
	if err != nil {
		t.Fatal(err)
	}
	blocks, w, h, err := colpng.Read(img)
	if err != nil || w != src.Width || h != src.Height {
		t.Fatalf("%dx%d %v", w, h, err)
	}
	fresh := FallbackPack()
	fresh.Lib.Tiles = fresh.Lib.Tiles[:1]
	dst := layers.New("imported", fresh.Lib, src.Width, src.Height)
	fresh.Levels = []*layers.Level{dst}
	m2 := NewModel(fresh, "")
	if n := m2.ImportCollision(blocks, nil, w, h, 0, 0); n != w*h {
		t.Fatalf("imported %d blocks, want %d", n, w*h)
	}
	for by := 0; by < h; by++ {
		for bx := 0; bx < w; bx++ {
			for _, path := range []layers.Path{layers.PathA, layers.PathB} {
				sc, sm := src.Cell(layers.PathA, bx, by)
				dc, dm := dst.Cell(path, bx, by)
				sEmpty := sc.Tile == 0 || sm.Empty()
				dEmpty := dc.Tile == 0 || dm.Empty()
				if sEmpty != dEmpty {
					t.Fatalf("block %d,%d path %v: empty %v, want %v", bx, by, path, dEmpty, sEmpty)
				}
				if sEmpty {
					continue
				}
				if sc.Solidity != dc.Solidity {
					t.Fatalf("block %d,%d: solidity %v, want %v", bx, by, dc.Solidity, sc.Solidity)
				}
				a, b := placed(*sm, sc.XFlip, sc.YFlip), placed(*dm, dc.XFlip, dc.YFlip)
				for y := 0; y < 16; y++ {
					for x := 0; x < 16; x++ {
						if a.Solid(x, y) != b.Solid(x, y) {
							t.Fatalf("block %d,%d pixel %d,%d differs", bx, by, x, y)
						}
					}
				}
			}
		}
	}
	m2.Undo()
	if c, _ := dst.Cell(layers.PathA, 5, h-1); c.Tile != 0 {
		t.Error("undo left the imported collision")
	}
}

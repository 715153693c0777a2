package chunkgen

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"loopwright/layers"
)

func renderLevel(l *layers.Level, p layers.Path) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, l.Width*16, l.Height*16))
	for by := 0; by < l.Height; by++ {
		for bx := 0; bx < l.Width; bx++ {
			c, m := l.Cell(p, bx, by)
			for y := 0; y < 16; y++ {
				for x := 0; x < 16; x++ {
					h := m.Sense(0, c.XFlip, c.YFlip, x) // Down: from bottom
					solid := (h > 0 && y >= 16-h) || (h < 0 && y < -h)
					col := color.RGBA{255, 255, 255, 255}
					if solid {
						col = color.RGBA{0, 0, 0, 255}
						if m.Flagged {
							col = color.RGBA{80, 80, 160, 255}
						}
					}
					if (x == 0 || y == 0) && !solid {
						col = color.RGBA{230, 230, 230, 255}
					}
					img.Set(bx*16+x, by*16+y, col)
				}
			}
		}
	}
	return img
}

func TestDebugRender(t *testing.T) {
	if os.Getenv("CHUNKGEN_DEBUG") == "" {
		t.Skip("set CHUNKGEN_DEBUG=dir to write PNGs")
	}
	dir := os.Getenv("CHUNKGEN_DEBUG")
	for _, sp := range []Spec{{Shape: "loop", Radius: 72}, {Shape: "curve", Radius: 100}, {Shape: "curve", Radius: 100, Convex: true}, {Shape: "halfpipe", Radius: 96, Width: 64}, {Shape: "slope", Angle: 0xE8, Length: 200}} {
		g, err := Generate(sp)
		if err != nil {
			t.Fatal(err)
		}
		for p := layers.PathA; p <= layers.PathB; p++ {
			f, _ := os.Create(dir + "/" + sp.Shape + string("AB"[p]) + ".png")
			if err := png.Encode(f, renderLevel(g.Level, p)); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %dx%d blocks, %d tiles, %d chunks", sp.Shape, g.Level.Width, g.Level.Height, len(g.Lib.Tiles), len(g.Lib.Chunks))
	}
}

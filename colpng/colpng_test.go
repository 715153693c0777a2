package colpng

import (
	"bytes"
	"image"
	"image/png"
	"math/rand"
	"strings"
	"testing"

	"loopwright/heightmask"
)

// cellImage draws w cells side by side from rows of characters: '.' empty,
// 'w' white (top solid), 'y' yellow (sides), 'b' black (all).
func cellImage(rows ...string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, len(rows[0]), len(rows)))
	for y, r := range rows {
		for x, c := range r {
			p := Empty
			switch c {
			case 'w':
				p = Top
			case 'y':
				p = Sides
			case 'b':
				p = All
			}
			img.SetRGBA(x, y, p)
		}
	}
	return img
}

// TestRead_KnownCells: a slope solid from the bottom (black), a ceiling
// solid from the top (yellow), a half-height top-solid floor (white) and an
// empty cell read as SonLVL's GetColMap reads them.
func TestRead_KnownCells(t *testing.T) {
	var rows []string
	for y := 0; y < 16; y++ {
		var slope, ceil, floor, empty strings.Builder
		for x := 0; x < 16; x++ {
			slope.WriteByte(".b"[b2i(y >= 15-x)])
			ceil.WriteByte(".y"[b2i(y < 4)])
			floor.WriteByte(".w"[b2i(y >= 8)])
			empty.WriteByte('.')
		}
		rows = append(rows, slope.String()+ceil.String()+floor.String()+empty.String())
	}
	blocks, w, h, err := Read(cellImage(rows...))
	if err != nil || w != 4 || h != 1 {
		t.Fatalf("%d x %d, %v", w, h, err)
	}
	for x := 0; x < 16; x++ {
		if blocks[0].Mask.Heights[x] != int8(x+1) || blocks[1].Mask.Heights[x] != -4 || blocks[2].Mask.Heights[x] != 8 {
			t.Fatalf("column %d: %d %d %d", x, blocks[0].Mask.Heights[x], blocks[1].Mask.Heights[x], blocks[2].Mask.Heights[x])
		}
	}
	want := []heightmask.Solidity{heightmask.SolidAll, heightmask.SolidSides, heightmask.SolidTop, heightmask.SolidNone}
	for i, b := range blocks {
		if b.Solidity != want[i] {
			t.Errorf("block %d: solidity %v, want %v", i, b.Solidity, want[i])
		}
	}
	if a := blocks[0].Mask.Angle; a == 0 || a == 0xFF {
		t.Errorf("slope angle %#x: want one computed from the slope", a)
	}
	if _, _, _, err := Read(image.NewRGBA(image.Rect(0, 0, 15, 40))); err == nil {
		t.Error("an image narrower than a block: no error")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestWrite_ReadRoundTrip: masks whose columns are solid from the bottom
// or the top, with each solidity, drawn by Write read back the same.
func TestWrite_ReadRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	sols := []heightmask.Solidity{heightmask.SolidAll, heightmask.SolidTop, heightmask.SolidSides}
	const w, h = 7, 5
	masks := make([]heightmask.Mask, w*h)
	ss := make([]heightmask.Solidity, w*h)
	for i := range masks {
		up := rng.Intn(2) == 0
		for x := range masks[i].Heights {
			v := int8(rng.Intn(17))
			if !up && v < 16 {
				v = -v
			}
			masks[i].Heights[x] = v
		}
		ss[i] = sols[rng.Intn(3)]
		if masks[i].Empty() {
			ss[i] = heightmask.SolidNone
		}
	}
	img := Write(w, h, func(bx, by int) (heightmask.Mask, heightmask.Solidity) { return masks[by*w+bx], ss[by*w+bx] })
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	blocks, gw, gh, err := ReadPNG("round.png", buf.Bytes())
	if err != nil || gw != w || gh != h {
		t.Fatalf("%dx%d %v", gw, gh, err)
	}
	for i, b := range blocks {
		if b.Solidity != ss[i] {
			t.Errorf("block %d: solidity %v, want %v", i, b.Solidity, ss[i])
		}
		for y := 0; y < 16; y++ {
			for x := 0; x < 16; x++ {
				if b.Mask.Solid(x, y) != masks[i].Solid(x, y) {
					t.Fatalf("block %d pixel %d,%d differs", i, x, y)
				}
			}
		}
	}
}

// TestReadPNG_Errors: a file that is no PNG, and one whose header states
// more pixels than a level holds, are errors naming the file.
func TestReadPNG_Errors(t *testing.T) {
	if _, _, _, err := ReadPNG("x_col.png", []byte("not a png")); err == nil || !strings.Contains(err.Error(), "x_col.png") {
		t.Errorf("not a PNG: %v", err)
	}
	huge := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x01\x00\x00\x00\x01\x00\x00\x08\x02\x00\x00\x00")
	if _, _, _, err := ReadPNG("huge_col.png", huge); err == nil || !strings.Contains(err.Error(), "huge_col.png") {
		t.Errorf("huge: %v", err)
	}
}

func FuzzReadPNG(f *testing.F) {
	var buf bytes.Buffer
	_ = png.Encode(&buf, cellImage(strings.Repeat("b", 16), strings.Repeat(".", 16), strings.Repeat("w", 16), strings.Repeat("y", 16),
		strings.Repeat("b", 16), strings.Repeat(".", 16), strings.Repeat("w", 16), strings.Repeat("y", 16),
		strings.Repeat("b", 16), strings.Repeat(".", 16), strings.Repeat("w", 16), strings.Repeat("y", 16),
		strings.Repeat("b", 16), strings.Repeat(".", 16), strings.Repeat("w", 16), strings.Repeat("y", 16)))
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		blocks, w, h, err := ReadPNG("fuzz.png", data)
		if err != nil {
			return
		}
		if len(blocks) != w*h || w < 1 || h < 1 {
			t.Fatalf("%d blocks for %dx%d", len(blocks), w, h)
		}
		for _, b := range blocks {
			for _, v := range b.Mask.Heights {
				if v < -16 || v > 16 {
					t.Fatalf("height %d", v)
				}
			}
		}
	})
}

package mdart

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/mdcomp"
)

// TestDecodePatterns_Nybbles: the left pixel is the high nybble, rows of
// four bytes; encoding is the inverse.
func TestDecodePatterns_Nybbles(t *testing.T) {
	data := make([]byte, 64)
	data[0] = 0x12
	data[3] = 0xF0
	data[32+31] = 0x0E
	ps, err := DecodePatterns(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0][0] != 1 || ps[0][1] != 2 || ps[0][6] != 15 || ps[0][7] != 0 || ps[1][63] != 14 {
		t.Errorf("patterns %v", ps)
	}
	if got := EncodePatterns(ps); string(got) != string(data) {
		t.Error("EncodePatterns is not the inverse")
	}
	if _, err := DecodePatterns(data[:33]); err == nil {
		t.Error("33 bytes: no error")
	}
}

// TestPatternWord_Bits pins the VDP pattern name word: priority bit 15,
// palette 14-13, y flip 12, x flip 11, index 10-0.
func TestPatternWord_Bits(t *testing.T) {
	w := PatternWord(0xD9A5) // 1 10 1 1 00110100101
	if !w.Priority() || w.Palette() != 2 || !w.YFlip() || !w.XFlip() || w.Index() != 0x1A5 {
		t.Errorf("%#04x: %v %d %v %v %#x", uint16(w), w.Priority(), w.Palette(), w.YFlip(), w.XFlip(), w.Index())
	}
	if MakePatternWord(0x1A5, 2, true, true, true) != w {
		t.Error("MakePatternWord")
	}
}

// TestGame_DecodeWord pins the chunk words: S2 %SSTT YXII IIII IIII
// (FindFloor, s2.asm: flips $A/$B, solidity $C-$F, index $3FF) and S1
// %0SSY XIII IIII IIII (FindFloor, s1disasm: flips $B/$C, solidity $D/$E,
// index $7FF).
func TestGame_DecodeWord(t *testing.T) {
	b := S2.DecodeWord(0b1101_0101_0000_0011)
	if b.Block != 0x103 || !b.XFlip || b.YFlip || b.Solid != [2]uint8{SolidTop, SolidTop | SolidLRB} {
		t.Errorf("S2: %+v", b)
	}
	b = S1.DecodeWord(0b0101_1010_0000_0111)
	if b.Block != 0x207 || !b.XFlip || !b.YFlip || b.Solid != [2]uint8{SolidLRB, 0} {
		t.Errorf("S1: %+v", b)
	}
	for _, g := range []Game{S1, S2} {
		for w := 0; w < 1<<16; w++ {
			if g == S2 || w&0x8000 == 0 || true {
				if got := g.EncodeWord(g.DecodeWord(uint16(w))); got != uint16(w) {
					t.Fatalf("%v: %#04x -> %#04x", g, w, got)
				}
			}
		}
	}
}

func TestDecodeChunks_Sizes(t *testing.T) {
	data := make([]byte, 2*128)
	data[0], data[1] = 0x04, 0x01 // S2 block 1, x flip
	cs, err := DecodeChunks(data, S2)
	if err != nil || len(cs) != 2 || len(cs[0].Blocks) != 64 || cs[0].Blocks[0].Block != 1 || !cs[0].Blocks[0].XFlip {
		t.Fatalf("S2: %v %v", err, cs)
	}
	if string(EncodeChunks(cs, S2)) != string(data) {
		t.Error("EncodeChunks")
	}
	if _, err := DecodeChunks(data, S1); err == nil {
		t.Error("S1: 256 bytes is half a chunk, no error")
	}
}

// TestColour_RGBA: %0000 BBB0 GGG0 RRR0, each level n*36.
func TestColour_RGBA(t *testing.T) {
	if c := Colour(0x0E2C).RGBA(); c != (color.RGBA{216, 36, 252, 255}) {
		t.Errorf("0x0E2C -> %v", c)
	}
	if Colour(0x0EEE).RGBA() != (color.RGBA{252, 252, 252, 255}) || Colour(0).RGBA() != (color.RGBA{0, 0, 0, 255}) {
		t.Error("white/black")
	}
	if MakeColour(216, 36, 252) != 0x0E2C {
		t.Errorf("MakeColour = %#x", MakeColour(216, 36, 252))
	}
	var p Palette
	if err := p.Load([]byte{0, 0, 0x0E, 0xEE, 0x00, 0x0E}, 1, 17, 2); err != nil {
		t.Fatal(err)
	}
	if p[1][1] != 0x0EEE || p[1][2] != 0x000E {
		t.Errorf("Load: %v", p[1])
	}
	if err := p.Load(make([]byte, 4), 1, 0, 2); err == nil {
		t.Error("short file: no error")
	}
	if err := p.Load(make([]byte, 200), 0, 60, 5); err == nil {
		t.Error("past colour 63: no error")
	}
}

// synthetic is a 2x1-chunk S2-sized level: pattern 1 is colour 1 with a
// colour-2 pixel at its top-left, block 1 = pattern 1 low (line 0) in
// each quarter, with the bottom-right quarter high priority, x flipped,
// palette line 1.
func synthetic() *LevelArt {
	var pat Pattern
	for i := range pat {
		pat[i] = 1
	}
	pat[0] = 2
	a := &LevelArt{
		Patterns:    []Pattern{{}, pat},
		Blocks:      []Block{{}, {MakePatternWord(1, 0, false, false, false), MakePatternWord(1, 0, false, false, false), MakePatternWord(1, 0, false, false, false), MakePatternWord(1, 1, true, true, false)}},
		ChunkBlocks: 8,
		Backdrop:    LevelBackdrop,
		Layout:      []int{0, -1},
		LayoutW:     2, LayoutH: 1,
	}
	a.Palette[0][1] = MakeColour(252, 0, 0)
	a.Palette[0][2] = MakeColour(0, 252, 0)
	a.Palette[1][1] = MakeColour(0, 0, 252)
	a.Palette[1][2] = MakeColour(252, 252, 0)
	a.Palette[2][0] = MakeColour(36, 36, 36)
	refs := make([]BlockRef, 64)
	refs[0] = BlockRef{Block: 1}
	refs[1] = BlockRef{Block: 1, XFlip: true, YFlip: true}
	a.Chunks = []Chunk{{Blocks: refs}}
	return a
}

// TestLevelArt_Draw checks pixels of the synthetic level: pattern flips,
// block flips, priority planes, palette lines and the backdrop.
func TestLevelArt_Draw(t *testing.T) {
	a := synthetic()
	red, green := color.RGBA{252, 0, 0, 255}, color.RGBA{0, 252, 0, 255}
	blue, yellow := color.RGBA{0, 0, 252, 255}, color.RGBA{252, 252, 0, 255}
	grey := color.RGBA{36, 36, 36, 255}
	dst := image.NewRGBA(image.Rect(0, 0, 40, 20))
	a.Draw(dst, image.Point{}, image.Rect(0, 0, 40, 20), 1, AllPlanes)
	check := func(name string, x, y int, want color.RGBA) {
		t.Helper()
		if got := dst.RGBAAt(x, y); got != want {
			t.Errorf("%s: (%d,%d) = %v, want %v", name, x, y, got, want)
		}
	}
	check("top-left pixel of block 0", 0, 0, green)
	check("low plane", 1, 0, red)
	check("high quarter, x-flipped pattern: its (0,0) at (15,8)", 15, 8, yellow)
	check("high quarter, line 1", 8, 8, blue)
	check("block (1,0) flipped both ways: its (0,0) at (31,15)", 31, 15, green)
	check("block (1,0) flipped both ways: the high quarter's (15,8) at (16,7)", 16, 7, yellow)
	check("block (1,0) line 0 quarter lands bottom-right", 31, 0, red)
	check("empty block 2: backdrop", 35, 5, grey)
	check("below the layout: backdrop", 5, 17, grey)

	dst = image.NewRGBA(image.Rect(0, 0, 40, 20))
	a.Draw(dst, image.Point{}, image.Rect(0, 0, 40, 20), 1, PlaneHigh)
	check("high only: low pixel left alone", 1, 0, color.RGBA{})
	check("high only: high pixel", 8, 8, blue)
	a.Draw(dst, image.Point{}, image.Rect(0, 0, 40, 20), 1, PlaneLow|PlaneBackdrop)
	check("low only: the high quarter is backdrop", 8, 8, grey)

	// Zoom 3 and an offset destination: level pixel (1,0) covers
	// (13..15, 10..12).
	dst = image.NewRGBA(image.Rect(10, 10, 70, 40))
	a.Draw(dst, image.Point{10, 10}, image.Rect(0, 0, 20, 10), 3, AllPlanes)
	check("zoom: green pixel", 12, 12, green)
	check("zoom: red pixel", 13, 12, red)
	check("zoom: red pixel far corner", 15, 10, red)
	// Partly off-screen to the left/top: level (-2,-2) at dst (10,10).
	dst = image.NewRGBA(image.Rect(0, 0, 8, 8))
	a.Draw(dst, image.Point{-4, -4}, image.Rect(-1, -1, 10, 10), 2, AllPlanes)
	// at (-4,-4) with r.Min (-1,-1): level (x,y) lands at (2x-2, 2y-2).
	check("clipped: level (1,1)", 0, 0, red)
	check("clipped: level (2,2)", 2, 2, red)
	check("clipped: level (2,2) second pixel", 3, 3, red)
}

func TestLevelArt_BlockImage(t *testing.T) {
	a := synthetic()
	img := a.BlockImage(1, PlaneLow)
	if img.RGBAAt(0, 0) != (color.RGBA{0, 252, 0, 255}) || img.RGBAAt(8, 8).A != 0 {
		t.Errorf("BlockImage: %v %v", img.RGBAAt(0, 0), img.RGBAAt(8, 8))
	}
	if a.BlockImage(99, AllPlanes).RGBAAt(0, 0).A != 0 {
		t.Error("missing block not empty")
	}
}

// loadEHZ1 builds Emerald Hill act 1's picture from ../shared/disasm, as
// the SonLVL project names its files.
func loadEHZ1(t testing.TB) *LevelArt {
	dir := sharedtest.Path(t, "disasm", "s2disasm")
	read := func(rel string) []byte {
		p := filepath.Join(dir, rel)
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := mdcomp.FormatFromExt(p)
		out, err := mdcomp.Decode(f, src)
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		return out
	}
	pats, err := DecodePatterns(read("art/kosinski/EHZ_HTZ.kos"))
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := DecodeBlocks(read("mappings/16x16/EHZ.kos"))
	if err != nil {
		t.Fatal(err)
	}
	chunks, err := DecodeChunks(read("mappings/128x128/EHZ_HTZ.kos"), S2)
	if err != nil {
		t.Fatal(err)
	}
	a := &LevelArt{Patterns: pats, Blocks: blocks, Chunks: chunks, ChunkBlocks: 8, Backdrop: LevelBackdrop}
	if err := a.Palette.Load(read("art/palettes/SonicAndTails.bin"), 0, 0, 16); err != nil {
		t.Fatal(err)
	}
	if err := a.Palette.Load(read("art/palettes/EHZ.bin"), 0, 16, 48); err != nil {
		t.Fatal(err)
	}
	// S2 layout: 16 rows of 128 foreground bytes, each followed by 128
	// background bytes.
	lay := read("level/layout/EHZ_1.kos")
	a.LayoutW, a.LayoutH = 128, 16
	a.Layout = make([]int, 128*16)
	for y := 0; y < 16; y++ {
		for x := 0; x < 128; x++ {
			a.Layout[y*128+x] = int(lay[y*256+x])
		}
	}
	return a
}

// TestLevelArt_EHZ1 draws the start of Emerald Hill act 1 and checks that
// the picture is real art: many colours, each one of the palette's, and
// the backdrop only where the planes are empty.
func TestLevelArt_EHZ1(t *testing.T) {
	a := loadEHZ1(t)
	r := image.Rect(0, 0x180, 640, 0x180+448) // around the start (0x60, 0x28F)
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	a.Draw(dst, image.Point{}, r, 1, AllPlanes)
	pal := map[color.RGBA]bool{}
	rgba := a.Palette.RGBA()
	for l := range rgba {
		for _, c := range rgba[l] {
			pal[c] = true
		}
	}
	seen := map[color.RGBA]int{}
	for y := 0; y < 448; y++ {
		for x := 0; x < 640; x++ {
			c := dst.RGBAAt(x, y)
			if !pal[c] {
				t.Fatalf("(%d,%d) = %v is no palette colour", x, y, c)
			}
			seen[c]++
		}
	}
	if len(seen) < 12 {
		t.Errorf("only %d colours in the EHZ start area", len(seen))
	}
	back := rgba[2][0]
	if seen[back] == 0 || seen[back] > 640*448*3/4 {
		t.Errorf("backdrop covers %d of %d pixels", seen[back], 640*448)
	}
	// The high plane alone covers less than both together.
	hi := image.NewRGBA(dst.Rect)
	a.Draw(hi, image.Point{}, r, 1, PlaneHigh)
	n := 0
	for i := 3; i < len(hi.Pix); i += 4 {
		if hi.Pix[i] != 0 {
			n++
		}
	}
	if n == 0 || n >= 640*448 {
		t.Errorf("high plane covers %d pixels", n)
	}
	if out := os.Getenv("MDART_PNG"); out != "" { // look at it: never committed
		f, err := os.Create(out)
		if err == nil {
			if err := png.Encode(f, dst); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// BenchmarkLevelArt_Draw640x448 is the preview's budget: EHZ act 1 at
// 640x448 (4 ms a frame); synthetic art where ../shared is absent.
func BenchmarkLevelArt_Draw640x448(b *testing.B) {
	var a *LevelArt
	if sharedtest.Find() != "" {
		a = loadEHZ1(b)
	} else {
		a = synthetic()
		a.LayoutW, a.LayoutH = 64, 8
		a.Layout = make([]int, 64*8)
	}
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	a.Draw(dst, image.Point{}, image.Rect(0, 0, 16, 16), 1, AllPlanes)
	b.ReportAllocs()
	x := 0
	for b.Loop() {
		a.Draw(dst, image.Point{}, image.Rect(x, 0x200, x+640, 0x200+448), 1, AllPlanes)
		x = (x + 7) % 4000
	}
}

func BenchmarkLevelArt_DrawZoom2(b *testing.B) {
	a := synthetic()
	a.LayoutW, a.LayoutH = 64, 8
	a.Layout = make([]int, 64*8)
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	b.ReportAllocs()
	for b.Loop() {
		a.Draw(dst, image.Point{}, image.Rect(0, 0, 320, 224), 2, AllPlanes)
	}
}

// LevelArt is what a disassembly level's layers.Picture holds.
var _ layers.Picture = (*LevelArt)(nil)

// TestLevelArt_ChunkAt: the hook replaces Layout.
func TestLevelArt_ChunkAt(t *testing.T) {
	a := synthetic()
	a.Layout = nil
	a.ChunkAt = func(cx, cy int) int {
		if cx == 1 && cy == 0 {
			return 0
		}
		return -1
	}
	dst := image.NewRGBA(image.Rect(0, 0, 256, 16))
	a.Draw(dst, image.Point{}, image.Rect(0, 0, 256, 16), 1, AllPlanes)
	if dst.RGBAAt(1, 0) != (color.RGBA{36, 36, 36, 255}) || dst.RGBAAt(129, 0) != (color.RGBA{252, 0, 0, 255}) {
		t.Errorf("ChunkAt: %v %v", dst.RGBAAt(1, 0), dst.RGBAAt(129, 0))
	}
}

// TestLevelArt_ChunkImage draws one chunk, mapped by ChunkOf.
func TestLevelArt_ChunkImage(t *testing.T) {
	a := synthetic()
	a.ChunkOf = func(id int) int { return id - 5 }
	img := a.ChunkImage(5)
	if img == nil || img.Rect.Dx() != 128 {
		t.Fatalf("ChunkImage(5) = %v", img)
	}
	if img.RGBAAt(0, 0) != (color.RGBA{0, 252, 0, 255}) || img.RGBAAt(100, 100) != (color.RGBA{36, 36, 36, 255}) {
		t.Errorf("pixels %v %v", img.RGBAAt(0, 0), img.RGBAAt(100, 100))
	}
	if a.ChunkImage(4) != nil || a.ChunkImage(6) != nil {
		t.Error("chunks without art")
	}
	var _ layers.ChunkPicture = a
}

// TestLevelArt_DrawLayers: the background plane (BGChunkAt, wrapped by the
// importer) shows where the foreground is transparent and the foreground
// covers it; without background, or without a plane, DrawLayers is Draw.
func TestLevelArt_DrawLayers(t *testing.T) {
	a := synthetic()
	a.Patterns[1][5] = 0 // a transparent pixel in block 1's quarters: (5,0)
	a.BGChunkAt = func(cx, cy int) int { return 0 }
	red, green := color.RGBA{252, 0, 0, 255}, color.RGBA{0, 252, 0, 255}
	grey := color.RGBA{36, 36, 36, 255}
	dst := image.NewRGBA(image.Rect(0, 0, 260, 20))
	check := func(name string, x, y int, want color.RGBA) {
		t.Helper()
		if got := dst.RGBAAt(x, y); got != want {
			t.Errorf("%s: (%d,%d) = %v, want %v", name, x, y, got, want)
		}
	}
	a.DrawLayers(dst, image.Point{}, image.Rect(0, 0, 260, 20), 1, AllPlanes, true)
	check("foreground over background", 1, 0, red)
	check("transparent foreground pixel: the background's (also transparent) -> backdrop", 5, 0, grey)
	check("empty foreground chunk (1,0): the background's chunk 0", 128, 0, green)
	check("background repeats: chunk (1,0) pixel 1", 129, 0, red)
	if !a.HasBackground() {
		t.Error("HasBackground false with BGChunkAt set")
	}
	dst = image.NewRGBA(image.Rect(0, 0, 260, 20))
	a.DrawLayers(dst, image.Point{}, image.Rect(0, 0, 260, 20), 1, AllPlanes, false)
	check("background off: the empty chunk is backdrop", 128, 0, grey)
	dst = image.NewRGBA(image.Rect(0, 0, 260, 20))
	a.DrawPictureBackground(dst, image.Point{}, image.Rect(0, 0, 260, 20), 1, true, true)
	check("DrawPictureBackground draws the background", 129, 0, red)
}

// LevelArt.BlockNumber: the block number at a cell of the chunk the
// importer's id maps to (ChunkOf), false outside the chunks.
func TestLevelArt_BlockNumber(t *testing.T) {
	a := &LevelArt{ChunkBlocks: 16, Chunks: make([]Chunk, 2)}
	a.Chunks[1].Blocks = make([]BlockRef, 256)
	a.Chunks[1].Blocks[17] = BlockRef{Block: 0x16A}
	if n, ok := a.BlockNumber(1, 17); !ok || n != 0x16A {
		t.Errorf("chunk 1 cell 17: %#x %v, want $16A", n, ok)
	}
	a.ChunkOf = func(id int) int { return id&0x7F - 1 } // Sonic 1's layout values
	if n, ok := a.BlockNumber(0x82, 17); !ok || n != 0x16A {
		t.Errorf("layout value $82 cell 17: %#x %v, want $16A", n, ok)
	}
	for _, c := range [][2]int{{0, 0}, {1, 17}, {3, 0}, {2, 256}, {2, -1}} {
		if _, ok := a.BlockNumber(c[0], c[1]); ok { // no chunk, an empty chunk, or a cell outside
			t.Errorf("id %d cell %d: found", c[0], c[1])
		}
	}
}

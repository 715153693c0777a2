package sprite

import (
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/mdart"
)

// The three games' piece layouts (SonLVL's MappingsTile; s1disasm
// MapMacros.asm, s2disasm and skdisasm's own): y byte, size byte (width-1
// in bits 2-3, height-1 in bits 0-1), pattern word, then S1 an x byte, S2
// a 2P pattern word and an x word, S3K an x word.
func TestDecodeFrame_Formats(t *testing.T) {
	want := Frame{{X: -24, Y: -8, W: 3, H: 2, Tile: 0x2812}}
	cases := []struct {
		f    Format
		data []byte
	}{
		{S1, []byte{1, 0xF8, 0x09, 0x28, 0x12, 0xE8}},
		{S2, []byte{0, 1, 0xF8, 0x09, 0x28, 0x12, 0x28, 0x09, 0xFF, 0xE8}},
		{S3K, []byte{0, 1, 0xF8, 0x09, 0x28, 0x12, 0xFF, 0xE8}},
	}
	for _, c := range cases {
		got, err := DecodeFrame(c.data, 0, c.f)
		if err != nil {
			t.Fatalf("%v: %v", c.f, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v: got %+v, want %+v", c.f, got, want)
		}
		if _, err := DecodeFrame(c.data[:len(c.data)-1], 0, c.f); err == nil {
			t.Errorf("%v: a truncated piece decodes", c.f)
		}
	}
}

// The offset table ends where the nearest frame begins (SonLVL's
// GetOffsetList); an entry of 0 is an empty frame.
func TestDecode_OffsetTable(t *testing.T) {
	data := []byte{0, 6, 0, 0, 0, 6, 0, 1, 0xF8, 0x05, 0x00, 0x04, 0xFF, 0xF8}
	frs, err := Decode(data, S3K)
	if err != nil {
		t.Fatal(err)
	}
	if len(frs) != 3 || len(frs[0]) != 1 || frs[1] != nil || len(frs[2]) != 1 {
		t.Fatalf("frames %+v", frs)
	}
	if p := frs[0][0]; p.X != -8 || p.Y != -8 || p.W != 2 || p.H != 2 || p.Tile.Index() != 4 {
		t.Errorf("piece %+v", p)
	}
	if _, err := Decode([]byte{0, 40}, S2); err == nil {
		t.Error("a frame past the end decodes")
	}
}

const macroSrc = `; a comment line
Map_Test:	mappingsTable
	mappingsTableEntry.w	.first
	mappingsTableEntry.w	Map_Test
	mappingsTableEntry.w	.second

.first:	spriteHeader
	spritePiece	-$18, -8, 3, 2, 0, 0, 0, 0, 0	; a comment
	spritePiece	0, -8, 3, 2, 6, 1, 0, 2, 1
.first_End

.second:	spriteHeader
	spritePiece	4, -$10, 1, 2, $14, 0, 1, 0, 0
.second_End
	even
`

// The mapping macros (s1disasm and s2disasm's MapMacros.asm: x, y,
// width, height, pattern, x flip, y flip, palette, priority) assemble to
// each game's bytes as SonLVL's ASMToBin writes them.
func TestDecodeASM_Macros(t *testing.T) {
	want := []Frame{
		{{X: -24, Y: -8, W: 3, H: 2, Tile: 0}, {X: 0, Y: -8, W: 3, H: 2, Tile: mdart.MakePatternWord(6, 2, true, true, false)}},
		nil,
		{{X: 4, Y: -16, W: 1, H: 2, Tile: mdart.MakePatternWord(0x14, 0, false, false, true)}},
	}
	for _, f := range []Format{S1, S2, S3K} {
		got, err := DecodeASM("test.asm", []byte(macroSrc), f)
		if err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v: got %+v, want %+v", f, got, want)
		}
	}
}

const dcSrc = `Map_Rhino:
		dc.w Frame_A-Map_Rhino
		dc.w Frame_B-Map_Rhino
Frame_A:	dc.w 2
		dc.b    0,   1,   0,   0, $FF, $E8
		dc.b  $F0,  $F, $20,   2, $FF, $F0
Frame_B:	dc.w 1
		dc.b  $F0,  $B,   0,   0, $FF, $F4
Code:	move.w	d0,d1
		dc.w 5
`

// dc.* lines (Sonic 3 & Knuckles' tables) with label differences; the
// first instruction ends the table.
func TestDecodeASM_DataLines(t *testing.T) {
	got, err := DecodeASM("rhino.asm", []byte(dcSrc), S3K)
	if err != nil {
		t.Fatal(err)
	}
	want := []Frame{
		{{X: -24, Y: 0, W: 1, H: 2}, {X: -16, Y: -16, W: 4, H: 4, Tile: mdart.MakePatternWord(2, 1, false, false, false)}},
		{{X: -12, Y: -16, W: 3, H: 4}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// A label picks one frame (SonLVL's mapasmlbl, an XML MapFile's label).
func TestAssembleFrame_Label(t *testing.T) {
	fr, err := AssembleFrame("rhino.asm", []byte(dcSrc), S3K, "Frame_B")
	if err != nil {
		t.Fatal(err)
	}
	if len(fr) != 1 || fr[0].X != -12 {
		t.Errorf("frame %+v", fr)
	}
	// A frame inside the game's code (s2.asm: Spring.xml's word_19048).
	code := "Obj41:\tmove.w\td0,d1\n\trts\nword_19048:\tspriteHeader\n\tspritePiece\t-$10, -$10, 4, 2, 0, 0, 0, 0, 0\nword_19048_End\n\n\tbsr.w\tSomewhere\n"
	fr, err = AssembleFrame("s2.asm", []byte(code), S2, "word_19048")
	if err != nil || len(fr) != 1 || fr[0].W != 4 || fr[0].X != -16 {
		t.Errorf("a frame in code: %+v, %v", fr, err)
	}
	if _, err := AssembleFrame("rhino.asm", []byte(dcSrc), S3K, "Nowhere"); err == nil || !strings.Contains(err.Error(), "Nowhere") {
		t.Errorf("a missing label: %v", err)
	}
}

// Bad input is one error naming the file and line.
func TestAssembleASM_Errors(t *testing.T) {
	cases := map[string]string{
		"Map:\tdc.w Nowhere-Map\n":                                   "x.asm:1: unknown label",
		"Map:\tmappingsTable\n\tspritePiece 1, 2\n":                  "x.asm:2: spritePiece needs 9 values",
		"Map:\tdc.b $ZZ\n":                                           "x.asm:1: cannot read",
		"F:\tspriteHeader\n\tspritePiece 0,0,5,1,0,0,0,0,0\nF_End\n": "x.asm:2: a piece of 5x1",
	}
	for src, want := range cases {
		_, err := AssembleASM("x.asm", []byte(src), S2, "")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
}

func pats(n int) []mdart.Pattern {
	ps := make([]mdart.Pattern, n)
	for i := range ps {
		for j := range ps[i] {
			ps[i][j] = uint8(i + 1)
		}
	}
	ps[0][0] = 0 // one transparent pixel
	return ps
}

// A piece's patterns run down each column first (the VDP's sprite
// order); the palette line is the word's plus the start line, mod 4.
func TestRender_ColumnOrderAndPalette(t *testing.T) {
	s := Render(Frame{{X: -8, Y: -8, W: 2, H: 2, Tile: mdart.MakePatternWord(0, 3, false, false, false)}}, pats(4), 2)
	if s.X != -8 || s.Y != -8 || s.W != 16 || s.H != 16 {
		t.Fatalf("bounds %+v", s.Bounds())
	}
	at := func(x, y int) uint8 { return s.Pix[(y+8)*16+x+8] }
	line := uint8(1 * 16) // (3 + 2) mod 4
	for _, c := range []struct{ x, y, pat int }{{-7, -8, 0}, {-8, 0, 1}, {0, -8, 2}, {0, 0, 3}} {
		if got := at(c.x, c.y); got != line|uint8(c.pat+1) {
			t.Errorf("pixel (%d,%d) = %d, want pattern %d's colour", c.x, c.y, got, c.pat)
		}
	}
	if at(-8, -8) != 0 {
		t.Error("colour 0 is not transparent")
	}
}

// A piece's x flip mirrors its columns of patterns and their pixels; the
// first piece is on top.
func TestRender_PieceFlipAndOrder(t *testing.T) {
	s := Render(Frame{
		{X: 0, Y: 0, W: 2, H: 1, Tile: mdart.MakePatternWord(1, 0, false, true, false)},
		{X: 0, Y: 0, W: 1, H: 1, Tile: mdart.MakePatternWord(3, 0, false, false, false)},
	}, pats(4), 0)
	if s.Pix[0] != 3 || s.Pix[8] != 2 {
		t.Errorf("x-flipped piece: left %d (want pattern 2's colour 3), right %d (want 2)", s.Pix[0], s.Pix[8])
	}
	if Render(nil, nil, 0) != nil {
		t.Error("an empty frame renders")
	}
}

// An object placed flipped is mirrored about its position: the pixel dx
// right of it lands at -1-dx (s2.asm: BuildSprites' flipped pieces).
func TestSprite_Flip(t *testing.T) {
	s := &Sprite{X: -3, Y: 1, W: 4, H: 2, Pix: []uint8{1, 2, 3, 4, 5, 6, 7, 8}}
	f := s.Flip(true, true)
	if f.X != -1 || f.Y != -3 {
		t.Errorf("flipped origin (%d,%d), want (-1,-3)", f.X, f.Y)
	}
	if !reflect.DeepEqual(f.Pix, []uint8{8, 7, 6, 5, 4, 3, 2, 1}) {
		t.Errorf("flipped pixels %v", f.Pix)
	}
	if s.Pix[0] != 1 || s.Flip(false, false) != s {
		t.Error("Flip changed its receiver or copied without a flip")
	}
}

// Draw paints opaque pixels only, zoomed, clipped, and allocates nothing.
func TestSprite_Draw(t *testing.T) {
	s := &Sprite{X: -1, Y: -1, W: 2, H: 1, Pix: []uint8{0, 17}}
	var pal [64]uint32
	pal[17] = 0xFF0000FF
	dst := image.NewRGBA(image.Rect(0, 0, 8, 8))
	s.Draw(dst, image.Pt(4, 4), 2, 0, &pal)
	if c := dst.RGBAAt(4, 2); c.R != 0xFF || c.A != 0xFF {
		t.Errorf("pixel (4,2) %v", c)
	}
	if c := dst.RGBAAt(2, 2); c.A != 0 {
		t.Errorf("transparent pixel drawn: %v", c)
	}
	s.Draw(dst, image.Pt(-100, 3), 1, 0, &pal) // clipped away
	s.Draw(dst, image.Pt(2, 2), 1, 4, &pal)    // zoomed out
	if n := testing.AllocsPerRun(10, func() { s.Draw(dst, image.Pt(4, 4), 3, 0, &pal) }); n != 0 {
		t.Errorf("Draw allocates %v times", n)
	}
}

// Every mapping table the three disassemblies keep in assembler syntax
// (../shared/disasm: mappings/sprite, _maps, General/Sprites and
// Levels/**/Map*.asm) assembles and decodes in its game's format.
func TestDecodeASM_SharedData(t *testing.T) {
	dir := sharedtest.Path(t, "disasm")
	games := []struct {
		sub string
		f   Format
	}{{"s1disasm/_maps", S1}, {"s2disasm/mappings/sprite", S2}, {"skdisasm/General/Sprites", S3K}, {"skdisasm/Levels", S3K}}
	total := 0
	for _, g := range games {
		root := filepath.Join(dir, g.sub)
		if _, err := os.Stat(root); err != nil {
			t.Fatalf("%s: %v", g.sub, err)
		}
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".asm") {
				return err
			}
			if g.f == S3K && !strings.HasPrefix(d.Name(), "Map") {
				return nil // DPLCs and animation scripts
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			frs, err := DecodeASM(p, src, g.f)
			if err != nil && !isKnownBad(p) && !isNotMappings(src) {
				t.Errorf("%v", err)
			}
			for _, fr := range frs {
				if fr != nil {
					total++
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if total < 5000 {
		t.Errorf("only %d frames decoded", total)
	}
}

func isKnownBad(p string) bool {
	p = filepath.ToSlash(p)
	for k := range knownBad {
		if strings.HasSuffix(p, "/"+k) {
			return true
		}
	}
	return false
}

// knownBad are the shared data's files that SonLVL cannot read whole
// either, and why.
var knownBad = map[string]string{
	"MapMacros.asm":                                     "the macros' definitions",
	"SS Chaos Emeralds.asm":                             "three tables, the later ones' entries past the first's frames",
	"Special Stage Entry (Unused).asm":                  "no .sparkle4_End label",
	"Map - Bubbler.asm":                                 "two tables in one file",
	"Map - 2P Retracting Spring.asm":                    "two tables in one file",
	"Map - 2P Spring.asm":                               "two tables in one file",
	"Level Misc/Map - Spring.asm":                       "two tables in one file",
	"Map - Super Sonic Stars.asm":                       "two tables in one file",
	"Map - Sonic S3.asm":                                "an entry past the table (the game's own)",
	"Sonic/Map - Sonic.asm":                             "an entry past the table (the game's own)",
	"Map - Disappearing Floor.asm":                      "two tables in one file",
	"Map - Dissolving Sand Bar.asm":                     "two tables in one file",
	"Map - Wall Missile.asm":                            "names a label in the game's code",
	"Map - Water Splash 2.asm":                          "names a label the file lacks",
	"Map - Water Splash.asm":                            "names a label the file lacks",
	"Map - Turbine.asm":                                 "two tables in one file",
	"Slots/Misc Object Data/Map - Bumper.asm":           "the Slots' tables hold words, not frames",
	"Slots/Misc Object Data/Map - Colored Wall.asm":     "the Slots' tables hold words, not frames",
	"Slots/Misc Object Data/Map - Goal.asm":             "the Slots' tables hold words, not frames",
	"Slots/Misc Object Data/Map - R and Peppermint.asm": "the Slots' tables hold words, not frames",
	"Slots/Misc Object Data/Map - Ring.asm":             "the Slots' tables hold words, not frames",
	"Slots/Misc Object Data/Map - Slot.asm":             "the Slots' tables hold words, not frames",
	"Sonic - Dynamic Gfx Script.asm":                    "a pattern load cue script, not mappings",
}

// isNotMappings reports a file kept beside the tables that holds none
// (animation scripts, dynamic pattern load cues).
func isNotMappings(src []byte) bool {
	s := string(src)
	return !strings.Contains(s, "spritePiece") && !strings.Contains(s, "mappingsTable") && !strings.Contains(s, "dc.b")
}

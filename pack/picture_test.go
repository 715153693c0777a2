package pack

import (
	"bytes"
	"encoding/json"
	"image"
	"strings"
	"testing"
	"testing/fstest"

	"loopwright/layers"
	"loopwright/mdart"
)

// picturePack is samplePack with a picture of our own on level "one":
// three patterns, blocks using them flipped and in several palette lines,
// chunk 1's art with flipped blocks.
func picturePack() *Pack {
	p := samplePack()
	l := p.Levels[0]
	a := &mdart.LevelArt{ChunkBlocks: p.Lib.ChunkBlocks, Backdrop: 0x20}
	for ln := range a.Palette {
		for i := range a.Palette[ln] {
			a.Palette[ln][i] = mdart.Colour((i*2 + ln*0x20) & 0xEEE)
		}
	}
	a.Patterns = make([]mdart.Pattern, 3)
	for i := range a.Patterns[1] {
		a.Patterns[1][i] = uint8(i % 16)
		a.Patterns[2][i] = uint8(15 - i/4)
	}
	a.Blocks = []mdart.Block{{}, {mdart.MakePatternWord(1, 0, false, false, false), mdart.MakePatternWord(2, 1, true, true, false),
		mdart.MakePatternWord(1, 2, false, false, true), mdart.MakePatternWord(2, 3, true, true, true)}}
	refs := make([]mdart.BlockRef, 64)
	for k := range refs {
		refs[k] = mdart.BlockRef{Block: uint16(k % 2), XFlip: k%3 == 0, YFlip: k%5 == 0}
	}
	a.Chunks = []mdart.Chunk{{Blocks: make([]mdart.BlockRef, 64)}, {Blocks: refs}}
	attachPicture(l, a)
	return p
}

// drawLevel draws level l's whole picture.
func drawLevel(l *layers.Level) []byte {
	img := image.NewRGBA(image.Rect(0, 0, l.Width*16, l.Height*16))
	l.Picture.DrawPicture(img, image.Point{}, img.Rect, 1, true, true)
	return img.Pix
}

// TestLoad_Picture: a level's picture (patterns, blocks, palette, the
// chunks' art) saved in the pack and loaded again draws the same, its
// chunks following the layout as it is edited; a level without one has
// none (docs/pack-format.md "picture").
func TestLoad_Picture(t *testing.T) {
	p := picturePack()
	files, err := Files(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(files[LevelFile("one")], []byte(`"picture"`)) || bytes.Contains(files[LevelFile("two")], []byte(`"picture"`)) {
		t.Fatal("the picture is not in level one's file alone")
	}
	fsys := fstest.MapFS{}
	for k, v := range files {
		fsys[k] = &fstest.MapFile{Data: v}
	}
	q, err := LoadFS(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	if q.Levels[1].Picture != nil {
		t.Error("level two got a picture")
	}
	got, want := q.Levels[0], p.Levels[0]
	ga, wa := got.Picture.(*mdart.LevelArt), want.Picture.(*mdart.LevelArt)
	if ga.Palette != wa.Palette || ga.Backdrop != wa.Backdrop || len(ga.Patterns) != 3 || ga.Patterns[2] != wa.Patterns[2] || ga.Blocks[1] != wa.Blocks[1] {
		t.Error("the art reopened differs")
	}
	if !bytes.Equal(drawLevel(got), drawLevel(want)) {
		t.Error("the reopened level draws another picture")
	}
	again, err := Files(q)
	if err != nil || !bytes.Equal(again[LevelFile("one")], files[LevelFile("one")]) {
		t.Errorf("saved again, the level file differs (%v)", err)
	}
	got.Layout[1] = 1
	if bytes.Equal(drawLevel(got), drawLevel(want)) {
		t.Error("the picture does not follow the layout")
	}
}

// TestLoad_PictureErrors: a bad picture is one error naming the level
// file, "picture" and the place in it.
func TestLoad_PictureErrors(t *testing.T) {
	p := picturePack()
	files, err := Files(p)
	if err != nil {
		t.Fatal(err)
	}
	var lj map[string]json.RawMessage
	if err := json.Unmarshal(files[LevelFile("one")], &lj); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ pic, want string }{
		{`{"palette":["000"]}`, "palette: 1 lines"},
		{`{"palette":["000 000 000 000 000 000 000 000 000 000 000 000 000 000 000 00F","","",""]}`, "line 0 colour 15"},
		{`{"backdrop":64}`, "backdrop 64"},
		{`{"palette":["` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `"],"patterns":["12"]}`, "pattern 0: 2 digits"},
		{`{"palette":["` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `"],"patterns":[],"blocks":["0001 zz 0 0"]}`, `block 0 word 1: "zz"`},
		{`{"palette":["` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `"],"chunks":[{"id":9,"rows":[]}]}`, "chunk 9: the pack has chunks 1..1"},
		{`{"palette":["` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `","` + strings.Repeat("000 ", 16) + `"],"chunks":[{"id":1,"rows":["` + strings.Repeat("0z ", 8) + `"` + strings.Repeat(`,"0 0 0 0 0 0 0 0"`, 7) + `]}]}`, `row 0 block 0: "0z"`},
	} {
		lj["picture"] = json.RawMessage(c.pic)
		data, _ := json.Marshal(lj)
		fsys := fstest.MapFS{}
		for k, v := range files {
			fsys[k] = &fstest.MapFile{Data: v}
		}
		fsys[LevelFile("one")] = &fstest.MapFile{Data: data}
		_, err := LoadFS(fsys, ".")
		if err == nil || !strings.Contains(err.Error(), LevelFile("one")) || !strings.Contains(err.Error(), "picture") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.pic, err, c.want)
		}
	}
}

// FuzzParsePicture feeds any JSON to the picture decoder: an error or a
// picture of whole chunks that draws (references past the patterns or
// blocks drawn blank), never a panic.
func FuzzParsePicture(f *testing.F) {
	p := picturePack()
	f.Add(encodePicture(p.Levels[0]))
	f.Add([]byte(`{"palette":["0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 EEE","","",""],"chunks":[{"id":1,"rows":["1xy"]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var pj pictureJSON
		if json.Unmarshal(data, &pj) != nil {
			return
		}
		a, err := parsePicture(&pj, 8, 4)
		if err != nil {
			return
		}
		for _, c := range a.Chunks {
			if len(c.Blocks) != 64 {
				t.Fatal("a chunk of another size")
			}
		}
		a.ChunkAt = func(cx, cy int) int { return (cx + cy) % 4 }
		img := image.NewRGBA(image.Rect(0, 0, 64, 64))
		a.Draw(img, image.Point{}, img.Rect, 1, mdart.AllPlanes)
	})
}

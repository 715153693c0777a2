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

// backgroundPack is picturePack with a background plane of 3x1 chunks in
// level one, drawn by its picture.
func backgroundPack() *Pack {
	p := picturePack()
	l := p.Levels[0]
	l.Background = &layers.Plane{W: 3, H: 1, Layout: []layers.ChunkID{1, 0, 1}}
	attachPicture(l, l.Picture.(*mdart.LevelArt))
	return p
}

// drawBackground draws level l's picture with its background plane.
func drawBackground(l *layers.Level) []byte {
	img := image.NewRGBA(image.Rect(0, 0, l.Width*16, l.Height*16))
	l.Picture.(layers.BackgroundPicture).DrawPictureBackground(img, image.Point{}, img.Rect, 1, true, true)
	return img.Pix
}

// loadFiles loads a pack from its files.
func loadFiles(files map[string][]byte) (*Pack, error) {
	fsys := fstest.MapFS{}
	for k, v := range files {
		fsys[k] = &fstest.MapFile{Data: v}
	}
	return LoadFS(fsys, ".")
}

// TestLoad_Background: a level's background plane is saved in its level
// file ("background": its size in chunks and its layout, a row a line),
// loaded back the same, drawn by the picture behind the foreground, and
// saved again byte for byte; a level without one has none.
func TestLoad_Background(t *testing.T) {
	p := backgroundPack()
	files, err := Files(p)
	if err != nil {
		t.Fatal(err)
	}
	want := "\"background\": {\n    \"width\": 3,\n    \"height\": 1,\n    \"layout\": [\n      [1,0,1]\n    ]\n  },"
	if !bytes.Contains(files[LevelFile("one")], []byte(want)) {
		t.Fatalf("level one's file has no background as %q:\n%s", want, files[LevelFile("one")])
	}
	if bytes.Contains(files[LevelFile("two")], []byte(`"background"`)) {
		t.Error("level two got a background key")
	}
	q, err := loadFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, q); d != "" {
		t.Fatalf("reopened: %s", d)
	}
	if q.Levels[1].Background != nil {
		t.Error("level two got a background plane")
	}
	got := q.Levels[0]
	if bp, ok := got.Picture.(layers.BackgroundPicture); !ok || !bp.HasBackground() {
		t.Fatal("the reopened picture draws no background plane")
	}
	if !bytes.Equal(drawBackground(got), drawBackground(p.Levels[0])) {
		t.Error("the reopened level draws another background")
	}
	again, err := Files(q)
	if err != nil || !bytes.Equal(again[LevelFile("one")], files[LevelFile("one")]) {
		t.Errorf("saved again, the level file differs (%v)", err)
	}
	before := drawBackground(got)
	got.Background.Layout[1] = 1
	if bytes.Equal(drawBackground(got), before) {
		t.Error("the picture does not follow the background plane as it is edited")
	}
	if d := Diff(p, q); !strings.Contains(d, "background") {
		t.Errorf("Diff of an edited background = %q", d)
	}
}

// TestLoad_BackgroundErrors: a bad background plane is one error naming
// the level file, "background" and the place in it.
func TestLoad_BackgroundErrors(t *testing.T) {
	files, err := Files(samplePack())
	if err != nil {
		t.Fatal(err)
	}
	var lj map[string]json.RawMessage
	if err := json.Unmarshal(files[LevelFile("one")], &lj); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ bg, want string }{
		{`{"width":0,"height":1,"layout":[[]]}`, "size 0x1 chunks"},
		{`{"width":100000,"height":100000,"layout":[]}`, "larger than a level may be"},
		{`{"width":2,"height":2,"layout":[[1,0]]}`, "layout: 1 rows, want 2"},
		{`{"width":2,"height":1,"layout":[[1]]}`, "layout row 0: 1 chunks, want 2"},
		{`{"width":2,"height":1,"layout":[[1,99]]}`, "layout row 0 column 1: chunk 99 does not exist"},
		{`{"width":1,"height":1,"layout":[[-1]]}`, "chunk -1 does not exist"},
		{`[1,2]`, "background"},
	} {
		lj["background"] = json.RawMessage(c.bg)
		data, _ := json.Marshal(lj)
		files[LevelFile("one")] = data
		_, err := loadFiles(files)
		if err == nil || !strings.Contains(err.Error(), LevelFile("one")) || !strings.Contains(err.Error(), "background") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.bg, err, c.want)
		}
	}
}

// TestValidate_Background: a pack made in code with a background plane
// of the wrong shape or naming a missing chunk is refused, not saved.
func TestValidate_Background(t *testing.T) {
	for _, bg := range []*layers.Plane{
		{W: 2, H: 1, Layout: []layers.ChunkID{1}},
		{W: 1, H: 1, Layout: []layers.ChunkID{50}},
		{W: 0, H: 0},
	} {
		p := samplePack()
		p.Levels[0].Background = bg
		if err := Validate(p); err == nil || !strings.Contains(err.Error(), "background") {
			t.Errorf("%+v: Validate = %v", bg, err)
		}
	}
}

// FuzzParseBackground feeds any JSON to the background decoder: an error,
// or a plane of its size whose chunks exist and which encodes and decodes
// back the same, never a panic.
func FuzzParseBackground(f *testing.F) {
	f.Add([]byte(`{"width":3,"height":1,"layout":[[1,0,1]]}`))
	f.Add([]byte(`{"width":1,"height":2,"layout":[[3],[2]]}`))
	f.Add([]byte(`{"width":70000,"height":1,"layout":[[1]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var bj backgroundJSON
		if json.Unmarshal(data, &bj) != nil {
			return
		}
		bg, err := parseBackground(&bj, 8, 4)
		if err != nil {
			return
		}
		if len(bg.Layout) != bg.W*bg.H {
			t.Fatalf("%dx%d plane with %d ids", bg.W, bg.H, len(bg.Layout))
		}
		for _, id := range bg.Layout {
			if id >= 4 {
				t.Fatalf("chunk %d past the library", id)
			}
		}
		var back backgroundJSON
		if err := json.Unmarshal(encodeBackground(&layers.Level{Background: bg}), &back); err != nil {
			t.Fatal(err)
		}
		again, err := parseBackground(&back, 8, 4)
		if err != nil || backgroundDiff(bg, again) != "" {
			t.Fatalf("round trip: %v, %s", err, backgroundDiff(bg, again))
		}
	})
}

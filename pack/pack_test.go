package pack

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
)

// samplePack builds a small pack that uses every feature of the format.
func samplePack() *Pack {
	p := New("sample", 8)
	p.Description = "every feature"
	lib := p.Lib
	slope := heightmask.Mask{}
	for i := range slope.Heights {
		slope.Heights[i] = int8(i + 1)
	}
	slope.Widths = heightmask.DeriveWidths(slope.Heights)
	slope.Angle = 0xE0
	full := heightmask.Mask{}
	for i := range full.Heights {
		full.Heights[i] = 16
	}
	full.Widths = heightmask.DeriveWidths(full.Heights)
	half := full
	for i := range half.Heights {
		half.Heights[i] = 8
	}
	half.Widths = heightmask.DeriveWidths(half.Heights)
	half.Flagged, half.Angle, half.ManualAngle, half.Solidity = true, 0xFF, true, heightmask.SolidSides
	custom := full
	custom.Widths[3] = -5
	custom.CustomWidths = true
	custom.Solidity = heightmask.SolidTop
	lib.Tiles = append(lib.Tiles, slope, full, half, custom)
	ch := layers.Chunk{Blocks: make([]layers.Block, 64)}
	for x := 0; x < 8; x++ {
		ch.Blocks[7*8+x] = layers.Block{{Tile: 2}, {Tile: 2}}
	}
	ch.Blocks[6*8+1] = layers.Block{{Tile: 1}, {Tile: 1, XFlip: true, Solidity: heightmask.SolidTop}}
	ch.Blocks[5*8+2] = layers.Block{{Tile: 3, YFlip: true, XFlip: true, Solidity: heightmask.SolidSides}, {}}
	ch.Blocks[4*8+3] = layers.Block{{Tile: 4, Solidity: heightmask.SolidTop}, {Tile: 4, Solidity: heightmask.SolidNone}}
	lib.Chunks = append(lib.Chunks, ch)
	a := layers.New("one", lib, 20, 10)
	a.Description = "first"
	a.Layout[0], a.Layout[2], a.Layout[4] = 1, 1, 1
	a.Start = layers.Point{X: 40, Y: 50}
	a.Bounds = layers.Rect{Min: layers.Point{X: 0, Y: -16}, Max: layers.Point{X: 300, Y: 160}}
	a.Switchers = []layers.Switcher{{ID: 3, X: 100, Y: 64, Radius: 64, Layer: [2]layers.Path{layers.PathB, layers.PathA}, GroundedOnly: true},
		{X: 10, Y: 20, Horizontal: true, Radius: 256, Priority: [2]layers.Priority{layers.High, layers.Low}, PriorityOnly: true}}
	a.Objects = []layers.Object{{ID: 4, Class: "spring", Name: "s", X: 64, Y: 100, W: 32, H: 16, Props: []layers.Prop{{Name: "strength", Value: "red"}, {Name: "n", Type: "int", Value: "3"}}},
		{Class: "ring", X: 5, Y: 6}}
	art := layers.ArtLayer{Name: "bg", Cells: make([]uint32, 200)}
	art.Cells[7] = 5 | 0x80000000
	a.Art = []layers.ArtLayer{art}
	a.Props = []layers.Prop{{Name: "music", Value: "ehz"}, {Name: "z", Type: "bool", Value: "true"}}
	b := layers.New("two", lib, 8, 8)
	b.Layout[0] = 1
	p.Levels = []*layers.Level{a, b}
	return p
}

// TestSave_RoundTrip checks pack -> save -> load is identical , for a directory and a zip, and that saving over an existing
// pack keeps foreign files.
func TestSave_RoundTrip(t *testing.T) {
	p := samplePack()
	if err := Validate(p); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "sample")
	if err := Save(p, dir); err != nil {
		t.Fatal(err)
	}
	q, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, q); d != "" {
		t.Fatalf("dir round trip: %s", d)
	}
	// Save again over it, with a foreign file and a level removed.
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	p.Levels = p.Levels[:1]
	if err := Save(p, dir); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "notes.txt")); err != nil || string(b) != "hi" {
		t.Errorf("foreign file lost: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "levels", "two.json")); err == nil {
		t.Errorf("removed level's file still there")
	}
	ents, _ := os.ReadDir(filepath.Dir(dir))
	if len(ents) != 1 {
		t.Errorf("temporary directories left: %v", ents)
	}
	zp := filepath.Join(t.TempDir(), "s.zip")
	if err := SaveZip(p, zp); err != nil {
		t.Fatal(err)
	}
	q, err = LoadZip(zp)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, q); d != "" {
		t.Fatalf("zip round trip: %s", d)
	}
}

// TestSave_RefusesForeignDir checks Save never replaces a directory that is
// not a pack.
func TestSave_RefusesForeignDir(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Save(samplePack(), dir); err == nil {
		t.Fatal("saved over a non-pack directory")
	}
	if _, err := os.Stat(filepath.Join(dir, "x")); err != nil {
		t.Fatal("directory touched")
	}
}

// TestSave_Invalid checks an invalid pack is not written.
func TestSave_Invalid(t *testing.T) {
	p := samplePack()
	p.Levels[0].Layout[1] = 99
	dir := filepath.Join(t.TempDir(), "p")
	err := Save(p, dir)
	if err == nil || !strings.Contains(err.Error(), "chunk 99 does not exist") {
		t.Fatalf("got %v", err)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("invalid pack written")
	}
}

func writePack(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for k, v := range files {
		f := filepath.Join(dir, filepath.FromSlash(k))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(v), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// editedPack writes the sample pack with the first old in file replaced
// by new, and returns its folder.
func editedPack(t *testing.T, file, old, new string) string {
	t.Helper()
	files := sampleFiles(t)
	if !strings.Contains(files[file], old) {
		t.Fatalf("%s does not hold %q:\n%s", file, old, files[file])
	}
	files[file] = strings.Replace(files[file], old, new, 1)
	return writePack(t, files)
}

func sampleFiles(t *testing.T) map[string]string {
	files, err := Files(samplePack())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range files {
		out[k] = string(v)
	}
	return out
}

// TestLoad_Errors checks that every problem is reported with its file and
// place.
func TestLoad_Errors(t *testing.T) {
	cases := []struct {
		file, old, new string
		want           []string
	}{
		{"chunks.json", `"0 0 0 4/4@none`, `"0 0 0 99`, []string{"pack: chunks.json: chunk 1: block 35: path A: tile 99 does not exist"}},
		{"pack.json", `"version": 1`, `"version": 7`, []string{"pack.json: version: format version 7 is newer"}},
		{"pack.json", `"loopwright-pack"`, `"other"`, []string{"not a Loopwright pack"}},
		{"tiles.json", `"heights":[1,2,3`, `"heights":[17,2,3`, []string{"tiles.json: tile 1: heights[0] = 17 is outside -16..16"}},
		{"tiles.json", `"heights":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]`, `"heights":[1,2]`, []string{"tile 1: heights: 2 values, want 16"}},
		{"levels/one.json", `"width": 20`, `"width": 1000000000`, []string{"levels/one.json: size: size 1000000000x10 blocks: more than 65536 blocks a side"}},
		{"levels/one.json", "\"width\": 20,\n  \"height\": 10", "\"width\": 5000,\n  \"height\": 5000", []string{"levels/one.json: size: size 5000x5000 blocks: 25000000 blocks, more than the limit 16777216"}},
		{"levels/one.json", `"radius":64`, `"radius":65`, []string{"levels/one.json: switcher 0 (id 3): radius 65 is not 32, 64, 128 or 256"}},
		{"levels/one.json", `[1,0,1]`, `[1,0,5]`, []string{"levels/one.json: layout row 0 column 2: chunk 5 does not exist"}},
		{"levels/one.json", `"layer_1":"B"`, `"layer_1":"C"`, []string{"layer_1 \"C\" is not A or B"}},
		{"levels/one.json", `"id":4,`, `"id":3,`, []string{"object 0 (id 3): id 3 is also used by switcher 0 (id 3)"}},
		{"levels/one.json", `"width": 20`, `"width": "x"`, []string{"levels/one.json: line 5 col", "width is a JSON string, want a whole number"}},
		{"levels/one.json", `"version": 1,`, `"version": 1`, []string{"levels/one.json: line 3 col", "bad JSON"}},
		{"chunks.json", `"chunk_blocks": 8`, `"chunk_blocks": 9`, []string{"chunk size 9 blocks is not 8 or 16"}},
		{"pack.json", `"two"`, `"../x"`, []string{"pack.json: levels[1]: level name \"../x\""}},
	}
	for _, c := range cases {
		_, err := Load(editedPack(t, c.file, c.old, c.new))
		if err == nil {
			t.Errorf("%s %q: no error", c.file, c.new)
			continue
		}
		all := strings.Join(err.(ErrorList).Lines(), "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s %q: want %q in:\n%s", c.file, c.new, w, all)
			}
		}
	}
}

// TestLoad_AllProblems checks problems in several files are all reported.
func TestLoad_AllProblems(t *testing.T) {
	files := sampleFiles(t)
	files["levels/one.json"] = strings.Replace(files["levels/one.json"], `"radius":64`, `"radius":1`, 1)
	files["levels/two.json"] = strings.Replace(files["levels/two.json"], `[1]`, `[7]`, 1)
	_, err := Load(writePack(t, files))
	if el, ok := err.(ErrorList); !ok || len(el) != 2 {
		t.Fatalf("want 2 errors, got %v", err)
	}
}

// TestLoad_Missing checks missing files are named.
func TestLoad_Missing(t *testing.T) {
	files := sampleFiles(t)
	delete(files, "levels/two.json")
	_, err := Load(writePack(t, files))
	if err == nil || !strings.Contains(err.Error(), "pack: levels/two.json: missing") {
		t.Fatalf("got %v", err)
	}
}

// TestLoad_SymlinkEscape checks a symbolic link leaving the pack is refused.
func TestLoad_SymlinkEscape(t *testing.T) {
	files := sampleFiles(t)
	outside := writePack(t, map[string]string{"two.json": files["levels/two.json"]})
	delete(files, "levels/two.json")
	dir := writePack(t, files)
	if err := os.Symlink(filepath.Join(outside, "two.json"), filepath.Join(dir, "levels", "two.json")); err != nil {
		t.Skip(err)
	}
	_, err := Load(dir)
	if err == nil || !strings.Contains(err.Error(), "levels/two.json") {
		t.Fatalf("got %v", err)
	}
}

func zipOf(t testing.TB, files map[string]string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for k, v := range files {
		w, err := zw.Create(k)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestLoadZip_Hostile checks escaping entries and folder zips.
func TestLoadZip_Hostile(t *testing.T) {
	files := sampleFiles(t)
	files["../evil.json"] = "{}"
	_, err := LoadZipBytes(zipOf(t, files), "x.zip")
	if err == nil || !strings.Contains(err.Error(), `"../evil.json"`) {
		t.Fatalf("got %v", err)
	}
	nested := map[string]string{}
	for k, v := range sampleFiles(t) {
		nested["sample/"+k] = v
	}
	p, err := LoadZipBytes(zipOf(t, nested), "x.zip")
	if err != nil || len(p.Levels) != 2 {
		t.Fatalf("folder zip: %v", err)
	}
	nested["sample/levels/two.json"] = "{"
	_, err = LoadZipBytes(zipOf(t, nested), "x.zip")
	if err == nil || !strings.Contains(err.Error(), "pack: x.zip: sample/levels/two.json: ") {
		t.Fatalf("got %v", err)
	}
	if _, err := LoadZipBytes([]byte("nope"), "x.zip"); err == nil {
		t.Fatal("garbage zip loaded")
	}
}

// TestSaveFormat checks the JSON is human-diffable: one chunk row and one
// layout row per line.
func TestSaveFormat(t *testing.T) {
	files := sampleFiles(t)
	if !strings.Contains(files["chunks.json"], "\n      \"0 0 0 0 0 0 0 0\",\n") {
		t.Errorf("chunks.json:\n%s", files["chunks.json"])
	}
	if !strings.Contains(files["levels/one.json"], "\"layout\": [\n    [1,0,1],\n    [0,1,0]\n  ]") {
		t.Errorf("level:\n%s", files["levels/one.json"])
	}
}

// TestErrorList_Error checks the one-line summary.
func TestErrorList_Error(t *testing.T) {
	var l ErrorList
	l.Add("pack", "a.json", "chunk 1", "bad %d", 1)
	l.Add("pack", "b.json", "", "worse")
	if got := l.Error(); got != "pack: a.json: chunk 1: bad 1 (and 1 more errors)" {
		t.Errorf("got %q", got)
	}
}

package tmx

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/objcatalog"
	"loopwright/pack"
)

func readSmall(t testing.TB) string {
	b, err := os.ReadFile("testdata/small.tmx")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestImport checks the docs/tiled.md convention on a small map.
func TestImport(t *testing.T) {
	l, err := Import("testdata/small.tmx")
	if err != nil {
		t.Fatal(err)
	}
	if l.Name != "small" || l.Width != 10 || l.Height != 6 || l.LayoutW != 2 || l.LayoutH != 1 {
		t.Fatalf("level %s %dx%d layout %dx%d", l.Name, l.Width, l.Height, l.LayoutW, l.LayoutH)
	}
	// Tiles: one per distinct mask with heights, in tileset order.
	if len(l.Lib.Tiles) != 5 {
		t.Fatalf("%d tiles", len(l.Lib.Tiles))
	}
	cell := func(p layers.Path, x, y int) (layers.Cell, *heightmask.Mask) { return l.Cell(p, x, y) }
	c, m := cell(layers.PathA, 4, 3) // GID with the horizontal flip flag
	if c.Tile != 2 || !c.XFlip || c.YFlip || m.Heights[0] != 1 || m.Angle != 0xE0 || !m.ManualAngle {
		t.Errorf("flipped slope: %+v %+v", c, m)
	}
	c, m = cell(layers.PathA, 5, 3)
	if !m.Flagged || m.TileAngle() != 0xFF || c.Solidity != heightmask.SolidTop {
		t.Errorf("flagged top tile: %+v %+v", c, m)
	}
	c, _ = cell(layers.PathA, 6, 4) // vertical flip
	if c.Tile != 1 || !c.YFlip || c.XFlip {
		t.Errorf("vflip: %+v", c)
	}
	if c, _ = cell(layers.PathA, 7, 4); c.Tile != 0 {
		t.Errorf("a tile without heights is empty: %+v", c)
	}
	c, m = cell(layers.PathB, 9, 1)
	if c.Solidity != heightmask.SolidSides || !m.CustomWidths || m.Widths[3] != -3 || m.ManualAngle {
		t.Errorf("custom widths: %+v %+v", c, m)
	}
	if c, _ = cell(layers.PathB, 3, 3); c.Tile != 0 {
		t.Errorf("path B at 3,3: %+v", c)
	}
	if l.Start != (layers.Point{X: 40, Y: 56}) {
		t.Errorf("start %v", l.Start)
	}
	want := layers.Switcher{ID: 2, X: 80, Y: 48, Radius: 32, Layer: [2]layers.Path{layers.PathA, layers.PathB},
		Priority: [2]layers.Priority{layers.Low, layers.High}, GroundedOnly: true}
	if len(l.Switchers) != 1 || l.Switchers[0] != want {
		t.Errorf("switchers %+v", l.Switchers)
	}
	if len(l.Objects) != 2 {
		t.Fatalf("objects %+v", l.Objects)
	}
	o := l.Objects[0] // a rectangle's position is its centre
	if o.Class != "spring" || o.ID != 5 || o.X != 116 || o.Y != 68 || o.W != 32 || o.H != 16 || len(o.Props) != 2 || o.Props[0].Name != "strength" {
		t.Errorf("spring %+v", o)
	}
	if o := l.Objects[1]; o.Class != "ring" || o.X != 20 || o.Y != 20 {
		t.Errorf("ring (class from type) %+v", o)
	}
	// camera_right/bottom limit the camera's corner: the bounds add a screen.
	if l.Bounds != (layers.Rect{Min: layers.Point{X: 0, Y: -16}, Max: layers.Point{X: 144 + ScreenW, Y: 96 + ScreenH}}) {
		t.Errorf("bounds %v", l.Bounds)
	}
	if len(l.Props) != 1 || l.Props[0].Name != "music" {
		t.Errorf("props %v", l.Props)
	}
}

// TestImport_SingleLayer checks a lone tile layer with another name is
// both paths, and extra layers are art.
func TestImport_SingleLayer(t *testing.T) {
	s := strings.Replace(readSmall(t), `name="a"`, `name="ground"`, 1)
	i := strings.Index(s, ` <layer id="2"`)
	j := strings.Index(s, ` <objectgroup`)
	l, err := ImportReader(strings.NewReader(s[:i]+s[j:]), "")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := l.Cell(layers.PathA, 4, 3)
	b, _ := l.Cell(layers.PathB, 4, 3)
	if a.Tile == 0 || a != b || len(l.Art) != 0 {
		t.Errorf("single layer: %+v %+v art %d", a, b, len(l.Art))
	}
	l, err = ImportReader(strings.NewReader(strings.Replace(readSmall(t), `name="B"`, `name="deco"`, 1)), "")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := l.Cell(layers.PathB, 0, 5); b.Tile != 0 || len(l.Art) != 1 || l.Art[0].Name != "deco" || l.Art[0].Cells[50] != 1 {
		t.Errorf("art layer: %+v %d", b, len(l.Art))
	}
}

// TestImport_Errors checks the errors of docs/tiled.md name the
// file, the layer and the cell.
func TestImport_Errors(t *testing.T) {
	cases := []struct{ old, new, want string }{
		{`orientation="orthogonal"`, `orientation="isometric"`, `tmx: map.tmx: map: orientation "isometric" is not supported (want orthogonal)`},
		{`tilewidth="16" tileheight="16" infinite`, `tilewidth="32" tileheight="32" infinite`, "tile size 32x32 is not supported"},
		{`infinite="0"`, `infinite="1"`, "infinite maps are not supported"},
		{`0,0,2,1,1,1,1073741825`, `0,0,2,1,1,1,536870913`, `tmx: map.tmx: layer "a": cell 6,4: diagonal flip (rotation) is not supported`},
		{`value="1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16"`, `value="1,2,3"`, `tileset "masks": tile 1: heights: 3 values, want 16`},
		{`value="1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16"`, `value="1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,17"`, `value 16: 17 is outside -16..16`},
		{`name="radius" type="int" value="32"`, `name="radius" type="int" value="33"`, `object 2: layer_switcher: radius "33" is not 32, 64, 128 or 256`},
		{`name="layer_2" value="B"`, `name="layer_2" value="C"`, `layer_2 "C" is not A or B`},
		{`value="top"`, `value="floor"`, `unknown solidity "floor"`},
		{`width="10" height="6" tilewidth`, `width="1000000000" height="1000000000" tilewidth`, "more than 65536 blocks a side"},
		{`width="10" height="6" tilewidth`, `width="4000" height="4000" tilewidth`, "more than the Tiled import limit"},
		{`<map `, `<mop `, "not a Tiled map"},
		{`name="B"`, `name="a"`, `a second tile layer for collision path A`},
		{`type="ring"`, ``, `object 6: object has no class`},
		{`firstgid="1" name="masks"`, `firstgid="1" source="../x.tsx" name="masks"`, `leaves the map's folder`},
		{`firstgid="1" name="masks"`, `firstgid="1" source="/etc/x.tsx" name="masks"`, `is absolute`},
		{`1,1,1,1,1,1,1,1,1,1
</data>`, `1,1,1,1,1,1,1,1,1
</data>`, "does not hold width x height tiles"},
		{`name="camera_left" type="int" value="0"`, `name="camera_left" type="int" value="zero"`, `map property camera_left: "zero" is not an integer`},
	}
	src := readSmall(t)
	for _, c := range cases {
		if !strings.Contains(src, c.old) {
			t.Fatalf("small.tmx does not hold %q", c.old)
		}
		_, err := ImportReader(strings.NewReader(strings.Replace(src, c.old, c.new, 1)), "")
		if err == nil || !strings.Contains(lines(err), c.want) {
			t.Errorf("%q: want %q, got %v", c.new, c.want, lines(err))
		}
	}
}

func lines(err error) string {
	if el, ok := err.(pack.ErrorList); ok {
		return strings.Join(el.Lines(), "\n")
	}
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// TestImport_GzipBomb checks compressed data that expands past the map
// size is refused before it is decoded.
func TestImport_GzipBomb(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(make([]byte, 50<<20)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	s := readSmall(t)
	i := strings.Index(s, `<data encoding="csv">`)
	j := strings.Index(s, `</data>`)
	s = s[:i] + `<data encoding="base64" compression="gzip">` + base64.StdEncoding.EncodeToString(buf.Bytes()) + s[j:]
	_, err := ImportReader(strings.NewReader(s), "")
	if err == nil || !strings.Contains(err.Error(), "data holds more") && !strings.Contains(err.Error(), "want 240") {
		t.Fatalf("got %v", err)
	}
}

// TestImport_ExternalTileset checks an external .tsx inside the map folder
// is read, and a symbolic link leaving it is not.
func TestImport_ExternalTileset(t *testing.T) {
	s := readSmall(t)
	i := strings.Index(s, ` <tileset`)
	j := strings.Index(s, ` <layer id="1"`)
	tsx := `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + strings.Replace(s[i:j], `firstgid="1" `, ``, 1)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "masks.tsx"), []byte(tsx), 0o644); err != nil {
		t.Fatal(err)
	}
	m := s[:i] + ` <tileset firstgid="1" source="masks.tsx"/>` + "\n" + s[j:]
	if err := os.WriteFile(filepath.Join(dir, "m.tmx"), []byte(m), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Import(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := Import("testdata/small.tmx")
	ref.Name = "m"
	if d := pack.LevelDiff(ref, l); d != "" {
		t.Fatalf("external tileset: %s", d)
	}
	out := t.TempDir()
	if err := os.WriteFile(filepath.Join(out, "masks.tsx"), []byte(tsx), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "masks.tsx")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(out, "masks.tsx"), filepath.Join(dir, "masks.tsx")); err != nil {
		t.Skip(err)
	}
	if _, err := Import(filepath.Join(dir, "m.tmx")); err == nil {
		t.Fatal("symlink out of the map folder followed")
	}
}

// TestExport_RoundTrip checks tmx -> import -> export -> import is
// identical, and that export writes the tileset image.
func TestExport_RoundTrip(t *testing.T) {
	a, err := Import("testdata/small.tmx")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "small.tmx")
	if err := Export(a, p); err != nil {
		t.Fatal(err)
	}
	b, err := Import(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := pack.LevelDiff(a, b); d != "" {
		t.Fatalf("round trip: %s", d)
	}
	for _, f := range []string{"small-collision.png", ObjectTypesFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatal(err)
		}
	}
	// Again from the export: the text is stable.
	x1, _ := os.ReadFile(p)
	if err := Export(b, p); err != nil {
		t.Fatal(err)
	}
	x2, _ := os.ReadFile(p)
	if !bytes.Equal(x1, x2) {
		t.Error("export is not stable")
	}
}

// TestExport_Variants checks a cell whose solidity differs from its tile's
// gets its own tileset tile, and identical paths give one AB layer.
func TestExport_Variants(t *testing.T) {
	lib := layers.NewLibrary(8)
	full := heightmask.Mask{}
	for i := range full.Heights {
		full.Heights[i] = 16
	}
	full.Widths = heightmask.DeriveWidths(full.Heights)
	lib.Tiles = append(lib.Tiles, full)
	ch := layers.Chunk{Blocks: make([]layers.Block, 64)}
	ch.Blocks[0] = layers.Block{{Tile: 1, Solidity: heightmask.SolidTop}, {Tile: 1, Solidity: heightmask.SolidTop}}
	ch.Blocks[1] = layers.Block{{Tile: 1}, {Tile: 1}}
	lib.Chunks = append(lib.Chunks, ch)
	l := layers.New("v", lib, 8, 8)
	l.Layout[0] = 1
	data, _, err := Encode(l, "v.png")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	if !strings.Contains(s, `name="AB"`) || strings.Count(s, `name="heights"`) != 2 || !strings.Contains(s, "\n2,1,0,0,0,0,0,0,\n") {
		t.Fatalf("export:\n%s", s)
	}
	back, err := ImportReader(bytes.NewReader(data), "")
	if err != nil {
		t.Fatal(err)
	}
	c, m := back.Cell(layers.PathB, 0, 0)
	if c.Solidity != heightmask.SolidTop || m.Heights[0] != 16 {
		t.Fatalf("variant: %+v", c)
	}
}

// TestObjectTypes: the Tiled object types file lists every class of the
// physics' object table with its properties' types and defaults (spikes
// count 4, docs/objects.md) and parses as XML; Export writes it.
func TestObjectTypes(t *testing.T) {
	var ts xObjectTypes
	if err := xml.Unmarshal(ObjectTypes(), &ts); err != nil {
		t.Fatal(err)
	}
	byName := map[string]xObjectType{}
	for _, ot := range ts.Types {
		byName[ot.Name] = ot
	}
	for _, c := range objcatalog.Classes() {
		ot, ok := byName[c.Name]
		if !ok || len(ot.Props) != len(c.Props) {
			t.Errorf("%s: %+v", c.Name, ot)
		}
	}
	found := false
	for _, p := range byName["spikes"].Props {
		found = found || (p.Name == "count" && p.Type == "int" && p.Default == "4")
	}
	if !found {
		t.Errorf("spikes: %+v", byName["spikes"])
	}
}

// TestImport_ProjectLayout: ../tilesets/x.tsx, the usual Tiled project
// layout, is read when a Tiled project file marks the folder above; without one, and beyond the project, it is refused.
func TestImport_ProjectLayout(t *testing.T) {
	s := readSmall(t)
	i := strings.Index(s, ` <tileset`)
	j := strings.Index(s, ` <layer id="1"`)
	tsx := `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + strings.Replace(s[i:j], `firstgid="1" `, ``, 1)
	proj := filepath.Join(t.TempDir(), "proj")
	if err := os.MkdirAll(filepath.Join(proj, "maps", "act1"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(proj, "tilesets"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "tilesets", "masks.tsx"), []byte(tsx), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]string{"maps/m.tmx": "../tilesets/masks.tsx", "maps/act1/m.tmx": "../../tilesets/masks.tsx"} {
		if err := os.WriteFile(filepath.Join(proj, name), []byte(s[:i]+` <tileset firstgid="1" source="`+src+`"/>`+"\n"+s[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// No project file: the map's folder is the limit.
	if _, err := Import(filepath.Join(proj, "maps", "m.tmx")); err == nil || !strings.Contains(err.Error(), "tiled-project") {
		t.Fatalf("without a project file: %v", err)
	}
	if err := os.WriteFile(filepath.Join(proj, "proj.tiled-project"), []byte(`{"folders": ["."]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	ref, _ := Import("testdata/small.tmx")
	ref.Name = "m"
	for _, name := range []string{"maps/m.tmx", "maps/act1/m.tmx"} {
		l, err := Import(filepath.Join(proj, name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := pack.LevelDiff(ref, l); d != "" {
			t.Fatalf("%s: %s", name, d)
		}
	}
	// Beyond the project: refused, even with the project file.
	out := filepath.Dir(proj)
	if err := os.WriteFile(filepath.Join(out, "masks.tsx"), []byte(tsx), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "maps", "x.tmx"), []byte(s[:i]+` <tileset firstgid="1" source="../../masks.tsx"/>`+"\n"+s[j:]), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Import(filepath.Join(proj, "maps", "x.tmx")); err == nil || !strings.Contains(err.Error(), "leaves the Tiled project") {
		t.Fatalf("escape: %v", err)
	}
	// Relative paths work the same.
	t.Chdir(filepath.Join(proj, "maps"))
	if _, err := Import("m.tmx"); err != nil {
		t.Fatalf("relative: %v", err)
	}
}

// TestExport_TileCount: the tileset's tilecount is what its image holds,
// as Tiled computes it (Tiled showed blank tiles).
func TestExport_TileCount(t *testing.T) {
	a, err := Import("testdata/small.tmx")
	if err != nil {
		t.Fatal(err)
	}
	data, img, err := Encode(a, "x.png")
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Tileset struct {
			TileCount int `xml:"tilecount,attr"`
			Columns   int `xml:"columns,attr"`
			Image     struct {
				W int `xml:"width,attr"`
				H int `xml:"height,attr"`
			} `xml:"image"`
		} `xml:"tileset"`
	}
	if err := xml.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(img))
	if err != nil {
		t.Fatal(err)
	}
	ts := m.Tileset
	if cfg.Width != ts.Image.W || cfg.Height != ts.Image.H || ts.Columns != cfg.Width/16 || ts.TileCount != (cfg.Width/16)*(cfg.Height/16) {
		t.Errorf("tilecount %d, columns %d, image %dx%d (file says %dx%d)", ts.TileCount, ts.Columns, cfg.Width, cfg.Height, ts.Image.W, ts.Image.H)
	}
}

// TestImport_ErrorUnwraps: the error for a map whose external tileset is
// missing is a pack error whose cause errors.Is finds (fs.ErrNotExist).
func TestImport_ErrorUnwraps(t *testing.T) {
	s := readSmall(t)
	i := strings.Index(s, ` <tileset`)
	j := strings.Index(s, ` <layer id="1"`)
	dir := t.TempDir()
	m := s[:i] + ` <tileset firstgid="1" source="masks.tsx"/>` + "\n" + s[j:]
	if err := os.WriteFile(filepath.Join(dir, "m.tmx"), []byte(m), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Import(filepath.Join(dir, "m.tmx"))
	if err == nil {
		t.Fatal("a missing tileset loaded")
	}
	var pe *pack.Error
	if !errors.As(err, &pe) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("error %q (%T): errors.As *pack.Error %v, errors.Is fs.ErrNotExist %v", err, err, pe != nil, errors.Is(err, fs.ErrNotExist))
	}
}

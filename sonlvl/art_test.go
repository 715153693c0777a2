package sonlvl

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/preview"
)

// pictureColours draws r of the level's picture and returns how many
// pixels each colour covers, failing on a colour not in the palette.
func pictureColours(t *testing.T, l *Level, r image.Rectangle, out string) map[color.RGBA]int {
	t.Helper()
	art, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok {
		t.Fatalf("%s: no picture (%v)", l.Name, l.ArtErr)
	}
	dst := image.NewRGBA(image.Rectangle{Max: r.Size()})
	art.Draw(dst, image.Point{}, r, 1, mdart.AllPlanes)
	pal := map[color.RGBA]bool{}
	rgba := art.Palette.RGBA()
	for _, line := range rgba {
		for _, c := range line {
			pal[c] = true
		}
	}
	seen := map[color.RGBA]int{}
	for y := 0; y < dst.Rect.Dy(); y++ {
		for x := 0; x < dst.Rect.Dx(); x++ {
			c := dst.RGBAAt(x, y)
			if !pal[c] {
				t.Fatalf("(%d,%d) = %v is no palette colour", x, y, c)
			}
			seen[c]++
		}
	}
	if dir := os.Getenv("SONLVL_ART_DIR"); dir != "" { // to look at; never committed
		if f, err := os.Create(filepath.Join(dir, out)); err == nil {
			if err := png.Encode(f, dst); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
		}
	}
	return seen
}

// TestProject_Load_Picture: EHZ act 1 and GHZ act 1 open with their art
// (tiles, blocks, chunks, palette from the INI), drawn from the model's
// layout: palette colours around the start, the backdrop (line 2 colour
// 0) only in part.
func TestProject_Load_Picture(t *testing.T) {
	for _, c := range []struct {
		ini  func(testing.TB) string
		name string
		png  string
	}{{s2INI, ehz1, "ehz1.png"}, {s1INI, ghz1, "ghz1.png"}} {
		l := loadLevel(t, c.ini(t), c.name)
		if l.ArtErr != nil {
			t.Fatalf("%s: %v", c.name, l.ArtErr)
		}
		st := l.Model.Start
		r := image.Rect(st.X-320, st.Y-224, st.X+320, st.Y+224).Intersect(image.Rect(0, 0, l.Model.Width*16, l.Model.Height*16))
		seen := pictureColours(t, l, r, c.png)
		if len(seen) < 8 {
			t.Errorf("%s: %d colours around the start", c.name, len(seen))
		}
		art := l.Model.Picture.(*mdart.LevelArt)
		back := art.Palette.RGBA()[2][0]
		if seen[back] > r.Dx()*r.Dy()*9/10 {
			t.Errorf("%s: the backdrop covers %d of %d pixels", c.name, seen[back], r.Dx()*r.Dy())
		}
	}
}

// TestProject_Load_PictureFollowsLayout: the picture reads the model's
// layout, so a layout edit shows.
func TestProject_Load_PictureFollowsLayout(t *testing.T) {
	l := loadLevel(t, s2INI(t), ehz1)
	m := l.Model
	art := l.Model.Picture.(*mdart.LevelArt)
	r := image.Rect(0, 0x280, 128, 0x280+128) // chunk (0, 5): ground
	before := pictureColours(t, l, r, "")
	m.Layout[5*m.LayoutW] = 0 // the empty chunk
	after := pictureColours(t, l, r, "")
	back := art.Palette.RGBA()[2][0]
	if before[back] == 128*128 || after[back] != 128*128 {
		t.Errorf("backdrop pixels %d before, %d after emptying the chunk", before[back], after[back])
	}
}

// TestProject_Load_ArtCorrupt: a level whose art file does not decode
// opens without a picture, with the reason in ArtErr naming the file.
// (A missing tiles file fails the level: Load checks every file exists.)
func TestProject_Load_ArtCorrupt(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	if err := os.WriteFile(filepath.Join(filepath.Dir(filepath.Dir(ini)), "art", "kosinski", "EHZ_HTZ.kos"), []byte{0xFF, 0xFF, 1}, 0o644); err != nil {
		t.Fatal(err)
	}
	l := loadLevel(t, ini, ehz1)
	if l.Model.Picture != nil || l.ArtErr == nil {
		t.Fatalf("picture %v, ArtErr %v", l.Model.Picture, l.ArtErr)
	}
	if !strings.Contains(l.ArtErr.Error(), "EHZ_HTZ.kos") {
		t.Errorf("ArtErr %q does not name the file", l.ArtErr)
	}
}

// BenchmarkRender_EHZ1Picture640x448 is the preview budget on the
// real level: EHZ act 1 with its art, collision and default overlays at
// 640x448, zoom 1 (4 ms a frame).
func BenchmarkRender_EHZ1Picture640x448(b *testing.B) { benchEHZ1Picture(b, true) }

// BenchmarkRender_EHZ1Picture640x448NoBackground: the same without the
// background plane.
func BenchmarkRender_EHZ1Picture640x448NoBackground(b *testing.B) { benchEHZ1Picture(b, false) }

func benchEHZ1Picture(b *testing.B, background bool) {
	l := loadLevel(b, s2INI(b), ehz1)
	dst := image.NewRGBA(image.Rect(0, 0, 640, 448))
	opt := preview.DefaultOptions()
	opt.PictureNoBackground = !background
	st := l.Model.Start
	vp := preview.CentredOn(st.X, st.Y, 640, 448, 1)
	var r preview.Renderer
	r.Render(dst, l.Model, vp, nil, opt)
	b.ReportAllocs()
	for b.Loop() {
		r.Render(dst, l.Model, vp, nil, opt)
	}
}

// TestProject_Load_ChunkImage: a model chunk's art, for the chunk editor
// (Sonic 1: layout value k is the file's chunk k-1).
func TestProject_Load_ChunkImage(t *testing.T) {
	l := loadLevel(t, s1INI(t), ghz1)
	art := l.Model.Picture.(*mdart.LevelArt)
	id := 0
	for _, v := range l.Model.Layout {
		if v != 0 && v&0x80 == 0 {
			id = int(v)
			break
		}
	}
	img := art.ChunkImage(id)
	if img == nil || img.Rect.Dx() != 256 {
		t.Fatalf("chunk %#x: %v", id, img)
	}
	if art.ChunkImage(0) != nil {
		t.Error("chunk 0 (empty) has art")
	}
	if loop := art.ChunkImage(0x80 | id&0x7F); loop == nil || string(loop.Pix) != string(img.Pix) {
		t.Error("the loop form of a chunk does not show the chunk's art")
	}
}

// TestProject_Load_Background: the background plane comes from the layout
// file (S3K's background rows here, repeated over the level), and EHZ 1's
// from Sonic 2's background rows; saving leaves the background rows as
// they are.
func TestProject_Load_Background(t *testing.T) {
	ini, l0 := s3kExample(t)
	p := filepath.Join(filepath.Dir(filepath.Dir(ini)), "Levels", fileName(l0.Name), "Layout", "1.bin")
	d, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	h, msg := parseS3KLayout(d)
	if msg != "" {
		t.Fatal(msg)
	}
	fg := func(cx, cy int) byte { return d[h.FG[cy]+cx] }
	bgIDs := []byte{2, 3}
	nd := s3kLayoutFile(h.FGW, h.FGH, fg, 2, 1, func(cx, cy int) byte { return bgIDs[cx] })
	if err := os.WriteFile(p, nd, 0o644); err != nil {
		t.Fatal(err)
	}
	l := loadLevel(t, ini, l0.Name)
	art, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok || !art.HasBackground() {
		t.Fatalf("no background plane: %T %v", l.Model.Picture, l.ArtErr)
	}
	for _, c := range []struct{ cx, cy, want int }{{0, 0, 2}, {1, 0, 3}, {2, 0, 2}, {5, 3, 3}} {
		if got := art.BGChunkAt(c.cx, c.cy); got != c.want {
			t.Errorf("background chunk (%d,%d) = %d, want %d", c.cx, c.cy, got, c.want)
		}
	}
	if ch, err := l.Changed(); err != nil || len(ch) != 0 {
		t.Errorf("unedited: would write %v (%v)", ch, err)
	}
	var bp layers.BackgroundPicture = art
	_ = bp

	e := loadLevel(t, s2INI(t), ehz1)
	if a, ok := e.Model.Picture.(*mdart.LevelArt); !ok || !a.HasBackground() {
		t.Error("EHZ 1 has no background plane")
	}
}

// TestProject_Load_AnimTiles: an animtilesN= key (file:first:position:count
// in patterns) puts that set's first frame into the patterns at its
// position; a malformed key is an art error naming the line.
func TestProject_Load_AnimTiles(t *testing.T) {
	ini, l0 := s3kExample(t)
	root := filepath.Dir(filepath.Dir(ini))
	frames := make([]byte, 6*mdart.PatternSize)
	for i := range frames {
		frames[i] = byte(0x11 * (i / mdart.PatternSize)) // pattern k: colour k
	}
	must(t, os.WriteFile(filepath.Join(root, "anim.unc"), frames, 0o644))
	src, _ := os.ReadFile(ini)
	s := strings.Replace(string(src), "[basics]\r\n", "[basics]\r\nanimtiles1=../anim.unc:2:0x300:3\r\n", 1)
	must(t, os.WriteFile(ini, []byte(s), 0o644))
	l := loadLevel(t, ini, l0.Name)
	art, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok {
		t.Fatalf("no picture: %v", l.ArtErr)
	}
	if len(art.Patterns) < 0x303 || art.Patterns[0x300][0] != 2 || art.Patterns[0x302][63] != 4 {
		t.Fatalf("patterns 0x300-0x302 are not the set's frames 2-4 (%d patterns)", len(art.Patterns))
	}
	must(t, os.WriteFile(ini, []byte(strings.Replace(s, ":2:0x300:3", ":2:0x300", 1)), 0o644))
	l = loadLevel(t, ini, l0.Name)
	if l.ArtErr == nil || !strings.Contains(l.ArtErr.Error(), "animtiles1=") {
		t.Errorf("malformed animtiles: art error %v", l.ArtErr)
	}
}

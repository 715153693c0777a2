package cli

import (
	"image"
	_ "image/gif"
	_ "image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/preview"
)

// writeRenderPack saves a one-level pack (a floor at y 192, the start above
// it) in a temporary directory and returns its path.
func writeRenderPack(t *testing.T) string {
	t.Helper()
	p := pack.New("render", 8)
	var full [16]int8
	for i := range full {
		full[i] = 16
	}
	m := p.Lib.Tiles[0]
	m.Heights = full
	m.Widths = full
	m.Flagged = true
	p.Lib.Tiles = append(p.Lib.Tiles, m)
	ch := layers.Chunk{Blocks: make([]layers.Block, 64)}
	for bx := 0; bx < 8; bx++ {
		for by := 4; by < 8; by++ {
			ch.Blocks[by*8+bx] = layers.Block{{Tile: 1}, {Tile: 1}}
		}
	}
	p.Lib.Chunks = append(p.Lib.Chunks, ch)
	lvl := layers.New("one", p.Lib, 32, 16)
	for cx := 0; cx < lvl.LayoutW; cx++ {
		lvl.Layout[1*lvl.LayoutW+cx] = 1
	}
	lvl.Start = layers.Point{X: 100, Y: 172}
	p.Levels = append(p.Levels, lvl)
	dir := filepath.Join(t.TempDir(), "pack")
	if err := levelio.Save(p, dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRender runs the render command (docs/cli.md) and checks the
// PNG: the 320x224 screen plus the 32 px margin at zoom 2, and the legend.
func TestRender(t *testing.T) {
	dir := writeRenderPack(t)
	inputs := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(inputs, []byte("# run right\n40 R\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.png")
	code, _, stderr := runCLI(t, "", "render", "--level", dir, "--inputs", inputs, "--frame", "30", "--out", out)
	if code != 0 {
		t.Fatalf("render exit %d: %s", code, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	lw := preview.LegendSize(preview.Options{Overlays: preview.AllOverlays}).X
	if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w != (320+64)*2+lw || h != (224+64)*2 {
		t.Errorf("image is %dx%d, want %dx%d", w, h, (320+64)*2+lw, (224+64)*2)
	}
	if d := os.Getenv("PREVIEW_DUMP"); d != "" {
		b, _ := os.ReadFile(out)
		if err := os.WriteFile(filepath.Join(d, "cli_render.png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Frame 0, other flags, no legend.
	code, _, stderr = runCLI(t, "", "render", "--level", dir, "--frame", "0", "--out", out, "--zoom", "1", "--margin", "0", "--legend=false",
		"--variant", "s3k", "--character", "tails", "--start", "60,100", "--name", "one")
	if code != 0 {
		t.Fatalf("render exit %d: %s", code, stderr)
	}
	f2, _ := os.Open(out)
	defer func() { _ = f2.Close() }()
	cfg, err := png.DecodeConfig(f2)
	if err != nil || cfg.Width != 320 || cfg.Height != 224 {
		t.Errorf("zoom 1 no margin: %dx%d (%v), want 320x224", cfg.Width, cfg.Height, err)
	}
}

// TestRender_Formats: the image format follows --out's extension, and
// missing parent directories are made (x.jpg got PNG
// bytes; a/b failed without a).
func TestRender_Formats(t *testing.T) {
	dir := writeRenderPack(t)
	base := t.TempDir()
	for _, tc := range []struct{ name, format string }{
		{"a.png", "png"}, {"b.jpg", "jpeg"}, {"c.JPEG", "jpeg"}, {"new/dir/d.gif", "gif"},
	} {
		out := filepath.Join(base, tc.name)
		if code, _, errs := runCLI(t, "", "render", "--level", dir, "--frame", "0", "--out", out); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.name, code, errs)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		_, format, err := image.DecodeConfig(f)
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		if err != nil || format != tc.format {
			t.Errorf("%s: format %q (%v), want %s", tc.name, format, err, tc.format)
		}
	}
}

// TestRender_Errors: bad flags and files give one line on stderr and a
// non-zero exit, never a panic (docs/cli.md).
func TestRender_Errors(t *testing.T) {
	dir := writeRenderPack(t)
	out := filepath.Join(t.TempDir(), "out.png")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--frame", "1", "--out", out}, "--level"},
		{[]string{"--level", dir, "--out", out}, "--frame"},
		{[]string{"--level", dir, "--frame", "1"}, "--out"},
		{[]string{"--level", dir, "--frame", "-2", "--out", out}, "--frame: -2 is out of range"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--zoom", "9"}, "--zoom"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--variant", "s4"}, "--variant"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--character", "amy"}, "--character"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--start", "1"}, "--start"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--name", "two"}, "two"},
		{[]string{"--level", dir, "--frame", "1", "--out", out, "--inputs", filepath.Join(dir, "none.txt")}, "none.txt"},
		{[]string{"--level", filepath.Join(dir, "missing"), "--frame", "1", "--out", out}, "missing"},
		{[]string{"--level", dir, "--frame", "1", "--out", filepath.Join(dir, "pack.json", "under-a-file.png")}, "under-a-file.png"},
		{[]string{"--level", dir, "--frame", "1", "--out", filepath.Join(dir, "x.bmp")}, ".bmp"},
		{[]string{"--level", dir, "--frame", "x", "--out", out}, `--frame: "x" is not a whole number`},
	} {
		code, _, stderr := runCLI(t, "", append([]string{"render"}, tc.args...)...)
		if code == 0 || code == 3 {
			t.Errorf("render %v: exit %d, want a usage or file error", tc.args, code)
		}
		if strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("render %v: stderr %q, want one line naming %q", tc.args, stderr, tc.want)
		}
	}
}

// Package goldentest is the one golden-image check the tests share (the
// preview's renderer, the editor's widgets): an image compared pixel for
// pixel with a PNG under testdata, rewritten with -update. Only tests
// import it; it imports only the standard library.
package goldentest

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// Update is the -update flag: golden files are rewritten instead of
// compared.
var Update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// Image compares img with the PNG at path (rewritten, its directory
// made, with -update). Every pixel's colour and alpha must match; on a
// difference the test fails naming the first differing pixel and how many
// differ, and img is written beside the test's temporary files.
func Image(t testing.TB, path string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if *Update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to create it)", err)
	}
	want, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	b := img.Bounds()
	if want.Bounds() != b {
		t.Fatalf("%s: size %v, want %v", path, b, want.Bounds())
	}
	diff, first := 0, image.Point{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r1, g1, b1, a1 := want.At(x, y).RGBA()
			r2, g2, b2, a2 := img.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				diff++
			}
		}
	}
	if diff > 0 {
		got := filepath.Join(t.TempDir(), filepath.Base(path))
		if err := os.WriteFile(got, buf.Bytes(), 0o644); err != nil {
			got = err.Error()
		}
		t.Errorf("%s: %d pixels differ, the first at %v; got %s (run with -update if the change is intended)", path, diff, first, got)
	}
}

// Trace compares got, a trace of one line per frame (docs/cli.md, trace
// 's JSON lines or CSV without a header), with the file at path
// (rewritten, its directory made, with -update). On a difference the test
// fails naming the first differing frame, with both lines, or the line
// counts.
func Trace(t testing.TB, path string, got []byte) {
	t.Helper()
	if *Update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to create it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if !bytes.Equal(gl[i], wl[i]) {
			t.Errorf("%s: frame %d differs (run with -update if the change is intended):\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("%s: %d lines, want %d (run with -update if the change is intended)", path, len(gl), len(wl))
}

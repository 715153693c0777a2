package goldentest

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"
)

// TestImage_Compare: an image equals its own golden file; the check runs
// on a fake T so that a difference can be seen without failing.
func TestImage_Compare(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 4, 3))
	img.Set(1, 2, color.RGBA{200, 10, 10, 255})
	path := filepath.Join(t.TempDir(), "sub", "a.png")
	*Update = true
	Image(t, path, img)
	*Update = false
	Image(t, path, img)
	other := image.NewRGBA(img.Rect)
	ft := &fakeT{TB: t}
	Image(ft, path, other)
	if !ft.failed {
		t.Fatal("a different image passed")
	}
}

type fakeT struct {
	testing.TB
	failed bool
}

func (f *fakeT) Errorf(string, ...any) { f.failed = true }
func (f *fakeT) Helper()               {}

// TestTrace_Compare: a trace equals its own golden file; a changed frame
// or a shorter trace fails.
func TestTrace_Compare(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "a.jsonl")
	tr := []byte("{\"frame\":1}\n{\"frame\":2}\n")
	*Update = true
	Trace(t, path, tr)
	*Update = false
	Trace(t, path, tr)
	for _, bad := range []string{"{\"frame\":1}\n{\"frame\":3}\n", "{\"frame\":1}\n"} {
		ft := &fakeT{TB: t}
		Trace(ft, path, []byte(bad))
		if !ft.failed {
			t.Errorf("trace %q passed", bad)
		}
	}
}

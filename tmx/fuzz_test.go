package tmx

import (
	"bytes"
	"testing"

	"loopwright/pack"
)

// FuzzTMXImport feeds arbitrary bytes to the Tiled importer: it must
// return a valid level or an error, never panic.
func FuzzTMXImport(f *testing.F) {
	f.Add([]byte(readSmall(f)))
	l, err := Import("testdata/small.tmx")
	if err != nil {
		f.Fatal(err)
	}
	data, _, err := Encode(l, "x.png")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`<map orientation="orthogonal" width="2" height="1" tilewidth="16" tileheight="16"><layer name="A"><data encoding="base64" compression="zlib">eJxjYGBgAAAABAAB</data></layer></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ImportReader(bytes.NewReader(data), "")
		if err != nil {
			return
		}
		var errs pack.ErrorList
		pack.ValidateLevel(l, "tmx", "f", &errs)
		pack.ValidateLibrary(l.Lib, "tmx", &errs)
		if len(errs) > 0 {
			t.Fatalf("imported an invalid level: %v", errs)
		}
		if l.Width*l.Height > 1<<16 {
			return // keep each run fast
		}
		if _, _, err := Encode(l, "x.png"); err != nil {
			t.Fatalf("cannot export an imported level: %v", err)
		}
	})
}

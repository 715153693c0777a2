package pack

import (
	"testing"
	"testing/fstest"
)

// FuzzPackLoad feeds arbitrary JSON to each file of a pack: loading must
// return a pack or an error, never panic or blow up.
func FuzzPackLoad(f *testing.F) {
	files, err := Files(samplePack())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(files[PackFile], files[TilesFile], files[ChunksFile], files[LevelFile("one")])
	if pf, err := Files(picturePack()); err == nil {
		f.Add(pf[PackFile], pf[TilesFile], pf[ChunksFile], pf[LevelFile("one")])
	}
	if bf, err := Files(backgroundPack()); err == nil {
		f.Add(bf[PackFile], bf[TilesFile], bf[ChunksFile], bf[LevelFile("one")])
	}
	f.Add([]byte(`{"format":"loopwright-pack","version":1,"levels":["one"]}`), []byte(`{"version":1,"tiles":[{"id":1,"heights":[]}]}`),
		[]byte(`{"version":1,"chunk_blocks":16,"chunks":[{"id":1,"rows":["1x@top/0"]}]}`), []byte(`{"version":1,"width":1000000,"height":1000000}`))
	f.Fuzz(func(t *testing.T, pj, tiles, chunks, level []byte) {
		fsys := fstest.MapFS{
			PackFile:            {Data: pj},
			TilesFile:           {Data: tiles},
			ChunksFile:          {Data: chunks},
			LevelFile("one"):    {Data: level},
			LevelFile("two"):    {Data: files[LevelFile("two")]},
			"levels/other.json": {Data: level},
		}
		p, err := LoadFS(fsys, ".")
		if err == nil {
			if err := Validate(p); err != nil {
				t.Fatalf("loaded an invalid pack: %v", err)
			}
			if _, err := Files(p); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzZip feeds arbitrary bytes to the .zip loader.
func FuzzZip(f *testing.F) {
	data, err := ZipBytes(samplePack())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := LoadZipBytes(data, "f.zip")
		if err == nil {
			if err := Validate(p); err != nil {
				t.Fatalf("loaded an invalid pack: %v", err)
			}
		}
	})
}

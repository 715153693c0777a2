package levelio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/pack"
)

// TestLoad_Forms checks every form Load and Save accept: a directory, its
// pack.json, a .zip and a .tmx.
func TestLoad_Forms(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{"p", "z.zip", "m.tmx"} {
		path := filepath.Join(dir, name)
		if err := Save(p, path); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		q, err := Load(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if name == "m.tmx" {
			// A map is a one-level pack named after the file; its
			// library is rebuilt from the map.
			a, b := p.Levels[0], q.Levels[0]
			if len(q.Levels) != 1 || b.Name != "m" || b.Width != a.Width || b.Height != a.Height || b.Start != a.Start || b.Bounds != a.Bounds {
				t.Fatalf("tmx: %+v", q.Levels)
			}
			for path := layers.Path(0); path < 2; path++ {
				for by := 0; by < a.Height; by++ {
					for bx := 0; bx < a.Width; bx++ {
						ca, ma := a.Cell(path, bx, by)
						cb, mb := b.Cell(path, bx, by)
						ca.Tile, cb.Tile = 0, 0
						if ca != cb || *ma != *mb {
							t.Fatalf("tmx: path %s block %d,%d: %+v %+v vs %+v %+v", path, bx, by, ca, ma, cb, mb)
						}
					}
				}
			}
			continue
		}
		if d := pack.Diff(p, q); d != "" {
			t.Errorf("%s: %s", name, d)
		}
	}
	if _, err := Load(filepath.Join(dir, "p", "pack.json")); err != nil {
		t.Error(err)
	}
	l, err := LoadLevel(filepath.Join(dir, "p"), "basics")
	if err != nil || l.Name != "basics" {
		t.Fatal(err)
	}
	if _, err := LoadLevel(filepath.Join(dir, "p"), "nope"); err == nil || !strings.Contains(err.Error(), `no level "nope" (the pack has: basics)`) {
		t.Errorf("got %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "x.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(filepath.Join(dir, "x.txt")); err == nil {
		t.Error("loaded a text file")
	}
	if _, err := Load(filepath.Join(dir, "missing")); err == nil {
		t.Error("loaded a missing path")
	}
}

func TestSave_Project(t *testing.T) {
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	p, err := LoadNamed(ini, "Emerald Hill Zone Act 1")
	if err != nil {
		t.Fatal(err)
	}
	l := p.Levels[0]
	l.Start.X += 2
	l.Switchers[3].Radius = 256
	if err := Save(p, ini); err != nil {
		t.Fatal(err)
	}
	r, err := LoadLevel(ini, "Emerald Hill Zone Act 1")
	if err != nil {
		t.Fatal(err)
	}
	if r.Start != l.Start || r.Switchers[3].Radius != 256 {
		t.Errorf("reopened start %v switcher %+v", r.Start, r.Switchers[3])
	}
}

package levelio

import (
	"errors"
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

// TestSave_Extensions: every output name is honoured or refused with a
// clear error, never turned into something else
// (once: `gen --out x.png` made a directory named x.png, `--out x.json`
// wrote the pack beside it, a several-level pack saved as .tmx kept only
// its first level).
func TestSave_Extensions(t *testing.T) {
	one, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	tour, err := examples.Load("tour")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		p    *pack.Pack
		name string
		want string // "" = saved
	}{
		{one, "a.tmx", ""},
		{one, "b.zip", ""},
		{one, "c", ""},
		{one, "d/pack.json", ""},
		{tour, "e.tmx", "a .tmx map holds one level and the pack has 8"},
		{one, "f.png", "not as a .png file"},
		{one, "g.tar", "not as a .tar file"},
		{one, "h/levels.json", "not as levels.json"},
	} {
		path := filepath.Join(dir, tc.name)
		err := Save(tc.p, path)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path)):
			t.Errorf("%s: error %v, want one naming the path and %q", tc.name, err, tc.want)
		case tc.want != "":
			if _, err := os.Stat(path); err == nil {
				t.Errorf("%s: refused, but written", tc.name)
			}
		}
	}
}

// TestLoad_Errors: a load error names the path the user gave (a folder
// without pack.json said only "pack: pack.json: missing"; a missing path
// "stat nope: ..."; any .json loaded the pack beside it).
func TestLoad_Errors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	basics, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(basics, filepath.Join(dir, "p")); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		empty:                                 "empty: not a pack directory (it has no pack.json)",
		filepath.Join(dir, "nope"):            "nope: no such file or directory",
		filepath.Join(dir, "p", "tiles.json"): "tiles.json: not a pack's pack.json",
	} {
		_, err := Load(path)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: error %v, want one naming the path and %q", path, err, want)
		}
	}
}

// TestLoad_ErrorsNameFullPath: a broken file inside a pack is named by its
// full path, whether the pack was given as a relative folder, its
// pack.json or a .zip (it said "pack: tiles.json: ..." of whichever pack).
func TestLoad_ErrorsNameFullPath(t *testing.T) {
	dir := t.TempDir()
	basics, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(basics, filepath.Join(dir, "bp")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bp", "tiles.json"), []byte("{\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	want := filepath.Join(dir, "bp", "tiles.json")
	for _, path := range []string{"bp", filepath.Join("bp", "pack.json")} {
		_, err := Load(path)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Load(%q): %v, want the full path %s", path, err, want)
		}
		var pe *pack.Error
		if !errors.As(err, &pe) {
			t.Errorf("Load(%q): %T, want the pack's own error", path, err)
		}
	}
	if err := Save(basics, "bp.zip"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("bp.zip", []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load("bp.zip"); err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "bp.zip")) {
		t.Errorf("Load(bp.zip): %v, want the zip's full path", err)
	}
}

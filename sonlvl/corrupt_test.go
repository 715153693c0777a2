package sonlvl

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/mdcomp"
	"loopwright/pack"
)

// exportedProject writes the first example level as a project of engine
// v in a temporary folder and returns the INI path and the level name.
func exportedProject(t testing.TB, v Version) (string, string) {
	t.Helper()
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	l := p.Levels[0]
	ini, err := Export(l, v, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ini, l.Name
}

// writeFile replaces a project file (path relative to the project folder)
// with data, compressed as format.
func writeFile(t testing.TB, ini, rel string, f mdcomp.Format, data []byte) {
	t.Helper()
	if f != mdcomp.Uncompressed {
		var err error
		if data, err = mdcomp.Encode(f, data); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(filepath.Dir(ini)), filepath.FromSlash(rel)), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestProject_Load_CorruptInputs: each broken file gives one error list
// naming the level, the file and the place; never a panic.
func TestProject_Load_CorruptInputs(t *testing.T) {
	for _, c := range []struct {
		name, file string
		format     mdcomp.Format
		data       []byte
		raw        bool // data written as is (not compressed)
		want       []string
	}{
		{"truncated chunks", "mappings/128x128/basics.kos", mdcomp.Kosinski, make([]byte, 130), false, []string{"basics.kos", "truncated: 130 bytes is not a whole number of 128-byte chunks"}},
		{"corrupt kosinski", "mappings/128x128/basics.kos", 0, []byte{0xFF, 0xFF, 0x00}, true, []string{"basics.kos", "chunks: mdcomp: kosinski"}},
		{"layout size", "level/layout/basics.kos", mdcomp.Kosinski, make([]byte, 100), false, []string{"basics.kos", "100 bytes (Sonic 2's layout is 4096"}},
		{"collision array", "collision/Collision array - Vertical.bin", 0, make([]byte, 17), false, []string{"Vertical.bin", "17 bytes is not a whole number of 16-byte masks"}},
		{"widths", "collision/Collision array - Horizontal.bin", 0, make([]byte, 32), false, []string{"Horizontal.bin", "colarr2: 32 bytes, but colarr1 has 4096"}},
		{"angles", "collision/Curve and resistance mapping.bin", 0, make([]byte, 3), false, []string{"mapping.bin", "3 bytes for 256 masks"}},
		{"absurd height", "collision/Collision array - Vertical.bin", 0, append(make([]byte, 16), append([]byte{100}, make([]byte, 4096-17)...)...), false, []string{"Vertical.bin", "mask 1", "height 0 is 100"}},
		{"objects", "level/objects/basics.bin", 0, make([]byte, 7), false, []string{"basics.bin", "offset 0x6", "truncated: 7 bytes"}},
		{"rings", "level/rings/basics.bin", 0, []byte{0, 1, 0}, false, []string{"basics.bin", "truncated ring entry"}},
		{"startpos", "startpos/basics.bin", 0, []byte{1}, false, []string{"basics.bin", "truncated: 1 bytes"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ini, name := exportedProject(t, S2)
			writeFile(t, ini, c.file, c.format, c.data)
			p, err := Open(ini)
			if err != nil {
				t.Fatal(err)
			}
			_, err = p.Load(name)
			var el pack.ErrorList
			if !errors.As(err, &el) || len(el) != 1 {
				t.Fatalf("want one error, got %v", err)
			}
			for _, w := range append(c.want, `level "`+name+`"`) {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestProject_Load_S1Absurd(t *testing.T) {
	l := loadLevel(t, s1INI(t), ghz1)
	_ = l
	ini := copyProject(t, "s1disasm")
	writeFile(t, ini, "levels/ghz1.bin", 0, []byte{0xFF, 0xFF, 1, 2})
	p, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Load(ghz1)
	if err == nil || !strings.Contains(err.Error(), "ghz1.bin") || !strings.Contains(err.Error(), "truncated: a 256x256 layout needs 65538 bytes") {
		t.Errorf("absurd layout: %v", err)
	}
	writeFile(t, ini, "levels/ghz1.bin", 0, append([]byte{99, 0}, make([]byte, 100)...))
	_, err = p.Load(ghz1)
	if err == nil || !strings.Contains(err.Error(), "larger than the project's levelwidthmax") {
		t.Errorf("too wide layout: %v", err)
	}
	// The other levels still open.
	if _, err := p.Load("Green Hill Zone Act 2"); err != nil {
		t.Errorf("act 2: %v", err)
	}
	levels, err := p.LoadAll()
	if err == nil || len(levels) == 0 {
		t.Errorf("LoadAll: %d levels, %v", len(levels), err)
	}
}

// TestProject_LoadAll_MissingFiles: with Chemical Plant's layout files
// removed from a copy of the S2 project, each CPZ level is one error
// naming its missing file, and the other levels open.
func TestProject_LoadAll_MissingFiles(t *testing.T) {
	ini := copyProject(t, "s2disasm")
	for _, f := range []string{"CPZ_1.kos", "CPZ_2.kos"} {
		if err := os.Remove(filepath.Join(filepath.Dir(filepath.Dir(ini)), "level", "layout", f)); err != nil {
			t.Fatal(err)
		}
	}
	p, err := Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	levels, err := p.LoadAll()
	var el pack.ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("want an ErrorList, got %v", err)
	}
	if len(levels) < 2 || levels[0].Name != ehz1 {
		t.Fatalf("%d levels opened", len(levels))
	}
	if !strings.Contains(el[0].Error(), "Chemical Plant Zone Act 1") || !strings.Contains(el[0].Error(), "no such file") {
		t.Errorf("first error %q", el[0])
	}
}

// FuzzProject_Load: a level whose files hold any bytes opens or gives an
// error, never panics, and a level that opens can be checked for saving.
// The project (the basics example exported to s2disasm) is read from
// memory, one of its files (or its INI) replaced by the fuzzer's bytes.
func FuzzProject_Load(f *testing.F) { fuzzProject(f, S2) }

// FuzzProject_LoadS3K: the same for an S3K project (KosM art, the S3K
// layout, the one-file collision index, S3K rings).
func FuzzProject_LoadS3K(f *testing.F) { fuzzProject(f, S3K) }

func fuzzProject(f *testing.F, v Version) {
	ini, name := exportedProject(f, v)
	root := filepath.Dir(filepath.Dir(ini))
	mem := map[string][]byte{}
	var files []string
	if err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			mem[p] = b
			files = append(files, p)
		}
		return nil
	}); err != nil {
		f.Fatal(err)
	}
	for i, p := range files {
		f.Add(uint8(i), mem[p])
	}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		target := files[int(which)%len(files)]
		read := func(p string) ([]byte, error) {
			if p == target {
				return data, nil
			}
			if b, ok := mem[p]; ok {
				return b, nil
			}
			return nil, os.ErrNotExist
		}
		iniData, _ := read(ini)
		pr, err := Parse(ini, iniData)
		if err != nil {
			return
		}
		pr.readFile = read
		l, err := pr.Load(name)
		if err != nil {
			return
		}
		if _, err := l.Changed(); err != nil && target != ini {
			t.Logf("changed: %v", err)
		}
	})
}

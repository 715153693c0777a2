package sonlvl

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/internal/wintest"
)

// TestProject_WindowsPaths: a SonLVL project as Windows users have them
// loads and saves as it does on Linux: backslashes in the INI's paths,
// CRLF line ends, a file named in another case than on disk (the game's
// own projects do it: "Angles.bin" for angles.bin), and on Windows an
// absolute path with a drive letter. Saving an edit writes the file that
// was read, never a second one in the INI's case. scripts/wine-test.sh
// runs it as a Windows test program.
func TestProject_WindowsPaths(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	dir := wintest.TempDir(t)
	ini, err := Export(p.Levels[0], S2, dir)
	if err != nil {
		t.Fatal(err)
	}
	name := p.Levels[0].Name
	want := loadLevel(t, ini, name)

	data, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.ReplaceAll(string(data), "/", `\`)
	const angles = "Curve and resistance mapping.bin"
	col := filepath.Join(dir, "collision")
	if err := os.Rename(filepath.Join(col, angles), filepath.Join(col, "tmp")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(col, "tmp"), filepath.Join(col, strings.ToUpper(angles))); err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "windows" {
		abs := filepath.Join(col, "Collision array - Vertical.bin")
		if vol := filepath.VolumeName(abs); len(vol) != 2 || vol[1] != ':' {
			t.Fatalf("%s has no drive letter", abs)
		}
		s = strings.Replace(s, `colarr1=..\collision\Collision array - Vertical.bin`, "colarr1="+abs, 1)
		if !strings.Contains(s, "colarr1="+abs) {
			t.Fatal("no colarr1 line to make absolute")
		}
	}
	s = strings.ReplaceAll(s, "\n", "\r\n")
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	got := loadLevel(t, ini, name)
	if d := got.Model.Diff(want.Model); d != "" {
		t.Fatalf("the Windows-style project loads differently: %s", d)
	}

	got.Model.Lib.Tiles[1].Angle ^= 0x10
	got.Model.Lib.Tiles[1].ManualAngle = true
	if err := got.Save(); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(col)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if !slices.Contains(names, strings.ToUpper(angles)) || slices.Contains(names, angles) {
		t.Errorf("collision/ holds %q after saving: want the file that was read, %s, alone", names, strings.ToUpper(angles))
	}
	again := loadLevel(t, ini, name)
	if d := again.Model.Diff(got.Model); d != "" {
		t.Errorf("the saved edit does not read back: %s", d)
	}
}

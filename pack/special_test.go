package pack

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/specialstage"
)

// A pack's special stages (docs/physics.md "Special Stage") are saved as special/<name>.ss,
// listed in pack.json, and read back equal, from a directory and a zip.
func TestSpecial_SaveLoad(t *testing.T) {
	p := New("sp", 16)
	st := specialstage.NewStage(5, 4)
	st.Blocks[3*5+2] = specialstage.Goal
	st.Blocks[2*5+3] = specialstage.Glass2
	st.Rotation = -0x40
	p.Specials = append(p.Specials, &Special{Name: "maze", Stage: st})
	dir := filepath.Join(t.TempDir(), "sp")
	if err := Save(p, dir); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "special", "maze.ss"))
	if err != nil || !strings.Contains(string(data), "@rotation -64") {
		t.Fatalf("maze.ss: %v\n%s", err, data)
	}
	back, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, back); d != "" || back.Special("maze") == nil {
		t.Errorf("round trip: %s", d)
	}
	z, err := ZipBytes(p)
	if err != nil {
		t.Fatal(err)
	}
	zb, err := LoadZipBytes(z, "sp.zip")
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, zb); d != "" {
		t.Errorf("zip round trip: %s", d)
	}
	// A broken stage file: one error naming the file and line.
	if err := os.WriteFile(filepath.Join(dir, "special", "maze.ss"), []byte("XSX\nX?X\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "special/maze.ss:2:2") {
		t.Errorf("bad stage: %v", err)
	}
	// A stage Format cannot write is refused before anything is written.
	st.Blocks[1*5+2] = specialstage.GlassCrack // an animation frame
	if err := Save(p, dir); err == nil || !strings.Contains(err.Error(), "cannot hold") {
		t.Errorf("save with an animation frame: %v", err)
	}
}

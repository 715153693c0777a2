package pack

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/layers"
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

// TestPack_Clone_SharesNothing: a clone shares nothing the editor changes
// with its original (library, levels with their background plane and loop
// chunks, special stages, warnings), so the
// autosave can encode it on another goroutine while the user paints.
func TestPack_Clone_SharesNothing(t *testing.T) {
	p := samplePack()
	st := specialstage.NewStage(5, 4)
	st.Blocks[3*5+2] = specialstage.Goal
	p.Specials = append(p.Specials, &Special{Name: "maze", Stage: st})
	p.Warnings.Add("pack", "pack.json", "level one", "a warning")
	p.Levels[0].Background = &layers.Plane{W: 2, H: 1, Layout: []layers.ChunkID{1, 0}}
	p.Levels[0].Loops = &layers.LoopChunks{Loop: [2]layers.ChunkID{1, 1}}
	c := p.Clone()
	if d := Diff(p, c); d != "" {
		t.Fatalf("clone differs: %s", d)
	}
	// Edit every part of the original in place, as the editor does.
	p.Lib.Tiles[0].Heights[0] = 9
	p.Lib.Chunks[0].Blocks[0][0].Tile = 3
	p.Levels[0].Layout[1] = 1
	p.Levels[0].Switchers[0].Radius = 1
	p.Levels[0].Objects[0].Props[0].Value = "yellow"
	p.Levels[0].Background.Layout[0] = 0
	p.Levels[0].Loops.Loop[0] = 0
	p.Specials[0].Stage.Blocks[0] = specialstage.Bumper
	p.Specials[0].Stage.StartX = 99
	p.Specials[0].Name = "renamed"
	p.Warnings[0].Msg = "changed"
	if c.Lib.Tiles[0].Heights[0] == 9 || c.Lib.Chunks[0].Blocks[0][0].Tile == 3 {
		t.Error("the clone shares the library")
	}
	if c.Levels[0].Lib != c.Lib {
		t.Error("the cloned level does not use the cloned library")
	}
	if c.Levels[0].Layout[1] == 1 || c.Levels[0].Switchers[0].Radius == 1 || c.Levels[0].Objects[0].Props[0].Value == "yellow" {
		t.Error("the clone shares a level")
	}
	if c.Levels[0].Background.Layout[0] != 1 || c.Levels[0].Loops.Loop[0] != 1 {
		t.Error("the clone shares a level's background plane or loop chunks")
	}
	if c.Specials[0].Stage.Blocks[0] == specialstage.Bumper || c.Specials[0].Stage.StartX == 99 || c.Specials[0].Name != "maze" {
		t.Error("the clone shares a special stage")
	}
	if c.Warnings[0].Msg != "a warning" {
		t.Error("the clone shares the warnings")
	}
	// Adding to the original's lists leaves the clone's alone.
	p.Specials = append(p.Specials[:0], &Special{Name: "other", Stage: specialstage.NewStage(3, 3)})
	if c.Specials[0].Name != "maze" {
		t.Error("the clone shares the special stages' list")
	}
}

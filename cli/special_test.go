package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/mdcomp"
)

// TestSpecial_Trace: `loopwright special` runs a stage headless (guide
// docs/physics.md "Special Stage") and writes one JSON line per frame; a bad stage is one error
// naming the file and place.
func TestSpecial_Trace(t *testing.T) {
	dir := t.TempDir()
	stage := filepath.Join(dir, "m.ss")
	if err := os.WriteFile(stage, []byte("XXXXX\nX.S.X\nX...X\nXGGGX\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "special", "--stage", stage, "--frames", "150")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// The goal starts the exit spin (phase 1); the stage ends ~95 frames later.
	if len(lines) != 150 || !strings.HasPrefix(lines[0], `{"frame":1,`) || !strings.Contains(lines[39], `"phase":1`) || !strings.Contains(lines[149], `"cleared":true`) {
		t.Errorf("trace: %d lines, last %s", len(lines), lines[len(lines)-1])
	}
	png := filepath.Join(dir, "m.png")
	if code, _, errs := runCLI(t, "", "special", "--stage", stage, "--frames", "5", "--trace", filepath.Join(dir, "t.jsonl"), "--out", png); code != 0 {
		t.Fatalf("--out: exit %d: %s", code, errs)
	}
	if fi, err := os.Stat(png); err != nil || fi.Size() == 0 {
		t.Errorf("no image: %v", err)
	}
	if code, _, errs := runCLI(t, "", "special", "--stage", stage, "--frames", "5", "--trace", filepath.Join(dir, "t.jsonl"), "--out", png, "--view", "rotated"); code != 0 {
		t.Fatalf("--view rotated: exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI(t, "", "special", "--stage", stage, "--view", "sideways"); code == 0 || !strings.Contains(errs, "--view") {
		t.Errorf("bad --view: exit %d %s", code, errs)
	}
	bad := filepath.Join(dir, "bad.ss")
	if err := os.WriteFile(bad, []byte("XS\nX?\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI(t, "", "special", "--stage", bad)
	if code == 0 || !strings.Contains(errs, "bad.ss:2:2") {
		t.Errorf("bad stage: exit %d %s", code, errs)
	}
}

// --layout/--startpos read a Sonic 1 layout (Enigma, 64x64 ids) and the
// game's start position (our own synthetic layout here: no game data).
func TestSpecial_Layout(t *testing.T) {
	dir := t.TempDir()
	l := make([]byte, 64*64)
	for i := range l {
		if x, y := i%64, i/64; x == 0 || y == 0 || x == 20 || y == 20 {
			l[i] = 0x13 // a wall of the third colour
		}
	}
	l[5*64+10] = 0x3A // a ring under the start
	eni := filepath.Join(dir, "1.eni")
	pos := filepath.Join(dir, "ss1.bin")
	if err := os.WriteFile(eni, mdcomp.EnigmaEncode(l), 0o644); err != nil {
		t.Fatal(err)
	}
	// Block (10, 2)'s centre is x 252, y 60: the game's X 988, Y 748.
	if err := os.WriteFile(pos, []byte{0x03, 0xDC, 0x02, 0xEC}, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "special", "--layout", eni, "--startpos", pos, "--frames", "60")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.Contains(lines[0], `"x":252,`) || !strings.Contains(lines[0], `"y":60,`) || !strings.Contains(lines[59], `"rings":1`) {
		t.Errorf("first %s\nlast %s", lines[0], lines[59])
	}
	if code, _, errs := runCLI(t, "", "special", "--layout", eni); code == 0 || !strings.Contains(errs, "--startpos") {
		t.Errorf("no --startpos: %d %s", code, errs)
	}
	if code, _, errs := runCLI(t, "", "special", "--layout", pos, "--startpos", pos); code == 0 || !strings.Contains(errs, "ss1.bin") {
		t.Errorf("bad layout: %d %s", code, errs)
	}
}

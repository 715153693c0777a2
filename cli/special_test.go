package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSpecial_Trace: `loopwright special` runs a stage headless (guide
// section 19) and writes one JSON line per frame; a bad stage is one error
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

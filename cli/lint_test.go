package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/heightmask"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/pack"
)

// bumpedTour writes the tour pack to a temporary folder with a block 12 px
// high set on the hills' floor at x 320 (a rise every run is stopped by),
// and returns the folder.
func bumpedTour(t *testing.T) string {
	t.Helper()
	p, err := examples.Load("tour")
	if err != nil {
		t.Fatal(err)
	}
	m := heightmask.Mask{}
	for i := range m.Heights {
		m.Heights[i] = 12
	}
	m.Recompute()
	p.Lib.Tiles = append(p.Lib.Tiles, m)
	cell := layers.Cell{Tile: layers.TileID(len(p.Lib.Tiles) - 1), Solidity: heightmask.SolidAll}
	l := p.Level("hills")
	if err := l.SetBlock(20, 31, layers.Block{cell, cell}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := pack.Save(p, dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestLint_CLI checks loopwright lint's line format, --name, --json and
// exit status (docs/cli.md).
func TestLint_CLI(t *testing.T) {
	code, out, errs := runCLI(t, "", "lint", "../examples/packs/tour", "--name", "loop")
	if code != 0 || out != "" {
		t.Errorf("loop: exit %d: %q %s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "", "lint", "../examples/packs/tour"); code != 0 || out != "" {
		t.Errorf("the tour pack is not lint-clean: exit %d: %q %s", code, out, errs)
	}
	bumped := bumpedTour(t)
	code, out, _ = runCLI(t, "", "lint", bumped, "--name", "hills")
	if code != 1 || !strings.HasPrefix(out, "hills: 320,512: warning: surface-step: path A: the floor jumps -12 px") {
		t.Errorf("hills: exit %d: %q", code, out)
	}
	code, out, _ = runCLI(t, "", "lint", "--json", bumped)
	var js struct {
		Findings []struct {
			Level, Severity, Rule, Message string
			X, Y                           int
		}
	}
	if code != 1 || json.Unmarshal([]byte(out), &js) != nil || len(js.Findings) == 0 || js.Findings[0].Rule == "" {
		t.Errorf("json: exit %d: %s", code, out)
	}
	if code, _, errs := runCLI(t, "", "lint", "../examples/packs/tour", "--name", "nope"); code != 2 || errs == "" {
		t.Errorf("bad name: exit %d %s", code, errs)
	}
	if code, _, _ := runCLI(t, "", "lint"); code != 2 {
		t.Errorf("no path: exit %d", code)
	}
	if code, out, _ := runCLI(t, "", "lint", "-h"); code != 0 || !strings.Contains(out, "surface-step") || !strings.Contains(out, "Examples:") {
		t.Errorf("-h: %d %s", code, out)
	}
}

// TestLint_Project checks that lint on a SonLVL project's .ini lints
// every level of the project, not only the first (docs/cli.md).
func TestLint_Project(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "s1disasm", "SonLVL INI Files", "SonLVL.ini")
	code, out, errs := runCLI(t, "", "lint", ini)
	if code != 0 && code != 1 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	levels := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if i := strings.Index(line, ": "); i > 0 {
			levels[line[:i]] = true
		}
	}
	if len(levels) < 5 {
		t.Errorf("findings name %d levels, want the project's levels (at least 5): %v", len(levels), levels)
	}
}

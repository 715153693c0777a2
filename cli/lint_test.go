package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

// TestLint_CLI checks loopwright lint's line format, --name, --json and
// exit status (docs/cli.md).
func TestLint_CLI(t *testing.T) {
	code, out, errs := runCLI(t, "", "lint", "../examples/packs/tour", "--name", "loop")
	if code != 0 || out != "" {
		t.Errorf("loop: exit %d: %q %s", code, out, errs)
	}
	code, out, _ = runCLI(t, "", "lint", "../examples/packs/tour", "--name", "hills")
	if code != 1 || !strings.HasPrefix(out, "hills: 1536,512: warning: surface-step: path A: the floor jumps -8 px") {
		t.Errorf("hills: exit %d: %q", code, out)
	}
	code, out, _ = runCLI(t, "", "lint", "--json", "../examples/packs/tour")
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

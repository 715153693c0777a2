package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSim_P2Flags: --p2 adds the second player's record under key p2
// (docs/cli.md, trace, docs/physics.md "Player 2"), a CPU Tails by default and a scripted
// player with --p2-inputs; bad values are usage errors.
func TestSim_P2Flags(t *testing.T) {
	dir := simPack(t)
	code, out, errs := runCLI(t, "", "sim", "--level", dir, "--variant", "s2", "--p2", "tails", "--frames", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var rec struct {
		X  float64
		P2 map[string]any
	}
	if err := json.Unmarshal([]byte(lines[2]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.P2 == nil || rec.P2["frame"] != 3.0 || rec.P2["input"] == nil || rec.P2["sensors"] == nil {
		t.Errorf("no p2 record: %s", lines[2])
	}
	script := filepath.Join(t.TempDir(), "p2.txt")
	if err := os.WriteFile(script, []byte("10 L\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI(t, "", "sim", "--level", dir, "--p2", "knuckles", "--p2-inputs", script, "--frames", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"p2":{`) || !strings.Contains(out, `"input":"L"`) {
		t.Errorf("scripted p2 not in the trace: %s", out)
	}
	code, _, errs = runCLI(t, "", "sim", "--level", dir, "--p2", "amy")
	if code != 2 || !strings.Contains(errs, "--p2") {
		t.Errorf("bad --p2: exit %d %s", code, errs)
	}
	code, _, errs = runCLI(t, "", "sim", "--level", dir, "--p2-inputs", script)
	if code != 2 || !strings.Contains(errs, "--p2") {
		t.Errorf("--p2-inputs alone: exit %d %s", code, errs)
	}
}

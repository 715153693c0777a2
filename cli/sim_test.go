package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/examples"
	"loopwright/levelio"
)

// simPack writes the built-in example pack to a temporary directory.
func simPack(t *testing.T) string {
	t.Helper()
	p, err := examples.Default()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "pack")
	if err := levelio.Save(p, dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestSim_JSONL checks the trace keys and values of contracts section 4.
func TestSim_JSONL(t *testing.T) {
	dir := simPack(t)
	script := filepath.Join(t.TempDir(), "run.txt")
	os.WriteFile(script, []byte("# run right\n30 R\n10 -\n"), 0o644)
	code, out, errs := runCLI(t, "", "sim", "--level", dir, "--inputs", script)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 40 { // --frames defaults to the script's length
		t.Fatalf("%d records, want 40", len(lines))
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"frame", "x", "y", "xsp", "ysp", "gsp", "angle", "mode", "grounded", "rolling", "state", "layer", "priority", "sensors"} {
		if _, ok := rec[k]; !ok {
			t.Errorf("record lacks key %q", k)
		}
	}
	if rec["frame"].(float64) != 1 {
		t.Errorf("first frame %v, want 1", rec["frame"])
	}
	// From rest, holding right: acceleration 12 sub-pixels a frame (section 11).
	if rec["gsp"].(float64) != 0.046875 || rec["xsp"].(float64) != 0.046875 {
		t.Errorf("frame 1 gsp %v xsp %v, want 0.046875", rec["gsp"], rec["xsp"])
	}
	if !strings.Contains(lines[0], `"gsp":0.046875`) {
		t.Errorf("speeds not written as exact decimals: %s", lines[0])
	}
	sensors := rec["sensors"].([]any)
	if len(sensors) != 6 {
		t.Fatalf("%d sensors, want 6", len(sensors))
	}
	for i, s := range sensors {
		m := s.(map[string]any)
		if m["name"] != string(rune('A'+i)) {
			t.Errorf("sensor %d named %v", i, m["name"])
		}
		for _, k := range []string{"active", "x", "y", "dir", "distance", "angle"} {
			if _, ok := m[k]; !ok {
				t.Errorf("sensor %v lacks %q", m["name"], k)
			}
		}
		if m["active"] == false && m["distance"] != nil {
			t.Errorf("inactive sensor %v has distance %v", m["name"], m["distance"])
		}
	}
}

// TestSim_CSV checks the CSV columns of contracts section 4.
func TestSim_CSV(t *testing.T) {
	dir := simPack(t)
	csv := filepath.Join(t.TempDir(), "t.csv")
	code, _, errs := runCLI(t, "", "sim", "--level", dir, "--frames", "5", "--trace", csv)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(csv)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d lines, want header + 5", len(lines))
	}
	head := lines[0]
	for _, k := range []string{"frame", "x", "y", "xsp", "ysp", "gsp", "angle", "mode", "grounded", "rolling", "state", "layer", "priority", "dist_A", "dist_F"} {
		if !strings.Contains(","+head+",", ","+k+",") {
			t.Errorf("CSV header lacks %q: %s", k, head)
		}
	}
}

// TestSim_Deterministic runs the same simulation twice (DEVELOPERS: bit for bit).
func TestSim_Deterministic(t *testing.T) {
	dir := simPack(t)
	_, a, _ := runCLI(t, "", "sim", "--level", dir, "--frames", "300", "--variant", "s1", "--character", "knuckles")
	_, b, _ := runCLI(t, "", "sim", "--level", dir, "--frames", "300", "--variant", "s1", "--character", "knuckles")
	if a != b || a == "" {
		t.Error("two runs differ")
	}
}

// TestSim_Errors: one clear line, non-zero exit, never a panic (contracts section 1).
func TestSim_Errors(t *testing.T) {
	dir := simPack(t)
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("10 R\nx Q\n"), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"sim"}, "--level"},
		{[]string{"sim", "--level", "/nonexistent/pack"}, "nonexistent"},
		{[]string{"sim", "--level", dir, "--variant", "s4"}, "variant"},
		{[]string{"sim", "--level", dir, "--character", "amy"}, "character"},
		{[]string{"sim", "--level", dir, "--start", "1;2"}, "start"},
		{[]string{"sim", "--level", dir, "--inputs", bad}, "bad.txt:2"},
		{[]string{"sim", "--level", dir, "--name", "nope"}, "nope"},
		{[]string{"sim", "--level", dir, "--frames", "-5"}, "frames"},
		{[]string{"sim", "--level", dir, "--bogus"}, "bogus"},
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, "", c.args...)
		if code == 0 {
			t.Errorf("%v: exit 0", c.args)
		}
		if strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: stderr %q, want one line naming %q", c.args, errs, c.want)
		}
		if strings.Contains(errs, "goroutine") || strings.Contains(errs, "internal error") {
			t.Errorf("%v: panic: %s", c.args, errs)
		}
	}
}

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

// TestSim_JSONL checks the trace keys and values of docs/cli.md, trace.
func TestSim_JSONL(t *testing.T) {
	dir := simPack(t)
	script := filepath.Join(t.TempDir(), "run.txt")
	if err := os.WriteFile(script, []byte("# run right\n30 R\n10 -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
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
	// From rest, holding right: acceleration 12 sub-pixels a frame (docs/physics.md "States").
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

// TestSim_CSV checks the CSV columns of docs/cli.md, trace.
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

// TestSim_Errors: one clear line, non-zero exit, never a panic (docs/cli.md).
func TestSim_Errors(t *testing.T) {
	dir := simPack(t)
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("10 R\nx Q\n"), 0o644); err != nil {
		t.Fatal(err)
	}
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
		{[]string{"sim", "--level", dir, "--frames", "20000000"}, "frames"},
		{[]string{"sim", "--level", dir, "--frames", "ten"}, "frames"},
		{[]string{"sim", "--level", dir, "--trace", filepath.Join(t.TempDir(), "t.txt")}, "trace"},
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

// TestSim_Frames: --frames overrides the script's length; frames after the
// script hold nothing; 0 frames writes an empty trace (docs/cli.md:
// --frames, input scripts).
func TestSim_Frames(t *testing.T) {
	dir := simPack(t)
	script := filepath.Join(t.TempDir(), "run.txt")
	if err := os.WriteFile(script, []byte("5 R\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		frames string
		want   int
	}{{"3", 3}, {"12", 12}, {"0", 0}} {
		code, out, errs := runCLI(t, "", "sim", "--level", dir, "--inputs", script, "--frames", c.frames)
		if code != 0 {
			t.Fatalf("--frames %s: exit %d: %s", c.frames, code, errs)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if c.want == 0 {
			if strings.TrimSpace(out) != "" {
				t.Errorf("--frames 0 wrote %q", out)
			}
			continue
		}
		if len(lines) != c.want {
			t.Fatalf("--frames %s: %d records", c.frames, len(lines))
		}
		for i, l := range lines {
			var rec struct {
				Frame int    `json:"frame"`
				Input string `json:"input"`
			}
			if err := json.Unmarshal([]byte(l), &rec); err != nil {
				t.Fatal(err)
			}
			if rec.Frame != i+1 {
				t.Errorf("record %d is frame %d", i, rec.Frame)
			}
			if i >= 5 && rec.Input != "-" && rec.Input != "" {
				t.Errorf("frame %d after the script holds %q", rec.Frame, rec.Input)
			}
		}
	}
	// No script and no --frames: 600 frames.
	_, out, _ := runCLI(t, "", "sim", "--level", dir)
	if n := strings.Count(out, "\n"); n != 600 {
		t.Errorf("default run wrote %d records, want 600", n)
	}
}

// TestSim_SpawnAndSensors: the player spawns standing on the example's
// floor (docs/cli.md), so frame 1 is grounded with the ceiling
// sensors inactive: distance and angle null in JSON, empty dist_C/dist_D
// cells in CSV (docs/physics.md "Characters").
func TestSim_SpawnAndSensors(t *testing.T) {
	dir := simPack(t)
	code, out, errs := runCLI(t, "", "sim", "--level", dir, "--frames", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rec struct {
		Grounded bool `json:"grounded"`
		Sensors  []struct {
			Name     string `json:"name"`
			Active   bool   `json:"active"`
			Distance *int   `json:"distance"`
			Angle    *int   `json:"angle"`
		} `json:"sensors"`
	}
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rec); err != nil {
		t.Fatal(err)
	}
	if !rec.Grounded {
		t.Fatal("not grounded on frame 1")
	}
	for _, s := range rec.Sensors {
		switch s.Name {
		case "A", "B":
			if !s.Active || s.Distance == nil {
				t.Errorf("ground sensor %s inactive", s.Name)
			}
		case "C", "D":
			if s.Active || s.Distance != nil || s.Angle != nil {
				t.Errorf("ceiling sensor %s active while grounded: %+v", s.Name, s)
			}
		}
	}
	csv := filepath.Join(t.TempDir(), "t.csv")
	runCLI(t, "", "sim", "--level", dir, "--frames", "1", "--trace", csv)
	b, _ := os.ReadFile(csv)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	head, row := strings.Split(lines[0], ","), strings.Split(lines[1], ",")
	if len(head) != len(row) {
		t.Fatalf("header has %d columns, row %d", len(head), len(row))
	}
	for i, h := range head {
		switch h {
		case "dist_C", "dist_D":
			if row[i] != "" {
				t.Errorf("%s = %q, want empty (inactive)", h, row[i])
			}
		case "dist_A", "dist_B":
			if row[i] == "" {
				t.Errorf("%s empty", h)
			}
		}
	}
}

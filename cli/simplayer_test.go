package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSim_PlayerFlags: the run settings reach the simulation and the
// trace (shield, rings, water, anim keys).
func TestSim_PlayerFlags(t *testing.T) {
	dir := simPack(t)
	code, out, errs := runCLI(t, "", "sim", "--level", dir, "--variant", "s3k", "--shield", "fire", "--rings", "12", "--underwater", "--anim", "--frames", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[2]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec["underwater"] != true || rec["air"] == nil || rec["anim"] == nil {
		t.Errorf("record: %s", lines[2])
	}
	// The fire shield went out underwater (docs/physics.md "Elemental Shields").
	if _, ok := rec["shield"]; ok {
		t.Errorf("fire shield kept underwater: %s", lines[2])
	}
	code, _, errs = runCLI(t, "", "sim", "--level", dir, "--shield", "gold")
	if code != 2 || !strings.Contains(errs, "--shield") {
		t.Errorf("bad --shield: exit %d %s", code, errs)
	}
	code, _, errs = runCLI(t, "", "sim", "--level", dir, "--emeralds", "9")
	if code != 2 || !strings.Contains(errs, "--emeralds") {
		t.Errorf("bad --emeralds: exit %d %s", code, errs)
	}
}

// TestSim_HyperFlags: --hyper starts s3k Sonic hyper (the trace says
// super and hyper); --super-emeralds is range-checked.
func TestSim_HyperFlags(t *testing.T) {
	dir := simPack(t)
	code, out, errs := runCLI(t, "", "sim", "--level", dir, "--variant", "s3k", "--hyper", "--rings", "20", "--frames", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[1]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec["super"] != true || rec["hyper"] != true {
		t.Errorf("record: %s", lines[1])
	}
	code, _, errs = runCLI(t, "", "sim", "--level", dir, "--super-emeralds", "8")
	if code != 2 || !strings.Contains(errs, "--super-emeralds") {
		t.Errorf("bad --super-emeralds: exit %d %s", code, errs)
	}
}

// TestRender_PlayerFlags: render takes sim's run settings (every
// ability reachable from the command line), range-checked the same way.
func TestRender_PlayerFlags(t *testing.T) {
	dir := simPack(t)
	out := t.TempDir() + "/r.png"
	code, _, errs := runCLI(t, "", "render", "--level", dir, "--variant", "s3k", "--shield", "lightning", "--hyper", "--rings", "60", "--frame", "3", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "", "render", "--level", dir, "--shield", "gold", "--frame", "1", "--out", out)
	if code != 2 || !strings.Contains(errs, "--shield") {
		t.Errorf("bad --shield: exit %d %s", code, errs)
	}
}

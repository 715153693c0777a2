package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

// TestPackExport_Disasm: the basics example exported to s2disasm is a
// SonLVL project that pack validate, sim (--level PROJECT.ini --name)
// and pack export --format tmx read, and that runs as the pack does.
func TestPackExport_Disasm(t *testing.T) {
	dir := t.TempDir()
	pk := filepath.Join("..", "examples", "packs", "basics")
	proj := filepath.Join(dir, "proj")
	code, out, errs := runPackCLI("pack", "export", pk, "--format", "s2disasm", "--out", proj)
	if code != 0 {
		t.Fatalf("export: %d %s %s", code, out, errs)
	}
	ini := filepath.Join(proj, "SonLVL INI Files", "SonLVL.ini")
	if !strings.Contains(out, ini) {
		t.Errorf("export output %q does not name %s", out, ini)
	}
	if code, out, errs := runPackCLI("pack", "validate", ini); code != 0 || !strings.Contains(out, "1 of 1 level(s) without problems") {
		t.Errorf("validate: %d %q %s", code, out, errs)
	}
	if code, _, errs := runPackCLI("pack", "validate", ini, "--level", ini); code != 2 {
		t.Errorf("PATH and --level: exit %d (%s), want 2", code, errs)
	}
	// The same run on the pack and on the project.
	simOn := func(args ...string) []map[string]any {
		t.Helper()
		code, out, errs := runPackCLI(append([]string{"sim", "--frames", "120"}, args...)...)
		if code != 0 {
			t.Fatalf("sim %v: %s", args, errs)
		}
		var recs []map[string]any
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var m map[string]any
			if err := json.Unmarshal([]byte(line), &m); err != nil {
				t.Fatal(err)
			}
			recs = append(recs, map[string]any{"x": m["x"], "y": m["y"], "gsp": m["gsp"], "angle": m["angle"], "layer": m["layer"]})
		}
		return recs
	}
	a := simOn("--level", pk, "--name", "basics")
	b := simOn("--level", ini, "--name", "basics")
	if len(a) != len(b) {
		t.Fatalf("%d vs %d records", len(a), len(b))
	}
	for i := range a {
		if ja, _ := json.Marshal(a[i]); string(ja) != mustJSON(b[i]) {
			t.Fatalf("frame %d: pack %s, project %s", i+1, ja, mustJSON(b[i]))
		}
	}
	tmxDir := filepath.Join(dir, "maps")
	if code, out, errs := runPackCLI("pack", "export", "--level", ini, "--format", "tmx", "--out", tmxDir); code != 0 {
		t.Errorf("export to tmx: %s %s", out, errs)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestSim_StartPos: --start-pos picks one of a project level's start
// positions (SonLVL's startpos parts) by number, name or character, and
// plays that start's character unless --character says otherwise; an
// unknown one is a usage error naming what there is.
func TestSim_StartPos(t *testing.T) {
	dir := t.TempDir()
	proj := filepath.Join(dir, "proj")
	if code, out, errs := runPackCLI("pack", "export", filepath.Join("..", "examples", "packs", "basics"), "--format", "skdisasm", "--out", proj); code != 0 {
		t.Fatalf("export: %d %s %s", code, out, errs)
	}
	ini := filepath.Join(proj, "SonLVL INI Files", "SonLVL.ini")
	lvl := filepath.Join(proj, "Levels", "basics")
	if err := os.MkdirAll(filepath.Join(lvl, "Start Location", "Knuckles"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lvl, "Start Location", "Knuckles", "1.bin"), []byte{0, 200, 0, 100}, 0o644); err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(ini)
	s := strings.Replace(string(src), ":Sonic:Level Start", ":Sonic:Sonic Start|../Levels/basics/Start Location/Knuckles/1.bin:Knuckles:Knuckles Start", 1)
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	first := func(args ...string) map[string]any {
		t.Helper()
		code, out, errs := runPackCLI(append([]string{"sim", "--level", ini, "--variant", "s3k", "--frames", "1"}, args...)...)
		if code != 0 {
			t.Fatalf("sim %v: %d %s", args, code, errs)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, sel := range []string{"2", "knuckles", "Knuckles Start"} {
		if m := first("--start-pos", sel); m["x"] != 200.0 {
			t.Errorf("--start-pos %s: x %v, want 200", sel, m["x"])
		}
	}
	// An explicit --character goes with any start.
	if m := first("--start-pos", "2", "--character", "tails"); m["x"] != 200.0 {
		t.Errorf("--start-pos with --character: x %v", m["x"])
	}
	if code, _, errs := runPackCLI("sim", "--level", ini, "--start-pos", "Tails Start", "--frames", "1"); code != 2 || !strings.Contains(errs, `"Sonic Start", "Knuckles Start"`) {
		t.Errorf("unknown start: exit %d, %s", code, errs)
	}
}

// TestSim_ProjectVariant: without --variant a SonLVL project's level
// plays by its own game's rules (S3K here), the same run as --variant s3k.
func TestSim_ProjectVariant(t *testing.T) {
	proj := filepath.Join(t.TempDir(), "proj")
	if code, out, errs := runPackCLI("pack", "export", filepath.Join("..", "examples", "packs", "basics"), "--format", "skdisasm", "--out", proj); code != 0 {
		t.Fatalf("export: %d %s %s", code, out, errs)
	}
	ini := filepath.Join(proj, "SonLVL INI Files", "SonLVL.ini")
	// Jump, then press jump again in the air: S3K's insta-shield, which
	// Sonic 2 does not have, makes the runs differ.
	script := filepath.Join(t.TempDir(), "jj.txt")
	if err := os.WriteFile(script, []byte("10 -\n5 J\n5 -\n5 J\n60 -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) string {
		t.Helper()
		code, out, errs := runPackCLI(append([]string{"sim", "--level", ini, "--inputs", script, "--frames", "85"}, args...)...)
		if code != 0 {
			t.Fatalf("sim %v: %s", args, errs)
		}
		return out
	}
	def := run()
	if def != run("--variant", "s3k") {
		t.Error("the project's default run differs from --variant s3k")
	}
	if def == run("--variant", "s2") {
		t.Error("the project's default run is the same as --variant s2 (the test would not see the default)")
	}
}

// TestPackExport_Target: the basics example exported to s2disasm, then
// to a Tiled map, goes back into the project with --target writing
// nothing; a map of another level (with its own collision) replaces the
// project's level, which then opens with that map's start; a format that
// is not the project's, or --out that is no project, is a usage error.
func TestPackExport_Target(t *testing.T) {
	dir := t.TempDir()
	pk := filepath.Join("..", "examples", "packs", "basics")
	proj := filepath.Join(dir, "proj")
	if code, out, errs := runPackCLI("pack", "export", pk, "--format", "s2disasm", "--out", proj); code != 0 {
		t.Fatalf("export: %d %s %s", code, out, errs)
	}
	ini := filepath.Join(proj, "SonLVL INI Files", "SonLVL.ini")
	maps := filepath.Join(dir, "maps")
	if code, out, errs := runPackCLI("pack", "export", "--level", ini, "--format", "tmx", "--out", maps); code != 0 {
		t.Fatalf("to tmx: %d %s %s", code, out, errs)
	}
	tmxs, _ := filepath.Glob(filepath.Join(maps, "*.tmx"))
	if len(tmxs) != 1 {
		t.Fatalf("maps: %v", tmxs)
	}
	name := strings.TrimSuffix(filepath.Base(tmxs[0]), ".tmx")
	code, out, errs := runPackCLI("pack", "export", tmxs[0], "--format", "s2disasm", "--out", ini, "--target", name)
	if code != 0 || !strings.Contains(out, "nothing written") {
		t.Errorf("unedited: %d %q %s", code, out, errs)
	}
	if code, _, errs := runPackCLI("pack", "export", tmxs[0], "--format", "s1disasm", "--out", ini, "--target", name); code != 2 || !strings.Contains(errs, "is a S2 project") {
		t.Errorf("wrong format: %d %s", code, errs)
	}
	if code, _, errs := runPackCLI("pack", "export", tmxs[0], "--format", "s2disasm", "--out", dir, "--target", name); code != 2 || !strings.Contains(errs, "--out PROJECT.ini") {
		t.Errorf("--out a folder: %d %s", code, errs)
	}
	// Another level (a generated half-pipe), written as this one.
	other := filepath.Join(dir, "pipe.tmx")
	if code, out, errs := runPackCLI("gen", "halfpipe", "--radius", "64", "--out", other); code != 0 {
		t.Fatalf("gen: %d %s %s", code, out, errs)
	}
	code, out, errs = runPackCLI("pack", "export", other, "--format", "s2disasm", "--out", ini, "--target", name)
	if code != 0 || !strings.Contains(out, "replaced") {
		t.Fatalf("replace: %d %q %s", code, out, errs)
	}
	if code, out, errs := runPackCLI("pack", "validate", ini); code != 0 {
		t.Errorf("validate after: %d %q %s", code, out, errs)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(ini), ".loopwright-save.journal")); err == nil {
		t.Error("a save journal is left")
	}
}

// TestPackValidate_DisasmProjectsQuiet: pack validate on every project
// file of the three disassemblies in ../shared reports every level without
// problems (but skdisasm's AIZ 2 boss, whose INI names a blocks file the
// disassembly lacks), warns about nothing the loader itself adds (obj_id,
// subtype, flips, ring groups ...), and names the level on every line.
func TestPackValidate_DisasmProjectsQuiet(t *testing.T) {
	dir := sharedtest.Path(t, "disasm")
	for _, c := range []struct {
		ini  string
		good string
	}{
		{"s1disasm/SonLVL INI Files/SonLVL.ini", "20 of 20"},
		{"s2disasm/SonLVL INI Files/SonLVL.ini", "26 of 26"},
		{"skdisasm/SonLVL INI Files/SonLVL.ini", "43 of 44"},
		{"skdisasm/SonLVL INI Files/SonLVL - S&K.ini", "23 of 23"},
		{"skdisasm/SonLVL INI Files/SonLVL - S3.ini", "20 of 21"},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL.ini", "44 of 44"},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL - S&K.ini", "23 of 23"},
		{"skdisasm-vinegar97/SonLVL INI Files/SonLVL - S3.ini", "21 of 21"},
	} {
		ini := filepath.Join(dir, c.ini)
		_, out, errs := runPackCLI("pack", "validate", ini)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if !strings.Contains(lines[len(lines)-1], c.good+" level(s) without problems") {
			t.Errorf("%s: last line %q, want %s; stderr %s", c.ini, lines[len(lines)-1], c.good, errs)
		}
		for _, l := range lines[:len(lines)-1] {
			if strings.Contains(l, "warning") || !strings.Contains(l, "level \"") {
				t.Errorf("%s: %q: a warning, or a line that names no level", c.ini, l)
			}
			if !strings.Contains(l, ": ok: ") && !strings.Contains(l, "Bombership.bin") {
				t.Errorf("%s: %q: a problem other than the missing Bombership.bin", c.ini, l)
			}
		}
	}
}

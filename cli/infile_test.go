package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInputs_Class: every flag or argument that names a file to read,
// given a file that is not there or a folder, fails with one line naming
// the flag (or argument) and the file once, and what is wrong: never Go's
// "open x:"/"read x:" text nor a line number in a folder ("adir:1: read
// adir: is a directory" was --inputs adir).
func TestInputs_Class(t *testing.T) {
	root := sharedtestRoot(t)
	basics := filepath.Join(root, "examples", "packs", "basics")
	maze := filepath.Join(root, "examples", "special", "maze.ss")
	dir := t.TempDir()
	for _, tc := range []struct {
		flag string
		args func(path string) []string
	}{
		{"--inputs", func(p string) []string { return []string{"sim", "--level", basics, "--inputs", p} }},
		{"--start-state", func(p string) []string { return []string{"sim", "--level", basics, "--start-state", p} }},
		{"--p2-inputs", func(p string) []string { return []string{"sim", "--level", basics, "--p2", "tails", "--p2-inputs", p} }},
		{"--inputs", func(p string) []string {
			return []string{"render", "--level", basics, "--frame", "1", "--out", "x.png", "--inputs", p}
		}},
		{"--against-trace", func(p string) []string { return []string{"diff", "--level", basics, "--against-trace", p} }},
		{"--stage", func(p string) []string { return []string{"special", "--stage", p} }},
		{"--inputs", func(p string) []string { return []string{"special", "--stage", maze, "--inputs", p} }},
		{"--layout", func(p string) []string { return []string{"special", "--layout", p, "--startpos", p} }},
		{"--in", func(p string) []string { return []string{"masks", "derive", "--in", p} }},
		{"", func(p string) []string { return []string{"sim", "--level", p} }},
		{"", func(p string) []string { return []string{"check", p} }},
		{"", func(p string) []string { return []string{"lint", p} }},
		{"", func(p string) []string { return []string{"pack", "validate", p} }},
		{"", func(p string) []string { return []string{"pack", "validate", p + ".ini"} }},
		{"", func(p string) []string { return []string{"diff", "--level", basics, "--against-level", p} }},
	} {
		for _, p := range []string{filepath.Join(dir, "nope.txt"), dir} {
			if tc.flag == "" && p == dir {
				continue // a folder is a pack directory there: "no pack.json" (levelio TestLoad_Errors)
			}
			args := tc.args(p)
			code, _, errs := runCLI(t, "", args...)
			if code == 0 || code == 3 || strings.Count(errs, "\n") != 1 || strings.Count(errs, p) != 1 ||
				!strings.Contains(errs, tc.flag) || strings.Contains(errs, "open "+p) || strings.Contains(errs, "read "+p) ||
				strings.Contains(errs, "stat "+p) || strings.Contains(errs, p+":1:") {
				t.Errorf("%v: exit %d, stderr %q: want one line naming %s and the file once", args, code, errs, tc.flag)
			}
		}
	}
}

// TestJSONErrors_NoGoTypes: a JSON file of the wrong shape is described in
// JSON's words, never with a Go type ("want levelcheck.StartState", "Go
// struct field jsonRecord.frame of type int", "want []int"; point 17's
// masks derive case, its kind).
func TestJSONErrors_NoGoTypes(t *testing.T) {
	root := sharedtestRoot(t)
	basics := filepath.Join(root, "examples", "packs", "basics")
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, args := range [][]string{
		{"sim", "--level", basics, "--start-state", write("a.json", `[1]`)},
		{"sim", "--level", basics, "--start-state", write("b.json", `{"x": "left", "y": 3}`)},
		{"sim", "--level", basics, "--start-state", write("c.json", `{"grounded": 1}`)},
		{"diff", "--level", basics, "--against-trace", write("d.jsonl", `{"frame": "one"}`)},
		{"diff", "--level", basics, "--against-trace", write("e.jsonl", `[]`)},
		{"masks", "derive", "--in", write("f.json", `[{"heights": {"a": 1}}]`)},
		{"masks", "derive", "--in", write("g.json", `{"heights": []}`)},
	} {
		code, _, errs := runCLI(t, "", args...)
		if code == 0 || code == 3 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
		for _, leak := range []string{"Go ", "levelcheck.", "trajdiff.", "Record", "[]int", "int64", "float64", "of type", "unmarshal"} {
			if strings.Contains(errs, leak) {
				t.Errorf("%v: %q names Go's types (%q)", args, errs, leak)
			}
		}
	}
}

// TestErrors_NameThePathGiven: a map's problems name it by the path the
// user gave (maps/level1.tmx), not its base name alone, which two folders
// can share.
func TestErrors_NameThePathGiven(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "maps")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	m := filepath.Join(dir, "level1.tmx")
	if err := os.WriteFile(m, []byte(`<map version="1.10" orientation="isometric" width="1" height="1" tilewidth="16" tileheight="16"></map>`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "pack", "validate", m)
	if code != 1 || !strings.Contains(out+errs, "tmx: "+m+":") {
		t.Errorf("exit %d, stdout %q, stderr %q: want the path %s named", code, out, errs, m)
	}
}

package cli

import (
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

package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestSplitWords_Shell: "# sim:" lines split as the shell (and
// compare.py's shlex) splits them: quotes, and "\\" inside double quotes
// for one backslash (Sonic 3's "Sonic 3\Angel Island Zone Act 2").
func TestSplitWords_Shell(t *testing.T) {
	got, err := splitWords(` --level "../disasm/skdisasm/SonLVL INI Files/SonLVL.ini" --name "Sonic 3\\Angel Island Zone Act 2" --start 6304,1242 'a b' c\ d`)
	want := []string{"--level", "../disasm/skdisasm/SonLVL INI Files/SonLVL.ini", "--name", `Sonic 3\Angel Island Zone Act 2`, "--start", "6304,1242", "a b", "c d"}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("%q %v\nwant %q", got, err, want)
	}
	for _, bad := range []string{`"open`, `'open`} {
		if _, err := splitWords(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// TestWinPath_DriveZ: a Unix path is Wine's drive Z: with backslashes.
func TestWinPath_DriveZ(t *testing.T) {
	if got := winPath("/work/shared/conformance/ehz1.tmx"); got != `Z:\work\shared\conformance\ehz1.tmx` {
		t.Errorf("got %s", got)
	}
}

// TestConformanceRuns_SimLine: a scenario runs with its "# sim:" flags,
// paths made absolute in the scenario's folder, or Emerald Hill's defaults,
// and as many frames as its CSV has rows; a CSV without a script is none.
func TestConformanceRuns_SimLine(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.txt":      "# sim: --level \"x y.tmx\" --variant s3k\n10 R\n",
		"a.csv":      "h\n1\n2\n3\n",
		"b.txt":      "5 -\n",
		"b.csv":      "h\n1\n",
		"b-init.csv": "h\n1\n",
	}
	for n, s := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runs, err := conformanceRuns(dir)
	if err != nil || len(runs) != 2 {
		t.Fatalf("%d runs, %v", len(runs), err)
	}
	a := words(runs[0].args, false)
	want := []string{"--level", filepath.Join(dir, "x y.tmx"), "--variant", "s3k", "--inputs", filepath.Join(dir, "a.txt"), "--frames", "3"}
	if !slices.Equal(a, want) {
		t.Errorf("a: %q\nwant %q", a, want)
	}
	if w := words(runs[0].args, true); w[1] != winPath(filepath.Join(dir, "x y.tmx")) || w[3] != "s3k" {
		t.Errorf("a on Windows: %q", w)
	}
	b := words(runs[1].args, false)
	want = []string{"--level", filepath.Join(dir, "ehz1.tmx"), "--start", "96,656", "--variant", "s2", "--inputs", filepath.Join(dir, "b.txt"), "--frames", "1"}
	if !slices.Equal(b, want) {
		t.Errorf("b: %q\nwant %q", b, want)
	}
}

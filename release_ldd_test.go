//go:build linux && !headless

package main

import (
	"bufio"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docLibraries returns the runtime libraries docs/release.md lists under
// "Runtime libraries (Linux)": the first `code` word of each "- " line in
// that section.
func docLibraries(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("docs", "release.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }() // read only
	var libs []string
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			in = strings.Contains(line, "Runtime libraries (Linux)")
			continue
		}
		if in && strings.HasPrefix(line, "- `") {
			name, _, _ := strings.Cut(strings.TrimPrefix(line, "- `"), "`")
			libs = append(libs, name)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(libs) == 0 {
		t.Fatal(`docs/release.md lists no runtime libraries (a "Runtime libraries (Linux)" heading, then "- ` + "`lib.so.N`" + `" lines)`)
	}
	slices.Sort(libs)
	return libs
}

// docGlibc returns the glibc version docs/release.md says the editor
// needs ("glibc 2.34 or newer").
func docGlibc(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("docs", "release.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`glibc ([0-9.]+) or newer`).FindSubmatch(data)
	if m == nil {
		t.Fatal(`docs/release.md says no "glibc N.N or newer"`)
	}
	return string(m[1])
}

// versionLess compares dotted version numbers ("" is the least).
func versionLess(a, b string) bool {
	if a == "" {
		return b != ""
	}
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}

// TestRuntimeLibraries_MatchDocs: the Linux editor needs exactly the
// shared libraries docs/release.md lists (its ELF NEEDED entries) and the
// glibc version it says (the newest GLIBC_ symbol version needed), and
// ldd finds every one of them and everything they need in turn on this
// machine. The binary is LOOPWRIGHT_LDD_BINARY (scripts/release.sh sets it
// to the release's) or else this test binary, which links the same cgo
// libraries as bin/loopwright: the main package and its imports.
func TestRuntimeLibraries_MatchDocs(t *testing.T) {
	bin := os.Getenv("LOOPWRIGHT_LDD_BINARY")
	if bin == "" {
		bin = os.Args[0]
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	needed, err := f.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	vers, err := f.DynamicVersionNeeds()
	_ = f.Close() // read only
	if err != nil {
		t.Fatal(err)
	}
	newest := ""
	for _, n := range vers {
		for _, d := range n.Needs {
			if v, ok := strings.CutPrefix(d.Dep, "GLIBC_"); ok && versionLess(newest, v) {
				newest = v
			}
		}
	}
	if doc := docGlibc(t); newest != doc {
		t.Errorf("%s needs glibc %s; docs/release.md says %q or newer: update it", bin, newest, doc)
	}
	slices.Sort(needed)
	if want := docLibraries(t); !slices.Equal(needed, want) {
		t.Errorf("%s needs %q; docs/release.md lists %q: update the list (and the Debian packages beside it)", bin, needed, want)
	}
	if _, err := exec.LookPath("ldd"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("ldd is missing (libc-bin)")
		}
		t.Skip("ldd is missing")
	}
	out, err := exec.Command("ldd", bin).CombinedOutput()
	if err != nil {
		t.Fatalf("ldd %s: %v\n%s", bin, err, out)
	}
	if strings.Contains(string(out), "not found") {
		t.Errorf("ldd %s finds not every library:\n%s", bin, out)
	}
	for _, lib := range needed {
		if !strings.Contains(string(out), lib+" => /") && !strings.Contains(string(out), "/"+lib+" ") {
			t.Errorf("ldd %s does not resolve %s:\n%s", bin, lib, out)
		}
	}
}

// TestVersionLess_Numeric: glibc versions compare by number, not text.
func TestVersionLess_Numeric(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{{"", "2.2.5", true}, {"2.2.5", "2.34", true}, {"2.34", "2.4", false}, {"2.9", "2.10", true}, {"2.34", "2.34", false}} {
		if got := versionLess(c.a, c.b); got != c.want {
			t.Errorf("versionLess(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

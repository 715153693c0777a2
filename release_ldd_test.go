//go:build linux && !headless

package main

import (
	"bufio"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// TestRuntimeLibraries_MatchDocs: the Linux editor needs exactly the
// shared libraries docs/release.md lists (its ELF NEEDED entries), and
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
	_ = f.Close() // read only
	if err != nil {
		t.Fatal(err)
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

package recent

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// TestList_TwoInstances: two editors (two Lists on one file) keep each
// other's additions: every change re-reads the file first.
func TestList_TwoInstances(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cfg", "recent.json") // parent made on first write
	a, b := &List{File: file}, &List{File: file}
	p := func(n string) string { return filepath.Join(dir, n) }
	for _, step := range []struct {
		l    *List
		path string
	}{{a, p("one")}, {b, p("two")}, {a, p("three")}} {
		if err := step.l.Add(step.path); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{p("three"), p("two"), p("one")}
	for name, l := range map[string]*List{"a": a, "b": b} {
		got, err := l.Paths()
		if err != nil || !slices.Equal(got, want) {
			t.Fatalf("%s: %q, %v; want %q", name, got, err, want)
		}
	}
	if err := b.Remove(p("two")); err != nil {
		t.Fatal(err)
	}
	if got, _ := a.Paths(); !slices.Equal(got, []string{p("three"), p("one")}) {
		t.Fatalf("after b removed two, a sees %q", got)
	}
	// Only the list's file is left: each write went to a temporary file
	// renamed over it.
	ents, _ := os.ReadDir(filepath.Dir(file))
	if len(ents) != 1 {
		t.Fatalf("files beside the list: %v", ents)
	}
}

// TestList_ConcurrentWritersNeverHalfRead: readers racing writers on one
// file always read a whole list (the rename is atomic), never an error.
func TestList_ConcurrentWritersNeverHalfRead(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "recent.json")
	w1, w2, r := &List{File: file}, &List{File: file}, &List{File: file}
	if err := w1.Add(filepath.Join(dir, "seed")); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i, w := range []*List{w1, w2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range 100 {
				if err := w.Add(filepath.Join(dir, strings.Repeat("x", i+1), string(rune('a'+n%26)))); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	for range 300 {
		if _, err := r.Paths(); err != nil {
			t.Fatalf("a reader saw a partial file: %v", err)
		}
	}
	wg.Wait()
}

// TestList_Paths: canonical names (a pack's pack.json is its folder), no
// duplicates, at most Max, non-UTF-8 paths kept byte for byte in a UTF-8
// file, and a malformed file reported and then replaced by Add.
func TestList_Paths(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "recent.json")
	l := &List{File: file, Max: 3}
	odd := filepath.Join(dir, "caf\xe9")
	for _, p := range []string{filepath.Join(dir, "a", "pack.json"), odd, filepath.Join(dir, "a") + "/", filepath.Join(dir, "b"), filepath.Join(dir, "c")} {
		if err := l.Add(p); err != nil {
			t.Fatal(err)
		}
	}
	got, err := l.Paths()
	want := []string{filepath.Join(dir, "c"), filepath.Join(dir, "b"), filepath.Join(dir, "a")}
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("%q %v, want %q", got, err, want)
	}
	if err := l.Add(odd); err != nil {
		t.Fatal(err)
	}
	if got, _ := l.Paths(); got[0] != odd {
		t.Fatalf("non-UTF-8 path read back as %q", got[0])
	}
	b, _ := os.ReadFile(file)
	if !utf8.Valid(b) {
		t.Fatalf("file is not UTF-8: %q", b)
	}
	if err := os.WriteFile(file, []byte(`{"recent": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Paths(); err == nil || !strings.Contains(err.Error(), file) {
		t.Fatalf("malformed file: error %v, want one naming the file", err)
	}
	if err := l.Add(filepath.Join(dir, "d")); err != nil {
		t.Fatal(err)
	}
	if got, err := l.Paths(); err != nil || len(got) != 1 {
		t.Fatalf("after Add on a malformed file: %q %v", got, err)
	}
	// In memory (File ""): the same rules, no file.
	var m List
	_ = m.Add(filepath.Join(dir, "x", "pack.json"))
	if got, _ := m.Paths(); !slices.Equal(got, []string{filepath.Join(dir, "x")}) {
		t.Fatalf("in memory: %q", got)
	}
	if err := m.Clear(); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Paths(); len(got) != 0 {
		t.Fatalf("after Clear: %q", got)
	}
}

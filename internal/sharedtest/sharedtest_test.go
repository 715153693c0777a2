package sharedtest

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRoot_HasGoMod(t *testing.T) {
	if Root() == "" {
		t.Fatal("Root found no go.mod above the package directory")
	}
}

func TestDir_SkipsOrFinds(t *testing.T) {
	dir := Dir(t) // skips where ../shared is absent (fails under CI)
	if dir == "" {
		t.Fatal("Dir returned an empty path without skipping")
	}
}

// fakeTB records how a helper stopped the test: Skip or Fatal (each ends
// the call with a panic the caller recovers, as the real ones end the
// test's goroutine).
type fakeTB struct {
	testing.TB
	skipped, failed bool
	msg             string
}

type stop struct{}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Skip(args ...any) {
	f.skipped, f.msg = true, args[0].(string)
	panic(stop{})
}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.failed, f.msg = true, format
	panic(stop{})
}

// call runs fn against a fake TB and reports how it stopped.
func call(t *testing.T, fn func(tb testing.TB)) *fakeTB {
	t.Helper()
	f := &fakeTB{TB: t}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stop); !ok {
					panic(r)
				}
			}
		}()
		fn(f)
	}()
	return f
}

// TestPath_MissingFailsUnderCI: with CI set, a missing shared folder or
// file fails the test that needs it; without CI it skips (the proof must
// not vanish silently from CI).
func TestPath_MissingFailsUnderCI(t *testing.T) {
	shared := t.TempDir()
	if err := os.Mkdir(filepath.Join(shared, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(Env, shared)
	for _, ci := range []string{"", "true"} {
		t.Setenv("CI", ci)
		f := call(t, func(tb testing.TB) { Path(tb, "conformance", "nothing.csv") })
		if ci == "" && (!f.skipped || f.failed) {
			t.Errorf("CI unset: a missing file should skip (skipped %v failed %v)", f.skipped, f.failed)
		}
		if ci != "" && (!f.failed || f.skipped) {
			t.Errorf("CI=%s: a missing file should fail (skipped %v failed %v)", ci, f.skipped, f.failed)
		}
	}
	t.Setenv(Env, filepath.Join(shared, "absent"))
	t.Setenv("CI", "true")
	if f := call(t, func(tb testing.TB) { Dir(tb) }); !f.failed {
		t.Error("CI=true: an absent shared folder should fail the test")
	}
	t.Setenv("CI", "")
	if f := call(t, func(tb testing.TB) { Dir(tb) }); !f.skipped {
		t.Error("CI unset: an absent shared folder should skip the test")
	}
}

// TestReadFile_Unreadable: a shared file that exists but cannot be read
// fails under CI (root reads everything, so the case is a directory where
// a file is expected).
func TestReadFile_Unreadable(t *testing.T) {
	shared := t.TempDir()
	if err := os.MkdirAll(filepath.Join(shared, "conformance", "x.csv"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(Env, shared)
	t.Setenv("CI", "true")
	f := call(t, func(tb testing.TB) { ReadFile(tb, "conformance", "x.csv") })
	if !f.failed {
		t.Error("CI=true: an unreadable shared file should fail the test")
	}
	if got := call(t, func(tb testing.TB) {
		if p := Path(tb, "conformance"); p != filepath.Join(shared, "conformance") {
			t.Errorf("Path = %s", p)
		}
	}); got.failed || got.skipped {
		t.Errorf("Path of a readable folder stopped the test: %s", got.msg)
	}
}

// TestRequired_Values: CI=false and CI=0 do not count as CI.
func TestRequired_Values(t *testing.T) {
	for v, want := range map[string]bool{"": false, "false": false, "0": false, "true": true, "1": true} {
		t.Setenv("CI", v)
		if got := Required(); got != want {
			t.Errorf("CI=%q: Required() = %v, want %v", v, got, want)
		}
	}
}

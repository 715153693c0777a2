// Package wintest helps the tests of Windows' rules (docs/release.md,
// "Tested on Windows here") that scripts/wine-test.sh runs as Windows
// test programs under Wine as well as natively.
//
// Wine 8 (Debian 12's) lacks the file-disposition call Go's os.RemoveAll
// makes on Windows (FileDispositionInformationEx), so t.TempDir's cleanup
// fails there and with it every test that uses one; TempDir removes its
// folder with os.Remove, file by file, which works on Wine, Windows and
// Unix alike.
package wintest

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TempDir returns a new empty folder that is removed when the test ends,
// as t.TempDir does.
func TempDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "wintest")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := RemoveTree(dir); err != nil {
			t.Errorf("removing the test's folder: %v", err)
		}
	})
	return dir
}

// RemoveTree removes dir and everything in it, deepest first, with
// os.Remove.
func RemoveTree(dir string) error {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		paths = append(paths, p)
		return nil
	})
	if err != nil {
		return err
	}
	slices.Reverse(paths) // a folder's contents come after it in the walk
	for _, p := range paths {
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	return nil
}

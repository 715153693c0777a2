// Package sharedtest finds the project's shared reference folder (the
// specification, the original games' conformance traces and disassembly
// samples) for tests. The folder is named shared and sits beside the
// repository root; CI places it there. It is never part of the repository,
// so every test that reads it skips cleanly where it is absent.
package sharedtest

import (
	"os"
	"path/filepath"
	"testing"
)

// Root returns the repository root: the nearest directory at or above the
// working directory that holds go.mod, or "" if there is none.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Find returns the shared folder's path, or "" when it is absent.
func Find() string {
	root := Root()
	if root == "" {
		return ""
	}
	dir := filepath.Join(filepath.Dir(root), "shared")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return ""
	}
	return dir
}

// Dir returns the shared folder's path, or skips the test when it is
// absent.
func Dir(t testing.TB) string {
	t.Helper()
	dir := Find()
	if dir == "" {
		t.Skip("../shared is absent: skipping a test that reads the reference data")
	}
	return dir
}

// Path returns the path of elem inside the shared folder, skipping the
// test when the folder or that file is absent.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{Dir(t)}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("%s is absent: skipping", p)
	}
	return p
}

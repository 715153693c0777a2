// Package sharedtest finds the project's shared reference folder (the
// specification, the original games' conformance traces and the
// disassemblies' level data) for tests. The folder is named shared and sits
// beside the repository root, where CI places it; LOOPWRIGHT_SHARED names
// it elsewhere. It is never part of the repository, so a test that reads it
// skips cleanly where it is absent, except under CI (the environment
// variable CI set), where a missing or unreadable shared file fails the
// test that needs it: the proof against the original games must not vanish
// from CI because a folder was not there.
package sharedtest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Env names an environment variable that, when set, gives the shared
// folder's path (for a checkout not placed beside it, such as a git
// worktree elsewhere).
const Env = "LOOPWRIGHT_SHARED"

// Required reports whether the shared folder must be present: true under
// CI (the environment variable CI is set and not "false" or "0").
func Required() bool {
	v := os.Getenv("CI")
	return v != "" && v != "false" && v != "0"
}

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

// Find returns the shared folder's path, or "" when it is absent: the
// folder LOOPWRIGHT_SHARED names, else the folder named shared beside the
// repository root, else one beside the root's parent (a worktree kept in a
// folder of worktrees beside the main checkout).
func Find() string {
	if dir := os.Getenv(Env); dir != "" {
		if isDir(dir) {
			return dir
		}
		return ""
	}
	root := Root()
	if root == "" {
		return ""
	}
	for _, dir := range []string{
		filepath.Join(filepath.Dir(root), "shared"),
		filepath.Join(filepath.Dir(filepath.Dir(root)), "shared"),
	} {
		if isDir(dir) && isDir(filepath.Join(dir, "conformance")) {
			return dir
		}
	}
	return ""
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// Missing stops the test because reference data it needs is absent or
// unreadable: it skips, or fails under CI (Required), with the message.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if Required() {
		t.Fatalf("%s (CI is set: the shared reference folder must be there; set %s if it is not beside the repository)", msg, Env)
	}
	t.Skip(msg + ": skipping")
}

// Dir returns the shared folder's path, or skips the test (fails it under
// CI) when it is absent.
func Dir(t testing.TB) string {
	t.Helper()
	dir := Find()
	if dir == "" {
		where := "beside the repository"
		if root := Root(); root != "" {
			where = "at " + filepath.Join(filepath.Dir(root), "shared")
		}
		if env := os.Getenv(Env); env != "" {
			where = "at " + env + " (" + Env + ")"
		}
		Missing(t, "the shared reference folder is absent %s: this test reads the reference data", where)
	}
	return dir
}

// Path returns the path of elem inside the shared folder, skipping the
// test (failing it under CI) when the folder or that file is absent or
// cannot be read.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{Dir(t)}, elem...)...)
	st, err := os.Stat(p)
	if err != nil {
		Missing(t, "%s is absent", p)
	}
	if st.IsDir() {
		if _, err := os.ReadDir(p); err != nil {
			Missing(t, "%s cannot be read: %v", p, err)
		}
	} else {
		f, err := os.Open(p)
		if err != nil {
			Missing(t, "%s cannot be read: %v", p, err)
		}
		_ = f.Close()
	}
	return p
}

// ReadFile returns the contents of the file elem names inside the shared
// folder, skipping the test (failing it under CI) when it is absent or
// unreadable.
func ReadFile(t testing.TB, elem ...string) []byte {
	t.Helper()
	p := Path(t, elem...)
	b, err := os.ReadFile(p)
	if err != nil {
		Missing(t, "%s cannot be read: %v", p, err)
	}
	return b
}

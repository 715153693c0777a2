package wintest

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRemoveTree_Nested: RemoveTree removes nested folders and files, the
// folder itself last.
func TestRemoveTree_Nested(t *testing.T) {
	dir, err := os.MkdirTemp("", "wintest")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"x", "a/y", "a/b/z"} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(f)), []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := RemoveTree(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s still there: %v", dir, err)
	}
}

// TestTempDir_Empty: TempDir gives an empty folder that exists.
func TestTempDir_Empty(t *testing.T) {
	d := TempDir(t)
	ents, err := os.ReadDir(d)
	if err != nil || len(ents) != 0 {
		t.Errorf("%s: %v %v", d, ents, err)
	}
}

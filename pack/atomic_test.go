package pack

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWriteFileAtomic_FollowsSymlink: writing through a symbolic link
// replaces the file it names and keeps the link.
func TestWriteFileAtomic_FollowsSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := WriteFileAtomic(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi, err)
	}
	got, err := os.ReadFile(real)
	if err != nil || string(got) != "new" {
		t.Fatalf("real file reads %q, %v", got, err)
	}
	if fi, err := os.Stat(real); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("permissions not kept: %v %v", fi, err)
	}
}

// TestWriteFileAtomic_Directory: a directory is refused with its name.
func TestWriteFileAtomic_Directory(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFileAtomic(dir, []byte("x")); err == nil {
		t.Fatal("writing over a directory succeeded")
	}
}

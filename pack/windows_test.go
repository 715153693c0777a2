package pack

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"loopwright/internal/wintest"
)

// TestWriteFileAtomic_WindowsOpenFile: saving over a file another program
// holds open works (ReplaceFile): on Windows the rename is refused while
// it is open and retried, and succeeds once it is closed (here: after the
// first retry); elsewhere it succeeds at once. scripts/wine-test.sh runs
// it as a Windows program.
func TestWriteFileAtomic_WindowsOpenFile(t *testing.T) {
	dir := wintest.TempDir(t)
	path := filepath.Join(dir, "level.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	held, err := os.Open(path) // as Go, Tiled or an editor holds it: no FILE_SHARE_DELETE
	if err != nil {
		t.Fatal(err)
	}
	retries := 0
	replaceRetried = func(n int) {
		retries = n
		if n == 1 {
			_ = held.Close() // the other program closes it
		}
	}
	defer func() { replaceRetried = nil; _ = held.Close() }()
	if err := WriteFileAtomic(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != "new" {
		t.Errorf("reads %q, %v", got, err)
	}
	if runtime.GOOS == "windows" && retries == 0 {
		t.Error("Windows replaced an open file at the first try: the retry went untested")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("left %d files, want level.json alone", len(ents))
	}
}

// TestWriteFileAtomic_WindowsStillOpen: when the file stays open, saving
// on Windows fails with one error naming the file and what to do, leaves
// the file as it was and no temporary file; elsewhere it succeeds.
func TestWriteFileAtomic_WindowsStillOpen(t *testing.T) {
	dir := wintest.TempDir(t)
	path := filepath.Join(dir, "level.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	held, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = held.Close() }()
	replaceRetried = func(int) {} // no waiting
	defer func() { replaceRetried = nil }()
	err = WriteFileAtomic(path, []byte("new"))
	want := "old"
	if runtime.GOOS == "windows" {
		if err == nil || !strings.Contains(err.Error(), path+" is open in another program") {
			t.Errorf("error %v, want one saying %s is open in another program", err, path)
		}
	} else {
		want = "new"
		if err != nil {
			t.Error(err)
		}
	}
	_ = held.Close()
	if got, err := os.ReadFile(path); err != nil || string(got) != want {
		t.Errorf("reads %q, %v; want %q", got, err, want)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("left %d files, want level.json alone", len(ents))
	}
}

// TestCheckName_WindowsDevices: a level may not take a name Windows keeps
// for a device (in any case, with any extension after it), which no file
// there can have; names that only contain one are fine.
func TestCheckName_WindowsDevices(t *testing.T) {
	for _, bad := range []string{"con", "CON", "Nul", "aux.1", "prn", "com1", "COM9", "lpt1", "lpt9.x"} {
		if err := CheckName(bad); err == nil || !strings.Contains(err.Error(), "device name on Windows") {
			t.Errorf("%q: %v, want a device-name error", bad, err)
		}
	}
	for _, good := range []string{"console", "com10", "icon", "nullify", "lpt", "a.con", "com0"} {
		if err := CheckName(good); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
}

// TestValidate_WindowsCaseFold: two levels whose names differ only in case
// are refused: on Windows and macOS levels/Loop.json and levels/loop.json
// are one file, and saving one would overwrite the other.
func TestValidate_WindowsCaseFold(t *testing.T) {
	p := samplePack()
	p.Levels[1].Name = "ONE"
	err := Validate(p)
	if err == nil || !strings.Contains(err.Error(), `level names "one" and "ONE" differ only in case`) {
		t.Errorf("got %v, want the case error", err)
	}
}

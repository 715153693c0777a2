//go:build unix

package pack

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestWriteFileAtomic_DeviceInPlace: a non-regular file (here a named
// pipe, standing for /dev/null or /dev/stdout) is written in place, never
// replaced by a regular file (renaming over /dev/null as root replaced the
// device).
func TestWriteFileAtomic_DeviceInPlace(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	got := make(chan string, 1)
	go func() {
		b, err := os.ReadFile(fifo)
		if err != nil {
			got <- "error: " + err.Error()
			return
		}
		got <- string(b)
	}()
	if err := WriteFileAtomic(fifo, []byte("data")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced: %v %v", fi, err)
	}
	if s := <-got; s != "data" {
		t.Fatalf("reader got %q", s)
	}
}

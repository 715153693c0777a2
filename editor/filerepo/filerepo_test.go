package filerepo

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// TestInstall_CloseUnwrittenKeepsTheFile: Fyne's save dialog calls
// storage.Writer when the user confirms (dialog/file.go makeOpenButton);
// the editor closes that writer without writing and writes atomically
// itself. The old file must still be there, byte for byte, until then.
func TestInstall_CloseUnwrittenKeepsTheFile(t *testing.T) {
	test.NewTempApp(t)
	if !Install() {
		t.Fatal("Install: Fyne's file repository not recognised")
	}
	if !Install() {
		t.Fatal("Install twice: not idempotent")
	}
	dir := t.TempDir()
	old := filepath.Join(dir, "level.tmx")
	if err := os.WriteFile(old, []byte("old content"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(old))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); string(got) != "old content" {
		t.Fatalf("opening the writer changed the file to %q", got)
	}
	if w.URI().Path() != old {
		t.Errorf("URI %q, want %q", w.URI().Path(), old)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); string(got) != "old content" {
		t.Fatalf("closing the unwritten writer changed the file to %q", got)
	}

	// A new name is not created by an unwritten writer.
	fresh := filepath.Join(dir, "new.tmx")
	w, err = storage.Writer(storage.NewFileURI(fresh))
	if err != nil {
		t.Fatal(err)
	}
	_ = w.Close()
	if _, err := os.Stat(fresh); !os.IsNotExist(err) {
		t.Errorf("an unwritten writer created %s (err %v)", fresh, err)
	}
}

// TestInstall_WriteReplaces: a writer that is written to behaves as
// Fyne's: it truncates and writes.
func TestInstall_WriteReplaces(t *testing.T) {
	test.NewTempApp(t)
	Install()
	p := filepath.Join(t.TempDir(), "a.txt")
	if err := os.WriteFile(p, []byte("a much longer old content"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(p))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("new")); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); string(got) != "new" {
		t.Fatalf("file reads %q, want %q", got, "new")
	}
	// Listing still works through the wrapper (the dialog lists folders).
	l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(p)))
	if err != nil {
		t.Fatal(err)
	}
	if items, err := l.List(); err != nil || len(items) != 1 {
		t.Fatalf("List: %v, %v", items, err)
	}
}

// TestWriter_OpenErrorAtWrite: a file that cannot be opened fails at the
// first Write, not silently.
func TestWriter_OpenErrorAtWrite(t *testing.T) {
	test.NewTempApp(t)
	Install()
	p := filepath.Join(t.TempDir(), "no", "such", "dir", "a.txt")
	w, err := storage.Writer(storage.NewFileURI(p))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("x")); err == nil {
		t.Fatal("Write into a missing folder succeeded")
	}
	_ = w.Close()
}

//go:build !headless

package main

import (
	"bytes"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestNewApp_NoPreferencesFile: the app reads, writes and watches no
// preferences.json (Fyne's watcher read the file while
// Fyne's own save at quit rewrote it, printing "Preferences load error:
// EOF"); it still has its ID, and nothing is logged.
func TestNewApp_NoPreferencesFile(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfg)
	t.Setenv("HOME", t.TempDir())
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	a := newApp()
	if id := a.UniqueID(); id != appID {
		t.Fatalf("UniqueID %q, want %q", id, appID)
	}
	a.Preferences().SetString("fyne:fileDialogLastFolder", "file:///tmp")
	a.Preferences().SetStringList("recent_files", []string{"/a", "/b"})
	if got := a.Preferences().String("fyne:fileDialogLastFolder"); got != "file:///tmp" {
		t.Fatalf("in-memory preference reads %q", got)
	}
	var files []string
	_ = filepath.WalkDir(cfg, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 0 {
		t.Fatalf("the app wrote %v", files)
	}
	if logged.Len() != 0 {
		t.Fatalf("logged: %s", logged.String())
	}
}

// TestOpenArgs: `loopwright PATH` opens the editor on PATH when PATH
// exists and names no command (it said "unknown command"); commands, flags
// and paths that do not exist are left as given.
func TestOpenArgs(t *testing.T) {
	dir := t.TempDir()
	pk := filepath.Join(dir, "mypack")
	if err := os.Mkdir(pk, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if err := os.Mkdir("sim", 0o755); err != nil { // a folder named like a command
		t.Fatal(err)
	}
	for _, c := range []struct{ in, want []string }{
		{[]string{pk}, []string{"open", pk}},
		{[]string{"mypack"}, []string{"open", "mypack"}},
		{[]string{"sim"}, []string{"sim"}},
		{[]string{"help"}, []string{"help"}},
		{[]string{"nothere"}, []string{"nothere"}},
		{[]string{"--version"}, []string{"--version"}},
		{[]string{pk, "x"}, []string{pk, "x"}},
		{nil, nil},
	} {
		if got := openArgs(c.in); !slices.Equal(got, c.want) {
			t.Errorf("openArgs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

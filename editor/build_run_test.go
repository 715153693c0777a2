package editor

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"loopwright/buildrun"
	"loopwright/examples"
	"loopwright/sonlvl"
)

// buildProject writes a SonLVL project of our own (the first example
// level exported for Sonic 2) with build keys and a build.sh making the
// ROM; it returns the INI and the level's name.
func buildProject(t *testing.T) (string, string) {
	t.Helper()
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	ini, err := sonlvl.Export(p.Levels[0], sonlvl.S2, root)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(ini)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(b), "version=S2\r\n", "version=S2\r\nbuildscr=../build.sh\r\nromfile=../game.bin\r\n", 1)
	if err := os.WriteFile(ini, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "build.sh"), []byte("echo assembling\nprintf ROM > game.bin\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return ini, p.Levels[0].Name
}

// waitClosed waits for ch, failing after a minute (a guard against a
// hang, not a timing check).
func waitClosed(t *testing.T, ch chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(time.Minute):
		t.Fatalf("%s never finished", what)
	}
}

// TestEditor_BuildAndRun: Build > Build runs the open project's build
// script and shows its output and the ROM made; a failing build command
// (Settings) names its exit status; Build and Run starts the emulator on
// the ROM; with no project open, or no emulator set, the error says so.
func TestEditor_BuildAndRun(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX shell scripts")
	}
	e := newTestEditor(t)
	e.BuildAndRun(false)
	if err := e.buildRun.lastErr; err == nil || !strings.Contains(err.Error(), "open the project's .ini") {
		t.Errorf("no project: %v", err)
	}
	ini, name := buildProject(t)
	if err := e.OpenProjectLevel(ini, name); err != nil {
		t.Fatal(err)
	}
	e.BuildAndRun(false)
	b := e.buildRun
	waitClosed(t, b.done, "the build")
	if b.lastErr != nil || !strings.Contains(b.output.Text, "assembling") || !strings.Contains(b.result.Text, "game.bin (3 bytes)") {
		t.Errorf("build: %v, output %q, result %q", b.lastErr, b.output.Text, b.result.Text)
	}
	e.BuildAndRun(true)
	if err := b.lastErr; err == nil || !strings.Contains(err.Error(), "no emulator set") {
		t.Errorf("no emulator: %v", err)
	}
	if err := e.SetBuildSettings(buildrun.Settings{BuildCommand: "echo 'x.asm(2): error: oops'; exit 5"}); err != nil {
		t.Fatal(err)
	}
	e.BuildAndRun(false)
	waitClosed(t, b.done, "the failing build")
	if !strings.Contains(b.result.Text, "exit status 5") || !strings.Contains(b.result.Text, "x.asm(2): error: oops") {
		t.Errorf("failing build: result %q", b.result.Text)
	}
	if err := e.SetBuildSettings(buildrun.Settings{Emulator: "printf '%s' {rom} > emu.txt"}); err != nil {
		t.Fatal(err)
	}
	e.BuildAndRun(true)
	waitClosed(t, b.done, "the build and run")
	if b.lastErr != nil || !strings.Contains(b.result.Text, "Started: sh -c printf") {
		t.Fatalf("build and run: %v, result %q", b.lastErr, b.result.Text)
	}
	waitClosed(t, b.runDone, "the emulator")
	rom := filepath.Join(filepath.Dir(filepath.Dir(ini)), "game.bin")
	if got, _ := os.ReadFile(filepath.Join(filepath.Dir(rom), "emu.txt")); string(got) != rom {
		t.Errorf("the emulator got %q, want %q", got, rom)
	}
}

// TestEditor_BuildSettingsFile: the settings are kept in
// Options.BuildSettingsFile and read back by the next editor.
func TestEditor_BuildSettingsFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "build.json")
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorWith(t, m, Options{BuildSettingsFile: file})
	want := buildrun.Settings{Emulator: "blastem {rom}"}
	if err := e.SetBuildSettings(want); err != nil {
		t.Fatal(err)
	}
	m2, _ := DefaultModel()
	e2 := newTestEditorWith(t, m2, Options{BuildSettingsFile: file})
	if got := e2.buildState().settings; got != want {
		t.Errorf("next editor's settings %+v, want %+v", got, want)
	}
}

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestBuild_Command: `loopwright build` runs the build command, reports
// the ROM it made, names a failing build's first error line (exit 1),
// remembers the emulator with --remember, and refuses a file that is not
// a project (exit 2).
func TestBuild_Command(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX shell commands")
	}
	dir := t.TempDir()
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", filepath.Join(dir, "cfg"))
	ini := filepath.Join(dir, "SonLVL INI Files", "SonLVL.ini")
	if err := os.MkdirAll(filepath.Dir(ini), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ini, []byte("version=S2\r\nbuildscr=../build.sh\r\nromfile=../game.bin\r\n[L]\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "build.sh"), []byte("echo assembling\nprintf ROM > game.bin\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := Main(Env{Stdout: &out, Stderr: &errb}, args)
		return code, out.String(), errb.String()
	}
	if code, out, errs := run("build", ini); code != 0 || !strings.Contains(out, "assembling") || !strings.Contains(out, "game.bin (3 bytes)") || errs != "" {
		t.Errorf("build: %d %q %q", code, out, errs)
	}
	if code, _, errs := run("build", ini, "--build-cmd", "echo 'x.asm(1): error: no'; exit 4"); code != 1 || !strings.Contains(errs, "exit status 4; first error: x.asm(1): error: no") {
		t.Errorf("failing build: %d %q", code, errs)
	}
	if code, out, _ := run("build", ini, "--emulator", "true", "--remember", "--dry-run"); code != 0 || !strings.Contains(out, "settings saved") || !strings.Contains(out, "run: sh -c true '") {
		t.Errorf("--remember: %d %q", code, out)
	}
	// The saved emulator is used next time.
	if code, out, _ := run("build", ini, "--dry-run"); code != 0 || !strings.Contains(out, "run: sh -c true '") {
		t.Errorf("saved emulator: %d %q", code, out)
	}
	if code, _, errs := run("build", filepath.Join(dir, "build.sh")); code != 2 || !strings.Contains(errs, "not a SonLVL project") {
		t.Errorf("not a project: %d %q", code, errs)
	}
}

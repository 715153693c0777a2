package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs the program itself when LOOPWRIGHT_TEST_MAIN is set, so
// tests can run the real binary (with its package inits) in a chosen
// environment.
func TestMain(m *testing.M) {
	if os.Getenv("LOOPWRIGHT_TEST_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runSelf runs the program with args and extra environment variables.
func runSelf(t *testing.T, stdin string, env []string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), "LOOPWRIGHT_TEST_MAIN=1"), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

// TestMain_QuietUnderAnyLocale: headless commands print nothing on stderr
// when nothing is wrong, under the locales CI containers and Debian use
// (Fyne's lang init logged "Error parsing user locale"
// three times under C.UTF-8).
func TestMain_QuietUnderAnyLocale(t *testing.T) {
	// Locales the C library lacks (de_DE@euro, xx) included: GTK's init
	// (sqweek/dialog's package init) warned "Locale not supported by C
	// library" under them; the editor no longer links GTK on Linux (its
	// file dialogs go through the desktop portal).
	for _, loc := range []string{"C.UTF-8", "C.utf8", "C", "POSIX", "", "de_DE@euro", "xx"} {
		env := []string{"LANG=" + loc, "LC_ALL=", "LC_MESSAGES=", "LANGUAGE="}
		for _, args := range [][]string{{"masks", "derive"}, {"sim", "-h"}, {"--version"}} {
			code, out, errs := runSelf(t, "[]", env, args...)
			if code != 0 || strings.TrimSpace(errs) != "" || out == "" {
				t.Errorf("LANG=%q loopwright %v: exit %d, stderr %q", loc, args, code, errs)
			}
		}
	}
}

// TestMain_NoDisplay: the editor without a display says so in one line
// that points at the headless commands, instead of a GLFW panic.
func TestMain_NoDisplay(t *testing.T) {
	for _, args := range [][]string{nil, {"open", "x.tmx"}} {
		code, _, errs := runSelf(t, "", []string{"DISPLAY=", "WAYLAND_DISPLAY="}, args...)
		if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "display") ||
			!strings.Contains(errs, "sim") || strings.Contains(errs, "goroutine") {
			t.Errorf("loopwright %v without a display: exit %d, stderr %q", args, code, errs)
		}
	}
}

// TestMain_UnreachableDisplay: a DISPLAY that names no running server is
// one clear line too (GLFW printed a PlatformError and panicked).
func TestMain_UnreachableDisplay(t *testing.T) {
	if headlessBuild {
		t.Skip("a headless build has no editor to open")
	}
	code, _, errs := runSelf(t, "", []string{"DISPLAY=:987", "WAYLAND_DISPLAY="})
	if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "DISPLAY=:987") ||
		strings.Contains(errs, "GLFW") || strings.Contains(errs, "internal error") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// TestX11Addrs pins how DISPLAY names map to server sockets.
func TestX11Addrs(t *testing.T) {
	for name, want := range map[string]string{
		":0":             "unix /tmp/.X11-unix/X0|unix @/tmp/.X11-unix/X0",
		":99.0":          "unix /tmp/.X11-unix/X99|unix @/tmp/.X11-unix/X99",
		"unix:1":         "unix /tmp/.X11-unix/X1|unix @/tmp/.X11-unix/X1",
		"localhost:10.0": "tcp localhost:6010",
		"[::1]:2":        "tcp [::1]:6002",
		"garbage":        "unix garbage",
	} {
		var got []string
		for _, a := range x11Addrs(name) {
			got = append(got, a[0]+" "+a[1])
		}
		if g := strings.Join(got, "|"); g != want {
			t.Errorf("x11Addrs(%q) = %q, want %q", name, g, want)
		}
	}
}

// TestMain_Headless: a headless build (-tags headless) runs the headless
// commands and answers the editor's entry points with one line saying the
// editor is not in the build.
func TestMain_Headless(t *testing.T) {
	if !headlessBuild {
		t.Skip("built with the editor: go test -tags headless runs this")
	}
	for _, args := range [][]string{nil, {"open", "x.tmx"}} {
		code, _, errs := runSelf(t, "", []string{"DISPLAY=:0"}, args...)
		if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "-tags headless") || !strings.Contains(errs, "sim") {
			t.Errorf("loopwright %v (headless): exit %d, stderr %q", args, code, errs)
		}
	}
	if code, out, errs := runSelf(t, "", nil, "sim", "-h"); code != 0 || !strings.Contains(out, "sim") {
		t.Errorf("loopwright sim -h (headless): exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

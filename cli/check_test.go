package cli

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyTree copies directory src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
}

// TestCheck_ExitCodes runs loopwright check on the example packs (exit 0,
// one line per check), on a pack with a failing check (exit 1, the check
// and frame named, JUnit and JSON carrying the failure) and on bad input
// (exit 2).
func TestCheck_ExitCodes(t *testing.T) {
	code, out, errs := runCLI(t, "", "check", "../examples/packs/tour", "../examples/packs/basics")
	if code != 0 || !strings.Contains(out, "ok   tour/loop: goes round the loop [s2 sonic] 418 frames") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if !strings.HasSuffix(out, " 0 failed\n") {
		t.Errorf("summary: %q", out)
	}

	dir := filepath.Join(t.TempDir(), "tour")
	copyTree(t, "../examples/packs/tour", dir)
	if err := os.WriteFile(filepath.Join(dir, "checks", "hills.json"), []byte(`{"version":1,"checks":[
		{"name":"too fast","inputs":"inputs/hills.txt","expect":[{"reach":{"x":2900,"y":400,"w":100,"h":100},"by":100}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	junit := filepath.Join(t.TempDir(), "out.xml")
	code, out, _ = runCLI(t, "", "check", dir, "--junit", junit)
	if code != 1 || !strings.Contains(out, "FAIL tour/hills: too fast [s2 sonic]: frame 100: reach: did not reach 2900,400 100x100 by frame 100") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	var js struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &js); err != nil || js.Failures != 1 || js.Tests < 8 {
		t.Fatalf("junit %+v, %v\n%s", js, err, data)
	}
	code, out, _ = runCLI(t, "", "check", "--json", dir)
	var jr struct {
		Results []struct {
			Level, Check string
			Pass         bool
			Frame        int
		}
		Failed int
	}
	if code != 1 || json.Unmarshal([]byte(out), &jr) != nil || jr.Failed != 1 {
		t.Fatalf("json exit %d: %s", code, out)
	}

	if err := os.WriteFile(filepath.Join(dir, "checks", "hills.json"), []byte(`{"version":1,"checks":[{"name":"x","inputs":"nope.txt","expect":[{"unhurt":true}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "", "check", dir); code != 2 || !strings.Contains(errs, "hills.json") || !strings.Contains(errs, "nope.txt") {
		t.Errorf("bad checks: exit %d: %s", code, errs)
	}
	if code, _, _ := runCLI(t, "", "check"); code != 2 {
		t.Errorf("no path: exit %d", code)
	}
	if code, _, _ := runCLI(t, "", "check", "--bogus", dir); code != 2 {
		t.Errorf("bad flag: exit %d", code)
	}
	if code, out, _ := runCLI(t, "", "check", "-h"); code != 0 || !strings.Contains(out, "--junit FILE") || !strings.Contains(out, "Examples:") {
		t.Errorf("-h: exit %d: %s", code, out)
	}
}

// TestCheck_NoChecks: a map without checks passes (nothing failed) with
// one warning line saying where its checks would be read from.
func TestCheck_NoChecks(t *testing.T) {
	m := filepath.Join(t.TempDir(), "lp.tmx")
	if code, _, errs := runCLI(t, "", "gen", "loop", "--radius", "128", "--out", m); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runCLI(t, "", "check", m)
	want := "loopwright: warning: check: " + m + ": no checks (looked for " + strings.TrimSuffix(m, ".tmx") + ".checks.json; docs/checks.md)\n"
	if code != 0 || errs != want || !strings.Contains(out, "0 checks run") {
		t.Errorf("exit %d, stderr %q (want %q), stdout %q", code, errs, want, out)
	}
}

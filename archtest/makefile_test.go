package archtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMakefile_TestRunsRace: make test (CI) runs the race detector over
// the packages where goroutines meet the UI's data (the editor with its
// autosave, the preview, the command line): a data race there once went
// unseen because nothing ran -race.
func TestMakefile_TestRunsRace(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	recipe := func(target string) string {
		m := regexp.MustCompile(`(?ms)^` + target + `:[^\n]*\n((?:\t[^\n]*\n)*)`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no %s target", target)
		}
		return m[1]
	}
	race := recipe("race")
	if !strings.Contains(race, "test -race") {
		t.Errorf("make race does not run go test -race:\n%s", race)
	}
	for _, pkg := range []string{"./editor/...", "./preview/...", "./cli/..."} {
		if !strings.Contains(race, pkg) {
			t.Errorf("make race leaves out %s", pkg)
		}
	}
	if !strings.Contains(recipe("test"), "race") {
		t.Error("make test does not run make race")
	}
}

package recent

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"loopwright/internal/wintest"
)

// TestList_WindowsCaseAndSeparators: where file names ignore case
// (Windows, macOS), one pack opened as C:\x\Tour, c:/X/tour/ and
// c:\x\tour\PACK.JSON is listed once, under its newest name; paths with a
// drive letter and backslashes come back as they were stored. Run natively
// as a Windows test program by scripts/wine-test.sh; elsewhere with
// foldsCase set by hand.
func TestList_WindowsCaseAndSeparators(t *testing.T) {
	if runtime.GOOS != "windows" {
		defer func(f bool) { foldsCase = f }(foldsCase)
		foldsCase = true
	}
	dir := wintest.TempDir(t)
	l := &List{File: filepath.Join(dir, "recent.json")}
	tour := filepath.Join(dir, "Packs", "Tour")
	variants := []string{tour, strings.ToLower(tour) + string(filepath.Separator), filepath.Join(strings.ToUpper(tour), "PACK.JSON")}
	if runtime.GOOS == "windows" {
		variants = append(variants, strings.ReplaceAll(strings.ToLower(tour), `\`, "/"))
		if vol := filepath.VolumeName(dir); len(vol) != 2 || vol[1] != ':' {
			t.Errorf("the temporary folder %s has no drive letter", dir)
		}
	}
	for _, v := range variants {
		if err := l.Add(v); err != nil {
			t.Fatal(err)
		}
	}
	got, err := l.Paths()
	if err != nil || len(got) != 1 || !strings.EqualFold(got[0], tour) {
		t.Fatalf("%q %v, want the one pack %s", got, err, tour)
	}
	other := filepath.Join(dir, "Packs", "Other")
	if err := l.Add(other); err != nil {
		t.Fatal(err)
	}
	if err := l.Remove(strings.ToUpper(tour)); err != nil {
		t.Fatal(err)
	}
	if got, _ := l.Paths(); !slices.Equal(got, []string{other}) {
		t.Errorf("after removing %s in upper case: %q", strings.ToUpper(tour), got)
	}
	if _, err := os.Stat(l.File); err != nil {
		t.Error(err)
	}
}

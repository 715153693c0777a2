// Package archtest holds architecture tests: rules about which packages may
// import what (see the model package rule in the project brief).
package archtest

import (
	"go/build"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// modelRules lists, per package directory, the non-standard import paths
// it may use besides loopwright/... . A directory that does not exist yet
// passes.
var modelRules = map[string][]string{
	"heightmask": nil,
	// Headless assurance packages: no UI toolkit.
	"levelcheck": nil,
	"trajdiff":   {"golang.org/x/image"},
	"lint":       nil,
	// The editor's assurance state and drawing (no Fyne).
	"editor/assure": {"golang.org/x/image"},
	"layers":        nil,
	"physics":       nil,
	"chunkgen":      nil,
	"hexangle":      nil,
	"specialstage":  nil, // Sonic 1's rotating maze (docs/physics.md "Special Stage")
	"preview":       {"golang.org/x/image"},
	// Format packages that must stay free of Fyne and other modules.
	"sonlvl":   nil,
	"buildrun": nil, // SonLVL's Build and Run: the project's build script and the emulator
	"colpng":   nil, // collision as SonLVL's _col images
	// preview/session (the debugger's run) has preview's allowance.
	"preview/session": {"golang.org/x/image"},
	"mdcomp":          nil, // file format: Mega Drive compressions
	"mdart":           nil, // file format: Mega Drive art (image is standard)
	"objdef":          nil, // file format: SonLVL's object definitions
	// The editor's Fyne-free parts: its model and the play controller.
	"editor/model":        nil,
	"editor/playback":     nil,
	"editor/autosave":     nil,
	"editor/recent":       nil, // the Open Recent list's file
	"editor/specialedit":  nil, // the Special tab's model and player
	"internal/goldentest": nil, // the golden-image check tests share
	"internal/palette":    nil, // one legend for every view
	"internal/jsonmsg":    nil, // JSON errors in JSON's words, for every file format
	"internal/usermsg":    nil, // error messages in a designer's words
}

func repoRoot(t *testing.T) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("no caller")
	}
	return filepath.Dir(filepath.Dir(file))
}

// TestModelImports fails when a model package (or a package below it)
// imports anything outside the standard library and loopwright/..., tests
// included; preview and preview/session may also use golang.org/x/image.
func TestModelImports(t *testing.T) {
	root := repoRoot(t)
	for dir, extra := range modelRules {
		base := filepath.Join(root, dir)
		if _, err := os.Stat(base); err != nil {
			continue // not written yet
		}
		if err := filepath.WalkDir(base, func(p string, d os.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return nil
			}
			if name := d.Name(); p != base && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			for _, bad := range badImports(t, p, extra) {
				rel, _ := filepath.Rel(root, p)
				t.Errorf("%s imports %s: model packages use only the standard library and loopwright/...", rel, bad)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
}

// badImports returns the forbidden imports of the package in dir, with all
// build tags and test files considered.
func badImports(t *testing.T, dir string, extra []string) []string {
	ctx := build.Default
	ctx.UseAllFiles = true // every GOOS/GOARCH and build tag
	pkg, err := ctx.ImportDir(dir, build.ImportComment)
	if err != nil {
		if _, ok := err.(*build.NoGoError); ok {
			return nil
		}
		// Files mid-edit or with several package names: fall back to
		// whatever was parsed.
		if pkg == nil {
			t.Logf("%s: %v", dir, err)
			return nil
		}
	}
	seen := map[string]bool{}
	for _, list := range [][]string{pkg.Imports, pkg.TestImports, pkg.XTestImports} {
		for _, imp := range list {
			if allowed(imp, extra) {
				continue
			}
			seen[imp] = true
		}
	}
	var bad []string
	for imp := range seen {
		bad = append(bad, imp)
	}
	sort.Strings(bad)
	return bad
}

func allowed(imp string, extra []string) bool {
	if imp == "C" {
		return false
	}
	if imp == "loopwright" || strings.HasPrefix(imp, "loopwright/") {
		return true
	}
	for _, e := range extra {
		if imp == e || strings.HasPrefix(imp, e+"/") {
			return true
		}
	}
	// The standard library: found in GOROOT.
	first, _, _ := strings.Cut(imp, "/")
	if strings.Contains(first, ".") {
		return false
	}
	p, err := build.Default.Import(imp, "", build.FindOnly)
	return err == nil && p.Goroot
}

// TestAllowed pins the rule itself.
func TestAllowed(t *testing.T) {
	cases := []struct {
		imp   string
		extra []string
		want  bool
	}{
		{"fmt", nil, true},
		{"encoding/json", nil, true},
		{"loopwright/hexangle", nil, true},
		{"loopwright", nil, true},
		{"loopwrightx/foo", nil, false},
		{"fyne.io/fyne/v2", nil, false},
		{"golang.org/x/image/font", nil, false},
		{"golang.org/x/image/font", []string{"golang.org/x/image"}, true},
		{"golang.org/x/imagery", []string{"golang.org/x/image"}, false},
		{"github.com/lafriks/go-tiled", nil, false},
		{"C", nil, false},
	}
	for _, c := range cases {
		if got := allowed(c.imp, c.extra); got != c.want {
			t.Errorf("allowed(%q, %v) = %v, want %v", c.imp, c.extra, got, c.want)
		}
	}
}

// TestBadImports checks the scanner on a throwaway package.
func TestBadImports(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\nimport (\n\t\"fmt\"\n\t\"fyne.io/fyne/v2\"\n)\nvar _ = fmt.Sprint\nvar _ fyne.Size\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a_test.go"), []byte("package a\nimport \"github.com/stretchr/testify/assert\"\nvar _ = assert.Equal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := badImports(t, dir, nil)
	if strings.Join(got, " ") != "fyne.io/fyne/v2 github.com/stretchr/testify/assert" {
		t.Errorf("badImports = %v", got)
	}
	if got := badImports(t, filepath.Join(dir, "missing"), nil); got != nil {
		t.Errorf("missing dir: %v", got)
	}
}

package archtest

import (
	"fmt"
	"go/build"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The layers, lowest first (docs/packages.md). A package may import the
// packages of its own layer and of the layers below it, never above.
// Within a layer Go itself forbids cycles. Every package of the module is
// listed, and every listed directory must exist.
const (
	layerBase    = iota // foundations: no loopwright import but these
	layerModel          // the level model and its pure tools
	layerCatalog        // the object catalog
	layerCore           // the physics core: the player
	layerEngines        // the object engines
	layerFormats        // file formats and the trace format
	layerTools          // the preview, checks, lint, run comparison
	layerFronts         // the command line and the editor
	layerMain           // the program
)

var layerNames = [...]string{"base", "model", "catalog", "core", "engines", "formats", "tools", "fronts", "main"}

// layerTable places every package directory (relative to the module root;
// "." is the module's main package) in its layer.
var layerTable = map[string]int{
	"hexangle":            layerBase,
	"internal/intmath":    layerBase,
	"internal/jsonmsg":    layerBase,
	"internal/localefix":  layerBase,
	"internal/palette":    layerBase,
	"internal/goldentest": layerBase,
	"internal/sharedtest": layerBase,
	"internal/usermsg":    layerBase, // error messages in a designer's words
	"internal/wintest":    layerBase, // tests of Windows' rules
	"mdcomp":              layerBase, // Mega Drive compressions
	"mdart":               layerBase, // Mega Drive art: patterns, palettes
	"mdart/sprite":        layerBase, // sprite mappings, drawn

	"heightmask":         layerModel,
	"layers":             layerModel,
	"chunkgen":           layerModel,
	"specialstage":       layerModel,
	"internal/leveltest": layerModel, // tests' level builder

	"objcatalog": layerCatalog,

	"physics": layerCore,

	"objects":         layerEngines, // brings in every engine
	"objects/generic": layerEngines,
	"objects/sonic1":  layerEngines,
	"objects/sonic2":  layerEngines,

	"pack":                        layerFormats,
	"tmx":                         layerFormats,
	"sonlvl":                      layerFormats,
	"levelio":                     layerFormats,
	"objdef":                      layerFormats, // SonLVL object definitions, their sprites
	"colpng":                      layerFormats, // collision as an image
	"buildrun":                    layerFormats, // a project's build script and emulator
	"traceio":                     layerFormats,
	"examples":                    layerFormats,
	"examples/internal/abilities": layerFormats,
	"examples/internal/basics":    layerFormats,
	"examples/internal/tour":      layerFormats,

	"preview":         layerTools,
	"preview/session": layerTools,
	"levelcheck":      layerTools,
	"lint":            layerTools,
	"trajdiff":        layerTools,
	"conformance":     layerTools, // the proof against the original games (tests)

	"cli":                layerFronts,
	"editor":             layerFronts,
	"editor/assure":      layerFronts,
	"editor/autosave":    layerFronts,
	"editor/checkspanel": layerFronts,
	"editor/edittest":    layerFronts,
	"editor/filerepo":    layerFronts,
	"editor/levelview":   layerFronts,
	"editor/model":       layerFronts,
	"editor/panels":      layerFronts,
	"editor/playback":    layerFronts,
	"editor/playpanel":   layerFronts,
	"editor/recent":      layerFronts,
	"editor/specialedit": layerFronts,
	"editor/specialtab":  layerFronts,
	"editor/widgets":     layerFronts,

	".": layerMain,
}

// unlayered are directories with Go code outside the layers: the
// architecture tests and the repository's own scripts.
var unlayered = []string{"archtest", "scripts"}

// noSimulator are packages that never need the simulator: not one of
// their dependencies is the physics core or an object engine (the file
// formats read and write levels; the catalog and model are below it).
var noSimulator = []string{"objcatalog", "pack", "tmx", "sonlvl", "levelio", "objdef", "colpng", "mdcomp", "mdart"}

// engineDirs are the object engines: none imports another.
func isEngine(dir string) bool { return strings.HasPrefix(dir, "objects/") }

// A layerViolation is one import that breaks the table.
type layerViolation struct {
	dir, imp string
	why      string
}

func (v layerViolation) String() string { return v.dir + " imports " + v.imp + ": " + v.why }

// checkLayers returns every import of the packages in table (imports
// gives a directory's non-test loopwright imports, as directories) that
// goes up a layer, reaches an unlisted package, or is one engine
// importing another.
func checkLayers(table map[string]int, imports func(dir string) []string) []layerViolation {
	var out []layerViolation
	dirs := make([]string, 0, len(table))
	for d := range table {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		for _, imp := range imports(d) {
			l, ok := table[imp]
			switch {
			case !ok:
				out = append(out, layerViolation{d, imp, "not in the layer table"})
			case l > table[d]:
				out = append(out, layerViolation{d, imp, fmt.Sprintf("upward (%s imports %s)", layerNames[table[d]], layerNames[l])})
			case isEngine(d) && isEngine(imp):
				out = append(out, layerViolation{d, imp, "an object engine imports another engine"})
			}
		}
	}
	return out
}

// loopwrightImports returns the non-test loopwright imports of the package
// in root/dir, as directories relative to root.
func loopwrightImports(t *testing.T, root string) func(dir string) []string {
	return func(dir string) []string {
		ctx := build.Default
		ctx.UseAllFiles = false
		ctx.BuildTags = []string{"headless"}
		pkg, err := ctx.ImportDir(filepath.Join(root, dir), build.ImportComment)
		if err != nil && pkg == nil {
			t.Logf("%s: %v", dir, err)
			return nil
		}
		// Both builds (with and without the headless tag) count.
		ctx.BuildTags = nil
		all := append([]string(nil), pkg.Imports...)
		if p2, err := ctx.ImportDir(filepath.Join(root, dir), build.ImportComment); err == nil || p2 != nil {
			all = append(all, p2.Imports...)
		}
		var out []string
		seen := map[string]bool{}
		for _, imp := range all {
			rel := ""
			switch {
			case imp == "loopwright":
				rel = "."
			case strings.HasPrefix(imp, "loopwright/"):
				rel = strings.TrimPrefix(imp, "loopwright/")
			default:
				continue
			}
			if !seen[rel] {
				seen[rel] = true
				out = append(out, rel)
			}
		}
		sort.Strings(out)
		return out
	}
}

// TestImports_Layers: no package imports a package of a higher layer, no
// engine imports another, every package is in the table and every listed
// directory exists.
func TestImports_Layers(t *testing.T) {
	root := repoRoot(t)
	for d := range layerTable {
		if st, err := os.Stat(filepath.Join(root, d)); err != nil || !st.IsDir() {
			t.Errorf("layer table: %s does not exist (remove it, or create it)", d)
		}
	}
	for _, v := range checkLayers(layerTable, loopwrightImports(t, root)) {
		t.Error(v)
	}
	// Every directory with Go code is placed.
	if err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		name := d.Name()
		if rel != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "bin" || name == "dist") {
			return filepath.SkipDir
		}
		for _, u := range unlayered {
			if rel == u || strings.HasPrefix(rel, u+"/") {
				return filepath.SkipDir
			}
		}
		if _, ok := layerTable[rel]; ok {
			return nil
		}
		if files, _ := filepath.Glob(filepath.Join(p, "*.go")); len(files) > 0 {
			t.Errorf("%s has Go code but no place in the layer table (archtest/layers_test.go)", rel)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// TestImports_NoSimulator: the catalog, the model's codecs and the file
// formats never depend on the physics core or an engine, even through
// another package.
func TestImports_NoSimulator(t *testing.T) {
	root := repoRoot(t)
	imports := loopwrightImports(t, root)
	for _, d := range noSimulator {
		seen := map[string]bool{}
		var walk func(dir string, path []string)
		walk = func(dir string, path []string) {
			if seen[dir] {
				return
			}
			seen[dir] = true
			for _, imp := range imports(dir) {
				p := append(append([]string(nil), path...), imp)
				if imp == "physics" || imp == "objects" || isEngine(imp) {
					t.Errorf("%s depends on the simulator: %s", d, strings.Join(p, " -> "))
					continue
				}
				walk(imp, p)
			}
		}
		walk(d, []string{d})
	}
}

// TestCheckLayers_Upward shows the check at work: a model package that
// imports the editor, a core importing an engine, and one engine importing
// another are each reported; a downward import is not.
func TestCheckLayers_Upward(t *testing.T) {
	table := map[string]int{
		"layers": layerModel, "physics": layerCore, "objects/sonic1": layerEngines,
		"objects/sonic2": layerEngines, "editor": layerFronts,
	}
	imports := map[string][]string{
		"layers":         {"editor"},                    // upward
		"physics":        {"layers", "objects/sonic1"},  // one fine, one upward
		"objects/sonic1": {"physics", "objects/sonic2"}, // fine, then engine to engine
		"objects/sonic2": {"physics", "tmx"},            // tmx is unlisted
		"editor":         {"physics", "layers"},
	}
	got := checkLayers(table, func(d string) []string { return imports[d] })
	var s []string
	for _, v := range got {
		s = append(s, v.dir+">"+v.imp)
	}
	want := "layers>editor objects/sonic1>objects/sonic2 objects/sonic2>tmx physics>objects/sonic1"
	if strings.Join(s, " ") != want {
		t.Errorf("violations %v, want %s", s, want)
	}
}

// TestCheckLayers_RealPackage writes a throwaway model package that
// imports the editor into a copy of the table and checks the real import
// scanner reports it.
func TestCheckLayers_RealPackage(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "layers")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := "package layers\n\nimport _ \"loopwright/editor\"\n"
	if err := os.WriteFile(filepath.Join(dir, "up.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := checkLayers(map[string]int{"layers": layerModel, "editor": layerFronts}, loopwrightImports(t, root))
	if len(got) != 1 || got[0].imp != "editor" || !strings.Contains(got[0].why, "upward") {
		t.Errorf("got %v, want one upward import of editor", got)
	}
}

// TestEditorDoc_ListsSubpackages: editor/doc.go names every package of
// the editor, so that a reader finds each part from it.
func TestEditorDoc_ListsSubpackages(t *testing.T) {
	root := repoRoot(t)
	doc, err := os.ReadFile(filepath.Join(root, "editor", "doc.go"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Join(root, "editor"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "testdata" {
			continue
		}
		if files, _ := filepath.Glob(filepath.Join(root, "editor", e.Name(), "*.go")); len(files) == 0 {
			continue
		}
		if !strings.Contains(string(doc), "//\t"+e.Name()+" ") {
			t.Errorf("editor/doc.go does not list editor/%s", e.Name())
		}
	}
}

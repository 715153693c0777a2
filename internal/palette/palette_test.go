package palette

import (
	"go/ast"
	"go/parser"
	"go/token"
	"image/color"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// neutral reports whether c is a grey (its channels within 30).
func neutral(c color.RGBA) bool {
	return max(c.R, c.G, c.B)-min(c.R, c.G, c.B) < 30
}

func lightness(c color.RGBA) float64 { return (float64(c.R) + float64(c.G) + float64(c.B)) / 3 }

// apart reports whether two colours are told apart at a glance: greys
// differ in lightness by at least 12 levels, other colours are at least
// 40 apart in RGB.
func apart(a, b color.RGBA) bool {
	if neutral(a) && neutral(b) {
		return math.Abs(lightness(a)-lightness(b)) >= 12
	}
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr+dg*dg+db*db) >= 40
}

// TestPalette_OneColourOneMeaning: no two meanings share a colour, or
// colours too close to tell apart (orange meant ceiling
// columns, top-only and sides-solid in different views), and every
// meaning has a name and a view.
func TestPalette_OneColourOneMeaning(t *testing.T) {
	for a := Meaning(0); a < Count; a++ {
		ea := Of(a)
		if ea.Name == "" || ea.Views == 0 {
			t.Errorf("meaning %d has no name or view: %+v", a, ea)
		}
		if ea.Swatch == Picture {
			continue // the level's own art: its colours are the art's
		}
		for b := a + 1; b < Count; b++ {
			eb := Of(b)
			if eb.Swatch == Picture {
				continue
			}
			if !apart(ea.Colour, eb.Colour) {
				t.Errorf("%q %v and %q %v look the same", ea.Name, ea.Colour, eb.Name, eb.Colour)
			}
		}
	}
}

// viewSources are the directories of the code that draws the views, and
// the files there that draw no level view (they may name colours of
// their own): plots with their own axes and labels, and the special
// stage's maze (a view with its own legend in docs/special-stage.md).
var (
	viewSources = []string{"preview", "editor", "trajdiff"}
	notViews    = map[string]string{
		"preview/inspect_graph.go":   "graph plot: its series are named on the plot",
		"preview/special.go":         "special stage maze",
		"editor/widgets/graph.go":    "graph plot: its series are named on the plot",
		"editor/widgets/timeline.go": "the play timeline's strip",
		"editor/patternart.go":       "the 8x8 pattern editor: the level's own palette, colour 0 on a backdrop",
		"trajdiff/png.go":            "the diff picture (sim diff --png): a legend of its own in the picture",
	}
)

// TestPalette_ViewsUseOnlyThePalette: the code that draws the views names
// no colour of its own (no color.RGBA or color.NRGBA literal with
// values): every colour a view draws is a palette meaning, which the
// legends list (see preview's TestLegend_ListsWhatViewsDraw), or derived
// from one (dimmed, blended, a gradient of two).
func TestPalette_ViewsUseOnlyThePalette(t *testing.T) {
	root := repoRoot(t)
	fset := token.NewFileSet()
	for _, dir := range viewSources {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			if _, ok := notViews[rel]; ok || strings.Contains(rel, "/edittest/") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				cl, ok := n.(*ast.CompositeLit)
				if !ok || len(cl.Elts) == 0 {
					return true
				}
				if sel, ok := cl.Type.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "color" && (sel.Sel.Name == "RGBA" || sel.Sel.Name == "NRGBA") {
						if allLiterals(cl.Elts) {
							t.Errorf("%s: a colour of its own (%s): take it from package palette", fset.Position(cl.Pos()), rel)
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// allLiterals reports whether every element is a basic literal: a colour
// constant rather than one computed from others.
func allLiterals(es []ast.Expr) bool {
	for _, e := range es {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if _, ok := e.(*ast.BasicLit); !ok {
			return false
		}
	}
	return true
}

// repoRoot returns the directory holding go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the package")
		}
		dir = parent
	}
}

package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoExportedMutableGlobals fails when a package exports a
// package-level slice or map variable (a caller could change
// what every other caller sees through it). Export a function returning a
// fresh copy, an array, or an unexported table behind accessors.
func TestNoExportedMutableGlobals(t *testing.T) {
	root := repoRoot(t)
	fs := token.NewFileSet()
	if err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fs, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil // files mid-edit: the build reports them
		}
		for _, name := range exportedMutableVars(f) {
			rel, _ := filepath.Rel(root, p)
			t.Errorf("%s: exported package-level variable %s is a slice or map: make it a function or unexported", rel, name)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// exportedMutableVars returns the exported package-level variables of f
// declared with a slice or map type or initialised with such a composite
// literal.
func exportedMutableVars(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if !n.IsExported() {
					continue
				}
				typ := vs.Type
				if typ == nil && i < len(vs.Values) {
					if cl, ok := vs.Values[i].(*ast.CompositeLit); ok {
						typ = cl.Type
					}
				}
				switch typ := typ.(type) {
				case *ast.ArrayType:
					if typ.Len == nil { // a slice
						out = append(out, n.Name)
					}
				case *ast.MapType:
					out = append(out, n.Name)
				}
			}
		}
	}
	return out
}

// TestExportedMutableVars pins the scanner.
func TestExportedMutableVars(t *testing.T) {
	src := "package a\nvar A = []int{1}\nvar B = map[string]int{}\nvar C [3]int\nvar d = []int{}\nvar E = errors.New(\"x\")\nvar F, G = []int{}, 1\nvar H = [2]int{}\n"
	f, err := parser.ParseFile(token.NewFileSet(), "a.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(exportedMutableVars(f), " "); got != "A B F" {
		t.Errorf("exportedMutableVars = %q, want A B F", got)
	}
}

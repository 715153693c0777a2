package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// errName matches the names the project gives error values.
var errName = regexp.MustCompile(`^(err\w*|\w*Err)$`)

// verbRE matches one fmt verb.
var verbRE = regexp.MustCompile(`%(?:%|[-+# 0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?[a-zA-Z])`)

// TestErrorfWraps fails when fmt.Errorf formats an error value (a
// variable named err..., or err.Error()) with %v or %s instead of
// wrapping it with %w (errors.Is and errors.As must see
// through every wrapper). Packages listed in errorfPending are not
// checked yet.
func TestErrorfWraps(t *testing.T) {
	root := repoRoot(t)
	fs := token.NewFileSet()
	if err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if name := d.Name(); p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || errorfPending[filepath.ToSlash(rel)]) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fs, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil
		}
		for _, pos := range unwrappedErrorf(f) {
			t.Errorf("%s:%d: fmt.Errorf formats an error with %%v or %%s: wrap it with %%w", filepath.ToSlash(rel), fs.Position(pos).Line)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// errorfPending lists directories (relative to the repository root) not
// yet checked by TestErrorfWraps.
var errorfPending = map[string]bool{}

// unwrappedErrorf returns the positions of fmt.Errorf calls in f that
// format an error value with %v or %s.
func unwrappedErrorf(f *ast.File) []token.Pos {
	var out []token.Pos
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) < 2 {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Errorf" {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "fmt" {
			return true
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		format, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		i := 1
		for _, v := range verbRE.FindAllString(format, -1) {
			if v == "%%" {
				continue
			}
			if i >= len(call.Args) {
				break
			}
			if (v == "%v" || v == "%s") && isErrorValue(call.Args[i]) {
				out = append(out, call.Pos())
				break
			}
			i++
		}
		return true
	})
	return out
}

// isErrorValue reports whether e looks like an error: a variable named
// err... or ...Err, or a call of its Error method.
func isErrorValue(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return errName.MatchString(e.Name)
	case *ast.CallExpr:
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(e.Args) == 0 {
			return isErrorValue(sel.X)
		}
	}
	return false
}

// TestUnwrappedErrorf pins the scanner.
func TestUnwrappedErrorf(t *testing.T) {
	src := `package a
func f() {
	_ = fmt.Errorf("a: %v", err)
	_ = fmt.Errorf("b %d: %s", 1, err.Error())
	_ = fmt.Errorf("c: %w", err)
	_ = fmt.Errorf("d %v: %w", name, err)
	_ = fmt.Errorf("e 100%%: %v", parseErr)
}
`
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, "a.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, p := range unwrappedErrorf(f) {
		lines = append(lines, fs.Position(p).Line)
	}
	if len(lines) != 3 || lines[0] != 3 || lines[1] != 4 || lines[2] != 7 {
		t.Errorf("unwrappedErrorf lines = %v, want [3 4 7]", lines)
	}
}

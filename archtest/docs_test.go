package archtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// TestDocs_SelfContained: the documents describe the interfaces themselves
// and never send the reader to a file that is not in the repository
// (docs once cited "contracts section N").
func TestDocs_SelfContained(t *testing.T) {
	root := repoRoot(t)
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files = append(files, filepath.Join(root, "README.md"))
	bad := regexp.MustCompile(`(?i)contracts(\.md| section)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m := bad.Find(data); m != nil {
			rel, _ := filepath.Rel(root, f)
			t.Errorf("%s cites %q, a file not in the repository: describe it, or link a doc", rel, m)
		}
	}
}

// TestDocs_LinksResolve: every relative link in README.md and docs/*.md
// (and docs' sub-folders) names a file or folder that exists, and a
// #fragment names a heading of that document (GitHub's anchors).
func TestDocs_LinksResolve(t *testing.T) {
	root := repoRoot(t)
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	more, _ := filepath.Glob(filepath.Join(root, "docs", "*", "*.md"))
	files = append(append(files, more...), filepath.Join(root, "README.md"), filepath.Join(root, "examples", "packs", "README.md"))
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		rel, _ := filepath.Rel(root, f)
		for _, m := range link.FindAllStringSubmatch(stripCode(string(data)), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := f
			if file != "" {
				path = filepath.Join(filepath.Dir(f), filepath.FromSlash(file))
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s: link %q: %s does not exist", rel, target, file)
					continue
				}
			}
			if frag == "" || !strings.HasSuffix(path, ".md") {
				continue
			}
			doc, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: link %q: %v", rel, target, err)
				continue
			}
			if !anchors(string(doc))[frag] {
				t.Errorf("%s: link %q: no heading #%s in %s", rel, target, frag, file)
			}
		}
	}
}

// stripCode removes fenced code blocks, where ]( is code, not a link.
func stripCode(s string) string {
	var b strings.Builder
	in := false
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			in = !in
			continue
		}
		if !in {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// anchors returns the GitHub anchors of a Markdown document's headings.
func anchors(doc string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	for _, l := range strings.Split(stripCode(doc), "\n") {
		if !strings.HasPrefix(l, "#") {
			continue
		}
		h := strings.TrimSpace(strings.TrimLeft(l, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(h) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		a := b.String()
		if n := seen[a]; n > 0 {
			out[fmt.Sprintf("%s-%d", a, n)] = true
		} else {
			out[a] = true
		}
		seen[a]++
	}
	return out
}

// TestMakefile_TargetsDescribed: every phony target of the Makefile has a
// "## target: what it does" line, which `make help` lists (a newcomer's
// `make help` said "No rule to make target").
func TestMakefile_TargetsDescribed(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	phony := regexp.MustCompile(`(?m)^\.PHONY:(.*)$`).FindStringSubmatch(text)
	if phony == nil {
		t.Fatal("no .PHONY line")
	}
	for _, target := range strings.Fields(phony[1]) {
		if target == "all" || target == "deps-test" {
			continue // all is build; deps-test is described with deps
		}
		if !strings.Contains(text, "\n## "+target+": ") {
			t.Errorf("Makefile target %s has no \"## %s: ...\" line for make help", target, target)
		}
	}
	if !strings.Contains(text, "\nhelp:") {
		t.Error("no help target")
	}
}

// TestComments_SelfContained: Go comments, the developers' documents,
// cite docs/ or the games' routines: never the contracts file or the
// physics guide by section number (documents outside the repository), nor
// an issue of the tracker.
func TestComments_SelfContained(t *testing.T) {
	root := repoRoot(t)
	// A contracts citation, an issue number, or a section number of a
	// document outside the repository (the physics guide's topics are
	// docs/physics.md's headings).
	bad := regexp.MustCompile(`contracts(\.md| sections? [0-9])|(?i)\bissue #?[0-9]+|\b[Ss]ections? [0-9]+\b`)
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "archtest") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if m := bad.Find(data); m != nil {
			t.Errorf("%s cites %q: comments speak of the code; cite the game's routine or a doc in docs/ (docs/physics.md for the physics guide's topics, docs/cli.md, docs/tiled.md)", rel, m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

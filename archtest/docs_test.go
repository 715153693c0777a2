package archtest

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestDocs_SelfContained: the documents describe the interfaces themselves
// and never send the reader to a file that is not in the repository (issue
// 14 point 19: docs cited "contracts section N").
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

package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// docCommandLines returns every loopwright command line the README and
// docs/*.md show, in code blocks and `inline code`, by file.
func docCommandLines(t *testing.T, root string) map[string][]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files = append(files, filepath.Join(root, "README.md"))
	inline := regexp.MustCompile("`(loopwright [^`]*)`")
	out := map[string][]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, f)
		lines := strings.Split(string(b), "\n")
		for i := 0; i < len(lines); i++ {
			l := strings.TrimSpace(lines[i])
			for strings.HasSuffix(l, `\`) && i+1 < len(lines) {
				i++
				l = strings.TrimSuffix(l, `\`) + " " + strings.TrimSpace(lines[i])
			}
			l = strings.TrimPrefix(l, "$ ")
			if strings.HasPrefix(l, "loopwright ") || l == "loopwright" {
				out[rel] = append(out[rel], l)
				continue
			}
			for _, m := range inline.FindAllStringSubmatch(l, -1) {
				out[rel] = append(out[rel], m[1])
			}
		}
	}
	return out
}

// TestDocs_CommandsExist: every command and flag the README and docs show
// exists (docs must match behaviour: a renamed flag or a command that
// never was fails here).
func TestDocs_CommandsExist(t *testing.T) {
	root := sharedtestRoot(t)
	tree := newRoot(Env{})
	tree.InitDefaultHelpCmd()
	flagRe := regexp.MustCompile(`(^|[\s\[(|])--([a-z0-9][a-z0-9-]*[a-z0-9])`)
	for file, lines := range docCommandLines(t, root) {
		for _, l := range lines {
			l = strings.ReplaceAll(l, `\|`, "|")
			if i := strings.Index(l, " #"); i >= 0 {
				l = l[:i]
			}
			words := strings.Fields(l)[1:]
			var path []string
			cmd := tree
			for _, w := range words {
				if strings.HasPrefix(w, "-") {
					break
				}
				sub := findSub(cmd, w)
				if sub == nil {
					break
				}
				cmd, path = sub, append(path, w)
			}
			if len(path) == 0 && len(words) > 0 && !strings.HasPrefix(words[0], "-") && cmd.HasSubCommands() {
				// "loopwright CMD" where CMD is no command (upper case
				// words are placeholders: loopwright CMD -h).
				if strings.ToUpper(words[0]) != words[0] {
					t.Errorf("%s: %q: no command %q", file, l, words[0])
				}
				continue
			}
			for _, m := range flagRe.FindAllStringSubmatch(l, -1) {
				name := m[2]
				if rest := l[strings.Index(l, "--"+name)+2+len(name):]; strings.HasPrefix(rest, "-...") || strings.HasPrefix(rest, "...") {
					continue // a placeholder: --against-...
				}
				if cmd.Flags().Lookup(name) == nil && cmd.InheritedFlags().Lookup(name) == nil &&
					cmd.PersistentFlags().Lookup(name) == nil && name != "help" && name != "version" {
					t.Errorf("%s: %q: loopwright %s has no flag --%s", file, l, strings.Join(path, " "), name)
				}
			}
		}
	}
}

// findSub returns cmd's sub-command named name, or nil.
func findSub(cmd *cobra.Command, name string) *cobra.Command {
	for _, c := range cmd.Commands() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"loopwright/internal/sharedtest"
)

// docCommandLines returns every loopwright command line the README and
// docs/*.md show, in code blocks (and `inline code` with inlineToo), by
// file.
func docCommandLines(t *testing.T, root string, inlineToo bool) map[string][]string {
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
			if !inlineToo {
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
	for file, lines := range docCommandLines(t, root, true) {
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

// concreteDocLine reports whether a doc's command line is a whole command
// to paste (no placeholders: PATH, FILE, "...", alternatives, [optional]).
func concreteDocLine(l string) bool {
	if strings.ContainsAny(l, "[]|<>") || strings.Contains(l, "...") {
		return false
	}
	words, ok := shellWords(l)
	if !ok {
		return false
	}
	for _, w := range words {
		if len(w) >= 2 && strings.ToUpper(w) == w && strings.ToLower(w) != w && !strings.ContainsAny(w, "/.,") {
			return false // an upper-case placeholder: PATH, SHAPE, FILE
		}
	}
	return true
}

// TestDocs_ExamplesWork runs every whole command line the README and
// docs show (those without placeholders), as TestMain_ExamplesWork runs
// the -h examples: from the repository's root, on a copy of examples/.
func TestDocs_ExamplesWork(t *testing.T) {
	root := sharedtestRoot(t)
	shared := sharedtestFind()
	all := docCommandLines(t, root, false) // code blocks: prose names commands in passing
	files := make([]string, 0, len(all))
	for f := range all {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		var lines []string
		for _, l := range all[f] {
			if i := strings.Index(l, " #"); i >= 0 {
				l = strings.TrimSpace(l[:i])
			}
			if concreteDocLine(l) {
				lines = append(lines, l)
			}
		}
		if len(lines) == 0 {
			continue
		}
		t.Run(f, func(t *testing.T) {
			dir := t.TempDir()
			copyTree(t, filepath.Join(root, "examples", "packs"), filepath.Join(dir, "examples", "packs"))
			copyTree(t, filepath.Join(root, "examples", "special"), filepath.Join(dir, "examples", "special"))
			haveDisasm := false
			if shared != "" {
				for _, d := range []string{"s1disasm", "s2disasm", "skdisasm"} {
					if _, err := os.Stat(filepath.Join(shared, "disasm", d)); err == nil {
						haveDisasm = os.Symlink(filepath.Join(shared, "disasm", d), filepath.Join(dir, d)) == nil || haveDisasm
					}
				}
			}
			t.Chdir(dir)
			for _, l := range lines {
				if strings.Contains(l, "disasm/") {
					if _, err := os.Stat(strings.SplitN(l[strings.Index(l, "\"")+1:], "/", 2)[0]); err != nil || !haveDisasm {
						t.Logf("%s: skipped (no disassembly here)", l)
						continue
					}
				}
				runExampleLine(t, l, haveDisasm)
			}
		})
	}
}

// sharedtestFind returns the shared folder, or "".
func sharedtestFind() string { return sharedtest.Find() }

// TestDocs_TraceKeys: every key of every golden trace (examples/testdata:
// sim's and special's output) and of its sensors is documented, as
// `key`, in docs/ (edge_sensor was in every trace and no document).
func TestDocs_TraceKeys(t *testing.T) {
	root := sharedtestRoot(t)
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	var all strings.Builder
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	text := all.String()
	traces, _ := filepath.Glob(filepath.Join(root, "examples", "testdata", "*.jsonl"))
	if len(traces) == 0 {
		t.Skip("no golden traces")
	}
	seen := map[string]bool{}
	for _, tr := range traces {
		b, err := os.ReadFile(tr)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var rec map[string]json.RawMessage
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatalf("%s: %v", tr, err)
			}
			var sensors []map[string]json.RawMessage
			_ = json.Unmarshal(rec["sensors"], &sensors) // absent in special stage traces
			keys := make([]string, 0, len(rec))
			for k := range rec {
				keys = append(keys, k)
			}
			for _, s := range sensors {
				for k := range s {
					keys = append(keys, k)
				}
			}
			for _, k := range keys {
				if seen[k] {
					continue
				}
				seen[k] = true
				if !strings.Contains(text, "`"+k+"`") {
					t.Errorf("trace key %q (%s) is in no document under docs/", k, filepath.Base(tr))
				}
			}
		}
	}
}

// TestDocs_ExamplePacks: docs/examples.md's table names every example
// pack with its levels, in pack.json's order (it left out the objects
// pack and the abilities pack's hyper level).
func TestDocs_ExamplePacks(t *testing.T) {
	root := sharedtestRoot(t)
	doc, err := os.ReadFile(filepath.Join(root, "docs", "examples.md"))
	if err != nil {
		t.Fatal(err)
	}
	packs, _ := filepath.Glob(filepath.Join(root, "examples", "packs", "*", "pack.json"))
	for _, pj := range packs {
		b, err := os.ReadFile(pj)
		if err != nil {
			t.Fatal(err)
		}
		var p struct{ Levels []string }
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(filepath.Dir(pj))
		row := regexp.MustCompile("(?m)^\\| `" + regexp.QuoteMeta(name) + "`[^|]*\\| ([^|]*) \\|").FindSubmatch(doc)
		if row == nil {
			t.Errorf("docs/examples.md has no row for the example pack %s", name)
			continue
		}
		if got, want := string(row[1]), strings.Join(p.Levels, ", "); !strings.HasPrefix(got, want) {
			t.Errorf("docs/examples.md: pack %s lists levels %q, want %q", name, got, want)
		}
	}
}

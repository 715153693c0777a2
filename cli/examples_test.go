package cli

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
)

// exampleBlocks returns every command's examples (the root's too), by
// command name, each a list of lines as -h prints them.
func exampleBlocks() map[string][]string {
	blocks := map[string][]string{"": strings.Split(rootExample, "\n")}
	for name, c := range commands {
		if c.Hidden || strings.TrimSpace(c.Example) == "" {
			continue
		}
		blocks[name] = strings.Split(strings.TrimSpace(c.Example), "\n")
	}
	return blocks
}

// shellWords splits a command line as sh does for the simple lines our
// examples use: words separated by blanks, '...' and "..." quoting, and a
// " #" comment to the end of the line.
func shellWords(line string) ([]string, bool) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '#' && !inWord:
			return words, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'' || c == '"':
			j := strings.IndexByte(line[i+1:], c)
			if j < 0 {
				return nil, false
			}
			cur.WriteString(line[i+1 : i+1+j])
			i += j + 1
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, true
}

// TestMain_ExamplesWork runs every example of every command's -h, as a
// newcomer pastes it into a shell at the repository's root, one command's
// examples in order (later lines may use what earlier ones wrote), each in
// a fresh folder holding a copy of the repository's examples/ (the
// examples once named files nobody had: ehz1.tmx, jump.txt, mypack). Every
// line must exit 0 (check, diff and lint: 0 or 1, their "found something")
// and print nothing on stderr. Lines opening the editor are not run; the
// file they open must exist. Lines reading a disassembly (s2disasm/...)
// run where the shared folder has one, and are skipped otherwise (they
// fail under CI, where it must be there).
func TestMain_ExamplesWork(t *testing.T) {
	root := sharedtest.Root()
	if root == "" {
		t.Skip("no repository root")
	}
	shared := sharedtest.Find()
	blocks := exampleBlocks()
	names := make([]string, 0, len(blocks))
	for n := range blocks {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run("loopwright "+name, func(t *testing.T) {
			dir := t.TempDir()
			copyTree(t, filepath.Join(root, "examples", "packs"), filepath.Join(dir, "examples", "packs"))
			copyTree(t, filepath.Join(root, "examples", "special"), filepath.Join(dir, "examples", "special"))
			haveDisasm := false
			if shared != "" && strings.Contains(strings.Join(blocks[name], "\n"), "s2disasm/") {
				// A copy, not a link: an example may write into the
				// project (pack export --target), and the shared folder
				// must stay as it is.
				if _, err := os.Stat(filepath.Join(shared, "disasm", "s2disasm")); err == nil {
					copyTree(t, filepath.Join(shared, "disasm", "s2disasm"), filepath.Join(dir, "s2disasm"))
					haveDisasm = true
				}
			}
			t.Chdir(dir)
			for _, line := range blocks[name] {
				runExampleLine(t, strings.TrimSpace(line), haveDisasm)
			}
			checkIgnored(t, root, dir)
		})
	}
}

// checkIgnored fails for each file or folder the examples wrote at the top
// of dir that the repository's .gitignore does not cover (running the
// examples at the root must leave no untracked files).
func checkIgnored(t *testing.T, root, dir string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, ".gitignore"))
	if err != nil {
		t.Fatal(err)
	}
	var pats []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "/") {
			pats = append(pats, strings.TrimSuffix(strings.TrimPrefix(l, "/"), "/"))
		}
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		n := e.Name()
		if n == "examples" || n == "s2disasm" {
			continue // the copies the examples read
		}
		ok := false
		for _, p := range pats {
			if m, _ := path.Match(p, n); m {
				ok = true
				break
			}
		}
		if !ok {
			t.Errorf("the examples write %s, which .gitignore does not cover (add /%s)", n, n)
		}
	}
}

// runExampleLine runs one example line in the current directory.
func runExampleLine(t *testing.T, line string, haveDisasm bool) {
	t.Helper()
	stdin := ""
	if pre, post, ok := strings.Cut(line, "|"); ok && strings.HasPrefix(pre, "echo ") {
		w, ok := shellWords(pre)
		if !ok || len(w) != 2 {
			t.Fatalf("%s: cannot read the echo", line)
		}
		stdin, line = w[1]+"\n", strings.TrimSpace(post)
	}
	if strings.HasPrefix(line, "source <(") {
		inner, _, _ := strings.Cut(strings.TrimPrefix(line, "source <("), ")") // a comment may follow
		w, _ := shellWords(inner)
		if len(w) == 0 || w[0] != "loopwright" {
			t.Fatalf("%s: not a loopwright line", line)
		}
		line = strings.Join(w, " ")
	}
	words, ok := shellWords(line)
	if !ok || len(words) == 0 || words[0] != "loopwright" {
		t.Fatalf("example %q: not a loopwright command line", line)
	}
	args := words[1:]
	if strings.Contains(line, "s2disasm/") && !haveDisasm {
		if sharedtest.Required() {
			t.Errorf("%s: no s2disasm in the shared folder (../shared/disasm/s2disasm), which CI must have", line)
		} else {
			t.Logf("%s: skipped (no s2disasm in the shared folder)", line)
		}
		return
	}
	if len(args) == 0 || args[0] == "open" {
		if len(args) == 2 {
			if _, err := os.Stat(args[1]); err != nil {
				t.Errorf("%s: opens a file that does not exist: %v", line, err)
			}
		}
		return
	}
	var expanded []string
	for _, a := range args {
		if strings.ContainsAny(a, "*?[") {
			m, err := filepath.Glob(strings.TrimSuffix(a, "/"))
			if strings.HasSuffix(a, "/") { // sh: only directories match "*/"
				var dirs []string
				for _, d := range m {
					if st, err := os.Stat(d); err == nil && st.IsDir() {
						dirs = append(dirs, d+"/")
					}
				}
				m = dirs
			}
			if err != nil || len(m) == 0 {
				t.Fatalf("%s: %s matches nothing", line, a)
			}
			expanded = append(expanded, m...)
			continue
		}
		expanded = append(expanded, a)
	}
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}, expanded)
	okCode := code == 0
	switch args[0] {
	case "check", "diff", "lint":
		okCode = code == 0 || code == 1
	}
	if !okCode || errb.Len() != 0 {
		t.Errorf("%s\nexit %d, stderr:\n%s", line, code, errb.String())
	}
}

// TestShellWords: the example splitter handles quotes and comments.
func TestShellWords(t *testing.T) {
	w, ok := shellWords(`loopwright x --level "a b/c.ini" 'd e' f # note`)
	if !ok || strings.Join(w, "|") != "loopwright|x|--level|a b/c.ini|d e|f" {
		t.Errorf("got %q %v", w, ok)
	}
}

// TestMain_RequiredFlagsAreRequired: a flag whose usage says it is
// required is: each example line that gives it, run without it, is a
// usage error (exit 2) naming the flag (gen's --width said "halfpipe:
// required" and was not).
func TestMain_RequiredFlagsAreRequired(t *testing.T) {
	root := sharedtest.Root()
	if root == "" {
		t.Skip("no repository root")
	}
	tree := newRoot(Env{})
	t.Chdir(t.TempDir())
	copyTree(t, filepath.Join(root, "examples", "packs"), filepath.Join("examples", "packs"))
	copyTree(t, filepath.Join(root, "examples", "special"), filepath.Join("examples", "special"))
	checked := 0
	for name, lines := range exampleBlocks() {
		for _, line := range lines {
			words, ok := shellWords(line)
			if !ok || len(words) < 2 || words[0] != "loopwright" || strings.Contains(line, "|") || strings.Contains(line, "s2disasm/") {
				continue
			}
			cmd, _, err := tree.Find(words[1:])
			if err != nil || cmd == tree || strings.TrimPrefix(cmd.CommandPath(), "loopwright ") != name && name != "" {
				continue
			}
			for i := 1; i+1 < len(words); i++ {
				f := cmd.Flags().Lookup(strings.TrimPrefix(words[i], "--"))
				if !strings.HasPrefix(words[i], "--") || f == nil || !strings.Contains(f.Usage, "required") {
					continue
				}
				if strings.Contains(f.Usage, ": required") {
					// "slope: required": required for that shape only.
					pre := f.Usage[:strings.Index(f.Usage, ": required")]
					shape := pre[strings.LastIndex(pre, "(")+1:]
					if !strings.Contains(line, " "+shape+" ") {
						continue
					}
				}
				args := append(append([]string(nil), words[1:i]...), words[i+2:]...)
				code, _, errs := runCLI(t, "", args...)
				if code != 2 || !strings.Contains(errs, "--"+f.Name) {
					t.Errorf("loopwright %s (without --%s, whose usage says %q): exit %d, stderr %q",
						strings.Join(args, " "), f.Name, f.Usage, code, errs)
				}
				checked++
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d required flags checked", checked)
	}
}

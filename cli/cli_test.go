package cli

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// commandPaths lists every command and group of the tree, as the words
// after "loopwright" (cobra's own help and completion commands too).
func commandPaths(t *testing.T) [][]string {
	t.Helper()
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		for _, sub := range c.Commands() {
			p := append(append([]string(nil), path...), sub.Name())
			paths = append(paths, p)
			walk(sub, p)
		}
	}
	root := newRoot(Env{})
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	walk(root, nil)
	if len(paths) < 8 {
		t.Fatalf("only %d commands: %v", len(paths), paths)
	}
	return paths
}

// TestMain_HelpEveryCommand: every command and group prints its usage,
// every flag with its default, and an example, on -h, --help, -help and
// `loopwright help CMD`, on stdout with exit 0 (`sim
// -h` printed "flag: help requested" and no flags).
func TestMain_HelpEveryCommand(t *testing.T) {
	root := newRoot(Env{})
	for _, path := range commandPaths(t) {
		cmd, _, err := root.Find(path)
		if err != nil {
			t.Fatalf("%v: %v", path, err)
		}
		own := path[0] != "help" && path[0] != "completion"
		if own && strings.TrimSpace(cmd.Example) == "" {
			t.Errorf("loopwright %s: no example", strings.Join(path, " "))
		}
		var forms [][]string
		for _, h := range []string{"-h", "--help", "-help"} {
			forms = append(forms, append(append([]string(nil), path...), h))
		}
		forms = append(forms, append([]string{"help"}, path...))
		for _, args := range forms {
			code, out, errs := runCLI(t, "", args...)
			if code != 0 || errs != "" || !strings.Contains(out, "Usage:") {
				t.Errorf("loopwright %s: exit %d, stderr %q, stdout:\n%s", strings.Join(args, " "), code, errs, out)
				continue
			}
			if own && (!strings.Contains(out, "Examples:\n  ") || !strings.Contains(out[strings.Index(out, "Examples:"):], "loopwright ")) {
				t.Errorf("loopwright %s: no example in:\n%s", strings.Join(args, " "), out)
			}
			cmd.Flags().VisitAll(func(f *pflag.Flag) {
				if !strings.Contains(out, "--"+f.Name+" ") {
					t.Errorf("loopwright %s: flag --%s not listed", strings.Join(args, " "), f.Name)
				}
			})
		}
		if !own {
			continue
		}
		// Every flag says its default: pflag prints non-zero ones; the
		// others say it in words, or that the flag is required.
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			zero := f.DefValue == "" || f.DefValue == "0" || f.DefValue == "false" || f.DefValue == "[]"
			if !zero || f.Value.Type() == "bool" || f.Name == "help" {
				return
			}
			if !strings.Contains(f.Usage, "default") && !strings.Contains(f.Usage, "required") {
				t.Errorf("loopwright %s --%s: usage %q says neither its default nor that it is required", strings.Join(path, " "), f.Name, f.Usage)
			}
		})
	}
}

// TestMain_Version: --version and -v print the version, the commit and
// the build date (docs/release.md, "The version").
func TestMain_Version(t *testing.T) {
	for _, a := range []string{"--version", "-v", "-version"} {
		code, out, errs := runCLI(t, "", a)
		if code != 0 || errs != "" || out != "loopwright "+Version+" (built from source)\n" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", a, code, out, errs)
		}
	}
	defer func(c, d string) { Commit, Date = c, d }(Commit, Date)
	Commit, Date = "0123456789ab", "2026-11-27"
	if code, out, _ := runCLI(t, "", "--version"); code != 0 || out != "loopwright "+Version+" (commit 0123456789ab, built 2026-11-27)\n" {
		t.Errorf("release build: exit %d, stdout %q", code, out)
	}
}

// TestBuildLine_Partial: a build that set only the commit or only the date
// says "unknown" for the other.
func TestBuildLine_Partial(t *testing.T) {
	defer func(c, d string) { Commit, Date = c, d }(Commit, Date)
	Commit, Date = "abc", ""
	if got := BuildLine(); got != "commit abc, built unknown" {
		t.Errorf("commit only: %q", got)
	}
	Commit, Date = "", "2026-01-02"
	if got := BuildLine(); got != "commit unknown, built 2026-01-02" {
		t.Errorf("date only: %q", got)
	}
}

// TestMain_Completion: completion scripts for bash, zsh and fish, and
// flag values completed from each command's Values.
func TestMain_Completion(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		code, out, errs := runCLI(t, "", "completion", sh)
		if code != 0 || errs != "" || !strings.Contains(out, "loopwright") || len(out) < 500 {
			t.Errorf("completion %s: exit %d, stderr %q, %d bytes", sh, code, errs, len(out))
		}
	}
	code, out, _ := runCLI(t, "", "__complete", "sim", "--variant", "")
	if code != 0 || !strings.Contains(out, "s3k\n") || !strings.Contains(out, "mania\n") {
		t.Errorf("__complete sim --variant: exit %d:\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "__complete", "pa")
	if code != 0 || !strings.Contains(out, "pack\t") {
		t.Errorf("__complete pa: exit %d:\n%s", code, out)
	}
}

// TestMain_Groups: a group alone prints its usage; an unknown sub-command
// or command is a one-line usage error with exit 2 (`pack`
// alone once said "unknown command").
func TestMain_Groups(t *testing.T) {
	for _, g := range []string{"pack", "masks"} {
		code, out, errs := runCLI(t, "", g)
		if code != 0 || errs != "" || !strings.Contains(out, "Available Commands:") {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s", g, code, errs, out)
		}
	}
	for _, args := range [][]string{{"pack", "frob"}, {"frob"}, {"simm", "--level", "x"}, {"sim", "--bogus"}, {"sim", "--frames"}} {
		code, out, errs := runCLI(t, "", args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "loopwright: ") ||
			!strings.Contains(errs, "--help") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	if _, _, errs := runCLI(t, "", "simm"); !strings.Contains(errs, `did you mean "sim"`) {
		t.Errorf("simm: no suggestion: %q", errs)
	}
}

// TestMain_SingleDashFlags: -level X and -frames=N (Go's flag package
// style, which earlier versions accepted) mean --level and --frames.
func TestMain_SingleDashFlags(t *testing.T) {
	dir := simPack(t)
	_, want, _ := runCLI(t, "", "sim", "--level", dir, "--frames", "3")
	code, got, errs := runCLI(t, "", "sim", "-level", dir, "-frames=3")
	if code != 0 || got != want || strings.Count(got, "\n") != 3 {
		t.Fatalf("exit %d, stderr %q; same output: %v", code, errs, got == want)
	}
}

// TestMain_FreshFlags: flag values never leak from one in-process run to
// the next (the tree is built afresh by every Main).
func TestMain_FreshFlags(t *testing.T) {
	dir := simPack(t)
	if code, _, errs := runCLI(t, "", "sim", "--level", dir, "--frames", "2"); code != 0 {
		t.Fatal(errs)
	}
	code, out, errs := runCLI(t, "", "sim", "--level", dir)
	if code != 0 || strings.Count(out, "\n") != 600 {
		t.Fatalf("exit %d, %d records (want the default 600), stderr %q", code, strings.Count(out, "\n"), errs)
	}
}

// TestMain_Editor: no command and open PATH call the Editor hook; without
// one (a headless build) they say so, exit 2.
func TestMain_Editor(t *testing.T) {
	old := Editor
	defer func() { Editor = old }()
	Editor = nil
	if code, _, errs := runCLI(t, "", "open", "x.tmx"); code != 2 || !strings.Contains(errs, "no editor") {
		t.Errorf("no editor: exit %d, %q", code, errs)
	}
	var got []string
	Editor = func(env Env, path string) error { got = append(got, path); return nil }
	t.Chdir(t.TempDir())
	if err := os.WriteFile("x.tmx", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	runCLI(t, "", "open", "x.tmx")
	runCLI(t, "")
	if code, _, errs := runCLI(t, "", "open"); code != 2 || !strings.Contains(errs, "PATH") {
		t.Errorf("open without PATH: exit %d, %q", code, errs)
	}
	if strings.Join(got, "|") != "x.tmx|" {
		t.Errorf("editor opened %q", got)
	}
	Editor = func(Env, string) error { return errors.New("no display") }
	if code, _, errs := runCLI(t, ""); code != 1 || errs != "loopwright: no display\n" {
		t.Errorf("editor error: exit %d, %q", code, errs)
	}
}

// TestRegister_Twice: a name registered twice is a programming error.
func TestRegister_Twice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	Register(&Command{Name: "sim", Run: func(Env, []string) error { return nil }})
}

// TestMain_BadFlagValues gives every flag of every command a value that is
// not one it takes: each run ends with one plain line on stderr, never Go's
// parser text (`--frames abc` printed "strconv.ParseInt:
// parsing ...") nor a panic.
func TestMain_BadFlagValues(t *testing.T) {
	root := newRoot(Env{})
	for _, path := range commandPaths(t) {
		if path[0] == "help" || path[0] == "completion" || path[0] == "open" {
			continue
		}
		cmd, _, err := root.Find(path)
		if err != nil {
			t.Fatal(err)
		}
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Name == "help" || f.Value.Type() == "bool" {
				return
			}
			args := append(append([]string(nil), path...), "--"+f.Name, "zz?")
			code, _, errs := runCLI(t, "", args...)
			if code == 0 {
				return // a free-form value (a name, a file) may be fine on its own
			}
			if code == 3 || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "strconv") ||
				strings.Contains(errs, "parsing") || strings.Contains(errs, "%!") {
				t.Errorf("loopwright %s: exit %d, stderr %q", strings.Join(args, " "), code, errs)
			}
			if f.Value.Type() == "int" && !strings.Contains(errs, `--`+f.Name+`: "zz?" is not a whole number`) {
				t.Errorf("loopwright %s: stderr %q does not say the value is not a whole number", strings.Join(args, " "), errs)
			}
		})
	}
	if code, _, errs := runCLI(t, "", "help", "frob"); code != 2 || !strings.Contains(errs, `unknown command "frob"`) {
		t.Errorf("help frob: exit %d, stderr %q (want a usage error, exit 2)", code, errs)
	}
	if code, _, errs := runCLI(t, "", "help", "pack", "frob"); code != 2 || !strings.Contains(errs, `unknown command "frob"`) {
		t.Errorf("help pack frob: exit %d, stderr %q", code, errs)
	}
}

// TestHeadlessCommands: the list the no-display and headless-build
// messages give names every command but the editor's (it named six of
// nine: no lint, diff or special).
func TestHeadlessCommands(t *testing.T) {
	got := strings.Join(HeadlessCommands(), " ")
	var want []string
	for _, c := range newRoot(Env{}).Commands() {
		if n := c.Name(); n != "open" && n != "help" && n != "completion" && !c.Hidden {
			want = append(want, n)
		}
	}
	if got != strings.Join(want, " ") {
		t.Errorf("HeadlessCommands() = %q, want %q", got, strings.Join(want, " "))
	}
}

// TestOpen_Missing: `open` on a path that is not there fails in one line
// naming it, before any window (it opened the editor on the example pack
// with a "stat nope.tmx" dialog), by its full path.
func TestOpen_Missing(t *testing.T) {
	called := false
	old, oldCheck := Editor, EditorCheck
	Editor = func(Env, string) error { called = true; return nil }
	EditorCheck = func() error { return nil }
	defer func() { Editor, EditorCheck = old, oldCheck }()
	code, _, errs := runCLI(t, "", "open", "nope.tmx")
	abs, _ := filepath.Abs("nope.tmx") // the full path, wherever it runs from
	if code != 1 || called || errs != "loopwright: open: "+abs+": no such file or directory\n" {
		t.Errorf("exit %d, editor called %v, stderr %q", code, called, errs)
	}
	// No display: that is said first, whatever the path.
	EditorCheck = func() error { return errors.New("the editor needs a display") }
	if code, _, errs := runCLI(t, "", "open", "nope.tmx"); code != 1 || errs != "loopwright: the editor needs a display\n" {
		t.Errorf("no display: exit %d, stderr %q", code, errs)
	}
}

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain runs the package's tests, or, when the bash completion test
// calls this test binary back as `loopwright __complete ...`, the command
// line itself.
func TestMain(m *testing.M) {
	if os.Getenv("LOOPWRIGHT_CLI_TEST_MAIN") == "1" {
		os.Exit(Main(Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
	}
	os.Exit(m.Run())
}

// completionDir returns a temporary folder holding `loopwright completion
// SHELL` as c.SHELL and the files the completions are tried on: maps/a.tmx,
// maps/b.png and maps/c.txt.
func completionDir(t *testing.T, shell string) string {
	t.Helper()
	dir := t.TempDir()
	code, script, errs := runCLI(t, "", "completion", shell)
	if code != 0 || errs != "" {
		t.Fatalf("completion %s: exit %d: %s", shell, code, errs)
	}
	if err := os.WriteFile(filepath.Join(dir, "c."+shell), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"maps/a.tmx", "maps/b.png", "maps/c.txt"} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestCompletion_Bash sources `loopwright completion bash` in a real bash
// without the bash-completion package (Debian's default: every Tab said
// "_get_comp_words_by_ref: command not found") and completes command
// lines as Tab does: commands, sub-commands, flags, flag values, gen's
// shapes and files filtered by extension.
func TestCompletion_Bash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := completionDir(t, "bash")
	cases := []struct{ line, want string }{
		{"loopwright ", "build check completion diff gen help lint masks open pack render sim special"},
		{"loopwright pa", "pack"},
		{"loopwright pack ", "export validate"},
		{"loopwright sim --var", "--variant"},
		{"loopwright sim --variant ", "s1 s2 s3k cd mania"},
		{"loopwright sim --character k", "knuckles"},
		{"loopwright pack export x --format s", "s1disasm s2disasm skdisasm"},
		{"loopwright gen ", "slope curve loop halfpipe"},
		{"loopwright render --out maps/", "maps/b.png"},
		{"loopwright sim --level maps/", "maps/a.tmx"},
		{"loopwright help pa", "pack"},
	}
	var sh strings.Builder
	sh.WriteString("source ./c.bash\ncompopt() { :; }\n")
	sh.WriteString(`t() { COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; read -ra COMP_WORDS <<<"$COMP_LINE"; [[ $COMP_LINE == *" " ]] && COMP_WORDS+=(""); COMP_WORDS[0]="$LW"; COMP_CWORD=$((${#COMP_WORDS[@]}-1)); COMPREPLY=(); __start_loopwright loopwright "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"; echo "${COMPREPLY[*]}"; }` + "\n")
	for _, c := range cases {
		sh.WriteString("t '" + c.line + "'\n")
	}
	cmd := exec.Command(bash, "--norc", "--noprofile", "-c", sh.String())
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LOOPWRIGHT_CLI_TEST_MAIN=1", "LW="+self)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("bash: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) != len(cases) {
		t.Fatalf("bash printed %d lines for %d cases (an error?):\n%s", len(lines), len(cases), out)
	}
	for i, c := range cases {
		got := strings.Fields(lines[i])
		for j := range got {
			got[j], _, _ = strings.Cut(got[j], " ")
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q<Tab>: got %q, want %q", c.line, lines[i], c.want)
		}
	}
}

// TestCompletion_Fish loads `loopwright completion fish` in a real fish
// (installed by make test's deps) and asks it what Tab offers, as fish's
// `complete -C` does: commands, sub-commands, flags, flag values and files.
func TestCompletion_Fish(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("no fish")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := completionDir(t, "fish")
	// The script calls `loopwright __complete ...`: a loopwright on PATH
	// that runs this test binary's Main.
	bin := filepath.Join(dir, "bin")
	wrapper := "#!/bin/sh\nLOOPWRIGHT_CLI_TEST_MAIN=1 exec '" + self + "' \"$@\"\n"
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "loopwright"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ line, want string }{
		{"loopwright pa", "pack"},
		{"loopwright pack ", "export validate"},
		{"loopwright sim --var", "--variant"},
		{"loopwright sim --variant ", "cd mania s1 s2 s3k"},
		{"loopwright sim --character k", "knuckles"},
		{"loopwright gen ", "curve halfpipe loop slope"},
		// fish's script (cobra's) cannot filter files by extension: every
		// file is offered (docs/cli.md says so).
		{"loopwright render --out maps/", "maps/a.tmx maps/b.png maps/c.txt"},
		{"loopwright sim --level maps/", "maps/a.tmx maps/b.png maps/c.txt"},
	}
	var sh strings.Builder
	sh.WriteString("source c.fish\n")
	for _, c := range cases {
		// One line per case: the candidates (before a tab, their
		// descriptions) joined by spaces.
		sh.WriteString("complete -C '" + c.line + "' | string replace -r '\\t.*' '' | string join ' '; echo\n")
	}
	cmd := exec.Command(fish, "--no-config", "-c", sh.String())
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("fish: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	var got []string
	for _, l := range lines {
		if l != "" {
			got = append(got, l)
		}
	}
	if len(got) != len(cases) {
		t.Fatalf("fish printed %d lines for %d cases (an error?):\n%s", len(got), len(cases), out)
	}
	for i, c := range cases {
		if got[i] != c.want {
			t.Errorf("%q<Tab>: got %q, want %q", c.line, got[i], c.want)
		}
	}
}

// TestCompletion_UnknownShell: a shell loopwright has no script for is a
// usage error: one line on stderr naming it, nothing on stdout, exit 2
// (it once printed the group's help and exited 0).
func TestCompletion_UnknownShell(t *testing.T) {
	code, out, errs := runCLI(t, "", "completion", "tcsh")
	if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, `"tcsh"`) {
		t.Errorf("completion tcsh: exit %d, stdout %q, stderr %q; want exit 2 and one line naming tcsh", code, out, errs)
	}
	if code, out, _ := runCLI(t, "", "completion"); code != 0 || !strings.Contains(out, "Available Commands") {
		t.Errorf("completion alone: exit %d, want 0 and its help:\n%s", code, out)
	}
}

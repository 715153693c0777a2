package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/lint"
	"loopwright/sonlvl"
)

func init() {
	Register(&Command{
		Name:    "lint",
		Args:    "PATH",
		Summary: "find collision mistakes that break runs; one line per finding",
		Long:    lintLong(),
		Example: `loopwright lint examples/packs/tour --name loop
loopwright lint examples/packs/objects --json`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			name := fs.String("name", "", "lint only this `LEVEL` of the pack or project (default: every level)")
			asJSON := fs.Bool("json", false, "print the findings as one JSON object instead of lines")
			return func(env Env, paths []string) error { return runLint(env, paths, *name, *asJSON) }
		},
	})
}

// lintLong is lint's help text, with the rules.
func lintLong() string {
	var b strings.Builder
	b.WriteString(`Checks the collision of every level in a pack, map or SonLVL project
(or only --name's) for the mistakes that break runs, and prints one line
per finding:

  LEVEL: X,Y: SEVERITY: RULE: message

X,Y are level pixels; SEVERITY is error, warning or info. Exit status: 0
with no warning or error, 1 otherwise, 2 on a usage or load error. A
project level that does not open is named on stderr and the others are
still linted (exit status 2). Every rule is described, with a picture of
a case it catches, and its findings on the original games' own levels,
in docs/lint.md.

Rules:
`)
	for _, r := range lint.Rules() {
		fmt.Fprintf(&b, "  %-22s %-7s %s\n", r.Name, r.Severity, r.Summary)
	}
	return strings.TrimRight(b.String(), "\n")
}

// runLint is `loopwright lint PATH [--name LEVEL] [--json]` (docs/cli.md).
func runLint(env Env, paths []string, name string, asJSON bool) error {
	if len(paths) != 1 {
		return fmt.Errorf("%w: want one PATH (a pack, .tmx map or project)", ErrUsage)
	}
	var levels []*layers.Level
	var loadErr error
	if name == "" && levelio.IsProject(paths[0]) {
		// A SonLVL project: every level (levelio.Load opens only the
		// first). A level that does not open is reported, and the others
		// are linted.
		proj, err := sonlvl.Open(paths[0])
		if err != nil {
			return &ExitError{Code: 2, Err: err}
		}
		for _, n := range proj.Names() {
			l, err := proj.Load(n)
			if err != nil {
				fmt.Fprintf(env.Stderr, "lint: %s: level %q does not open: %v\n", paths[0], n, err)
				loadErr = fmt.Errorf("%s: %w", paths[0], errLevelsNotOpened)
				continue
			}
			levels = append(levels, l.Model)
		}
		if len(levels) == 0 && loadErr == nil {
			return &ExitError{Code: 2, Err: fmt.Errorf("%s: the project has no levels", paths[0])}
		}
	} else if name != "" {
		l, err := levelio.LoadLevel(paths[0], name)
		if err != nil {
			return &ExitError{Code: 2, Err: err}
		}
		levels = []*layers.Level{l}
	} else {
		p, err := levelio.Load(paths[0])
		if err != nil {
			return &ExitError{Code: 2, Err: err}
		}
		levels = p.Levels
	}
	var all []lint.Finding
	for _, l := range levels {
		all = append(all, lint.Lint(l)...)
	}
	if asJSON {
		type jf struct {
			Level    string `json:"level"`
			X        int    `json:"x"`
			Y        int    `json:"y"`
			Severity string `json:"severity"`
			Rule     string `json:"rule"`
			Message  string `json:"message"`
		}
		out := struct {
			Findings []jf `json:"findings"`
		}{Findings: []jf{}}
		for _, f := range all {
			out.Findings = append(out.Findings, jf{f.Level, f.X, f.Y, f.Severity.String(), f.Rule, f.Msg})
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		for _, f := range all {
			fmt.Fprintln(env.Stdout, f.String())
		}
	}
	if loadErr != nil {
		return &ExitError{Code: 2, Err: loadErr}
	}
	if lint.Fails(all) {
		return &ExitError{Code: 1}
	}
	return nil
}

// errLevelsNotOpened says some of a project's levels did not open (each
// is named on stderr); the others were linted.
var errLevelsNotOpened = errors.New("some levels did not open (named above); the others were linted")

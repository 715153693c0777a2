package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/levelcheck"
	"loopwright/pack"
)

func init() {
	Register(&Command{
		Name:    "check",
		Args:    "PATH...",
		Summary: "run every level's checks; one line per check, JUnit XML for CI",
		Long: `Runs every check of every level in each pack, map or project (docs/checks.md):
checks/<level>.json in a pack, NAME.checks.json beside a .tmx or INI file.
Prints one line per check and configuration, "ok" or "FAIL" with the frame
where it failed. Exit status: 0 if all pass, 1 if any fails, 2 on a usage
or load error.`,
		Example: `loopwright check examples/packs/tour
loopwright check examples/packs/*/ --junit checks.xml
loopwright check examples/packs/basics --json`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			junit := fs.String("junit", "", "also write the results as JUnit XML to `FILE` (default: none)")
			asJSON := fs.Bool("json", false, "print the results as one JSON object instead of lines")
			return func(env Env, paths []string) error { return runCheck(env, paths, junit, asJSON) }
		},
		Values: map[string][]string{"junit": {".xml"}},
	})
}

// runCheck is `loopwright check PATH... [--junit FILE] [--json]`
// (docs/cli.md).
func runCheck(env Env, paths []string, junit *string, asJSON *bool) error {
	if len(paths) == 0 {
		return fmt.Errorf("%w: want at least one PATH (a pack, .tmx map or project)", ErrUsage)
	}
	var suites []*levelcheck.Suite
	for _, p := range paths {
		s, err := levelcheck.Load(p)
		if err != nil {
			return &ExitError{Code: 2, Err: loadErr(err)}
		}
		if len(s) == 0 {
			// Not a failure (exit 0), but likely a mistake: say where
			// checks would be read from.
			fmt.Fprintf(env.Stderr, "loopwright: warning: check: %s: no checks (%s; docs/checks.md)\n", p, checksPlace(p))
		}
		suites = append(suites, s...)
	}
	var results []levelcheck.Result
	failed := 0
	for _, s := range suites {
		rs := levelcheck.RunSuite(s)
		for _, r := range rs {
			if !r.Pass {
				failed++
			}
			if !*asJSON {
				fmt.Fprintln(env.Stdout, r.Line())
			}
		}
		results = append(results, rs...)
	}
	if *asJSON {
		if err := writeCheckJSON(env.Stdout, results, failed); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(env.Stdout, "%d checks run, %d passed, %d failed\n", len(results), len(results)-failed, failed)
	}
	if *junit != "" {
		var buf bytes.Buffer
		if err := levelcheck.WriteJUnit(&buf, results); err != nil {
			return &ExitError{Code: 2, Err: fmt.Errorf("check: --junit: %w", err)}
		}
		if err := pack.WriteFileAtomic(*junit, buf.Bytes()); err != nil {
			return &ExitError{Code: 2, Err: fmt.Errorf("check: --junit: %w", err)}
		}
	}
	if failed > 0 {
		return &ExitError{Code: 1}
	}
	return nil
}

// loadErr keeps a load error's every line (an ErrorList's first is not
// enough to fix a checks file).
func loadErr(err error) error {
	var el levelcheck.ErrorList
	if errors.As(err, &el) && len(el) > 1 {
		var b bytes.Buffer
		for i, e := range el {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(e.Error())
		}
		return errors.New(b.String())
	}
	return err
}

func writeCheckJSON(w io.Writer, results []levelcheck.Result, failed int) error {
	type jr struct {
		Level     string `json:"level"`
		Check     string `json:"check"`
		Variant   string `json:"variant"`
		Character string `json:"character"`
		Pass      bool   `json:"pass"`
		Frames    int    `json:"frames"`
		Frame     int    `json:"frame,omitempty"`
		Kind      string `json:"kind,omitempty"`
		Message   string `json:"message,omitempty"`
	}
	out := struct {
		Results []jr `json:"results"`
		Passed  int  `json:"passed"`
		Failed  int  `json:"failed"`
	}{Results: []jr{}, Passed: len(results) - failed, Failed: failed}
	for _, r := range results {
		out.Results = append(out.Results, jr{r.Suite, r.Check, r.Config.Variant.String(), r.Config.Character.String(), r.Pass, r.Frames, r.Frame, r.Kind, r.Msg})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// checksPlace says where the checks of the pack, map or project at p are
// read from.
func checksPlace(p string) string {
	ext := strings.ToLower(filepath.Ext(p))
	switch ext {
	case ".tmx", ".ini":
		return "looked for " + strings.TrimSuffix(p, filepath.Ext(p)) + ".checks.json"
	}
	return "looked for checks/LEVEL.json in the pack"
}

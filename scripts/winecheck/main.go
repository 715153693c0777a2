// Command winecheck runs the Windows command line under Wine beside the
// Linux one and fails when they differ (scripts/wine-test.sh, make wine,
// docs/release.md "Tested on Windows here"):
//
//   - every conformance scenario in SHARED/conformance (a NAME.txt input
//     script with its NAME.csv; the flags of its "# sim:" line, or Emerald
//     Hill's defaults as compare.py runs them): `sim --trace` must write the
//     same bytes on both;
//   - every example pack's levels in EXAMPLES: the default run of each
//     level's script and every game and character its checks name: the
//     same trace bytes;
//   - `check` on every example pack: exit status 0 and the same output.
//
// The Windows program is given Windows paths (drive Z: is Wine's view of
// /, with backslashes), so drive letters and backslash separators are
// exercised on every file it opens or writes.
//
//	go run ./scripts/winecheck -linux bin/loopwright-headless -windows bin/loopwright-windows-amd64.exe \
//	    -examples examples/packs [-shared ../shared] [-work DIR]
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "winecheck:", err)
		os.Exit(1)
	}
}

// config is what one run compares.
type config struct {
	linux, windows, wine string
	shared, examples     string
	work                 string
	out                  io.Writer
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("winecheck", flag.ContinueOnError)
	c := config{out: out}
	fs.StringVar(&c.linux, "linux", "", "the Linux loopwright `BINARY` (required)")
	fs.StringVar(&c.windows, "windows", "", "the Windows loopwright `EXE` (required)")
	fs.StringVar(&c.wine, "wine", "wine", "the `COMMAND` that runs a Windows program")
	fs.StringVar(&c.shared, "shared", "", "the shared reference `DIR` with conformance/ (default: none, no conformance scenarios)")
	fs.StringVar(&c.examples, "examples", "", "the example packs' `DIR` (required)")
	fs.StringVar(&c.work, "work", "", "where traces are written (`DIR`; default: a temporary folder, removed)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if c.linux == "" || c.windows == "" || c.examples == "" {
		return errors.New("-linux, -windows and -examples are required")
	}
	for _, p := range []*string{&c.linux, &c.windows, &c.shared, &c.examples} {
		if *p != "" {
			a, err := filepath.Abs(*p)
			if err != nil {
				return err
			}
			*p = a
		}
	}
	if c.work == "" {
		d, err := os.MkdirTemp("", "winecheck")
		if err != nil {
			return err
		}
		defer func() { _ = os.RemoveAll(d) }() // only traces, already compared
		c.work = d
	} else if a, err := filepath.Abs(c.work); err == nil {
		c.work = a
	}
	var runs []simRun
	if c.shared != "" {
		rs, err := conformanceRuns(filepath.Join(c.shared, "conformance"))
		if err != nil {
			return err
		}
		runs = append(runs, rs...)
	}
	packs, err := packDirs(c.examples)
	if err != nil {
		return err
	}
	for _, p := range packs {
		rs, err := packRuns(p)
		if err != nil {
			return err
		}
		runs = append(runs, rs...)
	}
	failed := 0
	for i, r := range runs {
		if err := c.compareSim(i, r); err != nil {
			failed++
			fmt.Fprintf(out, "FAIL %s: %v\n", r.name, err)
		} else {
			fmt.Fprintf(out, "ok   %s\n", r.name)
		}
	}
	for _, p := range packs {
		name := "check " + filepath.Base(p)
		if err := c.compareCheck(p); err != nil {
			failed++
			fmt.Fprintf(out, "FAIL %s: %v\n", name, err)
		} else {
			fmt.Fprintf(out, "ok   %s\n", name)
		}
	}
	total := len(runs) + len(packs)
	fmt.Fprintf(out, "winecheck: %d sim traces and %d packs' checks, Windows against Linux byte for byte\n", len(runs), len(packs))
	fmt.Fprintf(out, "winecheck: %d passed, %d failed\n", total-failed, failed)
	if failed > 0 {
		return fmt.Errorf("%d of %d runs differ between Windows and Linux", failed, total)
	}
	return nil
}

// simRun is one `loopwright sim` run: its name and its arguments, where
// each path argument is absolute (a Unix path; winPath turns it into the
// Windows program's).
type simRun struct {
	name string
	args []arg
}

// arg is one command-line word; path says it names a file.
type arg struct {
	s    string
	path bool
}

// winPath is a Unix path as a Windows program under Wine sees it: drive
// Z: is /, with backslashes.
func winPath(p string) string {
	return `Z:` + strings.ReplaceAll(p, "/", `\`)
}

// words returns the arguments for the Linux or the Windows program.
func words(as []arg, windows bool) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.s
		if a.path && windows {
			out[i] = winPath(a.s)
		}
	}
	return out
}

// pathFlags are the sim flags whose value is a file.
var pathFlags = map[string]bool{"--level": true, "--start-state": true, "--inputs": true, "--trace": true}

// conformanceRuns lists the scenarios in dir: each NAME.txt with a
// NAME.csv, with its "# sim:" flags (paths relative to dir) or Emerald
// Hill's defaults, and as many frames as the CSV has rows.
func conformanceRuns(dir string) ([]simRun, error) {
	csvs, err := filepath.Glob(filepath.Join(dir, "*.csv"))
	if err != nil {
		return nil, err
	}
	var runs []simRun
	for _, csv := range csvs {
		name := strings.TrimSuffix(filepath.Base(csv), ".csv")
		txt := filepath.Join(dir, name+".txt")
		script, err := os.ReadFile(txt)
		if err != nil {
			continue // a -init.csv: no script of its own
		}
		rows, err := os.ReadFile(csv)
		if err != nil {
			return nil, err
		}
		frames := bytes.Count(bytes.TrimRight(rows, "\n"), []byte("\n")) // the header is not a frame
		flags := []string{"--level", "ehz1.tmx", "--start", "96,656", "--variant", "s2"}
		for _, line := range strings.Split(string(script), "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimRight(line, "\r"), "# sim:"); ok {
				if flags, err = splitWords(rest); err != nil {
					return nil, fmt.Errorf("%s: # sim: %w", txt, err)
				}
			}
		}
		r := simRun{name: "conformance " + name}
		for i := 0; i < len(flags); i++ {
			f := flags[i]
			r.args = append(r.args, arg{s: f})
			if pathFlags[f] && i+1 < len(flags) {
				i++
				r.args = append(r.args, arg{s: filepath.Join(dir, flags[i]), path: true})
			}
		}
		r.args = append(r.args, arg{s: "--inputs"}, arg{s: txt, path: true}, arg{s: "--frames"}, arg{s: fmt.Sprint(frames)})
		runs = append(runs, r)
	}
	return runs, nil
}

// splitWords splits a command line as a POSIX shell does: words between
// blanks, '...' literal, "..." with \" \\ \$ \` escapes, \x outside quotes.
func splitWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unterminated '")
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		case c == '"':
			in = true
			for i++; ; i++ {
				if i >= len(s) {
					return nil, errors.New(`unterminated "`)
				}
				if s[i] == '"' {
					break
				}
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					i++
				}
				w.WriteByte(s[i])
			}
		case c == '\\':
			if i+1 < len(s) {
				i++
				w.WriteByte(s[i])
			}
			in = true
		default:
			w.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, w.String())
	}
	return words, nil
}

// packDirs lists the example packs: the folders in dir with a pack.json.
func packDirs(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if _, err := os.Stat(filepath.Join(dir, e.Name(), "pack.json")); e.IsDir() && err == nil {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no example packs (folders with a pack.json)", dir)
	}
	return out, nil
}

// checkFile is the part of a pack's checks/LEVEL.json that says what runs.
type checkFile struct {
	Checks []checkRun            `json:"checks"`
	Levels map[string][]checkRun `json:"levels"`
}

type checkRun struct {
	Inputs     string   `json:"inputs"`
	Variants   []string `json:"variants"`
	Characters []string `json:"characters"`
}

// packRuns lists a pack's sim runs: each level that has a script in
// inputs/ with the defaults, and each game and character that its checks
// name with the checks' scripts.
func packRuns(dir string) ([]simRun, error) {
	var pj struct {
		Levels []string `json:"levels"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "pack.json"))
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &pj); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, "pack.json"), err)
	}
	type key struct{ level, inputs, variant, character string }
	seen := map[key]bool{}
	var keys []key
	add := func(k key) {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	for _, l := range pj.Levels {
		in := filepath.Join("inputs", l+".txt")
		if _, err := os.Stat(filepath.Join(dir, in)); err == nil {
			add(key{l, in, "", ""})
		}
		cf := filepath.Join(dir, "checks", l+".json")
		data, err := os.ReadFile(cf)
		if err != nil {
			continue
		}
		var f checkFile
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, fmt.Errorf("%s: %w", cf, err)
		}
		runs := map[string][]checkRun{l: f.Checks}
		for lv, cs := range f.Levels {
			runs[lv] = append(runs[lv], cs...)
		}
		names := make([]string, 0, len(runs))
		for n := range runs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, lv := range names {
			for _, c := range runs[lv] {
				if c.Inputs == "" {
					continue // an inline script: check covers it
				}
				vs, cs := c.Variants, c.Characters
				if len(vs) == 0 {
					vs = []string{""}
				}
				if len(cs) == 0 {
					cs = []string{""}
				}
				for _, v := range vs {
					for _, ch := range cs {
						add(key{lv, filepath.FromSlash(c.Inputs), v, ch})
					}
				}
			}
		}
	}
	var out []simRun
	for _, k := range keys {
		r := simRun{name: fmt.Sprintf("%s/%s %s", filepath.Base(dir), k.level, filepath.ToSlash(k.inputs))}
		r.args = []arg{{s: "--level"}, {s: dir, path: true}, {s: "--name"}, {s: k.level},
			{s: "--inputs"}, {s: filepath.Join(dir, k.inputs), path: true}}
		if k.variant != "" {
			r.name += " " + k.variant
			r.args = append(r.args, arg{s: "--variant"}, arg{s: k.variant})
		}
		if k.character != "" {
			r.name += " " + k.character
			r.args = append(r.args, arg{s: "--character"}, arg{s: k.character})
		}
		out = append(out, r)
	}
	return out, nil
}

// command runs the Linux program or the Windows one under Wine.
func (c *config) command(windows bool, args []string) *exec.Cmd {
	if windows {
		return exec.Command(c.wine, append([]string{c.windows}, args...)...)
	}
	return exec.Command(c.linux, args...)
}

// compareSim runs r on both and compares the trace files.
func (c *config) compareSim(i int, r simRun) error {
	var traces [2][]byte
	for w, windows := range []bool{false, true} {
		trace := filepath.Join(c.work, fmt.Sprintf("run%03d-%d.jsonl", i, w))
		args := append([]string{"sim"}, words(r.args, windows)...)
		t := trace
		if windows {
			t = winPath(trace)
		}
		args = append(args, "--trace", t)
		cmd := c.command(windows, args)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %w: %s", platform(windows), err, strings.TrimSpace(errb.String()))
		}
		data, err := os.ReadFile(trace)
		if err != nil {
			return fmt.Errorf("%s wrote no trace: %w", platform(windows), err)
		}
		traces[w] = data
	}
	if len(traces[0]) == 0 {
		return errors.New("empty trace")
	}
	return sameBytes(traces[0], traces[1])
}

// compareCheck runs check on a pack on both: both must pass and print the
// same.
func (c *config) compareCheck(dir string) error {
	var outs [2][]byte
	for w, windows := range []bool{false, true} {
		p := dir
		if windows {
			p = winPath(dir)
		}
		cmd := c.command(windows, []string{"check", p})
		var errb bytes.Buffer
		cmd.Stderr = &errb
		out, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("%s: check failed: %w: %s%s", platform(windows), err, out, errb.Bytes())
		}
		outs[w] = out
	}
	return sameBytes(outs[0], outs[1])
}

func platform(windows bool) string {
	if windows {
		return "Windows"
	}
	return "Linux"
}

// sameBytes says where a and b first differ: the line and both lines.
func sameBytes(linux, windows []byte) error {
	if bytes.Equal(linux, windows) {
		return nil
	}
	la, wa := strings.Split(string(linux), "\n"), strings.Split(string(windows), "\n")
	for i := 0; i < len(la) || i < len(wa); i++ {
		var l, w string
		if i < len(la) {
			l = la[i]
		}
		if i < len(wa) {
			w = wa[i]
		}
		if l != w {
			return fmt.Errorf("output differs at line %d:\n  Linux:   %.300s\n  Windows: %.300s", i+1, l, w)
		}
	}
	return errors.New("outputs differ")
}

package cli

import (
	"fmt"
	"os"

	"github.com/spf13/pflag"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/sonlvl"
)

// SonLVL projects in pack validate and pack export (docs/disasm.md):
// --level PROJECT.ini --name LEVEL stand for the PATH argument.

// projectFlags are --level and --name for the pack commands.
type projectFlags struct {
	level, name *string
}

func addProjectFlags(fs *pflag.FlagSet) *projectFlags {
	return &projectFlags{
		level: fs.String("level", "", "the level to read instead of PATH: a `PATH` as PATH takes, or a SonLVL project .ini (default: the PATH argument)"),
		name:  fs.String("name", "", "the level's `NAME` in a SonLVL project (section name or displayname; default: the first that opens)"),
	}
}

// args returns the positional arguments with --level standing for PATH.
func (f *projectFlags) args(pos []string) ([]string, error) {
	if *f.level == "" {
		return pos, nil
	}
	if len(pos) > 0 {
		return nil, fmt.Errorf("%w: give PATH or --level, not both", ErrUsage)
	}
	return []string{*f.level}, nil
}

// runExportDisasm writes a level as an s1disasm, s2disasm or skdisasm project.
func runExportDisasm(env Env, pos []string, name, format, out string) error {
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH (or --level), then --format %s --out DIR", ErrUsage, format)
	}
	if out == "" {
		return fmt.Errorf("%w: --out DIR is required", ErrUsage)
	}
	v := sonlvl.S2
	switch format {
	case "s1disasm":
		v = sonlvl.S1
	case "skdisasm":
		v = sonlvl.S3K
	}
	p, err := levelio.LoadNamed(pos[0], name)
	if err != nil {
		return err
	}
	levels := p.Levels
	if name != "" && !levelio.IsProject(pos[0]) {
		l := p.Level(name)
		if l == nil {
			return fmt.Errorf("pack export: %s: no level %q", pos[0], name)
		}
		levels = []*layers.Level{l}
	}
	ini, err := sonlvl.ExportAll(levels, v, out)
	if err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "wrote %s (%d level(s))\n", ini, len(levels))
	return nil
}

// runExportTarget replaces level target of the SonLVL project out with
// the one level read from pos[0] (pack export ... --out PROJECT.ini
// --target NAME: sonlvl.Replace).
func runExportTarget(env Env, pos []string, name, format, out, target string) error {
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH (or --level), then --format FORMAT --out PROJECT.ini --target NAME", ErrUsage)
	}
	want, ok := map[string]sonlvl.Version{"s1disasm": sonlvl.S1, "s2disasm": sonlvl.S2, "skdisasm": sonlvl.S3K}[format]
	if !ok {
		return fmt.Errorf("%w: --target replaces a level of a disassembly project: give --format s1disasm, s2disasm or skdisasm", ErrUsage)
	}
	if !levelio.IsProject(out) {
		return fmt.Errorf("%w: --target NAME needs --out PROJECT.ini, the SonLVL project whose level NAME is replaced", ErrUsage)
	}
	proj, err := sonlvl.Open(out)
	if err != nil {
		return err
	}
	if proj.Version != want {
		return fmt.Errorf("%w: %s is a %s project, not %s (give --format %s)", ErrUsage, out, proj.Version, format, map[sonlvl.Version]string{sonlvl.S1: "s1disasm", sonlvl.S2: "s2disasm", sonlvl.S3K: "skdisasm"}[proj.Version])
	}
	p, err := levelio.LoadNamed(pos[0], name)
	if err != nil {
		return err
	}
	l := p.Levels[0]
	if name != "" && !levelio.IsProject(pos[0]) {
		if l = p.Level(name); l == nil {
			return fmt.Errorf("pack export: %s: no level %q", pos[0], name)
		}
	} else if len(p.Levels) != 1 {
		return fmt.Errorf("%w: %s has %d levels: give --name LEVEL for the one to write as %q", ErrUsage, pos[0], len(p.Levels), target)
	}
	files, err := sonlvl.Replace(out, target, l)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		fmt.Fprintf(env.Stdout, "%s: level %q is already as %s has it: nothing written\n", out, target, pos[0])
		return nil
	}
	fmt.Fprintf(env.Stdout, "%s: level %q replaced: %d file(s) written\n", out, target, len(files))
	for _, f := range files {
		fmt.Fprintf(env.Stdout, "  %s\n", f)
	}
	return nil
}

// validateProject validates every level of a SonLVL project, one after
// the other (pack validate PROJECT.ini without --name), and ends with how
// many are without problems.
func validateProject(env Env, path string, strict bool) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("pack validate: %w", readInErr(path, err)) // no file to validate: on stderr
	}
	p, err := sonlvl.Open(path)
	if err != nil {
		fmt.Fprintln(env.Stdout, err)
		return &ExitError{Code: 1}
	}
	names := p.Names()
	good := 0
	for _, n := range names {
		if err := runPackValidate(env, []string{path}, n, strict); err == nil {
			good++
		} else if _, ok := err.(*ExitError); !ok {
			return err
		}
	}
	fmt.Fprintf(env.Stdout, "%s: %d of %d level(s) without problems\n", path, good, len(names))
	if good < len(names) {
		return &ExitError{Code: 1}
	}
	return nil
}

// packNames renames the levels of a pack read from a SonLVL project whose
// names a pack cannot hold ("Green Hill Zone Act 1" becomes
// "Green_Hill_Zone_Act_1", the name kept as the description), saying so.
func packNames(env Env, p *pack.Pack) {
	for _, l := range p.Levels {
		if pack.CheckName(l.Name) == nil {
			continue
		}
		n := []byte(l.Name)
		for i, c := range n {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
				n[i] = '_'
			}
		}
		if l.Description == "" {
			l.Description = l.Name
		}
		fmt.Fprintf(env.Stdout, "level %q is named %q in the pack\n", l.Name, n)
		l.Name = string(n)
	}
}

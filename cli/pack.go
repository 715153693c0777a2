package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/objcatalog"
	"loopwright/pack"
	"loopwright/sonlvl"
	"loopwright/tmx"
)

// pack validate and pack export (docs/cli.md).

func init() {
	Register(&Command{
		Name:    "pack",
		Summary: "check and convert level packs, Tiled maps and disassembly projects",
		Example: `loopwright pack validate examples/packs/tour
loopwright pack export examples/packs/tour --format tmx --out maps`,
	})
	Register(&Command{
		Name:    "pack validate",
		Args:    "PATH",
		Summary: "load a pack, .tmx or SonLVL project and print every problem found, one a line (exit 1 if any)",
		Long: `PATH is a pack directory, its pack.json, a pack .zip or a Tiled .tmx map;
--level PROJECT.ini --name LEVEL checks a level of a SonLVL project instead.
Each problem is printed with its file and place. Likely mistakes that still
load are printed as "warning: ..." lines: no collision layer, no player start
or one outside the level, a misspelt property or object class, text that is
not UTF-8 or holds NUL characters. Exit 0: no problem (warnings allowed
unless --strict); 1: problems; 2: a usage error.`,
		Example: `loopwright pack validate examples/packs/tour
loopwright pack export examples/packs/basics --format tmx --out maps
loopwright pack validate --strict maps/basics.tmx
loopwright pack validate --level "s2disasm/SonLVL INI Files/SonLVL.ini" --name "Emerald Hill Zone Act 1"`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			pf := addProjectFlags(fs)
			strict := fs.Bool("strict", false, "treat warnings as problems (exit 1)")
			return func(env Env, args []string) error {
				args, err := pf.args(args)
				if err != nil {
					return err
				}
				return runPackValidate(env, args, *pf.name, *strict)
			}
		},
	})
	Register(&Command{
		Name:    "pack export",
		Args:    "PATH",
		Summary: "convert between packs, Tiled .tmx maps and the disassemblies' SonLVL projects",
		Long: `--format tmx writes one LEVEL.tmx (and its tileset image) per level into the
--out directory; --format pack writes a pack directory, or a .zip when --out
ends in .zip. Missing parent directories are made; an existing pack is
replaced atomically. --format s1disasm, s2disasm or skdisasm writes the
level as a Sonic 1, Sonic 2 or Sonic 3 & Knuckles disassembly project (collision arrays, angle map,
indexes, blocks, chunks, layout, objects, start) with the SonLVL INI that
opens it, "DIR/SonLVL INI Files/SonLVL.ini". --level PROJECT.ini --name
LEVEL reads one level of a SonLVL project instead of PATH (docs/disasm.md).

--target NAME with --out PROJECT.ini (an existing SonLVL project of that
format's game) replaces the project's level NAME with the level read
(a Tiled map edited from that level, say): its collision is laid onto the
project's own chunks (the same chunk where a square is unchanged, a new
chunk without art where not), and its layout, objects and start replace
the level's; the level's files are written all or none, and an unedited
map writes nothing. --name still picks the level read from PATH.`,
		Example: `loopwright pack export examples/packs/tour --format tmx --out maps
loopwright pack export maps/loop.tmx --format pack --out mypack
loopwright pack export examples/packs/tour --format pack --out tour.zip
loopwright pack export examples/packs/basics --format s2disasm --out mydisasm
loopwright pack export --level "s2disasm/SonLVL INI Files/SonLVL.ini" --name "Emerald Hill Zone Act 1" --format tmx --out ehz-maps
loopwright pack export "ehz-maps/Emerald Hill Zone Act 1.tmx" --format s2disasm --out "s2disasm/SonLVL INI Files/SonLVL.ini" --target "Emerald Hill Zone Act 1"`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			format := fs.String("format", "", "write `FORMAT`: tmx, pack, s1disasm, s2disasm or skdisasm (default: pack for a .tmx PATH, else tmx)")
			out := fs.String("out", "", "write into `DIR` (for --format pack also a .zip file; with --target the project's .ini; required)")
			target := fs.String("target", "", "replace the level `NAME` of the existing SonLVL project --out names (with --format s1disasm, s2disasm or skdisasm; default: none, a new project is written)")
			pf := addProjectFlags(fs)
			return func(env Env, args []string) error {
				args, err := pf.args(args)
				if err != nil {
					return err
				}
				if *target != "" {
					return runExportTarget(env, args, *pf.name, *format, *out, *target)
				}
				if *format == "s1disasm" || *format == "s2disasm" || *format == "skdisasm" {
					return runExportDisasm(env, args, *pf.name, *format, *out)
				}
				return runPackExport(env, args, *format, *out, *pf.name)
			}
		},
		Values: map[string][]string{"format": {"tmx", "pack", "s1disasm", "s2disasm", "skdisasm"}},
	})
}

func runPackValidate(env Env, pos []string, name string, strict bool) error {
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH (a pack directory, pack.json, .zip, .tmx or SonLVL project .ini)", ErrUsage)
	}
	path := pos[0]
	if levelio.IsProject(path) && name == "" {
		return validateProject(env, path, strict) // cli/project.go: every level
	}
	p, err := levelio.LoadNamed(path, name)
	if err != nil {
		var el pack.ErrorList
		if errors.As(err, &el) {
			for _, line := range el.Lines() {
				fmt.Fprintln(env.Stdout, line)
			}
			return &ExitError{Code: 1}
		}
		var pe *fs.PathError
		if errors.Is(err, fs.ErrNotExist) || errors.As(err, &pe) {
			return err // no file to validate: an error, on stderr
		}
		fmt.Fprintln(env.Stdout, err)
		return &ExitError{Code: 1}
	}
	// Warnings: likely mistakes that still load (pack/warn.go), and object
	// classes one or two letters off a class the physics simulates.
	warns := p.Warnings
	known := append(objcatalog.ClassNames(), "player_start", "layer_switcher")
	for _, l := range p.Levels {
		seen := map[string]bool{}
		for i := range l.Objects {
			c := l.Objects[i].Class
			if seen[c] {
				continue
			}
			seen[c] = true
			if k := pack.Near(c, known); k != "" {
				warns.Add("", path, "level "+l.Name, "object class %q is not simulated: did you mean %q?", c, k)
			}
		}
		propWarnings(path, l, &warns)
	}
	for _, line := range pack.WarningLines(warns) {
		fmt.Fprintln(env.Stdout, line)
	}
	// Object classes the physics simulates have their properties checked
	// too (docs/tiled.md, docs/objects.md).
	bad := strict && len(warns) > 0
	for _, l := range p.Levels {
		err := objcatalog.ValidateObjects(l)
		var oe objcatalog.ObjectErrors
		switch {
		case err == nil:
			continue
		case errors.As(err, &oe):
			for _, e := range oe {
				fmt.Fprintf(env.Stdout, "%s: level %s: %v\n", path, l.Name, e)
			}
		default:
			fmt.Fprintf(env.Stdout, "%s: level %s: %v\n", path, l.Name, err)
		}
		bad = true
	}
	if bad {
		return &ExitError{Code: 1}
	}
	where := path
	if levelio.IsProject(path) && len(p.Levels) == 1 {
		where += ": level " + strconv.Quote(p.Levels[0].Name) // every line names its level
	}
	fmt.Fprintf(env.Stdout, "%s: ok: %d level(s), %d tile(s), %d chunk(s) of %d blocks\n",
		where, len(p.Levels), len(p.Lib.Tiles)-1, len(p.Lib.Chunks)-1, p.Lib.ChunkBlocks)
	return nil
}

func runPackExport(env Env, pos []string, format, out, name string) error {
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH, then --format tmx|pack|s1disasm|s2disasm|skdisasm --out DIR", ErrUsage)
	}
	in := pos[0]
	if out == "" {
		return fmt.Errorf("%w: --out DIR is required", ErrUsage)
	}
	if format == "" {
		format = "tmx"
		if strings.EqualFold(filepath.Ext(in), ".tmx") {
			format = "pack"
		}
	}
	if format != "tmx" && format != "pack" {
		return fmt.Errorf("%w: --format %q is not tmx, pack, s1disasm, s2disasm or skdisasm", ErrUsage, format)
	}
	p, err := levelio.LoadNamed(in, name)
	if err != nil {
		return err
	}
	if format == "pack" {
		if levelio.IsProject(in) {
			packNames(env, p) // cli/project.go
		}
		if err := levelio.Save(p, out); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "wrote %s\n", out)
		return nil
	}
	if strings.EqualFold(filepath.Ext(out), ".tmx") {
		// --out NAME.tmx: the one level as that map; a directory named
		// NAME.tmx full of maps is not what anyone asking for it meant.
		if len(p.Levels) != 1 {
			return fmt.Errorf("%w: --out %s: the pack has %d levels and --format tmx writes one LEVEL.tmx each: give a directory", ErrUsage, out, len(p.Levels))
		}
		if err := tmx.Export(p.Levels[0], out); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "wrote %s\n", out)
		return nil
	}
	if err := pack.MakeDirs(out); err != nil {
		return fmt.Errorf("pack export: --out %s: %w", out, err)
	}
	for _, l := range p.Levels {
		f := filepath.Join(out, l.Name+".tmx")
		if err := tmx.Export(l, f); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "wrote %s\n", f)
	}
	return nil
}

// propWarnings warns about each property of a simulated object that its
// class does not have: the physics ignores it, and a misspelt name
// ("strenght") leaves the property at its default without a word. Each
// class's names are listed once, so this stays linear in objects.
func propWarnings(path string, l *layers.Level, warns *pack.ErrorList) {
	type key struct{ class, prop string }
	done := map[key]bool{}
	names := map[string][]string{}
	for i := range l.Objects {
		o := &l.Objects[i]
		c, ok := objcatalog.ClassByName(o.Class)
		if !ok {
			continue
		}
		known, ok := names[o.Class]
		if !ok {
			for _, p := range c.Props {
				known = append(known, p.Name)
			}
			names[o.Class] = known
		}
		for _, p := range o.Props {
			if slices.Contains(known, p.Name) || sonlvl.IsRawProp(p.Name) || done[key{o.Class, p.Name}] {
				continue
			}
			done[key{o.Class, p.Name}] = true // once per class and name, not per object
			msg := fmt.Sprintf("%s property %q is ignored (first on %s)", o.Class, p.Name, objectLabel(o))
			if k := pack.Near(p.Name, known); k != "" {
				msg += fmt.Sprintf(": did you mean %q?", k)
			}
			warns.Add("", path, "level "+l.Name, "%s", msg)
		}
	}
}

// objectLabel names an object for messages: its id, or its place.
func objectLabel(o *layers.Object) string {
	if o.ID != 0 {
		return fmt.Sprintf("object %d", o.ID)
	}
	return fmt.Sprintf("the object at %d,%d", o.X, o.Y)
}

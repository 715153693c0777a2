package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/tmx"
)

// pack validate and pack export (contracts section 1).

func init() {
	Register(&Command{
		Name:    "pack validate",
		Summary: "load a pack or .tmx and print every problem found (exit 1 if any)",
		Run:     runPackValidate,
	})
	Register(&Command{
		Name:    "pack export",
		Summary: "convert a pack or .tmx: pack export PATH --format tmx|pack --out DIR",
		Run:     runPackExport,
	})
}

// packArgs splits args into positional arguments and --name value flags
// (also --name=value), in any order.
func packArgs(args []string, names ...string) (pos []string, flags map[string]string, err error) {
	flags = map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		known := false
		for _, n := range names {
			known = known || n == name
		}
		if !known {
			return nil, nil, fmt.Errorf("%w: unknown flag %q", ErrUsage, a)
		}
		if !hasVal {
			if i+1 >= len(args) {
				return nil, nil, fmt.Errorf("%w: --%s needs a value", ErrUsage, name)
			}
			i++
			val = args[i]
		}
		flags[name] = val
	}
	return pos, flags, nil
}

func runPackValidate(env Env, args []string) error {
	pos, _, err := packArgs(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH (a pack directory, pack.json, .zip or .tmx)", ErrUsage)
	}
	path := pos[0]
	p, err := levelio.Load(path)
	if err != nil {
		var el pack.ErrorList
		if errors.As(err, &el) {
			for _, line := range el.Lines() {
				fmt.Fprintln(env.Stdout, line)
			}
		} else {
			fmt.Fprintln(env.Stdout, err)
		}
		return &ExitError{Code: 1}
	}
	// Object classes the physics simulates have their properties checked
	// too (contracts section 2, docs/objects.md).
	bad := false
	for _, l := range p.Levels {
		err := physics.ValidateObjects(l)
		var oe physics.ObjectErrors
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
	fmt.Fprintf(env.Stdout, "%s: ok: %d level(s), %d tile(s), %d chunk(s) of %d blocks\n",
		path, len(p.Levels), len(p.Lib.Tiles)-1, len(p.Lib.Chunks)-1, p.Lib.ChunkBlocks)
	return nil
}

func runPackExport(env Env, args []string) error {
	pos, flags, err := packArgs(args, "format", "out")
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH, then --format tmx|pack --out DIR", ErrUsage)
	}
	in, out := pos[0], flags["out"]
	if out == "" {
		return fmt.Errorf("%w: --out DIR is required", ErrUsage)
	}
	format := flags["format"]
	if format == "" {
		format = "tmx"
		if strings.EqualFold(filepath.Ext(in), ".tmx") {
			format = "pack"
		}
	}
	if format != "tmx" && format != "pack" {
		return fmt.Errorf("%w: --format %q is not tmx or pack", ErrUsage, format)
	}
	p, err := levelio.Load(in)
	if err != nil {
		return err
	}
	if format == "pack" {
		if err := levelio.Save(p, out); err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "wrote %s\n", out)
		return nil
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("pack export: %v", err)
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

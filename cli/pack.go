package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/tmx"
)

// pack validate and pack export (contracts section 1).

func init() {
	Register(&Command{
		Name:    "pack",
		Summary: "check and convert level packs and Tiled maps",
		Example: `loopwright pack validate mypack
loopwright pack export mypack --format tmx --out maps`,
	})
	Register(&Command{
		Name:    "pack validate",
		Args:    "PATH",
		Summary: "load a pack or .tmx and print every problem found, one a line (exit 1 if any)",
		Long: `PATH is a pack directory, its pack.json, a pack .zip or a Tiled .tmx map.
Each problem is printed with its file and place. Exit 0: no problem; 1:
problems; 2: a usage error.`,
		Example: `loopwright pack validate mypack
loopwright pack validate examples/ehz-loop.tmx`,
		Run: runPackValidate,
	})
	Register(&Command{
		Name:    "pack export",
		Args:    "PATH",
		Summary: "convert between the native pack format and Tiled .tmx maps",
		Long: `--format tmx writes one LEVEL.tmx (and its tileset image) per level into the
--out directory; --format pack writes a pack directory, or a .zip when --out
ends in .zip. Missing parent directories are made; an existing pack is
replaced atomically.`,
		Example: `loopwright pack export mypack --format tmx --out maps
loopwright pack export maps/level1.tmx --format pack --out mypack
loopwright pack export mypack --format pack --out mypack.zip`,
		Flags: func(fs *pflag.FlagSet) RunFunc {
			format := fs.String("format", "", "write `FORMAT`: tmx or pack (default: pack for a .tmx PATH, else tmx)")
			out := fs.String("out", "", "write into `DIR` (for --format pack also a .zip file; required)")
			return func(env Env, args []string) error { return runPackExport(env, args, *format, *out) }
		},
		Values: map[string][]string{"format": {"tmx", "pack"}},
	})
}

func runPackValidate(env Env, pos []string) error {
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

func runPackExport(env Env, pos []string, format, out string) error {
	if len(pos) != 1 {
		return fmt.Errorf("%w: want one PATH, then --format tmx|pack --out DIR", ErrUsage)
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

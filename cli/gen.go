package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/chunkgen"
	"loopwright/layers"
	"loopwright/levelio"
	"loopwright/pack"
)

// gen (docs/chunkgen.md): loopwright gen SHAPE [flags] --out PATH writes a
// ready-to-play level: a run-up floor, the shape, a run-out floor and a
// player start on the run-up. SHAPE is slope, curve, loop or halfpipe.

func init() {
	Register(&Command{
		Name:    "gen",
		Args:    "SHAPE",
		Summary: "generate a ready-to-play level with a slope, curve, loop or half-pipe",
		Long: `SHAPE is slope, curve, loop or halfpipe. The level has a run-up floor, the
shape, a run-out floor and a player start on the run-up. Shapes and their flags:
  slope     --angle HEX --length PX        a straight slope (angle 0xC0..0xFF or 0x00..0x40)
  curve     --radius PX --convex|--concave a quarter circle (concave: a quarter pipe)
  loop      --radius PX [--behind]         a full loop, radius 64..512; --behind starts the
                                           run on path B, passing under the loop (radius a
                                           multiple of 16)
  halfpipe  --radius PX [--width PX]       a U of two quarter pipes and a flat bottom
--out's extension picks the form: a pack directory, a .zip or a .tmx map
(any other file extension is refused).
Missing parent directories are made.`,
		Example: `loopwright gen loop --radius 128 --out levels/loop128
loopwright gen slope --angle E0 --length 256 --out slope.tmx
loopwright gen curve --radius 96 --concave --variant s1 --out qpipe.zip
loopwright gen halfpipe --radius 64 --width 128 --out pipe.tmx`,
		Flags:     genCommand,
		ArgValues: []string{"slope", "curve", "loop", "halfpipe"},
		Values: map[string][]string{
			"variant":   simValues["variant"],
			"character": simValues["character"],
		},
	})
}

// parseHex parses a hex angle: 0xE0, $E0, E0 or e0 (always hexadecimal).
func parseHex(s string) (int, error) {
	t := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"), "$")
	v, err := strconv.ParseUint(t, 16, 8)
	if err != nil || t == "" {
		return 0, fmt.Errorf("%w: --angle %q is not a hex angle 00..FF", ErrUsage, s)
	}
	return int(v), nil
}

// genFlags are gen's flag values.
type genFlags struct {
	angle, variant, character, name, out string
	length, radius, width                float64
	convex, concave, behind              bool
}

// genCommand defines gen's flags and returns the command.
func genCommand(fs *pflag.FlagSet) RunFunc {
	g := &genFlags{}
	fs.StringVar(&g.angle, "angle", "", "slope: the hex `ANGLE`, E0, 0xE0 or $E0 (0xC0..0xFF rises to the right, 0x00..0x40 falls; slope: required)")
	fs.Float64Var(&g.length, "length", 0, "slope: its length, `PX` pixels (slope: required)")
	fs.Float64Var(&g.radius, "radius", 0, "curve, loop, halfpipe: the radius, `PX` pixels (required)")
	fs.BoolVar(&g.convex, "convex", false, "curve: a convex quarter circle (a hill's shoulder)")
	fs.BoolVar(&g.concave, "concave", false, "curve: a concave quarter circle (a quarter pipe)")
	fs.Float64Var(&g.width, "width", 0, "halfpipe: the flat bottom's width, `PX` pixels (default: 0, the two quarter pipes meet)")
	fs.BoolVar(&g.behind, "behind", false, "loop: the switcher before the loop sets path B, so the player runs under the loop")
	fs.StringVar(&g.variant, "variant", "s2", "follow the rules of game `VARIANT`: s1, s2, s3k, cd or mania (s1: 256 px chunks)")
	fs.StringVar(&g.character, "character", "sonic", "the `CHARACTER` whose height sets the start: sonic, tails or knuckles")
	fs.StringVar(&g.name, "name", "", "the level's `NAME` (default: from the shape)")
	fs.StringVar(&g.out, "out", "", "write the level to `PATH`: a pack directory, a .zip or a .tmx (required)")
	return func(env Env, args []string) error { return runGen(env, args, fs, g) }
}

func runGen(env Env, args []string, fs *pflag.FlagSet, gf *genFlags) error {
	if len(args) > 1 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, args[1])
	}
	shape := ""
	if len(args) == 1 {
		shape = args[0]
	}
	if shape == "" {
		return fmt.Errorf("%w: missing SHAPE (slope, curve, loop or halfpipe)", ErrUsage)
	}
	if gf.out == "" {
		return fmt.Errorf("%w: missing --out PATH", ErrUsage)
	}
	angle, length, radius, convex, concave, width, variant, character, name, behind, out :=
		&gf.angle, &gf.length, &gf.radius, &gf.convex, &gf.concave, &gf.width, &gf.variant, &gf.character, &gf.name, &gf.behind, &gf.out
	set := map[string]bool{}
	fs.Visit(func(f *pflag.Flag) { set[f.Name] = true })
	need := func(names ...string) error {
		for _, n := range names {
			if !set[n] {
				return fmt.Errorf("%w: gen %s needs --%s", ErrUsage, shape, n)
			}
		}
		return nil
	}
	allow := func(names ...string) error {
		ok := map[string]bool{"variant": true, "character": true, "name": true, "out": true}
		for _, n := range names {
			ok[n] = true
		}
		var bad error
		fs.Visit(func(f *pflag.Flag) { // in name order: the same error every time
			if !ok[f.Name] && bad == nil {
				bad = fmt.Errorf("%w: gen %s does not take --%s", ErrUsage, shape, f.Name)
			}
		})
		return bad
	}
	sp := chunkgen.Spec{Shape: shape, Variant: *variant, Character: *character, Name: *name,
		Length: *length, Radius: *radius, Width: *width, Convex: *convex, Behind: *behind}
	var err error
	switch shape {
	case "slope":
		if err = need("angle", "length"); err == nil {
			err = allow("angle", "length")
		}
		if err == nil {
			sp.Angle, err = parseHex(*angle)
		}
	case "curve":
		if err = need("radius"); err == nil {
			err = allow("radius", "convex", "concave")
		}
		if err == nil && *convex == *concave {
			err = fmt.Errorf("%w: gen curve needs exactly one of --convex and --concave", ErrUsage)
		}
	case "loop":
		if err = need("radius"); err == nil {
			err = allow("radius", "behind")
		}
	case "halfpipe":
		if err = need("radius"); err == nil {
			err = allow("radius", "width")
		}
	default:
		err = fmt.Errorf("%w: unknown shape %q (want slope, curve, loop or halfpipe)", ErrUsage, shape)
	}
	if err != nil {
		return err
	}
	g, err := chunkgen.Generate(sp)
	if err != nil {
		return fmt.Errorf("gen: %w", err)
	}
	p := &pack.Pack{
		Name:        g.Level.Name,
		Description: g.Level.Description,
		Version:     pack.FormatVersion,
		Lib:         g.Lib,
		Levels:      []*layers.Level{g.Level},
	}
	if err := levelio.Save(p, *out); err != nil {
		return fmt.Errorf("gen: %w", err)
	}
	fmt.Fprintf(env.Stdout, "gen: wrote %s: %s, %dx%d blocks, %d tiles, %d chunks, %d switchers, start %d,%d\n",
		*out, g.Level.Name, g.Level.Width, g.Level.Height, len(g.Lib.Tiles)-1, len(g.Lib.Chunks)-1,
		len(g.Level.Switchers), g.Level.Start.X, g.Level.Start.Y)
	return nil
}

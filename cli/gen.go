package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

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
		Summary: "generate a level with a slope, curve, loop or half-pipe (gen SHAPE [flags] --out PATH)",
		Run:     runGen,
	})
}

const genUsage = `usage: loopwright gen SHAPE [flags] --out PATH
shapes and their flags:
  slope     --angle HEX --length PX      straight slope (angle 0xC0..0xFF or 0x00..0x40)
  curve     --radius PX --convex|--concave   quarter circle (concave: quarter pipe)
  loop      --radius PX [--behind]       full loop, radius 64..512; --behind starts
                                         the run on path B, passing under the loop
                                         (radius a multiple of 16)
  halfpipe  --radius PX --width PX       U of two quarter pipes and a flat bottom
common flags:
  --out PATH        pack directory, .zip, or .tmx (required)
  --variant V       s1|s2|s3k|cd|mania (default s2; s1 uses 256 px chunks)
  --character C     sonic|tails|knuckles (default sonic; sets the start height)
  --name NAME       level name (default from the shape)`

// parseHex parses a hex angle: 0xE0, $E0, E0 or e0 (always hexadecimal).
func parseHex(s string) (int, error) {
	t := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"), "$")
	v, err := strconv.ParseUint(t, 16, 8)
	if err != nil || t == "" {
		return 0, fmt.Errorf("%w: --angle %q is not a hex angle 00..FF", ErrUsage, s)
	}
	return int(v), nil
}

func runGen(env Env, args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	angle := fs.String("angle", "", "slope hex angle")
	length := fs.Float64("length", 0, "slope length in px")
	radius := fs.Float64("radius", 0, "radius in px")
	convex := fs.Bool("convex", false, "convex curve")
	concave := fs.Bool("concave", false, "concave curve")
	width := fs.Float64("width", 0, "half-pipe bottom width in px")
	variant := fs.String("variant", "s2", "s1|s2|s3k|cd|mania")
	character := fs.String("character", "sonic", "sonic|tails|knuckles")
	name := fs.String("name", "", "level name")
	behind := fs.Bool("behind", false, "loop: the switcher before the loop sets path B, so the player walks under the loop")
	out := fs.String("out", "", "output path")
	help := fs.Bool("help", false, "help")
	fs.BoolVar(help, "h", false, "help")

	shape := ""
	rest := args
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		shape, rest = rest[0], rest[1:]
	}
	if err := fs.Parse(rest); err != nil {
		return fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if *help {
		fmt.Fprintln(env.Stdout, genUsage)
		return nil
	}
	if shape == "" && fs.NArg() > 0 {
		shape = fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return fmt.Errorf("%w: %v", ErrUsage, err)
		}
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	if shape == "" {
		return fmt.Errorf("%w: missing SHAPE (slope, curve, loop or halfpipe)", ErrUsage)
	}
	if *out == "" {
		return fmt.Errorf("%w: missing --out PATH", ErrUsage)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
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
		fs.Visit(func(f *flag.Flag) { // in name order: the same error every time
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
		return fmt.Errorf("gen: %v", err)
	}
	p := &pack.Pack{
		Name:        g.Level.Name,
		Description: g.Level.Description,
		Version:     pack.FormatVersion,
		Lib:         g.Lib,
		Levels:      []*layers.Level{g.Level},
	}
	if err := levelio.Save(p, *out); err != nil {
		return fmt.Errorf("gen: %v", err)
	}
	fmt.Fprintf(env.Stdout, "gen: wrote %s: %s, %dx%d blocks, %d tiles, %d chunks, %d switchers, start %d,%d\n",
		*out, g.Level.Name, g.Level.Width, g.Level.Height, len(g.Lib.Tiles)-1, len(g.Lib.Chunks)-1,
		len(g.Level.Switchers), g.Level.Start.X, g.Level.Start.Y)
	return nil
}

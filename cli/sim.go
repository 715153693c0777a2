package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"loopwright/traceio"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/layers"
)

func init() {
	Register(&Command{
		Name:    "sim",
		Summary: "run the physics headless and write a per-frame trace",
		Long: `The player spawns at the start (its centre), standing if a floor is within
reach, and the physics runs one frame per input-script frame. Each frame's
record (position, speeds, angle, mode, state, layer, sensors A-F, and objects
when the level has any) is one JSON line, or one CSV row with --trace FILE.csv.

Abilities come from the same buttons (docs/abilities.md): J pressed in the
air for the insta-shield, shield moves, Tails' flight and Knuckles' glide
(s3k, mania), the drop dash (mania, J held) and the super transformation;
U held and J pressed standing for the Super Peel-Out (cd). Levels with water
add underwater, air and water_level to each record; --shield, --super,
--rings, --emeralds, --water and --underwater set the run's start.

A run stops where the game leaves the level (Sonic 1: Scrap Brain 2's end
falls into Scrap Brain 3, Scrap Brain 3's top restarts the game into the
Final Zone, the Final Zone's end starts the ending; Sonic 2: Sky Chase's
end flies into Wing Fortress, Wing Fortress's end docks on the Death
Egg): that frame's record, the last, has level_end ("sbz3", "fz",
"ending", "wfz1", "dez1").

--p2 tails adds a second player (docs/player2.md): Sonic 2's CPU Tails
follows the first player 16 frames behind (Sonic and Tails mode); with
--p2-inputs FILE it plays its own input script instead. Each record then
has key p2 (CSV: p2_ columns) with the second player's record, its input
being what the CPU pressed. Sonic 2 loads no Tails in Sky Chase, Wing
Fortress and Death Egg (s2.asm InitPlayers): there Sonic runs alone and
the records have no p2.`,
		Example: `loopwright sim --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --trace loop.jsonl
loopwright sim --level examples/packs/basics --variant s1 --frames 120 --trace -
loopwright sim --level examples/packs/tour --name slopes --character tails --frames 300 --trace slopes.csv
loopwright sim --level examples/packs/abilities --name glide_gap --variant s3k --character knuckles --inputs examples/packs/abilities/inputs/glide_gap.txt
loopwright sim --level "s2disasm/SonLVL INI Files/SonLVL.ini" --name "Emerald Hill Zone Act 1" --p2 tails --frames 300`,
		Flags:  simCommand,
		Values: withValues(map[string][]string{"trace": {".jsonl", ".csv"}, "shield": playerValues["shield"]}),
	})
}

// simCommand defines `loopwright sim`'s flags (docs/cli.md)
// and returns the command.
func simCommand(fs *pflag.FlagSet) RunFunc {
	sf := addSimFlags(fs)
	pf := addPlayerFlags(fs, true) // run settings: simplayer.go
	p2 := addP2Flags(fs)           // second player: simp2.go
	frames := fs.Int("frames", 0, "simulate `N` frames (default: the input script's length, or 600 without --inputs)")
	trace := fs.String("trace", "-", "write the trace to `FILE`: .jsonl (JSON lines) or .csv; - for JSON lines on stdout")
	noObjects := fs.Bool("no-objects", false, "run without the level's objects (rings included): the terrain, switchers and water alone, as a run recorded with every object cleared each frame")
	return func(env Env, args []string) error {
		return runSim(env, args, fs, sf, pf, p2, frames, trace, *noObjects)
	}
}

// runSim is `loopwright sim` (docs/cli.md).
func runSim(env Env, args []string, fs *pflag.FlagSet, sf *simFlags, pf *playerFlags, p2 *p2Flags, frames *int, trace *string, noObjects bool) error {
	if len(args) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, args[0])
	}
	framesSet := fs.Changed("frames")
	if framesSet && (*frames < 0 || *frames > traceio.MaxScriptFrames) {
		return fmt.Errorf("%w: --frames: %d is out of range (0..%d)", ErrUsage, *frames, traceio.MaxScriptFrames)
	}
	if *sf.level == "" {
		return fmt.Errorf("%w: --level is required", ErrUsage)
	}
	if err := pf.check(); err != nil {
		return err
	}
	p2cfg, err := p2.config()
	if err != nil {
		return err
	}
	su, err := sf.load("sim")
	if err != nil {
		return err
	}
	pf.level(su.lvl)
	lvl, script := su.lvl, su.script
	if noObjects {
		bare := *lvl
		bare.Objects = nil
		lvl = &bare
	}
	n := *frames
	if !framesSet {
		n = script.Len()
		if *sf.inputs == "" {
			n = 600
		}
	}
	var out io.Writer = env.Stdout
	csv := false
	var file *outFile
	if *trace != "-" && *trace != "" {
		switch strings.ToLower(filepath.Ext(*trace)) {
		case ".csv":
			csv = true
		case ".jsonl", ".json":
		default:
			return fmt.Errorf("%w: --trace: %s: want a .jsonl or .csv file", ErrUsage, *trace)
		}
		file, err = createOut(*trace)
		if err != nil {
			return fmt.Errorf("sim: --trace %s: %w", *trace, err)
		}
		defer file.abort()
		out = file
	}
	bw := bufio.NewWriterSize(out, 1<<16)
	tw := traceio.NewTraceWriter(bw, csv)
	tw.Objects = len(lvl.Objects) > 0
	tw.Anim = *pf.anim
	su.cfg.Run = pf.run()
	su.cfg.P2 = p2cfg
	sim := su.newSim(lvl, su.cfg)
	tw.P2 = sim.P2Record()
	for i := 1; i <= n; i++ {
		p2.step(sim, i)
		sim.Step(script.At(i))
		if err := tw.Write(sim.Record()); err != nil {
			break
		}
		if sim.Ended() != "" {
			break // the game left the level: the record says so (level_end)
		}
	}
	err = bw.Flush()
	if file != nil && err == nil {
		err = file.commit()
	}
	if err != nil && !errors.Is(err, os.ErrClosed) {
		return fmt.Errorf("sim: writing the trace: %w", err)
	}
	return nil
}

// parsePoint parses "X,Y".
func parsePoint(s string) (layers.Point, error) {
	a, b, ok := strings.Cut(s, ",")
	if !ok {
		return layers.Point{}, fmt.Errorf("%q is not X,Y", s)
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return layers.Point{}, fmt.Errorf("%q is not X,Y (two integers)", s)
	}
	const lim = 1 << 22
	if x < -lim || x > lim || y < -lim || y > lim {
		return layers.Point{}, fmt.Errorf("%q is out of range", s)
	}
	return layers.Point{X: x, Y: y}, nil
}

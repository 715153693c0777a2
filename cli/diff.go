package cli

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"loopwright/traceio"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/levelio"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/trajdiff"
)

func init() {
	Register(&Command{
		Name:    "diff",
		Summary: "compare two runs frame by frame: levels, variants, characters or a stored trace",
		Long: `Runs the level (with the sim flags) and one other run, and compares them frame
by frame. The other run is the same script on another level or pack version
(--against-level, with --against-name), with another variant
(--against-variant) or character (--against-character), or a stored trace
(--against-trace, JSON lines or CSV as sim writes them). Prints
"first difference at frame N: FIELD A vs B, ..." or "identical over N
frames", then the largest deviation of x, y and the speeds and how many
frames each field differs. --png draws both trajectories over the level,
coloured by frame. Exit status: 0 if identical, 1 if they differ, 2 on an
error.`,
		Example: `loopwright diff --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --against-variant s1 --png diff.png
loopwright diff --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --against-character knuckles
loopwright sim --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --trace loop.jsonl
loopwright diff --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --against-trace loop.jsonl
loopwright pack export examples/packs/tour --format pack --out my-tour
loopwright diff --level my-tour --name loop --inputs examples/packs/tour/inputs/loop.txt --against-level examples/packs/tour`,
		Flags: diffCommand,
		Values: withValues(map[string][]string{
			"against-variant": {"s1", "s2", "s3k", "cd", "mania"}, "against-character": {"sonic", "tails", "knuckles"},
			"against-level": {".tmx", ".json", ".zip", ".ini"}, "against-trace": {".jsonl", ".csv"}, "png": {".png"},
		}),
	})
}

func diffCommand(fs *pflag.FlagSet) RunFunc {
	sf := addSimFlags(fs)
	frames := fs.Int("frames", 0, "compare `N` frames (default: the input script's length, the trace's with --against-trace, or 600)")
	againstLevel := fs.String("against-level", "", "compare with the same run on the level at `PATH`, another pack version (default: none; give one --against-* flag)")
	againstName := fs.String("against-name", "", "the `LEVEL` of --against-level's pack (default: --name, or the first)")
	againstVariant := fs.String("against-variant", "", "compare with the same run in game `VARIANT` (default: none)")
	againstChar := fs.String("against-character", "", "compare with the same run as `CHARACTER` (default: none)")
	againstTrace := fs.String("against-trace", "", "compare with the trace `FILE`, .jsonl or .csv (default: none)")
	pngOut := fs.String("png", "", "draw both trajectories over the level to `FILE`.png (default: no picture)")
	return func(env Env, args []string) error {
		err := runDiff(env, args, fs, sf, *frames, *againstLevel, *againstName, *againstVariant, *againstChar, *againstTrace, *pngOut)
		var ee *ExitError
		if err != nil && !errors.Is(err, ErrUsage) && !errors.As(err, &ee) {
			return &ExitError{Code: 2, Err: err}
		}
		return err
	}
}

func runDiff(env Env, args []string, fs *pflag.FlagSet, sf *simFlags, frames int, againstLevel, againstName, againstVariant, againstChar, againstTrace, pngOut string) error {
	if len(args) > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, args[0])
	}
	if *sf.level == "" {
		return fmt.Errorf("%w: --level is required", ErrUsage)
	}
	modes := 0
	for _, s := range []string{againstLevel, againstVariant, againstChar, againstTrace} {
		if s != "" {
			modes++
		}
	}
	if pngOut != "" && !strings.EqualFold(filepath.Ext(pngOut), ".png") {
		return fmt.Errorf("%w: --png %s: want a .png file", ErrUsage, pngOut)
	}
	if modes != 1 {
		return fmt.Errorf("%w: give exactly one of --against-level, --against-variant, --against-character, --against-trace", ErrUsage)
	}
	if againstName != "" && againstLevel == "" {
		return fmt.Errorf("%w: --against-name goes with --against-level", ErrUsage)
	}
	if fs.Changed("frames") && (frames < 0 || frames > traceio.MaxScriptFrames) {
		return fmt.Errorf("%w: --frames: %d is out of range (0..%d)", ErrUsage, frames, traceio.MaxScriptFrames)
	}
	su, err := sf.load("diff")
	if err != nil {
		return err
	}
	runA := trajdiff.Run{Level: su.lvl, Config: su.cfg, Start: su.start, State: su.state, Script: su.script, Frames: frames}
	if !fs.Changed("frames") {
		runA.Frames = su.script.Len()
		if *sf.inputs == "" {
			runA.Frames = 600
		}
	}
	nameA := describeRun(*sf.level, su.lvl.Name, su.cfg)
	var b trajdiff.Trajectory
	var nameB string
	runB := runA
	switch {
	case againstTrace != "":
		data, err := readIn("--against-trace", againstTrace)
		if err != nil {
			return fmt.Errorf("diff: %w", err)
		}
		b, err = trajdiff.ReadTrace(bytes.NewReader(data), againstTrace)
		if err != nil {
			return err
		}
		if !fs.Changed("frames") {
			runA.Frames = len(b)
		}
		nameB = "trace " + againstTrace
	case againstLevel != "":
		name := againstName
		if name == "" {
			name = *sf.name
		}
		l, err := levelio.LoadLevel(againstLevel, name)
		if err != nil {
			return err
		}
		runB.Level = l
		if !fs.Changed("start") && su.state == nil {
			runB.Start = l.Start
		}
		nameB = describeRun(againstLevel, l.Name, su.cfg)
	case againstVariant != "":
		v, err := physics.ParseVariant(againstVariant)
		if err != nil {
			return fmt.Errorf("%w: --against-variant: %w", ErrUsage, err)
		}
		runB.Config.Variant = v
		nameB = describeRun(*sf.level, su.lvl.Name, runB.Config)
	case againstChar != "":
		c, err := physics.ParseCharacter(againstChar)
		if err != nil {
			return fmt.Errorf("%w: --against-character: %w", ErrUsage, err)
		}
		runB.Config.Character = c
		nameB = describeRun(*sf.level, su.lvl.Name, runB.Config)
	}
	a := trajdiff.Simulate(runA, nil)
	if b == nil {
		runB.Frames = runA.Frames
		b = trajdiff.Simulate(runB, nil)
	} else if len(b) > runA.Frames {
		b = b[:runA.Frames]
	}
	d := trajdiff.Compare(a, b)
	if err := d.Write(env.Stdout, nameA, nameB); err != nil {
		return err
	}
	if pngOut != "" {
		img := trajdiff.Picture(su.lvl, a, b, d.First, nameA, nameB)
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return fmt.Errorf("diff: --png: %w", err)
		}
		if err := pack.WriteFileAtomic(pngOut, buf.Bytes()); err != nil {
			return fmt.Errorf("diff: --png: %w", err)
		}
	}
	if !d.Identical() {
		return &ExitError{Code: 1}
	}
	return nil
}

// describeRun names a run in the report: "PATH (level NAME, s2 sonic)".
func describeRun(path, level string, cfg physics.Config) string {
	return fmt.Sprintf("%s (level %s, %s %s)", strings.TrimSuffix(path, "/"), level, cfg.Variant, cfg.Character)
}

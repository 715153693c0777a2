package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/physics"
)

func init() {
	Register(&Command{
		Name:    "sim",
		Summary: "run the physics headless and write a per-frame trace",
		Run:     runSim,
	})
}

// runSim is `loopwright sim` (contracts sections 1, 3 and 4).
func runSim(env Env, args []string) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	sf := addSimFlags(fs)
	frames := fs.Int("frames", -1, "frames to simulate (default: the script's length, or 600)")
	trace := fs.String("trace", "-", "trace file, .jsonl or .csv; - for JSON lines on stdout")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	framesSet := false
	fs.Visit(func(f *flag.Flag) { framesSet = framesSet || f.Name == "frames" })
	if framesSet && (*frames < 0 || *frames > physics.MaxScriptFrames) {
		return fmt.Errorf("%w: --frames: %d is out of range (0..%d)", ErrUsage, *frames, physics.MaxScriptFrames)
	}
	if *sf.level == "" {
		return fmt.Errorf("%w: --level is required", ErrUsage)
	}
	su, err := sf.load("sim")
	if err != nil {
		return err
	}
	lvl, script := su.lvl, su.script
	n := *frames
	if !framesSet {
		n = script.Len()
		if *sf.inputs == "" {
			n = 600
		}
	}
	var out io.Writer = env.Stdout
	csv := false
	var file *os.File
	if *trace != "-" && *trace != "" {
		switch strings.ToLower(filepath.Ext(*trace)) {
		case ".csv":
			csv = true
		case ".jsonl", ".json":
		default:
			return fmt.Errorf("%w: --trace: %s: want a .jsonl or .csv file", ErrUsage, *trace)
		}
		file, err = os.Create(*trace)
		if err != nil {
			return fmt.Errorf("sim: %v", err)
		}
		out = file
	}
	bw := bufio.NewWriterSize(out, 1<<16)
	tw := physics.NewTraceWriter(bw, csv)
	tw.Objects = len(lvl.Objects) > 0
	sim := physics.New(lvl, su.cfg, su.start)
	for i := 1; i <= n; i++ {
		sim.Step(script.At(i))
		if err := tw.Write(sim.Record()); err != nil {
			break
		}
	}
	err = bw.Flush()
	if file != nil {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil && !errors.Is(err, os.ErrClosed) {
		return fmt.Errorf("sim: writing the trace: %v", err)
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

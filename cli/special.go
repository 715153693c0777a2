package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"io"
	"loopwright/traceio"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/mdcomp"
	"loopwright/pack"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/specialstage"
)

func init() {
	Register(&Command{
		Name:    "special",
		Summary: "run Sonic 1's rotating-maze special stage headless and write a per-frame trace",
		Long: `Reads a stage in the special-stage text format (docs/specialstage.md: one
character per 24x24 block: X wall, B bumper, G goal, U/D up/down, R reverse,
o ring, L 1-up, a-f emeralds, g-j glass, W, K red-white, 1-6 zone blocks,
~ ghost, + ghost switch, S start; "@rotation N" and "@angle N" lines) and
runs the rotating maze's physics (docs/specialstage.md, with Sonic 1's Obj09 where
the rules are silent) one frame per input-script frame (L, R and J; U and D are
ignored). Each frame is one JSON line: frame, x, x_sub, y, y_sub, xsp, ysp,
gsp, angle, rotation, hitting, rings, emerald, cleared, lives, continues,
phase, current.`,
		Example: `loopwright special --stage examples/special/maze.ss --frames 300 --trace maze.jsonl
loopwright special --stage examples/packs/abilities/special/rotating_maze.ss --inputs examples/packs/abilities/inputs/rotating_maze.txt --out maze.png`,
		Flags:  specialCommand,
		Values: map[string][]string{"stage": {".ss"}, "inputs": {".txt"}, "trace": {".jsonl"}, "out": {".png", ".jpg", ".gif"}},
	})
}

// specialCommand defines `loopwright special`'s flags.
func specialCommand(fs *pflag.FlagSet) RunFunc {
	stage := fs.String("stage", "", "read the stage `FILE` (.ss text format; this or --layout is required)")
	layout := fs.String("layout", "", "read a Sonic 1 stage layout `FILE` instead (sslayout/N.eni of your own s1disasm: Enigma-compressed 64x64 block ids; default: none, use --stage); needs --startpos")
	startpos := fs.String("startpos", "", "the game's start position `FILE` (startpos/ssN.bin: X, Y big-endian words; required with --layout)")
	inputs := fs.String("inputs", "", "read the input script `FILE` (default: no input)")
	frames := fs.Int("frames", 0, "simulate `N` frames (default: the input script's length, or 600 without --inputs)")
	trace := fs.String("trace", "-", "write the trace to `FILE` (.jsonl: JSON lines); - for stdout")
	out := fs.String("out", "", "also draw the last frame to `FILE` (.png, .jpg, .gif): the blocks, the player's check box and gravity (default: no image)")
	zoom := fs.Int("zoom", 2, "the image's zoom `Z` (1 to 8)")
	view := fs.String("view", "grid", "the image's `VIEW`: grid (the unrotated stage as the physics sees it, with overlays) or rotated (320x224 around the player, turned as the game shows it)")
	return func(env Env, args []string) error {
		if len(args) > 0 {
			return fmt.Errorf("%w: unexpected argument %q", ErrUsage, args[0])
		}
		if (*stage == "") == (*layout == "") {
			return fmt.Errorf("%w: give --stage or --layout (one of them)", ErrUsage)
		}
		if (*layout == "") != (*startpos == "") {
			return fmt.Errorf("%w: --layout and --startpos go together", ErrUsage)
		}
		if *zoom < 1 || *zoom > 8 {
			return fmt.Errorf("%w: --zoom: %d is not 1 to 8", ErrUsage, *zoom)
		}
		if *view != "grid" && *view != "rotated" {
			return fmt.Errorf("%w: --view: %q is not grid or rotated", ErrUsage, *view)
		}
		if t := *trace; t != "-" && t != "" {
			if ext := strings.ToLower(filepath.Ext(t)); ext != ".jsonl" && ext != ".json" {
				return fmt.Errorf("%w: --trace %s: special writes JSON lines: want a .jsonl file", ErrUsage, t)
			}
		}
		if *out != "" {
			if err := encodeImage(io.Discard, image.NewGray(image.Rect(0, 0, 1, 1)), *out); err != nil {
				return err
			}
		}
		if *frames < 0 || *frames > traceio.MaxScriptFrames {
			return fmt.Errorf("%w: --frames: %d is out of range (0..%d)", ErrUsage, *frames, traceio.MaxScriptFrames)
		}
		st, err := readStage(*stage, *layout, *startpos)
		if err != nil {
			return err
		}
		var script traceio.Script
		n := 600
		if *inputs != "" {
			data, err := readIn("--inputs", *inputs)
			if err != nil {
				return fmt.Errorf("special: %w", err)
			}
			script, err = traceio.ParseInputs(bytes.NewReader(data), *inputs)
			if err != nil {
				return err
			}
			n = script.Len()
		}
		if fs.Changed("frames") {
			n = *frames
		}
		w := env.Stdout
		var tb bytes.Buffer // a trace file is written whole (atomically)
		toFile := *trace != "-" && *trace != ""
		if toFile {
			w = &tb
		}
		bw := bufio.NewWriter(w)
		m := specialstage.New(st)
		var buf []byte
		for i := 1; i <= n; i++ {
			in := script.At(i)
			m.Step(specialstage.Input{Left: in&physics.Left != 0, Right: in&physics.Right != 0, Jump: in&physics.Jump != 0})
			buf = append(specialstage.AppendJSON(buf[:0], m.State()), '\n')
			if _, err = bw.Write(buf); err != nil {
				break
			}
		}
		if err == nil {
			err = bw.Flush()
		}
		if err == nil && toFile {
			err = pack.WriteFileAtomic(*trace, tb.Bytes())
		}
		if err != nil {
			return fmt.Errorf("special: writing the trace: %w", err)
		}
		if *out != "" {
			var b bytes.Buffer
			img := preview.SpecialStage(st, m.State(), *zoom)
			if *view == "rotated" {
				img = preview.SpecialStageRotated(st, m.State(), 320**zoom, 224**zoom, *zoom)
			}
			if err := encodeImage(&b, img, *out); err != nil {
				return fmt.Errorf("special: %s: %w", *out, err)
			}
			if err := pack.WriteFileAtomic(*out, b.Bytes()); err != nil {
				return fmt.Errorf("special: %w", err)
			}
		}
		return nil
	}
}

// readStage reads a .ss stage, or a game layout with its start position.
func readStage(stage, layout, startpos string) (*specialstage.Stage, error) {
	if stage != "" {
		data, err := readIn("--stage", stage)
		if err != nil {
			return nil, fmt.Errorf("special: %w", err)
		}
		return specialstage.Parse(bytes.NewReader(data), stage)
	}
	eni, err := readIn("--layout", layout)
	if err != nil {
		return nil, fmt.Errorf("special: %w", err)
	}
	raw, err := mdcomp.EnigmaDecodeMax(eni, specialstage.LayoutSize*specialstage.LayoutSize)
	if err != nil {
		return nil, fmt.Errorf("special: %s: %w", layout, err)
	}
	pos, err := readIn("--startpos", startpos)
	if err != nil {
		return nil, fmt.Errorf("special: %w", err)
	}
	if len(pos) < 4 {
		return nil, fmt.Errorf("special: %s: %d bytes; a start position is 4 (X, Y words)", startpos, len(pos))
	}
	st, err := specialstage.FromLayout(raw, int(pos[0])<<8|int(pos[1]), int(pos[2])<<8|int(pos[3]))
	if err != nil {
		return nil, fmt.Errorf("special: %s: %w", layout, err)
	}
	return st, nil
}

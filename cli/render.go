package cli

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"

	"loopwright/physics"
	"loopwright/preview"
)

func init() {
	Register(&Command{
		Name:    "render",
		Summary: "draw the preview with every overlay after frame N to a PNG",
		Run:     runRender,
	})
}

// maxRenderFrames bounds --frame like sim's --frames.
const maxRenderFrames = physics.MaxScriptFrames

// runRender is `loopwright render --level PATH [--inputs FILE] --frame N
// --out FILE.png` (contracts section 1): it runs the physics N frames with
// the input script and draws the 320x224 screen area plus a margin around
// the player, at zoom 2, with every overlay and the legend.
func runRender(env Env, args []string) error {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	sf := addSimFlags(fs)
	frame := fs.Int("frame", -1, "frames to simulate before drawing (0: the spawn)")
	out := fs.String("out", "", "PNG file to write")
	zoom := fs.Int("zoom", 2, "zoom, 1 to 8")
	margin := fs.Int("margin", 32, "level pixels shown around the 320x224 screen area")
	legend := fs.Bool("legend", true, "draw the legend right of the view")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %v", ErrUsage, err)
	}
	switch {
	case fs.NArg() > 0:
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	case *sf.level == "":
		return fmt.Errorf("%w: --level is required", ErrUsage)
	case *out == "":
		return fmt.Errorf("%w: --out FILE.png is required", ErrUsage)
	case *frame < 0:
		return fmt.Errorf("%w: --frame N is required (a number of frames, 0 or more)", ErrUsage)
	case *frame > maxRenderFrames:
		return fmt.Errorf("%w: --frame: %d is more than %d", ErrUsage, *frame, maxRenderFrames)
	case *zoom < 1 || *zoom > preview.MaxZoom:
		return fmt.Errorf("%w: --zoom: %d is not 1 to %d", ErrUsage, *zoom, preview.MaxZoom)
	case *margin < 0 || *margin > 4096:
		return fmt.Errorf("%w: --margin: %d is not 0 to 4096", ErrUsage, *margin)
	}
	su, err := sf.load("render")
	if err != nil {
		return err
	}
	lvl, cfg := su.lvl, su.cfg
	sim := physics.New(lvl, cfg, su.start)
	for i := 1; i <= *frame; i++ {
		sim.Step(su.script.At(i))
	}
	var sc preview.Scene
	preview.FromRecord(&sc, lvl, sim.Record(), cfg)
	opt := preview.Options{BlockGrid: true, ChunkGrid: true, Overlays: preview.AllOverlays}
	img := preview.Snapshot(lvl, &sc, preview.SnapshotOptions{Options: opt, Zoom: *zoom, Margin: *margin, Legend: *legend})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("render: %s: %v", *out, err)
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("render: %v", err)
	}
	return nil
}

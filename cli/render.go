package cli

import (
	"bytes"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"loopwright/traceio"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"loopwright/pack"
	"loopwright/preview"
)

func init() {
	Register(&Command{
		Name:    "render",
		Summary: "draw the preview with every overlay after frame N to an image",
		Long: `Runs the physics N frames with the input script, then draws the 320x224
screen area around the player plus a margin, with the block and chunk grids,
every debug overlay (sensors, hitbox, solid boxes) and the legend. The image
format follows --out's extension: .png, .jpg/.jpeg or .gif.`,
		Example: `loopwright render --level examples/packs/tour --name loop --frame 0 --out spawn.png
loopwright render --level examples/packs/tour --name loop --inputs examples/packs/tour/inputs/loop.txt --frame 262 --zoom 3 --out ceiling.jpg`,
		Flags:  renderCommand,
		Values: withValues(map[string][]string{"out": {".png", ".jpg", ".jpeg", ".gif"}, "shield": playerValues["shield"]}),
	})
}

// renderCommand defines render's flags and returns the command.
func renderCommand(fs *pflag.FlagSet) RunFunc {
	o := &renderOpts{sf: addSimFlags(fs), p2: addP2Flags(fs), pf: addPlayerFlags(fs, false)}
	fs.IntVar(&o.frame, "frame", 0, "draw the level as it stands after frame `N` (0: at the spawn; required)")
	fs.StringVar(&o.out, "out", "", "write the image to `FILE`: .png, .jpg, .jpeg or .gif (required)")
	fs.IntVar(&o.zoom, "zoom", 2, fmt.Sprintf("draw each level pixel as `Z`xZ pixels, 1 to %d", preview.MaxZoom))
	fs.IntVar(&o.margin, "margin", 32, "show `PX` level pixels around the 320x224 screen area")
	fs.BoolVar(&o.legend, "legend", true, "draw the legend right of the view (--legend=false: none)")
	fs.BoolVar(&o.sprites, "sprites", true, "draw a SonLVL project's objects with their sprites, from its object definitions (--sprites=false: a labelled cross each)")
	return func(env Env, args []string) error {
		o.frameGiven = fs.Changed("frame")
		return runRender(env, args, o)
	}
}

type renderOpts struct {
	sf                  *simFlags
	p2                  *p2Flags     // the second player: simp2.go
	pf                  *playerFlags // the run settings (shield, super, hyper, ...): simplayer.go
	frame, zoom, margin int
	out                 string
	legend, frameGiven  bool
	sprites             bool
}

// encodeImage writes img to w in the format path's extension names.
func encodeImage(w io.Writer, img image.Image, path string) error {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png":
		return png.Encode(w, img)
	case ".jpg", ".jpeg":
		return jpeg.Encode(w, img, &jpeg.Options{Quality: 95})
	case ".gif":
		return gif.Encode(w, img, nil)
	default:
		return fmt.Errorf("%w: --out %s: unknown image format %q (want .png, .jpg, .jpeg or .gif)", ErrUsage, path, ext)
	}
}

// maxRenderFrames bounds --frame like sim's --frames.
const maxRenderFrames = traceio.MaxScriptFrames

// runRender is `loopwright render --level PATH [--inputs FILE] --frame N
// --out FILE.png` (docs/cli.md): it runs the physics N frames with
// the input script and draws the 320x224 screen area plus a margin around
// the player, at zoom 2, with every overlay and the legend.
func runRender(env Env, args []string, o *renderOpts) error {
	sf, frame, out, zoom, margin, legend := o.sf, &o.frame, &o.out, &o.zoom, &o.margin, &o.legend
	switch {
	case len(args) > 0:
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, args[0])
	case *sf.level == "":
		return fmt.Errorf("%w: --level is required", ErrUsage)
	case *out == "":
		return fmt.Errorf("%w: --out FILE.png is required", ErrUsage)
	}
	if err := encodeImage(io.Discard, image.NewGray(image.Rect(0, 0, 1, 1)), *out); err != nil {
		return err
	}
	switch {
	case !o.frameGiven:
		return fmt.Errorf("%w: --frame N is required (a number of frames, 0 or more)", ErrUsage)
	case *frame < 0:
		return fmt.Errorf("%w: --frame: %d is out of range (0 or more)", ErrUsage, *frame)
	case *frame > maxRenderFrames:
		return fmt.Errorf("%w: --frame: %d is more than %d", ErrUsage, *frame, maxRenderFrames)
	case *zoom < 1 || *zoom > preview.MaxZoom:
		return fmt.Errorf("%w: --zoom: %d is not 1 to %d", ErrUsage, *zoom, preview.MaxZoom)
	case *margin < 0 || *margin > 4096:
		return fmt.Errorf("%w: --margin: %d is not 0 to 4096", ErrUsage, *margin)
	}
	if err := o.pf.check(); err != nil {
		return err
	}
	su, err := sf.load("render")
	if err != nil {
		return err
	}
	o.pf.level(su.lvl)
	su.cfg.Run = o.pf.run()
	lvl, cfg := su.lvl, su.cfg
	if cfg.P2, err = o.p2.config(); err != nil {
		return err
	}
	sim := su.newSim(lvl, cfg)
	for i := 1; i <= *frame; i++ {
		o.p2.step(sim, i)
		sim.Step(su.script.At(i))
	}
	var sc preview.Scene
	preview.FromRecord(&sc, lvl, sim.Record(), cfg)
	preview.SimObjects(&sc, sim, nil)
	if rec := sim.Record(); *frame > 0 {
		sc.Camera = preview.Camera{Valid: true, X: rec.CameraX, Y: rec.CameraY}
	}
	opt := preview.Options{BlockGrid: true, ChunkGrid: true, Overlays: preview.AllOverlays}
	if !o.sprites {
		opt.Overlays &^= preview.OverlaySprites
	}
	img := preview.Snapshot(lvl, &sc, preview.SnapshotOptions{Options: opt, Zoom: *zoom, Margin: *margin, Legend: *legend})
	var buf bytes.Buffer
	if err := encodeImage(&buf, img, *out); err != nil {
		return fmt.Errorf("render: %s: %w", *out, err)
	}
	if err := pack.WriteFileAtomic(*out, buf.Bytes()); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	return nil
}

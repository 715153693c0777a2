package session

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"image/gif"
	"io"
	"loopwright/traceio"

	"loopwright/physics"
	"loopwright/preview"
)

// TimelineSpan is one span of an input timeline, for the editor to draw:
// frames Start..Start+Len-1 (1-based) hold Buttons.
type TimelineSpan struct {
	Start, Len int
	Buttons    physics.Input
}

// SpansOf returns the timeline spans of sc, in order.
func SpansOf(sc traceio.Script) []TimelineSpan {
	out := make([]TimelineSpan, 0, len(sc.Spans))
	f := 1
	for _, sp := range sc.Spans {
		out = append(out, TimelineSpan{Start: f, Len: sp.Count, Buttons: sp.Buttons})
		f += sp.Count
	}
	return out
}

// ScriptTimeline returns the spans of the loaded script (nil without one).
func (s *Session) ScriptTimeline() []TimelineSpan {
	if !s.hasScript {
		return nil
	}
	return SpansOf(s.script)
}

// RecordingTimeline returns the spans of the recorded input.
func (s *Session) RecordingTimeline() []TimelineSpan {
	return SpansOf(s.RecordedScript())
}

// RecordedScript returns the recorded input of frames 1..Len() as an input
// script (docs/cli.md, input scripts).
func (s *Session) RecordedScript() traceio.Script {
	var sc traceio.Script
	for _, in := range s.inputs {
		sc.Add(1, in)
	}
	return sc
}

// WriteScript writes the recording as an input script (docs/cli.md, input scripts
// , traceio.Script.Format) after a comment line naming its length.
// Replaying it (traceio.ParseInputs, LoadScript or `loopwright sim
// --inputs`) from the same start gives the same trace.
func (s *Session) WriteScript(w io.Writer) error {
	sc := s.RecordedScript()
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# loopwright input recording: %d frames\n", s.Len())
	if err := sc.Format(bw); err != nil {
		return fmt.Errorf("session: writing the input script: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("session: writing the input script: %w", err)
	}
	return nil
}

// WriteTrace writes the trace (docs/cli.md, trace) of frames from..to
// (clamped to 1..Len()) as JSON lines, or CSV with csv set, with
// traceio.TraceWriter exactly as `loopwright sim` does (object keys when
// the level has objects). WriteTrace(w, false, 1, s.Len()) of a session
// equals `loopwright sim` run with its recorded script.
func (s *Session) WriteTrace(w io.Writer, csv bool, from, to int) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	tw := traceio.NewTraceWriter(bw, csv)
	tw.Objects = len(s.keys[0].level.Objects) > 0 || len(s.level.Objects) > 0
	var err error
	s.Records(max(from, 1), to, func(r *physics.FrameRecord) bool {
		err = tw.Write(r)
		return err == nil
	})
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return fmt.Errorf("session: writing the trace: %w", err)
	}
	return nil
}

// FrameRenderer draws one frame of a session. It is the hook through
// which exports use the renderer (CameraRenderer, SnapshotRenderer) or any
// other drawing; the image it returns is only read until the next call,
// and v only during the call.
type FrameRenderer func(v *FrameView) image.Image

// SnapshotRenderer returns a FrameRenderer drawing each frame with
// Snapshot (the 320x224 screen area centred on the player plus
// so.Margin) and the overlays of so.Options, the scene built by
// FromRecord with the game camera.
func SnapshotRenderer(cfg physics.Config, so preview.SnapshotOptions) FrameRenderer {
	var sc preview.Scene
	return func(v *FrameView) image.Image {
		preview.FromRecord(&sc, v.Level, v.Record, cfg)
		sc.Camera = v.Camera
		return preview.Snapshot(v.Level, &sc, so)
	}
}

// CameraRenderer returns a FrameRenderer drawing what the game camera
// shows (docs/physics.md "Camera"): the 320x224 screen plus margin level pixels on each
// side, at zoom (0 means 1), with the overlays of opt. It reuses one
// Renderer and one image, so a long export allocates little.
func CameraRenderer(cfg physics.Config, opt preview.Options, zoom, margin int) FrameRenderer {
	var (
		r   preview.Renderer
		sc  preview.Scene
		dst *image.RGBA
	)
	if zoom == 0 {
		zoom = 1
	}
	margin = max(margin, 0)
	return func(v *FrameView) image.Image {
		z := preview.Viewport{Zoom: zoom}.Z()
		w, h := (preview.ScreenW+2*margin)*z, (preview.ScreenH+2*margin)*z
		if dst == nil || dst.Rect.Dx() != w || dst.Rect.Dy() != h {
			dst = image.NewRGBA(image.Rect(0, 0, w, h))
		}
		preview.FromRecord(&sc, v.Level, v.Record, cfg)
		sc.Camera = v.Camera
		vp := preview.Viewport{X: v.Camera.X - margin, Y: v.Camera.Y - margin, Zoom: z}
		r.Render(dst, v.Level, vp, &sc, opt)
		return dst
	}
}

// GIFOptions says how WriteGIF encodes an animation.
type GIFOptions struct {
	// Every keeps one frame in Every (0 or 1: every frame). The delays
	// keep real time: 60 frames are one second.
	Every int
	// Dither uses Floyd-Steinberg error diffusion instead of the nearest
	// palette colour (smoother gradients, bigger files).
	Dither bool
	// Loop is the GIF loop count: 0 loops forever, -1 plays once.
	Loop int
}

// MaxGIFFrames bounds the number of images in one exported GIF, and
// MaxGIFPixels their total pixels (the encoder holds them all: one byte a
// pixel).
const (
	MaxGIFFrames = 3600
	MaxGIFPixels = 256 << 20
)

// WriteGIF writes an animated GIF of frames from..to (clamped to
// 0..Len()) drawn by render, quantized to the fixed Plan 9 palette
// (palette.Plan9), with delays that keep 60 frames a second.
func (s *Session) WriteGIF(w io.Writer, from, to int, render FrameRenderer, opt GIFOptions) error {
	if render == nil {
		return errors.New("session: GIF export: no frame renderer")
	}
	every := max(opt.Every, 1)
	from, to = max(from, 0), min(to, len(s.inputs))
	if from > to {
		return fmt.Errorf("session: GIF export: empty frame range %d..%d", from, to)
	}
	if n := (to-from)/every + 1; n > MaxGIFFrames {
		return fmt.Errorf("session: GIF export: %d images, more than %d (use a shorter range or GIFOptions.Every)", n, MaxGIFFrames)
	}
	q := newQuantizer(palette.Plan9, opt.Dither)
	anim := &gif.GIF{LoopCount: opt.Loop}
	i, pixels := 0, 0
	var tooBig error
	s.replay(from, to, func(v *FrameView) bool {
		if (v.Record.Frame-from)%every != 0 {
			return true
		}
		img := render(v)
		if pixels += img.Bounds().Dx() * img.Bounds().Dy(); pixels > MaxGIFPixels {
			tooBig = fmt.Errorf("session: GIF export: more than %d pixels in all (use a shorter range, a smaller zoom or GIFOptions.Every)", MaxGIFPixels)
			return false
		}
		anim.Image = append(anim.Image, q.paletted(img))
		// Delays in 1/100 s for frames at 60 fps, without drift.
		d := (i+1)*every*100/60 - i*every*100/60
		anim.Delay = append(anim.Delay, max(d, 1))
		i++
		return true
	})
	if tooBig != nil {
		return tooBig
	}
	if err := gif.EncodeAll(w, anim); err != nil {
		return fmt.Errorf("session: GIF export: %w", err)
	}
	return nil
}

// quantizer maps images to a fixed palette, remembering the nearest
// palette index of each colour met (lookups only, so the result does not
// depend on map order).
type quantizer struct {
	pal    color.Palette
	dither bool
	memo   map[uint32]uint8
}

func newQuantizer(p color.Palette, dither bool) *quantizer {
	return &quantizer{pal: p, dither: dither, memo: make(map[uint32]uint8)}
}

func (q *quantizer) paletted(img image.Image) *image.Paletted {
	b := img.Bounds()
	dst := image.NewPaletted(image.Rect(0, 0, b.Dx(), b.Dy()), q.pal)
	if q.dither {
		draw.FloydSteinberg.Draw(dst, dst.Rect, img, b.Min)
		return dst
	}
	rgba, ok := img.(*image.RGBA)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			var c color.RGBA
			if ok {
				o := rgba.PixOffset(b.Min.X+x, b.Min.Y+y)
				c = color.RGBA{rgba.Pix[o], rgba.Pix[o+1], rgba.Pix[o+2], rgba.Pix[o+3]}
			} else {
				c = color.RGBAModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
			}
			key := uint32(c.R)<<24 | uint32(c.G)<<16 | uint32(c.B)<<8 | uint32(c.A)
			idx, seen := q.memo[key]
			if !seen {
				idx = uint8(q.pal.Index(c))
				q.memo[key] = idx
			}
			dst.Pix[y*dst.Stride+x] = idx
		}
	}
	return dst
}

// WriteFramePNG draws the current frame with render and writes it as a
// PNG.
func (s *Session) WriteFramePNG(w io.Writer, render FrameRenderer) error {
	if render == nil {
		return errors.New("session: PNG export: no frame renderer")
	}
	return preview.WritePNG(w, render(&FrameView{Level: s.sim.Level(), Record: s.sim.Record(), Camera: s.cam.Camera()}))
}

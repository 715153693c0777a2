package session

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"loopwright/traceio"
	"strings"
	"testing"

	"loopwright/physics"
	"loopwright/preview"
)

// Recording a live session, exporting its script and replaying the script
// gives an identical trace (docs/cli.md (input scripts, trace)).
func TestSession_RecordReplay(t *testing.T) {
	const n = 2000
	live := newTestSession()
	playInputs(live, n)
	live.JumpTo(700) // the cursor does not matter to exports
	var script, trace1 bytes.Buffer
	if err := live.WriteScript(&script); err != nil {
		t.Fatal(err)
	}
	if err := live.WriteTrace(&trace1, false, 1, live.Len()); err != nil {
		t.Fatal(err)
	}
	sc, err := traceio.ParseInputs(bytes.NewReader(script.Bytes()), "recording")
	if err != nil {
		t.Fatalf("the exported script does not parse: %v\n%s", err, script.String())
	}
	if sc.Len() != n {
		t.Fatalf("script covers %d frames, want %d", sc.Len(), n)
	}
	replay := New(live.Level(), live.Config(), live.Start())
	replay.SetHeld(physics.Left) // must not leak into scripted frames
	replay.LoadScript(sc)
	replay.Play()
	for replay.Playing() {
		replay.Tick(MaxTickBacklog)
	}
	if replay.Frame() != n {
		t.Fatalf("replay stopped at frame %d, want %d", replay.Frame(), n)
	}
	var trace2 bytes.Buffer
	if err := replay.WriteTrace(&trace2, false, 1, replay.Len()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(trace1.Bytes(), trace2.Bytes()) {
		t.Fatalf("replayed trace differs from the recorded one")
	}
	// And both equal what `loopwright sim` writes: a plain loop over the
	// script with traceio.TraceWriter.
	var trace3 bytes.Buffer
	tw := traceio.NewTraceWriter(&trace3, false)
	lvl := live.Level()
	sim := physics.New(lvl, physics.Config{}, lvl.Start)
	for f := 1; f <= sc.Len(); f++ {
		sim.Step(sc.At(f))
		if err := tw.Write(sim.Record()); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(trace1.Bytes(), trace3.Bytes()) {
		t.Fatalf("session trace differs from a plain sim run")
	}
	if lines := strings.Count(trace1.String(), "\n"); lines != n {
		t.Errorf("trace has %d lines, want %d", lines, n)
	}
}

func TestSession_WriteTrace_CSV(t *testing.T) {
	s := newTestSession()
	playInputs(s, 120)
	var b bytes.Buffer
	if err := s.WriteTrace(&b, true, 0, 500); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if lines[0] != traceio.CSVHeader || len(lines) != 121 {
		t.Fatalf("CSV: %d lines, header %q", len(lines), lines[0])
	}
	if !strings.HasPrefix(lines[1], "1,") || !strings.HasPrefix(lines[120], "120,") {
		t.Errorf("CSV rows are not frames 1..120: %q .. %q", lines[1], lines[120])
	}
}

func TestSpansOf(t *testing.T) {
	var sc traceio.Script
	sc.Add(120, physics.Right)
	sc.Add(30, physics.Right|physics.Jump)
	sc.Add(60, 0)
	want := []TimelineSpan{{1, 120, physics.Right}, {121, 30, physics.Right | physics.Jump}, {151, 60, 0}}
	got := SpansOf(sc)
	if len(got) != len(want) {
		t.Fatalf("SpansOf: %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("span %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	s := newTestSession()
	if s.ScriptTimeline() != nil {
		t.Errorf("timeline without a script")
	}
	s.LoadScript(sc)
	if tl := s.ScriptTimeline(); len(tl) != 3 || tl[2] != want[2] {
		t.Errorf("ScriptTimeline: %v", tl)
	}
	s.JumpTo(s.Limit())
	if tl := s.RecordingTimeline(); len(tl) != 3 || tl[1] != want[1] {
		t.Errorf("RecordingTimeline: %v", tl)
	}
}

func TestSession_WriteGIF(t *testing.T) {
	s := newTestSession()
	playInputs(s, 60)
	render := SnapshotRenderer(s.Config(), preview.SnapshotOptions{Options: preview.Options{Overlays: preview.AllOverlays}, Zoom: 1})
	var b bytes.Buffer
	if err := s.WriteGIF(&b, 10, 30, render, GIFOptions{Every: 2}); err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(&b)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 11 {
		t.Fatalf("%d images, want 11", len(g.Image))
	}
	total := 0
	for _, d := range g.Delay {
		total += d
	}
	if total != 11*2*100/60 {
		t.Errorf("delays total %d/100 s, want %d", total, 11*2*100/60)
	}
	if sz := g.Image[0].Bounds().Size(); sz != (image.Point{preview.ScreenW, preview.ScreenH}) {
		t.Errorf("image size %v", sz)
	}
	// Frames differ (the player moves).
	if bytes.Equal(g.Image[0].Pix, g.Image[10].Pix) {
		t.Errorf("first and last images are the same")
	}
	// Dithered export also works.
	b.Reset()
	if err := s.WriteGIF(&b, 0, 3, render, GIFOptions{Dither: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteGIF(&b, 0, 3, nil, GIFOptions{}); err == nil {
		t.Errorf("no renderer: no error")
	}
	if err := s.WriteGIF(&b, 50, 10, render, GIFOptions{}); err == nil {
		t.Errorf("empty range: no error")
	}
}

func TestQuantizer_Exact(t *testing.T) {
	img := image.NewRGBA(image.Rect(3, 4, 7, 6))
	img.Set(3, 4, color.RGBA{255, 0, 0, 255})
	img.Set(6, 5, color.RGBA{0, 0, 255, 255})
	q := newQuantizer(color.Palette{color.RGBA{0, 0, 0, 255}, color.RGBA{255, 0, 0, 255}, color.RGBA{0, 0, 255, 255}}, false)
	p := q.paletted(img)
	if p.ColorIndexAt(0, 0) != 1 || p.ColorIndexAt(3, 1) != 2 || p.ColorIndexAt(1, 1) != 0 {
		t.Errorf("quantized pixels wrong: %v", p.Pix)
	}
}

func TestSession_WriteFramePNG(t *testing.T) {
	s := newTestSession()
	playInputs(s, 30)
	var b bytes.Buffer
	render := func(v *FrameView) image.Image {
		if v.Record.Frame != 30 || v.Level != s.Level() || v.Camera != s.Camera() {
			t.Errorf("renderer got frame %d", v.Record.Frame)
		}
		return image.NewRGBA(image.Rect(0, 0, 8, 5))
	}
	if err := s.WriteFramePNG(&b, render); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil || img.Bounds().Dx() != 8 {
		t.Fatalf("PNG: %v %v", err, img)
	}
}

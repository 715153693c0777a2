package playback

import (
	"testing"
	"time"

	"loopwright/chunkgen"
	"loopwright/layers"
	"loopwright/physics"
)

// loopLevel returns a generated loop of radius r.
func loopLevel(t *testing.T, r int) *layers.Level {
	t.Helper()
	g, err := chunkgen.Generate(chunkgen.Spec{Shape: "loop", Radius: float64(r)})
	if err != nil {
		t.Fatal(err)
	}
	return g.Level
}

// traceRecords simulates lvl with the given input for n frames, as the
// headless sim command does.
func traceRecords(lvl *layers.Level, cfg physics.Config, in physics.Input, n int) []physics.FrameRecord {
	s := physics.New(lvl, cfg, lvl.Start)
	out := []physics.FrameRecord{*s.Record()}
	for range n {
		s.Step(in)
		out = append(out, *s.Record())
	}
	return out
}

func TestPlayController_StepsMatchTrace(t *testing.T) {
	lvl := loopLevel(t, 128)
	c := NewPlayController()
	c.SetLevel(lvl)
	c.SetButtons(physics.Right)
	c.Play()
	if n := c.Advance(120); n != 120 {
		t.Fatalf("advanced %d frames", n)
	}
	want := traceRecords(lvl, physics.Config{}, physics.Right, 120)
	rec, _ := c.Record()
	if rec.X != want[120].X || rec.Y != want[120].Y || rec.GSpeed != want[120].GSpeed {
		t.Fatalf("frame 120: got %v,%v gsp %v want %v,%v gsp %v", rec.X, rec.Y, rec.GSpeed, want[120].X, want[120].Y, want[120].GSpeed)
	}
	c.StepBack()
	if c.Frame() != 119 || c.Playing() {
		t.Fatalf("step back: frame %d playing %v", c.Frame(), c.Playing())
	}
	rec, _ = c.Record()
	if rec.X != want[119].X {
		t.Fatalf("frame 119 x %v want %v", rec.X, want[119].X)
	}
	c.JumpTo(30)
	rec, _ = c.Record()
	if c.Frame() != 30 || rec.X != want[30].X {
		t.Fatalf("jump: frame %d x %v want %v", c.Frame(), rec.X, want[30].X)
	}
	// Graph samples come from the same frames.
	from, s := c.Samples(0, 120)
	if from != 0 || len(s) != 121 {
		t.Fatalf("samples %d..%d", from, len(s))
	}
	for f := range s {
		if s[f].GSpeed != want[f].GSpeed || s[f].Angle != want[f].Angle {
			t.Fatalf("sample %d: gsp %v want %v", f, s[f].GSpeed, want[f].GSpeed)
		}
	}
}

func TestPlayController_EditThenPlayRestarts(t *testing.T) {
	lvl := loopLevel(t, 128)
	c := NewPlayController()
	c.SetLevel(lvl)
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(100)
	c.Pause()
	before, _ := c.Record()
	// Edit: the floor under the run-up disappears (a hole the player falls in).
	for bx := 0; bx < lvl.Width; bx++ {
		for by := 0; by < lvl.Height; by++ {
			if err := lvl.SetBlock(bx, by, layers.Block{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	c.LevelEdited()
	if !c.Stale() {
		t.Fatal("not stale after an edit")
	}
	c.Play()
	if c.Frame() != 0 || c.Stale() {
		t.Fatalf("Play after an edit: frame %d stale %v", c.Frame(), c.Stale())
	}
	c.Advance(100)
	after, _ := c.Record()
	if after.Grounded || after.Y <= before.Y {
		t.Fatalf("the edit is not in effect: grounded %v y %v (before %v)", after.Grounded, after.Y, before.Y)
	}
}

func TestPlayController_ResumeHere(t *testing.T) {
	lvl := loopLevel(t, 128)
	c := NewPlayController()
	c.SetLevel(lvl)
	c.SetButtons(physics.Right)
	c.Play()
	c.Advance(50)
	c.Pause()
	for bx := 0; bx < lvl.Width; bx++ {
		for by := 0; by < lvl.Height; by++ {
			if err := lvl.SetBlock(bx, by, layers.Block{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	c.LevelEdited()
	c.ResumeHere()
	if c.Frame() != 50 || !c.Playing() {
		t.Fatalf("resume: frame %d playing %v", c.Frame(), c.Playing())
	}
	c.Advance(5)
	r, _ := c.Record()
	if r.Grounded {
		t.Fatal("resumed run still stands on the removed floor")
	}
}

// TestPlayController_Pump: Pump runs the ticks the clock says are due
// (60 a second), none while paused, and at most MaxCatchUp after a stall.
func TestPlayController_Pump(t *testing.T) {
	var clk ManualClock
	c := NewPlayController()
	c.SetClock(&clk)
	c.SetLevel(loopLevel(t, 128))
	c.SetButtons(physics.Right)
	if n := c.Pump(); n != 0 {
		t.Fatalf("paused pump ran %d frames", n)
	}
	clk.Advance(time.Second)
	c.Pump() // paused: the second does not count
	c.Play()
	if n := c.Pump(); n != 0 || c.Frame() != 0 {
		t.Fatalf("first pump after Play ran %d frames", n)
	}
	clk.Advance(TickPeriod / 2)
	if n := c.Pump(); n != 0 {
		t.Fatalf("half a tick ran %d frames", n)
	}
	clk.Advance(TickPeriod/2 + 2*TickPeriod)
	if n := c.Pump(); n != 3 || c.Frame() != 3 {
		t.Fatalf("3 ticks ran %d frames, at frame %d", n, c.Frame())
	}
	clk.Advance(10 * time.Second) // a stall
	if n := c.Pump(); n != MaxCatchUp {
		t.Fatalf("after a stall: %d frames, want %d", n, MaxCatchUp)
	}
	clk.Advance(TickPeriod)
	if n := c.Pump(); n != 1 || c.Frame() != 3+MaxCatchUp+1 {
		t.Fatalf("after the stall: %d frames, at frame %d", n, c.Frame())
	}
	c.Pause()
	clk.Advance(time.Second)
	if n := c.Pump(); n != 0 {
		t.Fatalf("paused: %d frames", n)
	}
}

// TestPlayController_SetStartAt: a start other than the level's (a project
// level's other start position) is where frame 0 stands, it survives an
// edit's restart, nil gives the level's start back, and another level
// drops it.
func TestPlayController_SetStartAt(t *testing.T) {
	lvl := loopLevel(t, 128)
	c := NewPlayController()
	c.SetLevel(lvl)
	p := layers.Point{X: lvl.Start.X + 48, Y: lvl.Start.Y}
	c.SetStartAt(&p)
	rec, _ := c.Record()
	if rec.X.Pixel() != p.X {
		t.Fatalf("frame 0 at x %v, want %d", rec.X, p.X)
	}
	c.LevelEdited()
	if rec, _ := c.Record(); rec.X.Pixel() != p.X {
		t.Errorf("after an edit: x %v, want %d", rec.X, p.X)
	}
	c.SetStartAt(nil)
	if rec, _ := c.Record(); rec.X.Pixel() != lvl.Start.X {
		t.Errorf("nil start: x %v, want the level's %d", rec.X, lvl.Start.X)
	}
	c.SetStartAt(&p)
	c.SetLevel(loopLevel(t, 96))
	if c.StartAt() != nil {
		t.Error("another level kept the start")
	}
}

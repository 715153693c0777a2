package session

import (
	"loopwright/traceio"
	"runtime"
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// referenceRun simulates n frames of sessionInputs directly with the
// physics package and returns the records of frames 0..n.
func referenceRun(lvl *layers.Level, n int) []physics.FrameRecord {
	sim := physics.New(lvl, physics.Config{}, lvl.Start)
	recs := make([]physics.FrameRecord, 0, n+1)
	recs = append(recs, *sim.Record())
	for f := 1; f <= n; f++ {
		sim.Step(sessionInputs(f))
		recs = append(recs, *sim.Record())
	}
	return recs
}

func TestSession_StepForward(t *testing.T) {
	s := newTestSession()
	ref := referenceRun(s.Level(), 600)
	if *s.Record() != ref[0] {
		t.Fatalf("frame 0 differs from the spawn state")
	}
	for f := 1; f <= 600; f++ {
		s.SetHeld(sessionInputs(f))
		if !s.StepForward() {
			t.Fatalf("frame %d: StepForward refused", f)
		}
		if s.Frame() != f || s.Len() != f {
			t.Fatalf("frame %d: Frame %d Len %d", f, s.Frame(), s.Len())
		}
		if *s.Record() != ref[f] {
			t.Fatalf("frame %d: record differs from a plain physics run", f)
		}
	}
	// The run must go somewhere for the other tests to mean anything.
	if ref[600].X == ref[0].X {
		t.Fatalf("the player did not move")
	}
}

// Stepping back then forward must reproduce the same frames exactly.
func TestSession_StepBack(t *testing.T) {
	const n = 1000
	s := newTestSession()
	ref := referenceRun(s.Level(), n)
	playInputs(s, n)
	s.SetHeld(0) // replays must not read the live buttons
	for f := n - 1; f >= 0; f-- {
		if !s.StepBack() {
			t.Fatalf("StepBack refused at frame %d", f+1)
		}
		if s.Frame() != f || *s.Record() != ref[f] {
			t.Fatalf("back to frame %d: got frame %d, record differs: %v", f, s.Frame(), *s.Record() != ref[f])
		}
	}
	if s.StepBack() {
		t.Fatalf("StepBack at frame 0 moved")
	}
	for f := 1; f <= n; f++ {
		if !s.Replaying() {
			t.Fatalf("frame %d: not replaying", f)
		}
		s.StepForward()
		if *s.Record() != ref[f] {
			t.Fatalf("forward again to frame %d: record differs", f)
		}
	}
	if s.Len() != n {
		t.Fatalf("Len %d after replay, want %d", s.Len(), n)
	}
}

// With objects, keyframes must hold the objects' state too: stepping back
// and forward reproduces every frame, and JumpTo matches a plain run.
func TestSession_StepBack_Objects(t *testing.T) {
	const n = 1200
	lvl := sessionObjectsLevel()
	s := New(lvl, physics.Config{}, lvl.Start)
	ref := referenceRun(lvl, n)
	playInputs(s, n)
	for f := n; f >= 0; f-- {
		s.JumpTo(f)
		if *s.Record() != ref[f] {
			t.Fatalf("back to frame %d: record differs", f)
		}
	}
	for f := 1; f <= n; f++ {
		s.StepForward()
		if *s.Record() != ref[f] {
			t.Fatalf("forward again to frame %d: record differs", f)
		}
	}
}

func TestSession_StepBack_Allocs(t *testing.T) {
	s := newTestSession()
	playInputs(s, 600)
	allocs := testing.AllocsPerRun(50, func() {
		s.StepBack()
		s.StepForward()
	})
	if allocs != 0 {
		t.Errorf("StepBack + StepForward allocate %v times", allocs)
	}
}

func TestSession_JumpTo(t *testing.T) {
	const n = 900
	s := newTestSession()
	ref := referenceRun(s.Level(), n)
	playInputs(s, n)
	for _, f := range []int{0, 1, 59, 60, 61, 899, 900, 450, 451, 120, 121, 119, 300, 900, 5} {
		s.JumpTo(f)
		if s.Frame() != f || *s.Record() != ref[f] {
			t.Fatalf("JumpTo(%d): frame %d, record differs", f, s.Frame())
		}
	}
	s.JumpTo(-5)
	if s.Frame() != 0 {
		t.Errorf("JumpTo(-5): frame %d, want 0", s.Frame())
	}
	s.JumpTo(n + 100)
	if s.Frame() != n {
		t.Errorf("JumpTo past the recording: frame %d, want %d", s.Frame(), n)
	}
	// Records and RecordAt replay without moving the cursor.
	s.JumpTo(333)
	for _, f := range []int{0, 60, 61, 700, 333} {
		r, ok := s.RecordAt(f)
		if !ok || r != ref[f] {
			t.Errorf("RecordAt(%d) differs (ok %v)", f, ok)
		}
	}
	if _, ok := s.RecordAt(n + 1); ok {
		t.Errorf("RecordAt past the end: ok")
	}
	got := 0
	s.Records(100, 250, func(r *physics.FrameRecord) bool {
		if *r != ref[100+got] {
			t.Fatalf("Records: frame %d differs", r.Frame)
		}
		got++
		return true
	})
	if got != 151 || s.Frame() != 333 {
		t.Errorf("Records gave %d records, cursor %d", got, s.Frame())
	}
}

func TestSession_Tick(t *testing.T) {
	cases := []struct {
		speed Speed
		ticks []int
		want  int
	}{
		{Speed1, []int{1, 1, 1}, 3},
		{SpeedQuarter, []int{1, 1, 1, 1, 1, 1, 1, 1, 1}, 2},
		{SpeedHalf, []int{1, 1, 1}, 1},
		{SpeedHalf, []int{3, 1}, 2},
		{Speed2, []int{1, 2}, 6},
		{Speed4, []int{3}, 12},
		{Speed1, []int{0, -4}, 0},
		{Speed1, []int{1000}, MaxTickBacklog},
	}
	for _, c := range cases {
		s := newTestSession()
		s.SetSpeed(c.speed)
		if s.Tick(5) != 0 {
			t.Fatalf("%v: Tick while paused stepped", c.speed)
		}
		s.Play()
		total := 0
		for _, tk := range c.ticks {
			total += s.Tick(tk)
		}
		if total != c.want || s.Frame() != c.want {
			t.Errorf("%v ticks %v: %d frames (cursor %d), want %d", c.speed, c.ticks, total, s.Frame(), c.want)
		}
	}
	// Pausing drops the owed fraction; the speed names are the UI's.
	s := newTestSession()
	s.SetSpeed(SpeedQuarter)
	s.Play()
	s.Tick(3)
	s.Pause()
	s.Play()
	if n := s.Tick(1); n != 0 {
		t.Errorf("owed quarter frames survived Pause: %d frames", n)
	}
	want := []string{"1/4x", "1/2x", "1x", "2x", "4x"}
	for i, sp := range Speeds() {
		if sp.String() != want[i] {
			t.Errorf("Speeds[%d] = %v, want %s", i, sp, want[i])
		}
	}
}

func TestSession_Tick_ScriptEnd(t *testing.T) {
	s := newTestSession()
	var sc traceio.Script
	sc.Add(10, physics.Right)
	sc.Add(5, physics.Jump)
	s.LoadScript(sc)
	s.Play()
	if n := s.Tick(30); n != 15 || s.Playing() {
		t.Errorf("playback ran %d frames past a 15 frame script (playing %v)", n, s.Playing())
	}
	if s.InputAt(3) != physics.Right || s.InputAt(12) != physics.Jump {
		t.Errorf("script inputs not recorded: %v %v", s.InputAt(3), s.InputAt(12))
	}
	s.SetHeld(physics.Left)
	s.StepForward()
	if s.InputAt(16) != physics.Left {
		t.Errorf("after the script, frame 16 took %v, want the live L", s.InputAt(16))
	}
}

func TestSession_Branch(t *testing.T) {
	s := newTestSession()
	playInputs(s, 300)
	s.JumpTo(130)
	s.SetHeld(physics.Left)
	if s.NextInput() != sessionInputs(131) {
		t.Fatalf("rewound: next input %v, want the recorded %v", s.NextInput(), sessionInputs(131))
	}
	s.Branch()
	if s.Len() != 130 || s.Replaying() {
		t.Fatalf("Branch: Len %d replaying %v", s.Len(), s.Replaying())
	}
	s.StepForward()
	if s.InputAt(131) != physics.Left || s.Len() != 131 {
		t.Errorf("after Branch frame 131 took %v", s.InputAt(131))
	}
	// The branch is as exact as a fresh run with the same inputs.
	sim := physics.New(s.Level(), physics.Config{}, s.Start())
	for f := 1; f <= 131; f++ {
		sim.Step(s.InputAt(f))
	}
	if *sim.Record() != *s.Record() {
		t.Errorf("branched frame differs from a plain run")
	}
	s.JumpTo(0)
	s.JumpTo(131)
	if *sim.Record() != *s.Record() {
		t.Errorf("branched frame differs after a rewind")
	}
}

func TestSession_Restart(t *testing.T) {
	s := newTestSession()
	playInputs(s, 200)
	s.Restart()
	if s.Frame() != 0 || s.Len() != 0 {
		t.Fatalf("Restart: frame %d len %d", s.Frame(), s.Len())
	}
	ref := referenceRun(s.Level(), 100)
	playInputs(s, 100)
	if *s.Record() != ref[100] {
		t.Errorf("run after Restart differs")
	}
}

// cutFloor returns a clone of lvl with a pit in the floor at blocks
// bx0..bx1-1 on both paths.
func cutFloor(lvl *layers.Level, bx0, bx1 int) *layers.Level {
	c := lvl.Clone()
	for bx := bx0; bx < bx1; bx++ {
		for by := 10; by < c.Height; by++ {
			if err := c.SetBlock(bx, by, layers.Block{}); err != nil {
				panic(err)
			}
		}
	}
	return c
}

func TestSession_RestartFrom(t *testing.T) {
	const n, edit = 600, 150
	s := newTestSession()
	old := s.Level()
	ref := referenceRun(old, n)
	playInputs(s, n)
	// Where is the player at the edit? Dig a pit just ahead of it.
	bx := ref[edit].X.Pixel()/16 + 2
	edited := cutFloor(old, bx, bx+6)
	s.JumpTo(400)
	s.RestartFrom(edit, edited)
	if s.Frame() != edit || *s.Record() != ref[edit] || s.Len() != n {
		t.Fatalf("RestartFrom: frame %d len %d, record kept %v", s.Frame(), s.Len(), *s.Record() == ref[edit])
	}
	// Expected: the old run up to the edit, then the new level.
	sim := physics.New(old, physics.Config{}, old.Start)
	want := []physics.FrameRecord{*sim.Record()}
	for f := 1; f <= n; f++ {
		if f == edit+1 {
			sim.SetLevel(edited)
		}
		sim.Step(sessionInputs(f))
		want = append(want, *sim.Record())
	}
	differs := false
	for f := edit; f <= n; f++ {
		if f > edit {
			s.StepForward()
		}
		if *s.Record() != want[f] {
			t.Fatalf("frame %d after the edit differs", f)
		}
		differs = differs || want[f] != ref[f]
	}
	if !differs {
		t.Fatalf("the edit changed nothing; the test level is wrong")
	}
	if s.Level() != edited || s.FrameLevel() != edited {
		t.Errorf("level not switched")
	}
	// Before the edit, history is the old run on the old level.
	s.JumpTo(edit - 10)
	if *s.Record() != ref[edit-10] || s.FrameLevel() != old {
		t.Errorf("history before the edit changed")
	}
	for f := edit - 10; f < n; f += 37 {
		s.JumpTo(f)
		if *s.Record() != want[f] {
			t.Errorf("JumpTo(%d) after edit differs", f)
		}
		if r, _ := s.RecordAt(f + 1); r != want[f+1] {
			t.Errorf("RecordAt(%d) after edit differs", f+1)
		}
	}
	// RestartFrom(0) respawns on the new level and replays everything.
	s.RestartFrom(0, edited)
	s.JumpTo(n)
	sim = physics.New(edited, physics.Config{}, edited.Start)
	for f := 1; f <= n; f++ {
		sim.Step(sessionInputs(f))
	}
	if *s.Record() != *sim.Record() {
		t.Errorf("RestartFrom(0) replay differs from a plain run on the edited level")
	}
}

// TestSession_StepBack_Bounded checks what keeps stepping back fast at
// frame 36,000 (the 5 ms target is BenchmarkSession_StepBack's): a step
// back restores a keyframe and replays at most KeyframeInterval-1 frames,
// however long the recording.
func TestSession_StepBack_Bounded(t *testing.T) {
	if testing.Short() {
		t.Skip("36,000 frames")
	}
	s := newTestSession()
	playInputs(s, 36000)
	for i := 0; i < 200; i++ {
		before := s.stepped
		s.StepBack()
		if n := s.stepped - before; n > s.KeyframeInterval()-1 {
			t.Fatalf("step back to frame %d simulated %d frames, more than %d", s.Frame(), n, s.KeyframeInterval()-1)
		}
	}
	if s.Frame() != 36000-200 {
		t.Errorf("frame %d", s.Frame())
	}
}

func TestSession_SetStart(t *testing.T) {
	s := newTestSession()
	playInputs(s, 100)
	p := layers.Point{X: 200, Y: 12*16 - 20}
	s.SetStart(p)
	if s.Frame() != 0 || s.Len() != 100 || s.Start() != p {
		t.Fatalf("SetStart: frame %d len %d", s.Frame(), s.Len())
	}
	if s.Record().X.Pixel() != 200 {
		t.Errorf("spawned at x %d", s.Record().X.Pixel())
	}
	s.JumpTo(100)
	sim := physics.New(s.Level(), physics.Config{}, p)
	for f := 1; f <= 100; f++ {
		sim.Step(sessionInputs(f))
	}
	if *sim.Record() != *s.Record() {
		t.Errorf("replay from the new start differs")
	}
}

// TestSession_Memory36000 checks the rewind data of ten minutes (36,000
// frames) stays far under the 100 MB budget, and reports it.
func TestSession_Memory36000(t *testing.T) {
	if testing.Short() {
		t.Skip("36,000 frames")
	}
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	lvl := sessionObjectsLevel()
	s := New(lvl, physics.Config{}, lvl.Start)
	playInputs(s, 36000)
	runtime.GC()
	runtime.ReadMemStats(&m1)
	heap := int64(m1.HeapAlloc) - int64(m0.HeapAlloc)
	est := s.MemoryBytes()
	t.Logf("36,000 frames: %d keyframes, rewind data %d bytes (estimate), heap growth %d bytes", len(s.keys), est, heap)
	if est > 100<<20 || heap > 100<<20 {
		t.Errorf("36,000 frames hold %d bytes (heap %d), budget 100 MB", est, heap)
	}
	runtime.KeepAlive(s)
}

// BenchmarkSession_StepBack measures the worst step back at frame 36,000:
// 36,000 is a keyframe, so reaching 35,999 replays KeyframeInterval-1
// frames from the keyframe before.
func BenchmarkSession_StepBack(b *testing.B) {
	lvl := sessionObjectsLevel()
	s := New(lvl, physics.Config{}, lvl.Start)
	playInputs(s, 36000)
	b.ReportMetric(float64(s.MemoryBytes()), "rewind-bytes")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.StepBack()
		b.StopTimer()
		s.StepForward()
		b.StartTimer()
	}
}

// BenchmarkSession_Memory36000 reports the rewind data of 36,000 frames.
func BenchmarkSession_Memory36000(b *testing.B) {
	b.ReportAllocs()
	var s *Session
	for i := 0; i < b.N; i++ {
		s = newTestSession()
		playInputs(s, 36000)
	}
	b.ReportMetric(float64(s.MemoryBytes()), "rewind-bytes")
}

package playback

import (
	"io"
	"loopwright/traceio"
	"sync"
	"time"

	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
)

// PlayController runs the embedded preview: one session.Session on a clone
// of the level being edited, its playback, the live buttons and the data
// the inspector and graphs show. It is not a widget: the widgets read it
// and call its methods, and it tells them about new frames through
// OnFrame, always on the UI goroutine.
//
// Time. No goroutine ticks it: the window's UI loop calls Pump every
// frame, which runs the 60 Hz ticks an injected Clock says are due. Tests
// use a ManualClock, or call Advance, so playback never depends on wall
// time. A mutex guards the session for readers on other goroutines (the
// GIF export).
//
// Edits. The session simulates a clone of the level (and its library), so
// editing never races with the simulation. LevelEdited marks the clone
// stale: the next Play restarts from the start frame (frame 0, replaying
// the recorded buttons) on a fresh clone with the edit in effect, and
// ResumeHere continues from the current frame on it.
type PlayController struct {
	mu sync.Mutex

	src   *layers.Level // the model's level the session was made from
	sess  *session.Session
	cfg   physics.Config
	stale bool // src was edited after the session's clone was taken
	// startAt, when set, replaces the level's start (one of a project
	// level's other start positions, SetStartAt).
	startAt *layers.Point

	keys, buttons physics.Input // live buttons: keyboard and on-screen
	scriptName    string

	scene preview.Scene
	// samples caches the graph values of frames 0..len-1 of the current
	// recording; gen counts the changes of the recording.
	samples []GraphSample
	have    []bool

	// OnFrame is called on the UI goroutine after the shown frame, the
	// playback state or the session changed.
	OnFrame func()

	clock  Clock         // what Pump reads
	last   time.Duration // the clock's time of the last tick Pump ran
	pumped bool          // last is set
}

// graphSample is one frame's graphed values.
type GraphSample struct {
	GSpeed, XSpeed, YSpeed physics.Fixed
	Angle                  uint8
	Dist                   [6]int
	Active                 [6]bool
}

func sampleOf(r *physics.FrameRecord) GraphSample {
	s := GraphSample{GSpeed: r.GSpeed, XSpeed: r.XSpeed, YSpeed: r.YSpeed, Angle: r.Angle}
	for i := range r.Sensors {
		s.Dist[i], s.Active[i] = r.Sensors[i].Distance, r.Sensors[i].Active
	}
	return s
}

// NewPlayController returns a controller with no level.
func NewPlayController() *PlayController { return &PlayController{} }

// clone copies lvl and its library so that the session never sees later
// edits.
func playClone(lvl *layers.Level) *layers.Level {
	if lvl == nil {
		return nil
	}
	return lvl.Clone()
}

// SetLevel makes lvl (the model's level; it is cloned) the level played,
// starting a new session paused at frame 0. A nil lvl drops the session.
// A loaded script stays loaded; a SetStartAt start is dropped for another
// level.
func (c *PlayController) SetLevel(lvl *layers.Level) {
	c.mu.Lock()
	if lvl != c.src {
		c.startAt = nil // another level: its own start
	}
	c.setLevel(lvl)
	c.mu.Unlock()
	c.changed()
}

func (c *PlayController) setLevel(lvl *layers.Level) {
	var sc traceio.Script
	var hasScript bool
	var speed session.Speed
	if c.sess != nil {
		sc, hasScript = c.sess.Script()
		speed = c.sess.Speed()
	}
	c.src, c.stale = lvl, false
	c.clearSamples()
	if lvl == nil {
		c.sess = nil
		c.scene = preview.Scene{}
		return
	}
	c.sess = session.New(playClone(lvl), c.cfg, c.startOf(lvl))
	c.sess.SetSpeed(speed)
	if hasScript {
		c.sess.LoadScript(sc)
	}
	c.sess.SetHeld(c.keys | c.buttons)
	c.fill()
}

// restartEdited restarts the session from frame 0 on a fresh clone of the
// edited level, at its (possibly moved) start. The caller holds the lock.
func (c *PlayController) restartEdited() {
	cl := playClone(c.src)
	c.sess.RestartFrom(0, cl)
	c.sess.SetStart(c.startOf(cl))
	c.stale = false
}

// startOf returns where the run starts on lvl: SetStartAt's point, or
// the level's start.
func (c *PlayController) startOf(lvl *layers.Level) layers.Point {
	if c.startAt != nil {
		return *c.startAt
	}
	return lvl.Start
}

// SetStartAt makes the run start at p instead of the level's start (nil:
// the level's start again), e.g. a disassembly level's Knuckles start, and
// starts the session again from frame 0.
func (c *PlayController) SetStartAt(p *layers.Point) {
	c.mu.Lock()
	if p != nil {
		q := *p
		p = &q
	}
	c.startAt = p
	if c.src != nil {
		c.setLevel(c.src)
	}
	c.mu.Unlock()
	c.changed()
}

// StartAt returns the start set by SetStartAt, or nil.
func (c *PlayController) StartAt() *layers.Point {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.startAt == nil {
		return nil
	}
	q := *c.startAt
	return &q
}

// Source returns the model level the session plays (nil: none).
func (c *PlayController) Source() *layers.Level {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.src
}

// SetConfig sets the character and game variant and starts the session
// again from frame 0 with the same script.
func (c *PlayController) SetConfig(cfg physics.Config) {
	c.mu.Lock()
	c.cfg = cfg
	if c.src != nil {
		c.setLevel(c.src)
	}
	c.mu.Unlock()
	c.changed()
}

// Config returns the character and variant.
func (c *PlayController) Config() physics.Config {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cfg
}

// LevelEdited tells the controller that the model's level changed: the
// next Play or ResumeHere takes a new clone. Paused at frame 0, nothing
// shown is history yet: the session restarts on the edited level at once,
// so that the view, the inspector and the sensor table show the edited
// level's frame 0 (they kept the old start's frame 0
// after the start moved). Later frames stay as recorded (the notice says
// the level was edited) until Play, Restart or Resume from here.
func (c *PlayController) LevelEdited() {
	c.mu.Lock()
	c.stale = c.sess != nil
	now := c.stale && !c.sess.Playing() && c.sess.Frame() == 0 && c.src != nil
	if now {
		c.restartEdited()
		c.clearSamples()
		c.fill()
	}
	c.mu.Unlock()
	if now {
		c.changed()
	}
}

// Stale reports whether the level was edited since the session's clone.
func (c *PlayController) Stale() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stale
}

// Play starts playback. If the level was edited since the session began,
// it first restarts from frame 0 on the edited level, replaying the
// recorded buttons (the loaded script, if any, as well).
func (c *PlayController) Play() {
	c.mu.Lock()
	if c.sess != nil {
		if c.stale {
			c.restartEdited()
			c.clearSamples()
			c.fill()
		}
		c.sess.Play()
	}
	c.mu.Unlock()
	c.changed()
}

// ResumeHere continues from the current frame on the edited level (the
// frames before it keep their history) and plays.
func (c *PlayController) ResumeHere() {
	c.mu.Lock()
	if c.sess != nil {
		var lvl *layers.Level
		if c.stale {
			lvl = playClone(c.src)
		}
		c.sess.RestartFrom(c.sess.Frame(), lvl)
		c.stale = false
		c.clearSamples()
		c.fill()
		c.sess.Play()
	}
	c.mu.Unlock()
	c.changed()
}

// Pause stops playback.
func (c *PlayController) Pause() {
	c.with(func(s *session.Session) { s.Pause() })
}

// TogglePlay plays when paused (as Play) and pauses when playing.
func (c *PlayController) TogglePlay() {
	if c.Playing() {
		c.Pause()
	} else {
		c.Play()
	}
}

// Playing reports whether playback runs.
func (c *PlayController) Playing() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sess != nil && c.sess.Playing()
}

// StepForward pauses and simulates one frame.
func (c *PlayController) StepForward() {
	c.with(func(s *session.Session) { s.Pause(); s.StepForward() })
}

// StepBack pauses and shows the previous frame.
func (c *PlayController) StepBack() {
	c.with(func(s *session.Session) { s.Pause(); s.StepBack() })
}

// JumpTo pauses and shows frame f (clamped to what the session reaches).
func (c *PlayController) JumpTo(f int) {
	c.with(func(s *session.Session) { s.Pause(); s.JumpTo(f) })
}

// Restart starts a new run at frame 0: the recording is dropped (a loaded
// script replays), the level re-cloned if it was edited.
func (c *PlayController) Restart() {
	c.mu.Lock()
	if c.sess != nil {
		if c.stale {
			c.restartEdited()
		}
		c.sess.Restart()
		c.clearSamples()
		c.fill()
	}
	c.mu.Unlock()
	c.changed()
}

// SetSpeed sets the playback speed.
func (c *PlayController) SetSpeed(sp session.Speed) {
	c.with(func(s *session.Session) { s.SetSpeed(sp) })
}

// Speed returns the playback speed.
func (c *PlayController) Speed() session.Speed {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return session.Speed1
	}
	return c.sess.Speed()
}

// SetKeys sets the buttons the keyboard holds.
func (c *PlayController) SetKeys(in physics.Input) {
	c.mu.Lock()
	c.keys = in
	c.held()
	c.mu.Unlock()
}

// SetButtons sets the buttons the on-screen strip holds.
func (c *PlayController) SetButtons(in physics.Input) {
	c.mu.Lock()
	c.buttons = in
	c.held()
	c.mu.Unlock()
}

// Held returns the live buttons (keyboard and on-screen).
func (c *PlayController) Held() physics.Input {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.keys | c.buttons
}

// held passes the live buttons on. Pressing a button while playing over
// recorded frames takes over: the recording is cut at the cursor.
func (c *PlayController) held() {
	if c.sess == nil {
		return
	}
	in := c.keys | c.buttons
	if in != c.sess.Held() && in != 0 && c.sess.Playing() && c.sess.Replaying() {
		c.sess.Branch()
	}
	c.sess.SetHeld(in)
}

// LoadScript makes sc the input and restarts from frame 0; name is shown.
func (c *PlayController) LoadScript(sc traceio.Script, name string) {
	c.mu.Lock()
	if c.sess != nil {
		if c.stale {
			c.restartEdited()
		}
		c.sess.LoadScript(sc)
		c.scriptName = name
		c.clearSamples()
		c.fill()
	}
	c.mu.Unlock()
	c.changed()
}

// UnloadScript drops the loaded script; the live buttons take over.
func (c *PlayController) UnloadScript() {
	c.mu.Lock()
	if c.sess != nil {
		c.sess.UnloadScript()
	}
	c.scriptName = ""
	c.mu.Unlock()
	c.changed()
}

// ScriptName returns the loaded script's name ("" without one).
func (c *PlayController) ScriptName() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return ""
	}
	if _, ok := c.sess.Script(); !ok {
		return ""
	}
	return c.scriptName
}

// WriteRecording writes the recorded buttons as an input script
// (docs/cli.md, "Input scripts").
func (c *PlayController) WriteRecording(w io.Writer) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return nil
	}
	return c.sess.WriteScript(w)
}

// Timeline returns the spans to draw (the loaded script's, else the
// recording's), the current frame and the last frame reachable.
func (c *PlayController) Timeline() (spans []session.TimelineSpan, scripted bool, frame, limit int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return nil, false, 0, 0
	}
	if sp := c.sess.ScriptTimeline(); sp != nil {
		spans, scripted = sp, true
	} else {
		spans = c.sess.RecordingTimeline()
	}
	return spans, scripted, c.sess.Frame(), max(c.sess.Limit(), c.sess.Len())
}

// Frame returns the frame shown.
func (c *PlayController) Frame() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return 0
	}
	return c.sess.Frame()
}

// Len returns the number of recorded frames.
func (c *PlayController) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return 0
	}
	return c.sess.Len()
}

// Scene copies the current frame's scene into dst and reports whether
// there is a session.
func (c *PlayController) Scene(dst *preview.Scene) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	copyScene(dst, &c.scene)
	return c.sess != nil
}

func copyScene(dst, src *preview.Scene) {
	h, s, t := dst.Hitboxes[:0], dst.Solids[:0], dst.Triggers[:0]
	*dst = *src
	dst.Hitboxes = append(h, src.Hitboxes...)
	dst.Solids = append(s, src.Solids...)
	dst.Triggers = append(t, src.Triggers...)
}

// Inspect returns the inspection of the current frame.
func (c *PlayController) Inspect() (preview.Inspection, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return preview.Inspection{}, false
	}
	return c.sess.Inspect(), true
}

// InspectBlock inspects block (bx, by) of the current frame's level.
func (c *PlayController) InspectBlock(bx, by int) (preview.BlockInspection, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return preview.BlockInspection{}, false
	}
	return c.sess.InspectBlock(bx*16, by*16), true
}

// Record returns a copy of the current frame's record.
func (c *PlayController) Record() (physics.FrameRecord, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return physics.FrameRecord{}, false
	}
	return *c.sess.Record(), true
}

// Samples returns the graph values of frames from..to (clamped to
// 0..Len()), from the cache or by replaying the missing frames.
func (c *PlayController) Samples(from, to int) (first int, out []GraphSample) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil {
		return 0, nil
	}
	n := max(c.sess.Len(), c.sess.Frame())
	from, to = max(from, 0), min(to, n)
	if to < from {
		return from, nil
	}
	c.growSamples(to + 1)
	miss := -1
	for f := from; f <= to; f++ {
		if !c.have[f] {
			miss = f
			break
		}
	}
	if miss >= 0 {
		c.sess.Records(miss, to, func(r *physics.FrameRecord) bool {
			c.samples[r.Frame], c.have[r.Frame] = sampleOf(r), true
			return true
		})
		if !c.have[miss] && miss == 0 { // frame 0's record names frame 0
			if r, ok := c.sess.RecordAt(0); ok {
				c.samples[0], c.have[0] = sampleOf(&r), true
			}
		}
	}
	return from, c.samples[from : to+1]
}

func (c *PlayController) growSamples(n int) {
	for len(c.samples) < n {
		c.samples = append(c.samples, GraphSample{})
		c.have = append(c.have, false)
	}
}

func (c *PlayController) clearSamples() {
	c.samples, c.have = c.samples[:0], c.have[:0]
}

// WithSession calls f with the session under the lock (nil without one).
// f must not keep it.
func (c *PlayController) WithSession(f func(s *session.Session)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f(c.sess)
}

// with runs f on the session (if any), refills the scene and notifies.
func (c *PlayController) with(f func(s *session.Session)) {
	c.mu.Lock()
	if c.sess != nil {
		f(c.sess)
		c.fill()
	}
	c.mu.Unlock()
	c.changed()
}

// fill rebuilds the scene from the session's current frame and caches its
// graph sample. The caller holds the lock.
func (c *PlayController) fill() {
	if c.sess == nil {
		return
	}
	preview.FromRecord(&c.scene, c.sess.FrameLevel(), c.sess.Record(), c.cfg)
	c.sess.LiveObjects(&c.scene)
	c.scene.Frame = c.sess.Frame()
	f := c.sess.Frame()
	if f == c.sess.Len() || f < c.sess.Len() {
		c.growSamples(f + 1)
		c.samples[f], c.have[f] = sampleOf(c.sess.Record()), true
	}
}

// Advance simulates ticks 60 Hz ticks of playback (as the ticker would)
// and notifies; it returns the number of frames simulated. Tests use it to
// play deterministically.
func (c *PlayController) Advance(ticks int) int {
	n := c.tick(ticks)
	c.changed()
	return n
}

func (c *PlayController) tick(ticks int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess == nil || !c.sess.Playing() {
		return 0
	}
	n := 0
	// Step tick by tick so that every frame's graph sample is cached.
	for range ticks {
		k := c.sess.Tick(1)
		n += k
		if k > 0 {
			c.fill()
		}
	}
	return n
}

// Pump runs the playback ticks due since the last Pump by the clock
// (SetClock), at most MaxCatchUp of them (a stalled UI skips time rather
// than fast-forwarding), and notifies when a frame was simulated; it
// returns the number of frames simulated. The window calls it once per UI
// frame, on the UI goroutine; nothing runs between two calls.
func (c *PlayController) Pump() int {
	clk := c.clock
	if clk == nil {
		clk = SystemClock()
		c.clock = clk
	}
	now := clk.Now()
	if !c.pumped || !c.Playing() {
		// Paused time does not count.
		c.last, c.pumped = now, true
		return 0
	}
	due := int((now - c.last) / TickPeriod)
	if due <= 0 {
		return 0
	}
	c.last += time.Duration(due) * TickPeriod
	if due > MaxCatchUp {
		due, c.last = MaxCatchUp, now
	}
	return c.Advance(due)
}

// SetClock sets the clock Pump reads (nil: the system clock).
func (c *PlayController) SetClock(k Clock) {
	c.clock, c.pumped = k, false
}

// changed tells the widgets (the caller is on the UI goroutine).
func (c *PlayController) changed() { c.notify() }

func (c *PlayController) notify() {
	if c.OnFrame != nil {
		c.OnFrame()
	}
}

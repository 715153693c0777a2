package session

import (
	_ "loopwright/objects" // every object engine
	"loopwright/traceio"
	"unsafe"

	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// Speed is a playback speed. The zero value is 1x. Playback speeds are
// exact fractions of the 60 Hz tick (see Session.Tick), so playback is
// deterministic whatever the caller's timer does.
type Speed uint8

// The playback speeds, slowest first in Speeds.
const (
	Speed1       Speed = iota // 1x: one frame per tick
	SpeedQuarter              // 1/4x: one frame every four ticks
	SpeedHalf                 // 1/2x: one frame every two ticks
	Speed2                    // 2x: two frames per tick
	Speed4                    // 4x: four frames per tick
)

// Speeds returns the playback speeds, slowest first, for a UI selector.
func Speeds() []Speed { return []Speed{SpeedQuarter, SpeedHalf, Speed1, Speed2, Speed4} }

var speedQuarters = [...]int{4, 1, 2, 8, 16}
var speedNames = [...]string{"1x", "1/4x", "1/2x", "2x", "4x"}

// quarters returns the speed in quarter frames per tick.
func (s Speed) quarters() int {
	if int(s) < len(speedQuarters) {
		return speedQuarters[s]
	}
	return 4
}

// String returns "1/4x", "1/2x", "1x", "2x" or "4x".
func (s Speed) String() string {
	if int(s) < len(speedNames) {
		return speedNames[s]
	}
	return "1x"
}

// DefaultKeyframeInterval is the number of frames between two keyframes
// (physics.State snapshots) of a Session. Stepping back replays at most
// this many frames minus one from the nearest keyframe.
const DefaultKeyframeInterval = 60

// MaxFrames bounds a session's length: traceio.MaxScriptFrames
// (about 9.7 hours at 60 fps; about 20 MB of inputs and keyframes).
const MaxFrames = traceio.MaxScriptFrames

// MaxTickBacklog is the largest number of ticks one Tick call honours; a
// caller that stalled longer drops the rest rather than freezing the UI
// while it catches up.
const MaxTickBacklog = 30

// keyframe is the simulation state after frame st.Frame, and the level the
// frames after it are simulated on (until the next keyframe).
type keyframe struct {
	level *layers.Level
	cam   GameCamera
	st    physics.State
}

// Session is one simulation run under the debugger's control: play and
// pause, exact single-frame steps forward and back, jumps to any frame,
// playback at 1/4x to 4x, restarts, live or scripted input, and a
// recording of every frame's input that can be exported as an input
// script (docs/cli.md, input scripts) or replayed.
//
// Timeline. Frame 0 is the spawn state; frame f is the state after the
// f-th physics step. The recording holds the input of frames 1..Len();
// the cursor (Frame) is any frame from 0 to Len(). Moving the cursor
// forward over recorded frames replays their recorded input, so stepping
// back and forward again reproduces the same frames exactly. Stepping
// forward from the end of the recording takes the next input from the
// source: the loaded script for the frames it covers, the live held
// buttons (SetHeld) otherwise, and appends it to the recording. Branch
// cuts the recording at the cursor so that new input takes over.
//
// Rewind. The session keeps a keyframe (a physics.State) every
// KeyframeInterval frames plus the recorded inputs (one byte a frame), and
// reaches any frame by restoring the nearest keyframe at or before it and
// replaying; records of other frames (RecordAt, Records, graphs, exports)
// come from the same replay on a second, scratch simulation, so they never
// disturb the cursor.
//
// Threads. A Session is not safe for concurrent use and starts no
// goroutines and reads no clock: the editor owns it from one goroutine
// (its UI goroutine, or through fyne.Do) and drives playback by calling
// Tick with the number of 60 Hz ticks elapsed.
type Session struct {
	cfg   physics.Config
	start layers.Point
	level *layers.Level // the level new frames are simulated on

	sim        *physics.Sim // positioned at the cursor
	cam        GameCamera   // the camera of the cursor's frame
	scratch    *physics.Sim // for replays that must not move the cursor
	scratchCam GameCamera
	// boxes is scratch space for the live objects' boxes (Scene).
	boxes []physics.ObjectBox

	k      int
	keys   []keyframe // sorted by frame; keys[0] is frame 0
	inputs []physics.Input

	held      physics.Input
	script    traceio.Script
	hasScript bool

	playing bool
	speed   Speed
	acc     int // quarter frames owed by Tick

	stepped int // physics steps taken by advance (all simulations), for tests of the rewind bound
}

// New returns a session of cfg's player spawned at start on lvl,
// paused at frame 0, with keyframes every DefaultKeyframeInterval frames.
// lvl must not be changed while the session uses it: edit a clone and
// pass it to RestartFrom.
func New(lvl *layers.Level, cfg physics.Config, start layers.Point) *Session {
	return NewInterval(lvl, cfg, start, DefaultKeyframeInterval)
}

// NewInterval is New with a keyframe every k frames (k < 1
// means DefaultKeyframeInterval). A nil level (or one without a library)
// is replaced by an empty one-block level.
func NewInterval(lvl *layers.Level, cfg physics.Config, start layers.Point, k int) *Session {
	if k < 1 {
		k = DefaultKeyframeInterval
	}
	if lvl == nil || lvl.Lib == nil {
		lvl = layers.New("empty", layers.NewLibrary(8), 1, 1)
	}
	s := &Session{cfg: cfg, start: start, level: lvl, k: k}
	s.reset()
	return s
}

// reset starts a fresh simulation at frame 0 on the current level, with
// one keyframe (frame 0).
func (s *Session) reset() {
	s.sim = physics.New(s.level, s.cfg, s.start)
	s.cam = NewGameCamera(s.level, s.sim.Record())
	s.keys = s.keys[:0]
	s.pushKey(s.sim, &s.cam)
	s.acc = 0
}

// pushKey appends a keyframe of sim's state and cam, reusing the buffers
// of a keyframe dropped earlier when there is one.
func (s *Session) pushKey(sim *physics.Sim, cam *GameCamera) {
	n := len(s.keys)
	if n < cap(s.keys) {
		s.keys = s.keys[:n+1]
	} else {
		s.keys = append(s.keys, keyframe{})
	}
	kf := &s.keys[n]
	kf.level = sim.Level()
	kf.cam = *cam
	sim.Save(&kf.st)
}

// keyBefore returns the index of the last keyframe at or before frame f.
func (s *Session) keyBefore(f int) int {
	lo, hi := 0, len(s.keys)-1
	for lo < hi {
		m := (lo + hi + 1) / 2
		if s.keys[m].st.Frame <= f {
			lo = m
		} else {
			hi = m - 1
		}
	}
	return lo
}

// keyAt returns the index of the keyframe of frame f, or -1.
func (s *Session) keyAt(f int) int {
	i := s.keyBefore(f)
	if s.keys[i].st.Frame == f {
		return i
	}
	return -1
}

// restore puts sim and cam in keyframe kf's state, on its level.
func restore(sim *physics.Sim, cam *GameCamera, kf *keyframe) {
	if sim.Level() != kf.level {
		sim.SetLevel(kf.level)
	}
	sim.Restore(&kf.st)
	*cam = kf.cam
}

// Config returns the session's physics configuration.
func (s *Session) Config() physics.Config { return s.cfg }

// Start returns the player's start point.
func (s *Session) Start() layers.Point { return s.start }

// Level returns the level new frames are simulated on (the last one given
// to New or RestartFrom).
func (s *Session) Level() *layers.Level { return s.level }

// FrameLevel returns the level the current frame was simulated on: the
// level to draw it with. It differs from Level only while the cursor is
// before the frame of an edit (RestartFrom).
func (s *Session) FrameLevel() *layers.Level { return s.sim.Level() }

// KeyframeInterval returns the number of frames between keyframes.
func (s *Session) KeyframeInterval() int { return s.k }

// Frame returns the cursor: the frame shown (0 is the spawn state).
func (s *Session) Frame() int { return s.sim.Frame() }

// Len returns the number of recorded frames (the last frame the cursor can
// reach without new input).
func (s *Session) Len() int { return len(s.inputs) }

// Record returns the record of the current frame. The pointer stays valid;
// its contents change when the cursor moves.
func (s *Session) Record() *physics.FrameRecord { return s.sim.Record() }

// Camera returns the game camera (docs/physics.md "Camera") of the current frame.
func (s *Session) Camera() preview.Camera { return s.cam.Camera() }

// GameCamera returns the full camera state of the current frame.
func (s *Session) GameCamera() GameCamera { return s.cam }

// Scene fills sc with the current frame for the renderer (FromRecord on
// the frame's level, plus the game camera), reusing sc's slices.
func (s *Session) Scene(sc *preview.Scene) {
	preview.FromRecord(sc, s.sim.Level(), s.sim.Record(), s.cfg)
	s.LiveObjects(sc)
	sc.Camera = s.cam.Camera()
}

// LiveObjects puts the current frame's live objects (Sonic 2 levels: the
// objects that exist, where they are) and the object manager's window in
// sc (preview.SimObjects); other levels keep the placed objects.
func (s *Session) LiveObjects(sc *preview.Scene) {
	s.boxes = preview.SimObjects(sc, s.sim, s.boxes)
}

// State copies the current frame's full simulation state into dst
// (reusing dst's buffers).
func (s *Session) State(dst *physics.State) { s.sim.Save(dst) }

// Playing reports whether Tick advances frames.
func (s *Session) Playing() bool { return s.playing }

// Play starts playback: Tick advances frames from now on.
func (s *Session) Play() { s.playing = true }

// Pause stops playback and drops any fraction of a frame owed.
func (s *Session) Pause() {
	s.playing = false
	s.acc = 0
}

// TogglePlay plays when paused and pauses when playing.
func (s *Session) TogglePlay() {
	if s.playing {
		s.Pause()
	} else {
		s.Play()
	}
}

// Speed returns the playback speed.
func (s *Session) Speed() Speed { return s.speed }

// SetSpeed sets the playback speed (an unknown value counts as 1x). The
// fraction of a frame owed is kept.
func (s *Session) SetSpeed(sp Speed) {
	if int(sp) >= len(speedQuarters) {
		sp = Speed1
	}
	s.speed = sp
}

// Tick advances playback by ticks 60 Hz ticks and returns the number of
// frames stepped: over any sequence of calls, the total is floor(total
// ticks x speed) (1/4x steps a frame every fourth tick). It does nothing
// when paused or when ticks <= 0, and honours at most MaxTickBacklog ticks
// per call. Playback pauses by itself at the end of a loaded script and at
// MaxFrames.
func (s *Session) Tick(ticks int) int {
	if !s.playing || ticks <= 0 {
		return 0
	}
	ticks = min(ticks, MaxTickBacklog)
	s.acc += ticks * s.speed.quarters()
	n := s.acc / 4
	s.acc %= 4
	done := 0
	for ; done < n; done++ {
		f := s.sim.Frame()
		if (s.hasScript && f == s.script.Len() && f > 0) || f >= MaxFrames {
			s.Pause()
			break
		}
		s.step()
	}
	return done
}

// SetHeld sets the buttons held (from the keyboard or an on-screen button
// strip) for the frames that take live input.
func (s *Session) SetHeld(in physics.Input) { s.held = in & 31 }

// Held returns the live held buttons.
func (s *Session) Held() physics.Input { return s.held }

// NextInput returns the input the next StepForward will use: the
// recorded input when the cursor is before the end of the recording, else
// the script's for the frames it covers, else the live held buttons.
func (s *Session) NextInput() physics.Input {
	f := s.sim.Frame() + 1
	if f <= len(s.inputs) {
		return s.inputs[f-1]
	}
	if s.hasScript && f <= s.script.Len() {
		return s.script.At(f)
	}
	return s.held
}

// Replaying reports whether the next frame replays recorded input.
func (s *Session) Replaying() bool { return s.sim.Frame() < len(s.inputs) }

// step simulates one frame with NextInput, recording it and keyframing.
func (s *Session) step() {
	in := s.NextInput()
	if s.sim.Frame() >= len(s.inputs) {
		s.inputs = append(s.inputs, in)
	}
	s.advance(s.sim, &s.cam, in)
}

// advance steps sim (the cursor's or the scratch simulation) by one
// recorded frame: past the last keyframe it adds one every k frames; on an
// existing keyframe that starts an edited level it continues from that
// keyframe (its state is this state, on the new level).
func (s *Session) advance(sim *physics.Sim, cam *GameCamera, in physics.Input) {
	sim.Step(in)
	s.stepped++
	cam.Update(sim.Level(), sim.Record(), s.cfg.Variant)
	f := sim.Frame()
	if last := s.keys[len(s.keys)-1].st.Frame; f > last {
		if f%s.k == 0 {
			s.pushKey(sim, cam)
		}
	} else if i := s.keyAt(f); i >= 0 && s.keys[i].level != sim.Level() {
		restore(sim, cam, &s.keys[i])
	}
}

// StepForward simulates exactly one frame (replaying the recording or
// taking new input, see NextInput) and reports whether it did; it does not
// change Playing. It stops at MaxFrames.
func (s *Session) StepForward() bool {
	if s.sim.Frame() >= MaxFrames {
		return false
	}
	s.step()
	return true
}

// StepBack moves the cursor to the previous frame (restoring the nearest
// keyframe and replaying the recorded input up to it) and reports whether
// it moved (not at frame 0).
func (s *Session) StepBack() bool {
	f := s.sim.Frame()
	if f == 0 {
		return false
	}
	s.seek(f - 1)
	return true
}

// JumpTo moves the cursor to frame f, clamped to 0..Limit(). Frames past
// the recording are simulated with the loaded script's input.
func (s *Session) JumpTo(f int) {
	s.seek(max(0, min(f, s.Limit())))
}

// Limit returns the last frame JumpTo reaches: the end of the recording
// or of the loaded script, whichever is later.
func (s *Session) Limit() int {
	n := len(s.inputs)
	if s.hasScript {
		n = max(n, s.script.Len())
	}
	return min(n, MaxFrames)
}

// seek moves the cursor to frame f: forward by stepping, or from the
// nearest keyframe at or before f when that is closer or f is behind.
func (s *Session) seek(f int) {
	cur := s.sim.Frame()
	if f == cur {
		return
	}
	i := s.keyBefore(f)
	if f < cur || s.keys[i].st.Frame > cur {
		restore(s.sim, &s.cam, &s.keys[i])
	}
	for s.sim.Frame() < f {
		s.step()
	}
}

// Restart starts a new run from the start point on the current level, at
// frame 0, discarding the recording. A loaded script stays loaded (so a
// scripted run replays identically); playback state and speed are kept.
func (s *Session) Restart() {
	s.inputs = s.inputs[:0]
	s.reset()
}

// RestartFrom continues the session on lvl (an edited clone of the level;
// nil, or one without a library, keeps the current level) from frame f (clamped to 0..Len()):
//
//   - the frames up to f keep their history: the state at f is the one
//     simulated before the edit, and stepping back before f shows the old
//     frames on the old level (FrameLevel);
//   - from f on, the simulation continues on lvl with the recorded inputs:
//     frames f+1..Len() are re-simulated (lazily, as the cursor moves) from
//     f's state, with the same buttons, so the run shows what the edit
//     changes;
//   - RestartFrom(0, lvl) re-spawns the player on lvl at the start point
//     (the spawn depends on the ground) and replays the whole recording.
//
// The cursor is left at f.
func (s *Session) RestartFrom(f int, lvl *layers.Level) {
	if lvl == nil || lvl.Lib == nil {
		lvl = s.level
	}
	f = max(0, min(f, len(s.inputs)))
	s.acc = 0
	if f == 0 {
		s.level = lvl
		s.reset()
		return
	}
	s.seek(f)
	i := s.keyBefore(f)
	if s.keys[i].st.Frame == f {
		s.keys = s.keys[:i]
	} else {
		s.keys = s.keys[:i+1]
	}
	s.level = lvl
	s.sim.SetLevel(lvl)
	s.pushKey(s.sim, &s.cam)
}

// SetStart moves the player's start point and re-spawns there on the
// current level, replaying the recording (as RestartFrom(0, nil)).
func (s *Session) SetStart(p layers.Point) {
	s.start = p
	s.RestartFrom(0, nil)
}

// Branch cuts the recording after the current frame, so that the next
// StepForward takes new input (live or scripted) instead of replaying: the
// editor calls it when the player takes over while rewound.
func (s *Session) Branch() {
	f := s.sim.Frame()
	if f >= len(s.inputs) {
		return
	}
	s.inputs = s.inputs[:f]
	s.keys = s.keys[:s.keyBefore(f)+1]
}

// Inputs returns the recorded input of frames 1..Len() (index f-1 for
// frame f). The slice is the session's: do not change it.
func (s *Session) Inputs() []physics.Input { return s.inputs }

// InputAt returns the recorded input of frame f, or 0 outside 1..Len().
func (s *Session) InputAt(f int) physics.Input {
	if f < 1 || f > len(s.inputs) {
		return 0
	}
	return s.inputs[f-1]
}

// LoadScript makes sc the input source and restarts from frame 0 with an
// empty recording: frames 1..sc.Len() take the script's input (then the
// live buttons). The session keeps its own copy of sc.
func (s *Session) LoadScript(sc traceio.Script) {
	var cp traceio.Script
	for _, sp := range sc.Spans {
		cp.Add(sp.Count, sp.Buttons)
	}
	s.script, s.hasScript = cp, true
	s.Restart()
}

// UnloadScript makes the live buttons the only input source again; the
// recording is kept.
func (s *Session) UnloadScript() {
	s.script, s.hasScript = traceio.Script{}, false
}

// Script returns the loaded script and whether there is one.
func (s *Session) Script() (traceio.Script, bool) { return s.script, s.hasScript }

// MemoryBytes returns an estimate of the memory the rewind data holds:
// keyframes (with their switcher sides and object states) and recorded
// inputs.
func (s *Session) MemoryBytes() int {
	n := cap(s.keys)*keyframeSize + cap(s.inputs)
	for i := range s.keys {
		st := &s.keys[i].st
		n += cap(st.Sides)*sideSize + cap(st.Obj.Objs)*objStateSize
	}
	return n
}

var (
	keyframeSize = int(unsafe.Sizeof(keyframe{}))
	sideSize     = int(unsafe.Sizeof(layers.Side(0)))
	objStateSize = int(unsafe.Sizeof(physics.ObjState{}))
)

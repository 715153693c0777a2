package specialedit

import (
	"time"

	"loopwright/editor/playback"
	"loopwright/specialstage"
)

// KeyEvery is how many frames apart the player keeps a saved state to
// rewind from (a step back restores the one before and replays the
// recorded buttons).
const KeyEvery = 60

// MaxFrames bounds a recording (an hour at 60 frames a second).
const MaxFrames = 60 * 60 * 60

// Player plays a special stage: one frame per Step, back with Back or
// Seek, 60 frames a second on a clock while playing. It records the
// buttons of every frame; stepping forward over recorded frames replays
// them unless a button is held (then the recording is cut there and goes
// on with the held buttons). Its zero value has no stage: call Reset.
type Player struct {
	stage  *specialstage.Stage
	sim    *specialstage.Sim
	inputs []specialstage.Input
	keys   []specialstage.State
	// Held is the buttons held now (the tab's keys).
	Held specialstage.Input

	playing bool
	pumped  bool
	last    time.Duration
	Clock   playback.Clock
	OnFrame func() // called after frames advanced by Pump
}

// Reset starts stage st again from frame 0 with an empty recording
// (paused). The player keeps its own copy of st.
func (p *Player) Reset(st *specialstage.Stage) {
	p.stage = st.Clone()
	p.sim = specialstage.New(p.stage)
	p.inputs = p.inputs[:0]
	p.keys = p.keys[:0]
	p.keys = append(p.keys, specialstage.State{})
	p.sim.Save(&p.keys[0])
	p.playing = false
}

// Stage returns the stage being played (nil before Reset).
func (p *Player) Stage() *specialstage.Stage { return p.stage }

// State returns the current frame's state (nil before Reset).
func (p *Player) State() *specialstage.State {
	if p.sim == nil {
		return nil
	}
	return p.sim.State()
}

// Frame returns the current frame number (0 at the start).
func (p *Player) Frame() int {
	if p.sim == nil {
		return 0
	}
	return p.sim.State().Frame
}

// Recorded returns the number of recorded frames.
func (p *Player) Recorded() int { return len(p.inputs) }

// Step runs one frame: the recorded buttons of that frame when there are
// some and none is held, otherwise the held buttons (recorded).
func (p *Player) Step() {
	if p.sim == nil {
		return
	}
	f := p.Frame()
	if f >= MaxFrames {
		p.playing = false
		return
	}
	in := p.Held
	switch {
	case f < len(p.inputs) && in == (specialstage.Input{}):
		in = p.inputs[f]
	default:
		if f < len(p.inputs) {
			p.inputs = p.inputs[:f]
			p.keys = p.keys[:f/KeyEvery+1]
		}
		p.inputs = append(p.inputs, in)
	}
	p.sim.Step(in)
	if n := p.Frame(); n%KeyEvery == 0 && len(p.keys) == n/KeyEvery {
		p.keys = append(p.keys, specialstage.State{})
		p.sim.Save(&p.keys[len(p.keys)-1])
	}
}

// Seek goes to frame f (0 to the recorded length): it restores the saved
// state before f and replays the recording up to f.
func (p *Player) Seek(f int) {
	if p.sim == nil {
		return
	}
	f = min(max(f, 0), len(p.inputs))
	k := min(f/KeyEvery, len(p.keys)-1)
	p.sim.Restore(&p.keys[k])
	for p.Frame() < f {
		p.sim.Step(p.inputs[p.Frame()])
	}
}

// Back steps one frame back.
func (p *Player) Back() { p.Seek(p.Frame() - 1) }

// Play starts playing on the clock; Pause stops.
func (p *Player) Play() { p.playing, p.pumped = p.sim != nil, false }

// Pause stops playing.
func (p *Player) Pause() { p.playing = false }

// Playing reports whether the player is playing.
func (p *Player) Playing() bool { return p.playing }

// Pump runs the frames due on the clock since the last Pump while
// playing (at most playback.MaxCatchUp; paused time does not count) and
// returns how many ran.
func (p *Player) Pump() int {
	clk := p.Clock
	if clk == nil {
		clk = playback.SystemClock()
		p.Clock = clk
	}
	now := clk.Now()
	if !p.pumped || !p.playing {
		p.last, p.pumped = now, true
		return 0
	}
	due := int((now - p.last) / playback.TickPeriod)
	if due <= 0 {
		return 0
	}
	p.last += time.Duration(due) * playback.TickPeriod
	if due > playback.MaxCatchUp {
		due, p.last = playback.MaxCatchUp, now
	}
	for i := 0; i < due && p.playing; i++ {
		p.Step()
	}
	if p.OnFrame != nil {
		p.OnFrame()
	}
	return due
}

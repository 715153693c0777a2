package session

import (
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// scratchSim returns the simulation used for replays that must not move
// the cursor.
func (s *Session) scratchSim() *physics.Sim {
	if s.scratch == nil {
		s.scratch = physics.New(s.keys[0].level, s.cfg, s.start)
	}
	return s.scratch
}

// Records calls fn with the record of each frame from from to to
// (inclusive, clamped to 0..Len()) in order, until fn returns false. The
// records come from a deterministic replay on a scratch simulation (the
// cursor does not move); the pointer is valid only during the call. Frame
// 0's record is the spawn state.
func (s *Session) Records(from, to int, fn func(r *physics.FrameRecord) bool) {
	if from == to && from == s.sim.Frame() {
		fn(s.sim.Record())
		return
	}
	s.replay(from, to, func(v *FrameView) bool { return fn(v.Record) })
}

// FrameView is one frame as a FrameRenderer draws it: the record, the
// level the frame was simulated on and the game camera.
type FrameView struct {
	Level  *layers.Level
	Record *physics.FrameRecord
	Camera preview.Camera
}

// replay runs the scratch simulation over frames from..to (clamped to
// 0..Len()), calling fn after each of them with that frame's view until fn
// returns false.
func (s *Session) replay(from, to int, fn func(v *FrameView) bool) {
	from = max(from, 0)
	to = min(to, len(s.inputs))
	if from > to {
		return
	}
	sim, cam := s.scratchSim(), &s.scratchCam
	restore(sim, cam, &s.keys[s.keyBefore(from)])
	for sim.Frame() < from {
		s.advance(sim, cam, s.inputs[sim.Frame()])
	}
	view := func() *FrameView {
		return &FrameView{Level: sim.Level(), Record: sim.Record(), Camera: cam.Camera()}
	}
	if !fn(view()) {
		return
	}
	for sim.Frame() < to {
		s.advance(sim, cam, s.inputs[sim.Frame()])
		if !fn(view()) {
			return
		}
	}
}

// RecordAt returns the record of frame f and whether f is in 0..Len().
func (s *Session) RecordAt(f int) (physics.FrameRecord, bool) {
	var r physics.FrameRecord
	ok := false
	s.Records(f, f, func(rec *physics.FrameRecord) bool {
		r, ok = *rec, true
		return false
	})
	return r, ok
}

package levelcheck

import (
	"encoding/json"
	"fmt"
	_ "loopwright/objects" // every object engine
	"strings"

	"loopwright/layers"
	"loopwright/physics"
)

// State is a compiled start state (docs/cli.md, trace): the fields given,
// each with its Has flag.
type State struct {
	HasPos                bool
	X, Y                  physics.Fixed
	HasXSp, HasYSp, HasGS bool
	XSpeed, YSpeed, GSpd  physics.Fixed
	HasAngle              bool
	Angle                 uint8
	HasGrounded           bool
	Grounded              bool
	HasRolling            bool
	Rolling               bool
	HasLayer              bool
	Layer                 layers.Path
	HasPriority           bool
	Priority              layers.Priority
	HasFacing             bool
	FacingLeft            bool
}

// ParseStartState reads a start state file's JSON (docs/cli.md, trace,
// sim --start-state); name names it in errors.
func ParseStartState(data []byte, name string) (*State, error) {
	var ss StartState
	if err := json.Unmarshal(data, &ss); err != nil {
		return nil, &Error{File: name, Place: jsonPlace(data, err), Msg: jsonMsg(err), Err: err}
	}
	st, err := ss.Compile()
	if err != nil {
		return nil, &Error{File: name, Msg: err.Error(), Err: err}
	}
	return st, nil
}

// Compile checks ss and returns it as a State.
func (ss *StartState) Compile() (*State, error) {
	st := &State{}
	num := func(key string, n *json.Number, dst *physics.Fixed, has *bool) error {
		if n == nil {
			return nil
		}
		v, err := physics.ParseFixed(string(*n))
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		*dst, *has = v, true
		return nil
	}
	var hx, hy bool
	for _, f := range []struct {
		key string
		n   *json.Number
		dst *physics.Fixed
		has *bool
	}{{"x", ss.X, &st.X, &hx}, {"y", ss.Y, &st.Y, &hy}, {"xsp", ss.XSpeed, &st.XSpeed, &st.HasXSp},
		{"ysp", ss.YSpeed, &st.YSpeed, &st.HasYSp}, {"gsp", ss.GSpeed, &st.GSpd, &st.HasGS}} {
		if err := num(f.key, f.n, f.dst, f.has); err != nil {
			return nil, err
		}
	}
	if hx != hy {
		return nil, fmt.Errorf("give both x and y, or neither")
	}
	st.HasPos = hx
	if ss.Angle != nil {
		if *ss.Angle < 0 || *ss.Angle > 255 {
			return nil, fmt.Errorf("angle: %d is not 0 to 255", *ss.Angle)
		}
		st.HasAngle, st.Angle = true, uint8(*ss.Angle)
	}
	if ss.Grounded != nil {
		st.HasGrounded, st.Grounded = true, *ss.Grounded
	}
	if ss.Rolling != nil {
		st.HasRolling, st.Rolling = true, *ss.Rolling
	}
	switch strings.ToUpper(ss.Layer) {
	case "":
	case "A":
		st.HasLayer, st.Layer = true, layers.PathA
	case "B":
		st.HasLayer, st.Layer = true, layers.PathB
	default:
		return nil, fmt.Errorf("layer: %q is not A or B", ss.Layer)
	}
	switch strings.ToUpper(ss.Priority) {
	case "":
	case "L":
		st.HasPriority, st.Priority = true, layers.Low
	case "H":
		st.HasPriority, st.Priority = true, layers.High
	default:
		return nil, fmt.Errorf("priority: %q is not L or H", ss.Priority)
	}
	switch strings.ToLower(ss.Facing) {
	case "":
	case "left":
		st.HasFacing, st.FacingLeft = true, true
	case "right":
		st.HasFacing = true
	default:
		return nil, fmt.Errorf("facing: %q is not left or right", ss.Facing)
	}
	return st, nil
}

// NewSim returns a simulation of cfg spawned at start on l (physics.New),
// with st applied when non-nil: the fields it gives replace the spawn's,
// the rest stay as a normal spawn.
func NewSim(l *layers.Level, cfg physics.Config, start layers.Point, st *State) *physics.Sim {
	if st != nil && st.HasPos {
		start = layers.Point{X: st.X.Pixel(), Y: st.Y.Pixel()}
	}
	sim := physics.New(l, cfg, start)
	if st == nil {
		return sim
	}
	var s physics.State
	sim.Save(&s)
	if st.HasPos {
		s.X, s.Y = st.X, st.Y
	}
	if st.HasXSp {
		s.XSpeed = st.XSpeed
	}
	if st.HasYSp {
		s.YSpeed = st.YSpeed
	}
	if st.HasGS {
		s.GSpeed = st.GSpd
	}
	if st.HasAngle {
		s.Angle = st.Angle
	}
	if st.HasGrounded {
		s.Air = !st.Grounded
	}
	if st.HasRolling && st.Rolling != s.Rolling {
		sz := physics.SizesOf(cfg.Character, cfg.Variant)
		s.Rolling = st.Rolling
		r := sz.Standing
		if st.Rolling {
			r = sz.Rolling
		}
		s.XRadius, s.YRadius = r.W, r.H
	}
	if st.HasLayer {
		s.Path = st.Layer
	}
	if st.HasPriority {
		s.Priority = st.Priority
	}
	if st.HasFacing {
		s.FacingLeft = st.FacingLeft
	}
	s.Rec.X, s.Rec.Y = s.X, s.Y
	s.Rec.XSpeed, s.Rec.YSpeed, s.Rec.GSpeed = s.XSpeed, s.YSpeed, s.GSpeed
	s.Rec.Angle, s.Rec.Grounded, s.Rec.Rolling = s.Angle, !s.Air, s.Rolling
	s.Rec.Path, s.Rec.Priority = s.Path, s.Priority
	sim.Restore(&s)
	return sim
}

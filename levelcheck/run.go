package levelcheck

import (
	"fmt"
	"strings"

	"loopwright/layers"
	"loopwright/physics"
)

var modeByName = map[string]physics.Mode{
	"floor": physics.Floor, "right_wall": physics.RightWall,
	"ceiling": physics.Ceiling, "left_wall": physics.LeftWall,
}

// Result is the outcome of one check run with one configuration.
type Result struct {
	Suite  string // "PACK/LEVEL"
	Level  string
	Check  string
	Config physics.Config
	Pass   bool
	// Frames is the number of frames simulated.
	Frames int
	// Frame is the frame where the check failed (0 when it passed); Expect
	// the failing assertion's index in the check and Kind its kind.
	Frame  int
	Expect int
	Kind   string
	// Msg says what failed ("" when it passed).
	Msg string
}

// Line returns the result as one report line:
//
//	ok   tour/loop: round the loop [s2 sonic] 418 frames
//	FAIL tour/loop: round the loop [s2 sonic]: frame 230: modes: ...
func (r *Result) Line() string {
	cfg := r.Config.Variant.String() + " " + r.Config.Character.String()
	if r.Pass {
		return fmt.Sprintf("ok   %s: %s [%s] %d frames", r.Suite, r.Check, cfg, r.Frames)
	}
	return fmt.Sprintf("FAIL %s: %s [%s]: frame %d: %s: %s", r.Suite, r.Check, cfg, r.Frame, r.Kind, r.Msg)
}

// RunSuite runs every check of s with every configuration, in order.
func RunSuite(s *Suite) []Result {
	var out []Result
	for _, p := range s.Checks {
		for _, cfg := range p.Configs {
			r := Run(s.Level, p, cfg)
			r.Suite, r.Level = s.Name(), s.Level.Name
			out = append(out, r)
		}
	}
	return out
}

// Run runs plan p on level l with cfg and evaluates its assertions: it
// stops at the first frame where a running assertion fails (a fall, being
// stuck or hurt, a region not reached by its frame), or evaluates the end
// assertions after the budget. Assertions fail in frame order; at the same
// frame the first listed wins.
func Run(l *layers.Level, p *Plan, cfg physics.Config) Result {
	r := Result{Check: p.Name, Config: cfg, Level: l.Name, Suite: l.Name}
	sim := NewSim(l, cfg, p.Start, p.State)
	ev := NewEvaluator(p)
	for f := 1; f <= p.Frames; f++ {
		sim.Step(p.Script.At(f))
		if ev.Step(sim.Record(), f == p.Frames) {
			break
		}
	}
	if p.Frames == 0 {
		ev.Step(sim.Record(), true)
	}
	r.Frames = sim.Frame()
	r.Pass = !ev.Failed
	r.Frame, r.Expect, r.Msg = ev.Frame, ev.Index, ev.Msg
	if ev.Failed {
		r.Kind = p.Expect[ev.Index].Kind()
	}
	return r
}

// Evaluator follows a run frame by frame and judges a plan's assertions.
// The editor feeds it a play session's records; Run feeds it a fresh
// simulation's.
type Evaluator struct {
	p *Plan
	// Failed is set when an assertion failed: Frame, Index (the
	// assertion's index) and Msg say which and why.
	Failed bool
	Frame  int
	Index  int
	Msg    string

	st []expectState
}

type expectState struct {
	done     bool // reach: reached
	next     int  // waypoints: the next region; modes: matched prefix length
	run      int  // stuck: frames with no speed in a row
	best     int  // reach/waypoints: closest distance so far (squared)
	bestF    int
	bestX    int
	bestY    int
	hist     []physics.Mode // modes: the collapsed sequence
	hasLast  bool
	last     physics.Mode
	passedAt []int // waypoints: frame each was passed
}

// NewEvaluator returns an evaluator for p.
func NewEvaluator(p *Plan) *Evaluator {
	return &Evaluator{p: p, st: make([]expectState, len(p.Expect))}
}

func (ev *Evaluator) fail(f, i int, format string, a ...any) {
	if ev.Failed {
		return
	}
	ev.Failed, ev.Frame, ev.Index, ev.Msg = true, f, i, fmt.Sprintf(format, a...)
}

// dist2 is the squared distance from (x, y) to region r (0 inside).
func dist2(r Region, x, y int) int {
	dx, dy := 0, 0
	if x < r.X {
		dx = r.X - x
	} else if x >= r.X+r.W {
		dx = x - (r.X + r.W - 1)
	}
	if y < r.Y {
		dy = r.Y - y
	} else if y >= r.Y+r.H {
		dy = y - (r.Y + r.H - 1)
	}
	return dx*dx + dy*dy
}

func (s *expectState) closest(r Region, f, x, y int) {
	if d := dist2(r, x, y); s.bestF == 0 || d < s.best {
		s.best, s.bestF, s.bestX, s.bestY = d, f, x, y
	}
}

// Step judges record rec (the state after frame rec.Frame); last marks the
// budget's final frame, when the end assertions are judged. It returns
// true once the check has failed.
func (ev *Evaluator) Step(rec *physics.FrameRecord, last bool) bool {
	if ev.Failed {
		return true
	}
	f := rec.Frame
	x, y := rec.X.Pixel(), rec.Y.Pixel()
	for i := range ev.p.Expect {
		e, s := &ev.p.Expect[i], &ev.st[i]
		switch {
		case e.Reach != nil:
			if s.done {
				continue
			}
			if e.Reach.Contains(x, y) {
				s.done = true
				continue
			}
			s.closest(*e.Reach, f, x, y)
			if (e.By > 0 && f >= e.By) || last {
				by := e.By
				if by == 0 || by > f {
					by = f
				}
				ev.fail(f, i, "did not reach %s by frame %d (closest %d,%d at frame %d)", e.Reach, by, s.bestX, s.bestY, s.bestF)
			}
		case e.Waypoints != nil:
			if s.next < len(e.Waypoints) {
				if e.Waypoints[s.next].Contains(x, y) {
					s.passedAt = append(s.passedAt, f)
					s.next++
					s.bestF = 0
				} else {
					s.closest(e.Waypoints[s.next], f, x, y)
				}
			}
			if last && s.next < len(e.Waypoints) {
				ev.fail(f, i, "passed %d of %d waypoints%s; missed waypoint %d (%s; closest %d,%d at frame %d)",
					s.next, len(e.Waypoints), passedList(s.passedAt), s.next+1, e.Waypoints[s.next], s.bestX, s.bestY, s.bestF)
			}
		case e.NeverBelow != nil:
			if y > *e.NeverBelow {
				ev.fail(f, i, "fell below y %d (at %d,%d)", *e.NeverBelow, x, y)
			}
		case e.Stuck != nil:
			if rec.XSpeed == 0 && rec.YSpeed == 0 && rec.GSpeed == 0 {
				s.run++
				if s.run > *e.Stuck {
					ev.fail(f, i, "no speed for more than %d frames (since frame %d, at %d,%d)", *e.Stuck, f-s.run+1, x, y)
				}
			} else {
				s.run = 0
			}
		case e.Unhurt != nil:
			if rec.State == "hurt" || rec.State == "dead" {
				ev.fail(f, i, "%s at %d,%d", rec.State, x, y)
			}
		case e.Modes != nil:
			if rec.Grounded && (!s.hasLast || rec.Mode != s.last) {
				s.hasLast, s.last = true, rec.Mode
				if len(s.hist) < 4096 {
					s.hist = append(s.hist, rec.Mode)
				}
				if s.next < len(e.Modes) {
					s.next = matchModes(s.hist, e.Modes)
				}
			}
			if last && s.next < len(e.Modes) {
				ev.fail(f, i, "modes on the ground were %s; want %s in a row", modeList(s.hist), strings.Join(e.Modes, ","))
			}
		case last && e.EndGrounded != nil:
			if rec.Grounded != *e.EndGrounded {
				want, got := "grounded", "airborne"
				if !*e.EndGrounded {
					want, got = got, want
				}
				ev.fail(f, i, "ended %s at %d,%d, want %s", got, x, y, want)
			}
		case last && e.EndLayer != "":
			if rec.Path.String() != e.EndLayer {
				ev.fail(f, i, "ended on path %s at %d,%d, want %s", rec.Path, x, y, e.EndLayer)
			}
		case last && e.MinRings != nil:
			if rec.Rings < *e.MinRings {
				ev.fail(f, i, "ended with %d rings, want at least %d", rec.Rings, *e.MinRings)
			}
		}
	}
	return ev.Failed
}

// matchModes returns the length of the longest prefix of want that ends
// the collapsed sequence hist, or len(want) once want occurred in full.
func matchModes(hist []physics.Mode, want []string) int {
	best := 0
	for start := 0; start < len(hist); start++ {
		n := 0
		for n < len(want) && start+n < len(hist) && modeByName[want[n]] == hist[start+n] {
			n++
		}
		if n == len(want) {
			return n
		}
		if start+n == len(hist) && n > best {
			best = n
		}
	}
	return best
}

func modeList(h []physics.Mode) string {
	if len(h) == 0 {
		return "(never grounded)"
	}
	var b strings.Builder
	for i, m := range h {
		if i > 0 {
			b.WriteByte(',')
		}
		if i == 24 && len(h) > 32 {
			fmt.Fprintf(&b, "... (%d more)", len(h)-i)
			break
		}
		b.WriteString(m.String())
	}
	return b.String()
}

func passedList(at []int) string {
	if len(at) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(" (at frames ")
	for i, f := range at {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, f)
	}
	b.WriteString(")")
	return b.String()
}

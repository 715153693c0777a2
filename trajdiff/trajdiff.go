// Package trajdiff compares two runs of the physics frame by frame: two
// levels (or two versions of one), two variants, two characters, or a run
// and a stored trace (docs/cli.md, trace). It finds the first frame where
// they part and what differs there, summarises each field's largest
// deviation, and draws both trajectories over the level, coloured by
// frame (docs/diff.md). The editor's ghost is a Trajectory drawn over the
// level as it is edited.
package trajdiff

import (
	"fmt"
	"io"
	"loopwright/traceio"
	"strings"

	"loopwright/layers"
	"loopwright/levelcheck"
	"loopwright/physics"
)

// Sample is what a trajectory keeps of one frame: the trace's scalar keys
// (docs/cli.md, trace).
type Sample struct {
	Frame                  int
	X, Y                   physics.Fixed
	XSpeed, YSpeed, GSpeed physics.Fixed
	Angle                  uint8
	Mode                   physics.Mode
	Grounded, Rolling      bool
	State                  string
	Path                   layers.Path
	Priority               layers.Priority
	Rings                  int
	// HasRings is false for traces without the objects' keys.
	HasRings bool
}

// SampleOf returns the sample of a frame record.
func SampleOf(r *physics.FrameRecord) Sample {
	return Sample{Frame: r.Frame, X: r.X, Y: r.Y, XSpeed: r.XSpeed, YSpeed: r.YSpeed, GSpeed: r.GSpeed,
		Angle: r.Angle, Mode: r.Mode, Grounded: r.Grounded, Rolling: r.Rolling, State: r.State,
		Path: r.Path, Priority: r.Priority, Rings: r.Rings, HasRings: true}
}

// Trajectory is a run: one sample per frame, frame 1 first.
type Trajectory []Sample

// Run describes a run to simulate.
type Run struct {
	Level  *layers.Level
	Config physics.Config
	Start  layers.Point
	// State, when non-nil, is a start state applied after the spawn.
	State  *levelcheck.State
	Script traceio.Script
	Frames int
}

// Simulate runs r and returns its trajectory, reusing buf's storage.
func Simulate(r Run, buf Trajectory) Trajectory {
	sim := levelcheck.NewSim(r.Level, r.Config, r.Start, r.State)
	buf = buf[:0]
	for f := 1; f <= r.Frames; f++ {
		sim.Step(r.Script.At(f))
		buf = append(buf, SampleOf(sim.Record()))
	}
	return buf
}

// Field names, in report order.
var fieldNames = [...]string{"x", "y", "xsp", "ysp", "gsp", "angle", "mode", "grounded", "rolling", "state", "layer", "priority", "rings"}

// numeric is the number of Fixed fields at the start of fieldNames.
const numeric = 5

func (s *Sample) fixed(i int) physics.Fixed {
	switch i {
	case 0:
		return s.X
	case 1:
		return s.Y
	case 2:
		return s.XSpeed
	case 3:
		return s.YSpeed
	}
	return s.GSpeed
}

// value returns field i of s as the trace writes it.
func (s *Sample) value(i int) string {
	switch i {
	case 5:
		return fmt.Sprint(s.Angle)
	case 6:
		return s.Mode.String()
	case 7:
		return fmt.Sprint(s.Grounded)
	case 8:
		return fmt.Sprint(s.Rolling)
	case 9:
		return s.State
	case 10:
		return s.Path.String()
	case 11:
		return s.Priority.String()
	case 12:
		return fmt.Sprint(s.Rings)
	}
	return s.fixed(i).String()
}

// FieldDiff is one field that differs at a frame.
type FieldDiff struct {
	Field string
	A, B  string
}

// Deviation is a numeric field's largest difference over the common
// frames.
type Deviation struct {
	Field string
	Max   physics.Fixed // |a - b|, in 1/256 px
	Frame int           // the first frame it was reached (0: never differs)
}

// Diff is the comparison of two trajectories.
type Diff struct {
	// Frames is the number of frames both have; LenA, LenB their lengths.
	Frames, LenA, LenB int
	// First is the first frame where they differ (0 when identical over
	// the common frames), Fields what differs there.
	First  int
	Fields []FieldDiff
	// Differing counts the frames that differ in any field.
	Differing int
	// Deviations holds x, y, xsp, ysp and gsp.
	Deviations [numeric]Deviation
	// Counts holds, for every field, the frames where it differs.
	Counts map[string]int
}

// Identical reports whether the runs are the same, frame for frame.
func (d *Diff) Identical() bool { return d.First == 0 && d.LenA == d.LenB }

// Compare compares a and b frame by frame.
func Compare(a, b Trajectory) *Diff {
	d := &Diff{LenA: len(a), LenB: len(b), Frames: min(len(a), len(b)), Counts: map[string]int{}}
	for i := range d.Deviations {
		d.Deviations[i].Field = fieldNames[i]
	}
	for f := 0; f < d.Frames; f++ {
		sa, sb := &a[f], &b[f]
		differs := false
		for i := range fieldNames {
			if i == 12 && (!sa.HasRings || !sb.HasRings) {
				continue
			}
			var same bool
			if i < numeric {
				dv := sa.fixed(i) - sb.fixed(i)
				if dv < 0 {
					dv = -dv
				}
				same = dv == 0
				if dv > d.Deviations[i].Max {
					d.Deviations[i].Max, d.Deviations[i].Frame = dv, f+1
				}
			} else {
				same = sa.value(i) == sb.value(i)
			}
			if same {
				continue
			}
			differs = true
			d.Counts[fieldNames[i]]++
			if d.First == 0 || d.First == f+1 {
				d.First = f + 1
				d.Fields = append(d.Fields, FieldDiff{fieldNames[i], sa.value(i), sb.value(i)})
			}
		}
		if differs {
			d.Differing++
		}
	}
	return d
}

// Write prints the comparison: the first line is `first difference at
// frame N: FIELD A vs B, ...` or `identical over N frames` (docs/cli.md)
// , then the lengths when they differ and the per-field summary.
// nameA and nameB label the runs.
func (d *Diff) Write(w io.Writer, nameA, nameB string) error {
	var b strings.Builder
	switch {
	case d.First > 0:
		fmt.Fprintf(&b, "first difference at frame %d:", d.First)
		for i, f := range d.Fields {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %s %s vs %s", f.Field, f.A, f.B)
		}
		b.WriteString("\n")
	case d.LenA != d.LenB:
		fmt.Fprintf(&b, "first difference at frame %d: one run ends (%d frames vs %d)\n", d.Frames+1, d.LenA, d.LenB)
	default:
		fmt.Fprintf(&b, "identical over %d frames\n", d.Frames)
	}
	fmt.Fprintf(&b, "A: %s (%d frames)\nB: %s (%d frames)\n", nameA, d.LenA, nameB, d.LenB)
	if d.First > 0 {
		fmt.Fprintf(&b, "%d of %d frames differ\n", d.Differing, d.Frames)
		fmt.Fprintf(&b, "%-9s %14s %9s %8s\n", "field", "max |A-B|", "at frame", "frames")
		for _, dv := range d.Deviations {
			at := "-"
			if dv.Frame > 0 {
				at = fmt.Sprint(dv.Frame)
			}
			fmt.Fprintf(&b, "%-9s %14s %9s %8d\n", dv.Field, dv.Max.String(), at, d.Counts[dv.Field])
		}
		for _, f := range fieldNames[numeric:] {
			if n := d.Counts[f]; n > 0 {
				fmt.Fprintf(&b, "%-9s %14s %9s %8d\n", f, "", "", n)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

package session

import (
	"loopwright/physics"
	"loopwright/preview"
)

// InspectBlock inspects the block under level pixel (x, y) of the current
// frame's level, with the current frame's sensor reads.
func (s *Session) InspectBlock(x, y int) preview.BlockInspection {
	return preview.InspectBlock(s.sim.Level(), s.sim.Record(), x, y)
}

// Inspect returns the inspection of the current frame.
func (s *Session) Inspect() preview.Inspection { return preview.Inspect(s.sim.Record(), s.sim.Level()) }

// Series returns the quantities kinds over frames from..to (clamped to
// 0..Len()), from one replay (the cursor does not move).
func (s *Session) Series(from, to int, kinds ...preview.SeriesKind) []preview.Series {
	from, to = max(from, 0), min(to, len(s.inputs))
	out := make([]preview.Series, len(kinds))
	n := max(to-from+1, 0)
	for i, k := range kinds {
		out[i] = preview.Series{Kind: k, From: from, Values: make([]int, 0, n), Valid: make([]bool, 0, n)}
	}
	s.Records(from, to, func(r *physics.FrameRecord) bool {
		for i := range out {
			v, ok := out[i].Kind.Value(r)
			out[i].Values = append(out[i].Values, v)
			out[i].Valid = append(out[i].Valid, ok)
		}
		return true
	})
	return out
}

// GraphAround returns a graph of kinds over a window of n frames around
// the current frame (GraphWindow), with the current frame marked.
func (s *Session) GraphAround(n int, kinds ...preview.SeriesKind) preview.Graph {
	cur := s.Frame()
	from, to := preview.GraphWindow(cur, n, s.Len())
	return preview.Graph{From: from, To: to, Current: cur, Series: s.Series(from, to, kinds...)}
}

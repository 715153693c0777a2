package sonlvl

import (
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
)

// PropStartPositions is the level property carrying every start position
// of a project level (SonLVL's startpos parts) through the model, packs
// and the editor: "character:name:x,y" parts separated by "|", e.g.
// "Sonic:Sonic Start:5024,1050|Knuckles:Knuckles Start:5024,1050". The
// first is the model's Start; Save writes the others' positions from it.
const PropStartPositions = "start_positions"

// StartPositionsOf returns the start positions a level's
// PropStartPositions lists (nil without it). Malformed parts are skipped.
func StartPositionsOf(m *layers.Level) []StartPos {
	var v string
	for _, p := range m.Props {
		if p.Name == PropStartPositions {
			v = p.Value
		}
	}
	if v == "" {
		return nil
	}
	var out []StartPos
	for _, part := range strings.Split(v, "|") {
		f := strings.Split(part, ":")
		if len(f) != 3 {
			continue
		}
		xs, ys, ok := strings.Cut(f[2], ",")
		x, err1 := strconv.Atoi(strings.TrimSpace(xs))
		y, err2 := strconv.Atoi(strings.TrimSpace(ys))
		if !ok || err1 != nil || err2 != nil {
			continue
		}
		out = append(out, StartPos{Character: f[0], Name: f[1], X: x, Y: y})
	}
	return out
}

// SetStartPositions writes ps into m's PropStartPositions (replacing it).
func SetStartPositions(m *layers.Level, ps []StartPos) {
	parts := make([]string, len(ps))
	for i, s := range ps {
		parts[i] = fmt.Sprintf("%s:%s:%d,%d", s.Character, s.Name, s.X, s.Y)
	}
	v := strings.Join(parts, "|")
	for i := range m.Props {
		if m.Props[i].Name == PropStartPositions {
			m.Props[i].Value = v
			return
		}
	}
	m.Props = append(m.Props, layers.Prop{Name: PropStartPositions, Type: "string", Value: v})
}

// FindStart returns the start position of m named by sel: its number from
// 1, its name or its character (case ignored), from PropStartPositions.
func FindStart(m *layers.Level, sel string) (StartPos, error) {
	ps := StartPositionsOf(m)
	if len(ps) == 0 {
		return StartPos{}, fmt.Errorf("level %q lists no start positions (a SonLVL project level's startpos)", m.Name)
	}
	if n, err := strconv.Atoi(sel); err == nil {
		if n < 1 || n > len(ps) {
			return StartPos{}, fmt.Errorf("level %q has start positions 1 to %d, not %d", m.Name, len(ps), n)
		}
		return ps[n-1], nil
	}
	var names []string
	for _, p := range ps {
		if strings.EqualFold(p.Name, sel) || strings.EqualFold(p.Character, sel) {
			return p, nil
		}
		names = append(names, strconv.Quote(p.Name))
	}
	return StartPos{}, fmt.Errorf("level %q has no start position %q (it has %s)", m.Name, sel, strings.Join(names, ", "))
}

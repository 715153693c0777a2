// Package lint finds the collision mistakes that break runs: tile angles
// far from their masks, widths that contradict heights, steps in walkable
// surfaces, seams where paths A and B disagree away from any layer
// switcher, loops without a path B or without a switcher, switchers a
// player can pass by, flagged tiles on slopes, solidity without a mask (and
// the reverse), objects inside terrain, and switchers or a start outside
// the level (docs/lint.md).
//
// Lint reads a level and returns its findings, each with a rule, a
// severity, a place in level pixels and a message; it never changes the
// level. Rules lists every rule with its one-line explanation.
package lint

import (
	"fmt"
	"sort"

	"loopwright/layers"
)

// Severity says how bad a finding is.
type Severity uint8

// The severities. Info findings do not fail `loopwright lint`.
const (
	Info Severity = iota
	Warning
	Error
)

var severityNames = [...]string{"info", "warning", "error"}

// String returns "info", "warning" or "error".
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return fmt.Sprintf("Severity(%d)", uint8(s))
}

// Rule describes one lint rule.
type Rule struct {
	Name     string
	Severity Severity // the usual severity; a finding may say otherwise
	Summary  string   // one line
}

// The rule names.
const (
	RuleAngle        = "angle-mismatch"
	RuleWidths       = "widths-mismatch"
	RuleStep         = "surface-step"
	RuleSeam         = "path-seam"
	RuleLoop         = "loop-paths"
	RuleSwitcher     = "switcher-reach"
	RuleFlagged      = "flagged-slope"
	RuleSolidNoMask  = "solidity-without-mask"
	RuleMaskNoSolid  = "mask-without-solidity"
	RuleObjectInSoil = "object-in-terrain"
	RuleOutside      = "outside-level"
	RulePinch        = "surface-pinch"
)

// Rules returns every rule, in the order docs/lint.md gives them.
func Rules() []Rule { return append([]Rule(nil), rules...) }

var rules = []Rule{
	{RuleAngle, Warning, "a tile's angle is far (more than 22.5 degrees) from the angle its height mask implies (masks with at least 8 partial columns)"},
	{RuleWidths, Error, "a tile's stored widths contradict its heights and are not marked as custom widths"},
	{RuleStep, Warning, "a walkable surface jumps 4 px or more between neighbouring tiles, out of line with the slopes beside it (11 px or more: an error)"},
	{RulePinch, Error, "a walkable surface has solid a few pixels in front of it (less than 9 px) where it is open a block away: no player fits, and one running along it is stopped there"},
	{RuleSeam, Warning, "paths A and B both have a floor here but at different heights, no layer switcher is near, and a run is stopped there on one path only"},
	{RuleLoop, Error, "a loop whose paths A and B are the same, or that no layer switcher covers"},
	{RuleSwitcher, Warning, "a layer switcher's range stops short of a surface beside it: a player running there passes without switching, and his run then breaks"},
	{RuleFlagged, Warning, "a flagged tile (angle 0xFF: the player snaps to 90 degrees) whose mask is a slope"},
	{RuleSolidNoMask, Warning, "a block is solid but its tile's mask is empty, leaving a hole in a wall or a floor"},
	{RuleMaskNoSolid, Info, "a block places a tile with a mask but is not solid on that path"},
	{RuleObjectInSoil, Warning, "an object's centre, or the player start, is inside solid terrain on both paths (a ring: an info)"},
	{RuleOutside, Warning, "a layer switcher's threshold or the player start lies outside the level, where no player reaches it"},
}

// RuleByName returns the rule called name, or false.
func RuleByName(name string) (Rule, bool) {
	for _, r := range rules {
		if r.Name == name {
			return r, true
		}
	}
	return Rule{}, false
}

// Finding is one problem found.
type Finding struct {
	Level string
	X, Y  int // level pixels
	// W and H are the size of the area the finding covers (a loop, a
	// seam), 0 for a point.
	W, H     int
	Severity Severity
	Rule     string
	Msg      string
}

// String returns the finding as loopwright lint prints it:
// "LEVEL: X,Y: SEVERITY: RULE: message".
func (f Finding) String() string {
	return fmt.Sprintf("%s: %d,%d: %s: %s: %s", f.Level, f.X, f.Y, f.Severity, f.Rule, f.Msg)
}

// Lint runs every rule on l and returns the findings sorted by place
// (X, then Y), then rule.
func Lint(l *layers.Level) []Finding {
	if l == nil || l.Lib == nil {
		return nil
	}
	c := newCtx(l)
	c.tileRules()
	c.stepRule()
	c.loopRunRule()
	c.zoneRunRule()
	c.pinchRule()
	c.seamRules()
	c.switcherRule()
	c.blockRules()
	c.objectRule()
	c.outsideRule()
	out := c.out
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.X != b.X {
			return a.X < b.X
		}
		if a.Y != b.Y {
			return a.Y < b.Y
		}
		return a.Rule < b.Rule
	})
	return out
}

// Fails reports whether any finding is a warning or an error.
func Fails(fs []Finding) bool {
	for _, f := range fs {
		if f.Severity >= Warning {
			return true
		}
	}
	return false
}

type ctx struct {
	l   *layers.Level
	out []Finding
	// loopBoxes are the loops found (loops), once computed.
	loopBoxes *[]box
	// zone marks the blocks of curved shapes (curvedZone), once computed.
	zone []bool
	// run is the simulation local runs use (runner), once made.
	run *runner
}

func newCtx(l *layers.Level) *ctx { return &ctx{l: l} }

// addArea adds a finding covering the pixel rectangle [x0,x1) x [y0,y1),
// placed at its top-left corner.
func (c *ctx) addArea(x0, y0, x1, y1 int, rule string, sev Severity, format string, a ...any) {
	c.add(x0, y0, rule, sev, format, a...)
	c.out[len(c.out)-1].W, c.out[len(c.out)-1].H = x1-x0, y1-y0
}

func (c *ctx) add(x, y int, rule string, sev Severity, format string, a ...any) {
	c.out = append(c.out, Finding{Level: c.l.Name, X: x, Y: y, Severity: sev, Rule: rule, Msg: fmt.Sprintf(format, a...)})
}

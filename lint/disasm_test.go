package lint

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/sonlvl"
)

// disasmProjects are the SonLVL projects of ../shared/disasm lint is
// calibrated on, with the most errors and warnings their levels may give
// today (docs/lint.md "On the games' own levels"). The games ship and
// play: the goal is no error and at most one warning a level; these
// ceilings keep the figures from growing until it is reached.
var disasmProjects = []struct {
	dir                 string
	maxErrors, maxWarns int
}{
	{"s1disasm", 0, 8},
	{"s2disasm", 0, 26},
	{"skdisasm", 0, 48},
	{"skdisasm-vinegar97", 0, 48},
}

// TestLint_Disasm lints every level of every project in ../shared/disasm
// that opens, and counts the findings per rule: their total must stay
// within the project's ceiling. With -short, only each project's first
// level is linted.
func TestLint_Disasm(t *testing.T) {
	for _, pr := range disasmProjects {
		ini := sharedtest.Path(t, "disasm", pr.dir, "SonLVL INI Files", "SonLVL.ini")
		p, err := sonlvl.Open(ini)
		if err != nil {
			t.Fatal(err)
		}
		names := p.Names()
		if testing.Short() {
			names = names[:1]
		}
		counts := map[string]int{}
		levels, errs, warns := 0, 0, 0
		for _, n := range names {
			l, err := p.Load(n)
			if err != nil {
				t.Logf("%s: %s does not open: %v", pr.dir, n, err)
				continue
			}
			levels++
			for _, f := range Lint(l.Model) {
				switch f.Severity {
				case Error:
					errs++
				case Warning:
					warns++
				default:
					continue
				}
				counts[f.Severity.String()+" "+f.Rule]++
			}
		}
		var rows []string
		for k, v := range counts {
			rows = append(rows, fmt.Sprintf("%s %d", k, v))
		}
		sort.Strings(rows)
		t.Logf("%s: %d levels: %d errors, %d warnings (%s)", pr.dir, levels, errs, warns, strings.Join(rows, ", "))
		if levels == 0 {
			t.Errorf("%s: no level opens", pr.dir)
		}
		if errs > pr.maxErrors || warns > pr.maxWarns {
			t.Errorf("%s: %d errors, %d warnings: more than the %d and %d lint gave before", pr.dir, errs, warns, pr.maxErrors, pr.maxWarns)
		}
	}
}

// TestLint_S3KFloorLip: Angel Island act 2 closes its hills' tops with a
// one-pixel floor lip (tile 1: heights all 1) over a slope; the lip's end
// is a wall one row tall, the corner of a sliver no player runs along,
// and surface-step must not call its 20 px jump to the slope an error.
func TestLint_S3KFloorLip(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "skdisasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(`Sonic 3\Angel Island Zone Act 2`)
	if err != nil {
		t.Fatal(err)
	}
	lips := [][2]int{{1264, 1200}, {9840, 2096}, {10608, 1840}}
	for _, f := range only(Lint(l.Model), RuleStep) {
		for _, at := range lips {
			if f.X == at[0] && f.Y == at[1] {
				t.Errorf("a floor lip's corner: %v", f)
			}
		}
	}
}

// TestLint_S3KWedge: Launch Base act 2's girders close a 45° floor under
// a full block into a wedge no run can be set on (pinchRule's tryPlace
// finds no run that breaks): surface-pinch may warn there, not call it an
// error.
func TestLint_S3KWedge(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "skdisasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load(`Sonic 3\Launch Base Zone Act 2`)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range only(Lint(l.Model), RulePinch) {
		if f.X == 8371 && f.Y == 2691 && f.Severity == Error {
			t.Errorf("a girders' wedge: %v", f)
		}
	}
}

// TestLint_S3KTubeBends: Launch Base act 2's and Lava Reef act 2's tubes
// bend side by side, with curved tiles in all a loop's modes but no floor
// under them (objects carry a player through): loop-paths must not take
// them for a loop (floored).
func TestLint_S3KTubeBends(t *testing.T) {
	ini := sharedtest.Path(t, "disasm", "skdisasm", "SonLVL INI Files", "SonLVL.ini")
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{`Sonic 3\Launch Base Zone Act 2`, `Sonic & Knuckles\Lava Reef Zone Act 2`} {
		l, err := p.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if fs := only(Lint(l.Model), RuleLoop); len(fs) != 0 {
			t.Errorf("%s: tube bends: %v", name, fs)
		}
	}
}

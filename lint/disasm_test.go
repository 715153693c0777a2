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
	{"s1disasm", 0, 95},
	{"s2disasm", 0, 50},
	{"skdisasm", 13, 204},
	{"skdisasm-vinegar97", 19, 218},
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

package panels

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/assure"
	"loopwright/lint"
)

// TestChecksPanel_WheelScrollsThePanel: the wheel over the Lint rows
// scrolls the panel around them (as the Level tab's right panel holds
// it), and tapping a row still picks its finding (edtrust: the Checks and
// Lint Lists scrolled themselves and took the wheel; the rule:
// no scroller inside a scroller).
func TestChecksPanel_WheelScrollsThePanel(t *testing.T) {
	test.NewTempApp(t)
	st := &assure.State{}
	for i := 0; i < 40; i++ {
		st.Lint = append(st.Lint, lint.Finding{X: i, Y: i, Rule: "r", Msg: "m"})
	}
	p := NewChecksPanel(st)
	picked := -1
	p.OnFinding = func(i int) { picked = i }
	p.Refresh()
	sc := container.NewVScroll(p.Content)
	w := test.NewWindow(sc)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(360, 420))
	row := p.findings.Objects[0]
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(row).Add(fyne.NewPos(5, 5))
	test.Scroll(w.Canvas(), pos, 0, -60)
	if sc.Offset.Y <= 0 {
		t.Fatalf("the wheel over the Lint rows did not scroll the panel (offset %v, at %v)", sc.Offset, pos)
	}
	test.Tap(row.(*tapRow))
	if picked != 0 {
		t.Fatalf("tapping row 0 picked %d", picked)
	}
}

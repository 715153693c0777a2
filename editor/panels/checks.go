package panels

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/assure"
	"loopwright/editor/widgets"
	"loopwright/levelcheck"
	"loopwright/lint"
)

// ChecksPanel shows the current level's checks with their last results
// (pass or fail, and where), the lint findings, and the ghost and marker
// switches (docs/editor.md, "Checks, ghosts and lint"). The editor owns
// the assure.State it shows and sets the callbacks.
type ChecksPanel struct {
	Content fyne.CanvasObject

	// OnRunAll runs every check now.
	OnRunAll func()
	// OnOpen opens result i in the debugger at its failing frame (or its
	// last frame when it passed).
	OnOpen func(i int)
	// OnRecord records a check from the play session.
	OnRecord func()
	// OnFinding shows finding i (centres the view on it).
	OnFinding func(i int)
	// OnOptions is called when a switch changed: run on edit, ghosts,
	// markers, what the second ghost shows.
	OnOptions func()

	// RunOnEdit, Ghosts and Markers are the switches' states.
	RunOnEdit, Ghosts, Markers bool
	// Against is the second ghost's choice.
	Against string

	st       *assure.State
	summary  *widget.Label
	results  *fyne.Container // a button a result (rows, see NewChecksPanel)
	findings *fyne.Container // a button a lint finding
	selected int
	open     *widget.Button
}

// Against choices.
const (
	AgainstNone  = "nothing"
	AgainstSaved = "the saved level"
	// AgainstVariantPrefix starts the variant choices ("variant s1").
	AgainstVariantPrefix = "variant "
)

// NewChecksPanel returns the panel showing st.
func NewChecksPanel(st *assure.State) *ChecksPanel {
	p := &ChecksPanel{st: st, RunOnEdit: true, Ghosts: true, Markers: true, Against: AgainstSaved, selected: -1}
	p.summary = widget.NewLabel("")
	p.summary.Wrapping = fyne.TextWrapWord
	// Rows, not widget.Lists: a List scrolls itself and, inside the Level
	// tab's scrolled panel, took the wheel, so the panel could not be
	// wheeled past it (no scroller inside a scroller, as the palettes).
	p.results = container.NewVBox()
	p.findings = container.NewVBox()
	runAll := widget.NewButtonWithIcon("Run all", theme.MediaPlayIcon(), func() {
		if p.OnRunAll != nil {
			p.OnRunAll()
		}
	})
	p.open = widget.NewButtonWithIcon("Open in debugger", theme.SearchIcon(), func() {
		if p.OnOpen != nil && p.selected >= 0 {
			p.OnOpen(p.selected)
		}
	})
	p.open.Disable()
	record := widget.NewButtonWithIcon("Record check", theme.MediaRecordIcon(), func() {
		if p.OnRecord != nil {
			p.OnRecord()
		}
	})
	changed := func() {
		if p.OnOptions != nil {
			p.OnOptions()
		}
	}
	onEdit := widgets.NewCheck("Run on edit", func(on bool) { p.RunOnEdit = on; changed() })
	onEdit.SetChecked(true)
	ghosts := widgets.NewCheck("Ghost", func(on bool) { p.Ghosts = on; changed() })
	ghosts.SetChecked(true)
	markers := widgets.NewCheck("Lint markers", func(on bool) { p.Markers = on; changed() })
	markers.SetChecked(true)
	against := widgets.NewSelect([]string{AgainstNone, AgainstSaved, AgainstVariantPrefix + "s1", AgainstVariantPrefix + "s2",
		AgainstVariantPrefix + "s3k", AgainstVariantPrefix + "cd", AgainstVariantPrefix + "mania"}, func(s string) { p.Against = s; changed() })
	against.SetSelected(AgainstSaved)
	resultsBox, findingsBox := p.results, p.findings
	p.Content = container.NewVBox(
		widget.NewLabelWithStyle("Checks", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.summary,
		container.NewHBox(runAll, onEdit),
		container.NewHBox(p.open, record),
		resultsBox,
		widget.NewLabelWithStyle("Lint", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		findingsBox,
		container.NewHBox(ghosts, markers),
		container.NewHBox(widget.NewLabel("Ghost beside"), against),
	)
	return p
}

// Refresh shows the state's current results and findings.
func (p *ChecksPanel) Refresh() {
	p.summary.SetText(p.st.Summary())
	if p.selected >= len(p.st.Results) {
		p.selected = -1
		p.open.Disable()
	}
	p.results.Objects = p.results.Objects[:0]
	for i := range p.st.Results {
		r := &p.st.Results[i]
		icon := theme.ConfirmIcon()
		if !r.Pass {
			icon = theme.NewErrorThemedResource(theme.CancelIcon())
		}
		i := i
		row := newTapRow(ResultText(r), func() { p.Select(i) })
		if i == p.selected {
			row.label.Importance = widget.HighImportance
		}
		p.results.Objects = append(p.results.Objects, container.NewBorder(nil, nil, widget.NewIcon(icon), nil, row))
	}
	p.results.Refresh()
	p.findings.Objects = p.findings.Objects[:0]
	for i := range p.st.Lint {
		i := i
		p.findings.Objects = append(p.findings.Objects, newTapRow(FindingText(&p.st.Lint[i]), func() {
			if p.OnFinding != nil {
				p.OnFinding(i)
			}
		}))
	}
	p.findings.Refresh()
}

// Selected returns the selected result's index, or -1.
func (p *ChecksPanel) Selected() int { return p.selected }

// Select selects result i (as a click does).
func (p *ChecksPanel) Select(i int) {
	if i < 0 || i >= len(p.st.Results) {
		return
	}
	p.selected = i
	p.open.Enable()
	for j, o := range p.results.Objects {
		for _, k := range o.(*fyne.Container).Objects {
			row, ok := k.(*tapRow)
			if !ok {
				continue
			}
			want := widget.MediumImportance
			if j == i {
				want = widget.HighImportance
			}
			if row.label.Importance != want {
				row.label.Importance = want
				row.label.Refresh()
			}
		}
	}
}

// tapRow is one line of the Checks or Lint rows: a truncated monospace
// label that calls tap when tapped. It does not scroll (see
// NewChecksPanel).
type tapRow struct {
	widget.BaseWidget
	label *widget.Label
	tap   func()
}

func newTapRow(text string, tap func()) *tapRow {
	r := &tapRow{label: widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}), tap: tap}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer implements fyne.Widget.
func (r *tapRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.label) }

// Tapped implements fyne.Tappable.
func (r *tapRow) Tapped(*fyne.PointEvent) { r.tap() }

// ResultText is a result's line in the list: "✗ name [s2 sonic] frame N:
// message" or "✓ name [s2 sonic]".
func ResultText(r *levelcheck.Result) string {
	cfg := r.Config.Variant.String() + " " + r.Config.Character.String()
	if r.Pass {
		return fmt.Sprintf("%s [%s] %d frames", r.Check, cfg, r.Frames)
	}
	return fmt.Sprintf("%s [%s] frame %d: %s: %s", r.Check, cfg, r.Frame, r.Kind, r.Msg)
}

// FindingText is a finding's line in the list.
func FindingText(f *lint.Finding) string {
	return fmt.Sprintf("%d,%d %s %s: %s", f.X, f.Y, f.Severity, f.Rule, f.Msg)
}

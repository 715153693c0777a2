package checkspanel

import (
	"bytes"
	"fmt"
	"image"
	"loopwright/traceio"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"loopwright/editor/assure"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/playpanel"
	"loopwright/examples"
	"loopwright/layers"
	"loopwright/levelcheck"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
)

// Host is what the Checks panel needs from the editor's shell. Model is
// required; the other fields may be nil.
type Host struct {
	// Model is the edited pack and level.
	Model *model.Model
	// View is the Level tab's view: the ghosts and markers are drawn over
	// it and findings are centred in it.
	View *levelview.LevelView
	// Play is the play panel: its script and configuration choose the
	// ghost's run, and Open in debugger loads a check into it.
	Play *playpanel.Panel
	// ShowLevelTab brings the Level tab to the front.
	ShowLevelTab func()
	// ShowError reports an error to the user.
	ShowError func(error)
	// Shown reports whether the panel is on screen (the Level tab is
	// selected); while it is not, model changes wait for RefreshIfStale.
	// Nil: always shown.
	Shown func() bool
}

// Panel ties the Checks panel, the ghosts and the lint markers to the
// model, the level view and the play controller (docs/editor.md,
// "Checks, ghosts and lint").
type Panel struct {
	h  Host
	st *assure.State
	p  *panels.ChecksPanel

	sig        model.EditState
	level      *layers.Level
	path       string
	dirty      bool
	scriptName string
	cfg        physics.Config
	// scriptFrom says where the ghost's script came from.
	scriptFrom string
	// behind: the model changed while the panel was hidden.
	behind bool
}

// New builds the Checks panel for h, draws the ghosts and markers over
// h.View, and follows the model and the play controller. The shell calls
// it after building the play panel and places Content in the Level tab.
func New(h Host) *Panel {
	st := &assure.State{}
	p := panels.NewChecksPanel(st)
	a := &Panel{h: h, st: st, p: p}
	if v := h.View; v != nil {
		v.OnDraw = func(img *image.RGBA, vp preview.Viewport) { st.Draw(img, vp, p.Ghosts, p.Markers) }
	}
	p.OnRunAll = func() { a.runChecks(); a.refresh() }
	p.OnOpen = a.open
	p.OnRecord = func() {
		if err := a.record(); err != nil && h.ShowError != nil {
			h.ShowError(err)
		}
	}
	p.OnFinding = a.showFinding
	p.OnOptions = func() { a.setAgainst(); a.resimulate(); a.refresh() }
	if h.Play != nil {
		c := h.Play.Controller()
		prev := c.OnFrame
		c.OnFrame = func() {
			if prev != nil {
				prev()
			}
			a.playChanged()
		}
	}
	h.Model.OnChange(a.modelChanged)
	a.reload()
	return a
}

// Content is the panel's widget tree (the shell puts it in the Level
// tab's right panel).
func (a *Panel) Content() fyne.CanvasObject { return a.p.Content }

func (a *Panel) showLevelTab() {
	if a.h.ShowLevelTab != nil {
		a.h.ShowLevelTab()
	}
}

// modelChanged follows the model: another level or pack reloads
// everything; an edit re-lints, re-simulates the ghosts and (when "Run on
// edit" is on) re-runs the checks; a save reloads the saved level; any
// other change (a block painted inside a drag) re-simulates the ghosts.
//
// While the panel is hidden it only notes the change (hidden
// panels refreshed, linted and re-simulated on every change);
// RefreshIfStale catches up once when it is shown.
func (a *Panel) modelChanged() {
	if a.h.Shown != nil && !a.h.Shown() {
		a.behind = true
		return
	}
	m := a.h.Model
	if m.Level() != a.level || m.Path != a.path {
		a.reload()
		return
	}
	if d := m.Dirty(); d != a.dirty {
		a.dirty = d
		if !d { // saved: the saved version is now this one
			a.st.LoadChecks(m.Path, m.Level().Name)
			a.setAgainst()
			a.edited()
			return
		}
	}
	if s := m.EditState(); s != a.sig {
		a.sig = s
		a.edited()
		return
	}
	// Inside a stroke (a drag painting blocks) the history has not moved
	// yet but the level has: the ghost follows every block (a few ms);
	// lint and the checks run when the stroke ends.
	if m.Level() != nil && a.p.Ghosts {
		a.resimulate()
		if v := a.h.View; v != nil {
			v.Refresh()
		}
	}
}

// RefreshIfStale recomputes everything once if the model changed while
// the panel was hidden (the shell calls it when the Level tab is shown). A
// full reload, because a save in between changes the saved version the
// checks compare against.
func (a *Panel) RefreshIfStale() {
	if a.behind {
		a.behind = false
		a.reload()
	}
}

// reload reads the level's checks and saved version and recomputes all.
func (a *Panel) reload() {
	m := a.h.Model
	a.level, a.path, a.dirty, a.sig = m.Level(), m.Path, m.Dirty(), m.EditState()
	if a.level == nil {
		a.st.Lint, a.st.Results, a.st.Suite = nil, nil, nil
		a.refresh()
		return
	}
	a.st.LoadChecks(m.Path, a.level.Name)
	a.chooseScript()
	a.setAgainst()
	a.edited()
}

// edited recomputes after an edit.
func (a *Panel) edited() {
	l := a.h.Model.Level()
	if l == nil {
		return
	}
	a.st.Relint(l)
	a.resimulate()
	if a.p.RunOnEdit {
		a.runChecks()
	}
	a.refresh()
}

func (a *Panel) runChecks() { a.st.RunChecks(a.h.Model.Level()) }

func (a *Panel) resimulate() { a.st.Resimulate(a.h.Model.Level()) }

func (a *Panel) refresh() {
	a.p.Refresh()
	if v := a.h.View; v != nil {
		v.Refresh()
	}
}

// setAgainst applies the panel's "Ghost beside" choice.
func (a *Panel) setAgainst() {
	m := a.h.Model
	switch ch := a.p.Against; {
	case ch == panels.AgainstSaved:
		a.st.Against = assure.AgainstSaved
		if l := m.Level(); l != nil && a.st.LoadSaved(m.Path, l.Name) != nil {
			a.st.Against = assure.AgainstNone // never saved: nothing to compare
		}
	case strings.HasPrefix(ch, panels.AgainstVariantPrefix):
		v, err := physics.ParseVariant(strings.TrimPrefix(ch, panels.AgainstVariantPrefix))
		a.st.Against, a.st.Variant = assure.AgainstVariant, v
		if err != nil {
			a.st.Against = assure.AgainstNone
		}
	default:
		a.st.Against = assure.AgainstNone
	}
}

// chooseScript picks the ghost's run: the play controller's loaded script
// and configuration; else the pack's inputs/<level>.txt (the examples'
// convention); else the level's first check; else holding right for 600
// frames.
func (a *Panel) chooseScript() {
	l := a.h.Model.Level()
	if l == nil {
		return
	}
	cfg := physics.Config{}
	if a.h.Play != nil {
		cfg = a.h.Play.Controller().Config()
		a.scriptName = a.h.Play.Controller().ScriptName()
		if a.scriptName != "" {
			var sc traceio.Script
			a.h.Play.Controller().WithSession(func(s *session.Session) {
				if s != nil {
					sc, _ = s.Script()
				}
			})
			a.st.SetRun(l, cfg, l.Start, sc, 0)
			a.scriptFrom = "script " + a.scriptName
			a.cfg = cfg
			return
		}
	}
	a.cfg = cfg
	if sc, ok := a.packInputs(l.Name); ok {
		a.st.SetRun(l, cfg, l.Start, sc, 0)
		a.scriptFrom = "inputs/" + l.Name + ".txt"
		return
	}
	if s := a.st.Suite; s != nil && len(s.Checks) > 0 {
		pl := s.Checks[0]
		a.st.SetRun(l, cfg, pl.Start, pl.Script, pl.Frames)
		a.scriptFrom = "check " + pl.Name
		return
	}
	var sc traceio.Script
	sc.Add(600, physics.Right)
	a.st.SetRun(l, cfg, l.Start, sc, 600)
	a.scriptFrom = "600 frames of Right"
}

// packInputs reads inputs/<level>.txt of the opened pack directory, or of
// the built-in example pack.
func (a *Panel) packInputs(level string) (traceio.Script, bool) {
	m := a.h.Model
	if m.Path == "" {
		if sc, err := examples.Inputs(m.Pack.Name, level); err == nil && sc.Len() > 0 {
			return sc, true
		}
		return traceio.Script{}, false
	}
	dir := m.Path
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		dir = filepath.Dir(dir)
	}
	path := filepath.Join(dir, examples.InputsDir, level+".txt")
	data, err := os.ReadFile(path)
	if err != nil {
		return traceio.Script{}, false
	}
	sc, err := traceio.ParseInputs(bytes.NewReader(data), path)
	return sc, err == nil && sc.Len() > 0
}

// playChanged follows the play controller: a script loaded or unloaded,
// or another variant or character, changes the ghost's run.
func (a *Panel) playChanged() {
	c := a.h.Play.Controller()
	if c.ScriptName() == a.scriptName && c.Config() == a.cfg {
		return
	}
	a.chooseScript()
	a.resimulate()
	a.refresh()
}

// open loads result i's check into the debugger (its script, variant and
// character) and shows the frame where it failed (its last frame when it
// passed).
func (a *Panel) open(i int) {
	if i < 0 || i >= len(a.st.Results) || a.st.Suite == nil || a.h.Play == nil {
		return
	}
	r := a.st.Results[i]
	var plan *levelcheck.Plan
	for _, p := range a.st.Suite.Checks {
		if p.Name == r.Check {
			plan = p
		}
	}
	if plan == nil {
		return
	}
	pp := a.h.Play
	pp.SetConfig(r.Config)
	pp.Controller().LoadScript(plan.Script, "check: "+plan.Name)
	if l := a.h.Model.Level(); l != nil && plan.Start != l.Start {
		// The check's own start (a start state's position; the rest of
		// a start state is not applied to the play session).
		pp.Controller().WithSession(func(s *session.Session) {
			if s != nil {
				s.SetStart(plan.Start)
			}
		})
	}
	frame := r.Frame
	if r.Pass {
		frame = r.Frames
	}
	pp.Controller().JumpTo(frame)
	a.showLevelTab()
	if g, ok := pp.Controller().Record(); ok && a.h.View != nil {
		a.h.View.CentreOn(g.X.Pixel(), g.Y.Pixel())
	}
}

// record saves a check made from the play session in one step: the
// buttons recorded so far (or the loaded script) up to the shown frame,
// with the player's place there as the region to reach, no fall below its
// lowest point, and no hurt. It is written to the pack's
// checks/<level>.json (or the map's sidecar) and loaded.
func (a *Panel) record() error {
	m := a.h.Model
	l := m.Level()
	if l == nil || a.h.Play == nil {
		return nil
	}
	if m.Path == "" {
		return fmt.Errorf("checkspanel: save the pack first: its checks are written beside it")
	}
	c := a.h.Play.Controller()
	var buf bytes.Buffer
	if err := c.WriteRecording(&buf); err != nil {
		return err
	}
	frame := c.Frame()
	rec, ok := c.Record()
	if !ok || frame == 0 {
		return fmt.Errorf("checkspanel: play first: a check is recorded from the frames played")
	}
	x, y := rec.X.Pixel(), rec.Y.Pixel()
	cfg := c.Config()
	n := len(a.st.Results) + 1
	if a.st.Suite != nil {
		n = len(a.st.Suite.Checks) + 1
	}
	unhurt := true
	check := levelcheck.Check{
		Name:       fmt.Sprintf("recorded %d", n),
		Script:     buf.String(),
		Variants:   []string{cfg.Variant.String()},
		Characters: []string{cfg.Character.String()},
		Frames:     frame,
		Expect: []levelcheck.Expect{
			{Reach: &levelcheck.Region{X: x - 32, Y: y - 32, W: 64, H: 64}},
			{Unhurt: &unhurt},
		},
	}
	if _, err := levelcheck.Add(m.Path, l.Name, check); err != nil {
		return err
	}
	a.st.LoadChecks(m.Path, l.Name)
	a.runChecks()
	a.refresh()
	return nil
}

// showFinding centres the level view on finding i.
func (a *Panel) showFinding(i int) {
	if i < 0 || i >= len(a.st.Lint) || a.h.View == nil {
		return
	}
	f := a.st.Lint[i]
	a.showLevelTab()
	a.h.View.CentreOn(f.X+f.W/2, f.Y+f.H/2)
}

package checkspanel

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/assure"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/editor/playpanel"
	"loopwright/examples"
	"loopwright/layers"
	"loopwright/levelcheck"
	"loopwright/levelio"
	"loopwright/preview/session"
)

// testEditor is the part of the editor the Checks panel works with.
type testEditor struct {
	Model  *model.Model
	play   *playpanel.Panel
	checks *Panel
}

// assureEditor opens the panels (no window) on a saved copy of the tour
// pack with its checks, on the loop level, the play panel built first as
// the shell does.
func assureEditor(t *testing.T) *testEditor {
	t.Helper()
	test.NewTempApp(t)
	dir := filepath.Join(t.TempDir(), "tour")
	copyDir(t, filepath.Join("..", "..", "examples", "packs", "tour"), dir)
	p, err := levelio.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := model.NewModel(p, dir)
	v := levelview.NewLevelView(m)
	pp := playpanel.New(playpanel.Host{View: v, Model: m, LevelShown: func() bool { return true }}, playback.NewPlayController())
	e := &testEditor{Model: m, play: pp}
	e.checks = New(Host{Model: m, View: v, Play: pp, ShowError: func(err error) { t.Error(err) }})
	for i, l := range p.Levels {
		if l.Name == "loop" {
			m.SelectLevel(i)
		}
	}
	return e
}

// TestAssure_EditBreaksCheck paints a full block into the loop's climb:
// the checks fail at once (run on edit), lint marks the block, the ghost
// parts from the saved level's, and Open in debugger shows the failing
// frame with the check's script loaded.
func TestAssure_EditBreaksCheck(t *testing.T) {
	e := assureEditor(t)
	a := e.checks
	if a.st.Suite == nil || len(a.st.Results) != 6 {
		t.Fatalf("checks not loaded: %v %d", a.st.ChecksErr, len(a.st.Results))
	}
	for _, r := range a.st.Results {
		if !r.Pass {
			t.Fatalf("unedited: %s", r.Line())
		}
	}
	if a.st.Against != assure.AgainstSaved || a.st.First != 0 || len(a.st.Ghost) == 0 {
		t.Fatalf("ghost: against %v first %d len %d", a.st.Against, a.st.First, len(a.st.Ghost))
	}
	e.Model.SetBrush(model.Brush{Tile: 1, Paths: model.PathSetA})
	if !e.Model.PaintBlock(78, 20, false) {
		t.Fatal("paint did not change the block")
	}
	failed := 0
	for _, r := range a.st.Results {
		if !r.Pass {
			failed++
		}
	}
	if failed != len(a.st.Results) {
		t.Errorf("%d of %d checks fail after the edit", failed, len(a.st.Results))
	}
	if len(a.st.Lint) == 0 || a.st.First == 0 {
		t.Errorf("lint %v, ghosts part at %d", a.st.Lint, a.st.First)
	}
	a.p.Select(0)
	r := a.st.Results[0]
	a.open(0)
	if got := e.play.Controller().Frame(); got != r.Frame {
		t.Errorf("debugger at frame %d, want the failing frame %d", got, r.Frame)
	}
	if n := e.play.Controller().ScriptName(); n != "check: "+r.Check {
		t.Errorf("script %q", n)
	}
	// Undo: everything passes again.
	e.Model.Undo()
	for _, r := range a.st.Results {
		if !r.Pass {
			t.Errorf("after undo: %s", r.Line())
		}
	}
}

// TestAssure_RecordCheck records a check from a play session and finds it
// in the pack's checks, passing.
func TestAssure_RecordCheck(t *testing.T) {
	e := assureEditor(t)
	a := e.checks
	sc, _ := examples.Inputs("tour", "loop")
	e.play.Controller().LoadScript(sc, "loop")
	e.play.Controller().JumpTo(300)
	if err := a.record(); err != nil {
		t.Fatal(err)
	}
	if a.st.Suite == nil || len(a.st.Suite.Checks) != 2 || a.st.Suite.Checks[1].Name != "recorded 2" {
		t.Fatalf("recorded check not loaded: %+v", a.st.Suite)
	}
	for _, r := range a.st.Results {
		if !r.Pass {
			t.Errorf("%s", r.Line())
		}
	}
}

// copyDir copies directory src to dst.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
}

// TestAssure_GhostFollowsStroke paints inside an open stroke (a drag): the
// ghost follows the block before the stroke ends.
func TestAssure_GhostFollowsStroke(t *testing.T) {
	e := assureEditor(t)
	a := e.checks
	e.Model.SetBrush(model.Brush{Tile: 1, Paths: model.PathSetA})
	e.Model.BeginLevelStroke("paint %d blocks")
	e.Model.PaintBlock(78, 20, false)
	if a.st.First == 0 {
		t.Error("the ghost did not follow the block painted in the stroke")
	}
	for _, r := range a.st.Results {
		if !r.Pass {
			t.Fatalf("checks ran inside the stroke: %s", r.Line())
		}
	}
	e.Model.EndStroke()
	if r := a.st.Results[0]; r.Pass {
		t.Errorf("checks did not run when the stroke ended: %s", r.Line())
	}
}

// TestAssure_OpenAtCheckStart opens a check with its own start in the
// debugger: the session starts there.
func TestAssure_OpenAtCheckStart(t *testing.T) {
	e := assureEditor(t)
	a := e.checks
	check := levelcheck.Check{Name: "from the exit", Script: "30 -", Start: &levelcheck.Point{X: 1420, Y: 370},
		Expect: []levelcheck.Expect{{NeverBelow: ptrInt(300)}}}
	if _, err := levelcheck.Add(e.Model.Path, "loop", check); err != nil {
		t.Fatal(err)
	}
	a.reload()
	i := len(a.st.Results) - 1
	if r := a.st.Results[i]; r.Pass || r.Check != "from the exit" {
		t.Fatalf("%s", r.Line())
	}
	a.open(i)
	var start layers.Point
	e.play.Controller().WithSession(func(s *session.Session) { start = s.Start() })
	if start != (layers.Point{X: 1420, Y: 370}) {
		t.Errorf("session start %v", start)
	}
	if f := e.play.Controller().Frame(); f != a.st.Results[i].Frame {
		t.Errorf("frame %d, want %d", f, a.st.Results[i].Frame)
	}
}

func ptrInt(v int) *int { return &v }

// TestAssure_HiddenPanelWaits: while the Level tab is hidden an edit does
// not re-lint, re-simulate or re-run the checks (the hidden
// panel worked on every change); RefreshIfStale catches up once, and a
// shown panel follows every edit at once.
func TestAssure_HiddenPanelWaits(t *testing.T) {
	e := assureEditor(t)
	a := e.checks
	shown := false
	a.h.Shown = func() bool { return shown }
	first := a.st.First
	e.Model.SetBrush(model.Brush{Tile: 1, Paths: model.PathSetA})
	if !e.Model.PaintBlock(78, 20, false) {
		t.Fatal("paint did not change the block")
	}
	for _, r := range a.st.Results {
		if !r.Pass {
			t.Fatalf("hidden panel re-ran its checks on the edit: %s", r.Line())
		}
	}
	if len(a.st.Lint) != 0 || a.st.First != first {
		t.Fatalf("hidden panel re-linted (%v) or re-simulated (ghosts part at %d)", a.st.Lint, a.st.First)
	}
	shown = true
	a.RefreshIfStale()
	if len(a.st.Lint) == 0 || a.st.First == 0 || a.st.Results[0].Pass {
		t.Fatalf("shown after the edit: lint %v, ghosts part at %d, first check pass %v; want the edit's", a.st.Lint, a.st.First, a.st.Results[0].Pass)
	}
	// Shown: the next edit is followed at once.
	e.Model.Undo()
	if len(a.st.Lint) != 0 || !a.st.Results[0].Pass {
		t.Errorf("shown panel did not follow Undo: lint %v, first check pass %v", a.st.Lint, a.st.Results[0].Pass)
	}
}

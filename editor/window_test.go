package editor

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/editor/playback"
)

func newTestEditor(t *testing.T) *Editor {
	t.Helper()
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	return newTestEditorOn(t, m)
}

func newTestEditorOn(t *testing.T, m *model.Model) *Editor {
	t.Helper()
	return newTestEditorWith(t, m, Options{})
}

// newTestEditorWith returns an editor on m configured by o, playback and
// autosave on a manual clock unless o has a clock.
func newTestEditorWith(t *testing.T, m *model.Model, o Options) *Editor {
	t.Helper()
	if o.Clock == nil {
		o.Clock = &playback.ManualClock{}
	}
	e := New(test.NewTempApp(t), m, o)
	// A pack still loading (OpenAsync) finishes before the window closes:
	// no test's goroutine outlives it into the next test.
	t.Cleanup(func() { e.waitOpen(); e.Win.Close() })
	return e
}

func TestEditor_Window(t *testing.T) {
	e := newTestEditor(t)
	if e.Win.Title() != "Loopwright" {
		t.Fatalf("title %q", e.Win.Title())
	}
	if e.tabs.Items[0].Text != "Tiles" {
		t.Fatal("no Tiles tab")
	}
	if e.Model.Tile() == nil {
		t.Fatal("example pack has no tile selected")
	}
	if e.undoItem.Label != "Undo" || !e.undoItem.Disabled {
		t.Fatalf("undo item %q disabled=%v", e.undoItem.Label, e.undoItem.Disabled)
	}
}

func TestEditor_MenuLabelsFollowHistory(t *testing.T) {
	e := newTestEditor(t)
	e.Model.SetFlagged(!e.Model.Tile().Flagged)
	if !strings.HasPrefix(e.undoItem.Label, "Undo ") || !strings.Contains(e.undoItem.Label, "tile 1") || e.undoItem.Disabled {
		t.Fatalf("undo item %q", e.undoItem.Label)
	}
	if !strings.Contains(e.status.Text, "modified") {
		t.Fatalf("status %q", e.status.Text)
	}
	e.undoItem.Action()
	if e.redoItem.Disabled || !strings.HasPrefix(e.redoItem.Label, "Redo ") || e.Model.Dirty() {
		t.Fatalf("redo item %q", e.redoItem.Label)
	}
	e.redoItem.Action()
	if !e.Model.Dirty() {
		t.Fatal("redo")
	}
}

func TestEditor_SaveErrorKeepsEditorUsable(t *testing.T) {
	e := newTestEditor(t)
	e.Model.SetFlagged(true)
	if err := e.SavePath(t.TempDir() + "/missing/dir/pack.json"); err == nil {
		t.Log("save worked (levelio present)")
	}
	if err := e.OpenPath(t.TempDir() + "/nope.json"); err == nil {
		t.Fatal("opening a missing file worked")
	}
	if e.Model.Tile() == nil || !e.Model.History.CanUndo() {
		t.Fatal("a failed open replaced the pack")
	}
}

func TestEditor_Golden(t *testing.T) {
	// The in-code fallback pack, not the example pack, which may change.
	e := newTestEditorOn(t, model.NewModel(model.FallbackPack(), ""))
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.Model.Select(1)
	edittest.Golden(t, "editor.png", e.Win.Canvas().Capture())
}

func TestPackDir(t *testing.T) {
	for in, want := range map[string]string{
		"/home/a/mypack.json":   "/home/a/mypack",
		"/home/a/mypack":        "/home/a/mypack",
		"/home/a/dir/pack.json": "/home/a/dir/pack.json",
		"/home/a/x.zip":         "/home/a/x.zip",
		"/home/a/x.TMX":         "/home/a/x.TMX",
	} {
		if got := packDir(in); got != want {
			t.Errorf("packDir(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEditor_PaintingKeepsWindowWidth: what a tile holds does not change
// how wide the Tiles tab must be: painting a tile with the widest numbers
// (every height and width -16) leaves the tab's minimum width, and so the
// window's, as it was (the window widened itself after such a paint).
func TestEditor_PaintingKeepsWindowWidth(t *testing.T) {
	e := newTestEditor(t)
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.pump()
	before := e.tilesTab.Content.MinSize().Width
	e.Model.Select(3)
	for i := 0; i < 16; i++ {
		e.Model.PaintColumn(i, -16)
		e.Model.PaintRow(i, -16)
	}
	e.pump()
	if !strings.Contains(e.heightText.Text, "-16 -16") {
		t.Fatalf("the heights line does not show the painted tile: %q", e.heightText.Text)
	}
	if after := e.tilesTab.Content.MinSize().Width; after > before {
		t.Errorf("painting widened the Tiles tab's minimum from %.0f to %.0f px", before, after)
	}
	if w := e.Win.Content().MinSize().Width; w > 1280 {
		t.Errorf("the window needs %.0f px, more than its 1280", w)
	}
}

package editor

import (
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/layers"
)

// propsText returns every label's text in the Level tab's properties
// panel.
func propsText(e *Editor) string {
	return e.level.props.Text()
}

// TestEditor_PanelsFollowReplace: every panel shows the new pack after New,
// Open, Import .tmx and Recover, and the new level after a level change
// (the Level tab's Properties kept `Level "basics" 128x32`).
func TestEditor_PanelsFollowReplace(t *testing.T) {
	dm, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorWith(t, dm, Options{RecoveryDir: t.TempDir()})
	m := e.Model
	if !strings.Contains(propsText(e), `Level "basics"`) {
		t.Fatalf("example pack: properties %q", propsText(e))
	}
	e.showLevelTab()
	e.LevelView.SetSelection(image.Rect(1, 1, 3, 3))
	m.SelectThing(model.Thing{Kind: model.ThingStart})

	// A loop pack saved to disk, then opened.
	lp, _ := loopPack(t, 128)
	lp.Levels[0].Name = "loopy"
	dir := filepath.Join(t.TempDir(), "loops")
	if err := model.SavePack(lp, dir); err != nil {
		t.Fatal(err)
	}
	check := func(what, name string, l *layers.Level) {
		t.Helper()
		txt := propsText(e)
		if l == nil {
			if !strings.Contains(txt, "No level") {
				t.Fatalf("%s: properties %q, want No level", what, txt)
			}
		} else if want := `Level "` + name + `"`; !strings.Contains(txt, want) || !strings.Contains(txt, sizeText(l)) {
			t.Fatalf("%s: properties %q, want %s %s", what, txt, want, sizeText(l))
		}
		if got := e.level.levels.Selected; l != nil && !strings.Contains(got, name) {
			t.Fatalf("%s: level picker shows %q", what, got)
		}
		if !e.LevelView.Selection().Empty() {
			t.Fatalf("%s: the old block selection %v is kept", what, e.LevelView.Selection())
		}
		if e.play.Controller().Source() != l {
			t.Fatalf("%s: the preview plays another level", what)
		}
		if !strings.Contains(e.status.Text, "Pack") {
			t.Fatalf("%s: status %q", what, e.status.Text)
		}
		if want := model.Count(len(m.Lib().Tiles)-1, "tile") + ","; !strings.Contains(e.status.Text, want) { // tile 0, the empty tile, not counted
			t.Fatalf("%s: status %q does not count the new library's %s", what, e.status.Text, want)
		}
		// A hidden tab is refreshed when selected (refreshShown): look at
		// the Chunks tab as the user does. It counts the chunks one can
		// edit: chunk 0, the empty chunk, apart.
		shown := e.tabs.Selected()
		e.tabs.Select(e.chunksTab)
		if want := fmt.Sprintf("%d ", len(m.Lib().Chunks)-1); !strings.Contains(e.chunkEd.info.Text, "of "+want) && !strings.HasPrefix(e.chunkEd.info.Text, want) {
			t.Fatalf("%s: chunk tab %q, want %q", what, e.chunkEd.info.Text, want)
		}
		e.tabs.Select(shown)
		if e.play.Inspector().BlockText() != panels.BlockHint {
			t.Fatalf("%s: the block inspector still shows %q", what, e.play.Inspector().BlockText())
		}
	}
	if err := e.OpenPath(dir); err != nil {
		t.Fatal(err)
	}
	check("Open", "loopy", m.Level())
	if !strings.Contains(e.status.Text, dir) {
		t.Fatalf("status %q", e.status.Text)
	}

	// Another level selected.
	m.AddLevel("second", 64, 16)
	e.LevelView.SetSelection(image.Rect(0, 0, 2, 2))
	m.SelectLevel(0)
	check("select level 1", "loopy", m.Level())
	m.SelectLevel(1)
	check("select level 2", "second", m.Level())

	// Recent, New, .tmx import, Recover.
	e.OpenRecent(0) // dirty: asks first
	e.Model.History.MarkSaved()
	openRecentWait(t, e, 0)
	e.waitOpen() // opened off the UI goroutine, behind a progress dialog
	check("Open Recent", "loopy", m.Level())
	e.NewPack()
	check("New", "", nil)
	if len(e.play.Inspector().SensorText()) != 0 {
		t.Fatal("the inspector keeps the old sensors")
	}
	tmx := filepath.Join(t.TempDir(), "map.tmx")
	lp2, _ := loopPack(t, 64)
	lp2.Levels[0].Name = "mapped"
	if err := model.SavePack(lp2, tmx); err != nil {
		t.Fatal(err)
	}
	if err := e.OpenPath(tmx); err != nil {
		t.Fatal(err)
	}
	check("Import .tmx", m.Level().Name, m.Level())

	m.SetStart(40, 40)
	if ok, err := e.AutosaveNow(); !ok || err != nil {
		t.Fatalf("autosave: %v %v", ok, err)
	}
	name := m.Level().Name
	e.Model.History.MarkSaved()
	if err := e.OpenPath(dir); err != nil {
		t.Fatal(err)
	}
	check("reopen", "loopy", m.Level())
	if err := e.Recover(); err != nil {
		t.Fatal(err)
	}
	check("Recover", name, m.Level())
}

func sizeText(l *layers.Level) string { return fmt.Sprintf("%dx%d blocks", l.Width, l.Height) }

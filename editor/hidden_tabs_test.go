package editor

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/widgets"
)

// TestEditor_HiddenTabRefreshesWhenSelected: an edit made while the
// Tiles or the Special tab is hidden is not drawn there at once (a paint
// stroke on the Level tab refreshed both on every step), and the tab shows it as soon as it is selected.
func TestEditor_HiddenTabRefreshesWhenSelected(t *testing.T) {
	e := newTestEditor(t)
	openAbilities(t, e)
	m := e.Model

	// Tiles: the heights of the current tile, changed from the Level tab.
	e.showLevelTab()
	var h [16]int8
	for i := range h {
		h[i] = int8(i % 7)
	}
	m.SetHeights(h)
	want := "heights " + int8s(h[:])
	if strings.Contains(e.heightText.Text, want) {
		t.Error("the hidden Tiles tab was refreshed on the edit")
	}
	e.tabs.Select(e.tilesTab)
	if !strings.Contains(e.heightText.Text, want) {
		t.Fatalf("Tiles tab selected after the edit shows %q, want %q", e.heightText.Text, want)
	}

	// Special: a stage added while the tab is hidden.
	e.tabs.Select(e.specialTab)
	e.showLevelTab()
	if err := e.special.Stages().Add("added_hidden", 8, 8); err != nil {
		t.Fatal(err)
	}
	pick := func() *widgets.Select {
		for _, o := range test.LaidOutObjects(e.specialTab.Content) {
			if s, ok := o.(*widgets.Select); ok && slices.Contains(s.Options, "rotating_maze") {
				return s
			}
		}
		t.Fatal("no stage select in the Special tab")
		return nil
	}
	if slices.Contains(pick().Options, "added_hidden") {
		t.Error("the hidden Special tab was refreshed on the edit")
	}
	e.tabs.Select(e.specialTab)
	if p := pick(); !slices.Contains(p.Options, "added_hidden") || p.Selected != "added_hidden" {
		t.Fatalf("Special tab selected after the edit: options %v, selected %q; want added_hidden selected", p.Options, p.Selected)
	}

	// Back on a tab refreshed already: no stale state left behind.
	m.Undo()
	if slices.Contains(pick().Options, "added_hidden") {
		t.Error("the shown Special tab did not follow Undo")
	}
}

// TestEditor_HiddenLevelTabWaits: while the Level tab is hidden a model
// change refreshes neither it nor its Play panel (they
// refreshed on every change); selecting the tab brings both up to date
// once, and the shown tab follows the next change at once.
func TestEditor_HiddenLevelTabWaits(t *testing.T) {
	e := newTestEditor(t)
	openAbilities(t, e)
	m := e.Model
	e.showLevelTab()
	e.tabs.Select(e.tilesTab)
	before := m.Level()
	opts := slices.Clone(e.level.levels.Options)
	m.AddLevel("added_hidden", 0, 0)
	added := levelLabel(m.LevelIndex(), m.Level())
	if !slices.Equal(e.level.levels.Options, opts) || e.level.shown != before {
		t.Error("the hidden Level tab was refreshed on the edit")
	}
	if e.play.Controller().Source() != before {
		t.Error("the hidden Play panel followed the edit")
	}
	e.showLevelTab()
	if !slices.Contains(e.level.levels.Options, added) || e.level.levels.Selected != added || e.level.shown != m.Level() {
		t.Fatalf("Level tab selected after the edit: options %v, selected %q; want %q", e.level.levels.Options, e.level.levels.Selected, added)
	}
	if e.play.Controller().Source() != m.Level() {
		t.Fatal("Level tab selected after the edit: the Play panel plays the old level")
	}
	m.Undo()
	if slices.Contains(e.level.levels.Options, added) || e.level.shown != before || e.play.Controller().Source() != before {
		t.Error("the shown Level tab did not follow Undo")
	}

	// An export from another tab sees the level shown, not the old one.
	e.tabs.Select(e.tilesTab)
	m.Redo()
	if img := e.ViewImage(64, 64); img == nil || e.play.Controller().Source() != m.Level() || e.level.shown != m.Level() {
		t.Error("ViewImage from the Tiles tab used the level shown before the change")
	}
}

package editor

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/playback"
	"loopwright/editor/widgets"
)

// TestEditor_FKeysWhateverHasTheFocus: F1 and F5-F9 work while a text
// field has the focus, and while any other focusable widget of the editor
// does (a check box, a select, a list, a tile or chunk grid, the frame
// box), as the docs say (they stopped working in a text
// field). Keys are sent as the desktop driver sends them: KeyDown, then
// TypedKey, to the focused widget.
func TestEditor_FKeysWhateverHasTheFocus(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	c := e.Win.Canvas()
	pc := e.play.Controller()

	kinds := map[string]fyne.Focusable{}
	for _, o := range test.LaidOutObjects(e.Win.Content()) {
		kind, plain := focusKind(o)
		if plain {
			t.Errorf("%T in the window: a focusable Fyne widget that swallows the F-keys (use package widgets')", o)
			continue
		}
		if kind == "" {
			continue
		}
		if f, ok := o.(fyne.Focusable); ok && o.Visible() && kinds[kind] == nil {
			kinds[kind] = f
		}
	}
	// No "list": the Level tab's Checks and Lint Lists became rows that do
	// not scroll (panels.ChecksPanel); a list, if any, is still tried below.
	for _, k := range []string{"entry", "check", "select", "grid"} {
		if kinds[k] == nil {
			t.Fatalf("no %s in the Level tab", k)
		}
	}
	for kind, f := range kinds {
		c.Focus(f)
		if c.Focused() != f {
			t.Fatalf("%s does not take the focus", kind)
		}
		frame := pc.Frame()
		press(t, c, fyne.KeyF7)
		if pc.Frame() != frame+1 {
			t.Fatalf("F7 in a focused %s: frame %d, want %d", kind, pc.Frame(), frame+1)
		}
		press(t, c, fyne.KeyF6)
		if pc.Frame() != frame {
			t.Fatalf("F6 in a focused %s: frame %d, want %d", kind, pc.Frame(), frame)
		}
		press(t, c, fyne.KeyF5)
		if !pc.Playing() {
			t.Fatalf("F5 in a focused %s does not play", kind)
		}
		if kind == "entry" {
			c.Focus(f) // Play gives the view the focus unless typing
			if c.Focused() != f {
				t.Fatal("Play took the focus from the text field")
			}
		} else {
			c.Focus(f)
		}
		press(t, c, fyne.KeyF5)
		if pc.Playing() {
			t.Fatalf("F5 again in a focused %s does not pause", kind)
		}
		pc.StepForward()
		pc.StepForward()
		c.Focus(f)
		press(t, c, fyne.KeyF8)
		if pc.Frame() != 0 {
			t.Fatalf("F8 in a focused %s: frame %d, want a restart at 0", kind, pc.Frame())
		}
		n := len(c.Overlays().List())
		press(t, c, fyne.KeyF1)
		if len(c.Overlays().List()) != n+1 {
			t.Fatalf("F1 in a focused %s does not show the help", kind)
		}
		c.Overlays().Top().Hide()
	}

	// The text field still types, and the F-keys put nothing in it.
	en := kinds["entry"].(*widgets.Entry)
	en.SetText("")
	c.Focus(en)
	press(t, c, fyne.KeyF9)
	test.Type(en, "12")
	if en.Text != "12" {
		t.Fatalf("entry text %q, want 12", en.Text)
	}
}

// focusKind names the kind of a focusable widget of package widgets
// (entry, check, select, grid, list, slider) and reports whether o is
// instead a plain Fyne widget of those kinds (or another focusable Fyne
// widget that would swallow the F-keys: a select entry, a table, a tree).
func focusKind(o fyne.CanvasObject) (kind string, plain bool) {
	switch o.(type) {
	case *widgets.Entry:
		return "entry", false
	case *widgets.Check:
		return "check", false
	case *widgets.Select:
		return "select", false
	case *widgets.GridWrap:
		return "grid", false
	case *widgets.List:
		return "list", false
	case *widgets.Slider:
		return "slider", false
	case *widget.Entry, *widget.Check, *widget.Select, *widget.Slider, *widget.GridWrap, *widget.List,
		*widget.SelectEntry, *widget.Table, *widget.Tree:
		return "", true
	}
	return "", false
}

// openAbilities opens the abilities example pack (it has a special stage).
func openAbilities(t *testing.T, e *Editor) {
	t.Helper()
	if err := e.OpenPath(filepath.Join("..", "examples", "packs", "abilities")); err != nil {
		t.Fatal(err)
	}
	e.waitOpen()
}

// TestEditor_NoPlainFocusableWidget: every tab of the window (Tiles,
// Chunks, Level with its Play and Checks panels, Special) and the Special
// tab's New dialog, the level dialogs (New, Rename, Resize) and every
// Generate dialog use package widgets' focusable widgets only, so F1 and
// F5-F9 work whatever has the focus.
func TestEditor_NoPlainFocusableWidget(t *testing.T) {
	e := newTestEditor(t)
	openAbilities(t, e)
	if len(e.tabs.Items) < 4 {
		t.Fatalf("%d tabs, want Tiles, Chunks, Level and Special", len(e.tabs.Items))
	}
	c := e.Win.Canvas()
	for _, item := range e.tabs.Items {
		e.tabs.Select(item)
		n := 0
		for _, o := range test.LaidOutObjects(item.Content) {
			kind, plain := focusKind(o)
			if plain {
				t.Errorf("tab %s: %T, a focusable Fyne widget that swallows the F-keys (use package widgets')", item.Text, o)
			}
			if kind != "" {
				n++
			}
		}
		if n == 0 {
			t.Errorf("tab %s: no focusable widget found (the scan misses the tab)", item.Text)
		}
	}
	// The Special tab's New… dialog.
	e.tabs.Select(e.specialTab)
	var newBtn *widget.Button
	for _, o := range test.LaidOutObjects(e.specialTab.Content) {
		if b, ok := o.(*widget.Button); ok && b.Text == "New…" {
			newBtn = b
		}
	}
	if newBtn == nil {
		t.Fatal("no New… button in the Special tab")
	}
	n := len(c.Overlays().List())
	test.Tap(newBtn)
	if len(c.Overlays().List()) != n+1 {
		t.Fatal("New… shows no dialog")
	}
	entries := 0
	for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
		kind, plain := focusKind(o)
		if plain {
			t.Errorf("New special stage dialog: %T swallows the F-keys", o)
		}
		if kind == "entry" {
			entries++
		}
	}
	if entries != 3 {
		t.Errorf("New special stage dialog: %d entries of package widgets, want 3", entries)
	}
	c.Overlays().Top().Hide()

	// The editor's own dialogs: the level forms and every generator.
	e.showLevelTab()
	dialogs := []struct {
		name string
		show func()
	}{{"New level", e.NewLevelDialog}, {"Rename level", e.RenameLevelDialog}, {"Resize level", e.ResizeLevelDialog}}
	for _, g := range genKinds {
		dialogs = append(dialogs, struct {
			name string
			show func()
		}{"Generate " + g.shape, func() { e.showGenDialog(g.shape) }})
	}
	for _, d := range dialogs {
		n := len(c.Overlays().List())
		d.show()
		if len(c.Overlays().List()) != n+1 {
			t.Fatalf("%s shows no dialog", d.name)
		}
		found := 0
		for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
			kind, plain := focusKind(o)
			if plain {
				t.Errorf("%s dialog: %T swallows the F-keys", d.name, o)
			}
			if kind != "" {
				found++
			}
		}
		if found == 0 {
			t.Errorf("%s dialog: no focusable widget found (the scan misses it)", d.name)
		}
		c.Overlays().Top().Hide()
	}
}

// TestEditor_FKeysInTheSpecialTab: while a field of the Special tab (a
// text field, the stage select, the zoom select, the Overlays check) has
// the focus, F5-F8 drive the special stage (not the level's play) and F1
// shows the help, as they do on its grid (the keys are
// docs/editor.md's "Special" section).
func TestEditor_FKeysInTheSpecialTab(t *testing.T) {
	clk := &playback.ManualClock{}
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorWith(t, m, Options{Clock: clk})
	openAbilities(t, e)
	e.tabs.Select(e.specialTab)
	c := e.Win.Canvas()
	sp, lp := e.special.Player(), e.play.Controller()
	kinds := map[string]fyne.Focusable{}
	for _, o := range test.LaidOutObjects(e.specialTab.Content) {
		kind, _ := focusKind(o)
		if f, ok := o.(fyne.Focusable); ok && kind != "" && o.Visible() && kinds[kind] == nil {
			kinds[kind] = f
		}
	}
	focusables := []fyne.Focusable{e.special.Grid()}
	for _, k := range []string{"entry", "select", "check"} {
		if kinds[k] == nil {
			t.Fatalf("no %s in the Special tab", k)
		}
		focusables = append(focusables, kinds[k])
	}
	for _, f := range focusables {
		c.Focus(f)
		if c.Focused() != f {
			t.Fatalf("%T does not take the focus", f)
		}
		frame := sp.Frame()
		press(t, c, fyne.KeyF7)
		if sp.Frame() != frame+1 {
			t.Fatalf("F7 in a focused %T: special frame %d, want %d", f, sp.Frame(), frame+1)
		}
		press(t, c, fyne.KeyF6)
		if sp.Frame() != frame {
			t.Fatalf("F6 in a focused %T: special frame %d, want %d", f, sp.Frame(), frame)
		}
		press(t, c, fyne.KeyF5)
		if !sp.Playing() || lp.Playing() {
			t.Fatalf("F5 in a focused %T: special playing %v, level playing %v; want the special stage only", f, sp.Playing(), lp.Playing())
		}
		c.Focus(f)
		press(t, c, fyne.KeyF5)
		if sp.Playing() {
			t.Fatalf("F5 again in a focused %T does not pause", f)
		}
		press(t, c, fyne.KeyF7)
		press(t, c, fyne.KeyF8)
		if sp.Frame() != 0 {
			t.Fatalf("F8 in a focused %T: special frame %d, want a restart at 0", f, sp.Frame())
		}
		if lp.Frame() != 0 {
			t.Fatalf("the level's play moved to frame %d from the Special tab", lp.Frame())
		}
		n := len(c.Overlays().List())
		press(t, c, fyne.KeyF1)
		if len(c.Overlays().List()) != n+1 {
			t.Fatalf("F1 in a focused %T does not show the help", f)
		}
		c.Overlays().Top().Hide()
	}
}

// TestEditor_RadioGivesTheFocusBack: a radio option chosen with the mouse
// (the Level tab's tools) does not keep the focus, so the window's F-keys
// work next (Fyne's radio items cannot be extended like the other widgets).
func TestEditor_RadioGivesTheFocusBack(t *testing.T) {
	e := newTestEditor(t)
	e.showLevelTab()
	c := e.Win.Canvas()
	var item fyne.Tappable
	for _, o := range test.LaidOutObjects(e.level.tools) {
		if tp, ok := o.(fyne.Tappable); ok && fmt.Sprintf("%T", o) == "*widget.radioItem" && o.Visible() {
			item = tp
		}
	}
	if item == nil {
		t.Fatal("no radio item in the tools")
	}
	test.Tap(item)
	if f := c.Focused(); f != nil {
		t.Fatalf("after choosing a tool the focus is on %T: F-keys would go to it", f)
	}
}

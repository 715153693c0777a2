package editor

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/editor/widgets"
)

// TestEditor_FKeysWhateverHasTheFocus: F1 and F5-F9 work while a text
// field has the focus, and while any other focusable widget of the editor
// does (a check box, a select, a list, a tile or chunk grid, the frame
// box), as the docs say (issue 14 point 9: they stopped working in a text
// field). Keys are sent as the desktop driver sends them: KeyDown, then
// TypedKey, to the focused widget.
func TestEditor_FKeysWhateverHasTheFocus(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	c := e.Win.Canvas()
	pc := e.play.Controller()

	kinds := map[string]fyne.Focusable{}
	for _, o := range test.LaidOutObjects(e.Win.Content()) {
		var kind string
		switch o.(type) {
		case *widgets.Entry:
			kind = "entry"
		case *widgets.Check:
			kind = "check"
		case *widgets.Select:
			kind = "select"
		case *widgets.GridWrap:
			kind = "grid"
		case *widgets.List:
			kind = "list"
		case *widget.Entry, *widget.Check, *widget.Select, *widget.Slider, *widget.GridWrap, *widget.List:
			t.Errorf("%T in the window: a focusable Fyne widget that swallows the F-keys (use package widgets')", o)
			continue
		default:
			continue
		}
		if f, ok := o.(fyne.Focusable); ok && o.Visible() && kinds[kind] == nil {
			kinds[kind] = f
		}
	}
	for _, k := range []string{"entry", "check", "select", "grid", "list"} {
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

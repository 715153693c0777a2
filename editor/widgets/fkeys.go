package widgets

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Function keys everywhere.
//
// Fyne gives a key press to the focused widget only: the window's own key
// handler (desktop.Canvas.OnKeyDown) runs only when nothing has the focus,
// and Fyne triggers no shortcut without a modifier. A text field, a check
// box, a select, a slider or a list focused by a click therefore swallowed
// F1 and F5-F9, which the docs say work always. The widgets below are
// Fyne's own with one change: a function key pressed while they have the
// focus goes to the window's function-key shortcuts instead (FKeyShortcut,
// registered by the editor with Canvas.AddShortcut); every other key is
// theirs as before. Fyne's maintainers give this as the way to have
// single-key shortcuts that work whatever has the focus
// (fyne-io/fyne#2927): extend every focusable widget in use.

// IsFunctionKey reports whether k is one of F1-F12.
func IsFunctionKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyF5, fyne.KeyF6,
		fyne.KeyF7, fyne.KeyF8, fyne.KeyF9, fyne.KeyF10, fyne.KeyF11, fyne.KeyF12:
		return true
	}
	return false
}

// FKeyShortcut is the canvas shortcut a function key k pressed in a
// focused widget of this package triggers: register a handler for it with
// Canvas.AddShortcut. Fyne itself never triggers it (it makes shortcuts
// only of keys with a modifier), so the handler does not run twice when
// nothing has the focus and the window's OnKeyDown sees the key.
func FKeyShortcut(k fyne.KeyName) fyne.Shortcut { return &desktop.CustomShortcut{KeyName: k} }

// forwardFKey gives a function key pressed in o to o's canvas shortcuts;
// it reports whether ev was a function key (and so is not o's).
func forwardFKey(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	if !IsFunctionKey(ev.Name) {
		return false
	}
	if a := fyne.CurrentApp(); a != nil {
		if c, ok := a.Driver().CanvasForObject(o).(fyne.Shortcutable); ok {
			c.TypedShortcut(FKeyShortcut(ev.Name))
		}
	}
	return true
}

// Entry is widget.Entry whose function keys reach the window.
type Entry struct{ widget.Entry }

// NewEntry returns a single-line Entry (as widget.NewEntry).
func NewEntry() *Entry {
	e := &Entry{}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (e *Entry) KeyDown(ev *fyne.KeyEvent) {
	if !forwardFKey(e, ev) {
		e.Entry.KeyDown(ev)
	}
}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		e.Entry.TypedKey(ev)
	}
}

// Check is widget.Check whose function keys reach the window.
type Check struct{ widget.Check }

// NewCheck returns a Check (as widget.NewCheck).
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (c *Check) KeyDown(ev *fyne.KeyEvent) { forwardFKey(c, ev) }

// KeyUp implements desktop.Keyable.
func (c *Check) KeyUp(*fyne.KeyEvent) {}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (c *Check) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		c.Check.TypedKey(ev)
	}
}

// Select is widget.Select whose function keys reach the window.
type Select struct{ widget.Select }

// NewSelect returns a Select (as widget.NewSelect).
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.PlaceHolder = "(Select one)"
	s.ExtendBaseWidget(s)
	return s
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (s *Select) KeyDown(ev *fyne.KeyEvent) { forwardFKey(s, ev) }

// KeyUp implements desktop.Keyable.
func (s *Select) KeyUp(*fyne.KeyEvent) {}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		s.Select.TypedKey(ev)
	}
}

// Slider is widget.Slider whose function keys reach the window.
type Slider struct{ widget.Slider }

// NewSlider returns a horizontal Slider from min to max in steps of 1 (as
// widget.NewSlider).
func NewSlider(min, max float64) *Slider {
	s := &Slider{}
	s.Min, s.Max, s.Step, s.Orientation = min, max, 1, widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (s *Slider) KeyDown(ev *fyne.KeyEvent) { forwardFKey(s, ev) }

// KeyUp implements desktop.Keyable.
func (s *Slider) KeyUp(*fyne.KeyEvent) {}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (s *Slider) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		s.Slider.TypedKey(ev)
	}
}

// GridWrap is widget.GridWrap whose function keys reach the window.
type GridWrap struct{ widget.GridWrap }

// NewGridWrap returns a GridWrap (as widget.NewGridWrap).
func NewGridWrap(length func() int, createItem func() fyne.CanvasObject, updateItem func(widget.GridWrapItemID, fyne.CanvasObject)) *GridWrap {
	g := &GridWrap{}
	g.Length, g.CreateItem, g.UpdateItem = length, createItem, updateItem
	g.ExtendBaseWidget(g)
	return g
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (g *GridWrap) KeyDown(ev *fyne.KeyEvent) { forwardFKey(g, ev) }

// KeyUp implements desktop.Keyable.
func (g *GridWrap) KeyUp(*fyne.KeyEvent) {}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (g *GridWrap) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		g.GridWrap.TypedKey(ev)
	}
}

// List is widget.List whose function keys reach the window.
type List struct{ widget.List }

// NewList returns a List (as widget.NewList).
func NewList(length func() int, createItem func() fyne.CanvasObject, updateItem func(widget.ListItemID, fyne.CanvasObject)) *List {
	l := &List{}
	l.Length, l.CreateItem, l.UpdateItem = length, createItem, updateItem
	l.ExtendBaseWidget(l)
	return l
}

// KeyDown implements desktop.Keyable: function keys go to the window.
func (l *List) KeyDown(ev *fyne.KeyEvent) { forwardFKey(l, ev) }

// KeyUp implements desktop.Keyable.
func (l *List) KeyUp(*fyne.KeyEvent) {}

// TypedKey implements fyne.Focusable; function keys were KeyDown's.
func (l *List) TypedKey(ev *fyne.KeyEvent) {
	if !IsFunctionKey(ev.Name) {
		l.List.TypedKey(ev)
	}
}

// NewRadioGroup returns widget.NewRadioGroup(options, changed) whose
// option, once chosen, does not keep the keyboard focus: Fyne's radio
// items are unexported (they cannot be extended as above), so a chosen
// option gives the focus back to the window, where the function keys work
// (Tab focuses the group again).
func NewRadioGroup(options []string, changed func(string)) *widget.RadioGroup {
	var r *widget.RadioGroup
	r = widget.NewRadioGroup(options, func(s string) {
		if changed != nil {
			changed(s)
		}
		a := fyne.CurrentApp()
		if a == nil {
			return
		}
		if c := a.Driver().CanvasForObject(r); c != nil {
			if f := c.Focused(); f != nil && isRadioItem(f) {
				c.Unfocus()
			}
		}
	})
	return r
}

// isRadioItem reports whether o is one of Fyne's (unexported) radio items.
func isRadioItem(o fyne.Focusable) bool { return fmt.Sprintf("%T", o) == "*widget.radioItem" }

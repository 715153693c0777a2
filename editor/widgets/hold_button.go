package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HoldButton is an on-screen game button: held while the mouse button is
// down, or, when latch() is true, toggled by each click.
type HoldButton struct {
	widget.BaseWidget
	label  string
	on     bool
	set    func(on bool)
	latch  func() bool
	bg     *canvas.Rectangle
	text   *canvas.Text
	downAt bool
}

// NewHoldButton returns a button labelled label; set is told when it is
// held or released.
func NewHoldButton(label string, set func(bool), latch func() bool) *HoldButton {
	b := &HoldButton{label: label, set: set, latch: latch}
	b.ExtendBaseWidget(b)
	return b
}

// SetOn holds or releases the button.
func (b *HoldButton) SetOn(on bool) {
	if b.on == on {
		return
	}
	b.on = on
	b.set(on)
	b.Refresh()
}

// On reports whether the button is held.
func (b *HoldButton) On() bool { return b.on }

// MouseDown holds the button (unless latched).
func (b *HoldButton) MouseDown(*desktop.MouseEvent) {
	b.downAt = true
	if !b.latch() {
		b.SetOn(true)
	}
}

// MouseUp releases the button (unless latched).
func (b *HoldButton) MouseUp(*desktop.MouseEvent) {
	b.downAt = false
	if !b.latch() {
		b.SetOn(false)
	}
}

// Tapped toggles a latched button (and is what touch screens send).
func (b *HoldButton) Tapped(*fyne.PointEvent) {
	if b.latch() {
		b.SetOn(!b.on)
	}
}

// CreateRenderer is Fyne's widget method.
func (b *HoldButton) CreateRenderer() fyne.WidgetRenderer {
	b.bg = canvas.NewRectangle(theme.Color(theme.ColorNameButton))
	b.bg.CornerRadius = 4
	b.text = canvas.NewText(b.label, theme.Color(theme.ColorNameForeground))
	b.text.TextStyle = fyne.TextStyle{Bold: true}
	b.text.Alignment = fyne.TextAlignCenter
	return &holdRenderer{b: b}
}

type holdRenderer struct{ b *HoldButton }

func (r *holdRenderer) Layout(s fyne.Size) {
	r.b.bg.Resize(s)
	r.b.text.Resize(s)
	r.b.text.Move(fyne.NewPos(0, (s.Height-r.b.text.MinSize().Height)/2))
	r.b.text.Resize(fyne.NewSize(s.Width, r.b.text.MinSize().Height))
}
func (r *holdRenderer) MinSize() fyne.Size { return fyne.NewSize(32, 32) }
func (r *holdRenderer) Refresh() {
	if r.b.on {
		r.b.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	} else {
		r.b.bg.FillColor = theme.Color(theme.ColorNameButton)
	}
	r.b.bg.Refresh()
	r.b.text.Refresh()
}
func (r *holdRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.b.bg, r.b.text} }
func (r *holdRenderer) Destroy()                     {}

package specialtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/widgets"
	"loopwright/specialstage"
)

// GridView shows the selected stage unrotated, as the physics sees it, at
// a whole zoom, with the player's overlays; the designer paints on it
// (left button: the brush, right button: empty; with the Start tool a
// click moves the start). It takes the play keys when focused: Left,
// Right, Space (jump; Z, X, C too), Return or F5 (play/pause), '.' or F7
// (step), ',' or F6 (back), F8 (restart).
type GridView struct {
	widget.BaseWidget
	t      *Tab
	img    *canvas.Image
	zoom   int
	button desktop.MouseButton
}

func newGridView(t *Tab) *GridView {
	v := &GridView{t: t, img: canvas.NewImageFromImage(nil), zoom: 1}
	v.img.FillMode = canvas.ImageFillStretch
	v.img.ScaleMode = canvas.ImageScalePixels
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer implements fyne.Widget.
func (v *GridView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(v.img) }

// MinSize is the stage's size at the zoom.
func (v *GridView) MinSize() fyne.Size {
	c := v.t.stages.Current()
	if c == nil {
		return fyne.NewSize(1, 1)
	}
	bs := float32(specialstage.BlockSize * v.zoom)
	return fyne.NewSize(float32(c.Stage.W)*bs, float32(c.Stage.H)*bs)
}

// at returns the block under pos.
func (v *GridView) at(pos fyne.Position) (int, int) {
	bs := float32(specialstage.BlockSize * v.zoom)
	if pos.X < 0 || pos.Y < 0 {
		return -1, -1
	}
	return int(pos.X / bs), int(pos.Y / bs)
}

// apply paints (or moves the start to) the block under pos.
func (v *GridView) apply(pos fyne.Position, secondary bool) {
	x, y := v.at(pos)
	if v.t.startTool && !secondary {
		v.t.stages.SetStart(x, y)
		return
	}
	b := v.t.brush
	if secondary {
		b = specialstage.Empty
	}
	if v.t.stages.Paint(x, y, b) {
		v.t.redraw()
	}
}

// Tapped paints one block and takes the keyboard focus.
func (v *GridView) Tapped(ev *fyne.PointEvent) {
	v.focus()
	v.apply(ev.Position, false)
	v.t.stages.EndStroke()
}

// TappedSecondary empties one block.
func (v *GridView) TappedSecondary(ev *fyne.PointEvent) {
	v.apply(ev.Position, true)
	v.t.stages.EndStroke()
}

// MouseDown remembers the button a drag paints with.
func (v *GridView) MouseDown(ev *desktop.MouseEvent) { v.button = ev.Button }

// MouseUp implements desktop.Mouseable.
func (v *GridView) MouseUp(*desktop.MouseEvent) {}

// Dragged paints every block the pointer crosses (the start tool only
// moves the start on a click).
func (v *GridView) Dragged(ev *fyne.DragEvent) {
	if v.t.startTool {
		return
	}
	// Visit the points between the last position and this one, half a
	// block apart, so a fast drag leaves no gap.
	from := ev.Position.Subtract(ev.Dragged)
	half := float32(specialstage.BlockSize*v.zoom) / 2
	n := int(max(abs(ev.Dragged.DX), abs(ev.Dragged.DY))/half) + 1
	for i := 1; i <= n; i++ {
		f := float32(i) / float32(n)
		v.apply(fyne.NewPos(from.X+ev.Dragged.DX*f, from.Y+ev.Dragged.DY*f), v.button == desktop.MouseButtonSecondary)
	}
}

func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// DragEnd makes the stroke one undo step.
func (v *GridView) DragEnd() { v.t.stages.EndStroke() }

func (v *GridView) focus() {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(v); c != nil {
			c.Focus(v)
		}
	}
}

// FocusGained implements fyne.Focusable.
func (v *GridView) FocusGained() {}

// FocusLost releases the held buttons.
func (v *GridView) FocusLost() { v.t.player.Held = specialstage.Input{} }

// TypedRune steps with '.' and ','.
func (v *GridView) TypedRune(r rune) {
	switch r {
	case '.':
		v.t.step()
	case ',':
		v.t.back()
	}
}

// TypedKey plays or pauses with Return or F5, steps back with F6 and on
// with F7, restarts with F8 (the Level tab's play keys); other function
// keys (F1 help) go to the window's shortcuts.
func (v *GridView) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		v.t.togglePlay()
	default:
		if !v.t.FKey(ev.Name) && widgets.IsFunctionKey(ev.Name) {
			// F1, F9...: the window's function keys (package widgets).
			if app := fyne.CurrentApp(); app != nil {
				if c, ok := app.Driver().CanvasForObject(v).(fyne.Shortcutable); ok {
					c.TypedShortcut(widgets.FKeyShortcut(ev.Name))
				}
			}
		}
	}
}

// KeyDown holds a play button.
func (v *GridView) KeyDown(ev *fyne.KeyEvent) { v.key(ev.Name, true) }

// KeyUp releases a play button.
func (v *GridView) KeyUp(ev *fyne.KeyEvent) { v.key(ev.Name, false) }

func (v *GridView) key(k fyne.KeyName, down bool) {
	in := &v.t.player.Held
	switch k {
	case fyne.KeyLeft:
		in.Left = down
	case fyne.KeyRight:
		in.Right = down
	case fyne.KeySpace, fyne.KeyZ, fyne.KeyX, fyne.KeyC:
		in.Jump = down
	}
}

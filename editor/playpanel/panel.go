package playpanel

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/playback"
	"loopwright/editor/widgets"
	"loopwright/internal/palette"
	"loopwright/physics"
	"loopwright/preview"
	"loopwright/preview/session"
)

// Panel is the embedded preview's controls strip (under the level
// view) and its inspector, graphs and block panels (right of it). It reads
// and drives a PlayController; it holds no simulation state of its own.
type Panel struct {
	h Host
	c *playback.PlayController

	playBtn   *widget.Button
	resumeBtn *widget.Button
	// needLevel are the play row's controls that act on a level: disabled
	// while there is none (Restart and Resume did nothing when clicked).
	needLevel  []fyne.Disableable
	frameLabel *widget.Label
	frameEntry *widgets.Entry
	speed      *widgets.Select
	character  *widgets.Select
	variant    *widgets.Select
	notice     *widget.Label
	latch      *widgets.Check
	buttons    [5]*widgets.HoldButton
	timeline   *widgets.Timeline
	inspector  *panels.InspectorPanel
	graphs     *widgets.GraphPanel

	bottom fyne.CanvasObject
	right  fyne.CanvasObject

	keys      keyState
	scene     preview.Scene
	showing   bool // the view shows the player overlays
	edits     model.EditState
	behind    bool                // the model changed while the Level tab was hidden (RefreshIfStale)
	lastFrame int                 // the frame last shown (the view follows when it changes)
	block     *[2]int             // the block the inspector shows (nil: none clicked)
	run       physics.RunSettings // the Play setup's start conditions: run.go
	p2        physics.P2Config    // the Play setup's second player: run.go
}

func newPanel(h Host, c *playback.PlayController) *Panel {
	p := &Panel{h: h, c: c}
	p.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), p.togglePlay)
	p.playBtn.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), c.StepBack)
	fwd := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), c.StepForward)
	restart := widget.NewButtonWithIcon("Restart", theme.MediaReplayIcon(), c.Restart)
	p.resumeBtn = widget.NewButton("Resume from here", c.ResumeHere)
	p.frameLabel = widget.NewLabelWithStyle("frame 0 / 0", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	p.frameEntry = widgets.NewEntry()
	p.frameEntry.SetPlaceHolder("frame")
	p.frameEntry.OnSubmitted = func(s string) { p.jump(s) }
	goBtn := widget.NewButton("Go", func() { p.jump(p.frameEntry.Text) })
	p.needLevel = []fyne.Disableable{back, fwd, restart, p.resumeBtn, p.frameEntry, goBtn}

	var speeds []string
	for _, s := range session.Speeds() {
		speeds = append(speeds, s.String())
	}
	p.speed = widgets.NewSelect(speeds, func(s string) {
		for _, sp := range session.Speeds() {
			if sp.String() == s {
				c.SetSpeed(sp)
			}
		}
	})
	p.speed.SetSelected(session.Speed1.String())
	p.character = widgets.NewSelect([]string{"sonic", "tails", "knuckles"}, func(string) { p.setConfig(); p.releaseFocus() })
	p.variant = widgets.NewSelect([]string{"s1", "s2", "s3k", "cd", "mania"}, func(string) { p.setConfig(); p.releaseFocus() })
	p.character.SetSelected("sonic")
	p.variant.SetSelected("s2")

	overlays := widget.NewButtonWithIcon("Overlays", theme.VisibilityIcon(), p.showOverlays)
	legend := widget.NewButtonWithIcon("Legend", theme.InfoIcon(), p.showLegend)
	rec := widget.NewButtonWithIcon("Save inputs…", theme.DocumentSaveIcon(), func() { call(p.h.SaveRecording) })
	load := widget.NewButtonWithIcon("Load script…", theme.FolderOpenIcon(), func() { call(p.h.LoadScript) })
	unload := widget.NewButton("Unload", c.UnloadScript)
	startWith := widget.NewButtonWithIcon("Start with…", theme.SettingsIcon(), p.showRunSetup)

	p.latch = widgets.NewCheck("latch", nil)
	strip := []fyne.CanvasObject{widget.NewLabel("Buttons")}
	for i, b := range widgets.ButtonOrder {
		i, b := i, b
		p.buttons[i] = widgets.NewHoldButton(b.String(), func(on bool) { p.setButton(b, on) }, func() bool { return p.latch.Checked })
		strip = append(strip, p.buttons[i])
	}
	strip = append(strip, p.latch)

	p.notice = widget.NewLabel("")
	p.timeline = widgets.NewTimeline(c.JumpTo)
	row1 := container.NewHBox(p.playBtn, back, fwd, restart, p.resumeBtn,
		widget.NewSeparator(), container.NewGridWrap(fyne.NewSize(widget.NewLabelWithStyle("frame 00000 / 00000", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}).MinSize().Width, p.frameLabel.MinSize().Height), p.frameLabel), container.NewGridWrap(fyne.NewSize(80, p.frameEntry.MinSize().Height), p.frameEntry), goBtn,
		widget.NewSeparator(), widget.NewLabel("Speed"), p.speed, p.character, p.variant)
	p.notice.Truncation = fyne.TextTruncateEllipsis
	row2 := container.NewBorder(nil, nil, container.NewHBox(overlays, legend, startWith, widget.NewSeparator(), rec, load, unload,
		widget.NewSeparator(), container.NewHBox(strip...)), nil, p.notice)
	p.bottom = container.NewVBox(row1, row2, p.timeline)

	p.inspector = panels.NewInspectorPanel()
	p.graphs = widgets.NewGraphPanel(c)
	p.right = container.NewVBox(
		widget.NewLabelWithStyle("Inspector", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.inspector.Content,
		widget.NewLabelWithStyle("Graphs", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		p.graphs,
	)
	c.OnFrame = p.update
	return p
}

func (p *Panel) jump(s string) {
	f, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || f < 0 {
		p.notice.SetText(fmt.Sprintf("frame %q: not a frame number", s))
		return
	}
	p.c.JumpTo(f)
}

func (p *Panel) togglePlay() {
	p.c.TogglePlay()
	p.focusView(true)
}

// focusView gives the keyboard focus to the level view while playing on
// the Level tab, so that the play keys reach its OnKey hook (Fyne sends
// key presses to the focused widget only). A text entry keeps the focus;
// other widgets keep it unless steal is set.
func (p *Panel) focusView(steal bool) {
	v := p.h.View
	if p.h.Window == nil || v == nil || !p.c.Playing() || !p.levelShown() {
		return
	}
	c := p.h.Window.Canvas()
	switch f := c.Focused(); {
	case f == fyne.Focusable(v):
	case f == nil, steal && !p.typing():
		c.Focus(v)
	}
}

func (p *Panel) setConfig() {
	if p.character == nil || p.variant == nil {
		return
	}
	ch, err1 := physics.ParseCharacter(p.character.Selected)
	v, err2 := physics.ParseVariant(p.variant.Selected)
	if err1 != nil || err2 != nil {
		return
	}
	p.c.SetConfig(physics.Config{Variant: v, Character: ch, Run: p.run, P2: p.p2})
}

// releaseFocus takes the keyboard focus from a select once a choice is
// made, so that the play keys (arrows, Z, F5) reach the level view and
// the window rather than changing the choice again.
func (p *Panel) releaseFocus() {
	if p.h.Window != nil {
		p.h.Window.Canvas().Unfocus()
	}
}

func (p *Panel) setButton(b physics.Input, on bool) {
	held := physics.Input(0)
	for i, hb := range p.buttons {
		if hb != nil && hb.On() {
			held |= widgets.ButtonOrder[i]
		}
	}
	if on {
		held |= b
	} else {
		held &^= b
	}
	p.c.SetButtons(held)
}

// NoLevelNote is the play row's notice while there is no level to play.
const NoLevelNote = "no level to play: New level… (Level tab, top left) makes one"

// update brings the widgets up to date with the controller (UI goroutine).
func (p *Panel) update() {
	c := p.c
	playing := c.Playing()
	if playing {
		p.playBtn.SetText("Pause")
		p.playBtn.SetIcon(theme.MediaPauseIcon())
	} else {
		p.playBtn.SetText("Play")
		p.playBtn.SetIcon(theme.MediaPlayIcon())
	}
	spans, scripted, f, limit := c.Timeline()
	p.frameLabel.SetText(fmt.Sprintf("frame %d / %d", f, limit))
	p.timeline.Set(spans, scripted, f, limit)
	var notes []string
	if c.Stale() {
		notes = append(notes, "level edited: Play restarts with the edit")
	}
	if n := c.ScriptName(); n != "" {
		notes = append(notes, "script "+n)
	}
	// With no level (a new pack) Play did nothing when clicked and said
	// nothing: disable it and say why.
	noLevel := c.Source() == nil
	if noLevel {
		notes = []string{NoLevelNote}
	}
	for _, w := range append([]fyne.Disableable{p.playBtn}, p.needLevel...) {
		if w.Disabled() != noLevel {
			if noLevel {
				w.Disable()
			} else {
				w.Enable()
			}
		}
	}
	p.notice.SetText(strings.Join(notes, "; "))
	if in, ok := c.Inspect(); ok {
		p.inspector.Set(&in)
		p.showBlock()
	}
	p.graphs.Update()
	if v := p.h.View; v != nil {
		v.SetPlaying(playing)
		if c.Scene(&p.scene) {
			v.SetScene(&p.scene)
			p.showing = true
			if playing || p.scene.Frame != p.lastFrame {
				p.follow()
			}
			p.lastFrame = p.scene.Frame
			if playing {
				p.focusView(false)
			}
		}
	}
}

// follow keeps the player in the middle of the level view while playing.
func (p *Panel) follow() {
	v := p.h.View
	if !p.scene.HasPlayer {
		return
	}
	sz, k := v.Size(), float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		k = c.Scale()
	}
	w, h := int(sz.Width*k), int(sz.Height*k)
	if w <= 0 || h <= 0 {
		return
	}
	vis := v.Viewport().Visible(w, h)
	x, y := p.scene.Player.X, p.scene.Player.Y
	mx, my := vis.Dx()/4, vis.Dy()/4
	if x < vis.Min.X+mx || x > vis.Max.X-mx || y < vis.Min.Y+my || y > vis.Max.Y-my {
		v.CentreOn(x, y)
	}
}

// overlayNames names every preview overlay for the toggles.
var overlayNames = []struct {
	O    preview.Overlay
	Name string
}{
	{preview.OverlayCollision, "Collision"},
	{preview.OverlayPicture, "Level art"},
	{preview.OverlayArt, "Art layers"},
	{preview.OverlaySwitchers, "Layer switchers"},
	{preview.OverlayObjects, "Objects"},
	{preview.OverlaySprites, "Object sprites"},
	{preview.OverlayStart, "Player start"},
	{preview.OverlayTriggers, "Triggers"},
	{preview.OverlaySolids, "Solid boxes"},
	{preview.OverlayCombined, "Combined boxes"},
	{preview.OverlayHitboxes, "Hitboxes"},
	{preview.OverlayCamera, "Camera"},
	{preview.OverlayPlayer, "Player box"},
	{preview.OverlayPlayerLayer, "Player layer"},
	{preview.OverlaySensors, "Sensors"},
	{preview.OverlayInactiveSensors, "Inactive sensors"},
	{preview.OverlaySensorLabels, "Sensor labels"},
	{preview.OverlaySurfaces, "Surface points"},
	{preview.OverlayHUD, "HUD"},
	{preview.OverlayWater, "Water"},
}

// overlayChecks returns a check box per overlay (and the grid, angle
// colour and path options) bound to the level view's options.
func (p *Panel) overlayChecks() fyne.CanvasObject {
	v := p.h.View
	set := func(f func(o *preview.Options)) {
		o := v.Options()
		f(&o)
		v.SetOptions(o)
		if p.h.SyncViewMenu != nil {
			p.h.SyncViewMenu(o)
		}
	}
	var objs []fyne.CanvasObject
	opt := v.Options()
	for _, on := range overlayNames {
		on := on
		ch := widgets.NewCheck(on.Name, func(b bool) {
			set(func(o *preview.Options) {
				if b {
					o.Overlays |= on.O
				} else {
					o.Overlays &^= on.O
				}
			})
		})
		ch.SetChecked(opt.Overlays.Has(on.O))
		objs = append(objs, ch)
	}
	bools := []struct {
		name string
		get  func(o *preview.Options) *bool
	}{
		{"Block grid", func(o *preview.Options) *bool { return &o.BlockGrid }},
		{"Chunk grid", func(o *preview.Options) *bool { return &o.ChunkGrid }},
		{"Angle colours", func(o *preview.Options) *bool { return &o.AngleColours }},
	}
	for _, b := range bools {
		b := b
		ch := widgets.NewCheck(b.name, func(on bool) { set(func(o *preview.Options) { *b.get(o) = on }) })
		ch.SetChecked(*b.get(&opt))
		objs = append(objs, ch)
	}
	paths := widgets.NewRadioGroup([]string{"both", "A", "B"}, func(s string) {
		set(func(o *preview.Options) {
			switch s {
			case "A":
				o.Paths = preview.PathsA
			case "B":
				o.Paths = preview.PathsB
			default:
				o.Paths = preview.PathsBoth
			}
		})
	})
	paths.Horizontal = true
	paths.SetSelected(opt.Paths.String())
	all := widget.NewButton("All on", func() {
		set(func(o *preview.Options) { o.Overlays = preview.AllOverlays })
		for _, o := range objs[:len(overlayNames)] {
			o.(*widgets.Check).SetChecked(true)
		}
	})
	box := container.NewVBox(container.NewGridWithColumns(3, objs...), container.NewHBox(widget.NewLabel("Paths"), paths, all))
	if p.h.ArtControls != nil {
		box.Add(p.h.ArtControls())
	}
	return box
}

func (p *Panel) showOverlays() {
	if p.h.View == nil || p.h.Window == nil {
		return
	}
	d := newDialog("Overlays", p.overlayChecks(), p.h.Window)
	d.Show()
}

// legendImage draws the legend of the view's options.
func (p *Panel) legendImage() *image.RGBA {
	opt := preview.DefaultOptions()
	if p.h.View != nil {
		opt = p.h.View.Options()
	}
	// The level view draws its editing marks over the render.
	marks := []palette.Meaning{palette.Selection, palette.ScrollBar}
	sz := preview.LegendSize(opt, marks...)
	img := image.NewRGBA(image.Rect(0, 0, max(sz.X, 1), max(sz.Y, 1)))
	preview.DrawLegend(img, 0, 0, opt, marks...)
	return img
}

func (p *Panel) showLegend() {
	if p.h.Window == nil {
		return
	}
	newDialog("Legend", p.legendContent(), p.h.Window).Show()
}

// legendContent is the Legend dialog's content: the legend at its own
// size, scrolling only where the window is smaller (it
// was a tiny scroll box showing two clipped lines).
func (p *Panel) legendContent() *container.Scroll {
	img := p.legendImage()
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillOriginal
	ci.ScaleMode = canvas.ImageScalePixels
	sc := container.NewScroll(ci)
	scale := p.h.Window.Canvas().Scale()
	if scale <= 0 {
		scale = 1
	}
	want := fyne.NewSize(float32(img.Bounds().Dx())/scale, float32(img.Bounds().Dy())/scale)
	ci.SetMinSize(want)
	ws := p.h.Window.Canvas().Size()
	if ws.Width > 0 && ws.Height > 0 {
		want = fyne.NewSize(min(want.Width, ws.Width*0.85), min(want.Height, ws.Height*0.75))
	}
	sc.SetMinSize(want)
	return sc
}

// keyButton maps play keys to buttons: arrows, Z/X/C or space for jump.
func keyButton(k fyne.KeyName) physics.Input {
	switch k {
	case fyne.KeyLeft:
		return physics.Left
	case fyne.KeyRight:
		return physics.Right
	case fyne.KeyUp:
		return physics.Up
	case fyne.KeyDown:
		return physics.Down
	case fyne.KeyZ, fyne.KeyX, fyne.KeyC, fyne.KeySpace:
		return physics.Jump
	}
	return 0
}

// keys tracks the play keys held down.
type keyState struct{ down map[fyne.KeyName]bool }

func (k *keyState) held() physics.Input {
	var in physics.Input
	for name, d := range k.down {
		if d {
			in |= keyButton(name)
		}
	}
	return in
}

// keyDown handles a key press on the window (desktop canvases only):
// play keys while the level view is shown, and the debugger's function
// keys. It reports whether it used the key.
func (p *Panel) keyDown(ev *fyne.KeyEvent) bool {
	if p.h.FKey != nil && widgets.IsFunctionKey(ev.Name) && p.h.FKey(ev.Name) {
		return true // another tab's play keys (the Special tab)
	}
	p.RefreshIfStale() // the F-keys also work on the Chunks tab
	switch ev.Name {
	case fyne.KeyF1:
		call(p.h.ShowHelp)
		return true
	case fyne.KeyF5:
		p.togglePlay()
		return true
	case fyne.KeyF6:
		p.c.StepBack()
		return true
	case fyne.KeyF7:
		p.c.StepForward()
		return true
	case fyne.KeyF8:
		p.c.Restart()
		return true
	case fyne.KeyF9:
		p.c.ResumeHere()
		return true
	}
	if keyButton(ev.Name) == 0 || !p.levelShown() || p.typing() || commandHeld() {
		return false // Ctrl+Left/Right step: the arrow is no game button then
	}
	if p.keys.down == nil {
		p.keys.down = map[fyne.KeyName]bool{}
	}
	p.keys.down[ev.Name] = true
	p.c.SetKeys(p.keys.held())
	return true
}

// viewKey is the level view's OnKey hook: the F-keys always, and the
// play keys (arrows, Z/X/C, Space) while playing; when paused the play
// keys are noted as held but left to the view (pan, tool keys).
func (p *Panel) viewKey(ev *fyne.KeyEvent, down bool) bool {
	if !down {
		p.keyUp(ev)
		return false
	}
	if keyButton(ev.Name) == 0 {
		return p.keyDown(ev) // F-keys; others are not used
	}
	return p.keyDown(ev) && p.c.Playing()
}

// keyUp handles a key release.
func (p *Panel) keyUp(ev *fyne.KeyEvent) {
	if p.keys.down[ev.Name] {
		p.keys.down[ev.Name] = false
		p.c.SetKeys(p.keys.held())
	}
}

// typing reports whether a text entry has the focus.
func (p *Panel) typing() bool {
	if p.h.Window == nil {
		return false
	}
	switch p.h.Window.Canvas().Focused().(type) {
	case *widgets.Entry, *widget.Entry:
		return true
	}
	return false
}

// installKeys chains the panel's key handlers onto the window's desktop
// canvas (keeping any handlers already installed).
func (p *Panel) installKeys() {
	// F1 and F5-F9 pressed while a widget has the focus (a text field, a
	// check box, a list...) come as canvas shortcuts (widgets.FKeyShortcut).
	for _, k := range []fyne.KeyName{fyne.KeyF1, fyne.KeyF5, fyne.KeyF6, fyne.KeyF7, fyne.KeyF8, fyne.KeyF9} {
		k := k
		p.h.Window.Canvas().AddShortcut(widgets.FKeyShortcut(k), func(fyne.Shortcut) { p.keyDown(&fyne.KeyEvent{Name: k}) })
	}
	dc, ok := p.h.Window.Canvas().(desktop.Canvas)
	if !ok {
		return
	}
	prevDown, prevUp := dc.OnKeyDown(), dc.OnKeyUp()
	dc.SetOnKeyDown(func(ev *fyne.KeyEvent) {
		if !p.keyDown(ev) && prevDown != nil {
			prevDown(ev)
		}
	})
	dc.SetOnKeyUp(func(ev *fyne.KeyEvent) {
		p.keyUp(ev)
		if prevUp != nil {
			prevUp(ev)
		}
	})
}

// commandHeld reports whether Ctrl, Alt or Super is down (a shortcut, not
// a game button).
func commandHeld() bool {
	if app := fyne.CurrentApp(); app != nil {
		if d, ok := app.Driver().(desktop.Driver); ok {
			return d.CurrentKeyModifiers()&(fyne.KeyModifierControl|fyne.KeyModifierAlt|fyne.KeyModifierSuper) != 0
		}
	}
	return false
}

// levelShown reports whether the host shows the Level tab.
func (p *Panel) levelShown() bool { return p.h.LevelShown != nil && p.h.LevelShown() }

// call calls f unless it is nil.
func call(f func()) {
	if f != nil {
		f()
	}
}

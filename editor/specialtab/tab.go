// Package specialtab is the editor's Special tab: the open pack's special
// stages (Sonic 1's rotating maze, docs/physics.md "Special Stage") painted from a
// palette of every block, their start, rotation speed and angle, and
// played in place with pause, step and rewind, the physics view (the
// unrotated grid with the player's overlays) beside the game's rotated
// view. The editing and playing are specialedit's (no Fyne); this package
// draws them and forwards input.
package specialtab

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/filerepo"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/editor/specialedit"
	"loopwright/editor/widgets"
	"loopwright/pack"
	"loopwright/preview"
	"loopwright/specialstage"
)

// Host is what the tab needs from the editor shell. Fields may be nil
// (tests): files then use Fyne's dialogs and errors a Fyne dialog.
type Host struct {
	Window fyne.Window
	Model  *model.Model
	// Clock drives playing (nil: the system clock).
	Clock playback.Clock
	// ChooseFile asks for a file to open (save false) or save, suggesting
	// name, and calls cb with its path.
	ChooseFile func(title string, save bool, name string, cb func(path string))
	// ShowError shows an error.
	ShowError func(error)
	// Shown reports whether the tab is on screen (nil: always). A model
	// change while it is hidden is drawn when RefreshIfStale is called
	// (the editor does so when the tab is selected), not at once: a paint
	// stroke elsewhere then does not redraw the hidden tab on every step.
	Shown func() bool
}

// Tab is the Special tab.
type Tab struct {
	h         Host
	stages    *specialedit.Stages
	player    specialedit.Player
	brush     specialstage.Block
	startTool bool
	stale     bool // the model changed while the tab was hidden

	content  fyne.CanvasObject
	grid     *GridView
	rotated  *canvas.Image
	pick     *widgets.Select
	brushes  []*widget.Button
	startBtn *widget.Button
	wEntry   *widgets.Entry
	hEntry   *widgets.Entry
	rotEntry *widgets.Entry
	angEntry *widgets.Entry
	playBtn  *widget.Button
	frame    *widget.Label
	readout  *widget.Label
	noStage  *widget.Label
	zoom     *widgets.Select
	overlays *widgets.Check
	scroll   *container.Scroll
}

// RotatedW and RotatedH are the rotated view's size: the game's screen.
const (
	RotatedW = 320
	RotatedH = 224
)

// New builds the tab on the host's model.
func New(h Host) *Tab {
	t := &Tab{h: h, stages: specialedit.New(h.Model), brush: specialstage.Solid}
	t.player.Clock = h.Clock
	t.player.OnFrame = t.redraw
	t.build()
	h.Model.OnChange(t.modelChanged)
	t.Refresh()
	return t
}

// modelChanged refreshes the tab, or marks it stale while it is hidden.
func (t *Tab) modelChanged() {
	if t.h.Shown != nil && !t.h.Shown() {
		t.stale = true
		return
	}
	t.Refresh()
}

// RefreshIfStale refreshes the tab if the model changed while it was
// hidden (Host.Shown).
func (t *Tab) RefreshIfStale() {
	if t.stale {
		t.Refresh()
	}
}

// Content returns the tab's content.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// Stages returns the tab's stage editor (tests, the shell's menus).
func (t *Tab) Stages() *specialedit.Stages { return t.stages }

// Player returns the tab's player.
func (t *Tab) Player() *specialedit.Player { return &t.player }

// Grid returns the physics view (tests).
func (t *Tab) Grid() *GridView { return t.grid }

// FKey runs the Special tab's play key k: F5 plays or pauses, F6 steps
// back, F7 steps on, F8 restarts (the Level tab's play keys). It reports
// whether k is one of them. The editor calls it for a function key
// pressed while the tab is shown, whatever has the focus (a focused text field or select of the tab forwards the F-keys to the
// window, package widgets).
func (t *Tab) FKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyF5:
		t.togglePlay()
	case fyne.KeyF6:
		t.back()
	case fyne.KeyF7:
		t.step()
	case fyne.KeyF8:
		t.restart()
	default:
		return false
	}
	return true
}

// Pump runs the frames due on the clock while playing (the shell calls
// it once per drawn frame).
func (t *Tab) Pump() { t.player.Pump() }

func (t *Tab) build() {
	t.grid = newGridView(t)
	t.rotated = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, RotatedW, RotatedH)))
	t.rotated.FillMode = canvas.ImageFillContain
	t.rotated.ScaleMode = canvas.ImageScalePixels
	t.rotated.SetMinSize(fyne.NewSize(RotatedW, RotatedH))

	t.pick = widgets.NewSelect(nil, func(name string) {
		for i, s := range t.stages.List() {
			if s.Name == name && i != t.stages.Sel {
				t.stages.Select(i)
				t.Refresh()
			}
		}
	})
	newBtn := widget.NewButtonWithIcon("New…", theme.ContentAddIcon(), t.newDialog)
	delBtn := widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), func() { t.stages.Delete() })
	impBtn := widget.NewButtonWithIcon("Import .ss…", theme.FolderOpenIcon(), t.importDialog)
	expBtn := widget.NewButtonWithIcon("Export .ss…", theme.DocumentSaveIcon(), t.exportDialog)

	t.wEntry, t.hEntry = widgets.NewEntry(), widgets.NewEntry()
	resize := widget.NewButton("Resize", func() {
		w, errW := strconv.Atoi(strings.TrimSpace(t.wEntry.Text))
		hh, errH := strconv.Atoi(strings.TrimSpace(t.hEntry.Text))
		if errW != nil || errH != nil {
			t.showError(fmt.Errorf("specialtab: the size %q x %q is not two numbers", t.wEntry.Text, t.hEntry.Text))
			return
		}
		if err := t.stages.Resize(w, hh); err != nil {
			t.showError(err)
		}
	})
	t.rotEntry, t.angEntry = widgets.NewEntry(), widgets.NewEntry()
	t.rotEntry.OnSubmitted = func(s string) {
		v, err := strconv.ParseInt(strings.TrimSpace(s), 0, 32)
		if err != nil || v < -0x8000 || v > 0x7FFF {
			t.showError(fmt.Errorf("specialtab: rotation speed %q is not a number from -32768 to 32767 (0x40 is the game's)", s))
			return
		}
		t.stages.SetRotation(int16(v))
	}
	t.angEntry.OnSubmitted = func(s string) {
		v, err := strconv.ParseInt(strings.TrimSpace(s), 0, 32)
		if err != nil || v < 0 || v > 0xFFFF {
			t.showError(fmt.Errorf("specialtab: start angle %q is not a number from 0 to 65535 (0x4000 is a quarter turn)", s))
			return
		}
		t.stages.SetAngle(uint16(v))
	}
	props := widget.NewForm(
		widget.NewFormItem("Size", container.NewHBox(t.wEntry, widget.NewLabel("x"), t.hEntry, resize)),
		widget.NewFormItem("Rotation", t.rotEntry),
		widget.NewFormItem("Start angle", t.angEntry),
	)
	t.rotEntry.SetPlaceHolder("0x40 (Enter)")
	t.angEntry.SetPlaceHolder("0 (Enter)")

	var cells []fyne.CanvasObject
	t.startBtn = widget.NewButtonWithIcon("Start", swatch(specialstage.Empty, true), func() { t.startTool = true; t.refreshBrushes() })
	cells = append(cells, t.startBtn)
	for _, p := range specialstage.Palette() {
		p := p
		b := widget.NewButtonWithIcon(p.Name, swatch(p.Block, false), func() {
			t.brush, t.startTool = p.Block, false
			t.refreshBrushes()
		})
		b.Alignment = widget.ButtonAlignLeading
		t.brushes = append(t.brushes, b)
		cells = append(cells, b)
	}
	palette := container.NewGridWithColumns(2, cells...)
	t.noStage = widget.NewLabel("This pack has no special stage: New… makes one.")
	t.noStage.Wrapping = fyne.TextWrapWord

	bold := fyne.TextStyle{Bold: true}
	left := container.NewVBox(
		widget.NewLabelWithStyle("Special stages", fyne.TextAlignLeading, bold),
		t.pick, container.NewGridWithColumns(2, newBtn, delBtn, impBtn, expBtn), t.noStage,
		props,
		widget.NewLabelWithStyle("Blocks (left: paint, right: erase)", fyne.TextAlignLeading, bold),
		palette,
	)

	t.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), t.togglePlay)
	back := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), t.back)
	step := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), t.step)
	restart := widget.NewButtonWithIcon("Restart", theme.MediaReplayIcon(), t.restart)
	t.frame = widget.NewLabel("")
	t.zoom = widgets.NewSelect([]string{"1x", "2x", "3x"}, func(s string) {
		t.grid.zoom = int(s[0] - '0')
		t.grid.Refresh()
		t.redraw()
	})
	t.zoom.Selected = "1x" // no callback: the views are not built yet
	hint := widget.NewLabel("Keys on the grid: ←/→ move, Space jumps, Return or F5 plays/pauses, ',' or F6 steps back, '.' or F7 on, F8 restarts.")
	hint.Wrapping = fyne.TextWrapWord
	t.overlays = widgets.NewCheck("Overlays", func(bool) { t.redraw() })
	t.overlays.Checked = true // no callback: the views are not built yet
	bottom := container.NewHBox(t.playBtn, back, step, restart, t.frame, widget.NewLabel("Zoom"), t.zoom, t.overlays)

	t.readout = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	right := container.NewVBox(
		widget.NewLabelWithStyle("Game view (rotated)", fyne.TextAlignLeading, bold),
		t.rotated, t.readout, hint)

	t.scroll = container.NewScroll(container.NewCenter(t.grid))
	centre := t.scroll
	// The column's scroll bar sits over its right edge, next to the
	// divider: a gutter as wide keeps the entries out from under it, and
	// the split gives the column at least its minimum width (edtrust2).
	gutter := canvas.NewRectangle(color.Transparent)
	gutter.SetMinSize(fyne.NewSize(theme.ScrollBarSize()+theme.Padding(), 0))
	split := container.NewHSplit(container.NewVScroll(container.NewBorder(nil, nil, nil, gutter, left)), container.NewHSplit(centre, right))
	split.Offset = 0.22
	split.Trailing.(*container.Split).Offset = 0.62
	t.content = container.NewBorder(nil, bottom, nil, nil, split)
}

// swatch returns a block's palette icon (our own drawing, as the views).
func swatch(b specialstage.Block, start bool) fyne.Resource {
	img := image.NewRGBA(image.Rect(0, 0, specialstage.BlockSize, specialstage.BlockSize))
	preview.SpecialBlockImage(img, img.Rect, b)
	if start {
		for y := 6; y < 18; y++ {
			for x := 6; x < 18; x++ {
				if (x-12)*(x-12)+(y-12)*(y-12) <= 30 {
					img.Set(x, y, preview.SpecialColor(specialstage.OneUp))
				}
			}
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img) // an in-memory PNG of a valid image cannot fail
	return fyne.NewStaticResource(fmt.Sprintf("block-%02x-%v.png", uint8(b), start), buf.Bytes())
}

func (t *Tab) refreshBrushes() {
	for i, p := range specialstage.Palette() {
		imp := widget.MediumImportance
		if !t.startTool && p.Block == t.brush {
			imp = widget.HighImportance
		}
		if t.brushes[i].Importance != imp {
			t.brushes[i].Importance = imp
			t.brushes[i].Refresh()
		}
	}
	imp := widget.MediumImportance
	if t.startTool {
		imp = widget.HighImportance
	}
	t.startBtn.Importance = imp
	t.startBtn.Refresh()
}

// SelectBrush selects block b as the brush (the palette's buttons do).
func (t *Tab) SelectBrush(b specialstage.Block) { t.brush, t.startTool = b, false; t.refreshBrushes() }

// SelectStartTool makes a click on the grid move the start.
func (t *Tab) SelectStartTool() { t.startTool = true; t.refreshBrushes() }

// Refresh follows the model: the stage list, the properties, and the
// player (restarted when the stage changed).
func (t *Tab) Refresh() {
	t.stale = false
	var names []string
	for _, s := range t.stages.List() {
		names = append(names, s.Name)
	}
	t.pick.Options = names
	c := t.stages.Current()
	if c == nil {
		t.pick.ClearSelected()
		t.noStage.Show()
		t.player = specialedit.Player{Clock: t.player.Clock, OnFrame: t.redraw}
	} else {
		t.noStage.Hide()
		if t.pick.Selected != c.Name {
			t.pick.SetSelected(c.Name)
		}
		t.wEntry.SetText(strconv.Itoa(c.Stage.W))
		t.hEntry.SetText(strconv.Itoa(c.Stage.H))
		t.rotEntry.SetText(fmt.Sprintf("%#x", c.Stage.Rotation))
		if c.Stage.Rotation < 0 {
			t.rotEntry.SetText(fmt.Sprintf("-%#x", -int(c.Stage.Rotation)))
		}
		t.angEntry.SetText(fmt.Sprintf("%#x", c.Stage.Angle))
		if ps := t.player.Stage(); ps == nil || !specialedit.Same(ps, c.Stage) {
			t.player.Reset(c.Stage)
		}
	}
	t.pick.Refresh()
	t.refreshBrushes()
	t.grid.Refresh()
	t.redraw()
}

// redraw draws the views and the readout from the player's frame (the
// stage as edited when it is at frame 0 and paused).
func (t *Tab) redraw() {
	st := t.player.State()
	c := t.stages.Current()
	if st == nil || c == nil {
		t.grid.img.Image = image.NewRGBA(image.Rect(0, 0, 1, 1))
		t.rotated.Image = image.NewRGBA(image.Rect(0, 0, RotatedW, RotatedH))
		t.frame.SetText("")
		t.readout.SetText("")
		t.grid.img.Refresh()
		t.rotated.Refresh()
		return
	}
	stage := c.Stage
	if t.player.Frame() > 0 {
		stage = t.player.Stage()
	} else if t.player.Stage() != nil && !specialedit.Same(t.player.Stage(), c.Stage) {
		// Painting: show the stage as edited.
		t.player.Reset(c.Stage)
		st = t.player.State()
	}
	img := preview.SpecialGrid(stage, st, t.grid.zoom)
	if t.overlays.Checked {
		preview.SpecialOverlay(img, st, t.grid.zoom, image.Point{})
	}
	t.grid.img.Image = img
	t.grid.img.Refresh()
	if t.player.Frame() > 0 {
		t.follow(st)
	}
	t.rotated.Image = preview.SpecialStageRotated(stage, st, RotatedW, RotatedH, 1)
	t.rotated.Refresh()
	if t.player.Playing() {
		t.playBtn.SetText("Pause")
		t.playBtn.SetIcon(theme.MediaPauseIcon())
	} else {
		t.playBtn.SetText("Play")
		t.playBtn.SetIcon(theme.MediaPlayIcon())
	}
	t.frame.SetText(fmt.Sprintf("frame %d / %d", t.player.Frame(), t.player.Recorded()))
	t.readout.SetText(Readout(st))
}

// Readout is the player's state as the tab shows it, one value a line.
func Readout(st *specialstage.State) string {
	cur := "none"
	if st.CurX >= 0 {
		cur = fmt.Sprintf("%v ($%02X) at %d,%d", st.Cur, uint8(st.Cur), st.CurX, st.CurY)
	}
	phase := [...]string{"playing", "exit spin", "exit wait"}[min(int(st.Phase), 2)]
	return fmt.Sprintf("x, y       %d:%04x, %d:%04x\nx/y speed  %d, %d\nground spd %d\n"+
		"angle      $%02X (snapped $%02X)\nrotation   %d ($%04X)\nhitting    %v\ncurrent    %s\n"+
		"cooldowns  up/down %d, R %d\nrings      %d\nlives      +%d, continues +%d\nemerald    %v\nphase      %s%s",
		st.X>>16, uint16(st.X), st.Y>>16, uint16(st.Y), st.XSpeed, st.YSpeed, st.GSpeed,
		st.Angle>>8, st.Snapped(), st.Rotation, uint16(st.Rotation), st.Hitting, cur,
		st.UpDownTimer, st.RTimer, st.Rings, st.Lives, st.Continues, st.Emerald, phase,
		map[bool]string{true: " (the stage has ended)", false: ""}[st.Cleared])
}

// follow scrolls the grid so the player stays in view (a quarter of the
// view from each edge), as a camera would.
func (t *Tab) follow(st *specialstage.State) {
	sc := t.scroll
	if sc == nil || sc.Size().Width <= 0 {
		return
	}
	// Where the grid is larger than the view it fills the scrolled
	// content from (0, 0); where smaller there is nothing to scroll.
	z := float32(t.grid.zoom)
	px, py := float32(st.X>>16)*z, float32(st.Y>>16)*z
	view, off := sc.Size(), sc.Offset
	mx, my := view.Width/4, view.Height/4
	switch {
	case px < off.X+mx:
		off.X = px - mx
	case px > off.X+view.Width-mx:
		off.X = px - view.Width + mx
	}
	switch {
	case py < off.Y+my:
		off.Y = py - my
	case py > off.Y+view.Height-my:
		off.Y = py - view.Height + my
	}
	c := t.grid.MinSize()
	off.X = max(0, min(off.X, c.Width-view.Width))
	off.Y = max(0, min(off.Y, c.Height-view.Height))
	if off != sc.Offset {
		// The scrolled content may not be laid out at the new zoom yet:
		// ScrollToOffset clamps to its current size.
		if cs := sc.Content.Size(); cs.Width < c.Width || cs.Height < c.Height {
			sc.Content.Resize(c.Max(view))
		}
		sc.ScrollToOffset(off)
	}
}

func (t *Tab) togglePlay() {
	if t.player.Playing() {
		t.player.Pause()
	} else {
		t.player.Play()
		t.grid.focus()
	}
	t.redraw()
}

func (t *Tab) step() {
	t.player.Pause()
	t.player.Step()
	t.redraw()
}

func (t *Tab) restart() {
	t.player.Pause()
	t.player.Seek(0)
	t.redraw()
}

func (t *Tab) back() {
	t.player.Pause()
	t.player.Back()
	t.redraw()
}

func (t *Tab) showError(err error) {
	if t.h.ShowError != nil {
		t.h.ShowError(err)
	} else if t.h.Window != nil {
		dialog.ShowError(err, t.h.Window)
	}
}

// newDialog asks for a new stage's name and size.
func (t *Tab) newDialog() {
	if t.h.Window == nil {
		return
	}
	name, w, h := widgets.NewEntry(), widgets.NewEntry(), widgets.NewEntry()
	name.SetText(t.freeName())
	w.SetText("24")
	h.SetText("24")
	dialog.ShowForm("New special stage", "Create", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Name", name), widget.NewFormItem("Width (blocks)", w), widget.NewFormItem("Height (blocks)", h),
	}, func(ok bool) {
		if !ok {
			return
		}
		ww, e1 := strconv.Atoi(strings.TrimSpace(w.Text))
		hh, e2 := strconv.Atoi(strings.TrimSpace(h.Text))
		if e1 != nil || e2 != nil {
			t.showError(fmt.Errorf("specialtab: the size %q x %q is not two numbers", w.Text, h.Text))
			return
		}
		if err := t.stages.Add(strings.TrimSpace(name.Text), ww, hh); err != nil {
			t.showError(err)
		}
	}, t.h.Window)
}

// freeName returns "maze", "maze2", ... whichever the pack does not have.
func (t *Tab) freeName() string {
	for i := 1; ; i++ {
		n := "maze"
		if i > 1 {
			n += strconv.Itoa(i)
		}
		if t.h.Model.Pack.Special(n) == nil {
			return n
		}
	}
}

func (t *Tab) choose(title string, save bool, name string, cb func(string)) {
	if t.h.ChooseFile != nil {
		t.h.ChooseFile(title, save, name, cb)
		return
	}
	if t.h.Window == nil {
		return
	}
	if save {
		filerepo.Install() // the dialog's writer must not empty the file: ExportFile writes it
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err == nil && w != nil {
				_ = w.Close() // only the path is wanted: ExportFile writes atomically
				cb(w.URI().Path())
			}
		}, t.h.Window)
		d.SetFileName(name)
		d.Show()
		return
	}
	dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r != nil {
			_ = r.Close() // read only: ImportFile reads the path
			cb(r.URI().Path())
		}
	}, t.h.Window)
}

func (t *Tab) importDialog() {
	t.choose("Import a special stage (.ss, or a Sonic 1 sslayout/N.eni)", false, "", func(path string) {
		if err := t.ImportFile(path); err != nil {
			t.showError(err)
		}
	})
}

func (t *Tab) exportDialog() {
	c := t.stages.Current()
	if c == nil {
		return
	}
	t.choose("Export the special stage (.ss)", true, c.Name+".ss", func(path string) {
		if err := t.ExportFile(path); err != nil {
			t.showError(err)
		}
	})
}

// ImportFile adds the stage at path, named after the file (made unique):
// a .ss file, or a Sonic 1 layout (sslayout/N.eni of the designer's own
// disassembly, with its start position read from ../startpos/ssN.bin).
func (t *Tab) ImportFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("specialtab: %w", err)
	}
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	name := base
	if strings.EqualFold(filepath.Ext(path), ".eni") {
		name = "ss" + leadingDigits(base)
	}
	stem := name
	for i := 2; t.h.Model.Pack.Special(name) != nil; i++ {
		name = stem + "_" + strconv.Itoa(i)
	}
	if pack.CheckName(name) != nil {
		name = t.freeName()
	}
	if !strings.EqualFold(filepath.Ext(path), ".eni") {
		return t.stages.Import(name, data, path)
	}
	sp := filepath.Join(filepath.Dir(filepath.Dir(path)), "startpos", "ss"+leadingDigits(base)+".bin")
	pos, err := os.ReadFile(sp)
	if err != nil {
		return fmt.Errorf("specialtab: %s: a layout needs its start position %s: %w", path, sp, err)
	}
	return t.stages.ImportLayout(name, data, pos, path)
}

// leadingDigits returns the digits s starts with ("5 (JP1)" gives "5").
func leadingDigits(s string) string {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i]
}

// ExportFile writes the selected stage to path (.ss), atomically.
func (t *Tab) ExportFile(path string) error {
	b, err := t.stages.Export()
	if err != nil {
		return err
	}
	if filepath.Ext(path) == "" {
		path += ".ss"
	}
	return pack.WriteFileAtomic(path, b)
}

package editor

import (
	"image"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"loopwright/editor/edittest"
	"loopwright/editor/levelview"
	"loopwright/editor/model"
)

// Readouts that lie: every readout follows an edit,
// an Open, a step and a rewind. These tests drive the editor as a user
// does, through Fyne's test driver.

// screenOf returns the view position of level pixel (x, y) (the test
// canvas has scale 1: one unit is one device pixel).
func screenOf(v *levelview.LevelView, x, y int) fyne.Position {
	sx, sy := v.Viewport().LevelToScreen(x, y)
	z := v.Viewport().Z()
	return fyne.NewPos(float32(sx+z/2), float32(sy+z/2))
}

// viewImage returns what the window shows in the level view's area.
func viewImage(t *testing.T, e *Editor) *image.RGBA {
	t.Helper()
	img := e.Win.Canvas().Capture()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.LevelView)
	sz := e.LevelView.Size()
	r := image.Rect(int(pos.X), int(pos.Y), int(pos.X+sz.Width), int(pos.Y+sz.Height))
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			out.Set(x, y, img.At(r.Min.X+x, r.Min.Y+y))
		}
	}
	return out
}

// TestEditor_OpenShowsThePackAtOnce: after File > Open (the menu's
// asynchronous open) the Level tab's view draws the new pack without a
// tab switch, exactly as an editor started on it draws it, and the
// sensor table reads A-F at frame 0 (it showed "?" glyphs: a record no
// Step had filled has no names).
func TestEditor_OpenShowsThePackAtOnce(t *testing.T) {
	lp, _ := loopPack(t, 128)
	lp.Levels[0].Name = "loopy"
	dir := filepath.Join(t.TempDir(), "loops")
	if err := model.SavePack(lp, dir); err != nil {
		t.Fatal(err)
	}
	e := newTestEditorOn(t, edittest.LevelModel(t))
	e.showLevelTab()
	before := viewImage(t, e)
	e.OpenAsync(dir)
	e.waitOpen()
	got := viewImage(t, e)

	want, err := model.LoadPack(dir)
	if err != nil {
		t.Fatal(err)
	}
	fresh := newTestEditorOn(t, model.NewModel(want, dir))
	fresh.showLevelTab()
	if got.Bounds() != before.Bounds() {
		t.Fatalf("view size changed: %v, %v", got.Bounds(), before.Bounds())
	}
	if same(got, before) {
		t.Fatal("after Open the view still shows the old pack")
	}
	if w := viewImage(t, fresh); !same(got, w) {
		t.Fatal("after Open the view differs from an editor started on the pack")
	}
	checkSensorNames(t, e)
}

func same(a, b *image.RGBA) bool {
	return a.Bounds() == b.Bounds() && string(a.Pix) == string(b.Pix)
}

// checkSensorNames fails unless the sensor table's rows are sensors A-F.
func checkSensorNames(t *testing.T, e *Editor) {
	t.Helper()
	txt := e.play.Inspector().SensorText()
	lines := strings.Split(txt, "\n")
	if len(lines) < 7 {
		t.Fatalf("sensor table:\n%s", txt)
	}
	for i, l := range lines[1:7] {
		if f := strings.Fields(l); len(f) == 0 || f[0] != string(rune('A'+i)) {
			t.Fatalf("sensor row %d is %q, want sensor %c:\n%s", i, l, 'A'+i, txt)
		}
	}
	if strings.ContainsRune(txt, 0) || strings.ContainsRune(txt, '\uFFFD') {
		t.Fatalf("sensor table has unprintable runes: %q", txt)
	}
}

// TestEditor_PointerLineFollowsEdits: the pointer line describes the block
// under a pointer that has not moved after a paint, an undo and a redo
// (it said "A: empty" on a block just painted).
func TestEditor_PointerLineFollowsEdits(t *testing.T) {
	e := newTestEditorOn(t, edittest.LevelModel(t))
	e.showLevelTab()
	v := e.LevelView
	m := e.Model
	x, y := 5*16+3, 10*16+3 // block 5,10: empty in LevelModel
	at := screenOf(v, x, y)
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
	line := func() string { return e.level.cursor.Text }
	if !strings.Contains(line(), "block 5,10") || !strings.Contains(line(), "A: empty") {
		t.Fatalf("before painting: %q", line())
	}
	v.SetTool(levelview.ToolBrush)
	v.Tapped(&fyne.PointEvent{Position: at})
	if c, _ := m.Level().Cell(0, 5, 10); c.Tile == 0 {
		t.Fatal("the tap did not paint")
	}
	want := "A: tile " + strconv.Itoa(int(m.Brush().Tile))
	if !strings.Contains(line(), want) {
		t.Fatalf("after painting: %q, want %q", line(), want)
	}
	// Both paths are shown whole at the default window width (B was cut).
	for _, l := range strings.Split(line(), "\n") {
		if w := fyne.MeasureText(l, theme.TextSize(), fyne.TextStyle{Monospace: true}).Width + 2*theme.InnerPadding(); w > e.level.cursor.Size().Width {
			t.Fatalf("pointer line %q needs %v, has %v", l, w, e.level.cursor.Size().Width)
		}
	}

	m.Undo()
	if !strings.Contains(line(), "A: empty") {
		t.Fatalf("after undo: %q", line())
	}
	m.Redo()
	if !strings.Contains(line(), want) {
		t.Fatalf("after redo: %q", line())
	}
	// Another level: the line describes that level's block.
	m.SelectLevel(1)
	if strings.Contains(line(), want) || !strings.Contains(line(), "block 5,10") {
		t.Fatalf("on level b: %q", line())
	}
}

// TestEditor_InspectorFollowsTheStart: paused at frame 0, moving the start
// moves the player: the inspector, the scene and the sensor table show the
// new start's frame 0 at once (they kept the old start's frame 0).
func TestEditor_InspectorFollowsTheStart(t *testing.T) {
	e := newTestEditorOn(t, edittest.LevelModel(t))
	e.showLevelTab()
	m := e.Model
	x0 := e.play.Inspector().Value("X")
	if !strings.HasPrefix(x0, "40 ") && !strings.HasPrefix(x0, "40.") && x0 != "40" {
		t.Logf("frame 0 X %q", x0)
	}
	m.SetStart(200, 300)
	if got := e.play.Inspector().Value("X"); got == x0 || !strings.HasPrefix(got, "200") {
		t.Fatalf("after the start moved to x 200: inspector X %q (was %q)", got, x0)
	}
	if sc := e.LevelView.Scene(); sc == nil || sc.Player.X != 200 {
		t.Fatalf("the view's player is not at the new start: %+v", sc)
	}
	if e.play.Controller().Stale() {
		t.Fatal("frame 0 on the edited level still reads as stale")
	}
	checkSensorNames(t, e)

	// Played frames stay as recorded (they are history), marked stale.
	c := e.play.Controller()
	c.StepForward()
	c.StepForward()
	m.SetStart(300, 300)
	if !c.Stale() {
		t.Fatal("an edit after playing does not mark the run stale")
	}
	if got := e.play.Inspector().Value("Frame"); got != "2" {
		t.Fatalf("frame %q after an edit at frame 2", got)
	}
	// Rewound to frame 0, the next edit shows its frame 0 again.
	c.JumpTo(0)
	m.SetStart(320, 300)
	if got := e.play.Inspector().Value("X"); !strings.HasPrefix(got, "320") {
		t.Fatalf("rewound to frame 0 and edited: inspector X %q", got)
	}
}

// TestEditor_BlockInspectorFollowsStepping: the block clicked in the
// paused view is inspected again on every frame shown (step, jump,
// rewind), and forgotten on another level.
func TestEditor_BlockInspectorFollowsStepping(t *testing.T) {
	e, g := newPlayEditor(t)
	e.showLevelTab()
	c := e.play.Controller()
	st := g.Level.Start
	// The block under the player's feet: sensors A/B read it on frame 1.
	bx, by := st.X/16, (st.Y+19)/16
	for by < g.Level.Height {
		if cl, _ := g.Level.Cell(0, bx, by); cl.Tile != 0 {
			break
		}
		by++
	}
	e.LevelView.OnBlockClicked(bx, by)
	text0 := e.play.Inspector().BlockText()
	if !strings.Contains(text0, "block "+strconv.Itoa(bx)+","+strconv.Itoa(by)) {
		t.Fatalf("block text %q", text0)
	}
	c.StepForward()
	want, _ := c.InspectBlock(bx, by)
	got := e.play.Inspector().BlockText()
	if len(want.Reads) == 0 {
		t.Fatalf("no sensor reads block %d,%d at frame 1: pick another block", bx, by)
	}
	if got == text0 || !strings.Contains(got, "sensor "+want.Reads[0].Name) {
		t.Fatalf("after a step the block inspector shows\n%s\nwant the reads of frame 1 (%s)", got, want.Reads[0].Name)
	}
	c.StepBack()
	if got := e.play.Inspector().BlockText(); got != text0 {
		t.Fatalf("stepped back to frame 0: block inspector\n%s\nwant\n%s", got, text0)
	}
	c.JumpTo(1)
	if e.play.Inspector().BlockText() != got {
		t.Fatal("a jump does not update the block inspector")
	}
}

// TestInspector_SensorTableFits: at the default window size the sensor
// table is shown whole (an HScroll clipped its columns).
func TestInspector_SensorTableFits(t *testing.T) {
	e, _ := newPlayEditor(t)
	e.showLevelTab()
	c := e.play.Controller()
	c.StepForward()
	e.Win.Resize(fyne.NewSize(1280, 800))
	tbl := e.play.Inspector().SensorTable()
	e.Win.Canvas().Refresh(e.Win.Content())
	e.Win.Content().Refresh()
	if tbl.Size().Width < tbl.MinSize().Width {
		t.Fatalf("sensor table %v wide, needs %v", tbl.Size().Width, tbl.MinSize().Width)
	}
	// The table does not widen the panel past its default width...
	if w := tbl.MinSize().Width; w > 340 {
		t.Fatalf("sensor table needs %v, more than the panel's default 340", w)
	}
	// ... and the Level tab fits the default window: nothing is cut.
	if w := e.level.content.MinSize().Width; w > 1280 {
		t.Fatalf("the Level tab needs %v, more than the default window's 1280", w)
	}
	if w := e.levelRight.Size().Width; w < tbl.MinSize().Width {
		t.Fatalf("the right panel is %v wide, the sensor table needs %v", w, tbl.MinSize().Width)
	}
	t.Logf("sensor table %v of the right panel's %v; level view %v", tbl.MinSize().Width, e.levelRight.Size().Width, e.LevelView.Size().Width)
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tbl)
	if right := pos.X + tbl.MinSize().Width; right > e.Win.Canvas().Size().Width {
		t.Fatalf("sensor table ends at x %v, past the window's %v", right, e.Win.Canvas().Size().Width)
	}
}

// TestEditor_PointerLineFollowsTheView: a pan or zoom from the keyboard
// moves the level under a pointer that stays put: the line describes the
// pixel now under it.
func TestEditor_PointerLineFollowsTheView(t *testing.T) {
	e := newTestEditorOn(t, edittest.LevelModel(t))
	e.showLevelTab()
	v := e.LevelView
	at := screenOf(v, 100, 100)
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}})
	if !strings.HasPrefix(e.level.cursor.Text, "pixel 100,100 ") {
		t.Fatalf("before: %q", e.level.cursor.Text)
	}
	v.Pan(32, 0)
	if !strings.HasPrefix(e.level.cursor.Text, "pixel 132,100 ") {
		t.Fatalf("after panning 32 px right: %q", e.level.cursor.Text)
	}
	x0, y0 := v.Viewport().ScreenToLevel(int(at.X), int(at.Y))
	v.SetZoom(v.Viewport().Z() + 1)
	x1, y1 := v.Viewport().ScreenToLevel(int(at.X), int(at.Y))
	if want := "pixel " + strconv.Itoa(x1) + "," + strconv.Itoa(y1) + " "; (x0 != x1 || y0 != y1) && !strings.HasPrefix(e.level.cursor.Text, want) {
		t.Fatalf("after zooming: %q, want %q", e.level.cursor.Text, want)
	}
}

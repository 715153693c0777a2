package editor

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/preview"
)

// findButton returns the button labelled text in o's tree (nil if none).
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	for _, c := range test.LaidOutObjects(o) {
		if b, ok := c.(*widget.Button); ok && b.Text == text && b.Visible() {
			return b
		}
	}
	return nil
}

// generate opens shape's Generate dialog as the Level tab's button does,
// types the given entries (by label; "Origin X", "Origin Y" for the
// origin block; "check:LABEL" ticks ("on") or clears a check box), checks
// the preview and taps Insert.
func generate(t *testing.T, e *Editor, shape string, set map[string]string) *genForm {
	t.Helper()
	var btn *widget.Button
	for _, g := range genKinds {
		if g.shape == shape {
			btn = findButton(e.level.content, g.label)
		}
	}
	if btn == nil {
		t.Fatalf("no Generate button for %s", shape)
	}
	before := len(e.Win.Canvas().Overlays().List())
	test.Tap(btn)
	ov := e.Win.Canvas().Overlays()
	if len(ov.List()) != before+1 {
		t.Fatalf("%s: no dialog", shape)
	}
	f := e.lastGen
	if f == nil {
		t.Fatalf("%s: no form", shape)
	}
	for label, v := range set {
		if name, ok := strings.CutPrefix(label, "check:"); ok {
			for _, o := range test.LaidOutObjects(ov.Top()) {
				if c, ok := o.(*widgets.Check); ok && c.Text == name {
					c.SetChecked(v == "on")
				}
			}
			continue
		}
		en := f.entries[label]
		if en == nil {
			t.Fatalf("%s: no entry %q (have %v)", shape, label, f.entries)
		}
		en.SetText(v)
	}
	if !f.ok {
		t.Fatalf("%s: the form reports %q", shape, f.status.Text)
	}
	if !imageHasShape(f.preview) {
		t.Fatalf("%s: empty preview", shape)
	}
	ins := findButton(ov.Top(), "Insert")
	if ins == nil {
		t.Fatalf("%s: no Insert button", shape)
	}
	test.Tap(ins)
	if len(ov.List()) != before {
		var texts []string
		for _, o := range test.LaidOutObjects(ov.Top()) {
			switch w := o.(type) {
			case *widget.Label:
				texts = append(texts, w.Text)
			case *widget.RichText:
				texts = append(texts, w.String())
			}
		}
		t.Fatalf("%s: a dialog stays open: %q", shape, texts)
	}
	return f
}

// TestEditor_EndToEnd drives the editor as a user would: a new pack, a new
// level, a run-up and a run-out drawn with the Path generator, a loop
// inserted with the Loop generator's defaults (undone and redone), the
// start placed with the Player start tool, Right held and Play for 600
// frames (the controller stepped tick by tick, no real time): the player
// goes round the loop (ceiling mode) and out past it; then save, reopen
// and the same level.
func TestEditor_EndToEnd(t *testing.T) {
	m, _ := DefaultModel()
	e := newTestEditorOn(t, m)
	e.Win.Resize(fyne.NewSize(1280, 800))
	e.NewPack()
	if len(m.Pack.Levels) != 0 || m.Dirty() {
		t.Fatalf("new pack: %d levels dirty %v", len(m.Pack.Levels), m.Dirty())
	}
	e.showLevelTab()
	test.Tap(e.level.newLevel)
	e.dlg.level.Submit() // the suggested name and size
	l := m.Level()
	if l == nil || l.Width != 160 || l.Height != 48 {
		t.Fatalf("new level: %v", l)
	}

	// The floor is at y 640 (block row 40); the loop (radius 128, outer
	// radius 160) stands on it centred on x 1600. The run-up drops 176 px
	// to the loop's floor (a player holding right from a standstill is
	// then fast enough to go round it: chunkgen.LoopDrop).
	const floorBY, loopBX = 40, 100
	generate(t, e, "path", map[string]string{
		"Points (x,y …; Bezier)": "64,-176 400,-176 700,0 1440,0",
		"Origin X":               "0", "Origin Y": "40",
	})
	generate(t, e, "path", map[string]string{
		"Points (x,y …; Bezier)": "0,0 560,0 640,0 640,-400",
		"Origin X":               "110", "Origin Y": "40",
	})
	beforeLoop := l.Clone()
	f := generate(t, e, "loop", map[string]string{"Origin X": "100", "Origin Y": "40"})
	if f.params != model.DefaultGenParams("loop") {
		t.Fatalf("loop parameters %+v, want the defaults", f.params)
	}
	if got := m.History.UndoLabel(); got != "Undo insert loop at block 100,40" {
		t.Fatalf("undo label %q", got)
	}
	withLoop := l.Clone()
	m.Undo()
	if !l.Equal(beforeLoop) {
		t.Fatalf("undo of the loop: %s", l.Diff(beforeLoop))
	}
	m.Redo()
	if !l.Equal(withLoop) {
		t.Fatalf("redo of the loop: %s", l.Diff(withLoop))
	}
	if len(l.Switchers) != 3 {
		t.Fatalf("%d switchers, want the loop's 3", len(l.Switchers))
	}

	// The Player start tool (P on the focused view), then a tap on the
	// run-up at x 128, just above its surface (y 464).
	v := e.LevelView
	c := e.Win.Canvas()
	c.Focus(v)
	press(t, c, fyne.KeyP)
	release(t, c, fyne.KeyP)
	if v.Tool() != levelview.ToolStart {
		t.Fatalf("tool %v", v.Tool())
	}
	v.SetViewport(preview.Viewport{X: 0, Y: 300, Zoom: 2})
	sx, sy := v.Viewport().LevelToScreen(128, 444)
	k := v.Scale()
	test.TapAt(v, fyne.NewPos(float32(sx)/k+0.5, float32(sy)/k+0.5))
	if got := m.Level().Start; got != (layers.Point{X: 128, Y: 444}) {
		t.Fatalf("start at %v, want 128,444", got)
	}
	pc := e.play.Controller()
	if pc.Source() != m.Level() {
		t.Fatal("the preview does not play the new level")
	}

	// Hold Right on the keyboard, press F5 (Play), 600 frames. (A tap on
	// the Play button would do too, but the test driver's taps take the
	// focus away from the view, which releases the keys it holds; the
	// desktop driver keeps it.)
	press(t, c, fyne.KeyRight)
	press(t, c, fyne.KeyF5)
	release(t, c, fyne.KeyF5)
	if !pc.Playing() || pc.Frame() != 0 || pc.Held() != physics.Right {
		t.Fatalf("play: playing %v frame %d held %v", pc.Playing(), pc.Frame(), pc.Held())
	}
	if r0, _ := pc.Record(); r0.X.Pixel() != 128 || r0.Y.Pixel() != 444 {
		t.Fatalf("frame 0 at %d,%d, not at the start placed after the session began", r0.X.Pixel(), r0.Y.Pixel())
	}
	ceiling := 0
	for range 600 {
		pc.Advance(1)
		r, _ := pc.Record()
		if r.Grounded && r.Mode == physics.Ceiling {
			ceiling++
		}
	}
	if pc.Frame() != 600 {
		t.Fatalf("played %d frames", pc.Frame())
	}
	r, _ := pc.Record()
	if ceiling == 0 {
		t.Fatal("the player never ran on the loop's ceiling")
	}
	if x := r.X.Pixel(); x <= loopBX*16+160 || !r.Grounded || r.Y.Pixel() > floorBY*16 {
		t.Fatalf("frame 600: player at %d,%d grounded %v, want on the floor right of the loop (x > %d)",
			x, r.Y.Pixel(), r.Grounded, loopBX*16+160)
	}
	if v.Scene() == nil || v.Scene().Frame != 600 {
		t.Fatal("the level view does not show frame 600")
	}
	release(t, c, fyne.KeyRight)
	test.Tap(findButton(e.play.Bottom(), "Pause"))
	if pc.Playing() {
		t.Fatal("Pause does not pause")
	}

	// Save, reopen, same level.
	dir := filepath.Join(t.TempDir(), "looppack")
	if err := e.SavePath(dir); err != nil {
		t.Fatal(err)
	}
	if m.Dirty() || m.Path != dir {
		t.Fatalf("after save: dirty %v path %q", m.Dirty(), m.Path)
	}
	saved := m.Level().Clone()
	e.NewPack()
	if m.Level() != nil {
		t.Fatal("New kept a level")
	}
	if err := e.OpenPath(dir); err != nil {
		t.Fatal(err)
	}
	got := m.Level()
	if got == nil || !got.Equal(saved) {
		d := "no level"
		if got != nil {
			d = got.Diff(saved)
		}
		t.Fatalf("reopened level differs: %s", d)
	}
	if rs := e.Recent(); len(rs) == 0 || filepath.Base(rs[0]) != "looppack" {
		t.Fatalf("recent %v", rs)
	}
	if pc.Source() != got {
		t.Fatal("the preview does not play the reopened level")
	}
}

// imageHasShape reports whether a preview image holds more than one
// colour (the shape drawn on the background).
func imageHasShape(ci *canvas.Image) bool {
	img := ci.Image
	if img == nil {
		return false
	}
	b := img.Bounds()
	if b.Dx() < 16 || b.Dy() < 16 {
		return false
	}
	first := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, _ := first.RGBA()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bb, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bb != b0 {
				n++
			}
		}
	}
	return n > 64
}

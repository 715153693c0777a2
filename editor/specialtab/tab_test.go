package specialtab

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/mdcomp"
	"loopwright/pack"
	"loopwright/preview"
	"loopwright/specialstage"
)

func newTestTab(t *testing.T) (*Tab, *model.Model, *playback.ManualClock) {
	t.Helper()
	test.NewTempApp(t)
	m := model.NewModel(pack.New("t", 8), "")
	clk := &playback.ManualClock{}
	tab := New(Host{Model: m, Clock: clk})
	w := test.NewWindow(tab.Content())
	w.Resize(fyne.NewSize(1200, 800))
	t.Cleanup(w.Close)
	return tab, m, clk
}

// brushButton returns the palette button of block b.
func brushButton(t *testing.T, tab *Tab, b specialstage.Block) fyne.Tappable {
	for i, p := range specialstage.Palette() {
		if p.Block == b {
			return tab.brushes[i]
		}
	}
	t.Fatalf("no palette button for %v", b)
	return nil
}

// The Special tab paints from its palette (every block has a button),
// saves with the pack and reads back, undoes a stroke as one step.
func TestTab_PaintSaveReload(t *testing.T) {
	tab, m, _ := newTestTab(t)
	if len(tab.brushes) != len(specialstage.Palette()) || tab.noStage.Hidden {
		t.Fatalf("%d brushes; no-stage hint hidden %v", len(tab.brushes), tab.noStage.Hidden)
	}
	if err := tab.Stages().Add("maze", 10, 8); err != nil {
		t.Fatal(err)
	}
	if tab.pick.Selected != "maze" || !tab.noStage.Hidden {
		t.Fatalf("stage list shows %q", tab.pick.Selected)
	}
	test.Tap(brushButton(t, tab, specialstage.Bumper))
	bs := float32(specialstage.BlockSize * tab.grid.zoom)
	// Drag along row 4 from block 2 to block 6: one stroke.
	steps := m.History.UndoLen()
	edittest.Drag(tab.grid, fyne.NewPos(2.5*bs, 4.5*bs), fyne.NewPos(6.5*bs, 4.5*bs), 3)
	st := tab.Stages().Current().Stage
	for x := 2; x <= 6; x++ {
		if st.At(x, 4) != specialstage.Bumper {
			t.Errorf("block %d,4 is %v", x, st.At(x, 4))
		}
	}
	if m.History.UndoLen() != steps+1 {
		t.Errorf("the drag made %d undo steps", m.History.UndoLen()-steps)
	}
	test.Tap(brushButton(t, tab, specialstage.Goal))
	test.TapAt(tab.grid, fyne.NewPos(5.5*bs, 6.5*bs))
	tab.grid.TappedSecondary(&fyne.PointEvent{Position: fyne.NewPos(6.5*bs, 4.5*bs)})
	tab.SelectStartTool()
	test.TapAt(tab.grid, fyne.NewPos(3.5*bs, 2.5*bs))
	st = tab.Stages().Current().Stage
	if st.At(5, 6) != specialstage.Goal || st.At(6, 4) != specialstage.Empty || st.StartX != 3*24+12 || st.StartY != 2*24+12 {
		t.Errorf("goal %v, erased %v, start %d,%d", st.At(5, 6), st.At(6, 4), st.StartX, st.StartY)
	}
	tab.rotEntry.SetText("0x80")
	tab.rotEntry.OnSubmitted(tab.rotEntry.Text)
	dir := filepath.Join(t.TempDir(), "p")
	if err := pack.Save(m.Pack, dir); err != nil {
		t.Fatal(err)
	}
	p, err := pack.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	m.Replace(p, dir)
	tab.Refresh()
	st = tab.Stages().Current().Stage
	if st.At(3, 4) != specialstage.Bumper || st.At(5, 6) != specialstage.Goal || st.Rotation != 0x80 || tab.rotEntry.Text != "0x80" {
		t.Errorf("reloaded: bumper %v goal %v rotation %#x entry %q", st.At(3, 4), st.At(5, 6), st.Rotation, tab.rotEntry.Text)
	}
}

// Play runs 60 frames a second on the clock; pause, step, back and
// restart; the held keys move the player; the readout follows.
func TestTab_Play(t *testing.T) {
	tab, _, clk := newTestTab(t)
	if err := tab.Stages().Add("maze", 10, 8); err != nil {
		t.Fatal(err)
	}
	test.Tap(tab.playBtn)
	if !tab.player.Playing() || tab.playBtn.Text != "Pause" {
		t.Fatal("not playing")
	}
	tab.Pump()
	for i := 0; i < 30; i++ {
		clk.Advance(playback.TickPeriod)
		tab.Pump()
	}
	if f := tab.player.Frame(); f != 30 {
		t.Errorf("frame %d after half a second, want 30", f)
	}
	tab.grid.KeyDown(&fyne.KeyEvent{Name: fyne.KeyRight})
	for i := 0; i < 30; i++ {
		clk.Advance(playback.TickPeriod)
		tab.Pump()
	}
	tab.grid.KeyUp(&fyne.KeyEvent{Name: fyne.KeyRight})
	if st := tab.player.State(); st.GSpeed == 0 && st.X == int32(tab.player.Stage().StartX)<<16 {
		t.Errorf("Right did not move the player: %+v", *st)
	}
	test.Tap(tab.playBtn) // pause
	clk.Advance(100 * playback.TickPeriod)
	tab.Pump()
	if tab.player.Frame() != 60 || tab.playBtn.Text != "Play" {
		t.Errorf("paused at frame %d (%q)", tab.player.Frame(), tab.playBtn.Text)
	}
	tab.grid.TypedRune(',')
	if tab.player.Frame() != 59 || !strings.Contains(tab.frame.Text, "frame 59 / 60") {
		t.Errorf("back: frame %d label %q", tab.player.Frame(), tab.frame.Text)
	}
	tab.grid.TypedRune('.')
	if tab.player.Frame() != 60 || !strings.Contains(tab.readout.Text, "rotation") {
		t.Errorf("step: frame %d readout %q", tab.player.Frame(), tab.readout.Text)
	}
	tab.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	tab.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	tab.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF7})
	if tab.player.Frame() != 59 {
		t.Errorf("F6 F6 F7: frame %d, want 59", tab.player.Frame())
	}
	tab.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF8})
	if tab.player.Frame() != 0 || tab.player.Recorded() != 60 {
		t.Errorf("F8: frame %d of %d", tab.player.Frame(), tab.player.Recorded())
	}
	// An edit restarts the player on the edited stage.
	tab.Stages().SetRotation(0)
	if tab.player.Frame() != 0 || tab.player.State().Rotation != 0 {
		t.Errorf("after an edit: frame %d rotation %d", tab.player.Frame(), tab.player.State().Rotation)
	}
}

// Import and export .ss files; a bad file gives one error naming it.
func TestTab_ImportExport(t *testing.T) {
	tab, m, _ := newTestTab(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "loop.ss")
	if err := os.WriteFile(in, []byte("@rotation 0x80\nXXXXX\nXSgoX\nXXXXX\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tab.ImportFile(in); err != nil {
		t.Fatal(err)
	}
	if sp := m.Pack.Special("loop"); sp == nil || sp.Stage.At(2, 1) != specialstage.Glass1 || sp.Stage.Rotation != 0x80 {
		t.Fatalf("imported %+v", sp)
	}
	if err := tab.ImportFile(in); err != nil || m.Pack.Special("loop_2") == nil {
		t.Errorf("second import: %v", err)
	}
	out := filepath.Join(dir, "out")
	if err := tab.ExportFile(out); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(out + ".ss"); err != nil || !strings.Contains(string(b), "XSgoX") {
		t.Errorf("exported %q %v", b, err)
	}
	bad := filepath.Join(dir, "bad.ss")
	if err := os.WriteFile(bad, []byte("XS?\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tab.ImportFile(bad); err == nil || !strings.Contains(err.Error(), "bad.ss:1:3") {
		t.Errorf("bad import: %v", err)
	}
}

// The tab must not widen the editor's window (tabs share the window's
// minimum size): it fits in 1000x600.
func TestTab_MinSize(t *testing.T) {
	tab, _, _ := newTestTab(t)
	if err := tab.Stages().Add("maze", 64, 64); err != nil {
		t.Fatal(err)
	}
	if s := tab.Content().MinSize(); s.Width > 1000 || s.Height > 600 {
		t.Errorf("min size %v", s)
	}
}

// Import of a Sonic 1 layout: sslayout/N.eni with ../startpos/ssN.bin (a
// synthetic layout here), named ssN; without the start position, one
// error naming it.
func TestTab_ImportLayout(t *testing.T) {
	tab, m, _ := newTestTab(t)
	dir := t.TempDir()
	for _, d := range []string{"sslayout", "startpos"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	l := make([]byte, 64*64)
	l[0] = 0x25
	eni := filepath.Join(dir, "sslayout", "3.eni")
	if err := os.WriteFile(eni, mdcomp.EnigmaEncode(l), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tab.ImportFile(eni); err == nil || !strings.Contains(err.Error(), "ss3.bin") {
		t.Errorf("without startpos: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "startpos", "ss3.bin"), []byte{0x03, 0xDC, 0x02, 0xEC}, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tab.ImportFile(eni); err != nil {
		t.Fatal(err)
	}
	sp := m.Pack.Special("ss3")
	if sp == nil || sp.Stage.W != 64 || sp.Stage.At(0, 0) != specialstage.Bumper || sp.Stage.StartX != 252 || sp.Stage.StartY != 60 {
		t.Errorf("imported %+v", sp)
	}
}

// Overlays off draws the grid alone (no check box, no gravity line).
func TestTab_Overlays(t *testing.T) {
	tab, _, _ := newTestTab(t)
	if err := tab.Stages().Add("maze", 6, 6); err != nil {
		t.Fatal(err)
	}
	with := tab.grid.img.Image.(*image.RGBA)
	test.Tap(tab.overlays)
	without := tab.grid.img.Image.(*image.RGBA)
	st := tab.player.State()
	want := preview.SpecialGrid(tab.player.Stage(), st, tab.grid.zoom)
	if string(without.Pix) != string(want.Pix) || string(with.Pix) == string(want.Pix) {
		t.Error("the overlays check does not switch the overlays")
	}
}

// While playing, the grid scrolls to keep the player in view (a 64x64
// stage at 3x is far larger than the window).
func TestTab_Follow(t *testing.T) {
	tab, _, _ := newTestTab(t)
	if err := tab.Stages().Add("big", 64, 64); err != nil {
		t.Fatal(err)
	}
	tab.zoom.SetSelected("3x")
	tab.Stages().SetStart(60, 60)
	tab.step()
	sc := tab.scroll
	st := tab.player.State()
	px, py := float32(st.X>>16)*3, float32(st.Y>>16)*3
	if sc.Offset.X == 0 || px < sc.Offset.X || px > sc.Offset.X+sc.Size().Width || py < sc.Offset.Y || py > sc.Offset.Y+sc.Size().Height {
		t.Errorf("player at %v,%v; view %v from %v", px, py, sc.Size(), sc.Offset)
	}
}

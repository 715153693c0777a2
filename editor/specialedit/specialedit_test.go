package specialedit

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/pack"
	"loopwright/specialstage"
)

func newStages(t *testing.T) (*Stages, *model.Model) {
	t.Helper()
	m := model.NewModel(pack.New("t", 8), "")
	s := New(m)
	if err := s.Add("maze", 8, 6); err != nil {
		t.Fatal(err)
	}
	return s, m
}

// A paint stroke is one undo step; undo and redo restore the blocks.
func TestStages_PaintUndo(t *testing.T) {
	s, m := newStages(t)
	steps := m.History.UndoLen()
	for x := 2; x < 6; x++ {
		s.Paint(x, 3, specialstage.Bumper)
	}
	s.EndStroke()
	st := s.Current().Stage
	if st.At(2, 3) != specialstage.Bumper || st.At(5, 3) != specialstage.Bumper || m.History.UndoLen() != steps+1 {
		t.Fatalf("paint: %v %v, %d steps", st.At(2, 3), st.At(5, 3), m.History.UndoLen()-steps)
	}
	if !strings.Contains(m.History.UndoLabel(), "paint special stage maze") {
		t.Errorf("undo label %q", m.History.UndoLabel())
	}
	m.Undo()
	if s.Current().Stage.At(3, 3) != specialstage.Empty {
		t.Error("undo left the bumper")
	}
	m.Redo()
	if s.Current().Stage.At(3, 3) != specialstage.Bumper {
		t.Error("redo lost the bumper")
	}
	// The start block stays empty.
	if s.Paint(1, 1, specialstage.Solid) {
		t.Error("painted over the start")
	}
}

// Start, rotation, angle, resize; add, delete, import, export.
func TestStages_Edits(t *testing.T) {
	s, m := newStages(t)
	s.Paint(4, 4, specialstage.Ring)
	s.EndStroke()
	s.SetStart(4, 4)
	st := s.Current().Stage
	if st.StartX != 4*24+12 || st.StartY != 4*24+12 || st.At(4, 4) != specialstage.Empty {
		t.Errorf("start %d,%d block %v", st.StartX, st.StartY, st.At(4, 4))
	}
	s.SetRotation(-0x80)
	s.SetAngle(0x4000)
	if err := s.Resize(5, 5); err != nil {
		t.Fatal(err)
	}
	st = s.Current().Stage
	if st.W != 5 || st.H != 5 || st.Rotation != -0x80 || st.Angle != 0x4000 || st.StartX != 4*24+12 {
		t.Errorf("stage %+v", st)
	}
	if err := s.Resize(0, 3); err == nil {
		t.Error("resize to 0 wide")
	}
	b, err := s.Export()
	if err != nil || !strings.Contains(string(b), "@rotation -128") {
		t.Fatalf("export: %v\n%s", err, b)
	}
	if err := s.Import("copy", b, "copy.ss"); err != nil {
		t.Fatal(err)
	}
	if s.Sel != 1 || s.Current().Name != "copy" || s.Current().Stage.Rotation != -0x80 {
		t.Errorf("import: sel %d %q", s.Sel, s.Current().Name)
	}
	if err := s.Import("copy", b, "copy.ss"); err == nil {
		t.Error("a second stage called copy")
	}
	if err := s.Import("bad", []byte("X?S\n"), "bad.ss"); err == nil || !strings.Contains(err.Error(), "bad.ss:1:2") {
		t.Errorf("bad import: %v", err)
	}
	s.Delete()
	if len(s.List()) != 1 {
		t.Errorf("delete: %d stages", len(s.List()))
	}
	m.Undo()
	if len(s.List()) != 2 || s.Current().Name != "copy" {
		t.Errorf("undo delete: %d stages", len(s.List()))
	}
}

// The edited stages are the pack's: saving and loading the pack keeps them.
func TestStages_SaveReload(t *testing.T) {
	s, m := newStages(t)
	s.Paint(3, 3, specialstage.Glass1)
	s.EndStroke()
	dir := t.TempDir() + "/p"
	if err := pack.Save(m.Pack, dir); err != nil {
		t.Fatal(err)
	}
	p, err := pack.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if sp := p.Special("maze"); sp == nil || sp.Stage.At(3, 3) != specialstage.Glass1 {
		t.Errorf("reloaded: %+v", sp)
	}
}

// Step records, Back and Seek rewind to the same state, a held button cuts
// the recording, Pump runs 60 frames a second on the clock.
func TestPlayer_StepBackPump(t *testing.T) {
	s, _ := newStages(t)
	var p Player
	p.Reset(s.Current().Stage)
	var want []specialstage.State
	for i := 0; i < 150; i++ {
		p.Held = specialstage.Input{Right: i < 70, Jump: i%40 == 39}
		var st specialstage.State
		p.sim.Save(&st)
		want = append(want, st)
		p.Step()
	}
	p.Held = specialstage.Input{}
	for _, f := range []int{149, 61, 60, 59, 0, 120} {
		p.Seek(f)
		if got, w := p.State(), &want[f]; !reflect.DeepEqual(got, w) {
			t.Errorf("seek %d: %+v, want %+v", f, got, w)
		}
	}
	p.Seek(100)
	p.Back()
	if p.Frame() != 99 {
		t.Errorf("back: frame %d", p.Frame())
	}
	p.Step() // replays frame 100
	if p.Recorded() != 150 {
		t.Errorf("replay cut the recording: %d", p.Recorded())
	}
	p.Held = specialstage.Input{Left: true}
	p.Step()
	if p.Recorded() != 101 {
		t.Errorf("held button: recording %d frames, want 101", p.Recorded())
	}
	var clk playback.ManualClock
	p.Clock = &clk
	p.Held = specialstage.Input{}
	p.Play()
	p.Pump()
	clk.Advance(10 * playback.TickPeriod)
	if n := p.Pump(); n != playback.MaxCatchUp {
		t.Errorf("pump ran %d frames", n)
	}
	clk.Advance(2*playback.TickPeriod + time.Millisecond)
	if n := p.Pump(); n != 2 {
		t.Errorf("pump ran %d frames, want 2", n)
	}
	p.Pause()
	clk.Advance(time.Second)
	if n := p.Pump(); n != 0 {
		t.Errorf("paused pump ran %d", n)
	}
}

// Package specialedit is the Fyne-free part of the editor's Special tab:
// editing the open pack's special stages (Sonic 1's rotating maze, guide
// docs/physics.md "Special Stage") as undoable edits on the model's history, and playing one
// with pause, step, rewind and a 60 Hz clock. The Special tab
// (editor/specialtab) draws it and forwards the user's input.
package specialedit

import (
	"bytes"
	"fmt"

	"loopwright/editor/model"
	"loopwright/mdcomp"
	"loopwright/pack"
	"loopwright/specialstage"
)

// Stages edits the special stages of m's pack. Sel is the selected
// stage's index. Every edit is one step on m's History (so Undo, Redo,
// the unsaved-changes mark and autosave cover it); a paint stroke is one
// step however many blocks it paints.
type Stages struct {
	m   *model.Model
	Sel int
	// before is the selected stage as it was when the stroke began (nil:
	// no stroke).
	before *specialstage.Stage
}

// New returns the special-stage editor of m.
func New(m *model.Model) *Stages { return &Stages{m: m} }

// List returns the pack's special stages.
func (s *Stages) List() []*pack.Special { return s.m.Pack.Specials }

// Current returns the selected special stage, or nil when the pack has
// none (Sel is clamped to the list).
func (s *Stages) Current() *pack.Special {
	l := s.List()
	if len(l) == 0 {
		s.Sel = 0
		return nil
	}
	s.Sel = min(max(s.Sel, 0), len(l)-1)
	return l[s.Sel]
}

// Select selects stage i (not an edit).
func (s *Stages) Select(i int) {
	s.EndStroke()
	s.Sel = i
	s.Current()
}

// stageEdit swaps the stage at index i between two snapshots; the
// snapshots themselves are never changed (the pack gets clones).
type stageEdit struct {
	s             *Stages
	i             int
	before, after *specialstage.Stage
	desc          string
}

func (a *stageEdit) set(st *specialstage.Stage) {
	if l := a.s.List(); a.i < len(l) {
		l[a.i].Stage = st.Clone()
	}
	a.s.Sel = a.i
}

func (a *stageEdit) Do()                 { a.set(a.after) }
func (a *stageEdit) Undo()               { a.set(a.before) }
func (a *stageEdit) Description() string { return a.desc }

// edit applies f to a copy of the selected stage and records it as one
// step named desc; nothing happens when there is no stage or f changes
// nothing.
func (s *Stages) edit(desc string, f func(st *specialstage.Stage)) {
	s.EndStroke()
	c := s.Current()
	if c == nil {
		return
	}
	after := c.Stage.Clone()
	f(after)
	if Same(after, c.Stage) {
		return
	}
	s.m.History.Do(&stageEdit{s: s, i: s.Sel, before: c.Stage.Clone(), after: after, desc: fmt.Sprintf(desc, c.Name)})
}

// Same reports whether two stages are equal (blocks, size, start, angle
// and rotation).
func Same(a, b *specialstage.Stage) bool {
	return a.W == b.W && a.H == b.H && a.StartX == b.StartX && a.StartY == b.StartY &&
		a.Angle == b.Angle && a.Rotation == b.Rotation && bytes.Equal(blockBytes(a.Blocks), blockBytes(b.Blocks))
}

func blockBytes(b []specialstage.Block) []byte {
	out := make([]byte, len(b))
	for i, x := range b {
		out[i] = byte(x)
	}
	return out
}

// Paint sets block (x, y) of the selected stage to b as part of the
// current stroke (one is begun if none is). Painting the start block
// with anything but empty is refused (the start must stay empty), as is
// a block outside the stage; Paint reports whether it changed the block.
func (s *Stages) Paint(x, y int, b specialstage.Block) bool {
	c := s.Current()
	if c == nil || x < 0 || y < 0 || x >= c.Stage.W || y >= c.Stage.H {
		return false
	}
	st := c.Stage
	if b != specialstage.Empty && x == st.StartX/specialstage.BlockSize && y == st.StartY/specialstage.BlockSize {
		return false
	}
	i := y*st.W + x
	if st.Blocks[i] == b {
		return false
	}
	if s.before == nil {
		s.before = st.Clone()
	}
	st.Blocks[i] = b
	return true
}

// EndStroke records the blocks painted since the stroke began as one
// step ("paint special stage NAME").
func (s *Stages) EndStroke() {
	if s.before == nil {
		return
	}
	before := s.before
	s.before = nil
	c := s.Current()
	if c == nil || Same(before, c.Stage) {
		return
	}
	s.m.History.Push(&stageEdit{s: s, i: s.Sel, before: before, after: c.Stage.Clone(), desc: "paint special stage " + c.Name})
}

// SetStart puts the player's start at the centre of block (x, y), which
// becomes empty.
func (s *Stages) SetStart(x, y int) {
	c := s.Current()
	if c == nil || x < 0 || y < 0 || x >= c.Stage.W || y >= c.Stage.H {
		return
	}
	s.edit("move the start of special stage %s", func(st *specialstage.Stage) {
		st.StartX, st.StartY = x*specialstage.BlockSize+specialstage.BlockSize/2, y*specialstage.BlockSize+specialstage.BlockSize/2
		st.Blocks[y*st.W+x] = specialstage.Empty
	})
}

// SetRotation sets the rotation speed at the start (8.8 hex angle a
// frame; the game's is $40).
func (s *Stages) SetRotation(r int16) {
	s.edit("set the rotation speed of special stage %s", func(st *specialstage.Stage) { st.Rotation = r })
}

// SetAngle sets the angle at the start (8.8 hex angle).
func (s *Stages) SetAngle(a uint16) {
	s.edit("set the start angle of special stage %s", func(st *specialstage.Stage) { st.Angle = a })
}

// Resize makes the selected stage w x h blocks (1 to MaxSize), keeping
// the blocks that fit; a start outside moves to block (0, 0).
func (s *Stages) Resize(w, h int) error {
	if w < 1 || h < 1 || w > specialstage.MaxSize || h > specialstage.MaxSize {
		return fmt.Errorf("specialedit: a stage is 1 to %d blocks a side, not %dx%d", specialstage.MaxSize, w, h)
	}
	s.edit("resize special stage %s", func(st *specialstage.Stage) {
		blocks := make([]specialstage.Block, w*h)
		for y := 0; y < min(h, st.H); y++ {
			for x := 0; x < min(w, st.W); x++ {
				blocks[y*w+x] = st.Blocks[y*st.W+x]
			}
		}
		st.W, st.H, st.Blocks = w, h, blocks
		if st.StartX/specialstage.BlockSize >= w || st.StartY/specialstage.BlockSize >= h {
			st.StartX, st.StartY = specialstage.BlockSize/2, specialstage.BlockSize/2
			st.Blocks[0] = specialstage.Empty
		}
	})
	return nil
}

// listEdit swaps the whole list of special stages.
func (s *Stages) listEdit(desc string, after []*pack.Special, sel int) {
	s.EndStroke()
	before := append([]*pack.Special(nil), s.List()...)
	oldSel := s.Sel
	s.m.History.Do(&model.FuncAction{Desc: desc,
		DoFn:   func() { s.m.Pack.Specials = append([]*pack.Special(nil), after...); s.Sel = sel },
		UndoFn: func() { s.m.Pack.Specials = append([]*pack.Special(nil), before...); s.Sel = oldSel },
	})
}

// checkNew reports why name cannot be a new special stage's name.
func (s *Stages) checkNew(name string) error {
	if err := pack.CheckName(name); err != nil {
		return fmt.Errorf("specialedit: %w", err)
	}
	if s.m.Pack.Special(name) != nil {
		return fmt.Errorf("specialedit: the pack already has a special stage %q", name)
	}
	return nil
}

// Add adds an empty w x h stage called name, walled all round, with the
// player in block (1, 1) (at least 3x3), and selects it.
func (s *Stages) Add(name string, w, h int) error {
	if err := s.checkNew(name); err != nil {
		return err
	}
	if w < 3 || h < 3 || w > specialstage.MaxSize || h > specialstage.MaxSize {
		return fmt.Errorf("specialedit: a new stage is 3 to %d blocks a side, not %dx%d", specialstage.MaxSize, w, h)
	}
	st := specialstage.NewStage(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if x == 0 || y == 0 || x == w-1 || y == h-1 {
				st.Blocks[y*w+x] = specialstage.Solid
			}
		}
	}
	return s.addStage(name, st)
}

func (s *Stages) addStage(name string, st *specialstage.Stage) error {
	l := append(append([]*pack.Special(nil), s.List()...), &pack.Special{Name: name, Stage: st})
	s.listEdit("add special stage "+name, l, len(l)-1)
	return nil
}

// Import adds the stage in data (the .ss text format, read from file for
// errors) as name.
func (s *Stages) Import(name string, data []byte, file string) error {
	if err := s.checkNew(name); err != nil {
		return err
	}
	st, err := specialstage.Parse(bytes.NewReader(data), file)
	if err != nil {
		return err
	}
	return s.addStage(name, st)
}

// Export returns the selected stage in the .ss text format.
func (s *Stages) Export() ([]byte, error) {
	c := s.Current()
	if c == nil {
		return nil, fmt.Errorf("specialedit: the pack has no special stage")
	}
	return specialstage.Format(c.Stage)
}

// Delete removes the selected stage.
func (s *Stages) Delete() {
	c := s.Current()
	if c == nil {
		return
	}
	l := append([]*pack.Special(nil), s.List()[:s.Sel]...)
	l = append(l, s.List()[s.Sel+1:]...)
	s.listEdit("delete special stage "+c.Name, l, max(s.Sel-1, 0))
}

// ImportLayout adds a Sonic 1 stage layout as name: eni is the
// Enigma-compressed layout (sslayout/N.eni of the designer's own
// disassembly), startpos the game's start position (startpos/ssN.bin);
// file names the layout in errors.
func (s *Stages) ImportLayout(name string, eni, startpos []byte, file string) error {
	if err := s.checkNew(name); err != nil {
		return err
	}
	raw, err := mdcomp.EnigmaDecodeMax(eni, specialstage.LayoutSize*specialstage.LayoutSize)
	if err != nil {
		return fmt.Errorf("specialedit: %s: %w", file, err)
	}
	if len(startpos) < 4 {
		return fmt.Errorf("specialedit: %s: the start position has %d bytes, not 4 (X, Y words)", file, len(startpos))
	}
	st, err := specialstage.FromLayout(raw, int(startpos[0])<<8|int(startpos[1]), int(startpos[2])<<8|int(startpos[3]))
	if err != nil {
		return fmt.Errorf("specialedit: %s: %w", file, err)
	}
	return s.addStage(name, st)
}

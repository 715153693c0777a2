package model

import (
	"fmt"
	"testing"
)

type addAction struct {
	v    *int
	n    int
	desc string
}

func (a *addAction) Do()                 { *a.v += a.n }
func (a *addAction) Undo()               { *a.v -= a.n }
func (a *addAction) Description() string { return a.desc }

// mergeAction absorbs following mergeActions on the same value.
type mergeAction struct{ addAction }

func (a *mergeAction) Merge(next Action) bool {
	n, ok := next.(*mergeAction)
	if !ok || n.v != a.v {
		return false
	}
	a.n += n.n
	return true
}

func TestHistory_UndoRedo(t *testing.T) {
	var h History
	v := 0
	h.Do(&addAction{&v, 1, "add one"})
	h.Do(&addAction{&v, 10, "add ten"})
	if v != 11 || h.UndoLabel() != "Undo add ten" || h.RedoLabel() != "Redo" {
		t.Fatalf("after two edits: v=%d %q %q", v, h.UndoLabel(), h.RedoLabel())
	}
	if !h.Undo() || v != 1 || h.RedoLabel() != "Redo add ten" || h.UndoLabel() != "Undo add one" {
		t.Fatalf("after undo: v=%d %q %q", v, h.UndoLabel(), h.RedoLabel())
	}
	if !h.Redo() || v != 11 {
		t.Fatalf("after redo: v=%d", v)
	}
	h.Undo()
	h.Undo()
	if h.Undo() || v != 0 || h.CanUndo() {
		t.Fatalf("undo past the start: v=%d", v)
	}
	h.Redo()
	h.Do(&addAction{&v, 100, "add a hundred"}) // clears the redo stack
	if h.CanRedo() || v != 101 {
		t.Fatalf("a new edit must clear redo: v=%d redo=%v", v, h.CanRedo())
	}
}

func TestHistory_Push(t *testing.T) {
	var h History
	v := 5 // already applied by the caller
	h.Push(&addAction{&v, 5, "drag"})
	if v != 5 {
		t.Fatalf("Push must not apply the action: v=%d", v)
	}
	h.Undo()
	if v != 0 {
		t.Fatalf("undo of pushed action: v=%d", v)
	}
}

func TestHistory_Dirty(t *testing.T) {
	var h History
	v := 0
	if h.Dirty() {
		t.Fatal("new history is dirty")
	}
	h.Do(&addAction{&v, 1, "a"})
	if !h.Dirty() {
		t.Fatal("edit not dirty")
	}
	h.MarkSaved()
	if h.Dirty() {
		t.Fatal("dirty after save")
	}
	h.Undo()
	if !h.Dirty() {
		t.Fatal("undo past the save is not dirty")
	}
	h.Redo()
	if h.Dirty() {
		t.Fatal("redo back to the save is dirty")
	}
	h.Undo()
	h.Do(&addAction{&v, 2, "b"}) // the saved state is now unreachable
	h.Undo()
	if !h.Dirty() {
		t.Fatal("state before the save is not the saved one")
	}
	h.Clear()
	if h.Dirty() || h.CanUndo() {
		t.Fatal("Clear must reset")
	}
}

func TestHistory_Limit(t *testing.T) {
	var h History
	v := 0
	for i := 0; i < 1500; i++ {
		h.Do(&addAction{&v, 1, fmt.Sprint(i)})
	}
	n := 0
	for h.Undo() {
		n++
	}
	if n != 1500 || v != 0 {
		t.Fatalf("default limit: undid %d, v=%d", n, v)
	}
	h = History{Limit: 10} // raised to 1000
	for i := 0; i < 1200; i++ {
		h.Do(&addAction{&v, 1, fmt.Sprint(i)})
	}
	if h.UndoLen() != 1000 {
		t.Fatalf("limit below 1000 kept %d steps", h.UndoLen())
	}
	if !h.Dirty() {
		t.Fatal("dirty lost")
	}
	for h.Undo() {
	}
	if v != 200 || !h.Dirty() {
		t.Fatalf("after dropping the oldest steps: v=%d dirty=%v", v, h.Dirty())
	}
}

func TestHistory_Merge(t *testing.T) {
	var h History
	v := 0
	h.Do(&mergeAction{addAction{&v, 1, "nudge"}})
	h.Do(&mergeAction{addAction{&v, 1, "nudge"}})
	h.Do(&mergeAction{addAction{&v, 1, "nudge"}})
	if h.UndoLen() != 1 || v != 3 {
		t.Fatalf("merge: %d steps, v=%d", h.UndoLen(), v)
	}
	h.Undo()
	if v != 0 {
		t.Fatalf("undo merged: v=%d", v)
	}
}

func TestHistory_OnChange(t *testing.T) {
	calls := 0
	h := History{OnChange: func() { calls++ }}
	v := 0
	h.Do(&FuncAction{Desc: "x", DoFn: func() { v++ }, UndoFn: func() { v-- }})
	h.Undo()
	h.Redo()
	if calls != 3 || v != 1 {
		t.Fatalf("calls=%d v=%d", calls, v)
	}
}

package model

import "fmt"

// Action is one undoable edit. Do applies it (again, after an undo) and
// Undo reverts it; both must leave the edited data exactly as it was before
// the matching call. Description names the edit for the Edit menu, in lower
// case ("paint heights of tile 3"); the menu reads "Undo paint heights of
// tile 3".
//
// Actions are reused by every editor (tiles now, chunks and levels later):
// anything that edits the open pack should be an Action pushed on the
// model's History.
type Action interface {
	Do()
	Undo()
	Description() string
}

// Merger is an optional interface for actions that absorb the next action
// into themselves (consecutive nudges of one value, for example). Merge
// returns true if next was absorbed; History then drops next.
type Merger interface {
	Merge(next Action) bool
}

// FuncAction is an Action made of two functions.
type FuncAction struct {
	Desc   string
	DoFn   func()
	UndoFn func()
}

// Do calls DoFn.
func (a *FuncAction) Do() { a.DoFn() }

// Undo calls UndoFn.
func (a *FuncAction) Undo() { a.UndoFn() }

// Description returns Desc.
func (a *FuncAction) Description() string { return a.Desc }

// DefaultHistoryLimit is the number of steps a History keeps when its Limit
// is zero.
const DefaultHistoryLimit = 10000

// History is an undo/redo stack. Its zero value is ready to use and keeps
// DefaultHistoryLimit steps; the oldest steps are dropped beyond the limit.
// It also tracks whether the data differs from the last saved state.
//
// History is not safe for concurrent use: call it from the UI goroutine.
type History struct {
	// Limit is the number of undo steps kept; 0 means DefaultHistoryLimit.
	// Values below 1000 are raised to 1000.
	Limit int
	// OnChange, if set, is called after every change of the stacks.
	OnChange func()

	done, undone []entry
	seq          uint64
	saved        uint64 // id of the top done entry when saved; 0 = empty
	savedLost    bool   // the saved state can no longer be reached
}

type entry struct {
	a  Action
	id uint64
}

func (h *History) limit() int {
	switch {
	case h.Limit == 0:
		return DefaultHistoryLimit
	case h.Limit < 1000:
		return 1000
	}
	return h.Limit
}

// Do applies a and records it for undo. It clears the redo stack.
func (h *History) Do(a Action) {
	a.Do()
	h.Push(a)
}

// Push records a, which the caller has already applied (a finished drag,
// for example), for undo. It clears the redo stack. If the top action is a
// Merger that absorbs a, a is not recorded separately.
func (h *History) Push(a Action) {
	if len(h.undone) > 0 {
		for _, e := range h.undone {
			if e.id == h.saved {
				h.savedLost = true
			}
		}
		h.undone = h.undone[:0]
	}
	if n := len(h.done); n > 0 && h.done[n-1].id != h.saved {
		if m, ok := h.done[n-1].a.(Merger); ok && m.Merge(a) {
			h.changed()
			return
		}
	}
	h.seq++
	h.done = append(h.done, entry{a, h.seq})
	if over := len(h.done) - h.limit(); over > 0 {
		for _, e := range h.done[:over] {
			if e.id == h.saved || h.saved == 0 {
				h.savedLost = true
			}
		}
		h.done = append(h.done[:0], h.done[over:]...)
	}
	h.changed()
}

// Undo reverts the last action; it returns false if there is none.
func (h *History) Undo() bool {
	n := len(h.done)
	if n == 0 {
		return false
	}
	e := h.done[n-1]
	h.done = h.done[:n-1]
	e.a.Undo()
	h.undone = append(h.undone, e)
	h.changed()
	return true
}

// Redo re-applies the last undone action; it returns false if there is none.
func (h *History) Redo() bool {
	n := len(h.undone)
	if n == 0 {
		return false
	}
	e := h.undone[n-1]
	h.undone = h.undone[:n-1]
	e.a.Do()
	h.done = append(h.done, e)
	h.changed()
	return true
}

// CanUndo reports whether Undo would do something.
func (h *History) CanUndo() bool { return len(h.done) > 0 }

// CanRedo reports whether Redo would do something.
func (h *History) CanRedo() bool { return len(h.undone) > 0 }

// UndoLen and RedoLen return the number of steps on each stack.
func (h *History) UndoLen() int { return len(h.done) }

// RedoLen returns the number of steps that can be redone.
func (h *History) RedoLen() int { return len(h.undone) }

// UndoLabel returns the Edit menu label for Undo: "Undo <description>", or
// "Undo" when there is nothing to undo.
func (h *History) UndoLabel() string {
	if n := len(h.done); n > 0 {
		return fmt.Sprintf("Undo %s", h.done[n-1].a.Description())
	}
	return "Undo"
}

// RedoLabel returns the Edit menu label for Redo.
func (h *History) RedoLabel() string {
	if n := len(h.undone); n > 0 {
		return fmt.Sprintf("Redo %s", h.undone[n-1].a.Description())
	}
	return "Redo"
}

// Clear forgets every step and marks the current state saved (a freshly
// opened file).
func (h *History) Clear() {
	h.done, h.undone = nil, nil
	h.saved, h.savedLost = 0, false
	h.changed()
}

// MarkSaved records the current state as the saved one.
func (h *History) MarkSaved() {
	h.saved, h.savedLost = h.top(), false
	h.changed()
}

// Dirty reports whether the data differs from the last saved state (or
// from the state at the last Clear).
func (h *History) Dirty() bool { return h.savedLost || h.top() != h.saved }

func (h *History) top() uint64 {
	if n := len(h.done); n > 0 {
		return h.done[n-1].id
	}
	return 0
}

func (h *History) changed() {
	if h.OnChange != nil {
		h.OnChange()
	}
}

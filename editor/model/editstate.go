package model

// EditState identifies the model's edit state: it changes with every
// recorded edit, undo and redo (the play panel, the autosave and the
// checks compare it to see whether the level was edited).
type EditState struct {
	undo, redo int
	label      string
}

// EditState returns the model's current edit state.
func (m *Model) EditState() EditState {
	return EditState{m.History.UndoLen(), m.History.RedoLen(), m.History.UndoLabel()}
}

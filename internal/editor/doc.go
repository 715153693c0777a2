// Package editor is Loopwright's desktop user interface, built with Fyne:
// the tile painter, the chunk and level editors, and the level view with
// the live physics preview, inspector and graphs.
//
// Editor state (the open pack, the selection, the undo history) lives in
// Model, which is not a widget and is tested without a window. Simulation
// state lives in session.Session, owned by a play controller; widgets only
// draw what those hold. Work from other goroutines reaches the UI only
// through fyne.Do.
package editor

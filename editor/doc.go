// Package editor is Loopwright's desktop window, built with Fyne: the
// shell that holds the Tiles, Chunks and Level tabs, the menus, the file
// and generator dialogs, the play panel, autosave and recovery, and quit
// on signals. main calls New and the few methods that open a pack and run
// the window.
//
// The parts live in packages a reader finds by name:
//
//	model      the editor's state and every edit, with undo (no Fyne)
//	playback   the play controller: a session.Session stepped on a clock (no Fyne)
//	levelview  the Level tab's view and its mouse and keyboard input, the tools
//	widgets    the tile painter, the chunk canvas, the timeline and graph plot
//	panels     side panels: tile and object properties, library, inspector
//	edittest   what the editor's tests share (fixtures, golden images)
//
// Editor state (the open pack, the selection, the undo history) lives in
// model.Model, which is not a widget and is tested without a window.
// Simulation state lives in session.Session, owned by a play controller;
// widgets only draw what those hold. Work from other goroutines reaches the
// UI only through fyne.Do.
package editor

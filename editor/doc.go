// Package editor is Loopwright's desktop window, built with Fyne: the
// shell that holds the Tiles, Chunks and Level tabs, the menus, the file
// and generator dialogs, the play panel, autosave and recovery, and quit
// on signals. main calls New and the few methods that open a pack and run
// the window.
//
// The parts live in packages a reader finds by name (the ones marked
// "no Fyne" are tested without a window):
//
//	model        the editor's state and every edit, with undo (no Fyne)
//	playback     the play controller: a session.Session stepped on a clock (no Fyne)
//	assure       the checks, lint and ghosts of the open level (no Fyne)
//	autosave     the recovery files: one writer, atomic writes (no Fyne)
//	recent       the Open Recent list's file (no Fyne)
//	specialedit  the Special tab's model and player (no Fyne)
//	filerepo     Fyne's file dialogs kept from emptying a file before it is written
//	levelview    the Level tab's view and its mouse and keyboard input, the tools
//	widgets      the tile painter, the chunk canvas, the timeline and graph plot
//	panels       side panels: tile and object properties, library, inspector, checks
//	playpanel    the embedded preview: the Play controls, start conditions, overlays
//	checkspanel  the Checks panel at work: checks and lint on edit, ghosts, markers
//	specialtab   the Special tab: the special stages painted and played
//	edittest     what the editor's tests share (fixtures, golden images)
//
// The shell's own dialogs are kept by dialogSet (dialog_once.go): one per
// kind, Escape cancelling the newest.
//
// Editor state (the open pack, the selection, the undo history) lives in
// model.Model, which is not a widget and is tested without a window.
// Simulation state lives in session.Session, owned by a play controller;
// widgets only draw what those hold. Work from other goroutines reaches the
// UI only through fyne.Do.
package editor

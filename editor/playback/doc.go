// Package playback holds the play controller: it owns the session.Session
// that simulates the level being edited, with play, pause, step, jump,
// speed, held buttons, input scripts and recordings, and the graph
// samples. It imports no UI toolkit (archtest); the window advances it
// from its UI loop by the frames a clock says are due.
package playback

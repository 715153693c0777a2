// Package session runs one simulation under a debugger's control, with no
// UI toolkit and no clock: play and pause at 1/4x to 4x, exact steps
// forward and back (rewind by keyframes and replay), jumps to any frame,
// restarts on an edited level, live or scripted input, the game camera
// (docs/physics.md "Camera"), and exports of the recording (input script,
// trace, GIF, PNG) drawn with package [loopwright/preview].
//
// A [Session] is driven by its owner's UI loop: Tick with the number of
// 60 Hz ticks elapsed, SetHeld with the buttons held, Scene for the
// renderer.
package session

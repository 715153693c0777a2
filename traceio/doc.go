// Package traceio reads and writes the physics' text formats: the trace
// that `loopwright sim` writes (a frame record per line, as JSON lines or
// CSV, docs/cli.md "Trace") and the input scripts it reads (spans of frames
// with the buttons held, docs/cli.md "Input scripts"). The simulator
// (package physics) neither reads nor writes them: its callers do.
package traceio

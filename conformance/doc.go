// Package conformance holds the proof that Loopwright moves as the original
// games move: its tests run every scenario of the shared conformance
// folder (the games' own per-frame state, read from the running games)
// through `loopwright sim` in-process and compare each frame as the
// folder's compare.py does, and open every level of every SonLVL project of
// the three disassemblies. The data is never in the repository: the tests
// read it from the shared folder beside it (internal/sharedtest), skip
// where it is absent, and fail under CI. The package has no code of its
// own; docs/conformance.md says how to run and read it.
package conformance

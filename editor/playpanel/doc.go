// Package playpanel is the editor's embedded preview: the Play controls
// strip under the level view (play, step, restart, frame, speed, buttons,
// scripts, the start conditions), the inspector and graphs right of it,
// the overlay toggles and the play keys. It drives a
// playback.PlayController and holds no simulation state of its own; the
// shell gives it what it needs through a Host.
package playpanel

package editor

import (
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"loopwright/editor/autosave"
	"loopwright/editor/playback"
)

// Options configure New. The zero value suits tests: no autosave or crash
// recovery, Fyne's own file dialogs, playback on the system clock.
type Options struct {
	// RecoveryDir is where unsaved changes are autosaved and where the
	// next start finds them after a crash; "" turns both off.
	RecoveryDir string
	// AutosaveInterval is the time between autosaves (0:
	// DefaultAutosaveInterval).
	AutosaveInterval time.Duration
	// WriteFile writes each recovery file (nil: atomically); tests inject
	// writers that fail or stop mid-write.
	WriteFile autosave.WriteFunc
	// Clock drives playback and autosave from the UI loop (nil:
	// playback.SystemClock()); tests use a playback.ManualClock.
	Clock playback.Clock
	// NativeDialogs tries the desktop's file dialogs (GTK) before Fyne's.
	NativeDialogs bool
	// RecentFile is the Open Recent list's file, shared by every editor
	// ("": a list in memory).
	RecentFile string
	// BuildSettingsFile keeps Build > Settings (the emulator and build
	// commands, package buildrun; "": kept in memory).
	BuildSettingsFile string
}

// DefaultOptions returns what loopwright's main uses: autosave in
// RecoveryDir (off when there is no configuration directory), native file
// dialogs unless LOOPWRIGHT_DIALOGS=fyne, the system clock.
func DefaultOptions() Options {
	dir, _ := RecoveryDir()
	o := Options{RecoveryDir: dir, NativeDialogs: os.Getenv("LOOPWRIGHT_DIALOGS") != "fyne"}
	if cfg, err := ConfigDir(); err == nil {
		o.RecentFile = filepath.Join(cfg, "recent.json")
		o.BuildSettingsFile = filepath.Join(cfg, "build.json")
	}
	return o
}

// startLoop drives playback and autosave from the UI loop: a Fyne
// animation that never ends calls pump once per drawn frame, on the UI
// goroutine. No goroutine ticks behind it; stopLoop ends it.
func (e *Editor) startLoop() {
	if e.opts.Clock == nil {
		e.opts.Clock = playback.SystemClock()
	}
	e.play.Controller().SetClock(e.opts.Clock)
	e.loop = &fyne.Animation{
		Duration:    time.Second,
		RepeatCount: fyne.AnimationRepeatForever,
		Curve:       fyne.AnimationLinear,
		Tick:        func(float32) { e.pump() },
	}
	e.loop.Start()
}

// stopLoop ends the UI loop's animation.
func (e *Editor) stopLoop() {
	if e.loop != nil {
		e.loop.Stop()
		e.loop = nil
	}
}

// pump is one UI frame's work: the playback frames due on the clock, then
// the autosave when due. Tests call it after moving their clock.
func (e *Editor) pump() {
	if e.closed {
		return
	}
	e.play.Controller().Pump()
	if e.special != nil {
		e.special.Pump()
	}
	e.autosaveTick(e.opts.Clock.Now())
}

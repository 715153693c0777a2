package editor

import (
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"loopwright/editor/autosave"
)

// SignalGrace is how long QuitOnSignals waits for the UI to quit after a
// signal before it exits the process anyway.
const SignalGrace = 5 * time.Second

// QuitOnSignals makes the given signals (SIGTERM and SIGINT in main) quit
// the editor cleanly, without a prompt: QuitNow runs on the UI goroutine.
// If the UI does not get to it within SignalGrace (it is blocked, for
// example in a native dialog), or a second signal arrives, the process
// exits with status 1. The returned function stops listening.
//
// Fyne's desktop driver catches SIGINT and SIGTERM itself and stops the
// event loop without closing the window (dropping the QuitNow queued
// here): once the app has started, its handler is replaced by this one;
// should it still win, Finish (after the event loop) keeps the unsaved
// changes.
func (e *Editor) QuitOnSignals(sigs ...os.Signal) (stop func()) {
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, sigs...)
	if a := fyne.CurrentApp(); a != nil {
		a.Lifecycle().SetOnStarted(func() {
			signal.Reset(sigs...) // drops the driver's handler, and ours
			signal.Notify(ch, sigs...)
		})
	}
	done := make(chan struct{})
	var once sync.Once
	stop = func() {
		once.Do(func() {
			signal.Stop(ch)
			close(done)
		})
	}
	go func() {
		select {
		case <-done:
			return
		case s := <-ch:
			fmt.Fprintf(os.Stderr, "loopwright: %v: quitting\n", s)
		}
		fyne.Do(func() {
			e.QuitNow()
			stop()
		})
		select {
		case <-done:
		case s := <-ch:
			fmt.Fprintf(os.Stderr, "loopwright: %v again: exiting now\n", s)
			os.Exit(1)
		case <-time.After(SignalGrace):
			fmt.Fprintln(os.Stderr, "loopwright: the window did not close: exiting")
			os.Exit(1)
		}
	}()
	return stop
}

// QuitNow quits without asking: unsaved changes are first written to the
// recovery file (which is kept, so that the next start offers to recover
// them), then the window closes and the app quits. Call it on the UI
// goroutine.
func (e *Editor) QuitNow() {
	e.keepUnsaved()
	e.Win.Close()
	if a := fyne.CurrentApp(); a != nil {
		a.Quit()
	}
}

// Finish ends the editor after the app's event loop returned (main calls
// it after ShowAndRun): if the loop stopped without the window being
// closed (the driver quit on a signal), the unsaved changes are written
// to the recovery file as by QuitNow, and the background work ends.
func (e *Editor) Finish() {
	if e.closed {
		return
	}
	e.keepUnsaved()
	e.shutDown()
}

// keepUnsaved writes unsaved changes to the recovery file and keeps it
// for the next start.
func (e *Editor) keepUnsaved() {
	if !e.Model.Dirty() || e.files == nil || e.files.autosave == nil {
		return
	}
	a := e.files.autosave
	a.done = false // write the newest state even if an autosave just did
	a.store.Wait()
	if wrote, err := e.AutosaveNow(); err != nil {
		fmt.Fprintf(os.Stderr, "loopwright: %v\n", err)
	} else if wrote {
		e.files.keepRecovery = true
		fmt.Fprintf(os.Stderr, "loopwright: unsaved changes kept in %s\n", filepath.Join(a.store.Dir(), autosave.PackFile))
	}
}

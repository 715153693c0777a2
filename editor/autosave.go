package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"loopwright/editor/autosave"
	"loopwright/editor/model"
)

// DefaultAutosaveInterval is how often unsaved changes are written to the
// recovery file unless Options say otherwise.
const DefaultAutosaveInterval = 30 * time.Second

// ConfigDir returns Loopwright's configuration directory:
// $LOOPWRIGHT_CONFIG_DIR if set, else os.UserConfigDir()/loopwright.
func ConfigDir() (string, error) {
	if d := os.Getenv("LOOPWRIGHT_CONFIG_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("editor: no configuration directory: %w", err)
	}
	return filepath.Join(d, "loopwright"), nil
}

// RecoveryDir returns the directory of the autosave recovery files.
func RecoveryDir() (string, error) {
	d, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "recovery"), nil
}

// autosaver writes the open pack to the recovery store every interval
// (read on the clock, from the UI loop) when it has unsaved changes.
type autosaver struct {
	store   *autosave.Store
	every   time.Duration
	next    time.Duration   // the clock's time of the next autosave
	started bool            // next is set
	last    model.EditState // the state last handed to the store
	done    bool            // last is valid
	failed  string          // the last error shown, until a write works
}

// initRecovery opens the recovery store, offers to recover after a crash
// and marks the editor running. New calls it when Options.RecoveryDir is
// set.
func (e *Editor) initRecovery() {
	if e.opts.RecoveryDir == "" {
		return
	}
	s, err := autosave.Open(e.opts.RecoveryDir, e.opts.WriteFile)
	if err != nil {
		e.showError(fmt.Errorf("editor: autosave is off: %w", err))
		return
	}
	every := e.opts.AutosaveInterval
	if every <= 0 {
		every = DefaultAutosaveInterval
	}
	e.files.autosave = &autosaver{store: s, every: every}
	if info, ok := s.Crashed(); ok {
		e.offerRecovery(info)
	}
	if err := s.MarkRunning(); err != nil {
		e.showError(fmt.Errorf("editor: crash recovery is off: %w", err))
	}
}

// autosaveTick autosaves when the interval has passed on the clock (now);
// the UI loop calls it every frame.
func (e *Editor) autosaveTick(now time.Duration) {
	a := e.files.autosave
	if a == nil {
		return
	}
	if !a.started {
		a.next, a.started = now+a.every, true
		return
	}
	if now < a.next {
		return
	}
	a.next = now + a.every
	_, _ = e.autosave(true) // async: its errors are shown by autosaveFailed
}

// AutosaveNow writes the recovery file now if the pack has unsaved
// changes not autosaved yet, and removes it when there are none. It
// reports whether it wrote.
func (e *Editor) AutosaveNow() (bool, error) { return e.autosave(false) }

// autosave does AutosaveNow, the write on another goroutine if async (its
// error is then shown in a dialog, once until a write works again).
func (e *Editor) autosave(async bool) (bool, error) {
	a := e.files.autosave
	if a == nil {
		return false, nil
	}
	m := e.Model
	if !m.Dirty() {
		a.done = false
		err := a.store.Discard()
		if async && err != nil {
			e.autosaveFailed(err)
		}
		return false, err
	}
	sig := m.EditState()
	if a.done && sig == a.last {
		return false, nil
	}
	m.EndStroke()
	cp := m.Pack.Clone() // shares nothing the UI goes on editing while it is written
	info := autosave.Info{Path: m.Path, Saved: time.Now(), Pack: m.Pack.Name}
	ticket := a.store.Ticket()
	a.last, a.done = sig, true
	if !async {
		wrote, err := a.store.Write(ticket, cp, info)
		if err != nil {
			a.done = false // try again next time
		}
		return wrote, err
	}
	a.store.WriteAsync(ticket, cp, info, func(_ bool, err error) {
		fyne.Do(func() {
			if err == nil {
				a.failed = ""
				return
			}
			if a.last == sig {
				a.done = false // try again next time
			}
			e.autosaveFailed(err)
		})
	})
	return true, nil
}

// autosaveFailed shows an autosave error, once until a write works.
func (e *Editor) autosaveFailed(err error) {
	a := e.files.autosave
	msg := err.Error()
	fmt.Fprintf(os.Stderr, "loopwright: %v\n", err)
	if a.failed == msg {
		return
	}
	a.failed = msg
	//lint:ignore ST1005 a dialog's message: its second line says what to do
	e.showError(fmt.Errorf("%w\nUnsaved changes are not being autosaved; save your work.", err))
}

// offerRecovery asks whether to recover the autosaved pack.
func (e *Editor) offerRecovery(info autosave.Info) {
	if e.Win == nil {
		return
	}
	what := "a new pack"
	switch {
	case info.Path != "":
		what = info.Path
	case info.Pack != "":
		what = fmt.Sprintf("the pack %q", info.Pack)
	}
	msg := fmt.Sprintf("Loopwright did not shut down cleanly, or was stopped with unsaved changes.\nRecover the unsaved changes to %s autosaved at %s?\n(Your own file is not changed until you save.)",
		what, info.Saved.Local().Format("2006-01-02 15:04:05"))
	// Until answered, quitting keeps the recovery file.
	e.files.keepRecovery = true
	e.files.recoveryAsked = true
	d := dialog.NewConfirm("Recover unsaved work", msg, func(yes bool) {
		e.files.keepRecovery = false
		recovered := false
		if !yes {
			if err := e.files.autosave.store.Discard(); err != nil {
				e.showError(err)
			}
		} else if err := e.Recover(); err != nil {
			e.showError(err)
		} else {
			recovered = true
		}
		e.files.recoveryAsked = false
		after := e.files.afterRecovery
		e.files.afterRecovery = nil
		for _, f := range after {
			f(recovered)
		}
	}, e.Win)
	d.SetConfirmText("Recover")
	d.SetDismissText("Discard")
	d.Show()
}

// Recover opens the autosaved pack as an unsaved pack (its Path is the
// file it was autosaved from; nothing is written until the user saves).
func (e *Editor) Recover() error {
	if e.files == nil || e.files.autosave == nil {
		return errors.New("editor: no recovery directory")
	}
	p, info, err := e.files.autosave.store.Load()
	if err != nil {
		return err
	}
	e.files.keepRecovery = false // the offer is answered
	e.Model.Replace(p, info.Path)
	// Mark the pack modified: it differs from the file on disk.
	e.Model.History.Push(&model.FuncAction{Desc: "recover unsaved work", DoFn: func() {}, UndoFn: func() {}})
	return nil
}

// shutDown ends the editor's background work: the UI loop stops, the
// autosave under way finishes, and, the quit being clean, the recovery
// files are removed. The window's OnClosed calls it.
func (e *Editor) shutDown() {
	e.closed = true
	e.stopLoop()
	a := e.files.autosave
	if a == nil {
		return
	}
	a.store.Wait()
	if e.files.keepRecovery {
		return
	}
	if err := a.store.Clean(); err != nil {
		fmt.Fprintf(os.Stderr, "loopwright: %v\n", err)
	}
}

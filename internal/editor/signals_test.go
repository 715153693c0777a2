package editor

import (
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"loopwright/internal/editor/model"
)

// TestEditor_QuitOnSignals: a signal quits without a prompt, the unsaved
// changes written to the recovery file and kept for the next start, which
// offers them.
func TestEditor_QuitOnSignals(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", cfg)
	dir := filepath.Join(cfg, "recovery")
	p, _ := loopPack(t, 128)
	m := model.NewModel(p, "")
	e := New(test.NewTempApp(t), m) // QuitNow closes the window itself
	e.play.c.Stop()
	closed := make(chan struct{})
	var once sync.Once // the test window calls OnClosed on every Close
	e.Win.SetOnClosed(func() { once.Do(func() { e.shutDown(); close(closed) }) })
	m.SetStart(90, 60)
	if !m.Dirty() {
		t.Fatal("not dirty")
	}

	// SIGUSR1 stands in for SIGTERM (the test binary must not die if the
	// handler failed).
	stop := e.QuitOnSignals(syscall.SIGUSR1)
	defer stop()
	if err := syscall.Kill(os.Getpid(), syscall.SIGUSR1); err != nil {
		t.Fatal(err)
	}
	select {
	case <-closed:
	case <-time.After(3 * time.Second):
		t.Fatal("the window did not close on the signal")
	}
	if n := len(e.Win.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs shown on the way out", n)
	}
	for _, f := range []string{recoveryPack, recoveryMeta, recoveryMarker} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("%s not kept: %v", f, err)
		}
	}

	// The next start offers the recovery, and it holds the change.
	e2 := newTestEditorOn(t, model.NewModel(nil, ""))
	if _, ok := e2.files.autosave.crashed(); !ok {
		t.Fatal("the next start does not see the recovery file")
	}
	if err := e2.Recover(); err != nil {
		t.Fatal(err)
	}
	if s := e2.Model.Level().Start; s.X != 90 || s.Y != 60 {
		t.Fatalf("recovered start %v", s)
	}
}

// TestEditor_QuitNowClean: without unsaved changes QuitNow leaves no
// recovery file behind.
func TestEditor_QuitNowClean(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", cfg)
	m, _ := DefaultModel()
	e := New(test.NewTempApp(t), m)
	e.play.c.Stop()
	e.Win.SetOnClosed(e.shutDown)
	e.QuitNow()
	for _, f := range []string{recoveryPack, recoveryMarker} {
		if _, err := os.Stat(filepath.Join(cfg, "recovery", f)); !os.IsNotExist(err) {
			t.Fatalf("%s left after a clean quit: %v", f, err)
		}
	}
}

// TestEditor_FinishAfterDriverQuit: when the driver stops the event loop
// itself (its own signal handler) the window is never closed; Finish then
// keeps the unsaved changes in the recovery file, and a clean state
// leaves none.
func TestEditor_FinishAfterDriverQuit(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", cfg)
	dir := filepath.Join(cfg, "recovery")
	p, _ := loopPack(t, 128)
	e := New(test.NewTempApp(t), model.NewModel(p, ""))
	e.play.c.Stop()
	e.Model.SetStart(70, 50)
	e.Finish()
	if _, err := os.Stat(filepath.Join(dir, recoveryPack)); err != nil {
		t.Fatalf("unsaved changes not kept: %v", err)
	}
	e.Finish() // idempotent
	e2 := New(test.NewTempApp(t), model.NewModel(nil, ""))
	if !e2.files.keepRecovery {
		t.Fatal("the pending recovery offer does not keep the file")
	}
	e2.Finish() // quit without answering: the file stays
	if _, err := os.Stat(filepath.Join(dir, recoveryPack)); err != nil {
		t.Fatalf("recovery file lost by an unanswered offer: %v", err)
	}
	e3 := New(test.NewTempApp(t), model.NewModel(nil, ""))
	e3.files.keepRecovery = false // as after Discard
	e3.files.autosave.discard()
	e3.Finish()
	for _, f := range []string{recoveryPack, recoveryMarker} {
		if _, err := os.Stat(filepath.Join(dir, f)); !os.IsNotExist(err) {
			t.Fatalf("%s left after a clean finish: %v", f, err)
		}
	}
}

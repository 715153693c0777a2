package editor

import (
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/test"

	"loopwright/editor/autosave"
	"loopwright/editor/model"
	"loopwright/editor/playback"
)

// TestEditor_QuitOnSignals: a signal quits without a prompt, the unsaved
// changes written to the recovery file and kept for the next start, which
// offers them.
func TestEditor_QuitOnSignals(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recovery")
	rec := Options{RecoveryDir: dir, Clock: &playback.ManualClock{}}
	p, _ := loopPack(t, 128)
	m := model.NewModel(p, "")
	e := New(test.NewTempApp(t), m, rec) // QuitNow closes the window itself
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
	<-closed // (a hang is go test's -timeout)
	if n := len(e.Win.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs shown on the way out", n)
	}
	for _, f := range []string{autosave.PackFile, autosave.InfoFile, autosave.MarkerFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("%s not kept: %v", f, err)
		}
	}

	// The next start offers the recovery, and it holds the change.
	e2 := newTestEditorWith(t, model.NewModel(nil, ""), rec)
	if _, ok := e2.files.autosave.store.Crashed(); !ok {
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
	dir := filepath.Join(t.TempDir(), "recovery")
	rec := Options{RecoveryDir: dir, Clock: &playback.ManualClock{}}
	m, _ := DefaultModel()
	e := New(test.NewTempApp(t), m, rec)
	e.Win.SetOnClosed(e.shutDown)
	e.QuitNow()
	for _, f := range []string{autosave.PackFile, autosave.MarkerFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); !os.IsNotExist(err) {
			t.Fatalf("%s left after a clean quit: %v", f, err)
		}
	}
}

// TestEditor_FinishAfterDriverQuit: when the driver stops the event loop
// itself (its own signal handler) the window is never closed; Finish then
// keeps the unsaved changes in the recovery file, and a clean state
// leaves none.
func TestEditor_FinishAfterDriverQuit(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recovery")
	rec := Options{RecoveryDir: dir, Clock: &playback.ManualClock{}}
	p, _ := loopPack(t, 128)
	e := New(test.NewTempApp(t), model.NewModel(p, ""), rec)
	e.Model.SetStart(70, 50)
	e.Finish()
	if _, err := os.Stat(filepath.Join(dir, autosave.PackFile)); err != nil {
		t.Fatalf("unsaved changes not kept: %v", err)
	}
	e.Finish() // idempotent
	e2 := New(test.NewTempApp(t), model.NewModel(nil, ""), rec)
	if !e2.files.keepRecovery {
		t.Fatal("the pending recovery offer does not keep the file")
	}
	e2.Finish() // quit without answering: the file stays
	if _, err := os.Stat(filepath.Join(dir, autosave.PackFile)); err != nil {
		t.Fatalf("recovery file lost by an unanswered offer: %v", err)
	}
	e3 := New(test.NewTempApp(t), model.NewModel(nil, ""), rec)
	e3.files.keepRecovery = false // as after Discard
	if err := e3.files.autosave.store.Discard(); err != nil {
		t.Fatal(err)
	}
	e3.Finish()
	for _, f := range []string{autosave.PackFile, autosave.MarkerFile} {
		if _, err := os.Stat(filepath.Join(dir, f)); !os.IsNotExist(err) {
			t.Fatalf("%s left after a clean finish: %v", f, err)
		}
	}
}

package editor

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
)

// OpenAsync opens the pack or map at path as OpenPath does, but reads it
// off the UI goroutine behind a modal progress dialog: a big pack no
// longer freezes the window, and clicks and keys given while it loads go
// to the dialog, never to the content that replaces the old pack (a click queued during a load landed on the new level and
// edited it). SonLVL projects open their level picker first (OpenPath).
func (e *Editor) OpenAsync(path string) {
	if model.IsProject(path) || e.Win == nil {
		_ = e.OpenPath(path) // it shows its own error dialog
		return
	}
	load := e.loadPack
	if load == nil {
		load = model.LoadPack
	}
	bar := widget.NewProgressBarInfinite()
	d := dialog.NewCustomWithoutButtons("Opening "+filepath.Base(path)+"…", bar, e.Win)
	d.Show()
	e.dlg.loading = d
	done := make(chan struct{})
	e.openDone = done
	go func() {
		p, err := load(path)
		fyne.Do(func() {
			bar.Stop()
			d.Hide()
			e.dlg.loading = nil
			_ = e.finishOpen(path, p, err) // it shows its own error dialog
			close(done)
		})
	}()
}

// waitOpen waits until the last OpenAsync has shown its pack (tests).
func (e *Editor) waitOpen() {
	if e.openDone != nil {
		<-e.openDone
	}
}

// Loading reports whether a pack is being opened (its progress dialog is
// shown and takes every click).
func (e *Editor) Loading() bool { return e.dlg.loading != nil }

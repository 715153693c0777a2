package editor

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"loopwright/internal/editor/model"
	"loopwright/pack"
)

// AutosaveInterval is how often unsaved changes are written to the
// recovery file.
const AutosaveInterval = 30 * time.Second

// Recovery files, in RecoveryDir: the autosaved pack, what it was, and a
// marker that exists while the editor runs (left behind by a crash).
const (
	recoveryPack   = "recovery.zip"
	recoveryMeta   = "recovery.json"
	recoveryMarker = "running"
)

// ConfigDir returns Loopwright's configuration directory:
// $LOOPWRIGHT_CONFIG_DIR if set, else os.UserConfigDir()/loopwright.
func ConfigDir() (string, error) {
	if d := os.Getenv("LOOPWRIGHT_CONFIG_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("editor: no configuration directory: %v", err)
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

// recoveryInfo describes an autosaved pack.
type recoveryInfo struct {
	// Path is the file the pack was opened from or saved to ("" for a new
	// pack).
	Path string `json:"path"`
	// Saved is when the autosave was written.
	Saved time.Time `json:"saved"`
	// Pack is the pack's name.
	Pack string `json:"pack"`
}

// autosaver writes the open pack to the recovery file every
// AutosaveInterval when it has unsaved changes.
type autosaver struct {
	e    *Editor
	dir  string
	last modelSig // the state last autosaved
	done bool     // last is valid
	stop chan struct{}
}

// recoveryEnabled says whether New starts the autosave and the crash
// check: always, except in tests that did not set LOOPWRIGHT_CONFIG_DIR
// (so that tests never touch the user's configuration).
func recoveryEnabled() bool {
	return !testing.Testing() || os.Getenv("LOOPWRIGHT_CONFIG_DIR") != ""
}

// initRecovery offers to recover after a crash, marks the editor running
// and starts the autosave ticker. New calls it.
func (e *Editor) initRecovery() {
	if !recoveryEnabled() {
		return
	}
	if err := e.StartAutosave(); err != nil {
		return // no config dir: the editor works without autosave
	}
	if info, ok := e.files.autosave.crashed(); ok {
		e.offerRecovery(info)
	}
	e.files.autosave.markRunning()
	stop := e.files.autosave.stop
	go func() {
		t := time.NewTicker(AutosaveInterval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(func() { e.autosave(true) })
			}
		}
	}()
}

// StartAutosave prepares the recovery directory (without starting the
// ticker): tests then call AutosaveNow.
func (e *Editor) StartAutosave() error {
	dir, err := RecoveryDir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("editor: %v", err)
	}
	if e.files == nil {
		e.files = &fileState{}
	}
	e.files.autosave = &autosaver{e: e, dir: dir, stop: make(chan struct{})}
	return nil
}

// crashed reports a recovery file left by an editor that did not shut
// down cleanly.
func (a *autosaver) crashed() (recoveryInfo, bool) {
	var info recoveryInfo
	if _, err := os.Stat(filepath.Join(a.dir, recoveryMarker)); err != nil {
		return info, false
	}
	if _, err := os.Stat(filepath.Join(a.dir, recoveryPack)); err != nil {
		return info, false
	}
	if b, err := os.ReadFile(filepath.Join(a.dir, recoveryMeta)); err == nil {
		json.Unmarshal(b, &info)
	}
	return info, true
}

func (a *autosaver) markRunning() {
	writeFileAtomic(filepath.Join(a.dir, recoveryMarker), []byte(strconv.Itoa(os.Getpid())+"\n"))
}

// clean removes the recovery files and the running marker: the editor
// shut down cleanly.
func (a *autosaver) clean() {
	a.stopTicker()
	a.discard()
	os.Remove(filepath.Join(a.dir, recoveryMarker))
}

// stopTicker ends the autosave ticker.
func (a *autosaver) stopTicker() {
	close(a.stop)
	a.stop = make(chan struct{})
}

func (a *autosaver) discard() {
	os.Remove(filepath.Join(a.dir, recoveryPack))
	os.Remove(filepath.Join(a.dir, recoveryMeta))
}

// AutosaveNow writes the recovery file now if the pack has unsaved
// changes not autosaved yet, and removes it when there are none. It
// reports whether it wrote.
func (e *Editor) AutosaveNow() (bool, error) { return e.autosave(false) }

// autosave does AutosaveNow, the write on another goroutine if async.
func (e *Editor) autosave(async bool) (bool, error) {
	if e.files == nil || e.files.autosave == nil {
		return false, nil
	}
	a := e.files.autosave
	m := e.Model
	if !m.Dirty() {
		a.discard()
		a.done = false
		return false, nil
	}
	sig := modelSignature(m)
	if a.done && sig == a.last {
		return false, nil
	}
	m.EndStroke()
	cp := clonePack(m.Pack)
	info := recoveryInfo{Path: m.Path, Saved: time.Now(), Pack: m.Pack.Name}
	a.last, a.done = sig, true
	write := func() error {
		if err := model.SavePack(cp, filepath.Join(a.dir, recoveryPack)); err != nil {
			return err
		}
		b, _ := json.MarshalIndent(info, "", "  ")
		return writeFileAtomic(filepath.Join(a.dir, recoveryMeta), b)
	}
	if async {
		go write()
		return true, nil
	}
	return true, write()
}

// clonePack returns a deep copy of p (library and levels).
func clonePack(p *model.Pack) *model.Pack {
	cp := *p
	if p.Lib != nil {
		cp.Lib = p.Lib.Clone()
	}
	cp.Levels = nil
	for _, l := range p.Levels {
		cp.Levels = append(cp.Levels, l.CloneOnto(cp.Lib))
	}
	return &cp
}

// offerRecovery asks whether to recover the autosaved pack.
func (e *Editor) offerRecovery(info recoveryInfo) {
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
	d := dialog.NewConfirm("Recover unsaved work", msg, func(yes bool) {
		e.files.keepRecovery = false
		if !yes {
			e.files.autosave.discard()
			return
		}
		if err := e.Recover(); err != nil {
			e.showError(err)
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
	a := e.files.autosave
	var info recoveryInfo
	if b, err := os.ReadFile(filepath.Join(a.dir, recoveryMeta)); err == nil {
		json.Unmarshal(b, &info)
	}
	p, err := pack.LoadZip(filepath.Join(a.dir, recoveryPack))
	if err != nil {
		return err
	}
	e.files.keepRecovery = false // the offer is answered
	e.Model.Replace(p, info.Path)
	// Mark the pack modified: it differs from the file on disk.
	e.Model.History.Push(&model.FuncAction{Desc: "recover unsaved work", DoFn: func() {}, UndoFn: func() {}})
	return nil
}

// shutDown ends the editor's background work and, the quit being clean,
// removes the recovery files. The window's OnClosed calls it.
func (e *Editor) shutDown() {
	e.closed = true
	if e.play != nil {
		e.play.c.Stop()
	}
	if e.files != nil && e.files.autosave != nil {
		if e.files.keepRecovery {
			e.files.autosave.stopTicker()
		} else {
			e.files.autosave.clean()
		}
	}
}

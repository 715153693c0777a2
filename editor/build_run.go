package editor

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/buildrun"
	"loopwright/editor/model"
)

// Build and Run (docs/build.md): the Build menu saves the open SonLVL
// project's level, runs its build script (package buildrun) with the
// output shown as it comes in a window, and starts the emulator set once
// in Build > Settings.

const (
	dlgBuild    = "build"    // Build > Build and Run's output window
	dlgBuildSet = "buildset" // Build > Settings
)

// buildRunState is the Build menu's state.
type buildRunState struct {
	settings buildrun.Settings
	loaded   bool // settings read from Options.BuildSettingsFile
	running  bool
	output   *widget.Entry
	result   *widget.Label
	// done is closed when the last build (and its run's start) finished;
	// runDone when the emulator it started exited. lastErr is the last
	// build's or run's error. Tests wait on them.
	done, runDone chan struct{}
	lastErr       error
}

// buildState returns the Build menu's state, its settings read once.
func (e *Editor) buildState() *buildRunState {
	if e.buildRun == nil {
		e.buildRun = &buildRunState{}
	}
	b := e.buildRun
	if !b.loaded && e.opts.BuildSettingsFile != "" {
		b.loaded = true
		s, err := buildrun.LoadSettings(e.opts.BuildSettingsFile)
		if err != nil {
			e.showError(err)
		}
		b.settings = s
	}
	return b
}

// buildRunMenu returns the Build menu.
func (e *Editor) buildRunMenu() *fyne.Menu {
	return fyne.NewMenu("Build",
		menuItem("Build and Run", func() { e.BuildAndRun(true) }, shortcut(fyne.KeyB, 0)),
		menuItem("Build", func() { e.BuildAndRun(false) }, shortcut(fyne.KeyB, fyne.KeyModifierShift)),
		fyne.NewMenuItemSeparator(),
		menuItem("Settings…", e.BuildSettingsDialog, nil),
	)
}

// BuildAndRun saves the open SonLVL project's level, builds the project
// with its build script (or the build command of the settings), showing
// the output as it comes, and with run starts the emulator on the ROM. A
// build already running is left to finish; every problem is shown as an
// error naming it.
func (e *Editor) BuildAndRun(run bool) {
	b := e.buildState()
	if b.running {
		return
	}
	fail := func(err error) {
		b.lastErr = err
		e.showError(err)
	}
	path := e.Model.Path
	if !model.IsProject(path) {
		fail(fmt.Errorf("build and run builds a SonLVL project: open the project's .ini first (File > Open)"))
		return
	}
	p, err := buildrun.Load(path)
	if err != nil {
		fail(err)
		return
	}
	pl, err := p.Plan(b.settings.Options())
	if err != nil {
		fail(err)
		return
	}
	if run && pl.RunArgs == nil {
		fail(pl.RunErr)
		return
	}
	e.saveThen(func() { e.startBuild(pl, run) })
}

// startBuild shows the output window and runs the build in the
// background; the window's last line says how it ended.
func (e *Editor) startBuild(pl *buildrun.Plan, run bool) {
	b := e.buildState()
	b.running, b.lastErr = true, nil
	b.done = make(chan struct{})
	b.output = widget.NewMultiLineEntry()
	b.output.TextStyle = fyne.TextStyle{Monospace: true}
	b.output.Wrapping = fyne.TextWrapOff
	b.result = widget.NewLabel("Building: " + strings.Join(pl.BuildArgs, " "))
	b.result.Wrapping = fyne.TextWrapWord
	scroll := container.NewScroll(b.output)
	scroll.SetMinSize(fyne.NewSize(640, 360))
	title := "Build"
	if run {
		title = "Build and Run"
	}
	if e.Win != nil {
		e.showOnce(dlgBuild, dialog.NewCustom(title, "Close", container.NewBorder(b.result, nil, nil, nil, scroll), e.Win))
	}
	w := &liveOutput{update: func(s string) { b.output.SetText(s) }}
	go func() {
		res, err := pl.Build(context.Background(), w)
		fyne.Do(func() {
			defer close(b.done)
			b.running = false
			b.output.SetText(string(res.Output))
			if err != nil {
				b.lastErr = err
				msg := "Failed: " + strings.TrimPrefix(err.Error(), "buildrun: ")
				if len(res.Errors) > 1 {
					msg += "\n" + strings.Join(res.Errors, "\n")
				}
				b.result.SetText(msg)
				return
			}
			msg := fmt.Sprintf("Built %s (%d bytes).", res.ROM, res.Size)
			if run {
				cmd, err := pl.Start()
				if err != nil {
					b.lastErr = err
					b.result.SetText(msg + "\nNot started: " + strings.TrimPrefix(err.Error(), "buildrun: "))
					return
				}
				msg += "\nStarted: " + strings.Join(pl.RunArgs, " ")
				runDone := make(chan struct{})
				b.runDone = runDone
				go func() {
					_ = cmd.Wait() // the emulator's own exit status says nothing about the build
					close(runDone)
				}()
			}
			b.result.SetText(msg)
		})
	}()
}

// liveOutput collects a build's output and shows it as it comes, one
// update pending at a time on the UI goroutine.
type liveOutput struct {
	mu      sync.Mutex
	buf     strings.Builder
	pending bool
	update  func(string)
}

func (w *liveOutput) Write(p []byte) (int, error) {
	w.mu.Lock()
	w.buf.Write(p)
	if w.pending {
		w.mu.Unlock()
		return len(p), nil
	}
	w.pending = true
	w.mu.Unlock()
	// The build's standard output and error share this writer, which
	// os/exec then calls from one goroutine only.
	fyne.Do(func() {
		w.mu.Lock()
		s := w.buf.String()
		w.pending = false
		w.mu.Unlock()
		w.update(s)
	})
	return len(p), nil
}

// BuildSettingsDialog edits the build settings: the emulator's command
// line ({rom}: the ROM's path) and a build command replacing the
// projects' build scripts; they are kept in Options.BuildSettingsFile.
func (e *Editor) BuildSettingsDialog() {
	if e.Win == nil {
		return
	}
	b := e.buildState()
	emu := widget.NewEntry()
	emu.SetText(b.settings.Emulator)
	emu.SetPlaceHolder("blastem {rom}")
	cmd := widget.NewEntry()
	cmd.SetText(b.settings.BuildCommand)
	cmd.SetPlaceHolder("the project's buildscr= (e.g. lua build.lua)")
	items := []*widget.FormItem{
		{Text: "Emulator", Widget: emu, HintText: "run through the shell; {rom} is the ROM's path, else it is added at the end"},
		{Text: "Build command", Widget: cmd, HintText: "empty: the project's build script; run in the script's folder"},
	}
	e.showOnce(dlgBuildSet, dialog.NewForm("Build settings", "Save", "Cancel", items, func(ok bool) {
		if ok {
			if err := e.SetBuildSettings(buildrun.Settings{Emulator: strings.TrimSpace(emu.Text), BuildCommand: strings.TrimSpace(cmd.Text)}); err != nil {
				e.showError(err)
			}
		}
	}, e.Win))
}

// SetBuildSettings sets the build settings and saves them in
// Options.BuildSettingsFile (none: kept for this editor only).
func (e *Editor) SetBuildSettings(s buildrun.Settings) error {
	b := e.buildState()
	b.settings = s
	if e.opts.BuildSettingsFile == "" {
		return nil
	}
	return s.Save(e.opts.BuildSettingsFile)
}

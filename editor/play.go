package editor

import (
	"bytes"
	"fmt"
	"loopwright/traceio"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"loopwright/editor/checkspanel"
	"loopwright/editor/playback"
	"loopwright/editor/playpanel"
	"loopwright/editor/widgets"
	"loopwright/pack"
)

// initPlay builds the embedded preview (package playpanel): the
// controller, the controls strip under the level view, the inspector and
// graphs right of it, and the F-keys on the chunk grids. New calls it once
// the window's content exists.
func (e *Editor) initPlay() {
	p := playpanel.New(playpanel.Host{
		Window:     e.Win,
		View:       e.LevelView,
		Model:      e.Model,
		LevelShown: e.levelShown,
		FKey: func(k fyne.KeyName) bool {
			return e.special != nil && e.tabs != nil && e.tabs.Selected() == e.specialTab && e.special.FKey(k)
		},
		ShowHelp:      e.ShowHelp,
		SaveRecording: e.SaveRecordingDialog,
		LoadScript:    e.LoadScriptDialog,
		SyncViewMenu:  e.syncViewMenu,
		ArtControls:   func() fyne.CanvasObject { return e.artControls(false) },
	}, playback.NewPlayController())
	e.play = p
	if e.levelBottom != nil {
		e.levelBottom.Add(p.Bottom())
	}
	if e.levelRight != nil {
		e.levelRight.Add(p.Right())
	}
	if ct := e.chunkEd; ct != nil {
		// The chunk grids take the keyboard too: F1 and F5-F9 work there.
		for _, cv := range []*widgets.ChunkCanvas{ct.a, ct.b} {
			prev := cv.OnKey
			cv.OnKey = func(k fyne.KeyName) {
				if playpanel.IsFKey(k) {
					p.KeyDown(&fyne.KeyEvent{Name: k})
					return
				}
				if prev != nil {
					prev(k)
				}
			}
		}
	}
}

// initChecks builds the Checks panel (package checkspanel) right under
// the Level tab's properties, above the play inspector; its ghosts and
// lint markers are drawn over the level view. New calls it after initPlay.
func (e *Editor) initChecks() {
	c := checkspanel.New(checkspanel.Host{
		Model:        e.Model,
		View:         e.LevelView,
		Play:         e.play,
		ShowLevelTab: e.showLevelTab,
		ShowError:    e.showError,
		Shown:        e.levelShown,
	})
	e.checks = c
	// Last in the right panel: the inspector (the sensor table, what a
	// paused frame is read with) comes right under the properties. Above
	// it, Checks and Lint pushed the sensor table below the fold at
	// 1280x800, and their lists keep the wheel, so the panel could not be
	// wheeled down to it from there.
	if r := e.levelRight; r != nil {
		r.Add(c.Content())
	}
}

var scriptFilters = []fileFilter{{"Input scripts", []string{"txt", "inputs"}}}

// SaveRecordingDialog asks where to save the recorded buttons as an input
// script (docs/cli.md, "Input scripts").
func (e *Editor) SaveRecordingDialog() {
	e.chooseFile("Save the recorded inputs", true, e.startPath("inputs"), scriptFilters, func(path string) {
		path = withScriptExt(path)
		if err := e.SaveRecording(path); err != nil {
			e.showError(err)
		}
	})
}

// SaveRecording writes the recorded buttons to path as an input script.
func (e *Editor) SaveRecording(path string) error {
	var b bytes.Buffer
	if err := e.playCtl().WriteRecording(&b); err != nil {
		return fmt.Errorf("editor: %s: %w", path, err)
	}
	return pack.WriteFileAtomic(path, b.Bytes())
}

// LoadScriptDialog asks for an input script to replay.
func (e *Editor) LoadScriptDialog() {
	e.chooseFile("Load an input script", false, e.startPath(""), scriptFilters, func(path string) {
		if err := e.LoadScript(path); err != nil {
			e.showError(err)
		}
	})
}

// LoadScript loads the input script at path and replays it from frame 0
// (paused: press Play).
func (e *Editor) LoadScript(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("editor: %w", err)
	}
	defer func() { _ = f.Close() }() // read only
	sc, err := traceio.ParseInputs(f, path)
	if err != nil {
		return err
	}
	e.playCtl().LoadScript(sc, filepath.Base(path))
	return nil
}

// withScriptExt gives a recorded-inputs file name without an extension
// the usual ".txt" (".inputs" is kept).
func withScriptExt(p string) string {
	if strings.EqualFold(filepath.Ext(p), ".inputs") {
		return p
	}
	return withExt(p, ".txt")
}

// playCtl returns the play controller brought up to date with the model
// first: while the Level tab is hidden the play panel does not follow the
// model (playpanel.Panel.RefreshIfStale), and an export or a recording
// made from another tab must see the current level.
func (e *Editor) playCtl() *playback.PlayController {
	e.play.RefreshIfStale()
	return e.play.Controller()
}

package editor

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"loopwright/internal/editor/model"
	"loopwright/internal/editor/playback"
	"loopwright/internal/editor/widgets"
	"loopwright/pack"
	"loopwright/physics"
)

// initPlay builds the embedded preview: the controller, the controls
// strip under the level view, the inspector and graphs right of it, the
// block click, the play keys and the 60 Hz ticker. New calls it once the
// window's content exists.
func (e *Editor) initPlay() {
	c := playback.NewPlayController()
	p := newPlayPanel(e, c)
	e.play = p
	if e.levelBottom != nil {
		e.levelBottom.Add(p.bottom)
	}
	if e.levelRight != nil {
		e.levelRight.Add(p.right)
	}
	if v := e.LevelView; v != nil {
		prev := v.OnBlockClicked
		v.OnBlockClicked = func(bx, by int) {
			if prev != nil {
				prev(bx, by)
			}
			p.blockClicked(bx, by)
		}
		v.OnKey = p.viewKey
	}
	if ct := e.chunkEd; ct != nil {
		// The chunk grids take the keyboard too: F1 and F5-F9 work there.
		for _, cv := range []*widgets.ChunkCanvas{ct.a, ct.b} {
			prev := cv.OnKey
			cv.OnKey = func(k fyne.KeyName) {
				if isFKey(k) {
					p.keyDown(&fyne.KeyEvent{Name: k})
					return
				}
				if prev != nil {
					prev(k)
				}
			}
		}
	}
	p.modelSig = modelSignature(e.Model)
	e.Model.OnChange(p.modelChanged)
	c.SetLevel(e.Model.Level())
	if e.Win != nil {
		p.installKeys()
	}
}

// modelSig identifies the model's edit state: it changes with every
// recorded edit, undo and redo.
type modelSig struct {
	undo, redo int
	label      string
}

func modelSignature(m *model.Model) modelSig {
	return modelSig{m.History.UndoLen(), m.History.RedoLen(), m.History.UndoLabel()}
}

// modelChanged follows the model: another level (or pack) gets a new
// session, an edit marks the session's level stale.
func (p *playPanel) modelChanged() {
	m := p.e.Model
	if lvl := m.Level(); lvl != p.c.Source() {
		p.c.SetLevel(lvl)
		p.modelSig = modelSignature(m)
		p.inspector.Clear()
		if lvl == nil && p.e.LevelView != nil {
			p.e.LevelView.SetScene(nil)
		}
		p.update()
		return
	}
	if s := modelSignature(m); s != p.modelSig {
		p.modelSig = s
		p.c.LevelEdited()
		p.update()
	}
}

// blockClicked inspects a block of the current frame's level.
func (p *playPanel) blockClicked(bx, by int) {
	if bi, ok := p.c.InspectBlock(bx, by); ok {
		p.inspector.SetBlock(&bi)
	}
}

// newDialog returns a dialog with a Close button showing content.
func newDialog(title string, content fyne.CanvasObject, w fyne.Window) dialog.Dialog {
	d := dialog.NewCustom(title, "Close", content, w)
	return d
}

var scriptFilters = []fileFilter{{"Input scripts", []string{"txt", "inputs"}}}

// SaveRecordingDialog asks where to save the recorded buttons as an input
// script (contracts section 3).
func (e *Editor) SaveRecordingDialog() {
	e.chooseFile("Save the recorded inputs", true, "inputs.txt", scriptFilters, func(path string) {
		if err := e.SaveRecording(path); err != nil {
			e.showError(err)
		}
	})
}

// SaveRecording writes the recorded buttons to path as an input script.
func (e *Editor) SaveRecording(path string) error {
	var b bytes.Buffer
	if err := e.play.c.WriteRecording(&b); err != nil {
		return fmt.Errorf("editor: %s: %w", path, err)
	}
	return pack.WriteFileAtomic(path, b.Bytes())
}

// LoadScriptDialog asks for an input script to replay.
func (e *Editor) LoadScriptDialog() {
	e.chooseFile("Load an input script", false, "", scriptFilters, func(path string) {
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
	sc, err := physics.ParseInputs(f, path)
	if err != nil {
		return err
	}
	e.play.c.LoadScript(sc, filepath.Base(path))
	return nil
}

// isFKey reports whether k is one of the function keys the editor uses
// everywhere: F1 (help) and F5-F9 (play).
func isFKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyF1, fyne.KeyF5, fyne.KeyF6, fyne.KeyF7, fyne.KeyF8, fyne.KeyF9:
		return true
	}
	return false
}

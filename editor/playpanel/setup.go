package playpanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"loopwright/editor/levelview"
	"loopwright/editor/model"
	"loopwright/editor/panels"
	"loopwright/editor/playback"
	"loopwright/physics"
	"loopwright/preview"
)

// Host is what the panel needs from the editor's shell. Every field may
// be nil (tests build a panel without a window or view).
type Host struct {
	Window        fyne.Window              // dialogs and the window's keys
	View          *levelview.LevelView     // shows the scene, takes the play keys
	Model         *model.Model             // the level played; followed on change
	LevelShown    func() bool              // the Level tab is shown (play keys apply)
	FKey          func(fyne.KeyName) bool  // if set and it returns true, the function key is handled elsewhere (the Special tab's play keys)
	ShowHelp      func()                   // F1
	SaveRecording func()                   // the "Save inputs…" button
	LoadScript    func()                   // the "Load script…" button
	SyncViewMenu  func(preview.Options)    // the overlay toggles changed the view's options
	ArtControls   func() fyne.CanvasObject // extra controls for the Overlays dialog
}

// New builds the panel on c for the host's model: the controls, the
// block click and play keys on the host's view, the window's key handlers
// (chained onto any already installed) and the model's change hook.
func New(h Host, c *playback.PlayController) *Panel {
	p := newPanel(h, c)
	if v := h.View; v != nil {
		prev := v.OnBlockClicked
		v.OnBlockClicked = func(bx, by int) {
			if prev != nil {
				prev(bx, by)
			}
			p.blockClicked(bx, by)
		}
		v.OnKey = p.viewKey
	}
	if m := h.Model; m != nil {
		p.edits = m.EditState()
		m.OnChange(p.modelChanged)
		c.SetLevel(m.Level())
	}
	if h.Window != nil {
		p.installKeys()
	}
	return p
}

// Controller returns the play controller the panel drives.
func (p *Panel) Controller() *playback.PlayController { return p.c }

// Bottom returns the controls strip (under the level view).
func (p *Panel) Bottom() fyne.CanvasObject { return p.bottom }

// Right returns the inspector and graphs (right of the level view).
func (p *Panel) Right() fyne.CanvasObject { return p.right }

// Inspector returns the panel's inspector.
func (p *Panel) Inspector() *panels.InspectorPanel { return p.inspector }

// TogglePlay plays or pauses, giving the level view the keyboard.
func (p *Panel) TogglePlay() { p.RefreshIfStale(); p.togglePlay() }

// KeyDown handles a key press (F1, F5-F9, the play keys) and reports
// whether it used the key.
func (p *Panel) KeyDown(ev *fyne.KeyEvent) bool { return p.keyDown(ev) }

// SetConfig shows cfg's variant and character in the panel's selects and
// gives cfg to the controller (which restarts the run with it).
func (p *Panel) SetConfig(cfg physics.Config) {
	p.run, p.p2 = cfg.Run, cfg.P2
	p.variant.SetSelected(cfg.Variant.String())
	p.character.SetSelected(cfg.Character.String())
	p.c.SetConfig(cfg)
}

// ShowOverlays shows the overlay toggles in a dialog.
func (p *Panel) ShowOverlays() { p.showOverlays() }

// modelChanged follows the model while the panel is shown: another level
// (or pack) gets a new session, an edit marks the session's level stale.
// While the Level tab is hidden it only notes the change; RefreshIfStale
// catches up once when the tab is shown again (hidden panels
// refreshed on every change).
func (p *Panel) modelChanged() {
	if !p.visible() {
		p.behind = true
		return
	}
	p.followModel()
}

// RefreshIfStale brings the panel and its controller up to date with the
// model if the model changed while the Level tab was hidden. The editor
// calls it when the Level tab is shown and before it uses the controller
// for the current level (an export, a recording).
func (p *Panel) RefreshIfStale() {
	if p.behind {
		p.behind = false
		p.followModel()
	}
}

// visible reports whether the panel is on screen (always without a host
// that says: tests build a bare panel).
func (p *Panel) visible() bool { return p.h.LevelShown == nil || p.h.LevelShown() }

// followModel is modelChanged's work.
func (p *Panel) followModel() {
	m := p.h.Model
	if lvl := m.Level(); lvl != p.c.Source() {
		p.c.SetLevel(lvl)
		p.edits = m.EditState()
		p.inspector.Clear()
		p.block = nil
		if lvl == nil && p.h.View != nil {
			p.h.View.SetScene(nil)
		}
		p.update()
		return
	}
	if s := m.EditState(); s != p.edits {
		p.edits = s
		p.c.LevelEdited()
		p.update()
	}
}

// blockClicked inspects a block of the current frame's level; the block
// inspector then follows every frame shown (stepping, playing, a jump)
// until another block is clicked or another level is shown.
func (p *Panel) blockClicked(bx, by int) {
	p.block = &[2]int{bx, by}
	p.showBlock()
}

// showBlock inspects the block last clicked on the current frame (it kept the frame of the click after stepping).
func (p *Panel) showBlock() {
	if p.block == nil {
		return
	}
	if bi, ok := p.c.InspectBlock(p.block[0], p.block[1]); ok {
		p.inspector.SetBlock(&bi)
	}
}

// newDialog returns a dialog with a Close button showing content.
func newDialog(title string, content fyne.CanvasObject, w fyne.Window) dialog.Dialog {
	return dialog.NewCustom(title, "Close", content, w)
}

// IsFKey reports whether k is one of the function keys the editor uses
// everywhere: F1 (help) and F5-F9 (play).
func IsFKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyF1, fyne.KeyF5, fyne.KeyF6, fyne.KeyF7, fyne.KeyF8, fyne.KeyF9:
		return true
	}
	return false
}

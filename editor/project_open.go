package editor

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/model"
	"loopwright/editor/widgets"
	"loopwright/internal/usermsg"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// SonLVL projects (docs/disasm.md): opening a project's .ini asks which of
// its levels to open; the level then saves back into the project.

// openProject shows the level picker of the SonLVL project at path.
func (e *Editor) openProject(path string) error {
	names, recovered, err := model.ProjectLevels(path)
	if err != nil {
		e.showError(err)
		return err
	}
	if recovered != "" {
		// Shown after the picker, over it: read first.
		defer e.showSaveRecovered(recovered)
	}
	chosen := 0
	list := widgets.NewList(func() int { return len(names) },
		func() fyne.CanvasObject { return widget.NewLabel("Emerald Hill Zone Act 1 (2 Player)") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(names[i]) })
	list.OnSelected = func(i widget.ListItemID) { chosen = i }
	if len(names) > 0 {
		list.Select(0)
	}
	content := container.NewGridWrap(fyne.NewSize(420, 320), list)
	if e.files != nil && e.files.recoveryAsked {
		// Started after an unclean exit: the recovery question comes
		// first (the picker over it hid it, and Recover then replaced the
		// level just picked). Recover keeps the recovered work open; Discard
		// goes on to the picker.
		e.files.afterRecovery = append(e.files.afterRecovery, func(recovered bool) {
			if !recovered {
				e.showProjectPicker(path, content, &chosen, names)
			}
		})
		return nil
	}
	e.showProjectPicker(path, content, &chosen, names)
	return nil
}

// showProjectPicker shows the level picker dialog built by openProject.
func (e *Editor) showProjectPicker(path string, content fyne.CanvasObject, chosen *int, names []string) {
	dialog.ShowCustomConfirm("Open a level of "+filepath.Base(filepath.Dir(filepath.Dir(path))), "Open", "Cancel", content, func(ok bool) {
		if ok && *chosen < len(names) {
			_ = e.OpenProjectLevel(path, names[*chosen]) // it shows its own error dialog
		}
	}, e.Win)
}

// OpenProjectLevel opens level name of the SonLVL project at path; Save
// writes it back into the project's files. On error it shows a dialog
// and keeps the open pack.
func (e *Editor) OpenProjectLevel(path, name string) error {
	p, err := model.LoadProjectLevel(path, name)
	if err != nil {
		e.showError(err)
		return err
	}
	e.addRecent(path)
	e.Model.Replace(p, path)
	if v, ok := projectVariant(path); ok && e.play != nil {
		// Play it by its own game's rules (the Play setup's variant).
		cfg := e.play.Controller().Config()
		cfg.Variant = v
		e.play.SetConfig(cfg)
	}
	return nil
}

// projectVariant returns the physics variant of the SonLVL project at
// path's engine: s1, s2 or s3k.
func projectVariant(path string) (physics.Variant, bool) {
	p, err := sonlvl.Open(path)
	if err != nil {
		return 0, false
	}
	switch p.Version {
	case sonlvl.S1:
		return physics.S1, true
	case sonlvl.S3K:
		return physics.S3K, true
	}
	return physics.S2, true
}

// showSaveRecovered says that opening a project finished or undid a save
// of it that was interrupted (sonlvl's save journal), in the words of
// the message, without the package name.
func (e *Editor) showSaveRecovered(msg string) {
	if e.Win == nil {
		return
	}
	dialog.ShowInformation("Interrupted save", usermsg.Clean(msg), e.Win)
}

package editor

import (
	"path/filepath"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"loopwright/internal/editor/model"
)

// SonLVL projects (docs/disasm.md): opening a project's .ini asks which of
// its levels to open; the level then saves back into the project.

// openProject shows the level picker of the SonLVL project at path.
func (e *Editor) openProject(path string) error {
	names, err := model.ProjectLevels(path)
	if err != nil {
		e.showError(err)
		return err
	}
	list := widget.NewSelect(names, nil)
	if len(names) > 0 {
		list.SetSelected(names[0])
	}
	dialog.ShowCustomConfirm("Open a level of "+filepath.Base(filepath.Dir(filepath.Dir(path))), "Open", "Cancel", list, func(ok bool) {
		if ok && list.Selected != "" {
			e.OpenProjectLevel(path, list.Selected)
		}
	}, e.Win)
	return nil
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
	return nil
}

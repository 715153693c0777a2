//go:build darwin || windows

package editor

import (
	"errors"
	"fmt"
	"path/filepath"

	sqdialog "github.com/sqweek/dialog"
)

// nativeFile shows the system's file dialog (sqweek/dialog: Cocoa on
// macOS, the common dialogs on Windows) and returns the chosen path, or
// errNativeCancelled, or another error when the dialog cannot be shown.
func nativeFile(_ string, title string, save bool, start string, filters []fileFilter) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("native dialog: %v", r)
		}
	}()
	b := sqdialog.File().Title(title)
	for _, f := range filters {
		b = b.Filter(f.Desc, f.Exts...)
	}
	if dir, name := filepath.Split(start); name != "" {
		b = b.SetStartFile(start)
	} else if dir != "" {
		b = b.SetStartDir(dir)
	}
	if save {
		path, err = b.Save()
	} else {
		path, err = b.Load()
	}
	if errors.Is(err, sqdialog.ErrCancelled) {
		err = errNativeCancelled
	}
	return path, err
}

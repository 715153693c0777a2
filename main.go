//go:build !headless

// Command loopwright is the Loopwright editor and its headless tools
// (contracts section 1).
//
//	loopwright              open the editor on the built-in example pack
//	loopwright open PATH    open the editor on a pack or a .tmx map
//	loopwright COMMAND ...  run a headless command (masks, pack, sim, ...)
//	loopwright help         list the commands; help CMD shows one's flags
//
// Built with -tags headless (CGO_ENABLED=0 go build -tags headless), it
// has the headless commands only and needs no cgo, X or OpenGL libraries
// (main_headless.go); the editor's entry points say so in one line.
package main

import (
	_ "embed"
	"fmt"
	"os"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"

	"loopwright/cli"
	"loopwright/internal/editor"
	_ "loopwright/internal/localefix" // before Fyne's lang init: no locale errors under C.UTF-8
)

//go:embed Icon.png
var icon []byte

func main() {
	cli.Editor = runEditor
	os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}

// runEditor opens the editor on path (empty: the built-in example pack)
// and returns when its window is closed (cli.Editor).
func runEditor(env cli.Env, path string) error {
	if err := checkDisplay(); err != nil {
		return err
	}
	if os.Getenv("GSETTINGS_BACKEND") == "" {
		// GTK (native file dialogs) otherwise warns about dconf.
		_ = os.Setenv("GSETTINGS_BACKEND", "memory") // fails only for a malformed name
	}
	a := app.NewWithID("io.loopwright.app")
	a.SetIcon(fyne.NewStaticResource("Icon.png", icon))
	m, err := editor.DefaultModel()
	e := editor.New(a, m, editor.DefaultOptions())
	if err != nil {
		showLater(e.Win, fmt.Errorf("loopwright: example pack: %w", err))
	}
	if path != "" {
		if _, statErr := os.Stat(path); statErr != nil {
			showLater(e.Win, fmt.Errorf("loopwright: %w", statErr))
		} else {
			_ = e.OpenPath(path) // it shows its own error dialog
		}
	}
	// SIGTERM and SIGINT quit without a prompt, unsaved changes kept in
	// the recovery file (editor.QuitNow, editor.Finish).
	stop := e.QuitOnSignals(os.Interrupt, syscall.SIGTERM)
	e.Win.ShowAndRun()
	e.Finish()
	stop()
	return nil
}

func showLater(w fyne.Window, err error) {
	fmt.Fprintln(os.Stderr, err)
	dialog.ShowError(err, w)
}

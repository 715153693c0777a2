// Command loopwright is the Loopwright editor and its headless tools
// (contracts section 1).
//
//	loopwright              open the editor on the built-in example pack
//	loopwright open PATH    open the editor on a pack or a .tmx map
//	loopwright COMMAND ...  run a headless command (masks, pack, sim, ...)
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
	"loopwright/editor"
)

//go:embed Icon.png
var icon []byte

func main() {
	args := os.Args[1:]
	path := ""
	switch {
	case len(args) == 0:
	case args[0] == "open":
		if len(args) != 2 {
			fmt.Fprintln(os.Stderr, "loopwright: open: usage: loopwright open PATH")
			os.Exit(2)
		}
		path = args[1]
	default:
		os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, args))
	}
	if os.Getenv("GSETTINGS_BACKEND") == "" {
		// GTK (native file dialogs) otherwise warns about dconf.
		os.Setenv("GSETTINGS_BACKEND", "memory")
	}
	a := app.NewWithID("io.loopwright.app")
	a.SetIcon(fyne.NewStaticResource("Icon.png", icon))
	m, err := editor.DefaultModel()
	e := editor.New(a, m)
	if err != nil {
		showLater(e.Win, fmt.Errorf("loopwright: example pack: %w", err))
	}
	if path != "" {
		if _, statErr := os.Stat(path); statErr != nil {
			showLater(e.Win, fmt.Errorf("loopwright: %w", statErr))
		} else {
			e.OpenPath(path) // shows its own error dialog
		}
	}
	// SIGTERM and SIGINT quit without a prompt, unsaved changes kept in
	// the recovery file (editor.QuitNow, editor.Finish).
	stop := e.QuitOnSignals(os.Interrupt, syscall.SIGTERM)
	e.Win.ShowAndRun()
	e.Finish()
	stop()
}

func showLater(w fyne.Window, err error) {
	fmt.Fprintln(os.Stderr, err)
	dialog.ShowError(err, w)
}

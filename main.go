//go:build !headless

// Command loopwright is the Loopwright editor and its headless tools
// (docs/cli.md, "Commands").
//
//	loopwright              open the editor on the built-in example pack
//	loopwright open PATH    open the editor on a pack or a .tmx map
//	loopwright PATH         the same, when PATH exists and names no command
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
	"slices"
	"strings"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/dialog"

	"loopwright/cli"
	"loopwright/editor"
	_ "loopwright/internal/localefix" // before Fyne's lang init: no locale errors under C.UTF-8
)

//go:embed Icon.png
var icon []byte

func main() {
	cli.Editor = runEditor
	cli.EditorCheck = checkDisplay
	os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, openArgs(os.Args[1:])))
}

// openArgs makes `loopwright PATH` mean `loopwright open PATH`, as an
// editor's command line does (`loopwright mypack` said "unknown command"
// to a designer opening the pack just saved): one argument that is not a
// flag, names no command and exists on disk. Anything else is left to
// the command line as given.
func openArgs(args []string) []string {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		return args
	}
	a := args[0]
	if slices.Contains(cli.HeadlessCommands(), a) || a == "open" || a == "help" || a == "completion" {
		return args
	}
	if _, err := os.Stat(a); err != nil {
		return args
	}
	return []string{"open", a}
}

// runEditor opens the editor on path (empty: the built-in example pack)
// and returns when its window is closed (cli.Editor).
func runEditor(env cli.Env, path string) error {
	if err := checkDisplay(); err != nil {
		return err
	}
	a := newApp()
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

// appID is the app's unique ID (Fyne's metadata).
const appID = "io.loopwright.app"

// newApp creates the Fyne app without Fyne's preferences file. app.NewWithID loads preferences.json, rewrites it in place on
// every change and at quit, and watches it, reloading on every write: at
// quit the watcher could read the file half-written by Fyne's own save and
// print "Preferences load error: EOF" (and two editors read each other's
// half-written files). Created without an ID (none given, none in the
// metadata: app.New would read FyneApp.toml's), the app keeps its
// preferences in memory and never reads, writes or watches that file; the
// ID set afterwards as metadata still names the app (Fyne's dialogs ask
// for it). The editor keeps what must persist in files of its own, each
// written atomically: Open Recent (recent.json) and the recovery files.
func newApp() fyne.App {
	// A name but no ID: Fyne then looks for no FyneApp.toml either.
	app.SetMetadata(fyne.AppMetadata{Name: "Loopwright"})
	a := app.NewWithID("")
	app.SetMetadata(fyne.AppMetadata{ID: appID, Name: "Loopwright", Version: cli.Version,
		Custom: map[string]string{editor.MetaCommit: cli.Commit, editor.MetaDate: cli.Date}}) // Help > About

	return a
}

func showLater(w fyne.Window, err error) {
	fmt.Fprintln(os.Stderr, err)
	dialog.ShowError(err, w)
}

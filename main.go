// Command loopwright is the Loopwright editor and its headless tools.
package main

import (
	"os"

	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"

	"loopwright/cli"
)

func main() {
	if len(os.Args) > 1 {
		os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
	}
	a := app.NewWithID("io.loopwright.app")
	w := a.NewWindow("Loopwright")
	w.SetContent(widget.NewLabel("Loopwright"))
	w.ShowAndRun()
}

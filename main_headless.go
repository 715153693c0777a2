//go:build headless

package main

import (
	"errors"
	"os"
	"strings"

	"loopwright/cli"
)

// errHeadless is what the editor's entry points (no command, open) say in
// a headless build.
var errHeadless = errors.New("the editor is not part of this build (built with -tags headless: no display, cgo or X libraries needed); the headless commands work: " +
	strings.Join(cli.HeadlessCommands(), ", ") + " (see: loopwright --help)")

func main() {
	cli.Editor = func(cli.Env, string) error { return errHeadless }
	cli.EditorCheck = func() error { return errHeadless }
	os.Exit(cli.Main(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}

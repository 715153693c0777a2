package main

import (
	"errors"
	"os"
	"runtime"
)

// errNoDisplay is what `loopwright` and `loopwright open` say where no
// display server can be reached, instead of the GLFW panic Fyne's driver
// gives (issue 14 point 16).
var errNoDisplay = errors.New("the editor needs a display, and none is set (DISPLAY and WAYLAND_DISPLAY are empty); " +
	"the headless commands work without one: sim, render, pack, masks, gen (see: loopwright --help)")

// checkDisplay reports errNoDisplay on X11/Wayland systems without a
// display. Windows and macOS always have one.
func checkDisplay() error {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js":
		return nil
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errNoDisplay
	}
	return nil
}

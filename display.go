package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"loopwright/cli"
)

// headlessHint ends every no-display message: every headless command.
var headlessHint = "the headless commands work without one: " + strings.Join(cli.HeadlessCommands(), ", ") + " (see: loopwright --help)"

// errNoDisplay is what `loopwright` and `loopwright open` say where no
// display server is set, instead of the GLFW panic Fyne's driver gives.
var errNoDisplay = errors.New("the editor needs a display, and none is set (DISPLAY and WAYLAND_DISPLAY are empty); " + headlessHint)

// checkDisplay reports an error on X11/Wayland systems where no display
// server is set or none answers at the address DISPLAY or WAYLAND_DISPLAY
// names. Windows and macOS always have a display.
func checkDisplay() error {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js":
		return nil
	}
	x, wl := os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY")
	if x == "" && wl == "" {
		return errNoDisplay
	}
	if wl != "" && reachable("unix", waylandSocket(wl)) {
		return nil
	}
	if x != "" {
		for _, a := range x11Addrs(x) {
			if reachable(a[0], a[1]) {
				return nil
			}
		}
	}
	name := "DISPLAY=" + x
	if x == "" {
		name = "WAYLAND_DISPLAY=" + wl
	}
	return fmt.Errorf("the editor needs a display, and none answers at %s; %s", name, headlessHint)
}

// reachable reports whether something listens at addr.
func reachable(network, addr string) bool {
	if addr == "" {
		return false
	}
	c, err := net.DialTimeout(network, addr, 2*time.Second)
	if err != nil {
		return false
	}
	_ = c.Close() // only whether it answered matters
	return true
}

// waylandSocket is the socket WAYLAND_DISPLAY names: absolute, or in
// XDG_RUNTIME_DIR.
func waylandSocket(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, name)
}

// x11Addrs lists where the X server of display name ([host]:N[.S]) listens,
// as network, address pairs: the local socket (and Linux's abstract one) or
// TCP port 6000+N. A name x11Addrs does not understand (e.g. a launchd path)
// is returned whole, as a local socket.
func x11Addrs(name string) [][2]string {
	host, rest, ok := strings.Cut(name, ":")
	if i := strings.LastIndex(name, ":"); i >= 0 {
		host, rest, ok = name[:i], name[i+1:], true
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 0 {
		return [][2]string{{"unix", name}}
	}
	host = strings.TrimPrefix(host, "unix/")
	if host == "" || host == "unix" {
		sock := "/tmp/.X11-unix/X" + num
		return [][2]string{{"unix", sock}, {"unix", "@" + sock}}
	}
	return [][2]string{{"tcp", net.JoinHostPort(strings.Trim(host, "[]"), strconv.Itoa(6000+n))}}
}

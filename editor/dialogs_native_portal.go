//go:build !darwin && !windows

package editor

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/godbus/dbus/v5"
)

// Native file dialogs on Linux and the BSDs go through the XDG desktop
// portal (org.freedesktop.portal.FileChooser over the session D-Bus): the
// desktop shows its own dialog (GNOME's, KDE's, ...) in its own process.
// The editor used sqweek/dialog, which links GTK into the process and calls
// gtk_init_check in its package init: every command, headless ones
// included, then printed GTK's "Locale not supported by C library" under a
// locale the C library lacks, and GTK's dialog ignored
// the desktop's own. The portal is what Flatpak apps, Firefox and Chromium
// use; without one (no session bus, no portal service), Fyne's dialog is
// shown instead.

const (
	portalDest   = "org.freedesktop.portal.Desktop"
	portalPath   = dbus.ObjectPath("/org/freedesktop/portal/desktop")
	portalIface  = "org.freedesktop.portal.FileChooser"
	responseName = "org.freedesktop.portal.Request.Response"
)

// portalFilter is the portal's a(sa(us)) filter: a name and glob rules.
type portalFilter struct {
	Name  string
	Rules []portalRule
}

type portalRule struct {
	Type    uint32 // 0: glob pattern
	Pattern string
}

var portalRequests atomic.Int64

// nativeFile asks the desktop portal for a file to open or save and
// returns its path, errNativeCancelled, or an error when there is no
// portal (the caller then shows Fyne's dialog).
func nativeFile(parent, title string, save bool, start string, filters []fileFilter) (string, error) {
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		if _, err := os.Stat(filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), "bus")); os.Getenv("XDG_RUNTIME_DIR") == "" || err != nil {
			return "", errors.New("editor: no session bus for the desktop portal")
		}
	}
	conn, err := dbus.SessionBusPrivateNoAutoStartup()
	if err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	defer func() { _ = conn.Close() }() // a private connection of this dialog
	if err := conn.Auth(nil); err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	if err := conn.Hello(); err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	// Listen before calling: the response names the request's handle,
	// which the portal derives from our bus name and handle_token.
	token := "loopwright" + strconv.Itoa(os.Getpid()) + "_" + strconv.FormatInt(portalRequests.Add(1), 10)
	sender := strings.ReplaceAll(strings.TrimPrefix(conn.Names()[0], ":"), ".", "_")
	want := dbus.ObjectPath("/org/freedesktop/portal/desktop/request/" + sender + "/" + token)
	if err := conn.AddMatchSignal(dbus.WithMatchInterface("org.freedesktop.portal.Request"), dbus.WithMatchMember("Response")); err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	signals := make(chan *dbus.Signal, 4)
	conn.Signal(signals)

	opts := map[string]dbus.Variant{
		"handle_token": dbus.MakeVariant(token),
		"modal":        dbus.MakeVariant(true),
	}
	var pf []portalFilter
	for _, f := range filters {
		var rules []portalRule
		for _, x := range f.Exts {
			rules = append(rules, portalRule{0, "*." + strings.TrimPrefix(x, ".")})
		}
		pf = append(pf, portalFilter{f.Desc, rules})
	}
	if len(pf) > 0 {
		opts["filters"] = dbus.MakeVariant(pf)
	}
	dir, name := filepath.Split(start)
	if dir != "" {
		opts["current_folder"] = dbus.MakeVariant(append([]byte(dir), 0)) // ay, NUL-terminated
	}
	method := portalIface + ".OpenFile"
	if save {
		method = portalIface + ".SaveFile"
		if name != "" {
			opts["current_name"] = dbus.MakeVariant(name)
		}
	}
	var handle dbus.ObjectPath
	if err := conn.Object(portalDest, portalPath).Call(method, 0, parent, title, opts).Store(&handle); err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	for sig := range signals {
		if sig.Name != responseName || (sig.Path != handle && sig.Path != want) || len(sig.Body) != 2 {
			continue
		}
		if status, _ := sig.Body[0].(uint32); status != 0 {
			return "", errNativeCancelled // 1: cancelled, 2: ended otherwise
		}
		results, _ := sig.Body[1].(map[string]dbus.Variant)
		uris, _ := results["uris"].Value().([]string)
		if len(uris) == 0 {
			return "", errNativeCancelled
		}
		return uriPath(uris[0])
	}
	return "", errors.New("editor: desktop portal: the connection closed")
}

// uriPath returns the local path of a file:// URI (percent-escapes
// decoded; a '+' stays a '+').
func uriPath(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return "", fmt.Errorf("editor: desktop portal returned %q, not a local file", uri)
	}
	return u.Path, nil
}

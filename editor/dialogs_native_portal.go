//go:build !darwin && !windows

package editor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rymdport/portal/filechooser"
)

// Native file dialogs on Linux and the BSDs go through the XDG desktop
// portal (org.freedesktop.portal.FileChooser over the session D-Bus, with
// github.com/rymdport/portal, the client Fyne itself uses): the desktop
// shows its own dialog (GNOME's, KDE's, ...) in its own process. Linking
// GTK instead made every command print GTK's locale warnings and ignored
// the desktop's own dialog. Without a portal (no session bus, no portal
// service) Fyne's dialog is shown instead; a portal that never shows its
// dialog does not block the later ones (chooseFile, nativeStuck).

// nativeFile asks the desktop portal for a file to open or save and
// returns its path, errNativeCancelled, or an error when there is no
// portal (the caller then shows Fyne's dialog).
func nativeFile(parent, title string, save bool, start string, filters []fileFilter) (string, error) {
	// No session bus: the portal is not tried (the D-Bus library would
	// otherwise start a bus daemon of its own).
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" {
		if _, err := os.Stat(filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), "bus")); os.Getenv("XDG_RUNTIME_DIR") == "" || err != nil {
			return "", errors.New("editor: no session bus for the desktop portal")
		}
	}
	var pf []*filechooser.Filter
	for _, f := range filters {
		var rules []filechooser.Rule
		for _, x := range f.Exts {
			rules = append(rules, filechooser.Rule{Type: filechooser.GlobPattern, Pattern: "*." + strings.TrimPrefix(x, ".")})
		}
		pf = append(pf, &filechooser.Filter{Name: f.Desc, Rules: rules})
	}
	dir, name := filepath.Split(start)
	var uris []string
	var err error
	if save {
		uris, err = filechooser.SaveFile(parent, title, &filechooser.SaveFileOptions{Filters: pf, CurrentFolder: dir, CurrentName: name})
	} else {
		uris, err = filechooser.OpenFile(parent, title, &filechooser.OpenFileOptions{Filters: pf, CurrentFolder: dir})
	}
	if err != nil {
		return "", fmt.Errorf("editor: desktop portal: %w", err)
	}
	if len(uris) == 0 {
		return "", errNativeCancelled
	}
	return uriPath(uris[0])
}

// uriPath returns the local path of a file:// URI as the portal client
// gives it (already unescaped).
func uriPath(uri string) (string, error) {
	p, ok := strings.CutPrefix(uri, "file://")
	if !ok || !strings.HasPrefix(p, "/") {
		return "", fmt.Errorf("editor: desktop portal returned %q, not a local file", uri)
	}
	return p, nil
}

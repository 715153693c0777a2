//go:build !darwin && !windows

package editor

import (
	"testing"
)

// TestURIPath: the portal's file URIs become paths, escapes decoded and a
// '+' kept (url.QueryUnescape would make it a space).
func TestURIPath(t *testing.T) {
	for uri, want := range map[string]string{
		"file:///home/a/my%20pack.zip": "/home/a/my pack.zip",
		"file:///home/a/c++.tmx":       "/home/a/c++.tmx",
		"file:///home/a/caf%C3%A9":     "/home/a/café",
	} {
		if got, err := uriPath(uri); err != nil || got != want {
			t.Errorf("uriPath(%q) = %q, %v; want %q", uri, got, err, want)
		}
	}
	if _, err := uriPath("https://example.com/x"); err == nil {
		t.Error("a remote URI read as a local file")
	}
}

// TestNativeFile_NoBus: without a session bus the portal is not tried
// (and no bus daemon is started): an error, so Fyne's dialog is shown.
func TestNativeFile_NoBus(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	if _, err := nativeFile("", "Open", false, "/tmp/", nil); err == nil || err == errNativeCancelled {
		t.Fatalf("no bus: %v, want an error that is not a cancel", err)
	}
}

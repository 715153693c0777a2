//go:build !darwin && !windows

package editor

import (
	"testing"
)

// TestURIPath: the portal client's file URIs (already unescaped) become
// paths; anything but a local file is an error.
func TestURIPath(t *testing.T) {
	for uri, want := range map[string]string{
		"file:///home/a/my pack.zip": "/home/a/my pack.zip",
		"file:///home/a/café":        "/home/a/café",
	} {
		if got, err := uriPath(uri); err != nil || got != want {
			t.Errorf("uriPath(%q) = %q, %v; want %q", uri, got, err, want)
		}
	}
	for _, bad := range []string{"https://example.com/x", "file://host/x", "/home/a"} {
		if _, err := uriPath(bad); err == nil {
			t.Errorf("%q read as a local file", bad)
		}
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

package editor

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
)

// TestAboutLines_Metadata: Help > About shows the version, commit and date
// main puts in the app's metadata (docs/release.md, "The version"), and
// says "unknown" for what a build from source leaves unset.
func TestAboutLines_Metadata(t *testing.T) {
	got := AboutLines(fyne.AppMetadata{Name: "Loopwright", Version: "1.2.3",
		Custom: map[string]string{MetaCommit: "0123456789ab", MetaDate: "2026-11-27"}})
	want := []string{"Loopwright", "Version: 1.2.3", "Commit: 0123456789ab", "Built: 2026-11-27"}
	if !slices.Equal(got, want) {
		t.Errorf("release build: %q, want %q", got, want)
	}
	got = AboutLines(fyne.AppMetadata{Version: "0.1.0"})
	want = []string{"Loopwright", "Version: 0.1.0", "Commit: unknown (built from source)", "Built: unknown (built from source)"}
	if !slices.Equal(got, want) {
		t.Errorf("source build: %q, want %q", got, want)
	}
}

// TestEditor_ShowAbout: Help > About Loopwright shows the About dialog.
func TestEditor_ShowAbout(t *testing.T) {
	e := newTestEditor(t)
	var item *fyne.MenuItem
	for _, m := range e.menu.Items {
		if m.Label != "Help" {
			continue
		}
		for _, it := range m.Items {
			if it.Label == "About Loopwright" {
				item = it
			}
		}
	}
	if item == nil || item.Action == nil {
		t.Fatal("no Help > About Loopwright item")
	}
	item.Action()
	if e.showingDialog(dlgAbout) == nil {
		t.Error("Help > About Loopwright showed no About dialog")
	}
}

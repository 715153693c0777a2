package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Metadata keys main sets in fyne.AppMetadata.Custom beside Version: the
// commit and the build date the release was built from (docs/release.md).
const (
	MetaCommit = "commit"
	MetaDate   = "date"
)

// dlgAbout is Help > About's dialog kind for showOnce.
const dlgAbout = "about"

// AboutLines returns what Help > About says of a build: its name, version,
// commit and build date, from the app's metadata; "unknown" for what a
// build from source does not set (`make release` sets them all).
func AboutLines(md fyne.AppMetadata) []string {
	name := md.Name
	if name == "" {
		name = "Loopwright"
	}
	val := func(s string) string {
		if s == "" {
			return "unknown (built from source)"
		}
		return s
	}
	return []string{
		name,
		"Version: " + val(md.Version),
		"Commit: " + val(md.Custom[MetaCommit]),
		"Built: " + val(md.Custom[MetaDate]),
	}
}

// ShowAbout shows Help > About: the version, commit and build date, and
// what Loopwright is.
func (e *Editor) ShowAbout() {
	if e.Win == nil {
		return
	}
	lines := AboutLines(fyne.CurrentApp().Metadata())
	title := widget.NewLabelWithStyle(lines[0], fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	box := container.NewVBox(title)
	for _, l := range lines[1:] {
		lbl := widget.NewLabel(l)
		lbl.Selectable = true // the commit can be copied into a bug report
		box.Add(lbl)
	}
	box.Add(widget.NewLabel("A collision-level editor and frame-exact physics debugger\nfor classic Sonic-style 16x16 height-mask tiles."))
	e.showOnce(dlgAbout, dialog.NewCustom("About Loopwright", "Close", box, e.Win))
}

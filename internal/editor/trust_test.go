package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/internal/editor/edittest"
	"loopwright/tmx"
)

// TestEditor_ExportTMXLevelInView: File > Export .tmx exports the level in
// view, not the pack's first (issue 14 point 2).
func TestEditor_ExportTMXLevelInView(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	m.SelectLevel(1)
	p := filepath.Join(t.TempDir(), "out", "b.tmx")
	if err := e.ExportTMX(p); err != nil {
		t.Fatal(err)
	}
	l, err := tmx.Import(p)
	if err != nil {
		t.Fatal(err)
	}
	if want := m.Pack.Levels[1]; l.Width != want.Width || l.Height != want.Height {
		t.Errorf("exported %dx%d, want level b's %dx%d", l.Width, l.Height, want.Width, want.Height)
	}
}

// TestEditor_StartPath: file dialogs open in the open pack's folder and
// suggest names without an extension (issue 14 point 13).
func TestEditor_StartPath(t *testing.T) {
	m := edittest.LevelModel(t)
	e := newTestEditorOn(t, m)
	dir := t.TempDir()
	m.Path = filepath.Join(dir, "packs", "mine")
	if got := e.startPath("mine"); got != filepath.Join(dir, "packs", "mine") {
		t.Errorf("startPath = %q", got)
	}
	m.Path = filepath.Join(dir, "x.zip")
	if got := e.startPath(""); got != dir+string(filepath.Separator) {
		t.Errorf("startPath(\"\") = %q", got)
	}
	m.Path = ""
	wd, _ := os.Getwd()
	if got := e.startPath("a"); got != filepath.Join(wd, "a") || strings.Contains(got, ".zip") {
		t.Errorf("new pack: startPath = %q", got)
	}
}

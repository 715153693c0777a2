package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"loopwright/editor/levelview"
	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/sonlvl"
)

// TestEditor_ToggleBackground: on Emerald Hill act 1 (a copy of the
// s2disasm sample), Layout > Edit the background plane turns the level
// view's background editing on with the Chunk tool; a chunk placed there
// saves into the project's layout file and reopens; on a level without a
// background plane it stays off.
func TestEditor_ToggleBackground(t *testing.T) {
	e := newTestEditor(t)
	if e.ToggleBackground() {
		t.Error("background editing on a pack level without a plane")
	}
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	if err := e.OpenProjectLevel(ini, "Emerald Hill Zone Act 1"); err != nil {
		t.Fatal(err)
	}
	if !e.ToggleBackground() || !e.LevelView.BackgroundMode() || e.LevelView.Tool() != levelview.ToolChunk {
		t.Fatal("background editing did not turn on")
	}
	bg := e.Model.Level().Background
	id := bg.Layout[1] + 1
	if !e.Model.PlaceBackgroundChunk(1, 0, id) {
		t.Fatal("no chunk placed")
	}
	e.Save()
	p, err := sonlvl.Open(ini)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Emerald Hill Zone Act 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Model.Background.Layout[1]; got != id {
		t.Errorf("reopened background chunk %d, want %d", got, id)
	}
	if e.ToggleBackground() {
		t.Error("the second toggle left it on")
	}
}

// TestEditor_SetBackgroundSize_Pack: a pack level gets a background plane
// (Layout > Background plane size…), background editing turns on with
// it, the Chunk tool's placing goes into it, and removing the plane turns
// editing off; a project's level refuses a new size.
func TestEditor_SetBackgroundSize_Pack(t *testing.T) {
	e := newTestEditor(t)
	if e.Model.HasBackground() {
		t.Fatal("the test pack's level has a background plane")
	}
	if err := e.SetBackgroundSize(2, 1); err != nil {
		t.Fatal(err)
	}
	if !e.LevelView.BackgroundMode() || e.LevelView.Tool() != levelview.ToolChunk {
		t.Fatal("background editing did not turn on with the new plane")
	}
	if !e.Model.PlaceBackgroundChunk(1, 0, 1) || e.Model.Level().Background.Layout[1] != 1 {
		t.Fatal("the new plane took no chunk")
	}
	if err := e.SetBackgroundSize(0, 0); err != nil {
		t.Fatal(err)
	}
	if e.LevelView.BackgroundMode() || e.Model.HasBackground() {
		t.Error("the plane removed, background editing stays on")
	}
}

// TestCursorText_Background: the cursor readout names the background
// plane's chunk under the pointer (the plane repeated) beside the
// foreground's.
func TestCursorText_Background(t *testing.T) {
	lib := layers.NewLibrary(8)
	l := layers.New("bg", lib, 32, 8)
	l.Background = &layers.Plane{W: 2, H: 1, Layout: []layers.ChunkID{5, 6}}
	if got := CursorText(l, 3*128+4, 4); !strings.Contains(got, "(id 0, background 6)") {
		t.Errorf("CursorText = %q", got)
	}
}

// TestEditor_BackgroundLayoutTools: with background editing on, Layout >
// Insert/Delete rows and columns and Replace chunk act on the background
// plane, the foreground layout untouched; off, on the foreground.
func TestEditor_BackgroundLayoutTools(t *testing.T) {
	e := newTestEditor(t)
	if err := e.SetBackgroundSize(2, 2); err != nil {
		t.Fatal(err)
	}
	l := e.Model.Level()
	copy(l.Background.Layout, []layers.ChunkID{1, 1, 0, 0})
	fg := append([]layers.ChunkID(nil), l.Layout...)
	if n, err := e.Replace(false, 1, 2, false); err != nil || n != 2 {
		t.Fatalf("Replace in the background: %d, %v", n, err)
	}
	if err := e.ShiftLayout(true, true, 0, 1); err != nil {
		t.Fatal(err)
	}
	if got := l.Background.Layout; got[0] != 0 || got[1] != 0 || got[2] != 2 || got[3] != 2 {
		t.Errorf("background %v, want [0 0 2 2]", got)
	}
	for i := range fg {
		if l.Layout[i] != fg[i] {
			t.Fatal("the foreground changed")
		}
	}
	e.LevelView.SetBackgroundMode(false)
	if err := e.ShiftLayout(true, true, 0, 1); err != nil {
		t.Fatal(err)
	}
	if l.Background.Layout[2] != 2 {
		t.Error("with background editing off the background moved")
	}
}

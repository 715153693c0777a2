package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/examples"
	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestEditor_OpenProjectLevel opens Emerald Hill act 1 from the s2disasm
// sample's SonLVL project (a copy), edits its start and saves: the save
// goes back into the project's own start position file, and nothing else
// in the project changes.
func TestEditor_OpenProjectLevel(t *testing.T) {
	src := sharedtest.Path(t, "disasm", "s2disasm")
	dst := filepath.Join(t.TempDir(), "s2disasm")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	ini := filepath.Join(dst, "SonLVL INI Files", "SonLVL.ini")
	e := newTestEditor(t)
	if err := e.OpenPath(ini); err != nil { // the picker
		t.Fatal(err)
	}
	if err := e.OpenProjectLevel(ini, "Emerald Hill Zone Act 1"); err != nil {
		t.Fatal(err)
	}
	m := e.Model
	if m.Level() == nil || m.Level().Name != "Emerald Hill Zone Act 1" || m.Path != ini {
		t.Fatalf("open level %v, path %q", m.Level(), m.Path)
	}
	e.showLevelTab() // the properties are the Level tab's: refreshed when shown
	if !strings.Contains(propsText(e), "Emerald Hill Zone Act 1") {
		t.Errorf("properties %q", propsText(e))
	}
	if v := e.play.Controller().Config().Variant; v != physics.S2 {
		t.Errorf("play variant %v, want s2 for an S2 project", v)
	}
	m.SetStart(200, 300)
	e.Save()
	b, err := os.ReadFile(filepath.Join(dst, "startpos", "EHZ_1.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "\x00\xc8\x01\x2c" {
		t.Errorf("start file % x, want 00 c8 01 2c", b)
	}
	for _, f := range []string{"level/layout/EHZ_1.kos", "mappings/128x128/EHZ_HTZ.kos", "collision/Collision array - Vertical.bin"} {
		a, _ := os.ReadFile(filepath.Join(src, f))
		b, _ := os.ReadFile(filepath.Join(dst, f))
		if string(a) != string(b) {
			t.Errorf("%s changed by a start-only edit", f)
		}
	}
}

// TestEditor_OpenProjectLevel_Variant: a level of a Sonic 1 or S3K
// project plays by that game's rules (the Play setup's variant follows the
// project's engine).
func TestEditor_OpenProjectLevel_Variant(t *testing.T) {
	for _, c := range []struct {
		v    sonlvl.Version
		want physics.Variant
	}{{sonlvl.S3K, physics.S3K}, {sonlvl.S2, physics.S2}} {
		p, err := examples.Load("basics")
		if err != nil {
			t.Fatal(err)
		}
		l := p.Levels[0]
		ini, err := sonlvl.Export(l, c.v, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		e := newTestEditor(t)
		if err := e.OpenProjectLevel(ini, l.Name); err != nil {
			t.Fatal(err)
		}
		if got := e.play.Controller().Config().Variant; got != c.want {
			t.Errorf("%v project: play variant %v, want %v", c.v, got, c.want)
		}
	}
}

// Opening a project whose last save was interrupted (its save journal
// is left beside the INI: sonlvl's journal.go) undoes or finishes that
// save, and the editor says so in a dialog over the level picker, in a
// designer's words (no package name), naming the project.
func TestEditor_OpenPath_SaveRecovered(t *testing.T) {
	p, err := examples.Load("basics")
	if err != nil {
		t.Fatal(err)
	}
	ini, err := sonlvl.Export(p.Levels[0], sonlvl.S2, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// A save that died after writing one new file, before its commit.
	half := filepath.Join(filepath.Dir(ini), "layout.bin"+".loopwright-new")
	if err := os.WriteFile(half, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	journal := "loopwright save journal 1\nstate prepare\nfile layout.bin\n"
	if err := os.WriteFile(filepath.Join(filepath.Dir(ini), sonlvl.JournalName), []byte(journal), 0o644); err != nil {
		t.Fatal(err)
	}
	e := newTestEditor(t)
	if err := e.OpenPath(ini); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(half); err == nil {
		t.Error("the interrupted save's new file is still there")
	}
	ov := e.Win.Canvas().Overlays().List()
	if len(ov) < 2 {
		t.Fatalf("%d dialogs, want the level picker and the notice over it", len(ov))
	}
	var text []string
	for _, o := range test.LaidOutObjects(ov[len(ov)-1]) {
		if l, ok := o.(*widget.Label); ok {
			text = append(text, l.Text)
		}
	}
	all := strings.Join(text, " ")
	if !strings.Contains(all, "Interrupted save") || !strings.Contains(all, "undid a save") || !strings.Contains(all, ini) || strings.Contains(all, "sonlvl:") {
		t.Errorf("notice %q, want the undone save named with the project, no package name", all)
	}
}

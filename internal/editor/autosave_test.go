package editor

import (
	"os"
	"path/filepath"
	"testing"

	"loopwright/internal/editor/model"
)

func TestEditor_AutosaveAndRecover(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("LOOPWRIGHT_CONFIG_DIR", cfg)
	p, _ := loopPack(t, 128)
	orig := filepath.Join(t.TempDir(), "mine")
	if err := model.SavePack(p, orig); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(orig, "pack.json"))
	m := model.NewModel(p, orig)
	e := newTestEditorOn(t, m)
	dir := filepath.Join(cfg, "recovery")
	if _, err := os.Stat(filepath.Join(dir, recoveryMarker)); err != nil {
		t.Fatalf("no running marker: %v", err)
	}
	if wrote, err := e.AutosaveNow(); wrote || err != nil {
		t.Fatalf("autosave without changes: %v %v", wrote, err)
	}
	m.SetStart(100, 50)
	if wrote, err := e.AutosaveNow(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	if wrote, _ := e.AutosaveNow(); wrote {
		t.Fatal("autosaved again without a new change")
	}
	if _, err := os.Stat(filepath.Join(dir, recoveryPack)); err != nil {
		t.Fatal(err)
	}
	// The user's file is untouched.
	if after, _ := os.ReadFile(filepath.Join(orig, "pack.json")); string(after) != string(before) {
		t.Fatal("autosave changed the user's file")
	}

	// A crash: a second editor starts while the marker and the recovery
	// file exist.
	e2 := newTestEditorOn(t, model.NewModel(nil, ""))
	info, ok := e2.files.autosave.crashed()
	if !ok || info.Path != orig {
		t.Fatalf("crash not detected: %v %+v", ok, info)
	}
	if err := e2.Recover(); err != nil {
		t.Fatal(err)
	}
	if e2.Model.Path != orig || !e2.Model.Dirty() || e2.Model.Level().Start.X != 100 {
		t.Fatalf("recovered: path %q dirty %v start %v", e2.Model.Path, e2.Model.Dirty(), e2.Model.Level().Start)
	}

	// A clean quit removes the recovery files.
	e2.shutDown()
	if _, err := os.Stat(filepath.Join(dir, recoveryPack)); !os.IsNotExist(err) {
		t.Fatal("recovery file left after a clean quit")
	}
	if _, err := os.Stat(filepath.Join(dir, recoveryMarker)); !os.IsNotExist(err) {
		t.Fatal("running marker left after a clean quit")
	}
}

func TestEditor_OpenRecent(t *testing.T) {
	e := newTestEditor(t)
	e.ClearRecent()
	dirs := make([]string, 12)
	for i := range dirs {
		p, _ := loopPack(t, 64)
		dirs[i] = filepath.Join(t.TempDir(), "p")
		if err := model.SavePack(p, dirs[i]); err != nil {
			t.Fatal(err)
		}
		if err := e.OpenPath(dirs[i]); err != nil {
			t.Fatal(err)
		}
	}
	r := e.Recent()
	if len(r) != MaxRecent || r[0] != dirs[11] || r[1] != dirs[10] {
		t.Fatalf("recent %v", r)
	}
	if n := len(e.files.recentMenu.ChildMenu.Items); n != MaxRecent+2 {
		t.Fatalf("Open Recent menu has %d items", n)
	}
	e.OpenRecent(3)
	if e.Model.Path != dirs[8] {
		t.Fatalf("opened %q want %q", e.Model.Path, dirs[8])
	}
	if e.Recent()[0] != dirs[8] {
		t.Fatal("the opened file is not first")
	}
	// A file that fails to load keeps the open pack.
	bad := filepath.Join(t.TempDir(), "bad.tmx")
	os.WriteFile(bad, []byte("<map"), 0o644)
	if err := e.OpenPath(bad); err == nil {
		t.Fatal("bad file opened")
	}
	if e.Model.Path != dirs[8] {
		t.Fatal("a failed open replaced the pack")
	}
}

func TestEditor_HelpListsShortcuts(t *testing.T) {
	all := AllShortcuts()
	has := func(k string) bool {
		for _, s := range all {
			if s.Key == k {
				return true
			}
		}
		return false
	}
	for _, k := range []string{"Ctrl+P, F5", "Ctrl+S", "F1", "Arrows"} {
		if !has(k) {
			t.Errorf("help lacks %s", k)
		}
	}
	if len(all) < len(levelShortcuts)+len(playShortcuts) {
		t.Fatal("level shortcuts missing")
	}
	e := newTestEditor(t)
	e.ShowHelp()
	_ = helpContent()
}

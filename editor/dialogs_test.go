package editor

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"loopwright/editor/edittest"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/pack"
)

// saveDialogEntry returns the file name entry of the save dialog just
// shown (Fyne's dialog: Options.NativeDialogs is off in tests).
func saveDialogEntry(t *testing.T, e *Editor) *widget.Entry {
	t.Helper()
	en, ok := e.Win.Canvas().Focused().(*widget.Entry)
	if !ok {
		t.Fatalf("the save dialog's name field has no focus (%T)", e.Win.Canvas().Focused())
	}
	return en
}

// TestEditor_SaveDialogs: every save dialog opens in the pack's folder
// with a name suggested without its extension, selected so that typing
// replaces it (Fyne left the cursor before it: "mypack.zip" typed gave
// "mypack.zippack.zip"); a typed extension is not doubled, a missing one
// is added, and an empty name is refused (Export .tmx wrote ".tmx").
func TestEditor_SaveDialogs(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "packs", "orig")
	m := edittest.LevelModel(t)
	if err := model.SavePack(m.Pack, src); err != nil {
		t.Fatal(err)
	}
	p, err := model.LoadPack(src)
	if err != nil {
		t.Fatal(err)
	}
	e := newTestEditorOn(t, model.NewModel(p, src))
	folder := filepath.Dir(src) // where the pack is

	for _, c := range []struct {
		name    string
		open    func()
		suggest string
		typed   string
		want    string // written, in folder
	}{
		{"Export level pack", e.ExportZipDialog, "Untitled", "mypack.zip", "mypack.zip"},
		{"Export .tmx", e.ExportDialog, "a", "map", "map.tmx"},
		{"Export .tmx typed twice", e.ExportDialog, "a", "map2.tmx.tmx", "map2.tmx"},
		{"Export PNG", e.ExportPNGDialog, "view", "shot", "shot.png"},
		{"Save inputs", e.SaveRecordingDialog, "inputs", "keys", "keys.txt"},
		{"Save As", e.SaveAsDialog, "Untitled", "saved", filepath.Join("saved", "pack.json")},
	} {
		n := len(e.Win.Canvas().Overlays().List())
		c.open()
		en := saveDialogEntry(t, e)
		if filepath.Ext(en.Text) != "" || (c.suggest != "Untitled" && en.Text != c.suggest) {
			t.Errorf("%s: suggests %q, want %q without an extension", c.name, en.Text, c.suggest)
		}
		if en.SelectedText() != en.Text {
			t.Errorf("%s: suggestion %q not selected (selected %q): typing would not replace it", c.name, en.Text, en.SelectedText())
		}
		test.Type(en, c.typed)
		if en.Text != c.typed {
			t.Fatalf("%s: typed %q, the field reads %q", c.name, c.typed, en.Text)
		}
		en.OnSubmitted(en.Text)
		if _, err := os.Stat(filepath.Join(folder, c.want)); err != nil {
			t.Fatalf("%s: %v (the dialog opens in the pack's folder %s)", c.name, err, folder)
		}
		if ov := e.Win.Canvas().Overlays().List(); len(ov) != n {
			for _, o := range test.LaidOutObjects(ov[len(ov)-1]) {
				if l, ok := o.(*widget.Label); ok {
					t.Log(l.Text)
				}
			}
			t.Fatalf("%s: a dialog is left open (an error?)", c.name)
		}
	}
	for _, bad := range []string{"mypack.zip.zip", "map.tmx.tmx", "map2.tmx.tmx", "shot.png.png"} {
		if _, err := os.Stat(filepath.Join(folder, bad)); err == nil {
			t.Errorf("%s written", bad)
		}
	}

	// Export .tmx with only an extension typed: an error, no file.
	n := len(e.Win.Canvas().Overlays().List())
	e.ExportDialog()
	en := saveDialogEntry(t, e)
	test.Type(en, ".tmx")
	en.OnSubmitted(en.Text)
	if _, err := os.Stat(filepath.Join(folder, ".tmx")); err == nil {
		t.Fatal("Export .tmx wrote a file named .tmx")
	}
	if len(e.Win.Canvas().Overlays().List()) != n+1 {
		t.Fatal("no error shown for an empty name")
	}
}

// TestSaveName: the rules on their own.
func TestSaveName(t *testing.T) {
	zip := []fileFilter{{"", []string{"zip"}}}
	packs := []fileFilter{{"", []string{"json", "zip"}}}
	for _, c := range []struct {
		in      string
		filters []fileFilter
		want    string
	}{
		{"/a/mypack", zip, "/a/mypack.zip"},
		{"/a/mypack.zip", zip, "/a/mypack.zip"},
		{"/a/mypack.ZIP.zip", zip, "/a/mypack.ZIP"},
		{"/a/mypack.zip.zip.zip", zip, "/a/mypack.zip"},
		{"/a/mypack", packs, "/a/mypack"},
		{"/a/mypack.zip.zip", packs, "/a/mypack.zip"},
	} {
		got, err := saveName(c.in, c.filters)
		if err != nil || got != c.want {
			t.Errorf("saveName(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "/a/", "/a/.zip", "/a/ .zip"} {
		if _, err := saveName(bad, zip); err == nil {
			t.Errorf("saveName(%q): no error", bad)
		}
	}
}

// TestEditor_SaveOverKeepsTheOldFile: saving over an existing file
// through Fyne's dialog must not empty it before the editor's own atomic
// write (Fyne opens its writer with os.Create when "Overwrite?" is
// confirmed; if our write then failed, the old file was gone). When the
// callback runs the old file is whole; a failed write leaves it whole.
func TestEditor_SaveOverKeepsTheOldFile(t *testing.T) {
	e := newTestEditorOn(t, edittest.LevelModel(t))
	dir := t.TempDir()
	old := filepath.Join(dir, "shot.png")
	if err := os.WriteFile(old, []byte("the designer's old file"), 0o644); err != nil {
		t.Fatal(err)
	}
	var seen string
	called := false
	e.fyneFileDialog(true, old, []fileFilter{{"PNG", []string{"png"}}}, func(path string) {
		called = true
		b, _ := os.ReadFile(path)
		seen = string(b)
		// The editor's write fails here (say the disk is full): nothing
		// is written, and the old file must survive.
	})
	en := saveDialogEntry(t, e)
	test.Type(en, "shot.png")
	en.OnSubmitted(en.Text)
	// Fyne asks "Overwrite?": confirm.
	ov := e.Win.Canvas().Overlays().Top()
	var yes *widget.Button
	for _, o := range test.LaidOutObjects(ov) {
		if b, ok := o.(*widget.Button); ok && (b.Text == "Yes" || b.Text == "OK" || b.Text == "Overwrite") {
			yes = b
		}
	}
	if yes == nil {
		for _, o := range e.Win.Canvas().Overlays().List() {
			for _, x := range test.LaidOutObjects(o) {
				if b, ok := x.(*widget.Button); ok {
					t.Logf("%T button %q", o, b.Text)
				}
			}
		}
		t.Fatal("no Overwrite? confirmation shown")
	}
	test.Tap(yes)
	if !called {
		t.Fatal("the save callback did not run")
	}
	if seen != "the designer's old file" {
		t.Errorf("when the editor got the path the file read %q: Fyne's dialog emptied it", seen)
	}
	if b, _ := os.ReadFile(old); string(b) != "the designer's old file" {
		t.Errorf("after a save that wrote nothing the file reads %q", b)
	}
}

// TestFileDialog_NoFavoritesNoise: a file dialog on a system whose home
// folder has no standard folders (xdg-user-dir answers the home folder)
// prints nothing; Fyne logged three "Getting favorite locations" lines
// each time one opened. Other log lines still pass.
func TestFileDialog_NoFavoritesNoise(t *testing.T) {
	home := t.TempDir()
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "xdg-user-dir"), []byte("#!/bin/sh\necho \"$HOME\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	var buf bytes.Buffer
	old := log.Writer()
	log.SetOutput(&buf)
	defer log.SetOutput(old)
	e := newTestEditor(t)
	e.chooseFile("Open", false, e.startPath(""), packFilters, func(string) {})
	e.pump()
	log.Print("another line")
	if strings.Contains(buf.String(), "favorite") || strings.Contains(buf.String(), "Cause:") {
		t.Errorf("the file dialog logged:\n%s", buf.String())
	}
	if !strings.Contains(buf.String(), "another line") {
		t.Errorf("other log lines are lost: %q", buf.String())
	}
}

// TestNoiseFilter_Write: the favourites error and its two detail lines
// are dropped; every other line, including another error's details, passes.
func TestNoiseFilter_Write(t *testing.T) {
	var buf bytes.Buffer
	f := &noiseFilter{w: &buf}
	for _, l := range []string{
		"2026/11/27 Fyne error:  Getting favorite locations\n",
		"2026/11/27   Cause: this computer does not define a VIDEOS folder\n",
		"2026/11/27   At: dialog/file.go:396\n",
		"2026/11/27 Fyne error:  something else\n",
		"2026/11/27   Cause: a real one\n",
	} {
		if n, err := f.Write([]byte(l)); n != len(l) || err != nil {
			t.Fatalf("Write: %d, %v", n, err)
		}
	}
	if got := buf.String(); got != "2026/11/27 Fyne error:  something else\n2026/11/27   Cause: a real one\n" {
		t.Errorf("passed:\n%s", got)
	}
}

// TestEditor_ErrorDialogWords: an error dialog names the file and what is
// wrong, not the Go packages the error passed ("Tmx: ...", "Sonlvl: ..."
// read as titles).
func TestEditor_ErrorDialogWords(t *testing.T) {
	e := newTestEditor(t)
	err := fmt.Errorf("editor: %w", &pack.Error{Pkg: "tmx", File: "/home/me/maps/m.tmx", Place: "layer \"collision\"", Msg: "bad gid 9"})
	e.showError(err)
	var texts []string
	for _, o := range test.LaidOutObjects(e.Win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, `/home/me/maps/m.tmx: layer "collision": bad gid 9`) || strings.Contains(all, "Tmx") || strings.Contains(all, "Editor:") {
		t.Errorf("the dialog reads:\n%s", all)
	}
}

// TestChooseFile_StuckPortal: a desktop portal that never shows its
// dialog does not block every later one: a second request at once is
// ignored (a shortcut pressed twice), but one nativeStuck later shows
// Fyne's dialog, and the stuck portal's late answer is dropped.
func TestChooseFile_StuckPortal(t *testing.T) {
	clk := &playback.ManualClock{}
	e := newTestEditorWith(t, edittest.LevelModel(t), Options{NativeDialogs: true, Clock: clk})
	release := make(chan struct{})
	old := nativeFileFunc
	nativeFileFunc = func(_, _ string, _ bool, _ string, _ []fileFilter) (string, error) {
		<-release
		return "/late/answer.zip", nil
	}
	defer func() { nativeFileFunc = old }()
	var got []string
	ask := func() {
		e.chooseFile("Open", false, "/tmp/", packFilters, func(p string) { got = append(got, p) })
	}
	overlays := func() int { return len(e.Win.Canvas().Overlays().List()) }
	ask()
	if !e.dlg.nativeOpen || overlays() != 0 {
		t.Fatalf("the first request: native open %v, %d Fyne dialogs", e.dlg.nativeOpen, overlays())
	}
	clk.Advance(time.Second)
	ask()
	if overlays() != 0 {
		t.Fatal("a second request at once stacked a dialog")
	}
	clk.Advance(nativeStuck)
	ask()
	if overlays() != 1 {
		t.Fatalf("a request %v after a portal that never answered: %d dialogs, want Fyne's", nativeStuck, overlays())
	}
	if e.dlg.nativeOpen || e.dlg.nativeGen != 2 {
		t.Errorf("after giving up: native open %v, generation %d (the late answer must not match)", e.dlg.nativeOpen, e.dlg.nativeGen)
	}
	close(release) // the stuck call returns; its answer is of generation 1
	e.pump()
	if len(got) != 0 {
		t.Errorf("the stuck portal's late answer was taken: %v", got)
	}
}

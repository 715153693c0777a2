package editor

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"loopwright/editor/autosave"
	"loopwright/editor/model"
	"loopwright/editor/playback"
	"loopwright/pack"
	"loopwright/physics"
)

func TestEditor_AutosaveAndRecover(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recovery")
	rec := Options{RecoveryDir: dir}
	p, _ := loopPack(t, 128)
	orig := filepath.Join(t.TempDir(), "mine")
	if err := model.SavePack(p, orig); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(orig, "pack.json"))
	m := model.NewModel(p, orig)
	e := newTestEditorWith(t, m, rec)
	if _, err := os.Stat(filepath.Join(dir, autosave.MarkerFile)); err != nil {
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
	if _, err := os.Stat(filepath.Join(dir, autosave.PackFile)); err != nil {
		t.Fatal(err)
	}
	// The user's file is untouched.
	if after, _ := os.ReadFile(filepath.Join(orig, "pack.json")); string(after) != string(before) {
		t.Fatal("autosave changed the user's file")
	}

	// A crash: a second editor starts while the marker and the recovery
	// file exist.
	e2 := newTestEditorWith(t, model.NewModel(nil, ""), rec)
	info, ok := e2.files.autosave.store.Crashed()
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
	if _, err := os.Stat(filepath.Join(dir, autosave.PackFile)); !os.IsNotExist(err) {
		t.Fatal("recovery file left after a clean quit")
	}
	if _, err := os.Stat(filepath.Join(dir, autosave.MarkerFile)); !os.IsNotExist(err) {
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
	e.waitOpen()
	if e.Model.Path != dirs[8] {
		t.Fatalf("opened %q want %q", e.Model.Path, dirs[8])
	}
	if e.Recent()[0] != dirs[8] {
		t.Fatal("the opened file is not first")
	}
	// A file that fails to load keeps the open pack.
	bad := filepath.Join(t.TempDir(), "bad.tmx")
	if err := os.WriteFile(bad, []byte("<map"), 0o644); err != nil {
		t.Fatal(err)
	}
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

// killWriter is a recovery file writer a test can kill: a killed write
// leaves half a temporary file (as a process killed before its rename
// does) and fails. A held write blocks until released.
type killWriter struct {
	mu   sync.Mutex
	kill bool
	hold chan struct{}
	held chan struct{}
}

func (k *killWriter) write(path string, data []byte) error {
	k.mu.Lock()
	hold, held := k.hold, k.held
	k.hold = nil
	k.mu.Unlock()
	if hold != nil {
		close(held)
		<-hold
	}
	k.mu.Lock()
	kill := k.kill
	k.mu.Unlock()
	if kill {
		_ = os.WriteFile(path+".tmp-killed", data[:len(data)/2], 0o644) // what a killed writer leaves, if anything
		return errors.New("killed")
	}
	return pack.WriteFileAtomic(path, data)
}

func (k *killWriter) setKill(on bool) {
	k.mu.Lock()
	k.kill = on
	k.mu.Unlock()
}

func (k *killWriter) holdNext() (held <-chan struct{}, release func()) {
	k.mu.Lock()
	defer k.mu.Unlock()
	ch := make(chan struct{})
	k.hold, k.held = ch, make(chan struct{})
	return k.held, func() { close(ch) }
}

// TestEditor_AutosaveKilled: autosave runs on the clock from the UI loop;
// one killed mid-write is reported and retried, one killed while the
// editor quits cannot replace the newer state the quit writes, and the
// next start recovers the newest state.
func TestEditor_AutosaveKilled(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recovery")
	k := &killWriter{}
	clk := &playback.ManualClock{}
	rec := Options{RecoveryDir: dir, WriteFile: k.write, Clock: clk, AutosaveInterval: time.Minute}
	p, _ := loopPack(t, 128)
	m := model.NewModel(p, "")
	e := newTestEditorWith(t, m, rec)
	start := func() int { return m.Level().Start.X }
	recovered := func() int {
		t.Helper()
		rp, _, err := e.files.autosave.store.Load()
		if err != nil {
			t.Fatalf("the recovery file is damaged: %v", err)
		}
		return rp.Levels[0].Start.X
	}
	tick := func(d time.Duration) {
		clk.Advance(d)
		e.pump()
		e.files.autosave.store.Wait()
	}

	e.pump() // the first UI frame starts the autosave clock
	m.SetStart(101, 50)
	tick(59 * time.Second)
	if _, err := os.Stat(filepath.Join(dir, autosave.PackFile)); err == nil {
		t.Fatal("autosaved before the interval")
	}
	tick(time.Second)
	if got := recovered(); got != 101 {
		t.Fatalf("autosave: state %d, want 101", got)
	}

	// Killed mid-write: the error is shown, the last state stays whole.
	m.SetStart(102, 50)
	k.setKill(true)
	tick(time.Minute)
	if got := recovered(); got != 101 {
		t.Fatalf("after a killed autosave: state %d, want 101", got)
	}
	if n := len(e.Win.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("the autosave error is not shown (%d dialogs)", n)
	}
	tick(time.Minute) // the same error again: not shown twice
	if n := len(e.Win.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs for one autosave error", n)
	}
	k.setKill(false)
	tick(time.Minute) // retried
	if got := recovered(); got != 102 {
		t.Fatalf("after the retry: state %d, want 102", got)
	}

	// At quit: an autosave of 103 is mid-write when 104 is made and the
	// editor quits; that autosave is killed; the quit writes 104.
	m.SetStart(103, 50)
	held, release := k.holdNext()
	clk.Advance(time.Minute)
	e.pump()
	<-held
	m.SetStart(104, 50)
	k.setKill(true)
	release()
	e.files.autosave.store.Wait()
	k.setKill(false)
	e.keepUnsaved() // what QuitNow and Finish do
	e.shutDown()
	if start() != 104 || recovered() != 104 {
		t.Fatalf("after the quit: state %d, want 104", recovered())
	}

	// The next start recovers the newest state.
	e2 := newTestEditorWith(t, model.NewModel(nil, ""), Options{RecoveryDir: dir})
	if _, ok := e2.files.autosave.store.Crashed(); !ok {
		t.Fatal("the next start does not offer the recovery")
	}
	if err := e2.Recover(); err != nil {
		t.Fatal(err)
	}
	if x := e2.Model.Level().Start.X; x != 104 {
		t.Fatalf("recovered state %d, want 104", x)
	}
}

// TestEditor_PlayOnTheClock: play advances only when the UI loop pumps
// and the clock says frames are due; after shutDown nothing runs.
func TestEditor_PlayOnTheClock(t *testing.T) {
	clk := &playback.ManualClock{}
	p, _ := loopPack(t, 128)
	e := newTestEditorWith(t, model.NewModel(p, ""), Options{Clock: clk})
	c := e.play.Controller()
	c.SetButtons(physics.Right)
	c.Play()
	e.pump()
	clk.Advance(10 * playback.TickPeriod)
	if c.Frame() != 0 {
		t.Fatal("frames ran without a UI frame")
	}
	for range 5 {
		e.pump()
		clk.Advance(2 * playback.TickPeriod)
	}
	if f := c.Frame(); f != 4+2*4 {
		t.Fatalf("frame %d, want 12", f)
	}
	e.shutDown()
	if e.loop != nil {
		t.Fatal("the UI loop's animation still runs")
	}
	clk.Advance(time.Second)
	e.pump()
	if f := c.Frame(); f != 12 {
		t.Fatalf("playback ran after shutDown: frame %d", f)
	}
}

// openRecentWait is OpenRecent(i) for a clean model, returning once the
// pack, loaded off the UI goroutine (OpenAsync), has replaced the model's:
// the test waits for the model's change, not for time.
func openRecentWait(t *testing.T, e *Editor, i int) {
	t.Helper()
	want := e.Recent()[i]
	done := make(chan struct{})
	var once sync.Once
	e.Model.OnChange(func() {
		if e.Model.Path == want {
			once.Do(func() { close(done) })
		}
	})
	e.OpenRecent(i)
	<-done
}

package autosave

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"loopwright/layers"
	"loopwright/pack"
)

// state returns a pack whose level's start x tells which state it is.
func state(n int) *pack.Pack {
	l := layers.New("level", layers.NewLibrary(8), 8, 8)
	l.Start = layers.Point{X: n, Y: 1}
	return pack.FromLevel(l)
}

// recovered returns the state in the store's recovery file (-1: none).
func recovered(t *testing.T, s *Store) int {
	t.Helper()
	if _, err := os.Stat(filepath.Join(s.Dir(), PackFile)); errors.Is(err, os.ErrNotExist) {
		return -1
	}
	p, _, err := s.Load()
	if err != nil {
		t.Fatalf("the recovery file is damaged: %v", err)
	}
	return p.Levels[0].Start.X
}

var errKilled = errors.New("killed")

// killable is a writer that can be told to die mid-write: it then writes
// half the data to a temporary file beside the target (as a process
// killed before its rename leaves) and returns errKilled. Until released,
// a write it is told to hold blocks, so a test can order writes exactly.
type killable struct {
	mu   sync.Mutex
	kill bool
	hold chan struct{} // non-nil: the next write signals held and waits on it
	held chan struct{}
}

func (k *killable) write(path string, data []byte) error {
	k.mu.Lock()
	kill, hold := k.kill, k.hold
	k.hold = nil
	k.mu.Unlock()
	if hold != nil {
		close(k.held)
		<-hold
		k.mu.Lock()
		kill = k.kill
		k.mu.Unlock()
	}
	if kill {
		_ = os.WriteFile(path+".tmp-killed", data[:len(data)/2], 0o644) // what a killed writer leaves, if anything
		return errKilled
	}
	return pack.WriteFileAtomic(path, data)
}

func (k *killable) setKill(on bool) {
	k.mu.Lock()
	k.kill = on
	k.mu.Unlock()
}

// holdNext makes the next write block until the returned function runs.
func (k *killable) holdNext() (held <-chan struct{}, release func()) {
	k.mu.Lock()
	defer k.mu.Unlock()
	ch := make(chan struct{})
	k.hold, k.held = ch, make(chan struct{})
	return k.held, func() { close(ch) }
}

func open(t *testing.T, k *killable) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "recovery"), k.write)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func write(t *testing.T, s *Store, n int) {
	t.Helper()
	if wrote, err := s.Write(s.Ticket(), state(n), Info{Pack: "p"}); !wrote || err != nil {
		t.Fatalf("state %d: wrote %v, %v", n, wrote, err)
	}
}

// TestStore_KilledMidWrite: an autosave killed mid-write leaves the last
// complete state; the next write (the quit's) brings the newest.
func TestStore_KilledMidWrite(t *testing.T) {
	k := &killable{}
	s := open(t, k)
	write(t, s, 1)
	k.setKill(true)
	if wrote, err := s.Write(s.Ticket(), state(2), Info{}); wrote || !errors.Is(err, errKilled) {
		t.Fatalf("killed write: wrote %v, %v", wrote, err)
	}
	if got := recovered(t, s); got != 1 {
		t.Fatalf("after a killed write: state %d, want 1", got)
	}
	k.setKill(false)
	write(t, s, 3) // the quit's write
	if got := recovered(t, s); got != 3 {
		t.Fatalf("after the quit: state %d, want 3", got)
	}
}

// TestStore_KilledAtQuit: an async autosave is under way when the editor
// quits and the quit's own write is killed: the recovery file holds the
// newest complete state, never half of one, and the older async write
// finishing late does not replace it.
func TestStore_KilledAtQuit(t *testing.T) {
	k := &killable{}
	s := open(t, k)
	write(t, s, 1)
	held, release := k.holdNext()
	var wg sync.WaitGroup
	wg.Add(1)
	var asyncWrote bool
	var asyncErr error
	s.WriteAsync(s.Ticket(), state(2), Info{}, func(w bool, err error) { asyncWrote, asyncErr = w, err; wg.Done() })
	<-held // the autosave is mid-write
	// Quit: the newest state (3) takes its ticket now; the write waits
	// for the one writer, then is killed.
	quit := s.Ticket()
	release()
	wg.Wait()
	if !asyncWrote || asyncErr != nil {
		t.Fatalf("autosave: %v %v", asyncWrote, asyncErr)
	}
	k.setKill(true)
	if _, err := s.Write(quit, state(3), Info{}); !errors.Is(err, errKilled) {
		t.Fatalf("killed quit: %v", err)
	}
	if got := recovered(t, s); got != 2 {
		t.Fatalf("after a killed quit: state %d, want 2 (the newest complete)", got)
	}
	// The next start recovers it: the marker was never removed.
	if err := s.MarkRunning(); err == nil {
		t.Fatal("the killed writer wrote the marker")
	}
	k.setKill(false)
	if err := s.MarkRunning(); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Crashed(); !ok {
		t.Fatal("no crash seen")
	}
}

// TestStore_NewestWins: an older state finishing after a newer one is
// skipped, whatever order the writers run in.
func TestStore_NewestWins(t *testing.T) {
	k := &killable{}
	s := open(t, k)
	old, newer := s.Ticket(), s.Ticket()
	if wrote, err := s.Write(newer, state(2), Info{}); !wrote || err != nil {
		t.Fatal(wrote, err)
	}
	if wrote, err := s.Write(old, state(1), Info{}); wrote || err != nil {
		t.Fatalf("an older state was written: %v %v", wrote, err)
	}
	if got := recovered(t, s); got != 2 {
		t.Fatalf("state %d, want 2", got)
	}
	// Async: the older write is held mid-write while the newer is
	// requested; the newer waits for it and lands last.
	held, release := k.holdNext()
	s.WriteAsync(s.Ticket(), state(3), Info{}, nil)
	<-held
	t4 := s.Ticket()
	s.WriteAsync(t4, state(4), Info{}, nil)
	release()
	s.Wait()
	if got := recovered(t, s); got != 4 {
		t.Fatalf("state %d, want 4", got)
	}
}

// TestStore_CleanStaysClean: a write under way when the editor quits
// cleanly does not recreate the recovery file, nor does any older state.
func TestStore_CleanStaysClean(t *testing.T) {
	k := &killable{}
	s := open(t, k)
	if err := s.MarkRunning(); err != nil {
		t.Fatal(err)
	}
	write(t, s, 1)
	held, release := k.holdNext()
	done := make(chan struct{})
	// The write is under way (it holds the writer) when the quit cleans.
	s.WriteAsync(s.Ticket(), state(2), Info{}, func(bool, error) { close(done) })
	<-held
	cleaned := make(chan error)
	go func() { cleaned <- s.Clean() }()
	release()
	<-done
	if err := <-cleaned; err != nil {
		t.Fatal(err)
	}
	// A state taken before the clean, written after it.
	stale := s.Ticket() - 1
	if wrote, _ := s.Write(stale, state(3), Info{}); wrote {
		t.Fatal("a stale state was written after the clean")
	}
	for _, f := range []string{PackFile, InfoFile, MarkerFile} {
		if _, err := os.Stat(filepath.Join(s.Dir(), f)); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("%s exists after a clean quit (%v)", f, err)
		}
	}
	if _, ok := s.Crashed(); ok {
		t.Fatal("a clean quit looks like a crash")
	}
}

// TestStore_Errors: a directory that cannot be made and a write that
// fails are reported.
func TestStore_Errors(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(filepath.Join(f, "recovery"), nil); err == nil {
		t.Fatal("no error for a directory under a file")
	}
	s, err := Open(filepath.Join(t.TempDir(), "r"), nil)
	if err != nil {
		t.Fatal(err)
	}
	// The directory becomes a file.
	if err := os.RemoveAll(s.Dir()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.Dir(), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Write(s.Ticket(), state(1), Info{}); err == nil {
		t.Fatal("no error writing into a file")
	}
}

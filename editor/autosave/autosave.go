// Package autosave keeps the editor's recovery files so that unsaved work
// cannot be lost: the newest unsaved state of the open pack, what it was
// (its file, its name, when) and a marker that exists while an editor
// runs, so that the next start can tell a crash from a clean quit.
//
// A Store has one writer at a time, and the newest state always wins:
// every state (and every discard) takes a ticket in the order the editor
// made them, and a write whose ticket is older than what is already on
// disk (or was discarded) is skipped, so a slow write can neither
// overwrite a newer recovery file nor recreate a cleaned one. Files are
// written atomically: a writer killed mid-write leaves the previous
// complete file. Every error is returned to the caller.
//
// It imports no UI toolkit (archtest).
package autosave

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"loopwright/pack"
)

// The recovery files, in a Store's directory.
const (
	PackFile   = "recovery.zip"  // the autosaved pack
	InfoFile   = "recovery.json" // what it was (Info)
	MarkerFile = "running"       // exists while an editor runs
)

// Info describes an autosaved pack.
type Info struct {
	// Path is the file the pack was opened from or saved to ("" for a new
	// pack).
	Path string `json:"path"`
	// Saved is when the state was taken.
	Saved time.Time `json:"saved"`
	// Pack is the pack's name.
	Pack string `json:"pack"`
}

// WriteFunc writes one file. The default, pack.WriteFileAtomic, replaces
// it atomically; tests inject writers that fail or stop mid-write.
type WriteFunc func(path string, data []byte) error

// Store is a recovery directory. Its methods may be called from any
// goroutine.
type Store struct {
	dir   string
	write WriteFunc

	tickets atomic.Uint64
	mu      sync.Mutex // held by the one writer
	written uint64     // the newest ticket written or discarded (under mu)
	wg      sync.WaitGroup
}

// Open returns the store in dir, made if missing; write nil means
// pack.WriteFileAtomic.
func Open(dir string, write WriteFunc) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("autosave: %w", err)
	}
	if write == nil {
		write = pack.WriteFileAtomic
	}
	return &Store{dir: dir, write: write}, nil
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// Ticket returns the ticket of a state taken now: later tickets are
// newer.
func (s *Store) Ticket() uint64 { return s.tickets.Add(1) }

// Write writes p and info as the state with ticket t, unless a newer
// state is already written or was discarded (then it reports false and
// no error). p must not change during the call (pass a copy). On an error
// the previous recovery file stays as it was.
func (s *Store) Write(t uint64, p *pack.Pack, info Info) (bool, error) {
	data, err := pack.ZipBytes(p)
	if err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	meta, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t <= s.written {
		return false, nil
	}
	if err := s.write(filepath.Join(s.dir, PackFile), data); err != nil {
		return false, fmt.Errorf("autosave: %w", err)
	}
	s.written = t
	if err := s.write(filepath.Join(s.dir, InfoFile), meta); err != nil {
		return true, fmt.Errorf("autosave: %w", err)
	}
	return true, nil
}

// WriteAsync does Write on another goroutine and calls done (there) with
// its result; Wait waits for it.
func (s *Store) WriteAsync(t uint64, p *pack.Pack, info Info, done func(wrote bool, err error)) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		wrote, err := s.Write(t, p, info)
		if done != nil {
			done(wrote, err)
		}
	}()
}

// Wait waits until every WriteAsync has finished.
func (s *Store) Wait() { s.wg.Wait() }

// Discard removes the recovery files (not the marker): every state taken
// before stays unwritten.
func (s *Store) Discard() error {
	t := s.Ticket()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.written = t
	return errors.Join(s.remove(PackFile), s.remove(InfoFile))
}

// Clean ends a clean session: the recovery files and the running marker
// are removed, and no earlier state is written afterwards.
func (s *Store) Clean() error {
	return errors.Join(s.Discard(), s.remove(MarkerFile))
}

func (s *Store) remove(name string) error {
	if err := os.Remove(filepath.Join(s.dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// MarkRunning writes the running marker (this process's id).
func (s *Store) MarkRunning() error {
	if err := s.write(filepath.Join(s.dir, MarkerFile), []byte(strconv.Itoa(os.Getpid())+"\n")); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// Crashed reports a recovery file left by an editor that did not end
// cleanly (the marker and the pack exist), with its Info (zero if its
// description is missing or unreadable).
func (s *Store) Crashed() (Info, bool) {
	var info Info
	for _, f := range []string{MarkerFile, PackFile} {
		if _, err := os.Stat(filepath.Join(s.dir, f)); err != nil {
			return info, false
		}
	}
	info, _ = s.readInfo()
	return info, true
}

func (s *Store) readInfo() (Info, error) {
	var info Info
	b, err := os.ReadFile(filepath.Join(s.dir, InfoFile))
	if err != nil {
		return info, fmt.Errorf("autosave: %w", err)
	}
	if err := json.Unmarshal(b, &info); err != nil {
		return info, fmt.Errorf("autosave: %s: %w", filepath.Join(s.dir, InfoFile), err)
	}
	return info, nil
}

// Load reads the autosaved pack and its Info (zero if its description is
// missing: the pack is what matters).
func (s *Store) Load() (*pack.Pack, Info, error) {
	p, err := pack.LoadZip(filepath.Join(s.dir, PackFile))
	if err != nil {
		return nil, Info{}, err
	}
	info, _ := s.readInfo()
	return p, info, nil
}

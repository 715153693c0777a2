// Package recent keeps the editor's Open Recent list in a file of its own.
//
// The list lived in Fyne's preferences.json, which Fyne rewrites in place
// while its own file watcher reads it back: at quit the watcher could read
// the half-written file and print "Preferences load error: EOF", and two editors open at once read each other's half-written
// files. Here every change re-reads the file (so another instance's changes
// are kept) and writes the whole list to a temporary file renamed over the
// old one: a reader sees the old list or the new one, never a part.
//
// The file is JSON: {"recent": ["/abs/path", ...]}, newest first. Paths
// that are not UTF-8 are stored as "base64:" + their bytes in base64 (JSON
// strings would replace such bytes with U+FFFD).
package recent

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"loopwright/pack"
)

// DefaultMax is the number of files a List keeps when Max is 0.
const DefaultMax = 10

// List is a recent-files list, newest first. With a File it is kept in
// that file (shared by every editor using it); the zero value keeps it in
// memory (tests). Its methods are safe for concurrent use.
type List struct {
	// File is the list's file ("": in memory only).
	File string
	// Max is the number of paths kept (0: DefaultMax).
	Max int

	mu  sync.Mutex
	mem []string
}

// fileData is the file's JSON.
type fileData struct {
	Recent []string `json:"recent"`
}

const rawPrefix = "base64:"

func encode(p string) string {
	if utf8.ValidString(p) && !strings.HasPrefix(p, rawPrefix) {
		return p
	}
	return rawPrefix + base64.StdEncoding.EncodeToString([]byte(p))
}

func decode(s string) string {
	if !strings.HasPrefix(s, rawPrefix) {
		return s
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, rawPrefix))
	if err != nil {
		return ""
	}
	return string(b)
}

// Canonical is the one name of the file or pack at path in the list: the
// absolute, clean path, a pack.json standing for its pack directory, so
// that a pack opened two ways is listed once.
func Canonical(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	path = filepath.Clean(path)
	if base := filepath.Base(path); base == "pack.json" || foldsCase && strings.EqualFold(base, "pack.json") {
		path = filepath.Dir(path)
	}
	return path
}

// foldsCase says whether this system's file names ignore case (Windows,
// and macOS as it ships): there C:\Packs\Tour and c:\packs\tour are one
// pack, listed once.
var foldsCase = runtime.GOOS == "windows" || runtime.GOOS == "darwin"

// samePath reports whether two Canonical paths name the same file.
func samePath(a, b string) bool {
	if foldsCase {
		return strings.EqualFold(a, b)
	}
	return a == b
}

func (l *List) max() int {
	if l.Max > 0 {
		return l.Max
	}
	return DefaultMax
}

// Paths returns the list, newest first. A missing file is an empty list;
// an unreadable or malformed one is an error (and an empty list).
func (l *List) Paths() ([]string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.read()
}

func (l *List) read() ([]string, error) {
	raw := l.mem
	if l.File != "" {
		b, err := os.ReadFile(l.File)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, fmt.Errorf("recent: %w", err)
		}
		var d fileData
		if err := json.Unmarshal(b, &d); err != nil {
			return nil, fmt.Errorf("recent: %s: %w", l.File, err)
		}
		raw = d.Recent
	}
	var out []string
	for _, s := range raw {
		if p := decode(s); p != "" && !slices.ContainsFunc(out, func(q string) bool { return samePath(p, q) }) {
			out = append(out, p)
		}
	}
	return out, nil
}

func (l *List) write(paths []string) error {
	enc := make([]string, len(paths))
	for i, p := range paths {
		enc[i] = encode(p)
	}
	if l.File == "" {
		l.mem = enc
		return nil
	}
	b, err := json.MarshalIndent(fileData{Recent: enc}, "", "  ")
	if err != nil {
		return fmt.Errorf("recent: %w", err)
	}
	if err := pack.WriteFileAtomic(l.File, append(b, '\n')); err != nil {
		return fmt.Errorf("recent: %w", err)
	}
	return nil
}

// Add puts path (made Canonical) first, keeping the list as it is now on
// disk (another editor's additions included) and at most Max long.
func (l *List) Add(path string) error {
	if path == "" {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	path = Canonical(path)
	old, err := l.read()
	if err != nil {
		old = nil // a malformed file is replaced by a good one
	}
	list := append([]string{path}, slices.DeleteFunc(old, func(s string) bool { return samePath(Canonical(s), path) })...)
	if len(list) > l.max() {
		list = list[:l.max()]
	}
	return l.write(list)
}

// Remove drops path (made Canonical) from the list.
func (l *List) Remove(path string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	path = Canonical(path)
	old, err := l.read()
	if err != nil {
		return err
	}
	return l.write(slices.DeleteFunc(old, func(s string) bool { return samePath(Canonical(s), path) }))
}

// Clear empties the list.
func (l *List) Clear() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.write(nil)
}

// Package filerepo keeps Fyne's own file dialogs from emptying a file
// before the editor has written it.
//
// Fyne's save dialog hands its callback a writer it has already opened
// with os.Create: an existing file is truncated as soon as the user
// confirms "Overwrite?". The editor never writes through that writer (it
// writes atomically to the chosen path, see pack.WriteFileAtomic), so if
// that write failed the old file would be lost. Install replaces the
// writer of the "file" URI scheme with one that opens (and truncates) the
// file only on the first Write: a writer closed unwritten leaves the file
// as it was, and a file that did not exist is not created.
package filerepo

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

// full is what Fyne's file repository implements (v2.7.1,
// internal/repository/file.go); the wrapper passes all of it through.
type full interface {
	repository.AppendableRepository
	repository.DeleteAllRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// lazyRepo is Fyne's file repository with a Writer that opens late.
type lazyRepo struct{ full }

// Writer returns a writer that opens u for writing (truncating it) only
// when first written to.
func (r lazyRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{repo: r.full, uri: u}, nil
}

// lazyWriter opens its file on the first Write.
type lazyWriter struct {
	repo full
	uri  fyne.URI
	w    fyne.URIWriteCloser
}

func (l *lazyWriter) URI() fyne.URI { return l.uri }

func (l *lazyWriter) Write(p []byte) (int, error) {
	if l.w == nil {
		w, err := l.repo.Writer(l.uri)
		if err != nil {
			return 0, err
		}
		l.w = w
	}
	return l.w.Write(p)
}

// Close closes the file if it was opened; a writer never written to
// touches nothing.
func (l *lazyWriter) Close() error {
	if l.w == nil {
		return nil
	}
	return l.w.Close()
}

var mu sync.Mutex

// Install makes the "file" scheme's writers lazy (see the package doc).
// It is idempotent and cheap: call it before showing a Fyne save dialog
// (a test app registers a fresh file repository each time it is made).
// If the registered repository is not Fyne's usual file repository it
// leaves it alone and reports false.
func Install() bool {
	mu.Lock()
	defer mu.Unlock()
	r, err := repository.ForURI(storage.NewFileURI("/"))
	if err != nil {
		return false
	}
	switch r := r.(type) {
	case lazyRepo:
		return true
	case full:
		repository.Register("file", lazyRepo{r})
		return true
	}
	return false
}

package editor

import (
	"bytes"
	"io"
	"log"
	"sync"
)

// favoritesNoise is the start of the error Fyne's file dialog logs each
// time it opens on a system whose home folder has no standard folders
// (xdg-user-dir answers the home folder itself for Videos, Music...):
// three lines on stderr per dialog, about folders the user never asked
// for, while the dialog works (it lists the home folder).
var favoritesNoise = []byte("Fyne error:  Getting favorite locations")

// quietFavorites keeps that error out of the standard log, passing every
// other line through unchanged: the log's output is wrapped in a
// noiseFilter unless it is one already.
func quietFavorites() {
	quietMu.Lock()
	defer quietMu.Unlock()
	if _, ok := log.Writer().(*noiseFilter); !ok {
		log.SetOutput(&noiseFilter{w: log.Writer()})
	}
}

var quietMu sync.Mutex

// noiseFilter writes what the standard logger writes to w, but for the
// favourites error: the line naming it and its Cause and At lines (Fyne's
// LogError writes each line with its own call).
type noiseFilter struct {
	mu   sync.Mutex
	w    io.Writer
	skip int // the error's lines still to drop
}

func (f *noiseFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case bytes.Contains(p, favoritesNoise):
		f.skip = 2
		return len(p), nil
	case f.skip > 0 && (bytes.Contains(p, []byte("  Cause:")) || bytes.Contains(p, []byte("  At:"))):
		f.skip--
		return len(p), nil
	}
	f.skip = 0
	return f.w.Write(p)
}

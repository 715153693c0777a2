package tmx

import (
	"io/fs"
)

// emptyFS is the file system of a map read without a folder: it holds no
// files, so external tilesets and templates cannot be read.
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"loopwright/pack"
)

// outFile is an output file written as a stream and put in place whole at
// the end (a temporary file beside it, renamed over it by commit), so that
// a run that fails half-way leaves the old file, or none, never half a
// trace. Missing parent folders are made. A path that exists and is not a
// regular file (/dev/stdout, a named pipe) is written in place.
type outFile struct {
	*os.File
	path, tmp string
}

// createOut opens path for writing as an outFile.
func createOut(path string) (*outFile, error) {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return nil, fmt.Errorf("%s is a folder", path)
		}
		if !st.Mode().IsRegular() {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return nil, err
			}
			return &outFile{File: f, path: path}, nil
		}
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := pack.MakeDirs(dir); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, base+".tmp-*")
	if err != nil {
		return nil, pack.CannotWrite(dir, err)
	}
	if err := f.Chmod(0o644); err != nil {
		_ = f.Close()
		_ = os.Remove(f.Name())
		return nil, err
	}
	return &outFile{File: f, path: path, tmp: f.Name()}, nil
}

// commit closes the file and puts it in place; abort must still be safe
// to call afterwards.
func (o *outFile) commit() error {
	if err := o.File.Sync(); err != nil && o.tmp != "" {
		return err
	}
	if err := o.File.Close(); err != nil {
		return err
	}
	if o.tmp == "" {
		return nil
	}
	if err := pack.ReplaceFile(o.tmp, o.path); err != nil { // waits for an open file on Windows
		return err
	}
	o.tmp = ""
	return nil
}

// abort closes the file and removes the temporary file, if commit did not
// put it in place.
func (o *outFile) abort() {
	_ = o.File.Close() // best effort: the error that got us here is reported
	if o.tmp != "" {
		_ = os.Remove(o.tmp)
		o.tmp = ""
	}
}

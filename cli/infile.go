package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// readIn reads the input file path that flag (e.g. "--inputs") names. Its
// errors name the flag and the file once and say what is wrong: "--inputs
// run.txt: no such file or directory", "--inputs levels: is a folder, want
// a file" (not "levels:1: read levels: is a directory").
func readIn(flag, path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s %s: is a folder, want a file", flag, path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	return data, nil
}

// readInErr is err (from opening path) as "path: what is wrong", the
// name said once.
func readInErr(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", path, err)
}

package levelcheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"loopwright/pack"
)

// CheckFile returns the checks file that holds level's checks for the
// pack, map or project at p: checks/<level>.json in a pack directory (or
// beside a pack.json), NAME.checks.json beside a map or project file.
// A .zip pack has none that can be written.
func CheckFile(p, level string) (string, error) {
	st, err := os.Stat(p)
	if err != nil {
		return "", err
	}
	if st.IsDir() {
		return filepath.Join(p, ChecksDir, level+".json"), nil
	}
	switch strings.ToLower(filepath.Ext(p)) {
	case ".zip":
		return "", fmt.Errorf("levelcheck: %s: checks cannot be written into a .zip pack; save it as a directory", p)
	case ".json":
		if filepath.Base(p) == pack.PackFile {
			return filepath.Join(filepath.Dir(p), ChecksDir, level+".json"), nil
		}
	}
	return SidecarPath(p), nil
}

// Add appends check c to level's checks at p (see CheckFile), creating
// the file when needed, and returns the file written. A check of the
// same name is replaced. The file is written atomically; an invalid check
// is refused.
func Add(p, level string, c Check) (string, error) {
	file, err := CheckFile(p, level)
	if err != nil {
		return "", err
	}
	f := &File{Version: FileVersion}
	data, err := os.ReadFile(file)
	switch {
	case err == nil:
		if f, err = Parse(data, file); err != nil {
			return "", err
		}
	case !errors.Is(err, fs.ErrNotExist):
		return "", err
	}
	sidecarLevels := len(f.Levels) > 0
	list := &f.Checks
	if sidecarLevels {
		l := f.Levels[level]
		list = &l
	}
	replaced := false
	for i := range *list {
		if (*list)[i].Name == c.Name {
			(*list)[i], replaced = c, true
		}
	}
	if !replaced {
		*list = append(*list, c)
	}
	if sidecarLevels {
		f.Levels[level] = *list
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return "", err
	}
	if _, err := Parse(buf.Bytes(), file); err != nil {
		return "", err
	}
	if err := pack.WriteFileAtomic(file, buf.Bytes()); err != nil {
		return "", err
	}
	return file, nil
}

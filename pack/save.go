package pack

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ownFile reports whether a slash path inside a pack directory is one the
// format owns (and Save rewrites or removes).
func ownFile(rel string) bool {
	switch rel {
	case PackFile, TilesFile, ChunksFile:
		return true
	}
	if strings.HasPrefix(rel, SpecialDir+"/") && strings.HasSuffix(rel, ".ss") && !strings.Contains(rel[len(SpecialDir)+1:], "/") {
		return true
	}
	return strings.HasPrefix(rel, LevelsDir+"/") && strings.HasSuffix(rel, ".json") && !strings.Contains(rel[len(LevelsDir)+1:], "/")
}

// Files returns the files of p's native form, by slash path (pack.json,
// tiles.json, chunks.json, levels/<name>.json), after validating p.
func Files(p *Pack) (map[string][]byte, error) {
	if err := Validate(p); err != nil {
		return nil, err
	}
	return encodePack(p), nil
}

// Save writes p as a pack directory dir, atomically: everything is written
// to a temporary sibling directory first, which then replaces dir. Files
// in an existing dir that are not the pack's own (anything but pack.json,
// tiles.json, chunks.json and levels/*.json) are carried over. On failure
// the old pack is left intact; missing parent directories are made. dir must be a pack directory, an empty
// directory, or not exist. p is validated first; an invalid pack is not
// written.
func Save(p *Pack, dir string) (err error) {
	files, err := Files(p)
	if err != nil {
		return err
	}
	dir = filepath.Clean(dir)
	st, statErr := os.Stat(dir)
	exists := statErr == nil
	if exists {
		if !st.IsDir() {
			return fmt.Errorf("pack: %s: exists and is not a directory", dir)
		}
		if !isPackDir(dir) {
			return fmt.Errorf("pack: %s: exists and is not a pack directory (no %s); refusing to replace it", dir, PackFile)
		}
	}
	parent, base := filepath.Split(dir)
	if parent == "" {
		parent = "."
	}
	if err := MakeDirs(parent); err != nil { // as mkdir -p: missing parents are made
		return fmt.Errorf("pack: %s: %w", dir, err)
	}
	tmp, err := os.MkdirTemp(parent, base+".tmp-")
	if err != nil {
		return fmt.Errorf("pack: %s: %w", dir, CannotWrite(parent, err))
	}
	defer func() {
		if tmp != "" {
			_ = os.RemoveAll(tmp) // best effort: the error that got us here is reported
		}
	}()
	mode := os.FileMode(0o755)
	if exists {
		mode = st.Mode().Perm()
	}
	if err := os.Chmod(tmp, mode); err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	if exists {
		if err := carryOver(dir, tmp); err != nil {
			return fmt.Errorf("pack: %s: keeping the pack's other files: %w", dir, err)
		}
	}
	if err := os.MkdirAll(filepath.Join(tmp, LevelsDir), 0o755); err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	if len(p.Specials) > 0 {
		if err := os.MkdirAll(filepath.Join(tmp, SpecialDir), 0o755); err != nil {
			return fmt.Errorf("pack: %w", err)
		}
	}
	for _, rel := range sortedKeys(files) {
		if err := writeFileSync(filepath.Join(tmp, filepath.FromSlash(rel)), files[rel]); err != nil {
			return fmt.Errorf("pack: %s: %w", rel, err)
		}
	}
	if !exists {
		if err := os.Rename(tmp, dir); err != nil {
			return fmt.Errorf("pack: %w", err)
		}
		tmp = ""
		return nil
	}
	old, err := os.MkdirTemp(parent, base+".old-")
	if err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	if err := os.Remove(old); err != nil { // only the unique name is wanted
		return fmt.Errorf("pack: %w", err)
	}
	// Windows cannot rename a folder while a file in it is open elsewhere.
	if err := renameWait(dir, old, dir+" (or a file in it)"); err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		if err2 := os.Rename(old, dir); err2 != nil {
			return fmt.Errorf("pack: %w; the old pack is at %s", err, old)
		}
		return fmt.Errorf("pack: %w", err)
	}
	tmp = ""
	if err := os.RemoveAll(old); err != nil {
		return fmt.Errorf("pack: saved, but the previous version is left at %s: %w", old, err)
	}
	return nil
}

func isPackDir(dir string) bool {
	if _, err := os.Stat(filepath.Join(dir, PackFile)); err == nil {
		return true
	}
	ents, err := os.ReadDir(dir)
	return err == nil && len(ents) == 0
}

// carryOver links (or copies) every file of dir the pack format does not
// own into tmp.
func carryOver(dir, tmp string) error {
	return filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil || rel == "." {
			return err
		}
		slash := filepath.ToSlash(rel)
		dst := filepath.Join(tmp, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case ownFile(slash):
			return nil
		case d.Type()&os.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(target, dst)
		case !d.Type().IsRegular():
			return nil
		}
		if os.Link(p, dst) == nil {
			return nil
		}
		return copyFile(p, dst)
	})
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer func() { _ = in.Close() }() // read only: a close error loses nothing
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		_ = out.Close() // the copy error is the one to report
		return err
	}
	return out.Close()
}

func writeFileSync(name string, data []byte) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close() // the write error is the one to report
		return err
	}
	if err := f.Sync(); err != nil {
		_ = f.Close() // the sync error is the one to report
		return err
	}
	return f.Close()
}

func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		// pack.json last, so a half-copied pack never looks complete.
		if (keys[i] == PackFile) != (keys[j] == PackFile) {
			return keys[j] == PackFile
		}
		return keys[i] < keys[j]
	})
	return keys
}

// ZipBytes returns p as a .zip archive: the pack's files at the archive's
// root, in a fixed order, with no timestamps.
func ZipBytes(p *Pack) ([]byte, error) {
	files, err := Files(p)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	keys := sortedKeys(files)
	// pack.json first in an archive.
	sort.SliceStable(keys, func(i, j int) bool { return keys[i] == PackFile && keys[j] != PackFile })
	for _, k := range keys {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: k, Method: zip.Deflate})
		if err != nil {
			return nil, fmt.Errorf("pack: zip: %w", err)
		}
		if _, err := w.Write(files[k]); err != nil {
			return nil, fmt.Errorf("pack: zip: %w", err)
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("pack: zip: %w", err)
	}
	return buf.Bytes(), nil
}

// SaveZip writes p as a .zip pack at path, atomically: to a temporary
// file in the same folder, then renamed over path.
func SaveZip(p *Pack, path string) error {
	data, err := ZipBytes(p)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic writes data to a temporary file beside path, syncs it
// and renames it to path: readers see the old file or the new, never half
// of one. Missing parent directories are made; an existing file keeps its
// permissions (a new one gets 0644).
//
// A symbolic link is followed: the file it names is replaced and the link
// kept. A path naming something other than a regular file (a device such
// as /dev/null or /dev/stdout, a named pipe) is written in place, since
// renaming over it would replace the device with a file.
func WriteFileAtomic(path string, data []byte) error {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		if fi.IsDir() {
			return fmt.Errorf("pack: %s: is a directory", path)
		}
		if !fi.Mode().IsRegular() {
			return writeInPlace(path, data)
		}
		mode = fi.Mode().Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := MakeDirs(dir); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	f, err := os.CreateTemp(dir, base+".tmp-*")
	if err != nil {
		return fmt.Errorf("pack: %s: %w", path, CannotWrite(dir, err))
	}
	tmp := f.Name()
	ok := false
	defer func() {
		if !ok { // best effort: the error that got us here is reported
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	if err := f.Chmod(mode); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	if err := ReplaceFile(tmp, path); err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	ok = true
	return nil
}

// writeInPlace writes data into the existing non-regular file path (a
// device or a pipe), which cannot be replaced atomically.
func writeInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close() // best effort: the write error is the one to report
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("pack: %s: %w", path, err)
	}
	return nil
}

// MakeDirs makes dir and every missing parent, as mkdir -p. When a part of
// the path exists but is not a directory, the error says which ("out is a
// file, not a folder") instead of os.MkdirAll's "mkdir out/: file exists"
// or "not a directory".
func MakeDirs(dir string) error {
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		return nil
	}
	for p := filepath.Clean(dir); ; {
		if st, e := os.Stat(p); e == nil {
			if !st.IsDir() {
				return fmt.Errorf("%s is a file, not a folder", p)
			}
			break
		}
		q := filepath.Dir(p)
		if q == p {
			break
		}
		p = q
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("cannot make the folder %s: %w", pe.Path, pe.Err)
	}
	return err
}

// CannotWrite is the error for a file that could not be created in the
// folder dir: "cannot write in the folder out: permission denied", without
// the name of the temporary file the attempt used.
func CannotWrite(dir string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("cannot write in the folder %s: %w", filepath.Clean(dir), err)
}

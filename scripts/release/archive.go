package main

import (
	"archive/tar"
	"archive/zip"
	"compress/flate"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"time"
)

// sorted returns the folders every entry needs (the root and those
// between), sorted, and es sorted by name: archives list the folders
// first, then the files.
func sorted(root string, es []entry) (dirs []string, files []entry) {
	files = append([]entry(nil), es...)
	sort.Slice(files, func(i, j int) bool { return files[i].name < files[j].name })
	seen := map[string]bool{}
	for _, e := range files {
		for d := path.Dir(path.Join(root, e.name)); d != "." && d != "/" && !seen[d]; d = path.Dir(d) {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	sort.Strings(dirs)
	return dirs, files
}

// fileMode is an entry's mode: 0755 when the owner may execute the file
// on disk, else 0644 (the umask and the group's bits do not matter).
func fileMode(fi fs.FileInfo) int64 {
	if fi.Mode()&0o100 != 0 {
		return 0o755
	}
	return 0o644
}

// readEntry reads an entry's file, which must be a regular file.
func readEntry(e entry) ([]byte, fs.FileInfo, error) {
	fi, err := os.Stat(e.path)
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("%s: not a regular file", e.path)
	}
	data, err := os.ReadFile(e.path)
	return data, fi, err
}

// writeTarGz writes a gzip-compressed tar (ustar/PAX as Go writes it) of
// the entries under root: sorted, owner and group 0 with no names, every
// time epoch, and a gzip header with no name or time.
func writeTarGz(w io.Writer, root string, epoch int64, es []entry) error {
	mt := time.Unix(epoch, 0).UTC()
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(zw)
	dirs, files := sorted(root, es)
	for _, d := range dirs {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: d + "/", Mode: 0o755, ModTime: mt, Format: tar.FormatPAX}); err != nil {
			return err
		}
	}
	for _, e := range files {
		data, fi, err := readEntry(e)
		if err != nil {
			return err
		}
		h := &tar.Header{Typeflag: tar.TypeReg, Name: path.Join(root, e.name), Mode: fileMode(fi), Size: int64(len(data)), ModTime: mt, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return zw.Close()
}

// writeZip writes a zip of the entries under root: sorted, deflated, every
// time epoch (in UTC), Unix modes in the external attributes.
func writeZip(w io.Writer, root string, epoch int64, es []entry) error {
	mt := time.Unix(epoch, 0).UTC()
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestCompression)
	})
	dirs, files := sorted(root, es)
	for _, d := range dirs {
		h := &zip.FileHeader{Name: d + "/", Method: zip.Store, Modified: mt}
		h.SetMode(fs.ModeDir | 0o755)
		if _, err := zw.CreateHeader(h); err != nil {
			return err
		}
	}
	for _, e := range files {
		data, fi, err := readEntry(e)
		if err != nil {
			return err
		}
		h := &zip.FileHeader{Name: path.Join(root, e.name), Method: zip.Deflate, Modified: mt}
		h.SetMode(fs.FileMode(fileMode(fi)))
		f, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := f.Write(data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// writeSums writes sha256sum's format ("HASH  NAME", NAME the file's base
// name), sorted by name, so `sha256sum -c SHA256SUMS` checks them in their
// folder.
func writeSums(w io.Writer, files []string) error {
	if len(files) == 0 {
		return fmt.Errorf("sums: no files")
	}
	names := append([]string(nil), files...)
	sort.Slice(names, func(i, j int) bool { return filepath.Base(names[i]) < filepath.Base(names[j]) })
	for i, f := range names {
		if i > 0 && filepath.Base(names[i-1]) == filepath.Base(f) {
			return fmt.Errorf("sums: two files named %s", filepath.Base(f))
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		if _, err := fmt.Fprintf(w, "%s  %s\n", hex.EncodeToString(sum[:]), filepath.Base(f)); err != nil {
			return err
		}
	}
	return nil
}

package pack

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
)

// MaxZipEntries is the most entries a .zip pack may hold.
const MaxZipEntries = MaxLevels + 64

// LoadZip reads and validates the .zip pack at path.
func LoadZip(path string) (*Pack, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{Pkg: "pack", File: path, Msg: openMsg(err), Err: err}
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	st, err := f.Stat()
	if err != nil {
		return nil, &Error{Pkg: "pack", File: path, Msg: openMsg(err), Err: err}
	}
	return loadZip(f, st.Size(), path)
}

// LoadZipBytes reads and validates a .zip pack held in memory; name is
// used in errors.
func LoadZipBytes(data []byte, name string) (*Pack, error) {
	return loadZip(bytes.NewReader(data), int64(len(data)), name)
}

func loadZip(r io.ReaderAt, size int64, name string) (p *Pack, err error) {
	defer func() {
		if rec := recover(); rec != nil {
			p, err = nil, &Error{Pkg: "pack", File: name, Msg: fmt.Sprintf("internal error reading the zip: %v", rec)}
		}
	}()
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, &Error{Pkg: "pack", File: name, Msg: "not a readable .zip: " + err.Error(), Err: err}
	}
	if len(zr.File) > MaxZipEntries {
		return nil, &Error{Pkg: "pack", File: name, Msg: fmt.Sprintf("%d entries, more than the limit %d", len(zr.File), MaxZipEntries)}
	}
	var errs ErrorList
	var roots []string
	for _, f := range zr.File {
		n := f.Name
		if err := checkZipName(n); err != nil {
			errs.Add("pack", name, "entry "+fmt.Sprintf("%q", n), "%v", err)
			continue
		}
		if f.Mode()&fs.ModeSymlink != 0 {
			errs.Add("pack", name, "entry "+fmt.Sprintf("%q", n), "symbolic links are not allowed in a pack")
			continue
		}
		if path.Base(n) == PackFile && !f.Mode().IsDir() {
			roots = append(roots, path.Dir(n))
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	dir := "."
	switch {
	case len(roots) == 0:
		return nil, &Error{Pkg: "pack", File: name, Msg: "no " + PackFile + " in the archive: not a pack"}
	case contains(roots, "."):
	default:
		// A zip of a pack folder: its single top folder holds pack.json.
		top := []string{}
		for _, r := range roots {
			if !strings.Contains(r, "/") {
				top = append(top, r)
			}
		}
		if len(top) != 1 {
			return nil, &Error{Pkg: "pack", File: name, Msg: "the archive holds " + PackFile + " in several folders; want one pack"}
		}
		dir = top[0]
	}
	p, err = LoadFS(zr, dir)
	if el, ok := err.(ErrorList); ok {
		for _, e := range el {
			if dir != "." {
				e.File = dir + "/" + e.File
			}
			e.File = name + ": " + e.File
		}
	}
	return p, err
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// checkZipName rejects entry names that could reach outside the pack.
func checkZipName(n string) error {
	if n == "" {
		return fmt.Errorf("empty name")
	}
	if strings.Contains(n, "\\") || strings.Contains(n, ":") || strings.HasPrefix(n, "/") {
		return fmt.Errorf("name is absolute or not a plain relative path")
	}
	for _, e := range strings.Split(strings.TrimSuffix(n, "/"), "/") {
		if e == ".." || e == "." || e == "" {
			return fmt.Errorf("name leaves the pack folder or is not clean")
		}
	}
	return nil
}

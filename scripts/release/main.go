// Command release writes the byte-reproducible parts of `make release`
// (scripts/release.sh, docs/release.md): archives whose entries are
// sorted, owned by root and dated at one fixed time, the Windows icon
// drawn from Icon.png, and SHA256SUMS. Nothing it writes depends on the
// clock, the user, the umask or the order a directory lists in.
//
//	go run ./scripts/release archive -out dist/x.tar.gz -epoch 1700000000 -root x NAME=PATH...
//	go run ./scripts/release archive -out dist/x.zip -epoch 1700000000 -root x NAME=PATH...
//	go run ./scripts/release ico -out loopwright.ico Icon.png
//	go run ./scripts/release sums -out dist/SHA256SUMS dist/FILE...
//
// An archive entry NAME=PATH stores the file PATH as ROOT/NAME, mode 0755
// when PATH is executable by its owner and 0644 otherwise. Every output is
// written to a temporary file beside it and renamed into place, so a
// failed run leaves no half-written file.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

const usage = `usage:
  release archive -out FILE.tar.gz|FILE.zip -epoch SECONDS -root DIR NAME=PATH...
  release ico -out FILE.ico IMAGE.png
  release sums -out SHA256SUMS FILE...`

func run(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		//lint:ignore ST1005 the usage text, printed as it is
		return errors.New(usage)
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("out", "", "the file to write")
	epoch := fs.Int64("epoch", -1, "every entry's time, seconds since 1970 (SOURCE_DATE_EPOCH)")
	root := fs.String("root", "", "the folder every entry is stored under")
	if err := fs.Parse(args[1:]); err != nil {
		return fmt.Errorf("%s: %w\n%s", args[0], err, usage)
	}
	if *out == "" {
		return fmt.Errorf("%s: -out is required\n%s", args[0], usage)
	}
	switch args[0] {
	case "archive":
		if *epoch < 0 {
			return errors.New("archive: -epoch is required (the commit's time, git log -1 --format=%ct)")
		}
		files, err := parseEntries(fs.Args())
		if err != nil {
			return err
		}
		var write func(io.Writer, string, int64, []entry) error
		switch {
		case strings.HasSuffix(*out, ".tar.gz"):
			write = writeTarGz
		case strings.HasSuffix(*out, ".zip"):
			write = writeZip
		default:
			return fmt.Errorf("archive: %s: the name must end in .tar.gz or .zip", *out)
		}
		return writeAtomic(*out, func(w io.Writer) error { return write(w, *root, *epoch, files) })
	case "ico":
		if fs.NArg() != 1 {
			return errors.New("ico: give one PNG image")
		}
		return writeAtomic(*out, func(w io.Writer) error { return writeICO(w, fs.Arg(0)) })
	case "sums":
		return writeAtomic(*out, func(w io.Writer) error { return writeSums(w, fs.Args()) })
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}

// entry is one file to archive.
type entry struct {
	name string // its name inside the archive, below the root folder
	path string // the file on disk
}

// parseEntries parses NAME=PATH arguments.
func parseEntries(args []string) ([]entry, error) {
	if len(args) == 0 {
		return nil, errors.New("archive: no NAME=PATH entries")
	}
	var es []entry
	seen := map[string]bool{}
	for _, a := range args {
		name, path, ok := strings.Cut(a, "=")
		if !ok || name == "" || path == "" {
			return nil, fmt.Errorf("archive: %q is not NAME=PATH", a)
		}
		if strings.Contains(name, `\`) || strings.HasPrefix(name, "/") || strings.Contains("/"+name+"/", "/../") {
			return nil, fmt.Errorf("archive: entry name %q must be a relative slash-separated path", name)
		}
		if seen[name] {
			return nil, fmt.Errorf("archive: entry %q given twice", name)
		}
		seen[name] = true
		es = append(es, entry{name: name, path: path})
	}
	return es, nil
}

// writeAtomic writes a file through a temporary file in its folder.
func writeAtomic(name string, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = f.Close()           // already failing: the write's error is the one to report
			_ = os.Remove(f.Name()) // best effort: the temporary file is all it removes
		}
	}()
	if err := write(f); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := f.Chmod(0o644); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}

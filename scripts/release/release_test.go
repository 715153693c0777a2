package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// testFiles writes three files (one executable), with the given time on
// disk, and returns their entries in an unsorted order.
func testFiles(t *testing.T, mtime time.Time) []entry {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
		return p
	}
	return []entry{
		{"share/icon.png", write("icon", "png bytes", 0o664)},
		{"loopwright", write("bin", "\x7fELF binary", 0o775)},
		{"README.txt", write("readme", "read me\n", 0o600)},
	}
}

// TestWriteTarGz_Reproducible: the same files give the same bytes whatever
// their times and permissions on disk (docs/release.md, "Reproducible");
// folders first, then files, each sorted, under the root, dated at the epoch, owned by 0.
func TestWriteTarGz_Reproducible(t *testing.T) {
	var a, b bytes.Buffer
	if err := writeTarGz(&a, "lw-1", 1700000000, testFiles(t, time.Unix(1, 0))); err != nil {
		t.Fatal(err)
	}
	if err := writeTarGz(&b, "lw-1", 1700000000, testFiles(t, time.Now())); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two runs wrote different archives")
	}
	zr, err := gzip.NewReader(&a)
	if err != nil {
		t.Fatal(err)
	}
	if !zr.ModTime.IsZero() || zr.Name != "" {
		t.Errorf("gzip header has time %v name %q", zr.ModTime, zr.Name)
	}
	tr := tar.NewReader(zr)
	var got []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.ModTime.Unix() != 1700000000 || h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" {
			t.Errorf("%s: time %v owner %d/%d %q/%q", h.Name, h.ModTime, h.Uid, h.Gid, h.Uname, h.Gname)
		}
		got = append(got, h.Name+" "+modeString(h.Mode))
	}
	want := "lw-1/ 755,lw-1/share/ 755,lw-1/README.txt 644,lw-1/loopwright 755,lw-1/share/icon.png 644"
	if strings.Join(got, ",") != want {
		t.Errorf("entries\n%s\nwant\n%s", strings.Join(got, ","), want)
	}
}

func modeString(m int64) string { return strconv.FormatInt(m, 8) }

// TestWriteZip_Reproducible: the zip too is byte-identical across runs,
// its entries sorted and dated at the epoch, the executable marked so.
func TestWriteZip_Reproducible(t *testing.T) {
	var a, b bytes.Buffer
	if err := writeZip(&a, "lw-1", 1700000000, testFiles(t, time.Unix(1, 0))); err != nil {
		t.Fatal(err)
	}
	if err := writeZip(&b, "lw-1", 1700000000, testFiles(t, time.Now())); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two runs wrote different archives")
	}
	zr, err := zip.NewReader(bytes.NewReader(a.Bytes()), int64(a.Len()))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range zr.File {
		if !f.Modified.Equal(time.Unix(1700000000, 0)) {
			t.Errorf("%s: time %v", f.Name, f.Modified)
		}
		got = append(got, f.Name+" "+f.Mode().Perm().String())
	}
	want := "lw-1/ -rwxr-xr-x,lw-1/share/ -rwxr-xr-x,lw-1/README.txt -rw-r--r--,lw-1/loopwright -rwxr-xr-x,lw-1/share/icon.png -rw-r--r--"
	if strings.Join(got, ",") != want {
		t.Errorf("entries\n%s\nwant\n%s", strings.Join(got, ","), want)
	}
}

// TestParseEntries_Rejects: entries that would escape the archive's folder,
// or name one file twice, are refused.
func TestParseEntries_Rejects(t *testing.T) {
	for _, bad := range [][]string{nil, {"noequals"}, {"=x"}, {"a="}, {"../a=x"}, {"/a=x"}, {`a\b=x`}, {"a/../../b=x"}, {"a=x", "a=y"}} {
		if _, err := parseEntries(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if es, err := parseEntries([]string{"bin/lw=/tmp/x"}); err != nil || len(es) != 1 || es[0].name != "bin/lw" || es[0].path != "/tmp/x" {
		t.Errorf("good entry: %v %v", es, err)
	}
}

// TestWriteICO_Sizes: the .ico lists every size in icoSizes, each a PNG at
// the offset its directory entry gives.
func TestWriteICO_Sizes(t *testing.T) {
	var buf bytes.Buffer
	if err := writeICO(&buf, filepath.Join("..", "..", "Icon.png")); err != nil {
		t.Fatal(err)
	}
	d := buf.Bytes()
	le := binary.LittleEndian
	if le.Uint16(d[2:]) != 1 || int(le.Uint16(d[4:])) != len(icoSizes) {
		t.Fatalf("header % x", d[:6])
	}
	for i, s := range icoSizes {
		e := d[6+16*i:]
		w := int(e[0])
		if w == 0 {
			w = 256
		}
		size, off := le.Uint32(e[8:]), le.Uint32(e[12:])
		if w != s || int(off+size) > len(d) || !bytes.HasPrefix(d[off:], []byte("\x89PNG")) {
			t.Errorf("entry %d: width %d (want %d), %d bytes at %d", i, w, s, size, off)
		}
	}
	var again bytes.Buffer
	if err := writeICO(&again, filepath.Join("..", "..", "Icon.png")); err != nil || !bytes.Equal(again.Bytes(), d) {
		t.Errorf("a second run differs (err %v)", err)
	}
}

// TestWriteSums_Format: SHA256SUMS is sha256sum's format, sorted by name.
func TestWriteSums_Format(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"b.zip", "a.tar.gz"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("abc"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := writeSums(&buf, []string{filepath.Join(dir, "b.zip"), filepath.Join(dir, "a.tar.gz")}); err != nil {
		t.Fatal(err)
	}
	const h = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" // sha256("abc")
	if want := h + "  a.tar.gz\n" + h + "  b.zip\n"; buf.String() != want {
		t.Errorf("got\n%swant\n%s", buf.String(), want)
	}
}

// TestRun_AtomicOnError: a failing archive leaves no file behind, not even
// a temporary one.
func TestRun_AtomicOnError(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.tar.gz")
	err := run([]string{"archive", "-out", out, "-epoch", "1", "-root", "x", "a=" + filepath.Join(dir, "missing")}, io.Discard)
	if err == nil {
		t.Fatal("no error for a missing file")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("left %v", ents)
	}
}

package sonlvl

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"loopwright/mdcomp"
	"loopwright/pack"
)

// Version is the game engine a project is for (SonLVL's "version" key).
type Version uint8

// The engines this package reads.
const (
	S2  Version = iota // Sonic 2: 128x128 chunks, two collision indexes
	S1                 // Sonic 1: 256x256 chunks, one index, loop chunks
	S3K                // Sonic 3 & Knuckles: 128x128 chunks, one file holding both indexes, KosM art
)

// String returns "S1", "S2" or "S3K".
func (v Version) String() string {
	switch v {
	case S1:
		return "S1"
	case S3K:
		return "S3K"
	}
	return "S2"
}

// Project is an opened SonLVL project: its INI file and the levels it
// lists. Levels are read one at a time by Load.
type Project struct {
	// Path is the INI file; file paths in it are relative to its folder.
	Path    string
	INI     *INI
	Version Version
	// LevelWidthMax and LevelHeightMax are the INI's levelwidthmax and
	// levelheightmax (chunks), 0 when absent.
	LevelWidthMax, LevelHeightMax int
	// Recovered says how Open finished or undid a save that was
	// interrupted ("" when there was none).
	Recovered string

	// readFile reads a file the INI names; nil reads the disk (tests
	// and fuzzing read memory).
	readFile func(path string) ([]byte, error)
}

// read reads a file the INI names.
func (p *Project) read(path string) ([]byte, error) {
	if p.readFile != nil {
		return p.readFile(path)
	}
	return readLimited(path)
}

// maxFileSize bounds every level file read (the largest the games use is
// far smaller).
const maxFileSize = 4 << 20

// Open reads the SonLVL INI file at path. It fails only when the INI itself
// is unreadable or malformed; each level's files are read by Load.
//
// A save of the project that was interrupted (its journal is beside the
// INI: journal.go) is finished or undone first; Project.Recovered says
// which, and Notify is called with it.
func Open(path string) (*Project, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, fmt.Errorf("sonlvl: %w", err)
	}
	msg, err := recoverSave(path)
	if err != nil {
		return nil, err
	}
	p, err := Parse(path, data)
	if err != nil {
		return nil, err
	}
	if msg != "" {
		p.Recovered = msg
		Notify(msg)
	}
	return p, nil
}

// Parse is Open with the INI's contents already read; path still locates
// the files the INI names.
func Parse(path string, data []byte) (*Project, error) {
	ini, err := ParseINI(path, data)
	if err != nil {
		return nil, err
	}
	p := &Project{Path: path, INI: ini}
	g := &ini.Global
	switch v := g.Value("version"); strings.ToUpper(v) {
	case "S2", "S2NA":
		p.Version = S2
	case "S1":
		p.Version = S1
	case "S3K", "S3", "SK", "SKC":
		p.Version = S3K
	case "":
		return nil, fmt.Errorf("sonlvl: %s: no version key (want version=S1, S2 or S3K)", path)
	default:
		return nil, fmt.Errorf("sonlvl: %s:%d: version %q is not supported (S1, S2 or S3K)", path, g.KeyLine("version"), v)
	}
	for _, k := range []struct {
		key string
		dst *int
	}{{"levelwidthmax", &p.LevelWidthMax}, {"levelheightmax", &p.LevelHeightMax}} {
		if v, ok := g.Get(k.key); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 || n > 1024 {
				return nil, fmt.Errorf("sonlvl: %s:%d: %s=%q is not a size in chunks (1..1024)", path, g.KeyLine(k.key), k.key, v)
			}
			*k.dst = n
		}
	}
	return p, nil
}

// Names returns the project's level names (the INI's section names, with
// "\" separating SonLVL's menu groups), in file order.
func (p *Project) Names() []string {
	names := make([]string, len(p.INI.Sections))
	for i, s := range p.INI.Sections {
		names[i] = s.Name
	}
	return names
}

// DisplayName returns a level's displayname, or its section name.
func (p *Project) DisplayName(name string) string {
	if s := p.INI.Section(name); s != nil {
		if d, ok := s.Get("displayname"); ok {
			return d
		}
	}
	return name
}

// key returns a level key's value, falling back to the global section (as
// SonLVL lets a level override any global key), and the line it is on.
func (p *Project) key(s *Section, name string) (string, int, bool) {
	if v, ok := s.Get(name); ok {
		return v, s.KeyLine(name), true
	}
	if v, ok := p.INI.Global.Get(name); ok {
		return v, p.INI.Global.KeyLine(name), true
	}
	return "", 0, false
}

// resolve returns a path from the INI relative to the INI's folder.
func (p *Project) resolve(name string) string {
	name = strings.ReplaceAll(name, `\`, "/")
	if filepath.IsAbs(name) {
		return filepath.Clean(name)
	}
	return filepath.Join(filepath.Dir(p.Path), filepath.FromSlash(name))
}

func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: no such file", path)
		}
		return nil, err
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a file", path)
	}
	if fi.Size() > maxFileSize {
		return nil, fmt.Errorf("%s: %d bytes is too large (at most %d)", path, fi.Size(), maxFileSize)
	}
	data := make([]byte, fi.Size())
	if _, err := readFull(f, data); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

// realPath returns path, or when no file has that name, the one file in
// its folder whose name equals it ignoring case: SonLVL runs on Windows,
// whose file names ignore case, and the projects rely on it (skdisasm's
// INI names Levels/Misc/angles.bin "Angles.bin"). Saving then writes the
// file that was read.
func realPath(path string) string {
	if _, err := os.Stat(path); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return path
	}
	if alt := foldCase(path); alt != "" {
		return alt
	}
	return path
}

// foldCase returns the one file in path's folder whose name equals path's
// ignoring case, or "".
func foldCase(path string) string {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	found := ""
	for _, e := range ents {
		if strings.EqualFold(e.Name(), base) {
			if found != "" {
				return "" // ambiguous
			}
			found = filepath.Join(dir, e.Name())
		}
	}
	return found
}

func readFull(f *os.File, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		m, err := f.Read(b[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// File is one file a level reads: the INI key naming it, its path, its
// compression, its bytes as stored and decompressed. Save rewrites a file
// only when its decompressed content changed.
type File struct {
	Key    string // "colind1", "chunks", ...
	Path   string // resolved path
	Format mdcomp.Format
	Raw    []byte // the file's bytes
	Data   []byte // decompressed
	// At is where a part of a |-list of files (blocks=, chunks=) starts
	// in the whole, in decompressed bytes.
	At int
}

// cmpKeys are SonLVL's per-file compression keys (fglayout and bglayout
// try fglayoutcmp and bglayoutcmp first: fgCmpKeys).
var cmpKeys = map[string]string{
	"tiles": "tilecmp", "blocks": "blockcmp", "chunks": "chunkcmp",
	"layout": "layoutcmp", "fglayout": "layoutcmp", "bglayout": "layoutcmp",
	"colind": "colindcmp", "colind1": "colindcmp", "colind2": "colindcmp",
	"colarr1": "colarrcmp", "colarr2": "colarrcmp", "angles": "anglecmp",
	"objects": "objectcmp", "rings": "ringcmp",
}

var fgCmpKeys = map[string]string{"fglayout": "fglayoutcmp", "bglayout": "bglayoutcmp"}

// format returns the compression of the files key names, as SonLVL's
// GameInfo.GetLevelInfo decides it: the level's or the global *cmp key,
// else the engine's default (defaultFormat). The file's extension plays
// no part: SonLVL reads a Kosinski Moduled "Act 1 Primary.bin" as the
// Kosinski Moduled art it is (skdisasm checkouts laid out as older ones
// name every file .bin).
func (ld *loader) format(key string) (mdcomp.Format, bool) {
	for _, ck := range []string{fgCmpKeys[key], cmpKeys[key]} {
		if ck == "" {
			continue
		}
		v, line, ok := ld.p.key(ld.s, ck)
		if !ok {
			continue
		}
		ff, ok := parseFormat(v)
		if !ok {
			ld.fail(ld.p.Path, fmt.Sprintf("line %d", line), "%s=%q is not a compression SonLVL knows (Uncompressed, Kosinski, KosinskiM, Nemesis, Enigma, SZDD, Comper, KosinskiPlus, KosinskiPlusM)", ck, v)
			return 0, false
		}
		return ff, true
	}
	return ld.p.defaultFormat(key), true
}

// parseFormat parses a SonLVL compression name: every member of SonLVL's
// CompressionType (SonLVLAPI/Compression.cs) but Invalid, in any case,
// and the short names of the file extensions.
func parseFormat(s string) (mdcomp.Format, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "uncompressed", "none":
		return mdcomp.Uncompressed, true
	case "kosinski", "kos":
		return mdcomp.Kosinski, true
	case "kosinskim", "kosinskimoduled", "kosm":
		return mdcomp.KosinskiModuled, true
	case "nemesis", "nem":
		return mdcomp.Nemesis, true
	case "enigma", "eni":
		return mdcomp.Enigma, true
	case "kosinskiplus", "kosplus", "kosp":
		return mdcomp.KosinskiPlus, true
	case "kosinskiplusm", "kosinskiplusmoduled", "kospm":
		return mdcomp.KosinskiPlusModuled, true
	case "comper", "comp":
		return mdcomp.Comper, true
	case "szdd":
		return mdcomp.SZDD, true
	}
	return 0, false
}

// defaultFormat is the compression SonLVL assumes for a key when no *cmp
// key says (GameInfo.GetLevelInfo; the layout formats' DefaultCompression:
// Kosinski for Sonic 2's, none for the others).
func (p *Project) defaultFormat(key string) mdcomp.Format {
	if p.Version == S3K {
		// SonLVL's S3K defaults: KosM art, Kosinski blocks and chunks,
		// the rest uncompressed.
		switch key {
		case "tiles":
			return mdcomp.KosinskiModuled
		case "blocks", "chunks":
			return mdcomp.Kosinski
		}
		return mdcomp.Uncompressed
	}
	switch key {
	case "tiles":
		if p.Version == S1 {
			return mdcomp.Nemesis
		}
		return mdcomp.Kosinski
	case "blocks":
		if p.Version == S1 {
			return mdcomp.Enigma
		}
		return mdcomp.Kosinski
	case "chunks", "layout", "colind1", "colind2":
		if p.Version == S1 && key != "chunks" {
			return mdcomp.Uncompressed
		}
		return mdcomp.Kosinski
	}
	return mdcomp.Uncompressed
}

// loader reads one level's files, collecting every problem in errs.
type loader struct {
	p     *Project
	s     *Section
	level string
	errs  pack.ErrorList
}

func (ld *loader) fail(file, place, format string, args ...any) {
	where := "level " + strconv.Quote(ld.level)
	if place != "" {
		where += ": " + place
	}
	ld.errs.Add("sonlvl", file, where, format, args...)
}

// paths returns the |-separated file parts of key (each part's own
// ":"-separated fields after the first are returned too), or nil.
func (ld *loader) parts(key string) ([]string, int, bool) {
	v, line, ok := ld.p.key(ld.s, key)
	if !ok || v == "" {
		return nil, line, false
	}
	return strings.Split(v, "|"), line, true
}

// file reads and decompresses the file named by key (its first |-part).
// required: a missing key is an error.
func (ld *loader) file(key string, required bool) *File {
	parts, line, ok := ld.parts(key)
	if !ok {
		if required {
			ld.fail(ld.p.Path, fmt.Sprintf("line %d", ld.s.Line), "no %s= key", key)
		}
		return nil
	}
	return ld.read(key, parts[0], line)
}

func (ld *loader) read(key, name string, line int) *File {
	f := &File{Key: key, Path: ld.p.resolve(name)}
	var ok bool
	if f.Format, ok = ld.format(key); !ok {
		return nil
	}
	if ld.p.readFile == nil {
		f.Path = realPath(f.Path)
	}
	raw, err := ld.p.read(f.Path)
	if err != nil {
		ld.fail(f.Path, fmt.Sprintf("%s= (%s line %d)", key, filepath.Base(ld.p.Path), line), "%v", trimPathPrefix(err, f.Path))
		return nil
	}
	f.Raw = raw
	limit := maxDecoded(key)
	data, err := mdcomp.DecodeMax(f.Format, raw, limit+1)
	if err != nil {
		ld.fail(f.Path, key, "%v", err)
		return nil
	}
	if len(data) > limit {
		ld.fail(f.Path, key, "decompresses to more than %d bytes, more than the game holds", limit)
		return nil
	}
	f.Data = data
	return f
}

// trimPathPrefix drops a leading "path: " from err's text, since the error
// names the file already.
func trimPathPrefix(err error, path string) string {
	return strings.TrimPrefix(err.Error(), path+": ")
}

// maxDecoded is the largest decompressed size a file of key may have: what
// the games can hold (256 masks, 2048 blocks, 256 chunks of the larger
// kind, a 256x256 layout, a video memory of art), so that absurd files are
// refused before a model is built from them.
func maxDecoded(key string) int {
	switch key {
	case "colarr1", "colarr2":
		return 512 * 16 // Sonic 3's arrays are padded to 512 masks
	case "angles":
		return 512
	case "colind", "colind1", "colind2":
		return 0xC00 // S3K's word index: $300 blocks, two paths
	case "blocks":
		return 0x800 * 8
	case "chunks":
		return 256 * 512
	case "layout", "fglayout", "bglayout":
		return 2 + 256*256
	case "startpos":
		return 64
	}
	return 64 << 10 // tiles (video memory), objects, rings
}

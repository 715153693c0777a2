package objdef

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/mdart/sprite"
	"loopwright/mdcomp"
	"loopwright/sonlvl"
)

// maxFile bounds every definition, art and mappings file read.
const maxFile = 4 << 20

// maxArt bounds the joined art of one image (the VDP holds 64 KiB).
const maxArt = 1 << 20

type loader struct {
	p       *sonlvl.Project
	level   string
	dir     string
	format  sprite.Format
	artCmp  mdcomp.Format
	pats    []mdart.Pattern
	raw     map[string][]byte         // files read, by path
	decoded map[artKey][]byte         // art decompressed
	tables  map[string][]sprite.Frame // mappings decoded, by path and format
	dplcs   map[string][]sprite.DPLC  // cue tables decoded, by path and format
	errs    []error
}

type artKey struct {
	path string
	cmp  mdcomp.Format
}

func newLoader(p *sonlvl.Project, level string, pats []mdart.Pattern) *loader {
	ld := &loader{p: p, level: level, dir: filepath.Dir(p.Path), pats: pats,
		raw: map[string][]byte{}, decoded: map[artKey][]byte{}, tables: map[string][]sprite.Frame{}, dplcs: map[string][]sprite.DPLC{}}
	ld.format = formatOf(p.Version)
	if v, ok := p.INI.Global.Get("mapver"); ok {
		if f, ok := parseVersion(v); ok {
			ld.format = f
		}
	}
	ld.artCmp = mdcomp.Nemesis // SonLVL's objartcmp default
	if v, ok := p.INI.Global.Get("objartcmp"); ok {
		if f, ok := parseCompression(v); ok {
			ld.artCmp = f
		}
	}
	return ld
}

func formatOf(v sonlvl.Version) sprite.Format {
	switch v {
	case sonlvl.S1:
		return sprite.S1
	case sonlvl.S3K:
		return sprite.S3K
	}
	return sprite.S2
}

// parseVersion reads a mapver= or version= value.
func parseVersion(s string) (sprite.Format, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "S1", "SCD":
		return sprite.S1, true
	case "S2", "S2NA":
		return sprite.S2, true
	case "S3K", "SKC", "S3", "SK":
		return sprite.S3K, true
	}
	return 0, false
}

// parseCompression reads SonLVL's compression names (CompressionType),
// as package sonlvl reads its *cmp keys.
func parseCompression(s string) (mdcomp.Format, bool) {
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

func (ld *loader) fail(err error) { ld.errs = append(ld.errs, err) }

// resolve returns a path from the project relative to the INI's folder,
// with "\" read as "/" and, when no file has that name, the one file of
// its folder whose name equals it ignoring case (SonLVL runs on Windows).
func (ld *loader) resolve(name string) string {
	name = strings.ReplaceAll(name, `\`, "/")
	p := filepath.FromSlash(name)
	if !filepath.IsAbs(p) {
		p = filepath.Join(ld.dir, p)
	}
	if _, err := os.Stat(p); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return p
	}
	dir, base := filepath.Split(p)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return p
	}
	found := ""
	for _, e := range ents {
		if strings.EqualFold(e.Name(), base) {
			if found != "" {
				return p
			}
			found = filepath.Join(dir, e.Name())
		}
	}
	if found == "" {
		return p
	}
	return found
}

// read reads a file of the project, bounded, cached.
func (ld *loader) read(name string) ([]byte, string, error) {
	p := ld.resolve(name)
	if b, ok := ld.raw[p]; ok {
		return b, p, nil
	}
	f, err := os.Open(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, p, fmt.Errorf("%s: no such file", p)
		}
		return nil, p, err
	}
	defer func() { _ = f.Close() }() // read only
	fi, err := f.Stat()
	if err != nil {
		return nil, p, err
	}
	if fi.IsDir() || fi.Size() > maxFile {
		return nil, p, fmt.Errorf("%s: a folder or larger than %d bytes", p, maxFile)
	}
	b := make([]byte, fi.Size())
	n := 0
	for n < len(b) {
		m, err := f.Read(b[n:])
		n += m
		if err != nil {
			return nil, p, fmt.Errorf("%s: %w", p, err)
		}
	}
	ld.raw[p] = b
	return b, p, nil
}

// section is one definition's keys, with the file it came from.
type section struct {
	key  string
	file string
	s    *sonlvl.Section
}

// defs reads the object lists and returns their definitions in the order
// their keys first appear.
func (ld *loader) defs() []*Def {
	var lists []string
	if v, ok := ld.p.INI.Global.Get("objlst"); ok {
		lists = append(lists, strings.Split(v, "|")...)
	}
	if s := ld.p.INI.Section(ld.level); s != nil {
		if v, ok := s.Get("objlst"); ok {
			lists = append(lists, strings.Split(v, "|")...)
		}
	}
	byKey := map[string]int{}
	var secs []section
	for _, name := range lists {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		b, p, err := ld.read(name)
		if err != nil {
			ld.fail(fmt.Errorf("objdef: object list: %w", err))
			continue
		}
		ini, err := sonlvl.ParseINI(p, b)
		if err != nil {
			ld.fail(fmt.Errorf("objdef: %w", err))
			continue
		}
		for i := range ini.Sections {
			s := &ini.Sections[i]
			k := strings.ToUpper(s.Name)
			if k == "RING" {
				k = "Ring"
			}
			sec := section{key: k, file: p, s: s}
			if at, ok := byKey[k]; ok {
				secs[at] = sec
				continue
			}
			byKey[k] = len(secs)
			secs = append(secs, sec)
		}
	}
	out := make([]*Def, 0, len(secs))
	for _, sec := range secs {
		out = append(out, ld.def(sec))
	}
	return out
}

// def reads one definition.
func (ld *loader) def(sec section) *Def {
	s := sec.s
	d := &Def{Key: sec.key, Source: sec.file, Name: "Unknown"}
	if sec.key == "Ring" {
		d.Name = "Ring"
	}
	if v, ok := s.Get("name"); ok {
		d.Name = v
	}
	if v, ok := s.Get("subtypes"); ok {
		for _, f := range strings.Split(v, ",") {
			if n, err := strconv.ParseUint(strings.TrimSpace(f), 16, 8); err == nil {
				d.Subtypes = append(d.Subtypes, layers.ObjectSubtype{Value: uint8(n)})
			}
		}
	}
	_, hasArt := s.Get("art")
	if code, ok := s.Get("codefile"); ok && !(sec.key == "Ring" && hasArt) {
		d.Kind = Code
		if t, ok := s.Get("codetype"); ok {
			d.Name = t[strings.LastIndexByte(t, '.')+1:]
		} else {
			d.Name = strings.TrimSuffix(filepath.Base(strings.ReplaceAll(code, `\`, "/")), filepath.Ext(code))
		}
		if v, ok := s.Get("name"); ok {
			d.Name = v
		}
		return d
	}
	if x, ok := s.Get("xmlfile"); ok {
		d.Kind = XML
		xd, err := ld.readXML(x)
		if err != nil {
			d.Err = err
			ld.fail(err)
			return d
		}
		d.x = xd
		d.Source = xd.path
		if xd.def.Name != "" {
			d.Name = xd.def.Name
		}
		d.Subtypes = xd.subtypes()
		return d
	}
	if !hasArt {
		if d.Name == "Unknown" {
			d.Name = "Obj" + sec.key
		}
		return d // a name only: the marker
	}
	img, err := ld.plainImage(s)
	if err != nil {
		d.Err = fmt.Errorf("objdef: %s: [%s]: %w", sec.file, s.Name, err)
		ld.fail(d.Err)
		return d
	}
	d.img = img
	return d
}

// artRef is one art file of an image and where its bytes go.
type artRef struct {
	file   string
	cmp    mdcomp.Format
	offset int // -1: after the previous files
}

// mapRef names an image's mappings and frame.
type mapRef struct {
	file     string
	asm      bool
	label    string
	frame    int
	startPal int
	format   sprite.Format
	// The dynamic pattern load cues, when the frame's patterns are
	// loaded by them: their file, in assembler or binary, label and
	// format.
	dplc       string
	dplcASM    bool
	dplcLabel  string
	dplcFormat sprite.Format
}

func (ld *loader) plainImage(s *sonlvl.Section) (*sprite.Sprite, error) {
	cmp := ld.artCmp
	if v, ok := s.Get("artcmp"); ok {
		c, ok := parseCompression(v)
		if !ok {
			return nil, fmt.Errorf("artcmp=%s: not a compression SonLVL names", v)
		}
		cmp = c
	}
	var arts []artRef
	for _, part := range strings.Split(s.Value("art"), "|") {
		file, off, hasOff := strings.Cut(part, ":")
		a := artRef{file: file, cmp: cmp, offset: -1}
		if hasOff {
			n, err := strconv.ParseInt(off, 0, 32)
			if err != nil {
				return nil, fmt.Errorf("art=%s: the offset %q is not a number", part, off)
			}
			a.offset = int(n)
		}
		arts = append(arts, a)
	}
	m := mapRef{format: ld.format}
	if v, ok := s.Get("mapver"); ok {
		if f, ok := parseVersion(v); ok {
			m.format = f
		}
	}
	if v, ok := s.Get("mapasm"); ok {
		m.file, m.asm = v, true
		m.label = s.Value("mapasmlbl")
	} else if v, ok := s.Get("map"); ok {
		m.file = v
	} else {
		return nil, errors.New("art= without map= or mapasm=")
	}
	m.dplcFormat = m.format
	if v, ok := s.Get("dplcver"); ok {
		if f, ok := parseVersion(v); ok {
			m.dplcFormat = f
		}
	}
	if v, ok := s.Get("dplcasm"); ok {
		m.dplc, m.dplcASM, m.dplcLabel = v, true, s.Value("dplcasmlbl")
	} else if v, ok := s.Get("dplc"); ok {
		m.dplc = v
	}
	for _, k := range []struct {
		key string
		dst *int
	}{{"frame", &m.frame}, {"pal", &m.startPal}} {
		if v, ok := s.Get(k.key); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				return nil, fmt.Errorf("%s=%s: not a number", k.key, v)
			}
			*k.dst = n
		}
	}
	return ld.image(arts, m)
}

// image renders one frame of mappings m with the art of arts.
func (ld *loader) image(arts []artRef, m mapRef) (*sprite.Sprite, error) {
	pats, err := ld.art(arts)
	if err != nil {
		return nil, err
	}
	if m.dplc != "" {
		d, err := ld.cues(m)
		if err != nil {
			return nil, err
		}
		pats = d.Apply(pats)
	}
	var fr sprite.Frame
	if m.asm && m.label != "" {
		src, p, err := ld.read(m.file)
		if err != nil {
			return nil, err
		}
		fr, err = sprite.AssembleFrame(p, src, m.format, m.label)
		if err != nil {
			return nil, err
		}
	} else {
		frs, p, err := ld.table(m)
		if err != nil {
			return nil, err
		}
		if m.frame < 0 || m.frame >= len(frs) || frs[m.frame] == nil {
			return nil, fmt.Errorf("%s: no frame %d (%d frames)", p, m.frame, len(frs))
		}
		fr = frs[m.frame]
	}
	spr := sprite.Render(fr, pats, m.startPal)
	if spr == nil {
		return nil, fmt.Errorf("%s: frame %d is empty", m.file, m.frame)
	}
	return spr, nil
}

// cues returns the dynamic pattern load cues of m's frame: the cues at
// its label, or its frame of the whole cue table.
func (ld *loader) cues(m mapRef) (sprite.DPLC, error) {
	src, p, err := ld.read(m.dplc)
	if err != nil {
		return nil, err
	}
	if m.dplcASM && m.dplcLabel != "" {
		b, err := sprite.AssembleASM(p, src, m.dplcFormat, m.dplcLabel)
		if err != nil {
			return nil, err
		}
		d, err := sprite.DecodeDPLCFrame(b, 0, m.dplcFormat)
		if err != nil {
			return nil, fmt.Errorf("%s: label %s: %w", p, m.dplcLabel, err)
		}
		return d, nil
	}
	key := p + "\x00dplc\x00" + m.dplcFormat.String()
	ds, ok := ld.dplcs[key]
	if !ok {
		if m.dplcASM {
			ds, err = sprite.DecodeDPLCASM(p, src, m.dplcFormat)
		} else {
			ds, err = sprite.DecodeDPLC(src, m.dplcFormat)
		}
		if ds == nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		ld.dplcs[key] = ds
	}
	if m.frame < 0 || m.frame >= len(ds) || ds[m.frame] == nil {
		return nil, fmt.Errorf("%s: no cues for frame %d (%d frames)", p, m.frame, len(ds))
	}
	return ds[m.frame], nil
}

// table decodes a whole mappings file, cached.
func (ld *loader) table(m mapRef) ([]sprite.Frame, string, error) {
	src, p, err := ld.read(m.file)
	if err != nil {
		return nil, p, err
	}
	key := p + "\x00" + m.format.String()
	if frs, ok := ld.tables[key]; ok {
		return frs, p, nil
	}
	var frs []sprite.Frame
	if m.asm {
		frs, err = sprite.DecodeASM(p, src, m.format)
	} else {
		frs, err = sprite.Decode(src, m.format)
	}
	if frs == nil {
		return nil, p, fmt.Errorf("%s: %w", p, err)
	}
	ld.tables[key] = frs
	return frs, p, nil
}

// art joins an image's art files as SonLVL's MultiFileIndexer does: each
// file at its offset (or after the files before it), a later file
// covering an earlier one, then decodes the patterns ("LevelArt": the
// level's own).
func (ld *loader) art(arts []artRef) ([]mdart.Pattern, error) {
	type part struct {
		b   []byte
		off int
	}
	var parts []part
	end := 0
	for _, a := range arts {
		var b []byte
		if strings.EqualFold(strings.TrimSpace(a.file), "LevelArt") {
			if len(arts) == 1 {
				return ld.pats, nil
			}
			b = mdart.EncodePatterns(ld.pats)
		} else {
			var err error
			if b, err = ld.decode(a); err != nil {
				return nil, err
			}
		}
		off := a.offset
		if off == -1 {
			off = end
		}
		if off+len(b) > maxArt || off < -maxArt {
			return nil, fmt.Errorf("%s: offset %d: the art would be larger than %d bytes", a.file, off, maxArt)
		}
		parts = append(parts, part{b, off})
		end = max(end, off+len(b))
	}
	out := make([]byte, end+(mdart.PatternSize-end%mdart.PatternSize)%mdart.PatternSize)
	for _, p := range parts {
		b, off := p.b, p.off
		if off < 0 {
			if -off >= len(b) {
				continue
			}
			b, off = b[-off:], 0
		}
		copy(out[off:], b)
	}
	return mdart.DecodePatterns(out)
}

// decode reads and decompresses one art file, cached.
func (ld *loader) decode(a artRef) ([]byte, error) {
	src, p, err := ld.read(a.file)
	if err != nil {
		return nil, err
	}
	k := artKey{p, a.cmp}
	if b, ok := ld.decoded[k]; ok {
		return b, nil
	}
	b, err := mdcomp.DecodeMax(a.cmp, src, maxArt)
	if err != nil {
		return nil, fmt.Errorf("%s (%v): %w", p, a.cmp, err)
	}
	ld.decoded[k] = b
	return b, nil
}

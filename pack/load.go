package pack

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"

	"loopwright/heightmask"
	"loopwright/internal/jsonmsg"
	"loopwright/layers"
)

// Load reads and validates the pack directory dir. Files are read through
// an os.Root, so no symbolic link inside the pack can reach outside it.
func Load(dir string) (*Pack, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, &Error{Pkg: "pack", File: dir, Msg: openMsg(err), Err: err}
	}
	defer func() { _ = root.Close() }() // read only: a close error loses nothing
	return LoadFS(root.FS(), ".")
}

func openMsg(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// LoadFS reads and validates the pack in directory dir of fsys (the
// embedded examples, a zip).
func LoadFS(fsys fs.FS, dir string) (p *Pack, err error) {
	ld := &loader{fsys: fsys, dir: dir}
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, &Error{Pkg: "pack", File: ld.current, Msg: fmt.Sprintf("internal error while loading: %v", r)}
		}
	}()
	p = ld.load()
	if len(ld.errs) > 0 {
		return nil, ld.errs
	}
	p.Warnings = ld.warns
	return p, nil
}

type loader struct {
	fsys    fs.FS
	dir     string
	errs    ErrorList
	warns   ErrorList
	current string
	total   int64
}

func (ld *loader) fail(file, place, format string, args ...any) {
	ld.errs.Add("pack", file, place, format, args...)
}

// read returns the bytes of file (a slash path inside the pack), within
// the size limits.
func (ld *loader) read(file string) ([]byte, bool) {
	ld.current = file
	f, err := ld.fsys.Open(path.Join(ld.dir, file))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			ld.fail(file, "", "missing%s", ld.nearFile(file))
		} else {
			ld.fail(file, "", "%s", openMsg(err))
		}
		return nil, false
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	if st, err := f.Stat(); err == nil && st.IsDir() {
		ld.fail(file, "", "is a directory, want a file")
		return nil, false
	}
	limit := int64(MaxFileSize)
	if rest := MaxPackSize - ld.total; rest < limit {
		limit = rest
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		ld.fail(file, "", "%s", openMsg(err))
		return nil, false
	}
	if int64(len(data)) > limit {
		ld.fail(file, "", "larger than the limit (%d bytes a file, %d a pack)", MaxFileSize, MaxPackSize)
		return nil, false
	}
	ld.total += int64(len(data))
	TextWarnings("pack", file, data, &ld.warns)
	return data, true
}

// utf8BOM is the UTF-8 byte order mark.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decode unmarshals JSON, reporting errors with a line and column.
func (ld *loader) decode(file string, data []byte, v any) bool {
	if bytes.HasPrefix(data, utf8BOM) {
		// Some Windows editors start UTF-8 files with a byte order mark;
		// JSON parsers may ignore it (RFC 8259 docs/physics.md "Slope Physics".1), and so do we.
		ld.warns.Add("pack", file, "line 1 col 1", "starts with a UTF-8 byte order mark (ignored; saving drops it)")
		data = data[len(utf8BOM):]
	}
	err := json.Unmarshal(data, v)
	if err == nil {
		KeyWarnings("pack", file, data, v, &ld.warns)
		return true
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		ld.fail(file, lineCol(data, se.Offset), "bad JSON: %v", se)
	case errors.As(err, &te):
		where := lineCol(data, te.Offset)
		if te.Field != "" {
			where += ": " + te.Field
		}
		ld.fail(file, where, "%s is a JSON %s, want %s", valueName(te.Field), te.Value, jsonmsg.Want(te.Type))
	default:
		ld.fail(file, "", "bad JSON: %v", err)
	}
	return false
}

func valueName(f string) string {
	if f == "" {
		return "the value"
	}
	return f
}

func lineCol(data []byte, off int64) string {
	if off < 0 || off > int64(len(data)) {
		return ""
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("line %d col %d", line, col)
}

func (ld *loader) version(file string, v int) bool {
	if v != FormatVersion {
		if v > FormatVersion {
			ld.fail(file, "version", "format version %d is newer than this Loopwright reads (%d): update Loopwright", v, FormatVersion)
		} else {
			ld.fail(file, "version", "unknown format version %d (want %d)", v, FormatVersion)
		}
		return false
	}
	return true
}

func (ld *loader) load() *Pack {
	data, ok := ld.read(PackFile)
	if !ok {
		return nil
	}
	var pj packJSON
	if !ld.decode(PackFile, data, &pj) {
		return nil
	}
	if pj.Format != FormatName {
		ld.fail(PackFile, "format", "format %q is not %q: not a Loopwright pack", pj.Format, FormatName)
		return nil
	}
	if !ld.version(PackFile, pj.Version) {
		return nil
	}
	p := &Pack{Name: pj.Name, Description: pj.Description, Version: pj.Version}
	if len(pj.Levels) > MaxLevels {
		ld.fail(PackFile, "levels", "%d levels, more than the limit %d", len(pj.Levels), MaxLevels)
		return nil
	}
	lib := ld.loadLibrary()
	if lib == nil {
		return nil
	}
	p.Lib = lib
	seen := map[string]bool{}
	for i, name := range pj.Levels {
		if err := CheckName(name); err != nil {
			ld.fail(PackFile, fmt.Sprintf("levels[%d]", i), "%v", err)
			continue
		}
		if seen[name] {
			ld.fail(PackFile, fmt.Sprintf("levels[%d]", i), "level %q is listed twice", name)
			continue
		}
		seen[name] = true
		if l := ld.loadLevel(lib, name); l != nil {
			p.Levels = append(p.Levels, l)
		}
	}
	ld.loadSpecials(p, pj.Special)
	ld.strays(LevelsDir, ".json", "levels", pj.Levels)
	ld.strays(SpecialDir, ".ss", "special", pj.Special)
	return p
}

// nearFile returns, for a missing file, a hint naming a file beside it
// with nearly its name ("levels/Basics.json" listed, "levels/basics.json"
// there), or "".
func (ld *loader) nearFile(file string) string {
	dir, base := path.Split(file)
	ents, err := fs.ReadDir(ld.fsys, path.Join(ld.dir, dir))
	if err != nil {
		return ""
	}
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if k := Near(base, names); k != "" {
		return fmt.Sprintf(" (there is %s%s: a misspelt name?)", dir, k)
	}
	return ""
}

// strays warns about the files in folder dir (level .json files,
// special stage .ss files) that pack.json's list key does not name: they
// are not loaded, and saving the pack drops them (a file added by hand
// and not listed, or a name misspelt in the list).
func (ld *loader) strays(dir, ext, key string, listed []string) {
	ents, err := fs.ReadDir(ld.fsys, path.Join(ld.dir, dir))
	if err != nil {
		return // no such folder: each listed name is reported missing
	}
	in := map[string]bool{}
	for _, n := range listed {
		in[n] = true
	}
	for _, e := range ents {
		n, ok := strings.CutSuffix(e.Name(), ext)
		if !ok || e.IsDir() || in[n] {
			continue
		}
		msg := fmt.Sprintf("%q is not listed in %s's %s, so it is not loaded (and saving the pack drops it)", n, PackFile, key)
		if k := Near(n, listed); k != "" {
			msg += fmt.Sprintf("; %s lists %q", PackFile, k)
		}
		ld.warns.Add("pack", dir+"/"+e.Name(), "", "%s", msg)
	}
}

func (ld *loader) loadLibrary() *layers.Library {
	data, ok := ld.read(TilesFile)
	var tj tilesJSON
	if ok {
		ok = ld.decode(TilesFile, data, &tj) && ld.version(TilesFile, tj.Version)
	}
	data, ok2 := ld.read(ChunksFile)
	var cj chunksJSON
	if ok2 {
		ok2 = ld.decode(ChunksFile, data, &cj) && ld.version(ChunksFile, cj.Version)
	}
	if !ok || !ok2 {
		return nil
	}
	if cj.ChunkBlocks != 8 && cj.ChunkBlocks != 16 {
		ld.fail(ChunksFile, "chunk_blocks", "chunk size %d blocks is not 8 or 16", cj.ChunkBlocks)
		return nil
	}
	if len(tj.Tiles)+1 > MaxTiles {
		ld.fail(TilesFile, "tiles", "%d tiles, more than the limit %d", len(tj.Tiles), MaxTiles-1)
		return nil
	}
	if len(cj.Chunks)+1 > MaxChunks {
		ld.fail(ChunksFile, "chunks", "%d chunks, more than the limit %d", len(cj.Chunks), MaxChunks-1)
		return nil
	}
	lib := layers.NewLibrary(cj.ChunkBlocks)
	for i, t := range tj.Tiles {
		lib.Tiles = append(lib.Tiles, ld.tile(i, t))
	}
	n := cj.ChunkBlocks
	for i, c := range cj.Chunks {
		place := fmt.Sprintf("chunk %d", i+1)
		if c.ID != i+1 {
			ld.fail(ChunksFile, place, "id %d, want %d (chunks are numbered 1, 2, 3... in order)", c.ID, i+1)
		}
		ch := layers.Chunk{Blocks: make([]layers.Block, n*n)}
		if len(c.Rows) != n {
			ld.fail(ChunksFile, place, "%d rows, want %d", len(c.Rows), n)
		}
		for y, row := range c.Rows {
			if y >= n {
				break
			}
			toks := strings.Fields(row)
			if len(toks) != n {
				ld.fail(ChunksFile, fmt.Sprintf("%s: row %d", place, y), "%d blocks, want %d", len(toks), n)
			}
			for x, tok := range toks {
				if x >= n {
					break
				}
				bplace := fmt.Sprintf("%s: block %d", place, y*n+x)
				b, err := ParseBlock(tok, lib)
				if err != nil {
					ld.fail(ChunksFile, bplace, "%v", err)
					continue
				}
				ch.Blocks[y*n+x] = b
			}
		}
		lib.Chunks = append(lib.Chunks, ch)
	}
	ValidateLibrary(lib, "pack", &ld.errs)
	return lib
}

func (ld *loader) tile(i int, t tileJSON) heightmask.Mask {
	var m heightmask.Mask
	place := fmt.Sprintf("tile %d", i+1)
	if t.ID != i+1 {
		ld.fail(TilesFile, place, "id %d, want %d (tiles are numbered 1, 2, 3... in order)", t.ID, i+1)
	}
	arr := func(name string, v []int, dst *[16]int8) {
		if len(v) != 16 {
			ld.fail(TilesFile, place, "%s: %d values, want 16", name, len(v))
			return
		}
		for j, x := range v {
			if x < -16 || x > 16 {
				ld.fail(TilesFile, place, "%s[%d] = %d is outside -16..16", name, j, x)
				continue
			}
			dst[j] = int8(x)
		}
	}
	arr("heights", t.Heights, &m.Heights)
	if t.Widths != nil {
		arr("widths", t.Widths, &m.Widths)
		m.CustomWidths = true
	} else {
		m.Widths = heightmask.DeriveWidths(m.Heights)
	}
	m.Flagged = t.Flagged
	m.ManualAngle = t.ManualAngle
	if t.Angle != nil {
		if *t.Angle < 0 || *t.Angle > 255 {
			ld.fail(TilesFile, place, "angle %d is outside 0..255", *t.Angle)
		} else {
			m.Angle = uint8(*t.Angle)
		}
	} else {
		if m.ManualAngle {
			ld.fail(TilesFile, place, "manual_angle is set but there is no angle")
		}
		m.Angle = AutoAngle(&m)
	}
	s, err := heightmask.ParseSolidity(t.Solidity)
	if err != nil {
		ld.fail(TilesFile, place, "%v", err)
	}
	m.Solidity = s
	return m
}

func (ld *loader) loadLevel(lib *layers.Library, name string) *layers.Level {
	file := LevelFile(name)
	data, ok := ld.read(file)
	if !ok {
		return nil
	}
	var lj levelJSON
	if !ld.decode(file, data, &lj) || !ld.version(file, lj.Version) {
		return nil
	}
	if lj.Name != "" && lj.Name != name {
		ld.fail(file, "name", "name %q does not match the file name %q", lj.Name, name)
	}
	if err := CheckSize(lj.Width, lj.Height); err != nil {
		ld.fail(file, "size", "%v", err)
		return nil
	}
	l := layers.New(name, lib, lj.Width, lj.Height)
	l.Description = lj.Description
	if len(lj.Layout) != l.LayoutH {
		ld.fail(file, "layout", "%d rows, want %d (%d blocks high in chunks of %d)", len(lj.Layout), l.LayoutH, l.Height, lib.ChunkBlocks)
	}
	for y, row := range lj.Layout {
		if y >= l.LayoutH {
			break
		}
		if len(row) != l.LayoutW {
			ld.fail(file, fmt.Sprintf("layout row %d", y), "%d chunks, want %d", len(row), l.LayoutW)
		}
		for x, id := range row {
			if x >= l.LayoutW {
				break
			}
			if id < 0 || id >= len(lib.Chunks) {
				ld.fail(file, fmt.Sprintf("layout row %d column %d", y, x), "chunk %d does not exist", id)
				continue
			}
			l.Layout[y*l.LayoutW+x] = layers.ChunkID(id)
		}
	}
	if lj.Background != nil {
		if bg, err := parseBackground(lj.Background, lib.ChunkBlocks, len(lib.Chunks)); err != nil {
			ld.fail(file, "background", "%v", err)
		} else {
			l.Background = bg
		}
	}
	if lj.Start != nil {
		l.Start = layers.Point{X: lj.Start.X, Y: lj.Start.Y}
	}
	if b := lj.Bounds; b != nil {
		l.Bounds = layers.Rect{Min: layers.Point{X: b.Left, Y: b.Top}, Max: layers.Point{X: b.Right, Y: b.Bottom}}
	}
	if len(lj.Switchers) > MaxObjects || len(lj.Objects) > MaxObjects {
		ld.fail(file, "", "too many objects (limit %d)", MaxObjects)
		return nil
	}
	for i, s := range lj.Switchers {
		place := fmt.Sprintf("switchers[%d]", i)
		sw := layers.Switcher{ID: s.ID, X: s.X, Y: s.Y, Radius: s.Radius, GroundedOnly: s.GroundedOnly, PriorityOnly: s.PriorityOnly}
		switch s.Orientation {
		case "vertical", "":
		case "horizontal":
			sw.Horizontal = true
		default:
			ld.fail(file, place, "orientation %q is not vertical or horizontal", s.Orientation)
		}
		for k, v := range [2]string{s.Layer1, s.Layer2} {
			switch v {
			case "A":
			case "B":
				sw.Layer[k] = layers.PathB
			default:
				ld.fail(file, place, "layer_%d %q is not A or B", k+1, v)
			}
		}
		for k, v := range [2]string{s.Priority1, s.Priority2} {
			switch v {
			case "L", "":
			case "H":
				sw.Priority[k] = layers.High
			default:
				ld.fail(file, place, "priority_%d %q is not L or H", k+1, v)
			}
		}
		l.Switchers = append(l.Switchers, sw)
	}
	for _, o := range lj.Objects {
		obj := layers.Object{ID: o.ID, Class: o.Class, Name: o.Name, X: o.X, Y: o.Y, W: o.W, H: o.H, Props: props(o.Props)}
		l.Objects = append(l.Objects, obj)
	}
	for i, a := range lj.Art {
		place := fmt.Sprintf("art[%d] (%q)", i, a.Name)
		if len(a.Cells) != l.Height {
			ld.fail(file, place, "%d rows, want %d", len(a.Cells), l.Height)
			continue
		}
		cells := make([]uint32, 0, l.Width*l.Height)
		good := true
		for y, row := range a.Cells {
			if len(row) != l.Width {
				ld.fail(file, fmt.Sprintf("%s: row %d", place, y), "%d cells, want %d", len(row), l.Width)
				good = false
				break
			}
			cells = append(cells, row...)
		}
		if good {
			l.Art = append(l.Art, layers.ArtLayer{Name: a.Name, Cells: cells})
		}
	}
	if lj.Picture != nil {
		if a, err := parsePicture(lj.Picture, lib.ChunkBlocks, len(lib.Chunks)); err != nil {
			ld.fail(file, "picture", "%v", err)
		} else {
			attachPicture(l, a)
		}
	}
	l.Props = props(lj.Props)
	ValidateLevel(l, "pack", file, &ld.errs)
	LevelWarnings(l, "pack", file, lj.Start != nil, &ld.warns)
	return l
}

func props(ps []propJSON) []layers.Prop {
	if len(ps) == 0 {
		return nil
	}
	out := make([]layers.Prop, len(ps))
	for i, p := range ps {
		out[i] = layers.Prop{Name: p.Name, Type: p.Type, Value: p.Value}
	}
	return out
}

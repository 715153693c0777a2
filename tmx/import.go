// Package tmx imports and exports Tiled maps (.tmx) following the Tiled map
// convention of docs/tiled.md (docs/tiled.md): collision layers A, B
// or AB, height-mask properties on tileset tiles, layer switchers, the
// player start and other objects in object layers.
//
// Import reads with github.com/lafriks/go-tiled after a safety pre-scan of
// the XML; Export writes its own XML (go-tiled cannot write).
package tmx

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	tiled "github.com/lafriks/go-tiled"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/pack"
)

// ChunkBlocks is the chunk size, in blocks, of the library an import builds.
const ChunkBlocks = 8

// Tiled's GID flip flags.
const (
	FlipH   = 0x80000000
	FlipV   = 0x40000000
	FlipD   = 0x20000000
	gidMask = 0x0fffffff
)

// Import reads the Tiled map at path into a level on a new library (chunks
// of ChunkBlocks blocks). External tilesets and templates are read from the
// map's folder, never outside it. Every problem found is reported, as a
// pack.ErrorList naming the file and place.
func Import(path string) (*layers.Level, error) {
	l, _, err := ImportWarnings(path)
	return l, err
}

// ImportWarnings is Import that also returns the likely mistakes found in
// a map that loads (pack/warn.go): no collision layer, no player_start or
// one outside the map, a misspelt tile or map property (Heights for
// heights), text that is not UTF-8.
func ImportWarnings(path string) (*layers.Level, pack.ErrorList, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("tmx: %w", err)
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	var warns pack.ErrorList
	dir := filepath.Dir(path)
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	root := FindProjectRoot(dir)
	base, err := filepath.Rel(root, dir)
	if err != nil || strings.HasPrefix(base, "..") {
		root, base = dir, "."
	}
	l, err := importReader(f, root, filepath.ToSlash(base), path, &warns)
	if err != nil {
		return nil, nil, err
	}
	return l, warns, nil
}

// ImportReader reads a Tiled map from r; dir is the folder external
// tilesets are read from ("" for none).
func ImportReader(r io.Reader, dir string) (*layers.Level, error) {
	return importReader(r, dir, ".", "map.tmx", nil)
}

// importReader reads a map; dir is the folder files it names are read
// from ("" for none), base the map's own folder inside dir (a slash path).
func importReader(r io.Reader, dir, base, file string, warns *pack.ErrorList) (l *layers.Level, err error) {
	defer func() {
		if p := recover(); p != nil {
			l, err = nil, &pack.Error{Pkg: "tmx", File: file, Msg: fmt.Sprintf("internal error reading the map: %v", p)}
		}
	}()
	data, err := io.ReadAll(io.LimitReader(r, pack.MaxFileSize+1))
	if err != nil {
		return nil, &pack.Error{Pkg: "tmx", File: file, Msg: err.Error(), Err: err}
	}
	if len(data) > pack.MaxFileSize {
		return nil, &pack.Error{Pkg: "tmx", File: file, Msg: fmt.Sprintf("file is larger than %d bytes", pack.MaxFileSize)}
	}
	return importData(data, dir, base, file, warns)
}

func importData(data []byte, dir, base, file string, warns *pack.ErrorList) (*layers.Level, error) {
	var errs pack.ErrorList
	if warns == nil {
		warns = new(pack.ErrorList)
	}
	if _, ok := prescan(data, &errs, file, base); !ok {
		return nil, errs
	}
	opts := []tiled.LoaderOption{tiled.WithFileSystem(emptyFS{})}
	if dir != "" {
		root, err := os.OpenRoot(dir)
		if err != nil {
			return nil, &pack.Error{Pkg: "tmx", File: file, Msg: err.Error(), Err: err}
		}
		defer func() { _ = root.Close() }() // read only: a close error loses nothing
		opts[0] = tiled.WithFileSystem(root.FS())
	}
	m, err := tiled.LoadReader(base, bytes.NewReader(data), opts...)
	if err != nil {
		return nil, &pack.Error{Pkg: "tmx", File: file, Msg: describe(err), Err: err}
	}
	name := levelName(file)
	pack.TextWarnings("tmx", file, data, warns)
	im := &importer{file: file, m: m, errs: &errs, warns: warns}
	l := im.build(name)
	if len(errs) > 0 {
		return nil, errs
	}
	pack.ValidateLevel(l, "tmx", file, &errs)
	pack.ValidateLibrary(l.Lib, "tmx", &errs)
	if len(errs) > 0 {
		return nil, errs
	}
	pack.LevelWarnings(l, "tmx", file, im.sawStart, warns)
	return l, nil
}

func describe(err error) string {
	switch err {
	case tiled.ErrInvalidTileGID:
		return "a tile layer uses a tile number (GID) that no tileset holds"
	case tiled.ErrInvalidDecodedTileCount:
		return "a tile layer's data does not hold width x height tiles"
	case tiled.ErrEmptyLayerData:
		return "a tile layer has no data"
	case tiled.ErrUnknownEncoding:
		return "a tile layer's data has an unknown encoding (use csv or base64)"
	case tiled.ErrUnknownCompression:
		return "a tile layer's data has an unknown compression (use gzip or zlib)"
	}
	return "reading the map: " + err.Error()
}

// levelName makes a level name from a file name: its base without the
// extension, with characters a level name cannot hold replaced by '_'.
func levelName(file string) string {
	base := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	b := []byte(base)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			b[i] = '_'
		}
	}
	if len(b) > 64 {
		b = b[:64]
	}
	if len(b) == 0 || b[0] == '.' {
		b = append([]byte("level"), b...)
	}
	if len(b) > 64 {
		b = b[:64]
	}
	return string(b)
}

type tileKey struct {
	ts *tiled.Tileset
	id uint32
}

type importer struct {
	file string
	m    *tiled.Map
	errs *pack.ErrorList
	// warns collects likely mistakes that do not stop the import.
	warns *pack.ErrorList
	lib   *layers.Library
	// tiles maps a Tiled tile to its library tile (0: empty).
	tiles map[tileKey]layers.TileID
	masks map[heightmask.Mask]layers.TileID
	// sawStart is set once a player_start was read.
	sawStart bool
}

func (im *importer) fail(place, format string, args ...any) {
	im.errs.Add("tmx", im.file, place, format, args...)
}

func (im *importer) warn(place, format string, args ...any) {
	im.warns.Add("tmx", im.file, place, format, args...)
}

// tileProps are the tileset tile properties of the Tiled convention.
var tileProps = []string{"heights", "widths", "angle", "solidity"}

// mapProps are the map properties the importer reads.
var mapProps = append([]string{"water_level"}, boundProps...)

// nearCollisionName returns the collision layer name ("A", "B" or "AB")
// that a layer's name was probably meant to be: the same with spaces
// around it, or a last word of A, B or AB ("Path B", "collision_a"); else
// "".
func nearCollisionName(name string) string {
	n := strings.ToUpper(strings.TrimSpace(name))
	if i := strings.LastIndexAny(n, " _-."); i >= 0 {
		n = n[i+1:]
	}
	switch n {
	case "A", "B", "AB":
		if strings.EqualFold(name, n) {
			return "" // the exact name: a collision layer already
		}
		return n
	}
	return ""
}

// switcherProps are a layer_switcher object's properties.
var switcherProps = []string{"orientation", "radius", "layer_1", "layer_2", "priority_1", "priority_2", "grounded_only", "priority_only"}

// unknownProps warns about each property of ps that is not one of known:
// an object of a class whose properties are all known (a layer_switcher)
// ignores it, usually a misspelling ("grounded_onyl" left grounded_only
// false without a word).
func (im *importer) unknownProps(place string, ps tiled.Properties, known []string) {
	for _, p := range ps {
		if slices.Contains(known, p.Name) {
			continue
		}
		if k := pack.Near(p.Name, known); k != "" {
			im.warn(place, "property %q is ignored: did you mean %q?", p.Name, k)
		} else {
			im.warn(place, "property %q is ignored (a layer switcher has %s)", p.Name, strings.Join(known, ", "))
		}
	}
}

// misspelt warns about each property of ps that is not one of known but
// nearly is (Heights for heights), as it would be silently ignored.
func (im *importer) misspelt(place string, ps tiled.Properties, known []string) {
	for _, p := range ps {
		if k := pack.Near(p.Name, known); k != "" {
			im.warn(place, "property %q is ignored: did you mean %q?", p.Name, k)
		}
	}
}

func (im *importer) allLayers() (tls []*tiled.Layer, ogs []*tiled.ObjectGroup) {
	tls = append(tls, im.m.Layers...)
	ogs = append(ogs, im.m.ObjectGroups...)
	var walk func(gs []*tiled.Group, depth int)
	walk = func(gs []*tiled.Group, depth int) {
		if depth > 64 {
			return
		}
		for _, g := range gs {
			tls = append(tls, g.Layers...)
			ogs = append(ogs, g.ObjectGroups...)
			walk(g.Groups, depth+1)
		}
	}
	walk(im.m.Groups, 0)
	return
}

func (im *importer) build(name string) *layers.Level {
	m := im.m
	lib := layers.NewLibrary(ChunkBlocks)
	im.lib = lib
	im.tiles = map[tileKey]layers.TileID{}
	im.masks = map[heightmask.Mask]layers.TileID{{}: 0}
	im.loadTilesets()

	l := &layers.Level{Name: name, Lib: lib, Width: m.Width, Height: m.Height}
	l.Bounds = layers.Rect{Max: layers.Point{X: m.Width * 16, Y: m.Height * 16}}

	tls, ogs := im.allLayers()
	var paths [2]*tiled.Layer
	var collision = map[*tiled.Layer]bool{}
	for _, tl := range tls {
		var ps []layers.Path
		switch strings.ToLower(tl.Name) {
		case "a":
			ps = []layers.Path{layers.PathA}
		case "b":
			ps = []layers.Path{layers.PathB}
		case "ab":
			ps = []layers.Path{layers.PathA, layers.PathB}
		}
		for _, p := range ps {
			if paths[p] != nil {
				im.fail("layer "+tl.Name, "a second tile layer for collision path %s (the first is layer %q)", p, paths[p].Name)
				continue
			}
			paths[p] = tl
			collision[tl] = true
		}
	}
	if len(collision) == 0 && len(tls) == 1 {
		paths[0], paths[1] = tls[0], tls[0]
		collision[tls[0]] = true
	}
	// A tile layer whose name nearly is a collision name ("B ", "Path B",
	// "collision_a") is art: its path is then empty without a word.
	for _, tl := range tls {
		if collision[tl] {
			continue
		}
		if want := nearCollisionName(tl.Name); want != "" && (want == "AB" || paths[0] == nil && want == "A" || paths[1] == nil && want == "B") {
			im.warn("layer "+strconv.Quote(tl.Name), "is art, not collision (collision layers are named exactly A, B or AB): did you mean %q?", want)
		}
	}
	if len(collision) == 0 {
		if len(tls) == 0 {
			im.warn("", "no tile layer: nothing is solid (add a tile layer named A, B or AB)")
		} else {
			im.warn("", "no collision layer: none of the %d tile layers is named A, B or AB, so all are art and nothing is solid", len(tls))
		}
	}

	n := m.Width * m.Height
	var cells [2][]layers.Cell
	for p := range paths {
		cells[p] = make([]layers.Cell, n)
		if paths[p] != nil {
			im.readCollision(paths[p], cells[p])
		}
	}
	for _, tl := range tls {
		if !collision[tl] {
			l.Art = append(l.Art, im.readArt(tl))
		}
	}
	if len(*im.errs) == 0 {
		im.buildChunks(l, cells)
	}
	im.readMapProps(l)
	for _, og := range ogs {
		im.readObjects(l, og)
	}
	return l
}

// loadTilesets reads every tileset tile that has a heights property into
// the library, in tileset order then tile order, one library tile per
// distinct mask (solidity included).
func (im *importer) loadTilesets() {
	for _, ts := range im.m.Tilesets {
		if ts.Source != "" {
			// Asking go-tiled for the tileset's first tile loads it.
			if _, err := im.m.TileGIDToTile(ts.FirstGID); err != nil || !ts.SourceLoaded {
				im.fail("tileset "+ts.Source, "cannot read the external tileset: %v", describe(err))
				continue
			}
		}
		for _, t := range ts.Tiles {
			im.misspelt(fmt.Sprintf("tileset %q: tile %d", ts.Name, t.ID), t.Properties, tileProps)
			key := tileKey{ts, t.ID}
			if _, dup := im.tiles[key]; dup {
				im.fail(fmt.Sprintf("tileset %q: tile %d", ts.Name, t.ID), "tile defined twice")
				continue
			}
			mask, ok := im.parseTile(ts, t)
			if !ok {
				continue
			}
			id, seen := im.masks[mask]
			if !seen {
				if len(im.lib.Tiles) >= pack.MaxTiles {
					im.fail(fmt.Sprintf("tileset %q: tile %d", ts.Name, t.ID), "more than %d distinct tiles", pack.MaxTiles)
					return
				}
				id = layers.TileID(len(im.lib.Tiles))
				im.lib.Tiles = append(im.lib.Tiles, mask)
				im.masks[mask] = id
			}
			im.tiles[key] = id
		}
	}
}

// ParseArray parses 16 comma-separated integers in -16..16.
func ParseArray(s string) ([16]int8, error) {
	var a [16]int8
	parts := strings.Split(s, ",")
	if len(parts) != 16 {
		return a, fmt.Errorf("%d values, want 16", len(parts))
	}
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return a, fmt.Errorf("value %d: %q is not an integer", i+1, strings.TrimSpace(p))
		}
		if v < -16 || v > 16 {
			return a, fmt.Errorf("value %d: %d is outside -16..16", i+1, v)
		}
		a[i] = int8(v)
	}
	return a, nil
}

// FormatArray writes 16 integers comma-separated.
func FormatArray(a [16]int8) string {
	var b strings.Builder
	for i, v := range a {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(v)))
	}
	return b.String()
}

func (im *importer) parseTile(ts *tiled.Tileset, t *tiled.TilesetTile) (heightmask.Mask, bool) {
	var m heightmask.Mask
	place := fmt.Sprintf("tileset %q: tile %d", ts.Name, t.ID)
	hs, hasH := prop(t.Properties, "heights")
	if !hasH {
		return m, false
	}
	ok := true
	h, err := ParseArray(hs)
	if err != nil {
		im.fail(place, "heights: %v", err)
		return m, false
	}
	m.Heights = h
	m.Widths = heightmask.DeriveWidths(h)
	if ws, has := prop(t.Properties, "widths"); has {
		w, err := ParseArray(ws)
		if err != nil {
			im.fail(place, "widths: %v", err)
			ok = false
		} else {
			d := heightmask.Mask{Heights: h, Widths: w}
			if len(d.WidthConflicts()) > 0 {
				m.Widths = w
				m.CustomWidths = true
			}
		}
	}
	if as, has := prop(t.Properties, "angle"); has {
		a, err := strconv.Atoi(strings.TrimSpace(as))
		if err != nil || a < 0 || a > 255 {
			im.fail(place, "angle %q is not an integer in 0..255", as)
			ok = false
		} else if a == 255 {
			m.Flagged = true
			m.Angle = 0xFF
			m.ManualAngle = true
		} else {
			m.Angle = uint8(a)
			m.ManualAngle = true
		}
	} else {
		m.Angle = pack.AutoAngle(&m)
	}
	if ss, has := prop(t.Properties, "solidity"); has {
		s, err := heightmask.ParseSolidity(strings.TrimSpace(ss))
		if err != nil {
			im.fail(place, "solidity: %v", err)
			ok = false
		}
		m.Solidity = s
	}
	return m, ok
}

func prop(ps tiled.Properties, name string) (string, bool) {
	for _, p := range ps {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

func (im *importer) readCollision(tl *tiled.Layer, out []layers.Cell) {
	w := im.m.Width
	bad := 0
	for i, t := range tl.Tiles {
		if i >= len(out) {
			break
		}
		if t == nil || t.Nil {
			continue
		}
		place := fmt.Sprintf("layer %q: cell %d,%d", tl.Name, i%w, i/w)
		if t.DiagonalFlip {
			if bad++; bad <= 100 {
				im.fail(place, "diagonal flip (rotation) is not supported on collision layers")
			}
			continue
		}
		id, ok := im.tiles[tileKey{t.Tileset, t.ID}]
		if !ok && t.Tileset != nil && t.Tileset.TileCount > 0 && int(t.ID) >= t.Tileset.TileCount {
			if bad++; bad <= 100 {
				im.fail(place, "tile %d is not in tileset %q (it has %d tiles)", t.ID, t.Tileset.Name, t.Tileset.TileCount)
			}
			continue
		}
		if id == 0 {
			continue // a tile without heights is empty
		}
		out[i] = layers.Cell{Tile: id, XFlip: t.HorizontalFlip, YFlip: t.VerticalFlip, Solidity: im.lib.Tiles[id].Solidity}
	}
	if bad > 100 {
		im.fail(fmt.Sprintf("layer %q", tl.Name), "%d more bad cells", bad-100)
	}
}

func (im *importer) readArt(tl *tiled.Layer) layers.ArtLayer {
	a := layers.ArtLayer{Name: tl.Name, Cells: make([]uint32, im.m.Width*im.m.Height)}
	for i, t := range tl.Tiles {
		if i >= len(a.Cells) || t == nil || t.Nil || t.Tileset == nil {
			continue
		}
		g := t.Tileset.FirstGID + t.ID
		if t.HorizontalFlip {
			g |= FlipH
		}
		if t.VerticalFlip {
			g |= FlipV
		}
		if t.DiagonalFlip {
			g |= FlipD
		}
		a.Cells[i] = g
	}
	return a
}

// buildChunks groups the map's blocks into chunks of ChunkBlocks x
// ChunkBlocks, one chunk per distinct content, and lays them out.
func (im *importer) buildChunks(l *layers.Level, cells [2][]layers.Cell) {
	cb := ChunkBlocks
	l.LayoutW = (l.Width + cb - 1) / cb
	l.LayoutH = (l.Height + cb - 1) / cb
	l.Layout = make([]layers.ChunkID, l.LayoutW*l.LayoutH)
	seen := map[string]layers.ChunkID{}
	var key []byte
	for cy := 0; cy < l.LayoutH; cy++ {
		for cx := 0; cx < l.LayoutW; cx++ {
			blocks := make([]layers.Block, cb*cb)
			empty := true
			key = key[:0]
			for y := 0; y < cb; y++ {
				for x := 0; x < cb; x++ {
					bx, by := cx*cb+x, cy*cb+y
					var b layers.Block
					if bx < l.Width && by < l.Height {
						i := by*l.Width + bx
						b = layers.Block{cells[0][i], cells[1][i]}
					}
					blocks[y*cb+x] = b
					for _, c := range b {
						if c != (layers.Cell{}) {
							empty = false
						}
						key = append(key, byte(c.Tile), byte(c.Tile>>8), flags(c))
					}
				}
			}
			if empty {
				continue
			}
			id, ok := seen[string(key)]
			if !ok {
				if len(im.lib.Chunks) >= pack.MaxChunks {
					im.fail("", "more than %d distinct chunks", pack.MaxChunks)
					return
				}
				id = layers.ChunkID(len(im.lib.Chunks))
				im.lib.Chunks = append(im.lib.Chunks, layers.Chunk{Blocks: blocks})
				seen[string(key)] = id
			}
			l.Layout[cy*l.LayoutW+cx] = id
		}
	}
}

func flags(c layers.Cell) byte {
	f := byte(c.Solidity) << 2
	if c.XFlip {
		f |= 1
	}
	if c.YFlip {
		f |= 2
	}
	return f
}

// ScreenW and ScreenH are the size of the games' screen (physics guide
// docs/physics.md "Camera"). The camera_right and camera_bottom map properties limit the
// camera's top-left corner, as the games' Camera_Max_X_pos and
// Camera_Max_Y_pos do, so the level's bounds reach one screen further.
const (
	ScreenW = 320
	ScreenH = 224
)

// Map properties that set the level's bounds (camera limits, pixels).
var boundProps = []string{"camera_left", "camera_right", "camera_top", "camera_bottom"}

func (im *importer) readMapProps(l *layers.Level) {
	if im.m.Properties == nil {
		return
	}
	im.misspelt("map", *im.m.Properties, mapProps)
	for _, p := range *im.m.Properties {
		isBound := -1
		for i, b := range boundProps {
			if p.Name == b {
				isBound = i
			}
		}
		if isBound < 0 {
			l.Props = append(l.Props, layers.Prop{Name: p.Name, Type: p.Type, Value: p.Value})
			continue
		}
		v, err := strconv.Atoi(strings.TrimSpace(p.Value))
		if err != nil {
			im.fail("map property "+p.Name, "%q is not an integer", p.Value)
			continue
		}
		switch isBound {
		case 0:
			l.Bounds.Min.X = v
		case 1:
			l.Bounds.Max.X = v + ScreenW
		case 2:
			l.Bounds.Min.Y = v
		case 3:
			l.Bounds.Max.Y = v + ScreenH
		}
	}
}

func round(v float64) (int, bool) {
	if math.IsNaN(v) || math.IsInf(v, 0) || v > pack.MaxCoord || v < -pack.MaxCoord {
		return 0, false
	}
	return int(math.Floor(v + 0.5)), true
}

func (im *importer) readObjects(l *layers.Level, og *tiled.ObjectGroup) {
	for _, o := range og.Objects {
		class := o.Class
		if class == "" {
			//lint:ignore SA1019 maps written before Tiled 1.9 name the class "type"
			class = o.Type
		}
		props := o.Properties
		w, h := o.Width, o.Height
		if t := o.Template; t != nil && t.Object != nil {
			if class == "" {
				class = t.Object.Class
				if class == "" {
					//lint:ignore SA1019 templates written before Tiled 1.9 name the class "type"
					class = t.Object.Type
				}
			}
			if w == 0 && h == 0 {
				w, h = t.Object.Width, t.Object.Height
			}
			props = mergeProps(t.Object.Properties, props)
		}
		place := fmt.Sprintf("object %d", o.ID)
		if o.Name != "" {
			place = fmt.Sprintf("object %d (%q)", o.ID, o.Name)
		}
		x, ok1 := round(o.X)
		y, ok2 := round(o.Y)
		wi, ok3 := round(w)
		hi, ok4 := round(h)
		if !ok1 || !ok2 || !ok3 || !ok4 || wi < 0 || hi < 0 {
			im.fail(place, "bad position or size")
			continue
		}
		if o.GID != 0 {
			y -= hi // a tile object's y is its bottom edge
		}
		cx, cy := x+wi/2, y+hi/2
		id := int(o.ID)
		if o.ID > math.MaxInt32 {
			im.fail(place, "object id too large")
			continue
		}
		switch class {
		case "player_start":
			if im.sawStart {
				im.fail(place, "a second player_start")
				continue
			}
			im.sawStart = true
			l.Start = layers.Point{X: cx, Y: cy}
		case "layer_switcher":
			im.unknownProps(place+": layer_switcher", props, switcherProps)
			s, ok := im.switcher(place, props)
			if !ok {
				continue
			}
			s.ID, s.X, s.Y = id, cx, cy
			l.Switchers = append(l.Switchers, s)
		case "":
			im.fail(place, "object has no class (set its Class, or Type in older Tiled versions)")
		default:
			obj := layers.Object{ID: id, Class: class, Name: o.Name, X: cx, Y: cy, W: wi, H: hi}
			for _, p := range props {
				obj.Props = append(obj.Props, layers.Prop{Name: p.Name, Type: p.Type, Value: p.Value})
			}
			l.Objects = append(l.Objects, obj)
		}
	}
}

// mergeProps returns a template's properties overridden by an instance's.
func mergeProps(tmpl, inst tiled.Properties) tiled.Properties {
	var out tiled.Properties
	for _, p := range tmpl {
		if _, over := prop(inst, p.Name); !over {
			out = append(out, p)
		}
	}
	return append(out, inst...)
}

func (im *importer) switcher(place string, ps tiled.Properties) (layers.Switcher, bool) {
	var s layers.Switcher
	ok := true
	fail := func(format string, args ...any) {
		im.fail(place+": layer_switcher", format, args...)
		ok = false
	}
	get := func(name string, required bool) (string, bool) {
		v, has := prop(ps, name)
		if !has && required {
			fail("property %s is missing", name)
		}
		return strings.TrimSpace(v), has
	}
	if v, has := get("orientation", false); has {
		switch strings.ToLower(v) {
		case "vertical":
		case "horizontal":
			s.Horizontal = true
		default:
			fail("orientation %q is not vertical or horizontal", v)
		}
	}
	if v, has := get("radius", true); has {
		r, err := strconv.Atoi(v)
		if err != nil || !layers.ValidRadius(r) {
			fail("radius %q is not 32, 64, 128 or 256", v)
		}
		s.Radius = r
	}
	for i := 0; i < 2; i++ {
		name := fmt.Sprintf("layer_%d", i+1)
		if v, has := get(name, true); has {
			switch strings.ToUpper(v) {
			case "A":
				s.Layer[i] = layers.PathA
			case "B":
				s.Layer[i] = layers.PathB
			default:
				fail("%s %q is not A or B", name, v)
			}
		}
		name = fmt.Sprintf("priority_%d", i+1)
		if v, has := get(name, false); has {
			switch strings.ToUpper(v) {
			case "L":
				s.Priority[i] = layers.Low
			case "H":
				s.Priority[i] = layers.High
			default:
				fail("%s %q is not L or H", name, v)
			}
		}
	}
	for _, b := range []struct {
		name string
		dst  *bool
	}{{"grounded_only", &s.GroundedOnly}, {"priority_only", &s.PriorityOnly}} {
		if v, has := get(b.name, false); has {
			switch strings.ToLower(v) {
			case "true", "1":
				*b.dst = true
			case "false", "0", "":
			default:
				fail("%s %q is not true or false", b.name, v)
			}
		}
	}
	return s, ok
}

// ProjectFileExt is the extension of a Tiled project file.
const ProjectFileExt = ".tiled-project"

// FindProjectRoot returns the nearest folder at or above dir that holds a
// Tiled project file (*.tiled-project), or dir when none does. Files a
// map names (external tilesets, templates) may be anywhere inside that
// folder, e.g. ../tilesets/x.tsx from maps/, the usual Tiled project
// layout; nothing outside it is read.
func FindProjectRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	for d, i := abs, 0; i < 64; i++ {
		if hasProjectFile(d) {
			return d
		}
		up := filepath.Dir(d)
		if up == d {
			break
		}
		d = up
	}
	return dir
}

func hasProjectFile(dir string) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ProjectFileExt) && !e.IsDir() {
			return true
		}
	}
	return false
}

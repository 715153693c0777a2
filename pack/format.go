package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
)

// FormatName is the "format" value of every pack.json.
const FormatName = "loopwright-pack"

// packJSON is pack.json.
type packJSON struct {
	Format      string   `json:"format"`
	Version     int      `json:"version"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Levels      []string `json:"levels"`
	Special     []string `json:"special,omitempty"`
}

// tilesJSON is tiles.json.
type tilesJSON struct {
	Version int        `json:"version"`
	Tiles   []tileJSON `json:"tiles"`
}

// tileJSON is one tile of tiles.json. Heights and widths are top to
// bottom / left to right as in heightmask.Mask.
type tileJSON struct {
	ID          int    `json:"id"`
	Heights     []int  `json:"heights"`
	Widths      []int  `json:"widths,omitempty"`
	Angle       *int   `json:"angle,omitempty"`
	Flagged     bool   `json:"flagged,omitempty"`
	ManualAngle bool   `json:"manual_angle,omitempty"`
	Solidity    string `json:"solidity,omitempty"`
}

// chunksJSON is chunks.json.
type chunksJSON struct {
	Version     int         `json:"version"`
	ChunkBlocks int         `json:"chunk_blocks"`
	Chunks      []chunkJSON `json:"chunks"`
}

// chunkJSON is one chunk: ChunkBlocks rows of ChunkBlocks block tokens.
type chunkJSON struct {
	ID   int      `json:"id"`
	Rows []string `json:"rows"`
}

// levelJSON is levels/<name>.json.
type levelJSON struct {
	Version     int             `json:"version"`
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Width       int             `json:"width"`
	Height      int             `json:"height"`
	Layout      [][]int         `json:"layout"`
	Background  *backgroundJSON `json:"background,omitempty"`
	Start       *pointJSON      `json:"start"`
	Bounds      *boundsJSON     `json:"bounds,omitempty"`
	Switchers   []switcherJSON  `json:"switchers,omitempty"`
	Objects     []objectJSON    `json:"objects,omitempty"`
	Art         []artJSON       `json:"art,omitempty"`
	Picture     *pictureJSON    `json:"picture,omitempty"`
	Props       []propJSON      `json:"props,omitempty"`
}

type pointJSON struct {
	X int `json:"x"`
	Y int `json:"y"`
}

type boundsJSON struct {
	Left   int `json:"left"`
	Top    int `json:"top"`
	Right  int `json:"right"`
	Bottom int `json:"bottom"`
}

type switcherJSON struct {
	ID           int    `json:"id,omitempty"`
	X            int    `json:"x"`
	Y            int    `json:"y"`
	Orientation  string `json:"orientation"`
	Radius       int    `json:"radius"`
	Layer1       string `json:"layer_1"`
	Layer2       string `json:"layer_2"`
	Priority1    string `json:"priority_1"`
	Priority2    string `json:"priority_2"`
	GroundedOnly bool   `json:"grounded_only"`
	PriorityOnly bool   `json:"priority_only"`
}

type objectJSON struct {
	ID    int        `json:"id,omitempty"`
	Class string     `json:"class"`
	Name  string     `json:"name,omitempty"`
	X     int        `json:"x"`
	Y     int        `json:"y"`
	W     int        `json:"w,omitempty"`
	H     int        `json:"h,omitempty"`
	Props []propJSON `json:"props,omitempty"`
}

type propJSON struct {
	Name  string `json:"name"`
	Type  string `json:"type,omitempty"`
	Value string `json:"value"`
}

type artJSON struct {
	Name  string     `json:"name"`
	Cells [][]uint32 `json:"cells"`
}

// --- block tokens ---

// FormatCell writes one path's cell of a block: the tile id, then "x" for
// an X flip, "y" for a Y flip, then "@solidity" when the cell's solidity is
// not the tile's own (def).
func FormatCell(c layers.Cell, def heightmask.Solidity) string {
	s := strconv.Itoa(int(c.Tile))
	if c.XFlip {
		s += "x"
	}
	if c.YFlip {
		s += "y"
	}
	if c.Solidity != def {
		s += "@" + c.Solidity.String()
	}
	return s
}

// FormatBlock writes a block token: one cell when both paths hold the
// same, else "A/B".
func FormatBlock(b layers.Block, lib *layers.Library) string {
	a := FormatCell(b[0], tileSolidity(lib, b[0].Tile))
	if b[0] == b[1] {
		return a
	}
	return a + "/" + FormatCell(b[1], tileSolidity(lib, b[1].Tile))
}

func tileSolidity(lib *layers.Library, id layers.TileID) heightmask.Solidity {
	if int(id) < len(lib.Tiles) {
		return lib.Tiles[id].Solidity
	}
	return heightmask.SolidAll
}

// ParseBlock reads a block token written by FormatBlock. Tile ids are not
// checked against the library, except to find the default solidity.
func ParseBlock(tok string, lib *layers.Library) (layers.Block, error) {
	var b layers.Block
	parts := strings.Split(tok, "/")
	if len(parts) > 2 {
		return b, fmt.Errorf("block %q has more than two cells", tok)
	}
	for i, p := range parts {
		c, err := parseCell(p, lib)
		if err != nil {
			return b, err
		}
		b[i] = c
	}
	if len(parts) == 1 {
		b[1] = b[0]
	}
	return b, nil
}

func parseCell(s string, lib *layers.Library) (layers.Cell, error) {
	var c layers.Cell
	orig := s
	sol := ""
	if i := strings.IndexByte(s, '@'); i >= 0 {
		s, sol = s[:i], s[i+1:]
	}
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 || n > 5 {
		return c, fmt.Errorf("bad block %q (want a tile id, then x, y, @solidity)", orig)
	}
	id, _ := strconv.Atoi(s[:n])
	if id > MaxTiles {
		return c, fmt.Errorf("tile %d does not exist", id)
	}
	c.Tile = layers.TileID(id)
	flags := s[n:]
	if strings.HasPrefix(flags, "x") {
		c.XFlip = true
		flags = flags[1:]
	}
	if strings.HasPrefix(flags, "y") {
		c.YFlip = true
		flags = flags[1:]
	}
	if flags != "" {
		return c, fmt.Errorf("bad block %q (want a tile id, then x, y, @solidity)", orig)
	}
	c.Solidity = tileSolidity(lib, c.Tile)
	if sol != "" {
		v, err := heightmask.ParseSolidity(sol)
		if err != nil {
			return c, fmt.Errorf("block %q: %w", orig, err)
		}
		c.Solidity = v
	}
	return c, nil
}

// --- writing ---

// jw writes an indented JSON object whose long arrays hold one element
// per line.
type jw struct {
	b     bytes.Buffer
	first bool
}

func newJW() *jw {
	w := &jw{first: true}
	w.b.WriteString("{")
	return w
}

func (w *jw) key(k string) {
	if !w.first {
		w.b.WriteString(",")
	}
	w.first = false
	w.b.WriteString("\n  ")
	kb, _ := json.Marshal(k)
	w.b.Write(kb)
	w.b.WriteString(": ")
}

// field writes "k": v compactly.
func (w *jw) field(k string, v any) {
	w.key(k)
	vb, err := json.Marshal(v)
	if err != nil {
		panic(err) // only plain values are written
	}
	w.b.Write(vb)
}

// lines writes "k": [ one compact element per line ].
func (w *jw) lines(k string, n int, elem func(i int) any) {
	w.key(k)
	if n == 0 {
		w.b.WriteString("[]")
		return
	}
	w.b.WriteString("[")
	for i := 0; i < n; i++ {
		if i > 0 {
			w.b.WriteString(",")
		}
		w.b.WriteString("\n    ")
		vb, err := json.Marshal(elem(i))
		if err != nil {
			panic(err)
		}
		w.b.Write(vb)
	}
	w.b.WriteString("\n  ]")
}

// raw writes "k": followed by pre-formatted JSON.
func (w *jw) raw(k string, v []byte) {
	w.key(k)
	w.b.Write(v)
}

func (w *jw) bytes() []byte {
	w.b.WriteString("\n}\n")
	return w.b.Bytes()
}

func ints(a [16]int8) []int {
	s := make([]int, 16)
	for i, v := range a {
		s[i] = int(v)
	}
	return s
}

// encodePack returns the files of p, by slash path.
func encodePack(p *Pack) map[string][]byte {
	files := map[string][]byte{}
	names := make([]string, len(p.Levels))
	for i, l := range p.Levels {
		names[i] = l.Name
	}
	w := newJW()
	w.field("format", FormatName)
	w.field("version", FormatVersion)
	w.field("name", p.Name)
	if p.Description != "" {
		w.field("description", p.Description)
	}
	w.lines("levels", len(names), func(i int) any { return names[i] })
	if len(p.Specials) > 0 {
		w.lines("special", len(p.Specials), func(i int) any { return p.Specials[i].Name })
	}
	files[PackFile] = w.bytes()
	encodeSpecials(p, files)
	files[TilesFile] = encodeTiles(p.Lib)
	files[ChunksFile] = encodeChunks(p.Lib)
	for _, l := range p.Levels {
		files[LevelFile(l.Name)] = encodeLevel(l)
	}
	return files
}

func encodeTiles(lib *layers.Library) []byte {
	w := newJW()
	w.field("version", FormatVersion)
	n := len(lib.Tiles) - 1
	w.lines("tiles", max(n, 0), func(i int) any {
		m := &lib.Tiles[i+1]
		a := int(m.Angle)
		t := tileJSON{ID: i + 1, Heights: ints(m.Heights), Angle: &a, Flagged: m.Flagged, ManualAngle: m.ManualAngle}
		if m.CustomWidths {
			t.Widths = ints(m.Widths)
		}
		if m.Solidity != heightmask.SolidAll {
			t.Solidity = m.Solidity.String()
		}
		return t
	})
	return w.bytes()
}

func encodeChunks(lib *layers.Library) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"version\": %d,\n  \"chunk_blocks\": %d,\n  \"chunks\": [", FormatVersion, lib.ChunkBlocks)
	cb := lib.ChunkBlocks
	for ci := 1; ci < len(lib.Chunks); ci++ {
		if ci > 1 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n    {\"id\": %d, \"rows\": [", ci)
		ch := &lib.Chunks[ci]
		for y := 0; y < cb; y++ {
			toks := make([]string, cb)
			for x := 0; x < cb; x++ {
				toks[x] = FormatBlock(ch.Blocks[y*cb+x], lib)
			}
			if y > 0 {
				b.WriteString(",")
			}
			row, _ := json.Marshal(strings.Join(toks, " "))
			b.WriteString("\n      ")
			b.Write(row)
		}
		b.WriteString("\n    ]}")
	}
	if len(lib.Chunks) > 1 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes()
}

func propsJSON(ps []layers.Prop) []propJSON {
	if len(ps) == 0 {
		return nil
	}
	out := make([]propJSON, len(ps))
	for i, p := range ps {
		out[i] = propJSON{Name: p.Name, Type: p.Type, Value: p.Value}
	}
	return out
}

func encodeLevel(l *layers.Level) []byte {
	w := newJW()
	w.field("version", FormatVersion)
	w.field("name", l.Name)
	if l.Description != "" {
		w.field("description", l.Description)
	}
	w.field("width", l.Width)
	w.field("height", l.Height)
	w.lines("layout", l.LayoutH, func(y int) any { return l.Layout[y*l.LayoutW : (y+1)*l.LayoutW] })
	if bg := encodeBackground(l); bg != nil {
		w.raw("background", bg)
	}
	w.field("start", pointJSON{l.Start.X, l.Start.Y})
	w.field("bounds", boundsJSON{l.Bounds.Min.X, l.Bounds.Min.Y, l.Bounds.Max.X, l.Bounds.Max.Y})
	if len(l.Switchers) > 0 {
		w.lines("switchers", len(l.Switchers), func(i int) any {
			s := &l.Switchers[i]
			o := "vertical"
			if s.Horizontal {
				o = "horizontal"
			}
			return switcherJSON{ID: s.ID, X: s.X, Y: s.Y, Orientation: o, Radius: s.Radius,
				Layer1: s.Layer[0].String(), Layer2: s.Layer[1].String(),
				Priority1: s.Priority[0].String(), Priority2: s.Priority[1].String(),
				GroundedOnly: s.GroundedOnly, PriorityOnly: s.PriorityOnly}
		})
	}
	if len(l.Objects) > 0 {
		w.lines("objects", len(l.Objects), func(i int) any {
			o := &l.Objects[i]
			return objectJSON{ID: o.ID, Class: o.Class, Name: o.Name, X: o.X, Y: o.Y, W: o.W, H: o.H, Props: propsJSON(o.Props)}
		})
	}
	if len(l.Art) > 0 {
		var b bytes.Buffer
		b.WriteString("[")
		for i, a := range l.Art {
			if i > 0 {
				b.WriteString(",")
			}
			name, _ := json.Marshal(a.Name)
			fmt.Fprintf(&b, "\n    {\"name\": %s, \"cells\": [", name)
			for y := 0; y < l.Height && len(a.Cells) >= (y+1)*l.Width; y++ {
				if y > 0 {
					b.WriteString(",")
				}
				row, _ := json.Marshal(a.Cells[y*l.Width : (y+1)*l.Width])
				b.WriteString("\n      ")
				b.Write(row)
			}
			b.WriteString("\n    ]}")
		}
		b.WriteString("\n  ]")
		w.raw("art", b.Bytes())
	}
	if pic := encodePicture(l); pic != nil {
		w.raw("picture", pic)
	}
	if len(l.Props) > 0 {
		ps := propsJSON(l.Props)
		w.lines("props", len(ps), func(i int) any { return ps[i] })
	}
	return w.bytes()
}

package tmx

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"strconv"
	"strings"

	"loopwright/heightmask"
	"loopwright/layers"
	"loopwright/pack"
)

// XML shapes of the TMX elements Export writes.
type xMap struct {
	XMLName      xml.Name   `xml:"map"`
	Version      string     `xml:"version,attr"`
	TiledVersion string     `xml:"tiledversion,attr"`
	Orientation  string     `xml:"orientation,attr"`
	RenderOrder  string     `xml:"renderorder,attr"`
	Width        int        `xml:"width,attr"`
	Height       int        `xml:"height,attr"`
	TileWidth    int        `xml:"tilewidth,attr"`
	TileHeight   int        `xml:"tileheight,attr"`
	Infinite     int        `xml:"infinite,attr"`
	NextLayerID  int        `xml:"nextlayerid,attr"`
	NextObjectID int        `xml:"nextobjectid,attr"`
	Properties   *xProps    `xml:"properties,omitempty"`
	Tileset      xTileset   `xml:"tileset"`
	Layers       []xLayer   `xml:"layer"`
	Objects      xObjectGrp `xml:"objectgroup"`
}

type xProps struct {
	Props []xProp `xml:"property"`
}

type xProp struct {
	Name  string `xml:"name,attr"`
	Type  string `xml:"type,attr,omitempty"`
	Value string `xml:"value,attr"`
}

type xTileset struct {
	FirstGID   int     `xml:"firstgid,attr"`
	Name       string  `xml:"name,attr"`
	TileWidth  int     `xml:"tilewidth,attr"`
	TileHeight int     `xml:"tileheight,attr"`
	TileCount  int     `xml:"tilecount,attr"`
	Columns    int     `xml:"columns,attr"`
	Image      *xImage `xml:"image,omitempty"`
	Tiles      []xTile `xml:"tile"`
}

type xImage struct {
	Source string `xml:"source,attr"`
	Width  int    `xml:"width,attr"`
	Height int    `xml:"height,attr"`
}

type xTile struct {
	ID         int     `xml:"id,attr"`
	Properties *xProps `xml:"properties"`
}

type xLayer struct {
	ID     int    `xml:"id,attr"`
	Name   string `xml:"name,attr"`
	Width  int    `xml:"width,attr"`
	Height int    `xml:"height,attr"`
	Data   xData  `xml:"data"`
}

type xData struct {
	Encoding string `xml:"encoding,attr"`
	Text     string `xml:",innerxml"` // digits, commas and newlines only
}

type xObjectGrp struct {
	ID      int       `xml:"id,attr"`
	Name    string    `xml:"name,attr"`
	Objects []xObject `xml:"object"`
}

type xObject struct {
	ID         int       `xml:"id,attr"`
	Name       string    `xml:"name,attr,omitempty"`
	Type       string    `xml:"type,attr,omitempty"`
	Class      string    `xml:"class,attr,omitempty"`
	X          int       `xml:"x,attr"`
	Y          int       `xml:"y,attr"`
	Width      int       `xml:"width,attr,omitempty"`
	Height     int       `xml:"height,attr,omitempty"`
	Properties *xProps   `xml:"properties,omitempty"`
	Point      *struct{} `xml:"point,omitempty"`
}

// TilesetColumns is the width, in tiles, of the tileset image Export draws.
const TilesetColumns = 16

// Export writes level l as a Tiled map at path (docs/tiled.md): an
// embedded tileset with one tile per distinct (tile, solidity) the level's
// library and cells need, drawn in a PNG beside the map
// (<name>-collision.png) so Tiled shows the masks; layer AB when both paths
// are the same everywhere, else layers A and B; an object layer with the
// player start, the layer switchers and every object. Art layers are not
// written (their tilesets are not kept). Beside them it writes
// ObjectTypesFile (ObjectTypes: the object classes, their properties and
// defaults, for Tiled's Custom Types Editor). The files are written
// atomically.
func Export(l *layers.Level, path string) error {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	img := base + "-collision.png"
	tmxData, pngData, err := Encode(l, img)
	if err != nil {
		return err
	}
	if err := pack.WriteFileAtomic(filepath.Join(filepath.Dir(path), img), pngData); err != nil {
		return fmt.Errorf("tmx: %w", err)
	}
	if err := pack.WriteFileAtomic(path, tmxData); err != nil {
		return fmt.Errorf("tmx: %w", err)
	}
	return WriteObjectTypes(filepath.Dir(path))
}

type variant struct {
	tile layers.TileID
	sol  heightmask.Solidity
}

// Encode returns the TMX text of l and the PNG of its tileset image, which
// the map names imageName.
func Encode(l *layers.Level, imageName string) (tmxData, pngData []byte, err error) {
	var errs pack.ErrorList
	if l == nil || l.Lib == nil {
		return nil, nil, fmt.Errorf("tmx: no level to export")
	}
	pack.ValidateLibrary(l.Lib, "tmx", &errs)
	pack.ValidateLevel(l, "tmx", l.Name, &errs)
	if len(errs) > 0 {
		return nil, nil, errs
	}
	if l.Width*l.Height > MaxCells {
		return nil, nil, fmt.Errorf("tmx: level %s: %dx%d blocks is more than the Tiled import limit of %d", l.Name, l.Width, l.Height, MaxCells)
	}
	lib := l.Lib
	// Tileset tiles: every library tile with its own solidity, then the
	// other solidities cells give them.
	gid := map[variant]int{}
	var tiles []variant
	for i := 1; i < len(lib.Tiles); i++ {
		v := variant{layers.TileID(i), lib.Tiles[i].Solidity}
		gid[v] = len(tiles) + 1
		tiles = append(tiles, v)
	}
	n := l.Width * l.Height
	var data [2][]uint32
	same := true
	for p := 0; p < 2; p++ {
		data[p] = make([]uint32, n)
		for by := 0; by < l.Height; by++ {
			for bx := 0; bx < l.Width; bx++ {
				c, _ := l.Cell(layers.Path(p), bx, by)
				if c.Tile == 0 {
					continue
				}
				v := variant{c.Tile, c.Solidity}
				g, ok := gid[v]
				if !ok {
					g = len(tiles) + 1
					gid[v] = g
					tiles = append(tiles, v)
				}
				u := uint32(g)
				if c.XFlip {
					u |= FlipH
				}
				if c.YFlip {
					u |= FlipV
				}
				data[p][by*l.Width+bx] = u
			}
		}
	}
	for i := range data[0] {
		if data[0][i] != data[1][i] {
			same = false
			break
		}
	}

	m := xMap{Version: "1.10", TiledVersion: "1.10.2", Orientation: "orthogonal", RenderOrder: "right-down",
		Width: l.Width, Height: l.Height, TileWidth: 16, TileHeight: 16}
	var props []xProp
	for _, p := range l.Props {
		props = append(props, xProp{Name: p.Name, Type: tiledType(p.Type), Value: p.Value})
	}
	b := l.Bounds
	// camera_right/bottom are the camera's own limits (its top-left
	// corner); the bounds add the 320x224 screen (see ScreenW, ScreenH).
	for i, v := range []int{b.Min.X, b.Max.X - ScreenW, b.Min.Y, b.Max.Y - ScreenH} {
		props = append(props, xProp{Name: boundProps[i], Type: "int", Value: strconv.Itoa(v)})
	}
	m.Properties = &xProps{props}

	rows := (len(tiles) + TilesetColumns - 1) / TilesetColumns
	// tilecount is what the image holds (Tiled derives it from the image:
	// a smaller count shows the rest of the last row as blank tiles that
	// disagree with the file); the tiles past len(tiles) have no heights,
	// so they are empty.
	m.Tileset = xTileset{FirstGID: 1, Name: "collision", TileWidth: 16, TileHeight: 16, TileCount: TilesetColumns * max(rows, 1), Columns: TilesetColumns,
		Image: &xImage{Source: imageName, Width: 16 * TilesetColumns, Height: 16 * max(rows, 1)}}
	for i, v := range tiles {
		mk := &lib.Tiles[v.tile]
		tp := []xProp{{Name: "heights", Value: FormatArray(mk.Heights)}}
		if mk.CustomWidths {
			tp = append(tp, xProp{Name: "widths", Value: FormatArray(mk.Widths)})
		}
		switch {
		case mk.Flagged:
			tp = append(tp, xProp{Name: "angle", Type: "int", Value: "255"})
		case mk.ManualAngle || mk.Angle != pack.AutoAngle(mk):
			tp = append(tp, xProp{Name: "angle", Type: "int", Value: strconv.Itoa(int(mk.Angle))})
		}
		tp = append(tp, xProp{Name: "solidity", Value: v.sol.String()})
		m.Tileset.Tiles = append(m.Tileset.Tiles, xTile{ID: i, Properties: &xProps{tp}})
	}

	layerID := 1
	addLayer := func(name string, d []uint32) {
		m.Layers = append(m.Layers, xLayer{ID: layerID, Name: name, Width: l.Width, Height: l.Height,
			Data: xData{Encoding: "csv", Text: csv(d, l.Width)}})
		layerID++
	}
	if same {
		addLayer("AB", data[0])
	} else {
		addLayer("A", data[0])
		addLayer("B", data[1])
	}

	// Objects: keep their ids; give id-less ones fresh ids.
	next := 1
	for _, s := range l.Switchers {
		next = max(next, s.ID+1)
	}
	for _, o := range l.Objects {
		next = max(next, o.ID+1)
	}
	fresh := func(id int) int {
		if id != 0 {
			return id
		}
		next++
		return next - 1
	}
	og := xObjectGrp{ID: layerID, Name: "objects"}
	layerID++
	og.Objects = append(og.Objects, xObject{ID: fresh(0), Name: "player_start", Type: "player_start", Class: "player_start",
		X: l.Start.X, Y: l.Start.Y, Point: &struct{}{}})
	for _, s := range l.Switchers {
		orient := "vertical"
		if s.Horizontal {
			orient = "horizontal"
		}
		ps := []xProp{
			{Name: "orientation", Value: orient},
			{Name: "radius", Type: "int", Value: strconv.Itoa(s.Radius)},
			{Name: "layer_1", Value: s.Layer[0].String()},
			{Name: "layer_2", Value: s.Layer[1].String()},
			{Name: "priority_1", Value: s.Priority[0].String()},
			{Name: "priority_2", Value: s.Priority[1].String()},
			{Name: "grounded_only", Type: "bool", Value: strconv.FormatBool(s.GroundedOnly)},
			{Name: "priority_only", Type: "bool", Value: strconv.FormatBool(s.PriorityOnly)},
		}
		og.Objects = append(og.Objects, xObject{ID: fresh(s.ID), Type: "layer_switcher", Class: "layer_switcher",
			X: s.X, Y: s.Y, Properties: &xProps{ps}, Point: &struct{}{}})
	}
	for _, o := range l.Objects {
		xo := xObject{ID: fresh(o.ID), Name: o.Name, Type: o.Class, Class: o.Class, X: o.X, Y: o.Y}
		if o.W == 0 && o.H == 0 {
			xo.Point = &struct{}{}
		} else {
			xo.X, xo.Y, xo.Width, xo.Height = o.X-o.W/2, o.Y-o.H/2, o.W, o.H
		}
		if len(o.Props) > 0 {
			xo.Properties = &xProps{}
			for _, p := range o.Props {
				xo.Properties.Props = append(xo.Properties.Props, xProp{Name: p.Name, Type: tiledType(p.Type), Value: p.Value})
			}
		}
		og.Objects = append(og.Objects, xo)
	}
	m.Objects = og
	m.NextLayerID = layerID
	m.NextObjectID = next

	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(m); err != nil {
		return nil, nil, fmt.Errorf("tmx: %w", err)
	}
	buf.WriteString("\n")
	pngData, err = drawTileset(lib, tiles, rows)
	if err != nil {
		return nil, nil, fmt.Errorf("tmx: drawing the tileset: %w", err)
	}
	return buf.Bytes(), pngData, nil
}

func tiledType(t string) string {
	if t == "string" {
		return ""
	}
	return t
}

func csv(d []uint32, w int) string {
	var b strings.Builder
	b.WriteString("\n")
	for i, v := range d {
		b.WriteString(strconv.FormatUint(uint64(v), 10))
		if i < len(d)-1 {
			b.WriteString(",")
		}
		if (i+1)%w == 0 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// Colours of the tileset image, by solidity.
var solidColors = [...]color.NRGBA{
	heightmask.SolidAll:   {0xF0, 0xF0, 0xF0, 0xFF},
	heightmask.SolidTop:   {0x40, 0xA0, 0xFF, 0xFF},
	heightmask.SolidSides: {0xFF, 0xA0, 0x30, 0xFF},
	heightmask.SolidNone:  {0x90, 0x90, 0x90, 0x80},
}

func drawTileset(lib *layers.Library, tiles []variant, rows int) ([]byte, error) {
	img := image.NewNRGBA(image.Rect(0, 0, 16*TilesetColumns, 16*max(rows, 1)))
	for i, v := range tiles {
		ox, oy := (i%TilesetColumns)*16, (i/TilesetColumns)*16
		mk := &lib.Tiles[v.tile]
		c := solidColors[v.sol&3]
		for y := 0; y < 16; y++ {
			for x := 0; x < 16; x++ {
				if mk.Solid(x, y) {
					img.SetNRGBA(ox+x, oy+y, c)
				}
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

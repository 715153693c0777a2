package objdef

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/mdart/sprite"
)

// The XML definition's elements Loopwright reads (SonLVL's XMLDef.cs:
// ObjDef). Images from bitmaps or SonLVL's own sprites, and custom
// properties (C# snippets), are not read: a display option naming them
// leaves the object its marker.
type xObjDef struct {
	Name      string      `xml:"Name,attr"`
	Image     string      `xml:"Image,attr"`
	Images    []xMapImage `xml:"Images>ImageFromMappings"`
	ImageSets []xImageSet `xml:"ImageSets>ImageSet"`
	Subtypes  []xSubtype  `xml:"Subtypes>Subtype"`
	Bits      []xBits     `xml:"Properties>BitsProperty"`
	Enums     []xEnum     `xml:"Enums>Enum"`
	Display   []xOption   `xml:"Display>DisplayOption"`
	Default   *xRefList   `xml:"DefaultImage"`
}

type xMapImage struct {
	ID     string `xml:"id,attr"`
	Art    []xArt `xml:"ArtFile"`
	Map    xMap   `xml:"MapFile"`
	Offset xPoint `xml:"Offset"`
}

type xArt struct {
	File        string `xml:"filename,attr"`
	Compression string `xml:"compression,attr"`
	Offset      string `xml:"offset,attr"`
}

type xMap struct {
	Type      string `xml:"type,attr"`
	File      string `xml:"filename,attr"`
	Label     string `xml:"label,attr"`
	Frame     int    `xml:"frame,attr"`
	StartPal  int    `xml:"startpal,attr"`
	Version   string `xml:"version,attr"`
	DPLC      string `xml:"dplcfile,attr"`
	DPLCLabel string `xml:"dplclabel,attr"`
	DPLCVer   string `xml:"dplcver,attr"`
}

type xPoint struct {
	X int `xml:"X,attr"`
	Y int `xml:"Y,attr"`
}

type xImageSet struct {
	ID   string `xml:"id,attr"`
	Refs []xRef `xml:"ImageRef"`
}

type xRef struct {
	Image  string `xml:"image,attr"`
	XFlip  string `xml:"xflip,attr"`
	YFlip  string `xml:"yflip,attr"`
	Offset xPoint `xml:"Offset"`
}

type xSetRef struct {
	Set string `xml:"set,attr"`
}

// xRefList is SonLVL's ImageRefList: image references and image set
// references (the sets drawn first, then the images).
type xRefList struct {
	Sets []xSetRef `xml:"ImageSetRef"`
	Refs []xRef    `xml:"ImageRef"`
}

func (l *xRefList) empty() bool { return l == nil || len(l.Sets)+len(l.Refs) == 0 }

type xSubtype struct {
	ID    string `xml:"id,attr"`
	Name  string `xml:"name,attr"`
	Image string `xml:"image,attr"`
	xRefList
}

type xBits struct {
	Name     string `xml:"name,attr"`
	Type     string `xml:"type,attr"`
	StartBit int    `xml:"startbit,attr"`
	Length   int    `xml:"length,attr"`
}

type xEnum struct {
	Name    string `xml:"name,attr"`
	Members []struct {
		Name  string `xml:"name,attr"`
		Value string `xml:"value,attr"`
	} `xml:"EnumMember"`
}

type xCond struct {
	Property string `xml:"property,attr"`
	Value    string `xml:"value,attr"`
}

type xOption struct {
	Conds []xCond `xml:"Condition"`
	xRefList
}

// xmlDef is a read XML definition with its images rendered.
type xmlDef struct {
	path   string
	def    xObjDef
	images map[string]*sprite.Sprite
	enums  map[string]map[string]int
	bits   map[string]xBits
}

// maxXMLImages bounds the images of one definition.
const maxXMLImages = 256

// parseXML reads an XML object definition (file name name, for errors).
// It does not read the files it names.
func parseXML(name string, data []byte) (*xObjDef, error) {
	var d xObjDef
	dec := xml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("objdef: %s: %w", name, err)
	}
	if len(d.Images) > maxXMLImages || len(d.Subtypes) > 256 || len(d.Display) > 4096 {
		return nil, fmt.Errorf("objdef: %s: too many images, subtypes or display options", name)
	}
	return &d, nil
}

func (ld *loader) readXML(name string) (*xmlDef, error) {
	b, p, err := ld.read(name)
	if err != nil {
		return nil, fmt.Errorf("objdef: xmlfile: %w", err)
	}
	d, err := parseXML(p, b)
	if err != nil {
		return nil, err
	}
	x := &xmlDef{path: p, def: *d, images: map[string]*sprite.Sprite{}, enums: map[string]map[string]int{}, bits: map[string]xBits{}}
	for _, img := range d.Images {
		spr, err := ld.xmlImage(img)
		if err != nil {
			ld.fail(fmt.Errorf("objdef: %s: image %q: %w", p, img.ID, err))
			continue
		}
		x.images[img.ID] = spr
	}
	for _, e := range d.Enums {
		m := map[string]int{}
		v := 0
		for _, mem := range e.Members {
			if mem.Value != "" {
				if n, err := strconv.Atoi(mem.Value); err == nil {
					v = n
				}
			}
			m[mem.Name] = v
			v++
		}
		x.enums[e.Name] = m
	}
	for _, b := range d.Bits {
		x.bits[b.Name] = b
	}
	return x, nil
}

func (ld *loader) xmlImage(img xMapImage) (*sprite.Sprite, error) {
	var arts []artRef
	for _, a := range img.Art {
		r := artRef{file: a.File, cmp: ld.artCmp, offset: -1}
		if a.Compression != "" {
			c, ok := parseCompression(a.Compression)
			if !ok {
				return nil, fmt.Errorf("compression %q is not one SonLVL names", a.Compression)
			}
			r.cmp = c
		}
		if a.Offset != "" {
			n, err := strconv.Atoi(a.Offset)
			if err != nil {
				return nil, fmt.Errorf("art offset %q is not a number", a.Offset)
			}
			r.offset = n
		}
		arts = append(arts, r)
	}
	if len(arts) == 0 {
		return nil, fmt.Errorf("no ArtFile")
	}
	m := mapRef{file: img.Map.File, asm: !strings.EqualFold(img.Map.Type, "Binary"), label: img.Map.Label,
		frame: img.Map.Frame, startPal: img.Map.StartPal, format: ld.format, dplc: img.Map.DPLC}
	if f, ok := parseVersion(img.Map.Version); ok {
		m.format = f
	}
	m.dplcASM, m.dplcLabel, m.dplcFormat = m.asm, img.Map.DPLCLabel, m.format
	if f, ok := parseVersion(img.Map.DPLCVer); ok {
		m.dplcFormat = f
	}
	spr, err := ld.image(arts, m)
	if err != nil {
		return nil, err
	}
	if img.Offset.X != 0 || img.Offset.Y != 0 {
		c := *spr
		c.X += img.Offset.X
		c.Y += img.Offset.Y
		spr = &c
	}
	return spr, nil
}

// subtypes returns the subtypes the definition lists.
func (x *xmlDef) subtypes() []layers.ObjectSubtype {
	var out []layers.ObjectSubtype
	for _, s := range x.def.Subtypes {
		if n, err := strconv.ParseUint(strings.TrimSpace(s.ID), 16, 8); err == nil {
			out = append(out, layers.ObjectSubtype{Value: uint8(n), Name: s.Name})
		}
	}
	return out
}

// sprite returns the sprite of an object with subtype sub placed with
// flips xf, yf, chosen as SonLVL's XMLObjectDefinition.GetSprite chooses
// it: the first display option whose conditions hold, else (without
// display options) the subtype's image, else the default image; nil when
// the choice has no image Loopwright can draw.
func (x *xmlDef) sprite(sub uint8, xf, yf bool) *sprite.Sprite {
	if len(x.def.Display) > 0 {
		for i := range x.def.Display {
			o := &x.def.Display[i]
			if x.holds(o.Conds, sub, xf, yf) {
				return x.compose(&o.xRefList, xf, yf)
			}
		}
	} else {
		for i := range x.def.Subtypes {
			s := &x.def.Subtypes[i]
			n, err := strconv.ParseUint(strings.TrimSpace(s.ID), 16, 8)
			if err != nil || uint8(n) != sub {
				continue
			}
			if !s.xRefList.empty() {
				return x.compose(&s.xRefList, xf, yf)
			}
			if s.Image != "" {
				return x.images[s.Image].Flip(xf, yf)
			}
			return nil
		}
	}
	if !x.def.Default.empty() {
		return x.compose(x.def.Default, xf, yf)
	}
	if x.def.Image != "" {
		return x.images[x.def.Image].Flip(xf, yf)
	}
	return nil
}

// holds reports whether every condition holds for the object: a bit-field
// property's value (an enum member's, a bool's or a number's), or the
// object's own XFlip, YFlip or SubType.
func (x *xmlDef) holds(conds []xCond, sub uint8, xf, yf bool) bool {
	for _, c := range conds {
		var v int
		typ := ""
		if b, ok := x.bits[c.Property]; ok {
			if b.StartBit >= 0 && b.StartBit < 8 {
				v = int(sub) >> b.StartBit & (1<<min(max(b.Length, 0), 8) - 1)
			}
			typ = b.Type
		} else {
			switch c.Property {
			case "XFlip":
				v, typ = b2i(xf), "bool"
			case "YFlip":
				v, typ = b2i(yf), "bool"
			case "SubType":
				v, typ = int(sub), "int"
			default:
				return false // a custom property: C# Loopwright cannot run
			}
		}
		var want int
		if e, ok := x.enums[typ]; ok {
			w, ok := e[c.Value]
			if !ok {
				return false
			}
			want = w
		} else if typ == "bool" {
			bv, err := strconv.ParseBool(c.Value)
			if err != nil {
				return false
			}
			want, v = b2i(bv), b2i(v != 0)
		} else {
			n, err := strconv.Atoi(c.Value)
			if err != nil {
				return false
			}
			want = n
		}
		if v != want {
			return false
		}
	}
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// flipOf applies an ImageRef's flip mode to the object's flip.
func flipOf(mode string, obj bool) bool {
	switch mode {
	case "ReverseFlip":
		return !obj
	case "NeverFlip":
		return false
	case "AlwaysFlip":
		return true
	}
	return obj
}

// compose draws a reference list's images, each flipped by its mode and
// the object's flips and offset (negated along a flipped axis), into one
// sprite, later images over earlier ones; nil when an image is missing.
func (x *xmlDef) compose(l *xRefList, xf, yf bool) *sprite.Sprite {
	var parts []*sprite.Sprite
	add := func(r xRef) bool {
		img := x.images[r.Image]
		if img == nil {
			return false
		}
		fx, fy := flipOf(r.XFlip, xf), flipOf(r.YFlip, yf)
		s := img.Flip(fx, fy)
		ox, oy := r.Offset.X, r.Offset.Y
		if fx {
			ox = -ox
		}
		if fy {
			oy = -oy
		}
		if ox != 0 || oy != 0 {
			c := *s
			c.X += ox
			c.Y += oy
			s = &c
		}
		parts = append(parts, s)
		return true
	}
	for _, sr := range l.Sets {
		for _, set := range x.def.ImageSets {
			if set.ID != sr.Set {
				continue
			}
			for _, r := range set.Refs {
				if !add(r) {
					return nil
				}
			}
		}
	}
	for _, r := range l.Refs {
		if !add(r) {
			return nil
		}
	}
	return merge(parts)
}

// merge paints sprites into one, later over earlier.
func merge(parts []*sprite.Sprite) *sprite.Sprite {
	switch len(parts) {
	case 0:
		return nil
	case 1:
		return parts[0]
	}
	b := parts[0].Bounds()
	for _, p := range parts[1:] {
		b = b.Union(p.Bounds())
	}
	if b.Dx() > sprite.MaxSize || b.Dy() > sprite.MaxSize {
		return nil
	}
	out := &sprite.Sprite{X: b.Min.X, Y: b.Min.Y, W: b.Dx(), H: b.Dy(), Pix: make([]uint8, b.Dx()*b.Dy())}
	for _, p := range parts {
		for j := 0; j < p.H; j++ {
			for i := 0; i < p.W; i++ {
				if c := p.Pix[j*p.W+i]; c != 0 {
					out.Pix[(p.Y-out.Y+j)*out.W+p.X-out.X+i] = c
				}
			}
		}
	}
	return out
}

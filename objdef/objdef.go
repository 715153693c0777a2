// Package objdef reads a SonLVL project's object definitions and draws a
// level's objects with them, as SonLVL does: the object lists the INI
// names (objlst=, the global one then the level's, later sections
// replacing earlier ones), each section an object id (hex) or "Ring",
// and in it either
//
//   - art= (files, each with an optional :offset, joined as SonLVL's
//     MultiFileIndexer joins them; "LevelArt" is the level's own
//     patterns), artcmp=, mapasm= or map= (the sprite mappings, in
//     assembler or binary: package loopwright/mdart/sprite), mapasmlbl=,
//     mapver=, frame=, pal=, name=, subtypes=, and the dynamic pattern
//     load cues dplcasm= or dplc=, dplcasmlbl=, dplcver=;
//   - xmlfile=, an XML definition (ObjDef: its images from mappings,
//     image sets, subtypes, bit-field properties with their enums, and
//     display options choosing images by those properties);
//   - codefile=, a C# definition, which Loopwright cannot run: the object
//     keeps its labelled marker, named by its code type.
//
// Set implements layers.ObjectSprites: each object's sprite is chosen by
// its id, subtype and flips (the properties package sonlvl gives it),
// rendered once with the level's palette and patterns and cached.
// Attach gives a level opened by package sonlvl its Set.
package objdef

import (
	"image"
	"strconv"
	"sync"

	"loopwright/layers"
	"loopwright/mdart"
	"loopwright/mdart/sprite"
	"loopwright/sonlvl"
)

// Kind says how a definition draws its object.
type Kind uint8

// The kinds.
const (
	Plain Kind = iota // art and mappings in the INI section
	XML               // an XML definition file
	Code              // a C# definition: drawn as a labelled marker
)

// Def is one object definition.
type Def struct {
	// Key is the INI section's name: the object id in hex ("41") or
	// "Ring".
	Key  string
	Name string
	Kind Kind
	// Subtypes are the subtypes the definition lists.
	Subtypes []layers.ObjectSubtype
	// Source is the file the definition is in.
	Source string
	// Err is why a Plain or XML definition has no image (a file missing
	// or unreadable), nil when it has one.
	Err error

	img *sprite.Sprite // Plain
	x   *xmlDef        // XML
}

// Set is a level's object definitions. It is safe for concurrent use.
type Set struct {
	// Defs are the definitions by object id; Ring is the ring layout's.
	Defs [256]*Def
	Ring *Def
	// Errors are the definitions that could not be read, each naming its
	// file (the objects keep their markers).
	Errors []error

	pal   [64]uint32
	mu    sync.RWMutex
	cache map[cacheKey]*sprite.Sprite
}

type cacheKey struct {
	id     int // 256: the ring
	sub    uint8
	xf, yf bool
}

// Attach reads the object definitions of project level l and sets them
// as its model's Sprites, with the level's own patterns and palette (its
// picture). A level without a picture gets none. It returns the Set (nil
// when none).
func Attach(l *sonlvl.Level) *Set {
	if l == nil || l.Model == nil || l.Project == nil {
		return nil
	}
	la, ok := l.Model.Picture.(*mdart.LevelArt)
	if !ok || la == nil {
		return nil
	}
	s := Load(l.Project, l.Name, la.Patterns, &la.Palette)
	l.Model.Sprites = s
	return s
}

// Load reads the object definitions of level name of project p (the
// global objlst= then the level's), drawing with patterns pats (the
// level's, for "LevelArt") and palette pal.
func Load(p *sonlvl.Project, name string, pats []mdart.Pattern, pal *mdart.Palette) *Set {
	s := &Set{cache: map[cacheKey]*sprite.Sprite{}}
	rgba := pal.RGBA()
	for l := range rgba {
		for i, c := range rgba[l] {
			s.pal[l*16+i] = uint32(c.R) | uint32(c.G)<<8 | uint32(c.B)<<16 | 0xFF<<24
		}
	}
	ld := newLoader(p, name, pats)
	for _, d := range ld.defs() {
		if d.Key == "Ring" {
			s.Ring = d
			continue
		}
		id, err := strconv.ParseUint(d.Key, 16, 8)
		if err != nil {
			continue // the players' and other named sections
		}
		s.Defs[id] = d
	}
	s.Errors = ld.errs
	return s
}

// defOf returns o's definition and cache key, or nil.
func (s *Set) defOf(o *layers.Object) (*Def, cacheKey) {
	if o.Class == "ring" {
		return s.Ring, cacheKey{id: 256}
	}
	var k cacheKey
	id := -1
	for i := range o.Props {
		p := &o.Props[i]
		switch p.Name {
		case sonlvl.PropObjID:
			if v, err := strconv.ParseUint(p.Value, 0, 8); err == nil {
				id = int(v)
			}
		case sonlvl.PropSubtype:
			if v, err := strconv.ParseUint(p.Value, 0, 8); err == nil {
				k.sub = uint8(v)
			}
		case sonlvl.PropXFlip:
			k.xf = p.Value == "true"
		case sonlvl.PropYFlip:
			k.yf = p.Value == "true"
		}
	}
	if id < 0 {
		return nil, k
	}
	k.id = id
	return s.Defs[id], k
}

// Sprite returns o's sprite as placed (flipped), or nil when it has none.
func (s *Set) Sprite(o *layers.Object) *sprite.Sprite {
	d, k := s.defOf(o)
	if d == nil || d.Kind == Code {
		return nil
	}
	s.mu.RLock()
	spr, ok := s.cache[k]
	s.mu.RUnlock()
	if ok {
		return spr
	}
	switch d.Kind {
	case Plain:
		spr = d.img.Flip(k.xf, k.yf)
	case XML:
		spr = d.x.sprite(k.sub, k.xf, k.yf)
	}
	s.mu.Lock()
	s.cache[k] = spr
	s.mu.Unlock()
	return spr
}

// DrawObject implements layers.ObjectSprites.
func (s *Set) DrawObject(dst *image.RGBA, at image.Point, zoom, shrink int, o *layers.Object) bool {
	spr := s.Sprite(o)
	if spr == nil {
		return false
	}
	spr.Draw(dst, at, zoom, shrink, &s.pal)
	return true
}

// ObjectInfo implements layers.ObjectSprites.
func (s *Set) ObjectInfo(o *layers.Object) (layers.ObjectInfo, bool) {
	d, _ := s.defOf(o)
	if d == nil {
		return layers.ObjectInfo{}, false
	}
	return layers.ObjectInfo{Name: d.Name, Subtypes: d.Subtypes, Code: d.Kind == Code}, true
}

// ObjectBounds implements layers.ObjectSprites.
func (s *Set) ObjectBounds(o *layers.Object) (image.Rectangle, bool) {
	spr := s.Sprite(o)
	if spr == nil {
		return image.Rectangle{}, false
	}
	return spr.Bounds().Add(image.Pt(o.X, o.Y)), true
}

var _ layers.ObjectSprites = (*Set)(nil)

package sonlvl

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"loopwright/layers"
)

func statFile(path string) (os.FileInfo, error) {
	fi, err := os.Stat(realPath(path))
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("%s: no such file", path)
		}
		return nil, err
	}
	return fi, nil
}

func baseName(p string) string { return filepath.Base(p) }

// Property names of imported objects (docs/disasm.md).
const (
	PropObjID   = "obj_id"      // "0x41": the object id (S1: without the respawn bit)
	PropSubtype = "subtype"     // "0x10"
	PropXFlip   = "x_flip"      // bool
	PropYFlip   = "y_flip"      // bool
	PropRespawn = "respawn"     // bool: S2 y word bit 15, S1 id bit 7
	PropYSpare  = "y_spare"     // "0x1000", only when not 0: y word bits the games ignore (S2 bit 12, S1 bits 12-13), kept
	PropRingGrp = "ring_group"  // int: the ring layout entry a ring comes from
	PropRingIdx = "ring_index"  // int: the ring's place in its group
	PropRingCol = "ring_column" // bool: the group is a column
	PropRingCnt = "ring_count"  // int: rings in the group
)

// ClassDisasm is the class of objects imported from a disassembly that
// have no Loopwright class: kept, listed and written back unchanged.
const ClassDisasm = "disasm_object"

// entryY returns the entry's y position (bits 0-11 of the y word).
func (e ObjectEntry) Y() int { return int(e.YWord & 0x0FFF) }

// flags returns the entry's x flip, y flip and respawn flags.
func (e ObjectEntry) flags(v Version) (xf, yf, respawn bool) {
	if v == S1 {
		// ObjPosLoad: rol.w #2 puts y word bits 14, 15 in the render
		// flags' x and y flip; id bit 7 asks for a respawn entry.
		return e.YWord&0x4000 != 0, e.YWord&0x8000 != 0, e.ID&0x80 != 0
	}
	if v == S3K {
		// Load_Sprites (sonic3k.asm): rol.w #3 puts bits 13, 14 in the
		// render flags' x and y flip; bit 15 loads the object whatever
		// its y (kept in y_spare); every object has a respawn entry.
		return e.YWord&0x2000 != 0, e.YWord&0x4000 != 0, false
	}
	// ObjectsManager (ChkLoadObj): rol.w #3: bits 13, 14 are the x and y
	// flip, bit 15 the respawn entry.
	return e.YWord&0x2000 != 0, e.YWord&0x4000 != 0, e.YWord&0x8000 != 0
}

// objID returns the entry's object id.
func (e ObjectEntry) objID(v Version) uint8 {
	if v == S1 {
		return e.ID & 0x7F
	}
	return e.ID
}

// rawPropNames are the properties the loader gives an object or ring from
// its layout entry, whatever its class (rawProps, the ring layout's
// entries): saving and the s2 variant's object manager read them.
var rawPropNames = []string{PropObjID, PropSubtype, PropXFlip, PropYFlip, PropRespawn, PropYSpare,
	PropRingGrp, PropRingIdx, PropRingCol, PropRingCnt}

// IsRawProp reports whether name is a property the loader gives objects
// from their layout entries (obj_id, subtype, x_flip, ...,
// docs/disasm.md): not a class property, yet not ignored, so that
// validation need not warn about it.
func IsRawProp(name string) bool {
	for _, n := range rawPropNames {
		if n == name {
			return true
		}
	}
	return false
}

func hex2(v uint8) string { return fmt.Sprintf("0x%02X", v) }

func boolStr(b bool) string { return strconv.FormatBool(b) }

func (ld *loader) buildObjects(l *Level) {
	m := l.Model
	v := ld.p.Version
	if f := l.Objects; f != nil {
		d := f.Data
		for off := 0; off+6 <= len(d); off += 6 {
			e := ObjectEntry{X: binary.BigEndian.Uint16(d[off:]), YWord: binary.BigEndian.Uint16(d[off+2:]), ID: d[off+4], Sub: d[off+5]}
			if e.X == 0xFFFF {
				break // the terminator (S1 keeps it in the file)
			}
			l.Entries = append(l.Entries, e)
		}
		if rest := len(d) % 6; rest != 0 && !terminated(d) {
			ld.fail(f.Path, fmt.Sprintf("offset %#x", len(d)-rest), "truncated: %d bytes is not a whole number of 6-byte entries", len(d))
			return
		}
	}
	for i, e := range l.Entries {
		id := i + 1
		xf, yf, respawn := e.flags(v)
		oid := e.objID(v)
		if int(oid) == switcherID(v) {
			m.Switchers = append(m.Switchers, s2Switcher(id, e, xf))
			continue
		}
		o := layers.Object{ID: id, X: int(e.X), Y: e.Y(), Class: ClassDisasm, Name: fmt.Sprintf("Obj%02X", oid)}
		o.Props = rawProps(oid, e.Sub, xf, yf, respawn)
		if sp := e.YWord & spareBits(v); sp != 0 {
			o.Props = append(o.Props, layers.Prop{Name: PropYSpare, Type: "string", Value: fmt.Sprintf("0x%04X", sp)})
		}
		classify(v, &o, oid, e.Sub, xf, yf)
		m.Objects = append(m.Objects, o)
	}
	if f := l.Rings; f != nil && v == S3K {
		ld.s3kRings(l)
	} else if f != nil {
		d := f.Data
		off := 0
		for ; off+2 <= len(d); off += 4 {
			x := binary.BigEndian.Uint16(d[off:])
			if x&0x8000 != 0 {
				break // RingsMgr: a negative x ends the list
			}
			if off+4 > len(d) {
				ld.fail(f.Path, fmt.Sprintf("offset %#x", off), "truncated ring entry (4 bytes: x, then count/direction/y)")
				return
			}
			l.RingGroups = append(l.RingGroups, RingGroup{X: x, Word: binary.BigEndian.Uint16(d[off+2:])})
		}
		if off+2 > len(d) {
			ld.fail(f.Path, fmt.Sprintf("offset %#x", off), "the ring layout has no $FFFF terminator")
			return
		}
		next := len(l.Entries) + 1
		for gi, g := range l.RingGroups {
			for k, p := range g.positions() {
				o := layers.Object{ID: next, Class: "ring", X: p.X, Y: p.Y, Props: []layers.Prop{
					{Name: PropRingGrp, Type: "int", Value: strconv.Itoa(gi)},
					{Name: PropRingIdx, Type: "int", Value: strconv.Itoa(k)},
				}}
				if k == 0 {
					o.Props = append(o.Props,
						layers.Prop{Name: PropRingCnt, Type: "int", Value: strconv.Itoa(g.count())},
						layers.Prop{Name: PropRingCol, Type: "bool", Value: boolStr(g.column())})
				}
				next++
				m.Objects = append(m.Objects, o)
			}
		}
	}
}

func terminated(d []byte) bool {
	for off := 0; off+2 <= len(d); off += 6 {
		if binary.BigEndian.Uint16(d[off:]) == 0xFFFF {
			return true
		}
	}
	return false
}

func (g RingGroup) count() int   { return int(g.Word>>12&7) + 1 }
func (g RingGroup) column() bool { return g.Word&0x8000 != 0 }

// positions returns the group's rings: Count rings from (X, Y), $18 px
// apart to the right, or downwards for a column (RingsManager_Setup).
func (g RingGroup) positions() []layers.Point {
	p := make([]layers.Point, g.count())
	x, y := int(g.X), int(g.Word&0xFFF)
	for i := range p {
		p[i] = layers.Point{X: x, Y: y}
		if g.column() {
			y += 0x18
		} else {
			x += 0x18
		}
	}
	return p
}

func rawProps(oid, sub uint8, xf, yf, respawn bool) []layers.Prop {
	return []layers.Prop{
		{Name: PropObjID, Type: "string", Value: hex2(oid)},
		{Name: PropSubtype, Type: "string", Value: hex2(sub)},
		{Name: PropXFlip, Type: "bool", Value: boolStr(xf)},
		{Name: PropYFlip, Type: "bool", Value: boolStr(yf)},
		{Name: PropRespawn, Type: "bool", Value: boolStr(respawn)},
	}
}

// s2Switcher decodes an object 03 (the plane switcher) as Obj03 reads it:
// subtype bits 0-1 the radius ($20 << n), bit 2 a horizontal threshold
// (Obj03_MainY), bit 3 the path on the right/below side (B when set), bit 4
// the path on the left/above side, bits 5 and 6 those sides' high
// priority, bit 7 grounded only; the x-flip render flag leaves the path
// alone and sets only the priority.
func s2Switcher(id int, e ObjectEntry, xflip bool) layers.Switcher {
	s := e.Sub
	sw := layers.Switcher{ID: id, X: int(e.X), Y: e.Y(), Radius: 0x20 << (s & 3), Horizontal: s&4 != 0,
		GroundedOnly: s&0x80 != 0, PriorityOnly: xflip}
	if s&0x10 != 0 {
		sw.Layer[0] = layers.PathB
	}
	if s&0x08 != 0 {
		sw.Layer[1] = layers.PathB
	}
	if s&0x40 != 0 {
		sw.Priority[0] = layers.High
	}
	if s&0x20 != 0 {
		sw.Priority[1] = layers.High
	}
	return sw
}

// switcherSubtype is the inverse of s2Switcher: the subtype byte and the
// x-flip flag.
func switcherSubtype(sw *layers.Switcher) (uint8, bool) {
	var s uint8
	switch sw.Radius {
	case 0x40:
		s = 1
	case 0x80:
		s = 2
	case 0x100:
		s = 3
	}
	if sw.Horizontal {
		s |= 4
	}
	if sw.Layer[1] == layers.PathB {
		s |= 8
	}
	if sw.Layer[0] == layers.PathB {
		s |= 0x10
	}
	if sw.Priority[1] == layers.High {
		s |= 0x20
	}
	if sw.Priority[0] == layers.High {
		s |= 0x40
	}
	if sw.GroundedOnly {
		s |= 0x80
	}
	return s, sw.PriorityOnly
}

// classify gives a Sonic 2 object its Loopwright class where one exists
// (docs/objects.md), with that class's properties after the raw ones, as
// the object's code reads its subtype and flags. The s2 variant's physics
// runs every object with an obj_id as Sonic 2 does, whatever its class;
// the classes serve the editor, the validator and the other variants.
// Sonic 1 objects keep the class disasm_object.
func classify(v Version, o *layers.Object, oid, sub uint8, xf, yf bool) {
	if v != S2 {
		return
	}
	set := func(class string, kv ...string) {
		o.Class = class
		for i := 0; i+1 < len(kv); i += 2 {
			typ := "string"
			if _, err := strconv.Atoi(kv[i+1]); err == nil {
				typ = "int"
			}
			o.Props = append(o.Props, layers.Prop{Name: kv[i], Type: typ, Value: kv[i+1]})
		}
	}
	side := func(right, left string) string {
		if xf {
			return left
		}
		return right
	}
	switch oid {
	case 0x41: // Obj41 spring: bit 1 yellow, bits 4-6 the direction
		strength := "red"
		if sub&2 != 0 {
			strength = "yellow"
		}
		dirs := []string{"up", side("right", "left"), "down", side("up_right", "up_left"), side("down_right", "down_left")}
		if t := int(sub>>4) & 7; t < len(dirs) {
			set("spring", "strength", strength, "direction", dirs[t])
		}
	case 0x26: // Obj26 monitor: the subtype is the contents
		contents := map[uint8]string{1: "life", 2: "life", 4: "rings", 5: "speed", 6: "shield", 7: "invincibility"}
		if c, ok := contents[sub]; ok {
			set("monitor", "contents", c)
		}
	case 0x36: // Obj36 spikes: subtype bits 4-7, 0-3 upright, 4-7 sideways, $10 px of radius each
		t := int(sub >> 4)
		switch {
		case t < 4:
			d := "up"
			if yf {
				d = "down"
			}
			set("spikes", "direction", d, "count", strconv.Itoa(4*(t+1)))
		case t < 8:
			set("spikes", "direction", side("right", "left"), "count", strconv.Itoa(4*(t-3)))
		}
	case 0x11: // Obj11 bridge: the subtype is the number of logs
		if sub >= 1 && sub <= 128 {
			set("bridge", "segments", strconv.Itoa(int(sub)))
		}
	case 0x18: // Obj18 platform: only the stationary kind (subtype low nibble 0)
		if sub&0x0F == 0 {
			set("platform", "width_radius", "32", "height_radius", "8")
		}
	case 0x4B: // Buzzer
		set("buzz_bomber", "direction", side("left", "right"))
	case 0x5C: // Masher
		set("chomper")
	}
}

// spareBits are the y word's bits that are neither y nor flags.
func spareBits(v Version) uint16 {
	switch v {
	case S1:
		return 0x3000
	case S3K:
		return 0x9000 // bit 15: load at any y (Load_Sprites); bit 12 unused
	}
	return 0x1000
}

// switcherID is the plane switcher's object id: Sonic 2's Obj03, S3K's
// Obj_PathSwap (id 2, whose subtype bits mean what Obj03's do:
// sonic3k.asm Obj_PathSwap); Sonic 1 has none (-1).
func switcherID(v Version) int {
	switch v {
	case S2:
		return 0x03
	case S3K:
		return 0x02
	}
	return -1
}

// s2Word encodes a Sonic 2 chunk word for block b with cells blk (the
// inverse of s2Cells): ok is false when both paths have a mask and their
// flips differ (one flip per block).
func s2Word(b uint16, blk layers.Block) (w uint16, ok bool) {
	a, c := blk[0], blk[1]
	if a.Tile != 0 && c.Tile != 0 && (a.XFlip != c.XFlip || a.YFlip != c.YFlip) {
		return 0, false
	}
	flip := a
	if a.Tile == 0 && c.Tile != 0 {
		flip = c
	}
	w = b & 0x3FF
	if flip.XFlip {
		w |= 0x400
	}
	if flip.YFlip {
		w |= 0x800
	}
	for p, cell := range blk {
		top, lrb := solidBits(cell.Solidity)
		if top {
			w |= 0x1000 << (2 * p)
		}
		if lrb {
			w |= 0x2000 << (2 * p)
		}
	}
	return w, true
}

// s1Word encodes a Sonic 1 chunk word for block b with cell c (the
// inverse of s1Cell).
func s1Word(b uint16, c layers.Cell) uint16 {
	w := b & 0x7FF
	if c.XFlip {
		w |= 0x800
	}
	if c.YFlip {
		w |= 0x1000
	}
	top, lrb := solidBits(c.Solidity)
	if top {
		w |= 0x2000
	}
	if lrb {
		w |= 0x4000
	}
	return w
}

// entryFlags returns the y-word bits and the id bit that the flags take
// in engine v's object layout (the inverse of ObjectEntry.flags).
func entryFlags(v Version, xf, yf, respawn bool) (yword uint16, idBit uint8) {
	bit := func(b bool, m uint16) uint16 {
		if b {
			return m
		}
		return 0
	}
	if v == S1 {
		if respawn {
			idBit = 0x80
		}
		return bit(xf, 0x4000) | bit(yf, 0x8000), idBit
	}
	if v == S3K {
		return bit(xf, 0x2000) | bit(yf, 0x4000), 0
	}
	return bit(xf, 0x2000) | bit(yf, 0x4000) | bit(respawn, 0x8000), 0
}

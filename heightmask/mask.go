// Package heightmask models the 16x16 solid tiles of the classic games: a
// height array of 16 columns, the width array derived from it, a hex angle,
// the flagged bit and the tile's solidity (docs/physics.md "Solid Tiles";
// docs/tiled.md).
//
// Conventions: inside a tile, x grows right and y grows down, both 0..15.
// A height h > 0 is a column of h solid pixels standing on the tile's bottom
// edge; h < 0 is a column of -h pixels hanging from its top edge; 0 is empty
// and 16 full. A width w > 0 is a row of w solid pixels from the tile's right
// edge; w < 0 is a row of -w pixels from its left edge (the original games'
// rotated arrays). Angles are clockwise hex angles (package hexangle).
//
// The zero Mask is an empty tile, solid from all sides once it has heights.
package heightmask

import (
	"fmt"

	"loopwright/hexangle"
)

// Size is the width and height of a tile in pixels.
const Size = 16

// Solidity says which sensors see a tile. The zero value is SolidAll.
type Solidity uint8

// The solidities of docs/tiled.md.
const (
	SolidAll   Solidity = iota // seen from every side
	SolidTop                   // seen only by downward ground sensors
	SolidSides                 // seen by left, right and upward sensors only
	SolidNone                  // not solid
)

var solidityNames = [...]string{"all", "top", "sides", "none"}

// String returns the name docs/tiled.md gives: "all", "top", "sides" or "none".
func (s Solidity) String() string {
	if int(s) < len(solidityNames) {
		return solidityNames[s]
	}
	return fmt.Sprintf("Solidity(%d)", uint8(s))
}

// ParseSolidity parses a solidity name (docs/tiled.md); "" means all.
func ParseSolidity(name string) (Solidity, error) {
	if name == "" {
		return SolidAll, nil
	}
	for i, n := range solidityNames {
		if n == name {
			return Solidity(i), nil
		}
	}
	return 0, fmt.Errorf("unknown solidity %q (want all, top, sides or none)", name)
}

// Floor reports whether downward ground sensors see the tile (top solid).
func (s Solidity) Floor() bool { return s == SolidAll || s == SolidTop }

// Walls reports whether upward and sideways sensors see the tile (left,
// right and bottom solid).
func (s Solidity) Walls() bool { return s == SolidAll || s == SolidSides }

// Dir is the direction a sensor looks in.
type Dir uint8

// Sensor directions.
const (
	Down Dir = iota
	Right
	Up
	Left
)

var dirNames = [...]string{"down", "right", "up", "left"}

// String returns "down", "right", "up" or "left" (the trace names).
func (d Dir) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", uint8(d))
}

// Vertical reports whether d is Down or Up.
func (d Dir) Vertical() bool { return d == Down || d == Up }

// Mask is one solid tile.
type Mask struct {
	Heights [Size]int8 // columns left to right, -16..16
	Widths  [Size]int8 // rows top to bottom, -16..16; see CustomWidths
	// Angle is the tile's hex angle. When Flagged is set it is ignored and
	// the tile reads as angle 0xFF.
	Angle   uint8
	Flagged bool
	// Solidity is the tile's own solidity, the default for blocks that
	// place it.
	Solidity Solidity
	// ManualAngle is set when Angle was given by a designer or a file
	// rather than computed by AutoAngle.
	ManualAngle bool
	// CustomWidths is set when Widths were painted or loaded and may
	// differ from DeriveWidths(Heights).
	CustomWidths bool
}

// TileAngle returns the angle sensors report: 0xFF when flagged, else Angle.
func (m *Mask) TileAngle() uint8 {
	if m.Flagged {
		return hexangle.Flagged
	}
	return m.Angle
}

// Empty reports whether no pixel of the mask is solid.
func (m *Mask) Empty() bool {
	// Indexed, not "range m.Heights": ranging over the array copied it
	// to the stack first (a stalled copy on every sensor read).
	for i := range m.Heights {
		if m.Heights[i] != 0 {
			return false
		}
	}
	return true
}

// Solid reports whether pixel (x, y) of the height array is solid.
func (m *Mask) Solid(x, y int) bool {
	h := int(m.Heights[x&15])
	switch {
	case h > 0:
		return y >= Size-h
	case h < 0:
		return y < -h
	}
	return false
}

// DeriveWidths returns the width array of a height array: for each row, top
// to bottom, the number of solid pixels; 0 when empty, 16 when full,
// otherwise negative when the row's leftmost pixel is solid.
func DeriveWidths(heights [Size]int8) [Size]int8 {
	m := Mask{Heights: heights}
	var w [Size]int8
	for y := 0; y < Size; y++ {
		n := 0
		for x := 0; x < Size; x++ {
			if m.Solid(x, y) {
				n++
			}
		}
		if n > 0 && n < Size && m.Solid(0, y) {
			n = -n
		}
		w[y] = int8(n)
	}
	return w
}

// Sense returns the mask's extent along a sensor's axis at index i (0..15:
// the column for vertical sensors, the row for horizontal ones, in block
// coordinates), for a block placed with the given flips, oriented to the
// sensor: h > 0 means h solid pixels counted from the edge the sensor moves
// towards (the bottom edge for a Down sensor, the top for Up, the right
// edge for Right, the left for Left); h < 0 means -h pixels from the
// opposite edge. This is the value the original games' FindFloor/FindWall
// read, after their flip and direction handling. A full line is always 16
// (never -16; the games treat both alike).
func (m *Mask) Sense(d Dir, xflip, yflip bool, i int) int {
	i &= 15
	var h int
	if d.Vertical() {
		if xflip {
			i = 15 - i
		}
		h = int(m.Heights[i])
		if yflip {
			h = -h
		}
		if d == Up {
			h = -h
		}
	} else {
		if yflip {
			i = 15 - i
		}
		h = int(m.Widths[i])
		if xflip {
			h = -h
		}
		if d == Left {
			h = -h
		}
	}
	if h == -Size {
		h = Size
	}
	return h
}

// FlipAngle returns the angle of a tile with angle a seen with the given
// flips: an X flip turns a into (256 - a) mod 256, a Y flip into
// (128 - a) mod 256. The flagged angle 0xFF is returned unchanged.
func FlipAngle(a uint8, xflip, yflip bool) uint8 {
	if a == hexangle.Flagged {
		return a
	}
	if xflip {
		a = -a
	}
	if yflip {
		a = 128 - a
	}
	return a
}

// FlipX returns the mask mirrored left to right (docs/physics.md "Solid Tiles").
// Derived widths are derived again from the mirrored heights (so that a row
// touching both edges, or neither, keeps the DeriveWidths sign rule);
// custom widths are mirrored as the games do, by negation (16 stays 16).
// The angle a becomes (256 - a) mod 256; Flagged is kept.
func (m Mask) FlipX() Mask {
	r := m
	for i := 0; i < Size; i++ {
		r.Heights[i] = m.Heights[Size-1-i]
		w := m.Widths[i]
		if w != Size && w != -Size {
			w = -w
		}
		r.Widths[i] = w
	}
	if !m.CustomWidths {
		r.Widths = DeriveWidths(r.Heights)
	}
	r.Angle = FlipAngle(m.Angle, true, false)
	return r
}

// FlipY returns the mask mirrored top to bottom: a floor mask becomes a
// ceiling mask (heights h -> -h; a full column, 16 or -16, stays 16), the
// rows are reversed, and the angle a becomes (128 - a) mod 256; Flagged is
// kept.
func (m Mask) FlipY() Mask {
	r := m
	for i := 0; i < Size; i++ {
		h := m.Heights[i]
		if h == Size || h == -Size {
			r.Heights[i] = Size
		} else {
			r.Heights[i] = -h
		}
		r.Widths[i] = m.Widths[Size-1-i]
	}
	if !m.CustomWidths {
		r.Widths = DeriveWidths(r.Heights)
	}
	r.Angle = FlipAngle(m.Angle, false, true)
	return r
}

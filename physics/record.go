package physics

import (
	"loopwright/heightmask"
	"loopwright/layers"
)

// Mode is a collision mode (docs/physics.md "Slope Collision", "Ground Collision Modes"). The zero
// value is Floor.
type Mode uint8

// The four modes. RightWall is the mode around hex angle 0xC0 (90 degrees,
// a wall on the player's right when running right), LeftWall around 0x40.
const (
	Floor Mode = iota
	RightWall
	Ceiling
	LeftWall
)

var modeNames = [...]string{"floor", "right_wall", "ceiling", "left_wall"}

// String returns the trace name: floor, right_wall, ceiling or left_wall.
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return "floor"
}

// GroundMode returns the ground sensors' mode for ground angle a, with the
// games' rounding (docs/physics.md "Slope Collision" table: floor 0xE0-0x20, right wall 0xA1-0xDF,
// ceiling 0x60-0xA0, left wall 0x21-0x5F).
func GroundMode(a uint8) Mode {
	switch quadrant(a) {
	case 0x40:
		return LeftWall
	case 0x80:
		return Ceiling
	case 0xC0:
		return RightWall
	}
	return Floor
}

// quadrant is the original AnglePos/CalcRoomInFront rounding of an angle
// to 0x00, 0x40, 0x80 or 0xC0.
func quadrant(a uint8) uint8 {
	var d uint8
	if (a+0x20)&0x80 != 0 {
		d = a
		if a >= 0x80 {
			d = a - 1
		}
		d += 0x20
	} else {
		d = a
		if a >= 0x80 {
			d = a + 1
		}
		d += 0x1F
	}
	return d & 0xC0
}

// SensorRecord is what one sensor did in a frame.
type SensorRecord struct {
	Name   byte // 'A'..'F'
	Active bool
	// AnchorX, AnchorY is the anchor pixel.
	AnchorX, AnchorY int
	Dir              heightmask.Dir
	// Distance is the distance from the anchor to the surface along Dir
	// (negative inside the solid), as FindFloor/FindWall return it.
	Distance int
	// Found reports whether a tile supplied the surface; when not, Distance
	// is the "nothing found" distance to the end of the second block.
	Found bool
	// SurfaceX, SurfaceY is the first solid pixel of the surface found,
	// along Dir from the anchor (valid when Found).
	SurfaceX, SurfaceY int
	// TileAngle is the angle of the tile found, with its flips applied
	// (heightmask.FlipAngle); Flagged is set for a flagged tile.
	TileAngle uint8
	Flagged   bool
	// BlockX, BlockY and Tile are the block and tile found.
	BlockX, BlockY int
	Tile           layers.TileID
	// Winner is set on the sensor whose distance the player used.
	Winner bool
}

// ContactKind says how the player touched an object (docs/cli.md, trace).
type ContactKind uint8

// Contact kinds.
const (
	SolidTop ContactKind = iota
	SolidSide
	SolidBottom
	Hitbox
	Trigger
)

var contactNames = [...]string{"solid_top", "solid_side", "solid_bottom", "hitbox", "trigger"}

// String returns the name docs/cli.md (trace) gives k.
func (k ContactKind) String() string {
	if int(k) < len(contactNames) {
		return contactNames[k]
	}
	return "hitbox"
}

// Contact is one object contact in a frame (filled by object simulation).
type Contact struct {
	Object   int // the object's id in the level
	Kind     ContactKind
	Reaction string // a constant string such as "land", "bounce"
}

// MaxContacts is the size of FrameRecord.Contacts.
const MaxContacts = 8

// FrameRecord is the state after one frame, with every sensor the frame
// used. It holds no pointers or slices, so copying it allocates nothing.
type FrameRecord struct {
	Frame int // 1 for the first simulated frame
	// CameraX, CameraY is the game camera's top-left after the frame and
	// CameraBias its vertical focal point (camera.go).
	CameraX, CameraY int
	CameraBias       int
	X, Y             Fixed
	XSpeed, YSpeed   Fixed
	GSpeed           Fixed
	Angle            uint8
	Mode             Mode
	Grounded         bool
	Rolling          bool
	// State is the state name: normal, walking, running, skidding,
	// balancing, crouching, looking_up, pushing, rolling, jumping,
	// airborne or dead.
	State        string
	Path         layers.Path
	Priority     layers.Priority
	ControlLock  int
	FacingLeft   bool
	WidthRadius  int
	HeightRadius int
	Input        Input
	// Sensors holds A-F in order.
	Sensors [6]SensorRecord
	// Edge is the balance check sensor (docs/physics.md "Slope Collision", "Balancing On Edges"),
	// active only when it ran.
	Edge SensorRecord
	// Object fields (filled by object simulation).
	Rings         int
	StandingOn    int // object id, valid when OnObject
	OnObject      bool
	Pushing       bool
	Contacts      [MaxContacts]Contact
	ContactsCount int
	// Invulnerable is the frames of invulnerability left after a hit
	// (the games' invulnerable_time).
	Invulnerable int
	// Player is water, air, shield, abilities, super and animation
	// (player.go).
	Player PlayerRecord
	// End is set on the frame the game leaves the level and after it
	// (State.End: "fz", "ending"); "" while it plays.
	End string
}

// AddContact records a contact with an object in this frame's record
// (docs/cli.md, trace: contacts): the object's id, the kind and the
// reaction; past MaxContacts a frame's further contacts are dropped.
func (s *Sim) AddContact(object int, kind ContactKind, reaction string) {
	r := &s.st.Rec
	if r.ContactsCount >= MaxContacts {
		return
	}
	r.Contacts[r.ContactsCount] = Contact{Object: object, Kind: kind, Reaction: reaction}
	r.ContactsCount++
}

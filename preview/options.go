package preview

import (
	"image/color"

	"loopwright/internal/palette"
)

// Paths selects which collision paths the level view draws.
type Paths uint8

// Path selections. The zero value draws both.
const (
	PathsBoth Paths = iota // A and B: shared pixels plain, A-only dark, B-only striped
	PathsA
	PathsB
)

// String returns "both", "A" or "B".
func (p Paths) String() string {
	switch p {
	case PathsA:
		return "A"
	case PathsB:
		return "B"
	}
	return "both"
}

// Overlay is a set of switchable overlays, one bit each.
type Overlay uint32

// The overlays. Each can be switched on and off on its own.
const (
	// OverlayArt draws the level's art layers (flat colour per tile id)
	// under the collision.
	OverlayArt Overlay = 1 << iota
	// OverlayCollision draws the collision tiles of the selected paths.
	OverlayCollision
	// OverlaySwitchers draws layer switchers: the orange threshold, the
	// transparent orange range area and each side's layer and priority.
	OverlaySwitchers
	// OverlayObjects marks every level object with a cross and its class.
	OverlayObjects
	// OverlayTriggers draws trigger areas.
	OverlayTriggers
	// OverlaySolids draws objects' solid boxes (their own size).
	OverlaySolids
	// OverlayCombined draws the combined box each solid object tests the
	// player's position against (docs/physics.md "Solid Objects").
	OverlayCombined
	// OverlayHitboxes draws hitboxes, coloured by reaction type.
	OverlayHitboxes
	// OverlayCamera draws the 320x224 camera view and its borders.
	OverlayCamera
	// OverlayPlayer draws the player's box, centre pixel and facing.
	OverlayPlayer
	// OverlayPlayerLayer writes the player's layer and priority above its
	// head.
	OverlayPlayerLayer
	// OverlaySensors draws the active sensors A-F.
	OverlaySensors
	// OverlayInactiveSensors also draws inactive sensors, dimmed.
	OverlayInactiveSensors
	// OverlaySensorLabels writes each active sensor's distance beside it.
	OverlaySensorLabels
	// OverlaySurfaces marks the surface point each sensor found.
	OverlaySurfaces
	// OverlayHUD writes the frame, position, speeds and state at the top
	// left.
	OverlayHUD
	// OverlayStart marks the level's player start.
	OverlayStart
	// OverlayPicture draws the level's own picture (layers.Level.Picture:
	// a disassembly level's art, both priority planes unless
	// Options.PicturePlanes says otherwise) under the collision, which is
	// then blended over it.
	OverlayPicture
	// OverlayWater draws the water surface and tints the water (levels
	// with water_level).
	OverlayWater
	// OverlaySprites draws each object with its own sprite, flipped as
	// placed, where the level has them (layers.Level.Sprites: a
	// disassembly project's object definitions), in place of its cross;
	// objects without one keep their marker (OverlayObjects), labelled
	// with their definition's name.
	OverlaySprites

	overlayEnd
)

// AllOverlays is every overlay on.
const AllOverlays = overlayEnd - 1

// Has reports whether every overlay of x is in o.
func (o Overlay) Has(x Overlay) bool { return o&x == x }

// Options says what Render draws.
type Options struct {
	Paths Paths
	// AngleColours colours collision by tile angle (a hue wheel; flagged
	// tiles grey) instead of by solidity.
	AngleColours bool
	BlockGrid    bool
	ChunkGrid    bool
	Overlays     Overlay
	// PicturePlanes selects the picture's priority planes: both (the zero
	// value), low only or high only.
	PicturePlanes PicturePlanes
	// PictureNoBackground hides the picture's background plane (a
	// disassembly level's background layout, layers.BackgroundPicture),
	// which is otherwise drawn under the foreground art.
	PictureNoBackground bool
	// PictureOpacity is the picture's opacity in percent over the level
	// background, 1..100; 0 means 100. Hide it with OverlayPicture.
	PictureOpacity int
	// CollisionOpacity is the collision's opacity in percent over the
	// picture, 1..100; 0 means the default, DefaultCollisionOpacity. Without
	// a picture the collision is always opaque.
	CollisionOpacity int
}

// DefaultCollisionOpacity is the collision's opacity over a level picture
// when Options.CollisionOpacity is 0: enough to read solidity and angles
// while the art shows through.
const DefaultCollisionOpacity = 60

// PicturePlanes selects the priority planes of a level picture.
type PicturePlanes uint8

// The plane selections. The zero value draws both.
const (
	PictureBoth PicturePlanes = iota
	PictureLow
	PictureHigh
	// PictureNone draws no foreground plane: the background plane
	// alone (the editor's background editing).
	PictureNone
)

// String returns "both", "low", "high" or "none".
func (p PicturePlanes) String() string {
	switch p {
	case PictureLow:
		return "low"
	case PictureHigh:
		return "high"
	case PictureNone:
		return "none"
	}
	return "both"
}

// percent turns an option's percent (0 meaning def) into mix's 0..255.
func percent(v, def int) int {
	if v <= 0 {
		v = def
	}
	return min(v, 100) * 255 / 100
}

// DefaultOptions returns both paths, both grids and every overlay but the
// inactive sensors.
func DefaultOptions() Options {
	return Options{BlockGrid: true, ChunkGrid: true, Overlays: AllOverlays &^ OverlayInactiveSensors}
}

// The colours, all from package palette (one legend for every view).
var (
	colBackground = palette.Colour(palette.Empty)
	colVoid       = palette.Colour(palette.Void)
	colSolidAll   = palette.Colour(palette.SolidAll)
	colSolidTop   = palette.Colour(palette.SolidTop)
	colSolidSides = palette.Colour(palette.SolidSides)
	colSolidNone  = palette.Colour(palette.SolidNone)
	colFlagged    = palette.Colour(palette.Flagged)
	colBlockGrid  = palette.Colour(palette.BlockGrid)
	colChunkGrid  = palette.Colour(palette.ChunkGrid)

	// sensorColours are the colours of sensors A to F: A green, B cyan,
	// C blue, D yellow, E pink, F red (docs/physics.md "Slope Collision" figures).
	sensorColours = [6]color.RGBA{
		palette.Colour(palette.SensorA),
		palette.Colour(palette.SensorB),
		palette.Colour(palette.SensorC),
		palette.Colour(palette.SensorD),
		palette.Colour(palette.SensorE),
		palette.Colour(palette.SensorF),
	}

	colAnchor    = palette.Colour(palette.SensorAnchor)
	colPlayer    = palette.Colour(palette.Player)
	colCentre    = palette.Colour(palette.Player)
	colSwitcher  = palette.Colour(palette.Switcher)
	colCamera    = palette.Colour(palette.Camera)
	colObjWindow = palette.Colour(palette.ObjectWindow)
	colBorder    = palette.Colour(palette.Camera)
	colSolidBox  = palette.Colour(palette.SolidBox)
	colCombined  = palette.Colour(palette.CombinedBox)
	colTrigger   = palette.Colour(palette.Trigger)
	colObject    = palette.Colour(palette.Object)
	colStart     = palette.Colour(palette.Start)
	colHUD       = palette.Colour(palette.Text)
	colLabelText = palette.Colour(palette.Text)
	colEdge      = palette.Colour(palette.BalanceSensor)
	colShadow    = palette.Shadow

	// hitboxColours are the hitbox colours by reaction type: the player's,
	// attackable, item, increment, hurt, special.
	hitboxColours = [6]color.RGBA{
		palette.Colour(palette.HitboxPlayer),
		palette.Colour(palette.HitboxAttack),
		palette.Colour(palette.HitboxItem),
		palette.Colour(palette.HitboxIncrement),
		palette.Colour(palette.HitboxHurt),
		palette.Colour(palette.HitboxSpecial),
	}
)

// angleColours is the hue wheel of AngleColours: angle 0 (flat floor) is
// green, 0x40 (left wall) blue, 0x80 (ceiling) magenta, 0xC0 (right wall)
// orange.
var angleColours = func() (t [256]color.RGBA) {
	for a := 0; a < 256; a++ {
		// hue in [0, 1536): 6 segments of 256
		h := (a*6 + 2*256) % 1536
		seg, f := h/256, h%256
		const v, lo = 235, 70
		up := lo + (v-lo)*f/255
		down := v - (v-lo)*f/255
		var r, g, b int
		switch seg {
		case 0:
			r, g, b = v, up, lo
		case 1:
			r, g, b = down, v, lo
		case 2:
			r, g, b = lo, v, up
		case 3:
			r, g, b = lo, down, v
		case 4:
			r, g, b = up, lo, v
		default:
			r, g, b = v, lo, down
		}
		t[a] = color.RGBA{uint8(r), uint8(g), uint8(b), 255}
	}
	return t
}()

// AngleColour returns the colour AngleColours gives a tile angle.
func AngleColour(a uint8) color.RGBA {
	if a == 0xFF {
		return colFlagged
	}
	return angleColours[a]
}

package preview

import (
	"loopwright/heightmask"
	"loopwright/internal/intmath"
	"loopwright/layers"
	"loopwright/physics"
)

// Scene is what the overlays draw for one frame: the player, its sensors,
// hitboxes, solid boxes, trigger areas and the camera. It is a plain copy of
// the simulation's state (see FromRecord), so drawing never touches the
// simulation. Positions are level pixels (X grows right, Y grows down). The
// zero Scene draws nothing but the level.
type Scene struct {
	Frame     int
	HasPlayer bool
	Player    Player
	// Sensors are the player's sensors A-F, in that order.
	Sensors [6]Sensor
	// Edge is the balance check sensor (docs/physics.md "Slope Collision", "Balancing On Edges"),
	// drawn grey without a label when active.
	Edge Sensor
	// Hitboxes holds the player's hitbox (Player true) and the objects'.
	Hitboxes []Hitbox
	// Solids are the objects' solid boxes.
	Solids []Solid
	// Triggers are trigger areas (docs/physics.md "Hitboxes", "Trigger Areas").
	Triggers []Trigger
	// Camera is the 320x224 view (docs/physics.md "Camera"). When Camera.Valid is false
	// the renderer derives one centred on the player (see DefaultCamera).
	Camera Camera
	// ObjectWindow is the range of level x in which the object manager
	// keeps objects alive (SimObjects), drawn with the camera unless it
	// is All (an engine without an object manager).
	ObjectWindow Span
	// Live are the level objects that exist this frame and where they
	// are (with ObjectWindow: SimObjects). Object sprites are drawn there;
	// a placed object inside ObjectWindow that is not live (collected,
	// destroyed) has no sprite drawn.
	Live []LiveObject
	// Abilities is the water, shields and moves (abilities.go).
	Abilities AbilityScene
	// HasP2 and P2 are the second player (docs/physics.md "Player 2"; p2.go).
	HasP2 bool
	P2    Second
	// Layout is the chunks the game's level code wrote into the layout
	// this run (physics.State.Layout: Sonic 1's Labyrinth 3; SimObjects),
	// drawn in place of the level's own.
	Layout physics.LayoutPatch
}

// LiveObject is a level object (its layers.Object ID) where the
// simulation has it.
type LiveObject struct {
	ObjectID int
	X, Y     int
}

// Player is the player as drawn: its centre pixel, its radii, its facing,
// its collision layer and priority, and the values the HUD prints.
type Player struct {
	X, Y         int // centre pixel
	SubX, SubY   int // sub-pixels 0-255 (HUD only)
	WidthRadius  int // a radius r is 2r+1 pixels (docs/physics.md "Basics", "Sizes")
	HeightRadius int
	PushRadius   int
	FacingLeft   bool
	Path         layers.Path
	Priority     layers.Priority
	Grounded     bool
	Rolling      bool
	Angle        uint8
	Mode         string
	State        string
	// XSpeed, YSpeed and GroundSpeed are in 1/256 pixel per frame.
	XSpeed, YSpeed, GroundSpeed int
}

// Sensor is one sensor as drawn (docs/physics.md "Solid Tiles" and "Slope Collision"): its anchor pixel, the
// direction it looks in, what it found. Name is 'A' to 'F'.
type Sensor struct {
	Name     byte
	Active   bool
	X, Y     int // anchor pixel
	Dir      heightmask.Dir
	Distance int
	// Found is set when a solid tile surface was found; SurfaceX/Y is then
	// the surface pixel the distance measures to.
	Found              bool
	SurfaceX, SurfaceY int
	TileAngle          uint8
	// Winner marks the sensor of a competing pair (A/B, C/D) whose
	// distance was used.
	Winner bool
}

// Reaction is a hitbox's reaction type (docs/physics.md "Hitboxes", "Hitbox Reaction").
type Reaction uint8

// The reaction types of docs/physics.md "Hitboxes".
const (
	ReactNone      Reaction = iota // the player's own hitbox
	ReactAttack                    // badniks and bosses
	ReactItem                      // rings, monitors
	ReactIncrement                 // routine counter increment
	ReactHurt                      // spikes, projectiles
	ReactSpecial                   // special conditions
)

var reactionNames = [...]string{"player", "attackable", "item", "increment", "hurt", "special"}

// String returns the reaction's name as the legend prints it.
func (r Reaction) String() string {
	if int(r) < len(reactionNames) {
		return reactionNames[r]
	}
	return "unknown"
}

// Hitbox is a hitbox centred on X, Y with the given radii: it covers
// X-WidthRadius .. X+WidthRadius inclusive (docs/physics.md "Hitboxes").
type Hitbox struct {
	X, Y                      int
	WidthRadius, HeightRadius int
	Reaction                  Reaction
	Player                    bool
	ObjectID                  int
	// Touching marks a hitbox overlapping the player's this frame.
	Touching bool
}

// Solid is an object's solid box (docs/physics.md "Solid Objects"): its own size and the
// combined box the player's position is tested against.
type Solid struct {
	ObjectID                  int
	X, Y                      int
	WidthRadius, HeightRadius int
	// CombinedX and CombinedY are combined_x_radius and
	// combined_y_radius; 0 means derive them from the player (Width
	// Radius + Push Radius + 1, Height Radius + player Height Radius).
	CombinedX, CombinedY int
	TopOnly              bool // a jump-through platform
	Standing             bool // the player stands on it
}

// Trigger is a trigger area: a plain rectangle, top-left X, Y and full
// width and height (docs/physics.md "Hitboxes", "Trigger Areas").
type Trigger struct {
	X, Y, W, H int
	ObjectID   int
	Active     bool
}

// Camera is the top-left level pixel of the 320x224 screen.
type Camera struct {
	Valid bool
	X, Y  int
}

// The screen size and view borders of docs/physics.md "Camera".
const (
	ScreenW         = 320
	ScreenH         = 224
	BorderLeft      = 144
	BorderRight     = 160
	FocalY          = 96
	BorderTopAir    = FocalY - 32
	BorderBottomAir = FocalY + 32
)

// DefaultCamera returns a camera with the player at the right horizontal
// border and on the vertical focal point (docs/physics.md "Camera"), kept inside the
// level bounds when the level is big enough.
func DefaultCamera(lvl *layers.Level, p Player) Camera {
	cam := Camera{Valid: true, X: p.X - BorderRight, Y: p.Y - FocalY}
	if lvl != nil {
		b := lvl.Bounds
		if b.Max.X-b.Min.X >= ScreenW {
			cam.X = intmath.Clamp(cam.X, b.Min.X, b.Max.X-ScreenW)
		}
		if b.Max.Y-b.Min.Y >= ScreenH {
			cam.Y = intmath.Clamp(cam.Y, b.Min.Y, b.Max.Y-ScreenH)
		}
	}
	return cam
}

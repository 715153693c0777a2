package physics

// The objects' state as part of State (generic objects, scattered rings,
// projectiles, the player's object status), and the forces and timers the
// games' objects share. The generic engine (objects/generic) runs it; the
// object RAM of the games' own engines is in objram.go.

// Reaction is an object hitbox's reaction type (docs/physics.md "Hitboxes", "Hitbox
// Reaction").
type Reaction uint8

var reactionNames = [...]string{"none", "attackable", "item", "increment", "hurt", "special"}

// String returns the reaction type's name.
func (r Reaction) String() string {
	if int(r) < len(reactionNames) {
		return reactionNames[r]
	}
	return "none"
}

// ObjState is the changing state of one level object. It is a fixed-size
// value, so State copies of it allocate nothing.
type ObjState struct {
	X, Y           Fixed // position (centre)
	XSpeed, YSpeed Fixed
	Routine        uint8
	// Dir is the facing: -1 left, 1 right.
	Dir int8
	// Flag is a per-class switch: pressed (buttons), activated
	// (checkpoints), tilted right (seesaws), shot this pass (Buzz Bombers).
	Flag bool
	// Pushed is the object's "being pushed" status (docs/physics.md "Solid Objects").
	Pushed bool
	// Timer and Count are per-class counters.
	Timer, Count int32
	// PrevX is the pixel X before this frame's movement (platforms carry
	// the player by the difference).
	PrevX int32
	// Hits is a boss's remaining hits.
	Hits int8
	// Shape and Target are a seesaw's shown and wanted tilt (0: right
	// side down, 1: flat, 2: left side down); BallSide is the tilt its
	// spike ball rests in (0: the ball is on the right).
	Shape, Target, BallSide uint8
	// BX, BY is a child body's position (a seesaw's spike ball), moving
	// at XSpeed, YSpeed.
	BX, BY Fixed
}

// LostRing is one scattered ring (docs/physics.md "Ring Loss").
type LostRing struct {
	Active         bool
	X, Y           Fixed
	XSpeed, YSpeed Fixed
}

// Shot is one projectile (Crabmeat balls, Buzz Bomber shots).
type Shot struct {
	Active         bool
	Owner          int32 // the index of the object that fired it
	X, Y           Fixed
	XSpeed, YSpeed Fixed
	Gravity        Fixed
	Life           int32
}

// MaxLostRings is the most rings a hit scatters (docs/physics.md "Ring Loss").
const MaxLostRings = 32

// MaxShots is the number of projectiles that can exist at once.
const MaxShots = 16

// ObjectsState is the object part of a State: one ObjState per level
// object (in level order), the scattered rings, the projectiles and the
// player's object-related status.
type ObjectsState struct {
	Objs  []ObjState
	Lost  [MaxLostRings]LostRing
	Shots [MaxShots]Shot
	// LostTimer counts down the scattered rings' life (all vanish at 0).
	LostTimer int32
	// ActiveShots counts the Shots that are Active, so that a frame
	// without projectiles skips their loops (it lives here, not in Sim,
	// so that a copied or rewound State stays exact).
	ActiveShots int32
	// Rings is the player's ring count.
	Rings int
	// On is 1 + the index of the object the player stands on (the
	// standing-on-object flag), 0 when none.
	On int
	// Held is 1 + the index of the object that holds the player (the
	// games' obj_control: a flipper), 0 when none; while it holds the
	// standing player, the player's own movement code does not run.
	Held int
	// Hurt is the hurt state (docs/physics.md "States", "Getting Hit").
	Hurt bool
	// Invuln counts down the invulnerability after a hit (while not
	// hurt); Regather the frames before rings can be collected again.
	Invuln, Regather int
	// Invincible counts down the invincibility monitor's effect.
	Invincible int
	Shield     bool
	SpeedShoes int
	// Lives counts extra lives from monitors.
	Lives int
	// CheckpointX, CheckpointY is the last activated checkpoint (valid
	// when Checkpoint).
	Checkpoint               bool
	CheckpointX, CheckpointY int
	// Breath counts air bubbles taken.
	Breath int
}

// The reaction types. ReactNone means the object has no hitbox.
const (
	ReactNone       Reaction = iota
	ReactAttackable          // badniks and bosses
	ReactItem                // monitors
	ReactIncrement           // rings (the routine counter increment)
	ReactHurt                // hazards, projectiles
	ReactSpecial             // bumpers, balloons
)

// Object timers and forces in frames and sub-pixels.
const (
	HurtXForce        Fixed = 0x200 // hurt_x_force 2
	HurtYForce        Fixed = -0x400
	HurtGravity       Fixed = 0x30 // hurt_gravity 0.1875
	DeathYSpeed       Fixed = -0x700
	InvulnFrames            = 120  // after a hit (the games' $78)
	RegatherFrames          = 64   // docs/physics.md "Ring Loss"
	LostRingLife            = 255  // the games' ring spill counter
	LostRingGravity   Fixed = 0x18 // 0.09375
	InvincibleFrames        = 1200 // 20 s (the games' $4B0)
	SpringYellow      Fixed = 0xA00
	SpringRed         Fixed = 0x1000
	SpringCapStrength Fixed = 0xA80 // docs/physics.md "Game Objects": -10.5
	SpringLockFrames        = 15    // horizontal springs' control lock
	BumperForce       Fixed = 0x700
)

package physics

import (
	"strconv"

	"loopwright/layers"
)

// Objects (docs/physics.md "Hitboxes", "Solid Objects", "Game Objects", "Game Enemies" and "Ring Loss"; docs/tiled.md). A level's objects are compiled once (New, SetLevel) into objDefs, the
// static part kept in the Sim; their changing part is one ObjState per
// level object in State.Obj, so that Save and Restore copy it without
// allocating. Every frame, after the player's code and the layer
// switchers (docs/physics.md "Main Game Loop"):
//
//  1. the player's hitbox is checked against the object hitboxes, in level
//     order, then the scattered rings and projectiles; the first overlap
//     reacts and no other does that frame (docs/physics.md "Hitboxes", "Hitbox Reaction");
//  2. each object runs its own code in level order: movement, then its
//     solidity (docs/physics.md "Solid Objects") or trigger area; as in the games, when two
//     objects push the player, the last one wins;
//  3. scattered rings (docs/physics.md "Ring Loss") and projectiles move.

// objKind is an object class.
type objKind uint8

const (
	kNone objKind = iota
	kSolidBox
	kPlatform
	kSlopedSolid
	kSlopedPlatform
	kPushBlock
	kSpring
	kRing
	kMonitor
	kSpikes
	kBumper
	kBridge
	kCheckpoint
	kButton
	kBreakable
	kSeesaw
	kFlipper
	kSpringRamp
	kFan
	kConveyor
	kSpringCap
	kSpinner
	kBalloon
	kCannon
	kMushroom
	kSTunnel
	kAirBubble
	kMotobug
	kCrabmeat
	kBuzzBomber
	kChomper
	kBoss
	kindCount
)

// Reaction is an object hitbox's reaction type (docs/physics.md "Hitboxes", "Hitbox
// Reaction").
type Reaction uint8

// The reaction types. ReactNone means the object has no hitbox.
const (
	ReactNone       Reaction = iota
	ReactAttackable          // badniks and bosses
	ReactItem                // monitors
	ReactIncrement           // rings (the routine counter increment)
	ReactHurt                // hazards, projectiles
	ReactSpecial             // bumpers, balloons
)

var reactionNames = [...]string{"none", "attackable", "item", "increment", "hurt", "special"}

// String returns the reaction type's name.
func (r Reaction) String() string {
	if int(r) < len(reactionNames) {
		return reactionNames[r]
	}
	return "none"
}

// Object routines (ObjState.Routine).
const (
	rtActive  uint8 = iota // idle, walking, flying
	rtFalling              // falling (monitors, push blocks, badniks before landing)
	rtSliding              // push block moving over a ledge
	rtPause                // badniks: stopped, attacking
	rtGone                 // collected, broken, destroyed
)

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

// copyObjects copies src into dst reusing dst's Objs buffer.
func copyObjects(dst, src *ObjectsState) {
	objs := dst.Objs
	*dst = *src
	dst.Objs = append(objs[:0], src.Objs...)
}

// objLevel is the compiled, static part of a level's objects.
type objLevel struct {
	defs []objDef
	// any reports whether the level has simulated objects.
	any bool
	// side is the side sign of the last solid side contact (+1: the
	// player was popped out to the object's left), landed whether the
	// last solid call landed the player.
	side   int
	landed bool
	// xd is the last side contact's x_distance.
	xd int
	// press is this frame's jump press (objects read it after the
	// player's code, as the games read the controller).
	press bool
	// touch lists, in level order, the objects touchResponse checks (a
	// hitbox, or a seesaw's spike ball): the others never react.
	touch []touchEnt
}

// touchEnt is one touchResponse candidate: object i's hitbox radii, its
// reaction and whether it carries a seesaw's spike ball.
type touchEnt struct {
	i      int32
	hw, hh int32
	react  Reaction
	ball   bool
}

// indexObjects rebuilds the per-level object indexes after the defs
// change.
func (ol *objLevel) indexObjects() {
	ol.touch = ol.touch[:0]
	for i := range ol.defs {
		d := &ol.defs[i]
		ball := d.kind == kSeesaw && d.count > 0
		if d.react == ReactNone && !ball {
			continue
		}
		ol.touch = append(ol.touch, touchEnt{i: int32(i), hw: int32(d.hw), hh: int32(d.hh), react: d.react, ball: ball})
	}
}

// initObjects compiles the level's objects and resets their state.
func (s *Sim) initObjects() {
	s.ob.defs = s.ob.defs[:0]
	s.ob.any = false
	for i := range s.level.Objects {
		d := compileObject(&s.level.Objects[i], s.cfg.Variant, nil)
		s.ob.defs = append(s.ob.defs, d)
		if d.kind != kNone {
			s.ob.any = true
		}
	}
	s.ob.indexObjects()
	o := &s.st.Obj
	o.Objs = make([]ObjState, len(s.ob.defs))
	for i := range o.Objs {
		s.resetObject(i)
	}
	o.Rings = s.ob.startRings(s.level)
	s.recordObjects()
}

// objectsSetLevel recompiles the objects for a new level; objects whose
// class and placement are unchanged keep their state.
func (s *Sim) objectsSetLevel() {
	old := s.ob.defs
	s.ob.defs = nil
	same := len(old) == len(s.level.Objects)
	for i := range s.level.Objects {
		d := compileObject(&s.level.Objects[i], s.cfg.Variant, nil)
		s.ob.defs = append(s.ob.defs, d)
	}
	s.ob.any = false
	for i := range s.ob.defs {
		if s.ob.defs[i].kind != kNone {
			s.ob.any = true
		}
	}
	s.ob.indexObjects()
	o := &s.st.Obj
	if !same || len(o.Objs) != len(s.ob.defs) {
		o.Objs = make([]ObjState, len(s.ob.defs))
		o.On = 0
		for i := range o.Objs {
			s.resetObject(i)
		}
		return
	}
	for i := range s.ob.defs {
		a, b := &old[i], &s.ob.defs[i]
		if a.kind != b.kind || a.x != b.x || a.y != b.y {
			if o.On == i+1 {
				o.On = 0
			}
			s.resetObject(i)
		}
	}
}

// startRings reads the level property start_rings (0 when absent).
func (ol *objLevel) startRings(l *layers.Level) int {
	for _, p := range l.Props {
		if p.Name == "start_rings" {
			n, err := strconv.Atoi(p.Value)
			if err == nil && n >= 0 && n <= 999 {
				return n
			}
		}
	}
	return 0
}

// HasObjects reports whether the level has objects the physics simulates
// (the trace then carries the object keys, docs/cli.md, trace).
func (s *Sim) HasObjects() bool { return s.ob.any || s.s2.active }

// Rings returns the player's ring count.
func (s *Sim) Rings() int { return s.st.Obj.Rings }

// runObjects is the objects' part of a frame (the order is in obj.go's
// comment); in is the frame's buttons.
func (s *Sim) runObjects(in Input) {
	if s.s2.active {
		s.runS2(in) // Sonic 2's own objects (s2_manager.go)
		return
	}
	st := &s.st
	o := &st.Obj
	s.ob.press = in&Jump != 0 && st.PrevInput&Jump == 0
	st.Rec.ContactsCount = 0
	s.pendingHyperAttack() // hyper.go
	if len(o.Objs) != len(s.ob.defs) {
		s.recordObjects()
		return
	}
	if !st.Dead {
		if !o.Hurt && o.Invuln > 0 {
			o.Invuln--
		}
		if o.Regather > 0 {
			o.Regather--
		}
		if o.Invincible > 0 {
			o.Invincible--
		}
		if o.SpeedShoes > 0 {
			o.SpeedShoes--
			if o.SpeedShoes == 0 {
				st.P.Speeds = s.landSpeeds() // Sonic_Display: shoes run out
			}
		}
		// touchResponse's own first test, inline: a frame without level
		// objects, scattered rings or projectiles has nothing to touch.
		if !o.Hurt && (len(s.ob.defs) != 0 || o.LostTimer != 0 || o.ActiveShots != 0) {
			s.touchResponse()
		}
	}
	if o.On > len(o.Objs) {
		o.On = 0
	}
	defs, objs := s.ob.defs, o.Objs[:len(s.ob.defs)]
	for i := range defs {
		d, ob := &defs[i], &objs[i]
		// Updates that provably do nothing are skipped (obj_skip.go): gone
		// objects (but an air bubble's respawn timer) and idle objects
		// beyond their reach from the player, not stood on.
		if skipObjects && (ob.Routine == rtGone && d.kind != kAirBubble ||
			d.reach >= 0 && objIdle(ob) && o.On != i+1 && outsideReach(st.X.Pixel()-ob.X.Pixel(), d.reach)) {
			ob.PrevX = int32(ob.X.Pixel())
			continue
		}
		s.updateObject(i)
	}
	// A standing flag left on an object that is gone would let the
	// player walk on air (solid-objects.txt, "False Object Standing
	// Flag"): release it.
	if o.On > 0 && o.Objs[o.On-1].Routine == rtGone {
		s.release()
	}
	if o.LostTimer != 0 { // updateLostRings' and updateShots' own first tests
		s.updateLostRings()
	}
	if o.ActiveShots != 0 {
		s.updateShots()
	}
	s.recordObjects()
}

// recordObjects copies the object status into the frame record.
func (s *Sim) recordObjects() {
	st := &s.st
	r := &st.Rec
	r.Rings = st.Obj.Rings
	r.OnObject = st.Obj.On > 0 && st.Obj.On <= len(s.ob.defs)
	r.StandingOn = 0
	if r.OnObject {
		r.StandingOn = s.ob.defs[st.Obj.On-1].id
	}
}

// contact records an object contact in this frame's record.
func (s *Sim) contact(i int, kind ContactKind, reaction string) {
	r := &s.st.Rec
	if r.ContactsCount >= MaxContacts {
		return
	}
	id := 0
	if i >= 0 && i < len(s.ob.defs) {
		id = s.ob.defs[i].id
	} else if i < 0 {
		id = i
	}
	r.Contacts[r.ContactsCount] = Contact{Object: id, Kind: kind, Reaction: reaction}
	r.ContactsCount++
}

// resetObject puts object i in its starting state.
func (s *Sim) resetObject(i int) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	*o = ObjState{X: FromPixels(d.x), Y: FromPixels(d.y), Dir: d.dir, PrevX: int32(d.x)}
	switch d.kind {
	case kNone:
		o.Routine = rtGone
	case kMonitor, kPushBlock, kMotobug, kCrabmeat:
		// These stand on the floor; placed in the air they fall first.
		o.Routine = rtFalling
	case kBoss:
		o.Hits = int8(d.count)
	case kSeesaw:
		s.resetSeesaw(i)
	case kBridge:
		o.Count = -1
	}
}

// release clears the standing-on-object flag: the player is airborne.
func (s *Sim) release() {
	st := &s.st
	st.Obj.On = 0
	st.Air = true
}

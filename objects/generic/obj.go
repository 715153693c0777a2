package generic

import (
	"loopwright/physics"
)

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

// Object routines (ObjState.Routine).
const (
	rtActive  uint8 = iota // idle, walking, flying
	rtFalling              // falling (monitors, push blocks, badniks before landing)
	rtSliding              // push block moving over a ledge
	rtPause                // badniks: stopped, attacking
	rtGone                 // collected, broken, destroyed
)

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
	react  physics.Reaction
	ball   bool
}

// indexObjects rebuilds the per-level object indexes after the defs
// change.
func (ol *objLevel) indexObjects() {
	ol.touch = ol.touch[:0]
	for i := range ol.defs {
		d := &ol.defs[i]
		ball := d.kind == kSeesaw && d.count > 0
		if d.react == physics.ReactNone && !ball {
			continue
		}
		ol.touch = append(ol.touch, touchEnt{i: int32(i), hw: int32(d.hw), hh: int32(d.hh), react: d.react, ball: ball})
	}
}

// initObjects compiles the level's objects and resets their state.
func (s *engine) initObjects() {
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
	o.Objs = make([]physics.ObjState, len(s.ob.defs))
	for i := range o.Objs {
		s.resetObject(i)
	}
	s.recordObjects()
}

// objectsSetLevel recompiles the objects for a new level; objects whose
// class and placement are unchanged keep their state.
func (s *engine) objectsSetLevel() {
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
		o.Objs = make([]physics.ObjState, len(s.ob.defs))
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

// runObjects is the objects' part of a frame (the order is in obj.go's
// comment); in is the frame's buttons.
func (s *engine) runObjects(in physics.Input) {
	st := s.st
	o := &st.Obj
	s.ob.press = in&physics.Jump != 0 && st.PrevInput&physics.Jump == 0
	st.Rec.ContactsCount = 0
	s.PendingHyperAttack() // hyper.go
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
				st.P.Speeds = s.LandSpeeds() // Sonic_Display: shoes run out
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
func (s *engine) recordObjects() {
	st := s.st
	r := &st.Rec
	r.Rings = st.Obj.Rings
	r.OnObject = st.Obj.On > 0 && st.Obj.On <= len(s.ob.defs)
	r.StandingOn = 0
	if r.OnObject {
		r.StandingOn = s.ob.defs[st.Obj.On-1].id
	}
}

// contact records an object contact in this frame's record.
func (s *engine) contact(i int, kind physics.ContactKind, reaction string) {
	id := 0
	if i >= 0 && i < len(s.ob.defs) {
		id = s.ob.defs[i].id
	} else if i < 0 {
		id = i
	}
	s.AddContact(id, kind, reaction)
}

// resetObject puts object i in its starting state.
func (s *engine) resetObject(i int) {
	d := &s.ob.defs[i]
	o := &s.st.Obj.Objs[i]
	*o = physics.ObjState{X: physics.FromPixels(d.x), Y: physics.FromPixels(d.y), Dir: d.dir, PrevX: int32(d.x)}
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
func (s *engine) release() {
	st := s.st
	st.Obj.On = 0
	st.Air = true
}

package sonic1

import (
	"strconv"
	"strings"

	"loopwright/layers"
	"loopwright/physics"
)

// engine runs one Sim's level's Sonic 1 objects. It embeds the Sim for
// the core's player routines; st and level are the Sim's live state and
// level, lay the compiled object layout.
type engine struct {
	*physics.Sim
	st     *physics.State
	level  *layers.Level
	lay    []entry
	active bool
	// zoneAct is the level's s1_zone_act ("lz1"): its own level code.
	zoneAct string
	// heights are the level's s1_heightmaps, by name (mz.go).
	heights   map[string][]byte
	heightsOf *layers.Level
	// shown marks the slots that called DisplaySprite this frame
	// (BuildSprites sets their on-screen render bit); it lives only
	// within a Step.
	shown [Slots]bool
	// lamp is the lamp post's saved state a restart hands to Reset
	// (relamp set), for the moment of the restart only (touch.go).
	lamp   physics.S2Starpost
	relamp bool
	// in is the frame's buttons while Run runs (the objects that read
	// the joypad: lz_doors.go's pole).
	in physics.Input
}

// entry is one object layout entry as ObjPosLoad reads it: x, the y word
// (bits 14, 15 the x and y flip), the id byte (bit 7: a respawn entry)
// and the subtype; obj is the level object's index.
type entry struct {
	X, YWord uint16
	ID, Sub  uint8
	obj      int
}

// Slots is the number of level object slots (v_lvlobjspace to
// v_lvlobjend: $60 slots of $40 bytes at $D800).
const Slots = 0x60

func init() {
	physics.RegisterEngine(physics.Engine{
		Name:   "sonic1",
		Order:  10,
		Claims: claims,
		New: func(s *physics.Sim) physics.ObjectEngine {
			return &engine{Sim: s, st: s.Live(), level: s.Level()}
		},
		ObjectRAM: true,
	})
}

// claims reports whether l is a Sonic 1 level with a Sonic 1 object
// layout (the s1 variant and an object carrying a readable obj_id) or one
// of the game's acts (s1_zone_act: its level events run without objects
// too, events.go).
func claims(l *layers.Level, cfg physics.Config) bool {
	if cfg.Variant != physics.S1 {
		return false
	}
	for _, p := range l.Props {
		if p.Name == "s1_zone_act" {
			return true
		}
	}
	for i := range l.Objects {
		if _, ok := hexProp(&l.Objects[i], "obj_id"); ok {
			return true
		}
	}
	return false
}

// hexProp reads the object's property name as a byte ("0x41").
func hexProp(o *layers.Object, name string) (uint8, bool) {
	for _, p := range o.Props {
		if p.Name != name {
			continue
		}
		v := strings.TrimPrefix(strings.TrimPrefix(p.Value, "0x"), "0X")
		n, err := strconv.ParseUint(v, 16, 8)
		if err != nil {
			return 0, false
		}
		return uint8(n), true
	}
	return 0, false
}

// boolProp reads the object's boolean property name (false when absent).
func boolProp(o *layers.Object, name string) bool {
	for _, p := range o.Props {
		if p.Name == name {
			return p.Value == "true"
		}
	}
	return false
}

// compile reads the level's object layout: the objects carrying obj_id,
// in the level's order (the layout file's, sorted by x as ObjPosLoad
// needs).
func (s *engine) compile() {
	s.lay = s.lay[:0]
	for i := range s.level.Objects {
		o := &s.level.Objects[i]
		id, ok := hexProp(o, "obj_id")
		if !ok || o.X < 0 || o.X > 0x7FFF || o.Y < 0 || o.Y > 0xFFF {
			continue
		}
		sub, _ := hexProp(o, "subtype")
		e := entry{X: uint16(o.X), YWord: uint16(o.Y), ID: id & 0x7F, Sub: sub, obj: i}
		if boolProp(o, "x_flip") {
			e.YWord |= 0x4000
		}
		if boolProp(o, "y_flip") {
			e.YWord |= 0x8000
		}
		if boolProp(o, "respawn") {
			e.ID |= 0x80
		}
		s.lay = append(s.lay, e)
	}
	s.active = len(s.lay) > 0
}

// Reset starts the objects as the level's start does (Level_LoadObj:
// ObjPosLoad, then one ExecuteObjects).
func (s *engine) Reset() {
	s.level = s.Level()
	s.compile()
	s.zoneAct = ""
	for _, p := range s.level.Props {
		if p.Name == "s1_zone_act" {
			s.zoneAct = p.Value
		}
	}
	o := &s.st.S2
	*o = physics.S2State{}
	o.Vint = s.vint0() - 1 // Run counts the first frame's V-int
	o.GameOverStop = true
	if s.relamp {
		s.relamp = false
		s.lampLoad(s.lamp) // LevelSizeLoad's LevSz_ChkLamp
	}
	if !s.active {
		return
	}
	s.timerStart()
	s.heightmaps()
	s.oscInit()
	s.oplMain()
	s.executeObjects()
	s.buildSprites()
}

// vint0 is the V-int counter the first frame's objects see: the level
// property s1_vint_count, else 425: the recorded runs' counter was 424
// before their first frame's V-int (conformance README, read as Sonic 2's
// engine reads it; docs/assumptions.md).
func (s *engine) vint0() uint32 {
	for _, p := range s.level.Props {
		if p.Name == "s1_vint_count" {
			if n, err := strconv.ParseUint(p.Value, 10, 32); err == nil && n > 0 {
				return uint32(n)
			}
		}
	}
	return 425
}

// LevelChanged keeps the running objects: the layout is read at the
// level's start only, as the game reads it.
func (s *engine) LevelChanged() { s.level = s.Level() }

// Active reports whether the level's Sonic 1 objects run.
func (s *engine) Active() bool { return s.active }

// Run is the objects' part of a frame: the end of Sonic's own code
// (Sonic_Display's flash count, ReactToItem; Sonic_Death's GameOver),
// then ExecuteObjects over the level slots.
func (s *engine) Run(in physics.Input) {
	if !s.active {
		s.leaveLevel()
		return
	}
	st := s.st
	o := &st.S2
	s.in = in
	st.Rec.ContactsCount = 0
	o.Vint++
	o.FrameCount++ // Level_MainLoop: v_framecount
	if !o.PrevDead && !o.PrevHurt {
		// Sonic_Display: the flashing, invincibility and shoes timers.
		if st.Obj.Invuln > 0 {
			st.Obj.Invuln--
		}
		if st.Obj.Invincible > 0 {
			st.Obj.Invincible--
		}
		if st.Obj.SpeedShoes > 0 {
			st.Obj.SpeedShoes--
			if st.Obj.SpeedShoes == 0 {
				st.P.Speeds = s.LandSpeeds()
			}
		}
		if s.HasWater() {
			s.sonicWater() // Sonic_Water's dive: lz_drown.go
		}
		if o.Control&0x80 == 0 && st.P.Drowning == 0 {
			// f_playerctrl bit 7 (and drowning, which sets it): no
			// ReactToItem.
			s.reactToItem()
		}
	}
	if !o.PrevDead {
		s.executeObjects()
	}
	o.PrevHurt = st.Obj.Hurt
	o.PrevDead = st.Dead
	if st.Dead {
		s.gameOver()
	}
	s.leaveLevel()
}

// leaveLevel is REV01's Level_MainLoop test of f_restart after
// ExecuteObjects: level code that restarts the game into another act
// (S2State.GoLevel: DLE_SBZ3's Final Zone) ends the level here, before
// the camera and the object manager (physics: State.End).
func (s *engine) leaveLevel() {
	if g := s.st.S2.GoLevel; g != "" {
		s.st.End = g
	}
}

// AfterCamera is BuildSprites (the on-screen render bits ReactToItem
// reads) and ObjPosLoad.
func (s *engine) AfterCamera() {
	if !s.active {
		s.leaveMode()
		return
	}
	s.buildSprites()
	s.oplNext()
	s.oscDo()
	if o := &s.st.S2; int8(o.Ani0Time-1) >= 0 {
		o.Ani0Time-- // SynchroAnimate: Sync1 (v_ani0_time, v_ani0_frame)
	} else {
		o.Ani0Time = 0xB
		o.Ani0Frame = (o.Ani0Frame - 1) & 7
	}
	if o := &s.st.S2; o.SpillTimer > 0 {
		o.SpillTimer-- // SynchroAnimate: v_ani3_time
	}
	if s.HasWater() {
		s.dynamicWater()
	}
	s.record()
	s.leaveMode()
}

// leaveMode is Level_MainLoop's last test: the game mode is no longer
// the level's (S2State.GoMode: BossFinal's ending), the level ends with
// the frame (physics: State.End).
func (s *engine) leaveMode() {
	if g := s.st.S2.GoMode; g != "" {
		s.st.End = g
	}
}

// record fills the frame record's object fields: the ring count and the
// object Sonic stands on.
func (s *engine) record() {
	st := s.st
	r := &st.Rec
	r.Rings = st.Obj.Rings
	r.OnObject = st.S2.On > 0
	r.StandingOn = 0
	if r.OnObject {
		r.StandingOn = s.objectID(st.S2.On - 1)
	}
}

// AfterSidekick does nothing: Sonic 1 has no second player.
func (s *engine) AfterSidekick() {}

// HyperAttack does nothing: Sonic 1 has no Hyper form.
func (s *engine) HyperAttack() {}

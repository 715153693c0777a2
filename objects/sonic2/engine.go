package sonic2

import (
	"loopwright/layers"
	"loopwright/physics"
)

// engine runs one Sim's level's Sonic 2 objects. It embeds the Sim for
// the core's player routines; st, cfg and level are the Sim's live state,
// configuration and level, s2 the compiled layout and rings.
type engine struct {
	*physics.Sim
	st    *physics.State
	cfg   *physics.Config
	level *layers.Level
	s2    s2Level
	// in is the frame's buttons (Ctrl_1_Logical), for the objects that
	// read them.
	in physics.Input
	// runLast is the game's object slot RunObjects runs last this frame:
	// Obj5D_Pipe_Retract_ChkID's d7 cuts the frame's object run short
	// (boss_cpz_pipe.go); otherwise every slot.
	runLast int
	// undrawn marks the slots whose init drew nothing this frame
	// (s2_undrawn.go); buildSprites reads and clears it.
	undrawn [physics.S2Slots]uint8
	// lostRingsSlot is the slot of the lost rings HurtCharacter last made
	// (its a1), for the boss collision routines that read a1 after it.
	lostRingsSlot int
}

func init() {
	physics.RegisterEngine(physics.Engine{
		Name:   "sonic2",
		Order:  20,
		Claims: claims,
		New: func(s *physics.Sim) physics.ObjectEngine {
			return &engine{Sim: s, st: s.Live(), cfg: s.LiveConfig(), level: s.Level()}
		},
		ObjectRAM: true,
	})
}

// claims reports whether l is a Sonic 2 level with a Sonic 2 object
// layout: the s2 variant, and an object carrying a readable obj_id
// (compileS2).
func claims(l *layers.Level, cfg physics.Config) bool {
	if cfg.Variant != physics.S2 {
		return false
	}
	for i := range l.Objects {
		if v, ok := propOf(&l.Objects[i], "obj_id"); ok {
			if _, ok := parseHexByte(v); ok {
				return true
			}
		}
	}
	return false
}

// Reset starts the objects as the level start does (initS2).
func (s *engine) Reset() {
	s.level = s.Level()
	s.initS2()
	// MoveWater: Aquatic Ruin's surface is Water_Level_2 as it is.
	s.SetWaterStill(s.s2.active && s.isZone("arz"))
}

// LevelChanged keeps the running objects: the layout is read at the level's
// start only, as the game reads it.
func (s *engine) LevelChanged() { s.level = s.Level() }

// Active reports whether the level's Sonic 2 objects run.
func (s *engine) Active() bool { return s.s2.active }

// Run is the objects' part of a frame (runS2).
func (s *engine) Run(in physics.Input) {
	s.in = in
	s.runS2(in)
}

// AfterCamera is RingsManager, BuildSprites and ObjectsManager
// (afterCameraS2).
func (s *engine) AfterCamera() { s.afterCameraS2() }

// AfterSidekick is the end of the second player's code, Obj02's touch
// responses: his invulnerability count and TouchResponse, unless he is
// dead, was hurt when his code began, or is flying in (obj_control bit 7).
func (s *engine) AfterSidekick() {
	st := s.st
	if s.s2.active && !st.Dead && !st.S2.PrevHurt && st.P2.CPU.Control&0x80 == 0 {
		if st.Obj.Invuln > 0 {
			st.Obj.Invuln--
		}
		s.powerTimers()
		s.touchResponse2()
	}
}

// HyperAttack is HyperAttackTouchResponse: every badnik on the screen
// (collision_flags of the enemy type, not a boss: collision_property 0)
// is destroyed, turning into an explosion (Obj27) and marked in the
// respawn table.
func (s *engine) HyperAttack() {
	st := s.st
	for k := range st.S2.Slots {
		ob := &st.S2.Slots[k]
		if ob.Coll == 0 || ob.Coll&0xC0 != 0 || ob.CollProp != 0 {
			continue
		}
		sz := int(ob.Coll & 0x3F)
		if sz >= len(s2TouchSizes) {
			continue
		}
		if !s.OnScreen(ob.X.Pixel(), ob.Y.Pixel(), int(s2TouchSizes[sz][0]), int(s2TouchSizes[sz][1])) {
			continue
		}
		x, y, r := ob.X, ob.Y, ob.Respawn
		s.deleteObject(k)
		if r != 0 {
			st.S2.Respawn[2+int(r)] |= 0x80
		}
		st.S2.Slots[k] = physics.S2Obj{ID: 0x27, Layout: -1, X: x, Y: y}
		s.s2Contact(k, physics.Hitbox, "destroy")
	}
}

package generic

import (
	"loopwright/layers"
	"loopwright/physics"
)

// engine runs the generic classes of one Sim's level. It embeds the Sim
// for the core's player routines; st, cfg and level are the Sim's live
// state, configuration and level, and ob the compiled objects.
type engine struct {
	*physics.Sim
	st    *physics.State
	cfg   *physics.Config
	level *layers.Level
	ob    objLevel
}

func init() {
	physics.RegisterEngine(physics.Engine{
		Name:   "generic",
		Order:  100, // after every game's own object set
		Claims: func(*layers.Level, physics.Config) bool { return true },
		New: func(s *physics.Sim) physics.ObjectEngine {
			return &engine{Sim: s, st: s.Live(), cfg: s.LiveConfig(), level: s.Level()}
		},
	})
}

// Reset compiles the level's objects and resets their state.
func (s *engine) Reset() {
	s.level = s.Level()
	s.initObjects()
}

// LevelChanged recompiles the objects of an edited level (objectsSetLevel).
func (s *engine) LevelChanged() {
	s.level = s.Level()
	s.objectsSetLevel()
}

// Active reports whether the level has objects of a generic class.
func (s *engine) Active() bool { return s.ob.any }

// Run is the objects' part of a frame (obj.go).
func (s *engine) Run(in physics.Input) { s.runObjects(in) }

// AfterCamera does nothing: the generic classes have no object manager.
func (s *engine) AfterCamera() {}

// AfterSidekick does nothing: the second player's touches run with the
// objects (touchResponse).
func (s *engine) AfterSidekick() {}

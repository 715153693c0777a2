package sonic2

import (
	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// The tests' level builder (internal/leveltest) under short names.
type testLevel = leveltest.Level

func flatLevel() *testLevel { return leveltest.Flat() }

// run steps sim with in for n frames.
func run(s *physics.Sim, in physics.Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

// eng returns the Sonic 2 engine running s's objects, or, when another
// engine runs them (a level without a Sonic 2 layout), a Sonic 2 engine
// bound to s for testing one routine.
func eng(s *physics.Sim) *engine {
	if e, ok := s.ObjectEngine().(*engine); ok {
		return e
	}
	return &engine{Sim: s, st: s.Live(), cfg: s.LiveConfig(), level: s.Level()}
}

// newSim is the player at (x, y) on t in variant v.
func newSim(t *testLevel, v physics.Variant, x, y int) *physics.Sim {
	return physics.New(t.Lvl, physics.Config{Variant: v}, layers.Point{X: x, Y: y})
}

// abilitySim is c on flatLevel in variant v.
func abilitySim(v physics.Variant, c physics.Character) *physics.Sim {
	return physics.New(flatLevel().Lvl, physics.Config{Variant: v, Character: c}, layers.Point{X: 100, Y: 716})
}

// cameraLevel is flatLevel with its bounds set.
func cameraLevel() *testLevel {
	tl := flatLevel()
	tl.Lvl.Bounds = layers.Rect{Max: layers.Point{X: 256 * 16, Y: 56 * 16}}
	return tl
}

package generic

import (
	"loopwright/internal/leveltest"
	"loopwright/physics"
)

// The tests' level builder (internal/leveltest) under short names.
type testLevel = leveltest.Level

const (
	pathA  = leveltest.PathA
	pathB  = leveltest.PathB
	pathAB = leveltest.PathAB
)

func newTestLevel(wBlocks, hBlocks int) *testLevel { return leveltest.New(wBlocks, hBlocks) }

func flatLevel() *testLevel { return leveltest.Flat() }

// run steps sim with in for n frames.
func run(s *physics.Sim, in physics.Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

// eng returns the generic engine running s's objects.
func eng(s *physics.Sim) *engine { return s.ObjectEngine().(*engine) }

func randomLevel(data []byte) *testLevel { return leveltest.Random(data) }

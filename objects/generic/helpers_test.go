package generic

import (
	"loopwright/heightmask"
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

func fullMask() heightmask.Mask { return leveltest.FullMask() }

func heightsMask(h [16]int8, angle uint8) heightmask.Mask { return leveltest.HeightsMask(h, angle) }

func flatLevel() *testLevel { return leveltest.Flat() }

func slopeLevel() *testLevel { return leveltest.Slope() }

func gentleLevel() *testLevel { return leveltest.Gentle() }

func loopLevel(r int) *testLevel { return leveltest.Loop(r) }

// run steps sim with in for n frames.
func run(s *physics.Sim, in physics.Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

// eng returns the generic engine running s's objects.
func eng(s *physics.Sim) *engine { return s.ObjectEngine().(*engine) }

func randomLevel(data []byte) *testLevel { return leveltest.Random(data) }

package physics

import (
	"loopwright/heightmask"
	"loopwright/internal/leveltest"
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
// run steps sim with in for n frames.
func run(s *Sim, in Input, n int) {
	for i := 0; i < n; i++ {
		s.Step(in)
	}
}

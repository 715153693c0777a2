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

func slopeLevel() *testLevel { return leveltest.Slope() }

func gentleLevel() *testLevel { return leveltest.Gentle() }

func loopLevel(r int) *testLevel { return leveltest.Loop(r) }

func randomLevel(data []byte) *testLevel { return leveltest.Random(data) }

// place puts the player at pixel (x, y), airborne or not, with speeds.
func place(s *Sim, x, y int, air bool, xs, ys Fixed) {
	st := &s.st
	st.X, st.Y = FromPixels(x), FromPixels(y)
	st.Air = air
	st.XSpeed, st.YSpeed, st.GSpeed = xs, ys, xs
	st.Obj.On = 0
	st.Rec.ContactsCount = 0
}

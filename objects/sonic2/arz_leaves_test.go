package sonic2

import (
	"testing"

	"loopwright/physics"
)

// countLeaves counts Obj2C's leaves (routine 4).
func countLeaves(st *physics.State) int {
	n := 0
	for k := range st.S2.Slots {
		if ob := &st.S2.Slots[k]; ob.ID == s2Leaves && ob.Routine == 4 {
			n++
		}
	}
	return n
}

// s2.asm Obj2C_Main and Obj2C_CreateLeaves: the generator touched
// (Touch_Special, collision_property) by Sonic at $200 or more makes
// four leaves in free slots within 8 pixels of him; slower, none.
func TestLeaves_Obj2C(t *testing.T) {
	for _, c := range []struct {
		speed physics.Fixed
		want  bool
	}{{0x300, true}, {0x100, false}} {
		tl := s2TestLevel(s2Obj(s2Leaves, 0, 640, 716))
		s := newSim(tl, physics.S2, 600, 716)
		st := s.Live()
		most := 0
		for f := 0; f < 20; f++ {
			st.GSpeed, st.XSpeed = c.speed, c.speed
			s.Step(0)
			n := countLeaves(st)
			first := most == 0 && n > 0
			most = max(most, n)
			for k := range st.S2.Slots {
				if ob := &st.S2.Slots[k]; first && ob.ID == s2Leaves && ob.Routine == 4 {
					if d := ob.BaseX - int16(st.X.Pixel()); d < -12 || d > 12 {
						t.Fatalf("speed %v: a leaf %d pixels from Sonic", c.speed, d)
					}
				}
			}
		}
		if got := most >= 4; got != c.want || most%4 != 0 {
			t.Errorf("speed %v: at most %d leaves, want leaves %v (four a touch)", c.speed, most, c.want)
		}
	}
}

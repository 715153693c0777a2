package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj1B (speed booster): a player on the ground within 16 pixels
// of it is sent right at $1000 (or $A00 with subtype 2, left when
// x-flipped), the controls locked $F frames (Obj1B_GiveBoost).
func TestSpeedBooster_Obj1B(t *testing.T) {
	for _, c := range []struct {
		sub   uint8
		flags []string
		want  physics.Fixed
	}{
		{0, nil, 0x1000},
		{2, nil, 0xA00},
		{0, []string{"x_flip"}, -0x1000},
	} {
		tl := s2TestLevel(s2Obj(s2SpeedBooster, c.sub, 700, 716, c.flags...))
		s := newSim(tl, physics.S2, 600, 716)
		st := s.Live()
		st.X = physics.FromPixels(700 - 0x10)
		s.Step(0)
		if st.GSpeed != c.want || st.MoveLock == 0 {
			t.Errorf("subtype %d %v: ground speed %d lock %d, want %d and locked", c.sub, c.flags, st.GSpeed, st.MoveLock, c.want)
		}
	}
}

package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// s2.asm LevelSize (Sky Chase act 1: 0, $3FFF, 0, 0), LevelSizeLoad and
// Sonic_LevelBound: the camera starts at y 0 (the start's y less $60,
// clamped to Camera_Max_Y_pos 0), and a player below Camera_Max_Y_pos
// plus 224 dies while LevEvents_SCZ has not yet raised the bottom. It
// skips when ../shared is absent (fails under CI).
func TestSCZ_LevelSize(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Sky Chase Zone")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, l.Model.Start)
	c := sim.Camera()
	if c.X != 0x120-0xA0 || c.Y != 0 || c.MaxY != 0 || c.TargetMaxY != 0 {
		t.Fatalf("camera at %#x,%#x bottom %#x (target %#x), want $80,0 with a bottom of 0", c.X, c.Y, c.MaxY, c.TargetMaxY)
	}
	sim.Step(0)
	if c := sim.Camera(); c.Y != 0 || c.MaxY != 0 {
		t.Fatalf("after a frame: camera y %#x bottom %#x, want 0, 0", c.Y, c.MaxY)
	}
	st := sim.Live()
	st.Air, st.YSpeed = true, 0x100
	st.Y = physics.FromPixels(0xE0)
	sim.Step(0)
	if st.Dead {
		t.Fatalf("dead at y %#x, not yet below $E0", st.Y.Pixel())
	}
	for i := 0; i < 4 && !st.Dead; i++ {
		sim.Step(0)
	}
	if !st.Dead {
		t.Fatalf("alive at y %#x, below the bottom ($E0)", st.Y.Pixel())
	}
}

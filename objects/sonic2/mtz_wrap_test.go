package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestMTZ_WrapsVertically: Metropolis's acts load s2.asm's LevelSize
// limits, a top of -$100 (Camera_Min_Y_pos), so they wrap vertically
// (physics/wrap.go) from their start; Oil Ocean's top of 0 does not.
// Sonic alive stays within the level's $800 over a run. It skips when
// ../shared is absent (fails under CI).
func TestMTZ_WrapsVertically(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		wrap bool
	}{{"Metropolis Zone Act 1", true}, {"Metropolis Zone Act 2", true}, {"Metropolis Zone Act 3", true}, {"Oil Ocean Zone Act 1", false}} {
		l, err := p.Load(c.name)
		if err != nil {
			t.Fatal(err)
		}
		sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, l.Model.Start)
		if got := sim.WrapsY(); got != c.wrap {
			t.Errorf("%s: wraps %v (camera top %d), want %v", c.name, got, sim.Camera().MinY, c.wrap)
		}
		if !c.wrap {
			continue
		}
		if cam := sim.Camera(); cam.MaxY != physics.WrapHeight {
			t.Errorf("%s: camera bottom %#x, want $800", c.name, cam.MaxY)
		}
		for i := 0; i < 600; i++ {
			sim.Step(rightHop(i + 1))
			if sim.Live().Dead {
				break // Obj01_Dead falls without the wrap
			}
			if y := sim.Live().Y.Pixel(); y < 0 || y >= physics.WrapHeight {
				t.Fatalf("%s frame %d: Sonic at y %d, outside the wrapping level", c.name, i+1, y)
			}
		}
	}
}

package sonic1

import (
	"testing"

	"loopwright/physics"
)

// _inc/LZWaterFeatures.asm: LZWindTunnels reads Up and Down from
// v_jpadhold2 before ExecuteObjects, where Sonic_Control copies the
// joypad into it: in a current, the buttons held the frame before move
// Sonic, not this frame's.
func TestLZWindTunnels_LastFrameButtons(t *testing.T) {
	for _, c := range []struct {
		prev, now physics.Input
		y         int
	}{{0, physics.Up, 0x140}, {physics.Up, 0, 0x13F}, {physics.Down, physics.Up, 0x141}} {
		_, e := quietSim(t)
		e.zoneAct = "lz1"
		st := e.st
		st.X, st.Y = physics.FromPixels(0x1000), physics.FromPixels(0x140)
		st.S2.Vint = 0x40 + 5 // no drift (TestLZWindTunnels_Carry)
		st.PrevInput = c.prev
		e.StartFrame(c.now)
		if st.Y.Pixel() != c.y || st.X.Pixel() != 0x1004 {
			t.Errorf("held %v last frame, %v now: at %#x,%#x, want $1004,%#x", c.prev, c.now, st.X.Pixel(), st.Y.Pixel(), c.y)
		}
	}
}

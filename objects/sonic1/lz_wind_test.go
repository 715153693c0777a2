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

// _inc/LZWaterFeatures.asm: LZWindTunnels runs after this frame's V-int
// (VBlank's addq.l #1,(v_vbla_count)): on the frames whose counter's low
// 6 bits are 0 its d0 becomes sfx_Waterfall ($D0), below the current's
// left edge + $80, and Sonic drifts 2 down; on the others he does not.
func TestLZWindTunnels_VintThisFrame(t *testing.T) {
	for _, c := range []struct {
		vint uint32 // the engine's count before this frame's Run
		y    int
	}{{0x3F, 0x342}, {0x40, 0x340}, {0x7F, 0x342}} {
		_, e := quietSim(t)
		e.zoneAct = "lz1"
		st := e.st
		st.X, st.Y = physics.FromPixels(0xB00), physics.FromPixels(0x340)
		st.S2.Vint = c.vint
		e.StartFrame(0)
		if st.Y.Pixel() != c.y {
			t.Errorf("V-int count %#x before the frame: y %#x, want %#x", c.vint, st.Y.Pixel(), c.y)
		}
	}
}

package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj57_Main_SubA_Standard and Obj57_Main_SubC_Standard: after
// Obj57_AddSinusOffset they put y back at Boss_Y_pos, so beaten the boss
// sinks, rises and flies off without the sine's bob (only the count
// moves).
func TestS2_BossMCZNoBobAfterDefeat(t *testing.T) {
	for _, r2 := range []uint8{0xA, 0xC} {
		tl := s2TestLevel(s2Obj(s2Scenery, 0, 300, 700))
		s := newSim(tl, physics.S2, 200, 716)
		st := s.Live()
		e := eng(s)
		st.S2.Slots[50] = physics.S2Obj{ID: s2MCZBoss, Routine: mczMain, Routine2: r2, Layout: -1, MapFrame: 0x40}
		st.S2.Top = 51
		st.S2.Ev.BossX, st.S2.Ev.BossY = int32(0x2180)<<16, int32(0x640)<<16
		st.S2.Ev.BossCountdown = -5
		st.Cam.MaxX = 0x2100
		e.mczMain(50)
		b := &st.S2.Slots[50]
		if b.MapFrame != 0x42 || b.Y.Pixel() != bossPixel(st.S2.Ev.BossY) {
			t.Fatalf("routine %#x: sine count %#x y %#x, want $42 and Boss_Y_pos %#x", r2, b.MapFrame, b.Y.Pixel(), bossPixel(st.S2.Ev.BossY))
		}
	}
}

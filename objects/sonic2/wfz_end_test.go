package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm LevEvents_WFZ_Routine6 and the main loop's Control_Locked test:
// from camera y $500 (after $2880,$400) the buttons of that frame stay
// the player's (Ctrl_1_Logical no longer the pad's) whatever the pad
// says.
func TestLevelEvents_WFZLock(t *testing.T) {
	s, e := evSim("wfz1")
	st := s.Live()
	camAt(e, 0x2890, 0x400)
	e.in = physics.Left | physics.Jump
	camAt(e, 0x2890, 0x4FF)
	if st.S2.LockCtrl {
		t.Fatal("locked above y $500")
	}
	camAt(e, 0x2890, 0x500)
	if !st.S2.LockCtrl || st.S2.LockIn != physics.Left|physics.Jump {
		t.Fatalf("lock %v buttons %v, want Left+Jump held", st.S2.LockCtrl, st.S2.LockIn)
	}
	s.Step(physics.Right)
	if st.PrevInput != physics.Left|physics.Jump {
		t.Errorf("the player read %v, want the locked Left+Jump", st.PrevInput)
	}
}

// s2.asm LevEvents_WFZ_Routine2 and _Routine3: from camera $2BC0,$580
// the departing ship's background offset (Camera_BG_X_offset, which the
// end's Tornado waits on) grows 2 a frame to $800; past $600 its Y offset
// falls faster by WFZ_BG_Y_Speed (4 a frame more, to $840).
func TestLevelEvents_WFZBackground(t *testing.T) {
	s, e := evSim("wfz1")
	st := s.Live()
	ev := &st.S2.Ev
	camAt(e, 0x100, 0x100)
	camAt(e, 0x2BC0, 0x57F)
	if ev.Routine != 2 {
		t.Fatalf("stage %d above y $580, want 2", ev.Routine)
	}
	camAt(e, 0x2BC0, 0x580)
	if ev.Routine != 4 {
		t.Fatalf("stage %d, want 4", ev.Routine)
	}
	for i := 0; i < 0x300; i++ {
		e.LevelEvents()
	}
	if ev.BGXOff != 0x600 || ev.BGYOff != 0 || ev.WFZBGYSpeed != 4 {
		t.Fatalf("after $300 frames: offsets %#x,%#x speed %d, want $600,0 4", ev.BGXOff, ev.BGYOff, ev.WFZBGYSpeed)
	}
	for i := 0; i < 0x400; i++ {
		e.LevelEvents()
	}
	if ev.BGXOff != 0x800 || ev.WFZBGYSpeed != 0x840 || ev.BGYOff <= 0 {
		t.Errorf("offsets %#x,%#x speed %#x, want $800, falling, $840", ev.BGXOff, ev.BGYOff, ev.WFZBGYSpeed)
	}
}

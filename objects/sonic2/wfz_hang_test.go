package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjD9_CheckCharacter: Sonic rising within $18 of the bar and 0
// to $F below it is stopped at its y and hangs (obj_control 1); without
// a press he stays; a jump press lets him go at Y Speed -$300 with his
// X Speed kept, and for 18 frames he cannot hang again.
func TestHangBar_GrabAndLetGo(t *testing.T) {
	s, ob := wfzObjSim(s2HangBar, 0, 0x300, 0x200, 0x280, false)
	st := s.Live()
	s.Step(0) // ObjD9_Init, Sonic far away
	if ob.Routine != 2 || ob.Width != 0x18 || st.S2.Control != 0 {
		t.Fatalf("init: routine %d width %#x control %d", ob.Routine, ob.Width, st.S2.Control)
	}
	put := func() {
		st.X = physics.FromPixels(0x300 + 0x17)
		st.Y = physics.FromPixels(0x200+8) | 0x40
		st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0x100, -0x100, 0
	}
	put()
	s.Step(0)
	if st.S2.Control != 1 || ob.B3E != 1 || st.Y.Pixel() != 0x200 || st.XSpeed != 0 || st.YSpeed != 0 {
		t.Fatalf("not hanging: control %d flag %d y %#x speeds %d,%d", st.S2.Control, ob.B3E, st.Y.Pixel(), int(st.XSpeed), int(st.YSpeed))
	}
	if st.Y&0xFF != 0x40 {
		t.Errorf("y's sub-pixel %#x, want kept (move.w y_pos)", int(st.Y&0xFF))
	}
	s.Step(physics.Up)
	if st.S2.Control != 1 {
		t.Fatal("let go without a press")
	}
	s.Step(physics.Jump)
	if st.S2.Control != 0 || ob.B3E != 0 || st.YSpeed != -0x300 || ob.Timer3 != 18 {
		t.Fatalf("let go: control %d flag %d Y Speed %d wait %d, want 0 0 -$300 18", st.S2.Control, ob.B3E, int(st.YSpeed), ob.Timer3)
	}
	// ObjD9's wait: back in reach he is not taken until it runs out.
	n := 0
	for ; n < 40 && st.S2.Control == 0; n++ {
		put()
		s.Step(0)
	}
	if n != 18 {
		t.Errorf("taken again %d frames after letting go, want 18", n)
	}
}

// s2.asm ObjD9_CheckCharacter: out of its reach ($18 either side, 0 to
// $F below it) nobody is taken; a dead player is not either.
func TestHangBar_Reach(t *testing.T) {
	for _, c := range []struct {
		dx, dy int
		dead   bool
		want   bool
	}{
		{-0x18, 0, false, true}, {0x17, 0xF, false, true}, {0x18, 0, false, false},
		{-0x19, 0, false, false}, {0, 0x10, false, false}, {0, -1, false, false}, {0, 4, true, false},
	} {
		s, ob := wfzObjSim(s2HangBar, 0, 0x300, 0x200, 0x280, false)
		st := s.Live()
		s.Step(0)
		st.X, st.Y = physics.FromPixels(0x300+c.dx), physics.FromPixels(0x200+c.dy)
		st.Air, st.XSpeed, st.YSpeed = true, 0, 0
		st.Dead = c.dead
		eng(s).hangBarPlayer(50, 0)
		if got := ob.B3E != 0; got != c.want {
			t.Errorf("at %+d,%+d dead %v: hanging %v, want %v", c.dx, c.dy, c.dead, got, c.want)
		}
	}
}

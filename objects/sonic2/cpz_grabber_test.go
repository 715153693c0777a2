package sonic2

import (
	"testing"

	"loopwright/physics"
)

// grabberSim is a Grabber with its three parts above a standing Sonic.
func grabberSim(t *testing.T) (*physics.Sim, int) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Grabber, 0, 700, 640))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2Grabber)
	if k < 0 {
		t.Fatal("no Grabber")
	}
	for _, id := range []uint8{s2GrabberLegs, s2GrabberBox, s2GrabberString} {
		if findSlot(s, id) < 0 {
			t.Fatalf("no part %#x (ObjA7_Init, LoadChildObject)", id)
		}
	}
	return s, k
}

// s2.asm ObjA7_Init, loc_38E52, loc_38E9A, loc_38EB4 and ObjA8: the
// Grabber (collision $B) walks at -$40; with the player below and near it
// stops, waits $10 frames, drops at 2 a frame; the legs (collision $D7)
// touching the player catch him (obj_control $81, speeds 0) and hold him
// at their position; ObjA7_CheckExplode then makes it an explosion that
// lets him go.
func TestGrabber_ObjA7Grab(t *testing.T) {
	s, k := grabberSim(t)
	st := s.Live()
	g := &st.S2.Slots[k]
	if g.Coll != 0xB || g.XVel != -0x40 {
		t.Fatalf("collision %#x x_vel %d, want $B -$40", g.Coll, g.XVel)
	}
	l := &st.S2.Slots[findSlot(s, s2GrabberLegs)]
	if l.Coll != 0xD7 {
		t.Fatalf("legs collision %#x, want $D7", l.Coll)
	}
	st.X = g.X
	st.XSpeed, st.GSpeed = 0, 0
	grabbed := -1
	for i := 0; i < 0x80; i++ {
		s.Step(0)
		if st.S2.Control == 0x81 {
			grabbed = i
			break
		}
	}
	if grabbed < 0 || !g.Flag || g.Base != 1 {
		t.Fatalf("not grabbed: routine2 %d flag %v y %d", g.Routine2, g.Flag, g.Y.Pixel())
	}
	s.Step(0)
	if st.X.Pixel() != l.X.Pixel() || st.Y.Pixel() != l.Y.Pixel() || st.XSpeed != 0 || st.YSpeed != 0 {
		t.Fatalf("player at %d,%d speeds %d,%d, want held at the legs %d,%d", st.X.Pixel(), st.Y.Pixel(), st.XSpeed, st.YSpeed, l.X.Pixel(), l.Y.Pixel())
	}
	for i := 0; i < 200 && g.ID == s2Grabber; i++ {
		s.Step(0)
	}
	if g.ID != s2Explosion {
		t.Fatal("no explosion after the countdown (ObjA7_Poof)")
	}
	s.Step(0)
	if st.S2.Control != 0 || findSlot(s, s2GrabberLegs) >= 0 || findSlot(s, s2GrabberString) >= 0 {
		t.Fatalf("control %#x after the explosion, want let go and parts gone", st.S2.Control)
	}
}

// s2.asm loc_390BC: pressing left and right in turn four times within
// $20 frames frees the main character (routine_secondary $A, collision
// off, player in the air).
func TestGrabber_ObjA7Shake(t *testing.T) {
	s, k := grabberSim(t)
	st := s.Live()
	g := &st.S2.Slots[k]
	st.X = g.X
	st.XSpeed, st.GSpeed = 0, 0
	for i := 0; i < 0x80 && st.S2.Control != 0x81; i++ {
		s.Step(0)
	}
	if st.S2.Control != 0x81 {
		t.Fatal("not grabbed")
	}
	for i := 0; i < 6; i++ {
		in := physics.Left
		if i%2 == 1 {
			in = physics.Right
		}
		s.Step(in)
		s.Step(0)
	}
	for i := 0; i < 0x20 && g.Routine2 != 0xA; i++ {
		s.Step(0)
	}
	if g.Routine2 != 0xA || g.Coll != 0 || g.Base != 0 || st.S2.Control != 0 || !st.Air {
		t.Fatalf("routine2 %#x coll %#x control %#x air %v, want freed", g.Routine2, g.Coll, st.S2.Control, st.Air)
	}
}

// s2.asm ObjA8 (word_38FE0) and Touch_Special: the sidekick alone on the
// legs is caught (collision_property 2), held under his obj_control.
func TestGrabber_ObjA8Sidekick(t *testing.T) {
	s, k := grabberSim(t)
	st := s.Live()
	g := &st.S2.Slots[k]
	l := &st.S2.Slots[findSlot(s, s2GrabberLegs)]
	g.Routine2 = 4
	l.CollProp = 2
	s.Step(0)
	if !g.Flag || g.Base != 2 {
		t.Fatalf("flag %v player %d, want the sidekick caught", g.Flag, g.Base)
	}
}

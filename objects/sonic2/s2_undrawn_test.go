package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm ObjA1_Init and ObjA1_Main: the init ends rts after
// LoadSubObject (nothing drawn), so on its first frame after it the
// Slicer's on-screen test fails: with Sonic in front of it and near, it
// raises its pincers on its second frame after the init, not its first.
func TestSlicer_FirstFrameOffScreen(t *testing.T) {
	s, ob := wfzObjSim(s2Slicer, 0, 0x2C0, 716, 0x280, false)
	s.Step(0) // ObjA1_Init
	if ob.Routine != 2 {
		t.Fatalf("routine %d after init", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 2 {
		t.Fatalf("routine %d on its first frame after the init, want 2 (off screen: walking)", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 6 {
		t.Fatalf("routine %d on its second frame, want 6 (pincers up)", ob.Routine)
	}
}

// s2.asm Obj36_Init (ends bra.w Adjust2PArtPointer: nothing drawn) and
// SolidObject_OnScreenTest: on their first frame after the init the
// spikes are off screen to SolidObject, so Sonic standing into their side
// is not pushed out; on the next frame he is.
func TestSpikes_FirstFrameNotSolid(t *testing.T) {
	s, _ := wfzObjSim(s2Spikes, 0, 0x2C0, 716, 0x2C0-0x1B+4, false)
	st := s.Live()
	s.Step(0) // Obj36_Init
	x0 := st.X.Pixel()
	if x0 != 0x2C0-0x1B+4 {
		t.Fatalf("Sonic moved to %#x on the init frame", x0)
	}
	s.Step(0)
	if st.X.Pixel() != x0 {
		t.Fatalf("pushed from %#x to %#x on the spikes' first frame after the init", x0, st.X.Pixel())
	}
	s.Step(0)
	if st.X.Pixel() >= x0 {
		t.Fatalf("x %#x on their second frame, want pushed left of %#x", st.X.Pixel(), x0)
	}
}

// s2.asm Obj98_Init (bra.w LoadSubObject: its SubObjData gives it
// on_screen, nothing drawn) and Obj98_Main: a shot made off the screen
// is not deleted by its first Obj98_Main, which sees the flag as made.
func TestProjectile_FirstFrameKeepsFlag(t *testing.T) {
	s, ob := wfzObjSim(s2Projectile, 0, 0x380, 716, 0x280, false)
	s.Step(0) // Obj98_Init
	if ob.ID != s2Projectile || ob.Render&physics.S2OnScreen == 0 {
		t.Fatalf("after the init: id %#x, render %#x: want the shot, on_screen kept", ob.ID, ob.Render)
	}
	s.Step(0)
	if ob.ID != s2Projectile {
		t.Fatalf("deleted by its first Obj98_Main")
	}
	s.Step(0)
	if ob.ID == s2Projectile {
		t.Fatalf("off screen, not deleted on its second frame")
	}
}

// s2.asm Obj93_Init: Spiker's drill takes its parent's render flags
// (on_screen among them) and draws nothing, so loc_37028's on-screen
// test keeps it on its first frame after the init wherever it is, and
// deletes it on the next once drawn off the screen.
func TestSpikerDrill_FirstFrameKeepsFlag(t *testing.T) {
	s, ob := wfzObjSim(s2SpikerDrill, 0, 0x380, 716, 0x280, false)
	s.Step(0) // Obj93_Init
	s.Step(0)
	if ob.ID != s2SpikerDrill {
		t.Fatalf("deleted by its first loc_37028")
	}
	s.Step(0)
	if ob.ID == s2SpikerDrill {
		t.Fatalf("off screen, not deleted on its second frame")
	}
}

// s2.asm Obj94_Init (Rexon's body), ObjAD_Init (Clucker's base),
// ObjC2_Init (the rivet) and ObjB6_Init (the tilting platform, whose
// loc_3B6E2 is solid on its first frame) end after LoadSubObject,
// drawing nothing: on
// screen all along, each is still off screen to the SolidObject of its
// first frame after the init (SolidObject_OnScreenTest), on screen from
// the frame after.
func TestS2SolidObjects_FirstFrameOffScreen(t *testing.T) {
	for _, c := range []struct {
		name string
		id   uint8
	}{{"Obj94", s2Rexon}, {"ObjAD", s2CluckerBase}, {"ObjC2", s2Rivet}, {"ObjB6", s2TiltPlatform}} {
		s, ob := wfzObjSim(c.id, 0, 0x2C0, 0x280, 0x280, false)
		s.Step(0) // the init
		if ob.Render&physics.S2OnScreen != 0 {
			t.Errorf("%s: on screen to its first frame after the init", c.name)
		}
		s.Step(0)
		if ob.ID != c.id || ob.Render&physics.S2OnScreen == 0 {
			t.Errorf("%s: id %#x render %#x after its first frame, want on screen to the next", c.name, ob.ID, ob.Render)
		}
	}
}

// s2.asm Obj92_Init (ends rts: nothing drawn) and loc_3703E: on its
// first frame after the init the Spiker's look for a player fails (off
// screen to it), so with Sonic right below it stops on its second frame.
func TestSpiker_FirstFrameOffScreen(t *testing.T) {
	s, ob := wfzObjSim(s2Spiker, 0, 0x280, 0x280, 0x280, false)
	s.Step(0) // Obj92_Init
	s.Step(0)
	if ob.Routine != 2 {
		t.Fatalf("routine %d on its first frame after the init, want 2 (off screen: crawling)", ob.Routine)
	}
	s.Step(0)
	if ob.Routine != 6 {
		t.Fatalf("routine %d on its second frame, want 6 (stopped, drill coming)", ob.Routine)
	}
}

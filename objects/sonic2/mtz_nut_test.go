package sonic2

import (
	"testing"

	"loopwright/internal/leveltest"
	"loopwright/layers"
	"loopwright/physics"
)

// nutSim is Sonic dropped onto a nut (Obj69, subtype sub) at (700, 650)
// a little left of its middle.
func nutSim(t *testing.T, sub uint8) (*physics.Sim, int) {
	t.Helper()
	s := newSim(s2TestLevel(s2Obj(s2Nut, sub, 700, 650)), physics.S2, 690, 600)
	k := findSlot(s, s2Nut)
	if k < 0 {
		t.Fatal("no nut")
	}
	run(s, 0, 40)
	if st := s.Live(); st.S2.On != k+1 {
		t.Fatalf("Sonic stands on slot %d, want the nut's %d", st.S2.On-1, k)
	}
	return s, k
}

// s2.asm Obj69_Action (loc_2792C, loc_2794C): standing on the nut does
// nothing until the player reaches its middle from his side; then he is
// held at its x (mode 4).
func TestNut_Obj69HoldsAtMiddle(t *testing.T) {
	s, k := nutSim(t, 2)
	st := s.Live()
	ob := &st.S2.Slots[k]
	if ob.Logs[0] != 2 || ob.Logs[1] != 0 {
		t.Fatalf("mode %d side %d on landing left of the middle, want 2 and 0", ob.Logs[0], ob.Logs[1])
	}
	for i := 0; i < 60 && ob.Logs[0] != 4; i++ {
		s.Step(physics.Right)
	}
	if ob.Logs[0] != 4 || st.X.Pixel() != 700 {
		t.Fatalf("mode %d, Sonic at x %d: want held at the nut's x 700", ob.Logs[0], st.X.Pixel())
	}
	for i := 0; i < 10; i++ {
		s.Step(physics.Right)
		if st.X.Pixel() != 700 {
			t.Fatalf("Sonic walked off the middle to x %d", st.X.Pixel())
		}
	}
}

// s2.asm loc_2796E and loc_279D4: held on the nut, each pixel the
// player would walk turns it (objoff_34): right raises it by an eighth
// of the sum, left lowers it, down to (subtype & $7F) * 8 below its rest
// where it stops (subtype bit 7 clear) and he walks on.
func TestNut_Obj69Turns(t *testing.T) {
	s, k := nutSim(t, 2)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Logs[0] != 4; i++ {
		s.Step(physics.Right)
	}
	for i := 0; i < 20; i++ {
		s.Step(physics.Right)
		if want := 650 - int(ob.Timer>>3); ob.Y.Pixel() != want {
			t.Fatalf("frame %d: nut at y %d with turn %d, want %d", i, ob.Y.Pixel(), ob.Timer, want)
		}
	}
	if ob.Y.Pixel() >= 650 {
		t.Fatalf("walking right left the nut at y %d, want above its rest 650", ob.Y.Pixel())
	}
	if want := ob.Y.Pixel() - 0xC - st.YRadius; st.Y.Pixel() != want && st.Y.Pixel() != want-1 {
		t.Errorf("Sonic at y %d, want on the nut's top (%d)", st.Y.Pixel(), want)
	}
	for i := 0; i < 200 && ob.Y.Pixel() < 650+0x10; i++ {
		s.Step(physics.Left)
		if ob.Y.Pixel() > 650+0x10 {
			t.Fatalf("nut at y %d, past its lowest %d", ob.Y.Pixel(), 650+0x10)
		}
	}
	run(s, physics.Left, 8)
	if ob.Y.Pixel() != 650+0x10 || ob.Routine != 2 || st.X.Pixel() >= 700 {
		t.Errorf("nut at y %d routine %d, Sonic at x %d: want it stopped at %d (subtype 2: $10 down) on the screw, Sonic walking on", ob.Y.Pixel(), ob.Routine, st.X.Pixel(), 650+0x10)
	}
}

// s2.asm loc_2796E (subtype bit 7) and loc_279FC: at its lowest the nut
// drops off the screw, falling $38 a frame to the floor
// (ObjCheckFloorDist), where it rests (routine 6), still solid.
func TestNut_Obj69FallsOff(t *testing.T) {
	s, k := nutSim(t, 0x82)
	st := s.Live()
	ob := &st.S2.Slots[k]
	for i := 0; i < 60 && ob.Logs[0] != 4; i++ {
		s.Step(physics.Right)
	}
	for i := 0; i < 200 && ob.Routine == 2; i++ {
		s.Step(physics.Left)
	}
	if ob.Routine != 4 {
		t.Fatalf("routine %d, want 4 (falling)", ob.Routine)
	}
	for i := 0; i < 100 && ob.Routine == 4; i++ {
		s.Step(0)
	}
	if ob.Routine != 6 || ob.Y.Pixel()+int(ob.YRad) != 736-1 && ob.Y.Pixel()+int(ob.YRad) != 736 {
		t.Errorf("routine %d, nut bottom at %d: want resting on the floor at 736", ob.Routine, ob.Y.Pixel()+int(ob.YRad))
	}
}

// s2.asm Obj69_Main runs Obj69_Action for Sidekick with its own mode
// bytes (objoff_3C): Tails turns the nut as Sonic does.
func TestNut_Obj69Sidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Nut, 2, 700, 650))
	s := newSimP2(tl, 600, 690, 600) // Tails on screen: SolidObject ignores him off it
	st := s.Live()
	k := findSlot(s, s2Nut)
	run(s, 0, 40)
	ob := &st.S2.Slots[k]
	s.SetP2Input(physics.Right)
	for i := 0; i < 60 && ob.Logs[2] != 4; i++ {
		s.Step(0)
	}
	if ob.Logs[2] != 4 || s.P2Record().X.Pixel() != 700 || ob.Logs[0] != 0 {
		t.Fatalf("Tails' mode %d at x %d, Sonic's mode %d: want Tails held at 700", ob.Logs[2], s.P2Record().X.Pixel(), ob.Logs[0])
	}
	s.SetP2Input(physics.Left)
	run(s, 0, 100)
	if ob.Y.Pixel() != 650+0x10 {
		t.Errorf("nut at y %d, want turned down to %d by Tails", ob.Y.Pixel(), 650+0x10)
	}
}

// s2.asm Find_Tile (ObjCheckFloorDist): in a level that wraps vertically
// an object's floor check reads the rows modulo $800: a floor in the top
// row starts right below y $7FF (distance 0); without the wrap nothing
// is there.
func TestObjFloor_WrapsRows(t *testing.T) {
	for _, wrap := range []bool{true, false} {
		tl := leveltest.New(64, physics.WrapHeight/16)
		tl.Fill(leveltest.PathAB, 0, 0, 64, 1)
		top := physics.WrapTop
		if !wrap {
			top = 0
		}
		tl.Lvl.Bounds = layers.Rect{Min: layers.Point{Y: top}, Max: layers.Point{X: 64 * 16, Y: physics.WrapHeight + physics.ScreenHeight}}
		s := newSim(tl, physics.S2, 300, 0x700)
		d := eng(s).objFloorDist(300, physics.WrapHeight-1, false)
		if wrap && d != 0 || !wrap && d < 16 {
			t.Errorf("wrap %v: floor distance %d from y $7FF, want %s", wrap, d, map[bool]string{true: "0", false: "none"}[wrap])
		}
	}
}

package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj45_Horizontal and loc_2433C: Sonic walking left into an
// unflipped pressure spring (subtype $10) pushes it a pixel a frame, to
// $12 left of its rest at most; held while he still moves into it, then
// let go, it springs back 4 pixels a frame
// and Obj45_LaunchCharacterHorizontal throws him right at
// (squeeze + $A) * $80 with 15 frames of control lock.
func TestPushSpring_Obj45HorizontalThrows(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2PushSpring, 0x10, 700, 736-12)), physics.S2, 760, 716)
	st := s.Live()
	k := findSlot(s, s2PushSpring)
	if k < 0 {
		t.Fatal("no pressure spring")
	}
	min := 700
	for i := 0; i < 120; i++ {
		s.Step(physics.Left)
		min = intMin(min, st.S2.Slots[k].X.Pixel())
	}
	if ob := &st.S2.Slots[k]; ob.Routine != 4 || ob.X.Pixel() != 700-0x12 || min != 700-0x12 {
		t.Fatalf("spring routine %d at x %d (least %d), want routine 4 squeezed to %d", ob.Routine, ob.X.Pixel(), min, 700-0x12)
	}
	if !st.FacingLeft || st.Air {
		t.Fatalf("Sonic facing left %v, air %v: want pushing on the ground", st.FacingLeft, st.Air)
	}
	// Still moving left (Ground Speed < 0) he holds it (d0 = 0: the
	// squeeze flag) until he stops.
	held := 0
	for ; held < 30 && st.S2.Slots[k].X.Pixel() == 700-0x12; held++ {
		s.Step(0)
	}
	if ob := &st.S2.Slots[k]; ob.X.Pixel() != 700-0x12+4 || held < 2 {
		t.Fatalf("spring at x %d after %d frames of letting go, want %d after more than one", ob.X.Pixel(), held, 700-0x12+4)
	}
	if want := physics.Fixed((0x12 - 4 + 0xA) << 7); st.XSpeed != want || st.GSpeed != want || st.FacingLeft {
		t.Errorf("Sonic X Speed %v Ground Speed %v facing left %v, want %v to the right", st.XSpeed, st.GSpeed, st.FacingLeft, want)
	}
	if st.MoveLock != 0xF-1 && st.MoveLock != 0xF {
		t.Errorf("control lock %d, want 15", st.MoveLock)
	}
	for i := 0; i < 10; i++ {
		s.Step(0)
	}
	if ob := &st.S2.Slots[k]; ob.X.Pixel() != 700 || ob.MapFrame != 0xA {
		t.Errorf("spring at x %d frame %#x, want back at 700, frame $A", ob.X.Pixel(), ob.MapFrame)
	}
}

// s2.asm Obj45_Horizontal runs its solid check and squeeze for Sidekick
// too (p2_pushing_bit): Tails walking into the spring is thrown as Sonic.
func TestPushSpring_Obj45HorizontalSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2PushSpring, 0x10, 700, 736-12))
	s := newSimP2(tl, 400, 760, 700)
	st := s.Live()
	k := findSlot(s, s2PushSpring)
	s.SetP2Input(physics.Left)
	run(s, 0, 120)
	if ob := &st.S2.Slots[k]; ob.X.Pixel() != 700-0x12 {
		t.Fatalf("spring at x %d, want squeezed by Tails to %d", ob.X.Pixel(), 700-0x12)
	}
	s.SetP2Input(0)
	for i := 0; i < 30 && st.S2.Slots[k].X.Pixel() == 700-0x12; i++ {
		s.Step(0)
	}
	if want := physics.Fixed((0x12 - 4 + 0xA) << 7); s.P2Record().XSpeed != want {
		t.Errorf("Tails' X Speed %v, want %v", s.P2Record().XSpeed, want)
	}
	if st.XSpeed != 0 {
		t.Errorf("Sonic moved: X Speed %v", st.XSpeed)
	}
}

// s2.asm Obj45_Vertical and Obj45_LaunchCharacterVertical: standing on
// the vertical spring (subtype 0) compresses it a step a frame, its top
// 2 pixels lower each step (SolidObject45; SolidObject_Landed puts him
// a pixel above its top); at step 9 it launches him at
// its strength, -$1000, in the air.
func TestPushSpring_Obj45VerticalLaunches(t *testing.T) {
	s := newSim(s2TestLevel(s2Obj(s2PushSpring, 0, 700, 736-20)), physics.S2, 700, 660)
	st := s.Live()
	k := findSlot(s, s2PushSpring)
	landed, launched := -1, -1
	for i := 0; i < 80 && launched < 0; i++ {
		s.Step(0)
		if landed < 0 && st.S2.On == k+1 {
			landed = i
			if want := 736 - 20 - 20 - st.YRadius - 1; st.Y.Pixel() != want {
				t.Errorf("landed at y %d, want %d", st.Y.Pixel(), want)
			}
		}
		if landed >= 0 && st.Air {
			launched = i
		}
	}
	if landed < 0 || launched < 0 {
		t.Fatalf("landed at frame %d, launched at %d", landed, launched)
	}
	if launched-landed != 10 {
		t.Errorf("launched %d frames after landing, want 10 (9 steps, then the launch)", launched-landed)
	}
	if st.YSpeed != -0x1000+0x38 && st.YSpeed != -0x1000 {
		t.Errorf("Y Speed %v, want -$1000", st.YSpeed)
	}
	if ob := &st.S2.Slots[k]; ob.Status&physics.S2P1Stand != 0 {
		t.Error("the spring still holds Sonic's standing bit")
	}
}

func intMin(a, b int) int {
	if a < b {
		return a
	}
	return b
}

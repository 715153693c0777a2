package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestRivet_InWingFortress: in Wing Fortress (the disassembly's SonLVL
// project) Sonic jumping onto the hatch's rivet (ObjC2, at $2958,$438)
// busts it (ObjC2_Bust): the left limit is $2880 and the hatch's chunks
// (layout row 8 and 9 from column $50) open, so he falls through where
// the hatch was. It skips when ../shared is absent (fails under CI).
func TestRivet_InWingFortress(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Wing Fortress Zone")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2958, Y: 0x400})
	st := sim.Live()
	before := [2]layers.ChunkID{sim.LayoutChunk(0x51, 8), sim.LayoutChunk(0x52, 9)}
	if before[0] == 0x70 || before[1] == 0x79 {
		t.Fatalf("the hatch is open before the bust: %#x %#x", before[0], before[1])
	}
	st.Air, st.Rolling, st.YSpeed = true, true, 0x100
	busted := false
	for f := 0; f < 120 && !busted; f++ {
		sim.Step(0)
		busted = st.Cam.MinX == 0x2880
	}
	if !busted || sim.LayoutChunk(0x51, 8) != 0x70 || sim.LayoutChunk(0x52, 9) != 0x79 {
		t.Fatalf("hatch: busted %v chunks %#x %#x (were %#x %#x), want $70 $79",
			busted, sim.LayoutChunk(0x51, 8), sim.LayoutChunk(0x52, 9), before[0], before[1])
	}
	y := st.Y.Pixel()
	for f := 0; f < 30; f++ {
		sim.Step(0)
	}
	if st.Y.Pixel() <= y+0x10 {
		t.Errorf("Sonic at y %#x 30 frames after the bust (was %#x): the hatch did not open", st.Y.Pixel(), y)
	}
}

// TestTornadoEnd_InWingFortress plays Wing Fortress's end (the
// disassembly's SonLVL project; Sonic dropped at $2C20,$5C0 under the
// camera's bottom $720 that the boss's defeat sets, right held on the
// pad): LevEvents_WFZ_Routine6 locks the controls (Control_Locked), and
// the Tornado's script (ObjB2_Main_WFZ_End) drives Sonic by the buttons
// it writes: he walks to the edge ($2E30), waits for the plane (the
// background's Camera_BG_X_offset $380), jumps onto it, rides it, jumps
// onto the ship where the invisible grabber holds him ($10 left of it,
// obj_control 1), and the docking ends the act at ride frame $9C0. It
// skips when ../shared is absent (fails under CI).
func TestTornadoEnd_InWingFortress(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Wing Fortress Zone")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2C20, Y: 0x5C0})
	st := sim.Live()
	st.Cam.MaxY, st.Cam.TargetMaxY = 0x720, 0x720
	stage := func() (uint8, bool) {
		for k := range st.S2.Slots {
			if o := &st.S2.Slots[k]; o.ID == 0xB2 && o.Sub == 0x54 && o.Routine == 6 {
				return o.Routine2, true
			}
		}
		return 0, false
	}
	seen := map[uint8]bool{}
	edgeX, held := 0, false
	for f := 0; f < 4000 && !st.S2.Ev.EndAct; f++ {
		sim.Step(physics.Right)
		if r, ok := stage(); ok {
			if r == 4 && !seen[4] {
				edgeX = st.X.Pixel()
			}
			seen[r] = true
		}
		held = held || st.S2.Control == 1 && st.X.Pixel() == 0x3118-0x10
		if f == 1 && !st.S2.LockCtrl {
			t.Fatal("controls not locked below camera y $500")
		}
	}
	for _, r := range []uint8{0, 2, 4, 6, 8, 0xA, 0xC, 0xE, 0x10} {
		if !seen[r] {
			t.Errorf("the script's stage %#x never ran", r)
		}
	}
	if edgeX < 0x2E30 || edgeX > 0x2E40 {
		t.Errorf("stopped at x %#x, want the edge $2E30", edgeX)
	}
	if !held || !st.S2.Ev.EndAct {
		t.Errorf("grabbed %v act ended %v after %d frames", held, st.S2.Ev.EndAct, sim.Frame())
	}
	// ObjB2_Start_DEZ: Death Egg act 1 next (Level_Inactive_flag): the
	// run ends and the frame's record says so.
	if sim.Ended() != "dez1" || sim.Record().End != "dez1" {
		t.Errorf("ended %q (record %q), want dez1", sim.Ended(), sim.Record().End)
	}
}

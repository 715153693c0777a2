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

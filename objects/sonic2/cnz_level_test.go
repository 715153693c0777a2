package sonic2_test

import (
	"testing"

	"loopwright/internal/sharedtest"
	"loopwright/layers"
	"loopwright/physics"
	"loopwright/sonlvl"
)

// TestLevEventsCNZ2_ClosesArena: in Casino Night 2 (the disassembly's
// SonLVL project) LevEvents_CNZ2_Routine1 writes chunk $F9 into the
// layout at row $C, column $54 (Level_Layout+$C54) as the camera reaches
// x $27C0, and LevEvents_CNZ2_Routine2 at column $50 (+$C50) as it
// reaches $2890: the arena's ways in close. It skips when ../shared is
// absent (fails under CI).
func TestLevEventsCNZ2_ClosesArena(t *testing.T) {
	p, err := sonlvl.Open(sharedtest.Path(t, "disasm", "s2disasm", "SonLVL INI Files", "SonLVL.ini"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Load("Casino Night Zone Act 2")
	if err != nil {
		t.Fatal(err)
	}
	sim := physics.New(l.Model, physics.Config{Variant: physics.S2}, layers.Point{X: 0x2700, Y: 0x600})
	st := sim.Live()
	before := [2]layers.ChunkID{sim.LayoutChunk(0x54, 0xC), sim.LayoutChunk(0x50, 0xC)}
	if before[0] == 0xF9 || before[1] == 0xF9 {
		t.Fatalf("chunks %#x %#x before the arena, want the level's", before[0], before[1])
	}
	step := func(camX int) {
		st.Cam.X, st.Cam.MinX = camX, camX
		sim.Step(0)
	}
	step(0x27B0)
	if sim.LayoutChunk(0x54, 0xC) != before[0] {
		t.Fatalf("chunk $54,$C %#x before x $27C0, want %#x", sim.LayoutChunk(0x54, 0xC), before[0])
	}
	for i := 0; i < 4 && st.S2.Ev.Routine == 0; i++ {
		step(0x27C0)
	}
	if sim.LayoutChunk(0x54, 0xC) != 0xF9 || sim.LayoutChunk(0x50, 0xC) != before[1] {
		t.Fatalf("entering: chunks %#x %#x, want $F9 and the level's %#x", sim.LayoutChunk(0x54, 0xC), sim.LayoutChunk(0x50, 0xC), before[1])
	}
	for i := 0; i < 4 && st.S2.Ev.Routine == 2; i++ {
		step(0x2890)
	}
	if sim.LayoutChunk(0x50, 0xC) != 0xF9 {
		t.Fatalf("locking: chunk $50,$C %#x, want $F9", sim.LayoutChunk(0x50, 0xC))
	}
}

package physics

import (
	"testing"

	"loopwright/layers"
)

func p2Sim(cfg P2Config) *Sim {
	return New(flatLevel().lvl, Config{Variant: S2, Character: Sonic, P2: cfg}, layers.Point{X: 400, Y: 716})
}

// Section 18 / s2.asm InitPlayers, Obj01_Init, TailsCPU_Normal: Tails
// spawns 32 px left of Sonic and, while Sonic's recorded position (16
// frames old) is his own spawn point, stands still; once Sonic's real
// position reaches him, he presses right (16 or more pixels away).
func TestTailsCPU_FollowsRecord(t *testing.T) {
	s := p2Sim(P2Config{On: true, Character: Tails})
	p := s.P2Record()
	// 1 init + 26 title-card updates, the last 10 walking right: ground
	// speed 10*12/256, x 368 + 9 (the CPU's nudge) + 12*55/256.
	if p == nil || p.GSpeed != 120 || p.X != Fixed(377*256+12*55) || !p.Grounded {
		t.Fatalf("p2 after the title card: %+v", p)
	}
	// Sonic runs left: 17 frames later Tails' CPU takes left as well.
	for i := 0; i < 40; i++ {
		s.Step(Left)
	}
	if w := s.P2CPU().Word; w>>8&mdLeft == 0 {
		t.Errorf("CPU word %#04x: want left held", w)
	}
	if s.P2CPU().Routine != CPUNormal {
		t.Errorf("routine %d", s.P2CPU().Routine)
	}
}

// Section 18: a scripted second player runs its own input, and the second
// player's state rewinds with Save/Restore (State.P2).
func TestSim_P2ScriptedRewind(t *testing.T) {
	s := p2Sim(P2Config{On: true, Character: Knuckles, Scripted: true})
	x0 := s.P2Record().X
	s.SetP2Input(Right)
	run(s, 0, 20)
	if s.P2Record().X <= x0 || s.Record().GSpeed != 0 {
		t.Fatalf("scripted p2 did not run right alone: p2 x %v (from %v), p1 gsp %v", s.P2Record().X, x0, s.Record().GSpeed)
	}
	var st State
	s.Save(&st)
	run(s, 0, 15)
	want := *s.P2Record()
	s.Restore(&st)
	run(s, 0, 15)
	if got := *s.P2Record(); got.X != want.X || got.GSpeed != want.GSpeed || got.Frame != want.Frame {
		t.Errorf("after rewind: %v %v, want %v %v", got.X, got.GSpeed, want.X, want.GSpeed)
	}
}

// Stepping with a second player allocates nothing.
func TestSim_P2StepAllocs(t *testing.T) {
	s := p2Sim(P2Config{On: true, Character: Tails})
	if n := testing.AllocsPerRun(100, func() { s.Step(Right) }); n != 0 {
		t.Errorf("Step allocates %v", n)
	}
}

func BenchmarkStep_TailsCPU(b *testing.B) {
	s := p2Sim(P2Config{On: true, Character: Tails})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		in := Right
		if i&256 != 0 {
			in = Left
		}
		s.Step(in)
	}
}

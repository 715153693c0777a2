package physics

import (
	"testing"

	"loopwright/layers"
)

func p2Sim(cfg P2Config) *Sim {
	return New(flatLevel().Lvl, Config{Variant: S2, Character: Sonic, P2: cfg}, layers.Point{X: 400, Y: 716})
}

// docs/physics.md "Player 2" / s2.asm InitPlayers, Obj01_Init, TailsCPU_Normal: Tails
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

// docs/physics.md "Player 2": a scripted second player runs its own input, and the second
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
	b.ResetTimer() // the level's setup is not a frame's work
	for i := 0; i < b.N; i++ {
		in := Right
		if i&256 != 0 {
			in = Left
		}
		s.Step(in)
	}
}

// s2.asm TailsCPU_Flying: flying in, Tails moves towards Sonic's recorded
// position by at most min(|dx|/16, 12) + |Sonic's x speed| + 1 pixels
// across and 1 pixel up or down a frame, and lands (TailsCPU_Normal) once
// on target with Sonic's recorded status calm.
func TestTailsCPU_FlyingIn(t *testing.T) {
	s := p2Sim(P2Config{On: true, Character: Tails})
	run(s, 0, 20) // Sonic's record: his standing position
	var st State
	s.Save(&st)
	sx, sy := st.X.Pixel(), st.Y.Pixel()
	st.P2.CPU.Routine, st.P2.CPU.Control = CPUFlying, 0x81
	st.P2.Body.X, st.P2.Body.Y = FromPixels(sx-100), FromPixels(sy-50)
	st.P2.Body.Air = true
	s.Restore(&st)
	s.Step(0)
	p := s.P2Record()
	if p.X.Pixel() != sx-100+100/16+1 || p.Y.Pixel() != sy-49 || p.FacingLeft {
		t.Fatalf("first flying frame: x %d y %d (Sonic %d,%d)", p.X.Pixel(), p.Y.Pixel(), sx, sy)
	}
	for i := 0; i < 100 && s.P2CPU().Routine == CPUFlying; i++ {
		s.Step(0)
	}
	if s.P2CPU().Routine != CPUNormal || s.P2CPU().Control != 0 {
		t.Errorf("did not land: routine %d, Tails at %d,%d", s.P2CPU().Routine, s.P2Record().X.Pixel(), s.P2Record().Y.Pixel())
	}
}

// s2.asm TailsCPU_CheckDespawn / TailsCPU_Despawn / TailsCPU_Spawning: off
// screen for 300 frames, Tails despawns; he then respawns flying in above
// Sonic on a frame whose counter is a multiple of 64 (Sonic on the ground).
func TestTailsCPU_Despawn(t *testing.T) {
	s := p2Sim(P2Config{On: true, Character: Tails})
	run(s, 0, 20)
	var st State
	s.Save(&st)
	st.P2.Body.X = FromPixels(st.X.Pixel() + 2000)
	s.Restore(&st)
	gone := 0
	for i := 1; i <= 400 && gone == 0; i++ {
		s.Step(0)
		if s.P2CPU().Routine == CPUSpawning {
			gone = i
		}
	}
	if gone < 299 || gone > 302 {
		t.Fatalf("despawned after %d frames off screen, want 300", gone)
	}
	for i := 0; i < 64 && s.P2CPU().Routine == CPUSpawning; i++ {
		s.Step(0)
	}
	if c := s.P2CPU(); c.Routine != CPUFlying || s.Frame()&0x3F != 0 {
		t.Errorf("respawn: routine %d at frame %d", c.Routine, s.Frame())
	}
	if p, q := s.P2Record(), s.Record(); p.X.Pixel() != q.X.Pixel() || p.Y.Pixel() > q.Y.Pixel()-0xC0+1 {
		t.Errorf("respawned at %d,%d, Sonic at %d,%d", p.X.Pixel(), p.Y.Pixel(), q.X.Pixel(), q.Y.Pixel())
	}
}

// s2.asm InitPlayers: the game loads Tails beside Sonic except in Sky
// Chase, Wing Fortress and Death Egg (Current_Zone sky_chase_zone,
// wing_fortress_zone, death_egg_zone), where Sonic plays alone: no second
// player, no p2 record, even after a restart.
func TestSim_P2NotLoadedInSCZWFZDEZ(t *testing.T) {
	for _, c := range []struct {
		za   string
		want bool
	}{{"scz1", false}, {"wfz1", false}, {"dez1", false}, {"ehz1", true}, {"mtz3", true}, {"", true}} {
		tl := flatLevel()
		if c.za != "" {
			tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: S2ZoneActProp, Value: c.za})
		}
		for _, cfg := range []P2Config{{On: true, Character: Tails}, {On: true, Character: Knuckles, Scripted: true}} {
			s := New(tl.Lvl, Config{Variant: S2, Character: Sonic, P2: cfg}, layers.Point{X: 400, Y: 716})
			if s.P2() != c.want || (s.P2Record() != nil) != c.want {
				t.Errorf("%q %+v: P2 %v, want %v", c.za, cfg, s.P2(), c.want)
			}
			s.Step(Right)
			if s.P2() != c.want {
				t.Errorf("%q %+v: P2 %v after a step, want %v", c.za, cfg, s.P2(), c.want)
			}
		}
	}
}

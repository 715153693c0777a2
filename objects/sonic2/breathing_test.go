package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// breathSim is Sonic standing under water (surface at y 500) on the flat
// level, with one far Sonic 2 object so that the engine runs.
func breathSim(t *testing.T) (*physics.Sim, *engine) {
	t.Helper()
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 3000, 700))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: "500"})
	s := newSim(tl, physics.S2, 100, 716)
	return s, eng(s)
}

// peekRandom returns the next n RandomNumber results without taking
// them.
func peekRandom(e *engine, n int) []uint32 {
	seed := e.st.S2.RNG
	r := make([]uint32, n)
	for i := range r {
		r[i] = e.random()
	}
	e.st.S2.RNG = seed
	return r
}

// breathBubbles lists the slots holding Obj0A bubbles.
func breathBubbles(st *physics.State) []int {
	var ks []int
	for k := range st.S2.Slots {
		if st.S2.Slots[k].ID == s2SmallBubble {
			ks = append(ks, k)
		}
	}
	return ks
}

// s2.asm Obj0A_Countdown and Obj0A_MakeBubbleNow: the second that starts
// as Sonic dives makes a run of RandomNumber & 1 + 1 bubbles, the first
// at once in the first free slot, 6 pixels ahead of him at his y
// (subtype 6), the next RandomNumber & $F + 8 frames later
// (Obj0A_MakeBubbleMaybe); then none until the next second.
func TestBreathing_Obj0ACountdown(t *testing.T) {
	s, e := breathSim(t)
	st := s.Live()
	if !st.P.Underwater {
		t.Fatal("Sonic is not under water")
	}
	r := peekRandom(e, 3)
	x, y := st.X.Pixel(), st.Y.Pixel()
	s.Step(0)
	ks := breathBubbles(st)
	if len(ks) != 1 {
		t.Fatalf("%d bubbles on the dive's first frame, want 1", len(ks))
	}
	b := st.S2.Slots[ks[0]]
	if b.Sub != 6 || b.X.Pixel() != x+6 || b.Y.Pixel() != y || b.Layout != -1 {
		t.Errorf("bubble subtype %d at %d,%d, want 6 at %d,%d", b.Sub, b.X.Pixel(), b.Y.Pixel(), x+6, y)
	}
	wait := int(r[1]&0xF) + 8
	br := &st.S2.Breath[0]
	if int(br.Next) != wait || int(br.Total) != int(r[0]&1)-1 {
		t.Fatalf("next bubble in %d, %d more, want %d and %d", br.Next, br.Total, wait, int(r[0]&1)-1)
	}
	for i := 0; i < wait; i++ {
		s.Step(0)
	}
	n := len(breathBubbles(st))
	s.Step(0)
	want := n
	if r[0]&1 == 1 {
		want++
	}
	if got := len(breathBubbles(st)); got != want {
		t.Fatalf("%d bubbles %d frames after the first, want %d (a run of %d)", got, wait+1, want, r[0]&1+1)
	}
	for i := 0; i < 40; i++ {
		s.Step(0)
		if st.P.AirTimer == 0 {
			break
		}
		if br.Flags != 0 || len(breathBubbles(st)) > want {
			t.Fatalf("a bubble after the run (flags %#x)", br.Flags)
		}
	}
}

// s2.asm Obj0A_Countdown, Obj0A_MakeNumberBubbleMaybe and
// Obj0A_BecomeNumberMaybe: with 12 seconds of air or less a number is
// due every second second; the run's bubble on a RandomNumber & 3 of 0,
// or its last, carries the air left / 2 and becomes that number 28
// frames later (still, Obj0A_AirLeft), which goes once Sonic has air
// again.
func TestBreathing_Obj0ANumbers(t *testing.T) {
	s, e := breathSim(t)
	st := s.Live()
	s.Step(0)
	for st.P.AirTimer != 0 {
		s.Step(0)
	}
	for _, k := range breathBubbles(st) {
		st.S2.Slots[k] = physics.S2Obj{}
	}
	st.P.AirLeft = 10
	r := peekRandom(e, 3)
	s.Step(0) // the second ends with 10 seconds: a number is due
	br := &st.S2.Breath[0]
	ks := breathBubbles(st)
	if len(ks) != 1 || br.Numbers != 1 {
		t.Fatalf("%d bubbles, seconds to the next number %d, want one and 1 (a number due now)", len(ks), br.Numbers)
	}
	b := &st.S2.Slots[ks[0]]
	number := r[2]&3 == 0 || r[0]&1 == 0
	if got := b.Timer == 28; got != number {
		t.Fatalf("number bubble %v (subtype %d timer %d), want %v (random %#x %#x)", got, b.Sub, b.Timer, number, r[0], r[2])
	}
	if !number {
		t.Logf("no number this run (random %#x %#x)", r[0], r[2])
		return
	}
	if b.Sub != 9>>1 {
		t.Errorf("number bubble subtype %d, want 4 (9 seconds / 2)", b.Sub)
	}
	for i := 0; i < 28 && b.Routine != 0xC; i++ {
		s.Step(0)
	}
	if b.Routine != 0xC || b.YVel != 0 {
		t.Fatalf("routine %#x y_vel %d 28 frames on, want the number ($C) still", b.Routine, b.YVel)
	}
	st.P.AirLeft = 30
	s.Step(0)
	if b.ID != 0 {
		t.Error("the number stayed with 30 seconds of air")
	}
}

// s2.asm Obj0A_Countdown: a second starts one run of bubbles; the core's
// count still reading 59 on the next countdown (the player's code did
// not run) is no second start: no new run, no RandomNumber.
func TestBreathing_Obj0AOneRunASecond(t *testing.T) {
	s, e := breathSim(t)
	st := s.Live()
	s.Step(0)
	for st.P.AirTimer != 0 {
		s.Step(0)
	}
	s.Step(0) // the next second starts
	if st.P.AirTimer != 59 {
		t.Fatalf("count %d, want 59", st.P.AirTimer)
	}
	rng, n := st.S2.RNG, len(breathBubbles(st))
	e.breathing()
	if st.S2.RNG != rng || len(breathBubbles(st)) != n {
		t.Errorf("a countdown with the count at 59 again took RandomNumber (%v) or made a bubble (%d, was %d)",
			st.S2.RNG != rng, len(breathBubbles(st)), n)
	}
}

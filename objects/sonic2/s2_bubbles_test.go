package sonic2

import (
	"testing"

	"loopwright/layers"
	"loopwright/physics"
)

// bubbleWaterSim is Sonic 2 on a flat level (floor top 736) with the water's
// mean level at 600 and one far object (so the Sonic 2 engine runs):
// Sonic (and, with p2, Tails) standing at x 600 under the water.
func bubbleWaterSim(p2 bool) *physics.Sim {
	tl := s2TestLevel(s2Obj(s2Scenery, 0, 9000, 600))
	tl.Lvl.Props = append(tl.Lvl.Props, layers.Prop{Name: "water_level", Type: "int", Value: "600"})
	if !p2 {
		return newSim(tl, physics.S2, 600, 716)
	}
	return newSimP2(tl, 600, 640, 716)
}

// newBubbles returns the slots of the bubbles made this frame: Obj0A not
// yet run (the countdowns run after the dynamic slots).
func newBubbles(st *physics.State) []int {
	var ks []int
	for k := range st.S2.Slots {
		if ob := &st.S2.Slots[k]; ob.ID == s2SmallBubble && ob.Routine == 0 {
			ks = append(ks, k)
		}
	}
	return ks
}

// s2.asm Obj0A_Countdown, Obj0A_MakeBubbleMaybe, Obj0A_MakeBubbleNow:
// Sonic's first dive fills Sonic_BreathingBubbles (subtype $81: routine
// $A, a number every 2 seconds); its timer is the core's second; each
// second begins a run of one or two bubbles (RandomNumber & 1 more), the
// first that frame, the next 8 to 23 frames later, each a small bubble
// (subtype 6) in a dynamic slot 6 pixels ahead of Sonic at his y.
func TestObj0A_Countdown(t *testing.T) {
	s := bubbleWaterSim(false)
	st := s.Live()
	var ticks, made int
	last := -1
	runLen := 0
	for f := 0; f < 600; f++ {
		s.Step(0)
		ks := newBubbles(st)
		tick := st.P.AirTimer == 59
		if tick {
			ticks++
			if runLen != 0 && (runLen < 1 || runLen > 2) {
				t.Fatalf("frame %d: a run of %d bubbles, want 1 or 2", f, runLen)
			}
			runLen = 0
			if len(ks) != 1 {
				t.Fatalf("frame %d: a second begins with %d bubbles, want 1", f, len(ks))
			}
		}
		for _, k := range ks {
			b := &st.S2.Slots[k]
			if b.Sub != 6 || b.X.Pixel() != st.X.Pixel()+6 || b.Y.Pixel() != st.Y.Pixel() || b.B3E != 0 || b.B3F != 0 {
				t.Fatalf("frame %d: bubble sub %d at (%d,%d) angle %#x player %d; Sonic at (%d,%d)",
					f, b.Sub, b.X.Pixel(), b.Y.Pixel(), b.B3E, b.B3F, st.X.Pixel(), st.Y.Pixel())
			}
			if !tick && last >= 0 && (f-last < 9 || f-last > 24) {
				t.Fatalf("frame %d: the next bubble %d frames after the last, want 9-24", f, f-last)
			}
			last = f
			made++
			runLen++
		}
	}
	if ticks != 10 || made < 10 || made > 20 {
		t.Errorf("%d seconds, %d bubbles: want 10 seconds of one or two", ticks, made)
	}
}

// s2.asm Obj0A_MakeBubbleNow: facing left, the bubble leaves 6 pixels to
// his left at angle $40.
func TestObj0A_MakeBubbleNow_FacingLeft(t *testing.T) {
	s := bubbleWaterSim(false)
	st := s.Live()
	st.FacingLeft = true
	s.Step(0)
	ks := newBubbles(st)
	if len(ks) != 1 {
		t.Fatalf("%d bubbles on the dive's frame, want 1", len(ks))
	}
	if b := &st.S2.Slots[ks[0]]; b.X.Pixel() != st.X.Pixel()-6 || b.B3E != 0x40 {
		t.Errorf("bubble at x %d angle %#x; Sonic at %d: want 6 to his left, $40", b.X.Pixel(), b.B3E, st.X.Pixel())
	}
}

// s2.asm Obj0A_Init, Obj0A_ChkWater, Obj0A_Wobble: a bubble rises at
// -$88 wobbling about its x (Obj0A_WobbleData) and bursts at the water's
// surface (anim 6 + 7 = $D, which ends at once: deleted the next frame).
func TestObj0A_BubbleRisesAndBursts(t *testing.T) {
	s := bubbleWaterSim(false)
	st := s.Live()
	s.Step(0)
	k := newBubbles(st)[0]
	x0 := st.S2.Slots[k].X.Pixel()
	burst := false
	for f := 0; f < 400 && st.S2.Slots[k].ID == s2SmallBubble; f++ {
		s.Step(0)
		b := &st.S2.Slots[k]
		if b.ID != s2SmallBubble {
			break
		}
		if b.Routine >= 6 { // Obj0A_Display: anim $D ends at once ($FC), deleted the next frame
			burst = true
			if b.Anim != 0xD {
				t.Fatalf("bursting with anim %#x, want $D (6 + 7)", b.Anim)
			}
			continue
		}
		if b.YVel != -0x88 {
			t.Fatalf("y speed %#x, want -$88", b.YVel)
		}
		if d := b.X.Pixel() - x0; d < -4 || d > 3 {
			t.Fatalf("x %d off its start %d by %d: the wobble is -4..3", b.X.Pixel(), x0, d)
		}
	}
	if !burst || st.S2.Slots[k].ID == s2SmallBubble {
		t.Errorf("burst %v, slot id %#x: want the bubble burst and gone", burst, st.S2.Slots[k].ID)
	}
}

// s2.asm Obj0A_ReduceAir, Obj0A_PlayerHasDrowned, Obj0A_MakeBubbleNow:
// the second the air runs out makes no bubble but a run of eleven; while
// he drowns they come every 0-7 frames from 12 pixels above him, a
// medium one (subtype $E) when Level_frame_counter & 3 is 0; and he
// drowns on the core's frame, objects or not.
func TestObj0A_Drowning(t *testing.T) {
	drownAt := func(s *physics.Sim) (int, int) {
		st := s.Live()
		s.Step(0)
		st.P.AirLeft = 0
		made := 0
		for f := 1; f < 400; f++ {
			s.Step(0)
			ks := newBubbles(st)
			if st.P.Drowning == physics.DrownFrames && len(ks) != 0 {
				t.Fatalf("frame %d: %d bubbles on the drowning's frame, want none", f, len(ks))
			}
			for _, k := range ks {
				if st.P.Drowning == 0 || st.P.Drowning == physics.DrownFrames {
					continue
				}
				b := &st.S2.Slots[k]
				if b.Y.Pixel() != st.Y.Pixel()-12 {
					t.Fatalf("frame %d: drowning bubble at y %d, Sonic %d: want 12 above", f, b.Y.Pixel(), st.Y.Pixel())
				}
				want := uint8(6)
				if uint16(st.Frame)&3 == 0 {
					want = 0x0E
				}
				if b.Sub != want {
					t.Fatalf("frame %d: subtype %#x, want %#x", f, b.Sub, want)
				}
				if cd := &st.S2.Breath[0]; cd.Next > 7 {
					t.Fatalf("frame %d: next bubble in %d, want 0-7", f, cd.Next)
				}
				made++
			}
			if st.Dead {
				return f, made
			}
		}
		t.Fatal("Sonic did not drown")
		return 0, 0
	}
	f, made := drownAt(bubbleWaterSim(false))
	if made != 11 {
		t.Errorf("%d bubbles while drowning, want 11 (obj0a_total_bubbles_to_spawn 10)", made)
	}
	// The same level without objects: the core drowns him on the same frame.
	plain := waterSim(physics.S2, physics.Sonic, "600")
	plain.Live().X = physics.FromPixels(600)
	if g, _ := drownAt(plain); g != f {
		t.Errorf("drowned on frame %d with the objects, %d without", f, g)
	}
}

// s2.asm Obj0A_ReduceAir, ResumeMusic, Obj0A_AirLeft: the second the air
// runs out ResumeMusic fills air_left again (30; the core keeps 0), so a
// number on the screen goes as the player starts to drown.
func TestObj0A_NumberGoesWhenDrowning(t *testing.T) {
	s := bubbleWaterSim(false)
	st := s.Live()
	s.Step(0)
	k := eng(s).allocate()
	st.S2.Slots[k] = physics.S2Obj{ID: s2SmallBubble, Routine: 0x0C, Render: physics.S2OnScreen, Timer: 15, Anim: 2, Layout: -1}
	st.P.AirLeft = 3
	s.Step(0)
	if st.S2.Slots[k].ID != s2SmallBubble {
		t.Fatal("the number went with 3 seconds of air")
	}
	st.P.AirLeft, st.P.Drowning = 0, physics.DrownFrames-10
	s.Step(0)
	if st.S2.Slots[k].ID != 0 {
		t.Error("the number stays while Sonic drowns")
	}
}

// s2.asm Sonic_Water, ResumeMusic: a second dive writes only the
// countdown's id and subtype and the air, so obj0a_timer (and the
// core's second, physics: resetAirTimer) carries on from the first.
func TestObj0A_SecondDiveKeepsTimer(t *testing.T) {
	s := bubbleWaterSim(false)
	st := s.Live()
	run(s, 0, 10)
	left := st.P.AirTimer
	st.Water.Mean = 2000 // out of the water
	st.Water.Level = 2000
	s.Step(0)
	if st.P.Underwater {
		t.Fatal("still underwater")
	}
	st.Water.Mean, st.Water.Level = 600, 600
	s.Step(0)
	if !st.P.Underwater || st.P.AirTimer != left-1 {
		t.Errorf("second dive: the core's second %d, want %d", st.P.AirTimer, left-1)
	}
}

// s2.asm Obj02's Tails_Water, Obj0A_MakeBubbleNow: Tails has his own
// countdown (Tails_BreathingBubbles) after Sonic's, his bubbles 6 pixels
// ahead of him, belonging to him (obj0a_character).
func TestObj0A_Tails(t *testing.T) {
	s := bubbleWaterSim(true)
	st := s.Live()
	s.Step(0)
	b2 := &st.P2.Body
	if !b2.P.Underwater {
		t.Fatal("Tails is not under water")
	}
	ks := newBubbles(st)
	if len(ks) != 2 {
		t.Fatalf("%d bubbles on the dive's frame, want Sonic's and Tails'", len(ks))
	}
	s0, s1 := &st.S2.Slots[ks[0]], &st.S2.Slots[ks[1]]
	if s0.B3F != 0 || s1.B3F != 1 {
		t.Fatalf("bubbles of players %d, %d: want Sonic's first", s0.B3F, s1.B3F)
	}
	d := 6
	if b2.FacingLeft {
		d = -6
	}
	if s1.X.Pixel() != b2.X.Pixel()+d || s1.Y.Pixel() != b2.Y.Pixel() {
		t.Errorf("Tails' bubble at (%d,%d), Tails at (%d,%d)", s1.X.Pixel(), s1.Y.Pixel(), b2.X.Pixel(), b2.Y.Pixel())
	}
}

// Stepping with the countdowns and their bubbles allocates nothing.
func TestObj0A_Allocs(t *testing.T) {
	s := bubbleWaterSim(true)
	run(s, 0, 60)
	if n := testing.AllocsPerRun(200, func() { s.Step(0) }); n != 0 {
		t.Errorf("%v allocations per step underwater, want 0", n)
	}
}

package sonic2

import (
	"testing"

	"loopwright/physics"
)

// pulleySim is Sonic standing at x 700 under a set of pulley platforms
// (Obj6C, subtype sub) whose pulley's top is at (700, 300).
func pulleySim(t *testing.T, sub uint8, flags ...string) *physics.Sim {
	t.Helper()
	return newSim(s2TestLevel(s2Obj(s2Pulley, sub, 700, 300, flags...)), physics.S2, 760, 716)
}

// pulleySlots returns the slots of the platforms, by subtype.
func pulleySlots(s *physics.Sim) map[uint8]int {
	m := map[uint8]int{}
	for k := range s.Live().S2.Slots {
		if ob := &s.Live().S2.Slots[k]; ob.ID == s2Pulley {
			if _, ok := m[ob.Sub]; !ok || ob.Y.Pixel() < s.Live().S2.Slots[m[ob.Sub]].Y.Pixel() {
				m[ob.Sub] = k
			}
		}
	}
	return m
}

// s2.asm loc_28112 and Obj6C_LoadSubObject: subtype $80 becomes the
// first of byte_282DC's eight platforms and puts the seven others in free
// slots at their places below the pulley's top, with their subtypes.
func TestPulley_Obj6CSpawnsEight(t *testing.T) {
	s := pulleySim(t, 0x80)
	run(s, 0, 2)
	st := s.Live()
	n := 0
	for k := range st.S2.Slots {
		if ob := &st.S2.Slots[k]; ob.ID == s2Pulley {
			n++
			if ob.Routine != 2 || ob.BaseX != 700 || ob.BaseY != 300 {
				t.Errorf("slot %d: routine %d top %d,%d, want a platform of the pulley at 700,300", k, ob.Routine, ob.BaseX, ob.BaseY)
			}
		}
	}
	if n != 8 {
		t.Fatalf("%d platforms, want 8", n)
	}
}

// s2.asm loc_281DA and loc_2817E: a platform heads for its loop's next
// point at a pixel a frame along the longer axis (the left side of
// byte_28258 going down), the shorter axis by the quotient, reaching
// each point on both axes at once; a whole loop of byte_28258 takes 560
// frames (8 corners of $16 and two sides of $C0) and ends where it began.
func TestPulley_Obj6CLoops(t *testing.T) {
	s := pulleySim(t, 0x80)
	run(s, 0, 1)
	st := s.Live()
	k := pulleySlots(s)[3] // the highest on the left: (-$20, $3A), heading for (-$20, $E0)
	ob := &st.S2.Slots[k]
	x, y := ob.X.Pixel(), ob.Y.Pixel()
	if x != 700-0x20 || ob.XVel != 0 || ob.YVel != 0x100 {
		t.Fatalf("platform at %d,%d speeds %v,%v, want at x %d going down at 1", x, y, ob.XVel, ob.YVel, 700-0x20)
	}
	s.Step(0)
	if ob.Y.Pixel() != y+1 || ob.X.Pixel() != x {
		t.Fatalf("platform moved to %d,%d from %d,%d, want 1 down", ob.X.Pixel(), ob.Y.Pixel(), x, y)
	}
	path := pulleyPaths[0]
	points := 0
	for i := 0; i < 559; i++ {
		s.Step(0)
		for _, p := range path {
			if ob.X.Pixel() == 700+int(p[0]) && ob.Y.Pixel() == 300+int(p[1]) {
				points++
			}
		}
	}
	if ob.X.Pixel() != x || ob.Y.Pixel() != y {
		t.Errorf("after 560 frames the platform is at %d,%d, want back at %d,%d", ob.X.Pixel(), ob.Y.Pixel(), x, y)
	}
	if points != 10 {
		t.Errorf("passed through %d of the loop's 10 points, want all", points)
	}
}

// s2.asm Obj6C_Init: x-flipped, the step is -4 and the platform heads
// for the point before its subtype's: the loop runs the other way (the
// left side going up).
func TestPulley_Obj6CFlipped(t *testing.T) {
	s := pulleySim(t, 0x80, "x_flip")
	run(s, 0, 1)
	found := false
	for k := range s.Live().S2.Slots {
		ob := &s.Live().S2.Slots[k]
		if ob.ID != s2Pulley || ob.Sub != 3 || ob.X.Pixel() != 700-0x20 || ob.Y.Pixel() <= 300+0x20 {
			continue
		}
		found = true
		if ob.B3B != 0xFC || ob.B3E != 2*4 || ob.YVel != -0x100 || ob.XVel != 0 {
			t.Errorf("slot %d: step %#x point %#x speeds %v,%v, want -4, point 2 ($8), going up at 1", k, ob.B3B, ob.B3E, ob.XVel, ob.YVel)
		}
	}
	if !found {
		t.Error("no platform of subtype 3 on the left side")
	}
}

// s2.asm Obj6C_Main: PlatformObject for MainCharacter and Sidekick: a
// player landing on a platform rides it down with it.
func TestPulley_Obj6CCarriesBothPlayers(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2Pulley, 0x80, 700, 300))
	s := newSimP2(tl, 700-0x20, 700-0x20, 300+0x3A-30)
	st := s.Live()
	st.Y, st.Air = physics.FromPixels(300+0x3A-30), true
	var k int
	for i := 0; i < 60 && (st.S2.On == 0 || s.P2Record().OnObject == false); i++ {
		s.Step(0)
		k = pulleySlots(s)[3]
	}
	ob := &st.S2.Slots[k]
	if st.S2.On != k+1 {
		t.Fatalf("Sonic on slot %d, want the platform's %d", st.S2.On-1, k)
	}
	if b := st.S2.Slots[k].Status; b&physics.S2P2Stand == 0 {
		t.Fatalf("Tails does not stand on the platform (status %#x)", b)
	}
	y, py := st.Y.Pixel(), ob.Y.Pixel()
	run(s, 0, 10)
	if ob.Y.Pixel()-py != 10 || st.Y.Pixel()-y != 10 {
		t.Errorf("platform moved %d, Sonic %d: want both 10 down", ob.Y.Pixel()-py, st.Y.Pixel()-y)
	}
}

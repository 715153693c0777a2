package sonic2

import (
	"testing"

	"loopwright/physics"
)

// s2.asm Obj0B (loc_20104, loc_20112, loc_2013C, Ani_obj0B): closed, the
// pipe section is a platform; once Vint_runcount's low byte plus its
// delay wraps it tips open (anim 0, frame 1 after 8 frames), dropping
// the player standing on it into the air, and after (subtype&$F0)+$10
// frames closes (anim 1: frames 4 to 0, 8 frames each) for $80 frames.
func TestTippingPipe_Obj0B(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2TippingPipe, 0x00, 800, 650))
	s := newSim(tl, physics.S2, 600, 716)
	k := findSlot(s, s2TippingPipe)
	if k < 0 {
		t.Fatal("no pipe")
	}
	ob := eng(s).slot(k)
	st := s.Live()
	if ob.Routine != 2 {
		t.Fatalf("routine %d at the start, want 2 (waiting for Vint_runcount)", ob.Routine)
	}
	st.X, st.Y = physics.FromPixels(800), physics.FromPixels(600)
	st.Air, st.XSpeed, st.YSpeed, st.GSpeed = true, 0, 0, 0
	for i := 0; i < 60 && st.Air; i++ {
		s.Step(0)
	}
	if st.Air || ob.Status&physics.S2P1Stand == 0 || st.S2.On != k+1 || ob.Routine != 2 {
		t.Fatalf("air %v standing bit %v on %d routine %d; want standing on the closed pipe before it starts", st.Air, ob.Status&physics.S2P1Stand != 0, st.S2.On, ob.Routine)
	}
	if top := st.Y.Pixel() + int(st.YRadius); top != 650-0x11-1 { // MvSonicOnPtfm: y_pos - d3 - y_radius - 1
		t.Fatalf("feet at %d, want %d (top $11 above its y)", top, 650-0x11)
	}
	n := 0
	for ob.Routine != 4 {
		if n++; n > 300 {
			t.Fatal("never started")
		}
		s.Step(0)
	}
	if d := uint8(st.S2.Vint) + 0x10; d != 0 {
		t.Fatalf("started with Vint_runcount's low byte %#x, want $F0 (subtype 0: delay $10)", uint8(st.S2.Vint))
	}
	// Run 1 was the start; frame 0 lasts 8 runs.
	want := map[int]uint8{8: 0, 9: 1, 15: 1, 16: 4, 23: 4, 24: 3, 47: 1, 48: 0, 143: 0, 151: 0, 152: 1}
	for r := 2; r <= 152; r++ {
		s.Step(0)
		if f, ok := want[r]; ok && ob.MapFrame != f {
			t.Fatalf("run %d: mapping frame %d, want %d", r, ob.MapFrame, f)
		}
		if r == 9 && (!st.Air || st.S2.On != 0 || ob.Status&physics.S2P1Stand != 0) {
			t.Fatalf("tipped open: air %v on %d standing bit %v; want dropped", st.Air, st.S2.On, ob.Status&physics.S2P1Stand != 0)
		}
	}
}

// s2.asm Obj0B: PlatformObject runs for the Sidekick too, and the open
// pipe drops him (p2_standing_bit, his on_object and in_air) as it does
// Sonic.
func TestTippingPipe_Obj0BSidekick(t *testing.T) {
	tl := s2TestLevel(s2Obj(s2TippingPipe, 0x00, 800, 650))
	s := newSimP2(tl, 600, 800, 600)
	k := findSlot(s, s2TippingPipe)
	if k < 0 {
		t.Fatal("no pipe")
	}
	ob := eng(s).slot(k)
	b := &s.Live().P2.Body
	for i := 0; i < 60 && ob.Status&physics.S2P2Stand == 0; i++ {
		s.Step(0)
	}
	if ob.Status&physics.S2P2Stand == 0 || b.Air || ob.Routine != 2 {
		t.Fatalf("p2 standing bit %v, Tails in the air %v, routine %d; want Tails on the closed pipe", ob.Status&physics.S2P2Stand != 0, b.Air, ob.Routine)
	}
	for i := 0; i < 400 && ob.MapFrame == 0; i++ {
		s.Step(0)
	}
	if ob.MapFrame == 0 {
		t.Fatal("never opened")
	}
	if ob.Status&physics.S2P2Stand != 0 || !b.Air || b.Y.Pixel() > 650 {
		t.Fatalf("open: p2 standing bit %v, Tails in the air %v at y %d; want dropped from the pipe", ob.Status&physics.S2P2Stand != 0, b.Air, b.Y.Pixel())
	}
}
